"""`bowwords play`: the firmware's own files (boot.py, code.py, game.py, firmware/bowui) on CPython
with Blinka's displayio, on the one board model (host_tools/vboard: docs/board.md).

This module is the board's host: its clock, its keys (levels, scanned by vboard's keypad), the
NVM in a file, the tones, a drive folder the programs run in, and Blinka's pixels. The window is
bowwords.window, the screen as text bowwords.screentext, key scripts bowwords.keyscript, the
terminal player bowwords.textplay and the command's checks bowwords.playcmd. The board runs:

* interactively, in real time, from the keyboard (window) or the terminal (--text);
* from a script (--keys FILE) in virtual time, so runs are exactly repeatable,
  writing PNG screenshots (--screenshot, and `shot` lines in the script).

Key scripts: one event a line, `#` starts a comment.

    500 a            press A at 500 ms (held 60 ms)
    +300 down 500    300 ms after the previous line, hold Down for 500 ms
    +100 start+select   a chord
    +100 shake       the accelerometer feels a shake
    +400 shot docs/screenshots/die.png
    +100 text        print the screen as text
    +800 wait        let time pass (the run ends two frames after the last line)
    +900 cut         a power cut: the board boots again (code.py BOOT_MS later) on the same NVM

Times are milliseconds from power-up (code.py's first frame comes POWER_UP_MS, 132 ms, after it:
a press before then is lost, as a board loses it), or +N after the previous line.
"""

import bisect
import contextlib
import gc
import os
import sys
from pathlib import Path

from vboard import model as vmodel
from vboard import state as vstate
from bowwords import rulespages
from bowwords.errors import BowwordsError
from bowwords.keyscript import parse_script
from bowwords.screentext import render_text, terminal_group
from vboard import clock as vclock
from vboard import run as vrun
from vboard.microcontroller import ByteArray

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
FONTS = ROOT / "fonts"
FRAME_MS = 33
SCAN_MS = 20              # vboard.keypad: a scan every 20 ms (keypad's default interval)
# The board's timing (vboard.run, docs/board.md): code.py's first frame after power-up, a
# reload's next program after the frame that reloaded (30 frames, about the 1.0 s a switch into a
# game aims at on a PyBadge), code.py after a power cut.
BOOT_MS, POWER_UP_MS, SWITCH_MS = vrun.BOOT_MS, vrun.POWER_UP_MS, vrun.SWITCH_MS



def tool_names():
    """The companion tools `--game` opens, by the names it takes (the word judge: lexicon)."""
    prepare_path()
    from bowui.catalog import TOOLS
    return [name or module.rsplit(".", 1)[1] for _, name, module, _ in TOOLS]


def game_names():
    """The four games `--game` opens, by their engine names."""
    prepare_path()
    from bowui.catalog import GAMES
    return [names[0] for names, _ in GAMES]


def prepare_path():
    """firmware/ importable (bowui), nothing else set up."""
    if str(FIRMWARE) not in sys.path:
        sys.path.insert(0, str(FIRMWARE))


def prepare(headless):
    """Environment for Blinka and pygame, and firmware/ importable; call before importing them."""
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(FIRMWARE) not in sys.path:
        sys.path.insert(0, str(FIRMWARE))
    point_at_fonts()


def point_at_fonts():
    """The firmware reads its fonts from the drive's root (fonts/, beside code.py); here they
    are the checkout's fonts/, wherever the command runs from. Called again after each reload,
    which imports bowui.ui afresh."""
    from bowui import ui
    ui.FONT_DIR = str(FONTS)


class FileNVM(ByteArray):
    """microcontroller.nvm backed by a file (created full of 0xFF, like erased flash), with the
    board's own rules (vboard.microcontroller: shared-bindings/nvm/ByteArray.c)."""

    def __init__(self, path=None, size=8192):
        ByteArray.__init__(self, self)
        self.path = Path(path) if path else None
        if self.path and self.path.exists():
            data = self.path.read_bytes()
            self.data = bytearray(data[:size].ljust(size, b"\xff"))
        else:
            self.data = bytearray(b"\xff" * size)
            self._flush()

    def nvm_read(self, start, n):
        return bytes(self.data[start:start + n])

    def nvm_write(self, start, data):
        self.data[start:start + len(data)] = data
        self._flush()

    def _flush(self):
        if self.path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_bytes(bytes(self.data))
            tmp.replace(self.path)


