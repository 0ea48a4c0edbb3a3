"""`bowwords play`: the firmware's own code (firmware/bowui) on CPython with Blinka's displayio.

A pygame window, scaled up, with the keyboard standing in for the board's buttons;
with no display it runs headless (SDL's dummy driver). The same App that
code.py runs on the board is stepped one frame at a time here:

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
    +900 cut         a power cut: the board boots again (BOOT_MS later) on the same NVM

Times are milliseconds from the start, or +N after the previous line.
"""

import array
import contextlib
import gc
import os
import sys
import traceback
from collections import deque
from pathlib import Path

from bowwords import rulespages
from bowwords.errors import BowwordsError

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
FONTS = ROOT / "fonts"
FRAME_MS = 33
HOLD_MS = 60
BOOT_MS = 1000            # after a power cut: the keys pressed while the board boots are lost
# A reload between the menu and game programs (App.switch): the next program's first frame comes
# SWITCH_MS after the reload's (30 frames, about the 1.0 s a switch into a game aims at on a
# PyBadge). CircuitPython 10.2.1's main.c cleanup_after_vm calls keypad_reset
# (shared-module/keypad/__init__.c): the scanner goes, so keys pressed meanwhile are lost, and a
# key still held when the next program builds its keypad gives a release with no press.
SWITCH_MS = 990
SCALE = 4
MASK = 0x1FFFFFFF

# Logical button (bowui.input names) -> pygame key names. The window and the terminal take the
# same keys (KEYS says them: the window's legend, the terminal's footer, --help, the README).
KEYBOARD = (
    ("Up", ("up", "w")), ("Down", ("down", "s")), ("Left", ("left", "a")), ("Right", ("right", "d")),
    ("A", ("x", "space")), ("B", ("z", "backspace")), ("Start", ("return", "p")),
    ("Select", ("right shift", "left shift", "tab")), ("Start+Select", ("m",)), ("Shake", ("k",)),
)
# Terminal keys (--text): escape sequences and letters -> logical names.
TERMINAL = {"\x1b[A": "Up", "\x1b[B": "Down", "\x1b[C": "Right", "\x1b[D": "Left",
            "w": "Up", "s": "Down", "d": "Right", "a": "Left", "x": "A", " ": "A", "\r": "Start",
            "\n": "Start", "z": "B", "\x7f": "B", "\x08": "B", "m": "Start+Select", "k": "Shake",
            "\t": "Select", "p": "Start"}
# What each key does, in the window and the terminal alike.
KEYS = ("arrows/WASD: D-pad  X/space: A  Z/Backspace: B",
        "Enter/P: Start  Tab/Shift: Select  K: shake",
        "M: Start+Select (menu)  Esc/Q: quit")


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


X11_SOCKETS = "/tmp/.X11-unix"     # where a local X server listens (DISPLAY=:N is X11_SOCKETS/XN)
DISPLAY_TIMEOUT = 8.0              # seconds a display may take to let a window open
INVISIBLE = ("offscreen", "dummy")  # SDL's video drivers that draw where nobody sees
_SDL_PROBE = ("import os, sys\n"
              "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
              "import pygame\n"
              "pygame.display.init()\n"
              "sys.stdout.write(pygame.display.get_driver() or '')\n")


def has_display():
    """True if a window can open here (an X or Wayland display that answers, or macOS/Windows)."""
    return display_problem() is None