@contextlib.contextmanager
def host_frozen():
    """While the firmware runs (each program's start and frame): the firmware collects at every
    screen change, as a board must; the objects already here (Blinka's, pygame's, a test run's)
    are none of its, so frozen, a collection scans only what came since (in a test process, 60 ms
    a collect became ~1)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


_DRIVES = {}


def make_drive(dict_path):
    """A folder standing in for the CIRCUITPY drive's root (made once a process per dictionary):
    boot.py, code.py and game.py, fonts/, words.bwd and rules.bwr, linked to the checkout's; the
    programs run there, as a board runs them at the drive's root (lib/ is on sys.path)."""
    key = (str(dict_path), str(FONTS))
    if key not in _DRIVES or not Path(_DRIVES[key]).is_dir():
        import tempfile
        root = Path(tempfile.mkdtemp(prefix="bowwords-drive-"))
        for name in ("boot.py", "code.py", "game.py"):
            (root / name).symlink_to(FIRMWARE / name)
        (root / "fonts").symlink_to(FONTS)
        (root / "words.bwd").symlink_to(Path(dict_path).absolute())
        (root / "rules.bwr").symlink_to(rulespages.cached())
        _DRIVES[key] = str(root)
    return _DRIVES[key]


@contextlib.contextmanager
def at_drive(root):
    """The working folder is the drive's root while the board runs Python."""
    here = os.getcwd()
    os.chdir(root)
    try:
        yield
    finally:
        os.chdir(here)


class Speaker:
    """The tones the firmware played: [(ms, hz)] (silences not listed)."""

    def __init__(self):
        self.tones = []


class Emulator:
    """The firmware on the one board model (vboard): boot.py at power-up, then code.py and
    game.py as the board runs them, a frame at a time, on Blinka's displayio (profile name, seed,
    NVM file or None). This object is vboard's host: the clock, the keys, the shake, the seeds,
    the NVM's bytes, the tones and the pixels are its own; every rule is the model's."""

    def __init__(self, board="pybadge", seed=1, nvm=None, window=False, game=None, dict_path=None,
                 held=(), drive_root=None):
        """`held`: buttons down at power-up (let go with button()); `drive_root`: a folder standing
        for the CIRCUITPY drive (default: the checkout's firmware, fonts and dictionary)."""
        prepare(headless=not window)
        from bowui import boards
        from bowui.input import NAMES

        if board not in boards.PROFILES:
            raise BowwordsError("no board profile '%s' (boards: %s)" % (board, ", ".join(sorted(boards.PROFILES))))
        self.board_name = board
        self.profile = p = boards.PROFILES[board]
        self.bits = dict(NAMES)
        self.now = 0               # ms since power-up (the model's ticks_ms adds 0x1FFF0000)
        self.window = window
        from bowwords.window import make_display
        self.display = make_display(p["size"][0], p["size"][1], window)   # the panel: pixels
        self.changes = []          # (ms, line, down): key level changes not yet scanned, in order
        self.pending_shake = False
        self.speaker = Speaker()
        self.nvm = nvm if nvm is not None else FileNVM(None)
        self.dict_path = str(dict_path or default_dict_path())
        self.drive = drive_root or make_drive(self.dict_path)
        self._rules = None         # a rules file other than the drive's (a test's)
        self._release = False      # forget our modules at each program, as a board's fresh heap
        self._seed = seed
        self.watch = None          # watch(label): called at each moment the screen may change
        self.console = []          # what the board printed (its serial console), the last lines
        self.ended = False         # the program ended with no reload: the board waits at the REPL
        self.stop = None           # Ctrl-C or an auto-reload: raised where the next frame sleeps
        self.error = None          # what the program ended in (its traceback's last line), if it did
        for name in held:
            self.button(name, True, -1)     # down before the power comes
        self._power_up(0)
        if game and self.app is not None:
            self._run(lambda: self.app.go(opener(game)(self.app)))

    # ---- vboard's host -----------------------------------------------------------------
    def ms(self):
        return self.now

    def key_change(self, upto):
        if self.changes and self.changes[0][0] <= upto:
            return self.changes.pop(0)
        return None

    def shaken(self):
        felt, self.pending_shake = self.pending_shake, False
        return felt

    def seed(self):
        s = self._seed
        self._seed = vclock.next_seed(s)
        return s

    def sleep(self, seconds):
        ms = int(seconds * 1000 + 0.5)
        if vstate.program == "boot.py":   # boot.py has no frame loop: time just passes
            self.now += ms
            return
        if self.stop is not None:
            stop, self.stop = self.stop, None
            raise stop
        raise vrun.Frame(ms)

    def tone(self, hz):
        if hz:
            self.speaker.tones.append((self.now, hz))

    def nvm_read(self, start, n):
        return self.nvm.nvm_read(start, n)

    def nvm_write(self, start, data):
        self.nvm.nvm_write(start, data)

    def shown(self, root, brightness):
        from vboard import board
        if root is board.DISPLAY.terminal:
            root = terminal_group(root.text, self.profile["size"])
        if root is not None and self.display.root_group is not root:
            self.display.root_group = root
        self.display.brightness = brightness

    def accel(self):
        return bool(self.profile["accel"])

    def usb(self):
        return True

    # ---- the board's runs ----------------------------------------------------------------
    @property
    def board(self):
        """The model's board module (board.DISPLAY: the display the firmware holds)."""
        return vboard_board()

    @property
    def app(self):
        """The running program's App (None between programs)."""
        g = vrun.state.globals
        return g.get("app") if g and not self.ended else None

    @property
    def program(self):
        """The program running: None (the menu program, code.py) or "game.py"."""
        return None if vrun.state.program == "code.py" else vrun.state.program

    @property
    def traceback(self):
        """What supervisor.get_previous_traceback() gives the program running."""
        return vrun.state.previous

    def _install(self):
        vmodel.install(self, self.board_name, vrun.state.program)

    def _run(self, call):
        """Run the board's Python (a program's start or next frame) at the drive's root; what it
        prints goes to the console (self.console, and the terminal's text), not to stdout."""
        self._install()
        try:
            with at_drive(self.drive), contextlib.redirect_stdout(self), host_frozen():
                return call()
        finally:
            vclock.uninstall()     # the board's time and os are the firmware's, not this process's

    def write(self, text):
        """The console (the board's serial port): kept in self.console, shown by the terminal."""
        self.console.append(text)
        del self.console[:-200]
        vboard_board().DISPLAY.terminal.write(text)

    def flush(self):
        pass

    def _power_up(self, at):
        """The board comes on at `at` ms: boot.py, then code.py's first frame POWER_UP_MS later."""
        self.now = at
        vmodel.install(self, self.board_name, "boot.py")

        def boot():
            vrun.power_up()
            self.shown(vboard_board().DISPLAY.root_group, 1.0)
            return vrun.start("boot.py")
        self._run(boot)
        self.now = at + POWER_UP_MS
        self._begin("code.py", 0, False)

    def start(self, program, first=None):
        """Run `program` now, as after a reload; `first(app)`, if given, makes its first screen
        in place of the program's own (a test's game on the game program's first turn)."""
        if first is None:
            self._begin(program, 0, True)
            return
        from bowui.games import play
        resume = play.resume
        play.resume = first              # game.py: App(Hardware(), resume, ...) takes it
        try:
            self._begin(program, 0, True)
        finally:
            play.resume = resume
        if program != "game.py":
            self._run(lambda: self.app.go(first(self.app)))

    def _begin(self, program, options, reloaded):
        """Start `program`: its first frame is now."""
        if self.release:                             # a fresh heap: every module of ours goes
            for name in [n for n in sys.modules if n.split(".")[0] in ("bowui", "bowengine")]:
                del sys.modules[name]
        prepare_path()

        def start():                     # (our modules imported on the board: its time and os)
            import bowui.hw
            bowui.hw.Hardware.release = self.release     # (tests share one CPython process)
            from bowui import ui
            ui.FONT_DIR = str(Path(self.drive) / "fonts")   # (absolute: tests draw between frames)
            return vrun.start(program, options, reloaded)
        status = self._run(start)
        if self.app is not None:                     # the drive's files, as absolute paths
            self.app.hw.dict_path = str(Path(self.drive) / "words.bwd")   # (tests read them
            self.app.hw.rules_path = self.rules_path                      # between frames)
        self._after(status)

    def _after(self, status):
        """What follows a frame: a reload starts the next program SWITCH_MS after this frame; an
        end with no reload leaves the board at the REPL (the terminal on show)."""
        self.ended = status == vrun.ENDED
        if self.ended:
            self.error = vrun.state.error
        if status == vrun.RELOAD:
            if self.watch is not None:
                self.watch("terminal")
            self.now += SWITCH_MS
            self._begin(vrun.state.reload_to, vrun.state.reload_options, True)
            if self.watch is not None:
                self.watch("start")

    @property
    def reload_ok(self):
        """supervisor.runtime.autoreload: a file copy restarts the board (no game or tool open)."""
        from vboard import supervisor
        return supervisor.runtime.autoreload

    @property
    def release(self):
        """True: the firmware forgets its modules as on a board (a fresh heap at each program,
        App.release at each screen); False (default): kept, as tests share one CPython process."""
        return self._release

    @release.setter
    def release(self, on):
        self._release = on
        hw = sys.modules.get("bowui.hw")
        if hw is not None:
            hw.Hardware.release = on

    @property
    def rules_path(self):
        """The rules pages the firmware reads (the drive's, or one a test gives)."""
        return self._rules or str(Path(self.drive) / "rules.bwr")

    @rules_path.setter
    def rules_path(self, path):
        self._rules = path
        if self.app is not None:
            self.app.hw.rules_path = path

    # ---- driving it ----------------------------------------------------------------
    def button(self, name, down, at=None):
        """Press (down=True) or release a logical button by name, e.g. "A" or "Start+Select",
        now or at `at` ms (a key script's time that a switch or a boot has left behind)."""
        for part in name.split("+"):
            bit = self._bit(part)
            if part.lower() == "shake":
                if down and self.profile["accel"]:
                    self.pending_shake = True
                continue
            keys = [i for i, b in enumerate(self.profile["map"]) if b == bit]
            if keys:
                self._change(keys[0], down, at)
            elif self.profile["joystick"] and bit & 15:
                from vboard.board import STICK
                from bowui.input import DOWN, LEFT, RIGHT, UP
                way = {LEFT: "LEFT", RIGHT: "RIGHT", UP: "UP", DOWN: "DOWN"}[bit]
                self._change(STICK[way], down, at)

    def _change(self, line, down, at=None):
        """A key line goes down or up now; a button stays down over one keypad scan at least
        (scans come SCAN_MS apart: vboard.keypad's default interval), as a finger does, so no
        tap is missed."""
        at = self.now if at is None else min(at, self.now)
        for t, other, _ in self.changes:
            if other == line:
                at = max(at, t + SCAN_MS + 1)
        bisect.insort(self.changes, (at, line, down))

    def _bit(self, part):
        for name, bit in self.bits.items():
            if name.lower() == part.lower():
                return bit
        raise BowwordsError("no button '%s' (buttons: %s)" % (part, ", ".join(self.bits)))

    def frame(self, now=None):
        """Run one frame at `now` (default: FRAME_MS after the last); a reload starts the
        program it names, SWITCH_MS later."""
        self.now = self.now + FRAME_MS if now is None else now
        if vrun.state.globals is not None and self.app is not None:
            self._after(self._run(vrun.tick))
        if self.watch is not None:
            self.watch("frame")

    def terminal_shown(self):
        """True if a player sees the terminal now: it is the root group and the backlight is on."""
        return vboard_board().DISPLAY.terminal_shown()

    def press(self, name, hold_frames=2):
        """Press and release a button (by name), letting frames run while it is held."""
        self.button(name, True)
        for _ in range(hold_frames):
            self.frame()
        self.button(name, False)
        self.frame()

    def power_cut(self):
        """The power goes after this frame and comes back: boot.py, then code.py's first frame
        BOOT_MS after the cut, on the same NVM (keys held stay held: they give no press).
        Returns the time code.py's first frame ran."""
        self.run_until(self.now + FRAME_MS)
        self._power_up(self.now + BOOT_MS - POWER_UP_MS)
        return self.now

    def interrupt(self):
        """Ctrl-C from the computer (the serial console): KeyboardInterrupt where the next frame
        sleeps (a board spends most of a frame there)."""
        self.stop = KeyboardInterrupt()
        self.frame()

    def copy_file(self):
        """The computer writes a file to the drive: an auto-reload ends the program where the
        next frame sleeps, if supervisor.runtime.autoreload is on (a menu, not a game)."""
        self.stop = vboard_supervisor().auto_reload()
        self.frame()

    def wait(self, ms):
        """Let ms of virtual time pass, frame by frame."""
        self.run_until(self.now + ms)

    def run_until(self, t):
        """Frames until virtual time t (ms)."""
        while self.now + FRAME_MS <= t:
            self.frame()

    def refresh(self):
        self.display.refresh()

    def screenshot(self, path):
        """Write the screen as it is now to a PNG file."""
        import pygame
        self.refresh()
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.display.surface(), str(path))

    def text(self):
        """The screen as lines of text: every visible label, laid out by position (the console's
        last lines while the terminal is on show)."""
        display = vboard_board().DISPLAY
        if display.root_group is display.terminal:
            rows = self.profile["size"][1] // 14
            return "\n".join(display.terminal.text.replace("\r", "").split("\n")[-rows:])
        return render_text(self.display.root_group, self.profile["size"], self.app.screen if self.app else None)

    def pixel(self, x, y):
        """The (r, g, b) of one screen pixel."""
        self.refresh()
        return tuple(self.display.surface().get_at((x, y)))[:3]

    # ---- scripts -------------------------------------------------------------------
    def play_script(self, lines, out=None, each=None):
        """Run a key script (see the module docstring); returns the list of shots written.
        `each()`, if given, is called after every button is let go (to show the screen)."""
        events = parse_script(lines)
        pending = []      # (time, kind, arg)
        for t, kind, arg, hold in events:
            pending.append((t, 0, kind, arg))
            if kind == "press":
                pending.append((t + hold, 1, "release", arg))
        pending.sort(key=lambda e: (e[0], e[1]))
        return self._play(pending, out, each)

    def _play(self, pending, out, each):
        shots = []
        for t, _, kind, arg in pending:
            self.run_until(t)
            if kind == "cut":
                self.power_cut()
            elif kind == "press":
                self.button(arg, True, t)
            elif kind == "release":
                self.button(arg, False, t)
                if each is not None:
                    each()
            elif kind == "shot":
                self.frame()
                self.screenshot(arg)
                shots.append(arg)
            elif kind == "text":
                self.frame()
                print(self.text(), file=out or sys.stdout)
        self.frame()
        self.frame()
        return shots