def display_set():
    """True if the environment names a display (DISPLAY or WAYLAND_DISPLAY) and SDL is not told to
    draw offscreen: then not opening a window deserves a word."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
        and os.environ.get("SDL_VIDEODRIVER") not in INVISIBLE


def display_problem(timeout=None):
    """None if a window can open here, else why not (a phrase): no display is set, or the one set
    does not answer (SSH, WSL, CI: SDL would then draw an invisible window and seem to hang)."""
    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    if os.environ.get("SDL_VIDEODRIVER") in INVISIBLE:
        return "SDL_VIDEODRIVER is %s" % os.environ["SDL_VIDEODRIVER"]
    if sys.platform in ("darwin", "win32"):
        return None
    x, wayland = os.environ.get("DISPLAY"), os.environ.get("WAYLAND_DISPLAY")
    if not x and not wayland:
        return "no DISPLAY is set"
    if x and not wayland:
        why = x_server_problem(x, timeout)
        if why:
            return why
    return sdl_problem(timeout)


def _x_address(display):
    """(socket family, address) of the X server that DISPLAY names; None if it is not host:N."""
    import socket

    host, sep, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not sep or not number.isdigit() or host.endswith(":") or host.startswith("/"):
        return None            # DECnet (host::N) or a launchd socket path: SDL alone can tell
    protocol, _, name = host.rpartition("/")
    if name in ("", "unix") or protocol == "unix":
        return socket.AF_UNIX, os.path.join(X11_SOCKETS, "X" + number)
    return socket.AF_INET, (name, 6000 + int(number))


def x_server_problem(display, timeout=None):
    """None if something accepts connections where DISPLAY says the X server is, else why not."""
    import socket

    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    where = _x_address(display)
    if where is None:
        return None
    family, address = where
    tries = [address]
    if family == socket.AF_UNIX and sys.platform.startswith("linux"):
        tries.insert(0, "\0" + address)       # Xlib tries the abstract socket first
    error = None
    for a in tries:
        try:
            if family == socket.AF_UNIX:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(timeout)
                    s.connect(a)
            else:
                socket.create_connection(a, timeout=timeout).close()
            return None
        except socket.timeout:
            error = "timed out after %g s" % timeout
        except OSError as e:
            error = e.strerror or str(e)
    if family == socket.AF_UNIX:
        return "no X server answers at DISPLAY=%s (%s: %s)" % (display, address, error)
    return "no X server answers at DISPLAY=%s (%s port %d: %s)" % (display, address[0], address[1], error)


def sdl_problem(timeout=None):
    """None if SDL opens a display it can show a window on (tried in a child process, which may
    hang on a display that takes connections and never answers), else why not."""
    import subprocess

    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    shown = "DISPLAY=%s" % os.environ.get("DISPLAY") if os.environ.get("DISPLAY") else \
        "WAYLAND_DISPLAY=%s" % os.environ.get("WAYLAND_DISPLAY")
    try:
        done = subprocess.run([sys.executable, "-c", _SDL_PROBE], capture_output=True, text=True,
                              timeout=timeout, env=env, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "the display at %s does not answer (no window within %g s)" % (shown, timeout)
    except OSError as e:
        return "cannot try the display (%s)" % (e.strerror or e)
    driver = done.stdout.strip()
    if done.returncode != 0 or not driver or driver in INVISIBLE:
        return "SDL cannot open a window on %s" % shown
    return None


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


class Event:
    """Stands in for keypad.Event (get_into fills it)."""

    def __init__(self):
        self.key_number = 0
        self.pressed = False
        self.released = True


class Queue:
    """Stands in for a keypad EventQueue."""

    def __init__(self):
        self.events = deque()

    def put(self, key_number, pressed):
        self.events.append((key_number, pressed))

    def get_into(self, ev):
        if not self.events:
            return False
        ev.key_number, ev.pressed = self.events.popleft()
        ev.released = not ev.pressed
        return True


class Stick:
    """D-pad bits for boards whose directions are a joystick (the PyGamer)."""

    def __init__(self):
        self.bits = 0

    def read(self):
        return self.bits


class Accel:
    """A shake requested from the keyboard or a script, felt once."""

    def __init__(self):
        self.pending = False

    def shaken(self, now):
        felt, self.pending = self.pending, False
        return felt


class Speaker:
    """Records the tones the firmware plays: [(ms, hz)]."""

    def __init__(self, clock):
        self.clock = clock
        self.tones = []

    def start(self, hz):
        self.tones.append((self.clock(), hz))

    def stop(self):
        pass


class FileNVM:
    """microcontroller.nvm backed by a file (created full of 0xFF, like erased flash), as strict
    as CircuitPython 10.2.1's shared-bindings/nvm/ByteArray.c (nvm_bytearray_subscr): a slice
    reads as a new bytearray; a slice is written only from bytes, bytearray, array or
    memoryview of its own length; one byte is an int 0-255."""

    def __init__(self, path=None, size=8192):
        self.path = Path(path) if path else None
        if self.path and self.path.exists():
            data = self.path.read_bytes()
            self.data = bytearray(data[:size].ljust(size, b"\xff"))
        else:
            self.data = bytearray(b"\xff" * size)
            self._flush()

    def __len__(self):
        return len(self.data)

    def _slice(self, i):
        start, stop, step = i.indices(len(self.data))
        if step != 1:
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        return start, max(start, stop)

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            return bytearray(self.data[start:stop])
        return self.data[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            if not isinstance(value, (bytes, bytearray, memoryview, array.array)):
                raise NotImplementedError("array/bytes required on right side")
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
            self.data[start:stop] = value
        else:
            if not isinstance(value, int) or not 0 <= value <= 255:
                raise ValueError("bytes must be 0-255")
            self.data[i] = value
        self._flush()

    def _flush(self):
        if self.path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_bytes(bytes(self.data))
            tmp.replace(self.path)


def terminal_text(program, previous=None):
    """What the board's terminal holds when `program` starts after a reload (main.c's console
    lines after the traceback the last run ended in, if it did): bowwords.vm.board's too."""
    return (previous or "") + "\nCode done running.\nsoft reboot\n" + program + " output:\n"


def terminal_group(text, size):
    """The supervisor's terminal as a displayio group: `text`'s last lines in terminalio's font,
    white on black (what reset_busdisplay in shared-module/busdisplay/BusDisplay.c shows)."""
    import displayio
    import terminalio
    from adafruit_display_text import label

    group = displayio.Group()
    rows = size[1] // 14
    lines = text.replace("\r", "").split("\n")[-rows:]
    group.append(label.Label(terminalio.FONT, text="\n".join(lines), color=0xFFFFFF,
                             x=1, y=6, line_spacing=1.0))
    group.terminal = True
    return group


def make_display(width, height, window):
    """A Blinka display drawing into a width x height surface; in a window it is scaled up."""
    import busdisplay
    import displayio
    import pygame
    from blinka_displayio_pygamedisplay import PyGameDisplay

    displayio.release_displays()      # one emulated board per process at a time

    class EmuDisplay(PyGameDisplay):
        def _initialize(self, init_sequence):
            pygame.init()
            self.legend_h = 0
            if window:
                pygame.display.set_caption("Bowwords")
                self.legend_h = 18 * 3
                self._window = pygame.display.set_mode((self.width * SCALE, self.height * SCALE + self.legend_h))
            else:
                self._window = pygame.display.set_mode((1, 1))
            self._pygame_screen = pygame.Surface((self.width, self.height))

        def _get_refresh_areas(self):
            areas = busdisplay.BusDisplay._get_refresh_areas(self)   # only what changed
            for a in areas:   # Blinka's pygame display cannot draw an odd number of pixels
                if (a.x2 - a.x1) * (a.y2 - a.y1) % 2:
                    if a.x2 < self.width:
                        a.x2 += 1
                    else:
                        a.x1 -= 1
            return areas

        def _refresh_display(self):
            busdisplay.BusDisplay._refresh_display(self)
            if window:
                big = pygame.transform.scale(self.surface(), (self.width * SCALE, self.height * SCALE))
                self._window.blit(big, (0, 0))
                pygame.display.flip()

        @property
        def brightness(self):
            return self._lit

        @brightness.setter
        def brightness(self, value):
            # The backlight: a reload keeps it (shared-module/busdisplay/BusDisplay.c's
            # reset_busdisplay does not touch it); 0 shows nothing at all.
            if not 0 <= float(value) <= 1:
                raise ValueError("brightness must be 0.0-1.0")
            self._lit = float(value)

        def surface(self):
            """What a player sees: the drawn screen, or black with the backlight off."""
            if getattr(self, "_lit", 1.0) <= 0:
                dark = pygame.Surface((self.width, self.height))
                dark.fill((0, 0, 0))
                return dark
            return self._pygame_screen

    display = EmuDisplay(width=width, height=height, auto_refresh=False)
    display.brightness = 1.0
    return display


class Reload(BaseException):
    """supervisor.reload() on the emulator's board: the program named goes on in a new App."""

    def __init__(self, program):
        BaseException.__init__(self, program)
        self.program = program


@contextlib.contextmanager
def host_frozen():
    """While the firmware runs: the firmware collects at every screen change, as a board must;
    the objects already here (Blinka's, pygame's, a test run's) are none of its, so frozen, a
    collection scans only what came since (in a test process, 60 ms a collect became ~1)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


class Emulator:
    """The firmware App on a virtual board (profile name, seed, NVM file or None)."""

    def __init__(self, board="pybadge", seed=1, nvm=None, window=False, game=None, dict_path=None):
        prepare(headless=not window)
        from bowui import boards
        from bowui.input import NAMES

        if board not in boards.PROFILES:
            raise BowwordsError("no board profile '%s' (boards: %s)" % (board, ", ".join(sorted(boards.PROFILES))))
        self.profile = p = boards.PROFILES[board]
        self.bits = dict(NAMES)
        self.now = 0
        self.window = window
        self.display = make_display(p["size"][0], p["size"][1], window)
        self.queue = Queue()
        self.event = Event()
        self.joystick = Stick() if p["joystick"] else None
        self.accel = Accel() if p["accel"] else None
        self.speaker = Speaker(lambda: self.now)
        self.nvm = nvm if nvm is not None else FileNVM(None)
        self.drive_mode = "usb"
        self.dict_path = str(dict_path or default_dict_path())
        self._rules = None           # the rules pages' file, made when first opened (rules_path)
        self.reload_ok = True
        self.release = False      # release game modules on the chord, as the board does (tests share a process)
        self._seed = seed
        self.held = 0
        self.traceback = None      # what get_previous_traceback() would give the next program
        self.program = None        # the program running: None (the menu, code.py) or "game.py"
        self.awake = 0             # keys before this time (ms) are lost: a switch or a boot under way
        self.watch = None          # watch(label): called at each moment the screen may change
        self.start(None, opener(game) if game else None)

    def start(self, program, first=None):
        """Run `program` (None: the menu program, code.py; bowui.app.GAME_PROGRAM: the game
        program), as a board does after a reload: a new App, its first screen made now (by
        `first(app)` if given: the game program's resumes the game in the save ring)."""
        self.app = None
        self.program = program
        if self.release:                             # a fresh heap: every module of ours goes
            for name in [n for n in sys.modules if n.split(".")[0] in ("bowui", "bowengine")]:
                del sys.modules[name]
            point_at_fonts()
        from bowui.app import GAME_PROGRAM, App
        if program == GAME_PROGRAM:                  # as game.py
            from bowui.games.play import next_turn, resume
            self.app = App(self, first or resume, self.now, turns=next_turn)
        else:                                        # as code.py
            from bowui.menu.home import menu
            self.app = App(self, first, self.now, menu=menu)

    # ---- what App needs from the hardware ----------------------------------------
    @property
    def rules_path(self):
        """The rules pages as the bundle has them, built into the cache the first time the
        firmware opens them (a run that never shows them leaves nothing behind)."""
        if self._rules is None:
            self._rules = str(rulespages.cached())
        return self._rules

    @rules_path.setter
    def rules_path(self, path):
        self._rules = path

    def set_reload(self, ok):
        self.reload_ok = ok

    def switch(self, program):
        """Reload into `program` (None: the menu program): the emulator starts it SWITCH_MS later.
        As supervisor.set_next_code_file (CircuitPython 10.2.1's shared-bindings/supervisor/
        __init__.c), a program that is not on the drive is refused: ValueError("File not found")."""
        if program is not None and not (FIRMWARE / program).is_file():
            raise ValueError("File not found")
        raise Reload(program)

    def previous_traceback(self):
        return self.traceback

    def seed(self):
        s = self._seed
        self._seed = (self._seed * 1103515245 + 12345) & 0x3FFFFFFF
        return s

    # ---- driving it ----------------------------------------------------------------
    def button(self, name, down):
        """Press (down=True) or release a logical button by name, e.g. "A" or "Start+Select"."""
        for part in name.split("+"):
            bit = self._bit(part)
            if part.lower() == "shake":
                if down and self.accel is not None:
                    self.accel.pending = True
                continue
            keys = [i for i, b in enumerate(self.profile["map"]) if b == bit]
            if keys:
                self.queue.put(keys[0], down)
            elif self.joystick is not None and bit & 15:
                self.joystick.bits = (self.joystick.bits | bit) if down else (self.joystick.bits & ~bit)

    def _bit(self, part):
        for name, bit in self.bits.items():
            if name.lower() == part.lower():
                return bit
        raise BowwordsError("no button '%s' (buttons: %s)" % (part, ", ".join(self.bits)))

    def frame(self, now=None):
        """Run one frame at `now` (default: FRAME_MS after the last); a reload starts the
        program it names. In the game program (started with reload_on_error), an error that
        ends it reloads the board into the menu program with its whole traceback (main.c's
        run_code_py and cleanup_after_vm)."""
        self.now = (self.now + FRAME_MS if now is None else now) & MASK
        try:
            self._step()
        except Reload as reload:
            self._reload(reload.program, None)
        if self.watch is not None:
            self.watch("frame")

    def _step(self):
        """The app's frame; in the game program as bowui/loop.py runs it there: an error goes to
        App.recover (which saves the game and raises it again), the program ends in it and the
        board reloads into the menu program (game.py runs with reload_on_error). In the menu
        program an error is left to the caller (a test's failure), not recovered from."""
        from bowui.app import GAME_PROGRAM
        if self.program != GAME_PROGRAM:
            self.app.step(self.now)
            return
        try:
            try:
                self.app.step(self.now)
            except Exception as error:              # noqa: BLE001
                self.app.recover(error)
        except Exception as error:                  # noqa: BLE001 - the program ends in it
            self._reload(None, "".join(traceback.format_exception(error)))

    def _reload(self, program, traceback_text):
        """The board between two programs: the terminal is the root group (with the traceback,
        if the last run ended in one) until the next program sets its own; keys queued or pressed
        meanwhile are lost (keypad_reset); the backlight stays as it was. The next program's
        first frame comes SWITCH_MS after this one's."""
        self.traceback = traceback_text
        self.app = None
        name = program or "code.py"
        self.display.root_group = terminal_group(terminal_text(name, traceback_text), self.profile["size"])
        if self.watch is not None:
            self.watch("terminal")
        self.queue = Queue()
        if self.joystick is not None:
            self.joystick = Stick()
        self.now = (self.now + SWITCH_MS - FRAME_MS) & MASK
        self.awake = self.now      # a key at or after this is read by the next program's first frame
        self.start(program)
        if self.watch is not None:
            self.watch("start")

    def terminal_shown(self):
        """True if a player sees the terminal now: it is the root group and the backlight is on."""
        return getattr(self.display.root_group, "terminal", False) and self.display.brightness > 0

    def press(self, name, hold_frames=2):
        """Press and release a button (by name), letting frames run while it is held."""
        self.button(name, True)
        for _ in range(hold_frames):
            self.frame()
        self.button(name, False)
        self.frame()

    def power_cut(self):
        """The power goes after this frame and comes back: the menu program boots on the same
        NVM, BOOT_MS later (keys held or queued are lost). Returns the time it is up."""
        self.run_until(self.now + FRAME_MS)
        self.queue = Queue()
        if self.joystick is not None:
            self.joystick = Stick()
        self.traceback = None
        self.now += BOOT_MS - FRAME_MS
        self.display.brightness = 1.0          # board.c constructs the display lit at power-up
        self.start(None)
        self.awake = self.now + FRAME_MS
        return self.now + FRAME_MS

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
        """The screen as lines of text: every visible label, laid out by position."""
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
        with host_frozen():
            return self._play(pending, out, each)

    def _play(self, pending, out, each):
        shots = []
        for t, _, kind, arg in pending:
            self.run_until(t)
            if kind in ("press", "release") and t < self.awake:
                continue                  # pressed while the board was booting or switching
            if kind == "cut":
                self.power_cut()
            elif kind == "press":
                self.button(arg, True)
            elif kind == "release":
                self.button(arg, False)
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


def parse_script(lines):
    """[(time_ms, kind, arg, hold_ms)] from key-script lines."""
    out = []
    t = 0
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        try:
            when = parts[0]
            t = t + int(when[1:]) if when.startswith("+") else int(when)
        except ValueError:
            raise BowwordsError("key script line %d: a line starts with a time in ms "
                                "(500) or a delay (+200): %r" % (number, raw.strip())) from None
        if len(parts) < 2:
            raise BowwordsError("key script line %d: a time needs a button, shot PATH, text, wait or cut" % number)
        what = parts[1]
        if what.lower() == "shot":
            if len(parts) != 3:
                raise BowwordsError("key script line %d: shot needs one PATH" % number)
            out.append((t, "shot", parts[2], 0))
        elif what.lower() in ("text", "wait", "cut"):
            out.append((t, what.lower(), None, 0))
        else:
            hold = HOLD_MS
            if len(parts) > 2:
                try:
                    hold = int(parts[2])
                except ValueError:
                    raise BowwordsError("key script line %d: the hold time must be ms" % number) from None
            out.append((t, "press", what, hold))
    return out


class _Row:
    """One line of a block of lines, as render_text reads a label."""

    color = 0xFFFFFF

    def __init__(self, text):
        self.text = text


def labels(group, x=0, y=0, scale=1):
    """Every visible label under group: (abs_left, abs_top, abs_right, abs_bottom, label), the
    box its glyphs ink (from the first to the last pixel row they draw in). A label is known by
    what it has (bowui.ui.Text's font, text and box), not by its class: after a reload that
    forgot the firmware's modules, a screen made before it holds the older class's labels."""
    found = []
    if getattr(group, "hidden", False):
        return found
    gx = x + group.x * scale
    gy = y + group.y * scale
    rows = getattr(group, "rows", None)
    if rows is not None and hasattr(group, "font"):      # lines in one TileGrid (bowui.rules.Page)
        s = scale * group.scale
        h = group.font.h * s
        for i, row in enumerate(rows):
            if row:
                found.append((gx, gy + i * h, gx + len(row) * group.font.w * s, gy + (i + 1) * h,
                              _Row(row)))
        return found
    if hasattr(group, "font") and hasattr(group, "bounding_box") and hasattr(group, "text"):
        bw = group.bounding_box[2]
        s = scale * group.scale
        first, last = ink_rows(group.font, group.text)      # the rows its glyphs ink: what can be clipped
        if group.text:
            found.append((gx, gy + first * s, gx + bw * s, gy + (last + 1) * s, group))
        return found
    if hasattr(group, "__len__") and hasattr(group, "__getitem__"):
        for i in range(len(group)):
            found.extend(labels(group[i], gx, gy, scale * group.scale))
    return found


_ink = {}


def ink_rows(font, text=None):
    """(first, last) cell row the glyphs of text (default: every printable one) ink in a font."""
    first, last = font.h, -1
    for ch in text if text is not None else [chr(c) for c in range(33, 127)]:
        key = (id(font.bitmap), ch)
        held = _ink.get(key)
        if held is None or held[0] is not font.bitmap:     # (an id is reused once its bitmap has gone)
            x0 = font.index(ch) * font.w
            rows = [r for r in range(font.h) if any(font.bitmap[x0 + x, r] for x in range(font.w))]
            held = _ink[key] = (font.bitmap, (rows[0], rows[-1]) if rows and ch != " " else (font.h, -1))
        got = held[1]
        first, last = min(first, got[0]), max(last, got[1])
    return (first, last) if last >= 0 else (0, font.h - 1)


class _Drawn:
    """A picture read as text (a row of tiles, a square of a track): what render_text needs of a label."""

    color = 0xFFFFFF

    def __init__(self, text):
        self.text = text


def _places(group, x=0, y=0, scale=1, out=None):
    """{id(group): (abs x, abs y)} of every visible group under group."""
    out = {} if out is None else out
    if getattr(group, "hidden", False):
        return out
    gx, gy = x + group.x * scale, y + group.y * scale
    out[id(group)] = (gx, gy)
    if hasattr(group, "__len__") and hasattr(group, "__getitem__") and not hasattr(group, "pixel_shader"):
        for i in range(len(group)):
            _places(group[i], gx, gy, scale * getattr(group, "scale", 1), out)
    return out


def tile_text(ch, used=False):
    """One BuyWord tile as text: its letter and pips (D2); a Wild is ? or the letter it stands
    for in lower case, with its pip (e1); a tile already in the word being spelt is in brackets."""
    from bowengine.buyword.pricing import letter_pips

    text = "%s%d" % (ch, letter_pips(ch))
    return "(%s)" % text if used else text


def _glyphs():
    """[(font, {mask: character})] of the fonts a tile's letter is drawn in (body and big)."""
    from bowui import ui

    out = []
    for kind in ("body", "big"):
        f = ui.sheet(kind)
        held = _masks.get(kind)
        if held is None or held[0] is not f.bitmap:         # made once a font sheet
            masks = {}
            for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ?":
                x0 = f.index(ch) * f.w
                masks[tuple(f.bitmap[x0 + x, y] != 0 for y in range(f.h) for x in range(f.w))] = ch
            held = _masks[kind] = (f.bitmap, masks)
        out.append((f, held[1]))
    return out


_masks = {}


def _read_tiles(group, at, pal):
    """Text items (left, top, text) of a row of BuyWord tiles (bowui.games.buyword.tiles.Tiles),
    read from its bitmaps as a player reads the tiles: the face (cream: a letter tile; gold: a
    Wild; grey: already in the word), the letter, its pips; ">" before the framed one."""
    cells = []           # (row y, x0 of the tile's face, its fill, text)
    frame = None
    fonts = _glyphs()
    for child in group:
        if getattr(child, "pixel_shader", None) is not pal:
            if frame is None and not getattr(child, "hidden", True):
                frame = (child.x, child.y)
            continue
        bmp = child.bitmap
        x = 0
        while x < bmp.width:
            fill = bmp[x, 1]
            if fill not in (1, 2, 3):
                x += 1
                continue
            w = 1
            while x + w < bmp.width and bmp[x + w, 1] == fill:
                w += 1
            ch = "?"
            for f, masks in fonts:
                lx, ly = x + w // 2 - round(f.w / 2), f.top - 1
                if f.w > w or lx + f.w > bmp.width or ly + f.h > bmp.height:
                    continue
                got = masks.get(tuple(bmp[lx + i, ly + j] in (4, 5) for j in range(f.h) for i in range(f.w)))
                if got:
                    ch = got
                    break
            if fill == 3:
                ch = ch.lower()
            cells.append((child.y, x - 1, tile_text(ch, fill == 2)))
            x += w
    out = []
    for y in sorted({c[0] for c in cells}):
        parts = [(">" if frame == (x0, y) else "") + t for cy, x0, t in cells if cy == y]
        out.append((at[0], at[1] + y + 4, " ".join(parts)))
    return out


def _track(screen):
    """Text items of Billionaire's track (bowui.games.billionaire.board): each square's letter,
    then the numbers of the players whose movers stand on it (B, H:13)."""
    mod = sys.modules.get(type(screen).__module__)
    square_xy = getattr(mod, "square_xy", None)
    tokens = getattr(screen, "tokens", None)
    if square_xy is None or not tokens:
        return []
    kinds = [k for k, _ in mod.D.BOARD]
    out = []
    for sq, kind in enumerate(kinds):
        x, y = square_xy(sq)
        here = "".join(str(p + 1) for p, t in enumerate(tokens)
                       if x <= t.x + 1 < x + 12 and y <= t.y + 1 < y + 12)
        out.append((x, y + 4, mod._LETTERS[kind] + (":" + here if here else "")))
    return out


def _groups(group):
    """Every visible Group under group (TileGrids and shapes left out)."""
    if getattr(group, "hidden", False) or not hasattr(group, "__len__") or hasattr(group, "pixel_shader"):
        return []
    out = [group]
    for i in range(len(group)):
        out.extend(_groups(group[i]))
    return out


def _field(group, at):
    """Text items of Boggle Bowl's board (bowui.games.bogglebowl.board): a row of text a row of
    squares, the space codes (B W 2 X) and the scoring rows' numbers, the token as @, the
    squares its move passed as *; the columns a-i and the rows 8-0 named as the game names them."""
    board = sys.modules.get("bowui.games.bogglebowl.board")
    from bowengine.bogglebowl import data

    token = None
    dots = set()
    for c in group:
        kind = type(c).__name__
        if kind == "Circle" and not c.hidden and c.pixel_shader[0] == 0xFFFFFF:
            token = ((c.x - board.X0) // board.CELL_W, 8 - (c.y - board.Y0) // board.CELL_H)
        elif kind == "Rectangle" and not c.hidden and c.width == 4 and c.height == 4:
            dots.add(((c.x - board.X0) // board.CELL_W, 8 - (c.y - board.Y0) // board.CELL_H))
    out = []
    for row in range(8, -1, -1):
        cells = []
        for col in range(9):
            if (col, row) == token:
                cells.append("@")
            elif (col, row) in dots:
                cells.append("*")
            elif row in (0, 8):
                cells.append(str(data.SCORE_ROWS[0 if row == 8 else 1][col]))
            else:
                cells.append(data.SPACE_CODES[data.space_at(col, row)])
        x, y = board.cell_xy(0, row)
        out.append((at[0], y + 2, "%d%s" % (row, "".join(["%4s" % c for c in cells]))))
    out.append((at[0], board.cell_xy(0, 0)[1] + 8, " " + "".join(["%4s" % c for c in "abcdefghi"])))
    return out


def drawings(screen, root):
    """Text items (left, top, text) for what a screen draws as pictures rather than labels:
    BuyWord's rows of tiles, Billionaire's track and Boggle Bowl's board."""
    if screen is None:
        return []
    places = _places(root)
    out = []
    tiles = sys.modules.get("bowui.games.buyword.tiles")
    pal = tiles._pal[0] if tiles is not None and tiles._pal else None
    if pal is not None:
        for g in _groups(root):
            if any(getattr(c, "pixel_shader", None) is pal for c in g):
                out.extend(_read_tiles(g, places[id(g)], pal))
    shared = sys.modules.get("bowui.games.bogglebowl.shared")
    if shared is not None and shared.BOARD_TILES and "bowui.games.bogglebowl.board" in sys.modules:
        sheet = shared.BOARD_TILES[0][0]
        for g in _groups(root):
            if any(getattr(c, "bitmap", None) is sheet for c in g):
                out.extend(_field(g, (places[id(g)][0], places[id(g)][1])))
    out.extend(_track(screen))
    return out


GOLD = 0xFFD040          # bowui.ui.GOLD: the colour of every cursor (a bar, a box, a lit button)
USED = 0x3A4258          # bowui.games.bogglebowl.cubes.USED: a cube already in the words


def _shapes(group, x=0, y=0, scale=1, out=None, order=None):
    """(rectangles, label order): the visible vectorio rectangles under group as (draw order,
    left, top, right, bottom, colour), and {id(label): draw order}."""
    out = [] if out is None else out
    order = {} if order is None else order
    if getattr(group, "hidden", False):
        return out, order
    if type(group).__name__ == "Rectangle":
        gx, gy = x + group.x * scale, y + group.y * scale
        out.append((len(order) + len(out), gx, gy, gx + group.width * scale, gy + group.height * scale,
                    group.pixel_shader[0]))
        return out, order
    if hasattr(group, "font") and hasattr(group, "bounding_box") and hasattr(group, "text"):
        order[id(group)] = len(order) + len(out)
        return out, order
    if hasattr(group, "__len__") and hasattr(group, "__getitem__") and not hasattr(group, "pixel_shader"):
        gx, gy = x + group.x * scale, y + group.y * scale
        for i in range(len(group)):
            _shapes(group[i], gx, gy, scale * getattr(group, "scale", 1), out, order)
    return out, order


def marks(root, items, size):
    """{id(label): (before, after)}: what the text shows around a label the screen marks with
    colour alone: ">" on the cursor (a gold bar, box or lit button behind it, or a gold
    underline just below it), "(" ")" round a Boggle Bowl cube already used, "[" "]" round the
    crossing cube used twice."""
    rects, order = _shapes(root)
    out = {}
    big = size[0] * size[1] // 2
    for left, top, right, bottom, lab in items:
        at = order.get(id(lab))
        if at is None or not lab.text.strip():
            continue
        cx, cy = (left + right) / 2, (top + bottom) / 2
        behind = [r for r in rects if r[0] < at and r[1] <= cx < r[3] and r[2] <= cy < r[4]
                  and (r[3] - r[1]) * (r[4] - r[2]) < big]
        top_rect = max(behind, key=lambda r: r[0]) if behind else None
        if top_rect is not None and top_rect[5] == USED:
            out[id(lab)] = ("(", ")")
        elif top_rect is not None and top_rect[5] == GOLD and top_rect[3] - top_rect[1] == 22 \
                and top_rect[4] - top_rect[2] == 22:
            out[id(lab)] = ("[", "]")          # the crossing cube (bogglebowl.cubes.CROSS)
        if any(r[5] == GOLD for r in behind):
            before, after = out.get(id(lab), ("", ""))
            if not (before == "[" and len([r for r in behind if r[5] == GOLD]) == 1):
                out[id(lab)] = (">" + before, after)
        elif any(r[5] == GOLD and r[4] - r[2] <= 4 and r[1] < right and left < r[3] and 0 <= r[2] - bottom <= 10
                 for r in rects):
            out[id(lab)] = (">", "")            # a gold underline: the digit under the cursor
    return out


def render_text(root, size, screen=None):
    """Lines of text from the labels under root, and from the tiles and tracks `screen` draws,
    top to bottom, placed by column; the cursor and used cubes marked in characters."""
    found = labels(root)
    marked = marks(root, found, size) if screen is not None else {}
    items = found + [(x, y, x, y, _Drawn(t)) for x, y, t in drawings(screen, root)]


    items = sorted(items, key=lambda r: (r[1], r[0]))
    rows = []
    for left, top, _, _, lab in items:
        if rows and abs(rows[-1][0] - top) < 6:
            rows[-1][1].append((left, lab))
        else:
            rows.append([top, [(left, lab)]])
    width = size[0] // 6 + 2
    out = []
    for _, parts in rows:
        line = [" "] * width
        end = 0
        for left, lab in sorted(parts, key=lambda p: p[0]):
            text = lab.text.replace("\n", " ")
            before, after = marked.get(id(lab), ("", ""))
            col = max(0, int(left) // 6)
            if before.startswith(">") and left < 10:     # a menu row on the cursor bar
                before = "> " + before[1:]
            elif before and col - len(before) > (end if end else -1):
                col -= len(before)                 # the mark in the free columns before the text
            text = before + text + after
            if end:
                col = max(col, end + 1)            # a space between two things, always
            if len(line) < col + len(text):
                line.extend([" "] * (col + len(text) - len(line)))
            line[col:col + len(text)] = list(text)
            end = col + len(text)
        out.append("".join(line).rstrip())
    return "\n".join(out)


# ---- the three ways to run it ----------------------------------------------------------

def run_window(emu):
    """Real time, in a window, from the keyboard, until the window closes or Esc."""
    import pygame

    keymap = {}
    for name, keys in KEYBOARD:
        for k in keys:
            keymap[pygame.key.key_code(k)] = name
    font = pygame.font.Font(None, 20)
    legend = KEYS
    surf = emu.display._window
    top = emu.display.height * SCALE
    surf.fill((20, 20, 28), (0, top, surf.get_width(), emu.display.legend_h))
    for i, line in enumerate(legend):
        surf.blit(font.render(line, True, (200, 200, 200)), (6, top + 3 + 18 * i))
    clock = pygame.time.Clock()
    start = pygame.time.get_ticks()
    emu.display._core.full_refresh = True
    while True:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_q)):
                pygame.quit()
                return 0
            if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in keymap:
                emu.button(keymap[ev.key], ev.type == pygame.KEYDOWN)
        emu.frame((pygame.time.get_ticks() - start) & MASK)
        emu.refresh()
        clock.tick(30)


def run_terminal(emu, stream=None, out=None):
    """The screen as text in the terminal; keys from the terminal (raw) or lines of button names."""
    with host_frozen():
        return _run_terminal(emu, stream, out)


def _run_terminal(emu, stream, out):
    out = out or sys.stdout
    stream = stream or sys.stdin
    shown = None

    def show():
        nonlocal shown
        text = emu.text()
        if text != shown:
            shown = text
            out.write(("\x1b[2J\x1b[H" if out.isatty() else "") + text + "\n" + "-" * 28 + "\n")
            if stream.isatty():                  # keys pressed one by one: the footer says them
                out.write("\n".join(KEYS) + "\n")
            out.flush()

    def press(name):
        emu.button(name, True)
        emu.frame()
        emu.frame()
        emu.button(name, False)
        for _ in range(3):
            emu.frame()

    emu.frame()
    show()
    if stream.isatty():
        return _raw_terminal(emu, stream, out, press, show)
    for raw in stream:
        name = raw.strip()
        if not name:
            continue
        if name.lower() in ("q", "quit"):
            break
        try:
            if name.lower().startswith("wait"):
                parts = name.split()
                if len(parts) > 2 or (len(parts) == 2 and not parts[1].isdigit()):
                    raise BowwordsError("wait takes a number of ms, like 'wait 500'")
                emu.run_until(emu.now + (int(parts[1]) if len(parts) > 1 else 1000))
            else:
                press(name)
        except BowwordsError as e:        # a typo: say so, and play on
            print("bowwords: %s" % e, file=sys.stderr)
            continue
        show()
    return 0


def _raw_terminal(emu, stream, out, press, show):
    import select
    import termios
    import time
    import tty

    fd = stream.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        start = time.monotonic()
        while True:
            ready, _, _ = select.select([fd], [], [], 0.033)
            if ready:
                key = os.read(fd, 8).decode(errors="ignore")
                if key in ("q", "\x03", "\x1b"):
                    return 0
                name = TERMINAL.get(key)
                if name:
                    press(name)
            emu.frame(int((time.monotonic() - start) * 1000) & MASK)
            show()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out.write("\n")


def default_dict_path():
    """The dictionary the word judge opens when --dict is not given: the default one
    (ENABLE, compiled by `make setup`, or here the first time it is needed)."""
    from bowwords.dictionary import cli as dictcli

    return dictcli.default_dictionary(quiet=True)


def default_nvm_path(board):
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bowwords" / ("nvm-%s.bin" % board)


def _check_output(path, what):
    """A BowwordsError unless a file can be written at `path` (its folder made if need be);
    writes nothing that stays."""
    import tempfile

    p = Path(path)
    if p.is_dir():
        raise BowwordsError("%s %s is a folder: give a file name" % (what, path))
    parent = p.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir():
        raise BowwordsError("%s %s: %s is a file, not a folder" % (what, path, parent))
    try:
        with tempfile.TemporaryFile(dir=parent):
            pass
    except OSError as e:
        raise BowwordsError("%s %s: cannot write in %s (%s)" % (what, path, parent, e.strerror or e)) from None


def _check_nvm(path):
    from bowwords.board.nvm_file import check_play_nvm

    check_play_nvm(path, cache=default_nvm_path("pybadge").parent)
    _check_output(Path(path), "--nvm")


def _read_script(path):
    """The key script's lines, checked (a BowwordsError if it cannot be read or parsed)."""
    try:
        lines = Path(path).read_bytes().decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise BowwordsError("the key script %s is not text (UTF-8): give a file of lines like '500 a' "
                            "(see 'bowwords play --help')" % path) from None
    except OSError as e:
        raise BowwordsError("cannot read the key script %s: %s" % (path, e.strerror or e)) from None
    for _, kind, arg, _ in parse_script(lines):
        if kind == "shot":
            _check_output(arg, "the key script's shot")
    return lines


def _check_board(board):
    if str(FIRMWARE) not in sys.path:
        sys.path.insert(0, str(FIRMWARE))
    from bowui import boards

    if board not in boards.PROFILES:
        raise BowwordsError("no board profile '%s' (boards: %s)" % (board, ", ".join(sorted(boards.PROFILES))))


def run(args):
    """`bowwords play` (emulator); returns the exit status. Every input is checked before
    anything is written; a run that fails leaves no NVM file it created."""
    scripted = bool(args.keys or args.screenshot)
    _check_board(args.board)
    lines = _read_script(args.keys) if args.keys else []
    if args.screenshot:
        _check_output(args.screenshot, "--screenshot")
    window = False
    if not scripted and not args.text:
        why = display_problem()
        window = why is None
        if why and display_set():
            _note_no_window(why)
    nvm_path = args.nvm or (None if scripted else default_nvm_path(args.board))
    made = []          # the NVM file and the folders for it that this run makes, deepest first
    if nvm_path:
        _check_nvm(nvm_path)
        p = Path(nvm_path).absolute()
        while not p.exists():
            made.append(p)
            p = p.parent
    playing = []        # set once the interactive session starts: from then on the NVM holds its games
    try:
        try:
            return _play(args, scripted, window, nvm_path, lines, playing)
        except OSError as e:            # a file the firmware reads, or a screenshot: one line
            raise BowwordsError(_file_error(e, args.screenshot, lines)) from None
    except BowwordsError:
        if playing:
            raise
        for p in made:          # a run that failed leaves no NVM it made (not on Ctrl-C: saved games)
            try:
                if p == made[0]:
                    p.with_suffix(".tmp").unlink(missing_ok=True)
                    p.unlink(missing_ok=True)
                else:
                    p.rmdir()
            except OSError:
                break
        raise


def _file_error(e, screenshot, lines):
    """One line for an OSError met while a script runs: a screenshot it could not write, or a
    file the firmware could not read (a font, the dictionary, the rules pages)."""
    shots = {str(Path(a)) for _, kind, a, _ in parse_script(lines) if kind == "shot"}
    if screenshot:
        shots.add(str(Path(screenshot)))
    name = e.filename or "a file"
    verb = "write" if e.filename and str(Path(e.filename)) in shots else "read"
    return "cannot %s %s: %s" % (verb, name, e.strerror or e)


def _note_no_window(why):
    print("bowwords: no window: %s; playing in the terminal instead" % why, file=sys.stderr)


def _play(args, scripted, window, nvm_path, lines, playing):
    try:
        nvm = FileNVM(nvm_path, 8192)      # every profile's NVM (PyBadge, PyGamer, CLUE) is 8 KB
    except OSError as e:
        raise BowwordsError("cannot write the NVM file %s: %s (give another with --nvm FILE)"
                            % (nvm_path, e.strerror or e)) from None
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") & 0x3FFFFFFF

    def emulator(window):
        return Emulator(args.board, seed, nvm, window=window, game=args.game or args.tool,
                        dict_path=getattr(args, "dict", None))

    prepare(headless=not window)
    import pygame

    emu = None
    if window:
        try:
            emu = emulator(True)
            if pygame.display.get_driver() in INVISIBLE:
                raise pygame.error("SDL opened the window offscreen, where nobody sees it")
        except pygame.error as e:
            _note_no_window("SDL cannot open a window on DISPLAY=%s (%s)" % (os.environ.get("DISPLAY", ""), e))
            pygame.display.quit()
            window = False
            emu = None
    if emu is None:
        emu = emulator(False)
    emu.release = True
    if scripted:
        shown = []

        def show():                 # --text: each screen the script passes through, as the terminal shows it
            text = emu.text()
            if not shown or shown[-1] != text:
                if shown:
                    print("-" * 28)
                shown[:] = [text]
                print(text)

        try:
            emu.play_script(lines, each=show if args.text else None)
            if args.screenshot:
                emu.screenshot(args.screenshot)
        except pygame.error as e:
            raise BowwordsError("cannot write a screenshot: %s" % e) from None
        if args.text:
            show()
        return 0
    playing.append(True)
    if window:
        return run_window(emu)
    return run_terminal(emu)