def vboard_board():
    """The model's board module."""
    from vboard import board
    return board


def vboard_supervisor():
    """The model's supervisor module."""
    from vboard import supervisor
    return supervisor


def opener(name):
    """A function app -> first screen for `--game NAME` (a game or a companion tool)."""
    def first(app):
        from bowui.menu.companion import tool_screen
        screen = tool_screen(app, "lexicon" if name in ("judge", "dictionary") else name)
        if screen is not None:
            return screen
        from bowui.catalog import GAMES, registered
        from bowui.notice import Notice
        for names, title in GAMES:
            if name in names or name == title.lower():
                found = registered(names)
                if not found:
                    return Notice(app, title, title + " is coming soon: its engine is not on this device yet.")
                from bowui.menu.setup import setup_screen
                return setup_screen(app, found)
        from bowengine import games
        if name in games.TABLE:
            from bowui.menu.setup import setup_screen
            return setup_screen(app, name)
        raise BowwordsError("no game or tool '%s' (games: %s; tools: %s)"
                            % (name, ", ".join(game_names()), ", ".join(tool_names())))
    return first


# ---- the three ways to run it ----------------------------------------------------------


def default_dict_path():
    """The dictionary the word judge opens when --dict is not given: the default one
    (ENABLE, compiled by `make setup`, or here the first time it is needed)."""
    from bowwords.dictionary import cli as dictcli

    return dictcli.default_dictionary(quiet=True)


