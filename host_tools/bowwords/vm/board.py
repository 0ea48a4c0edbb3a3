"""The VM's host of the one board model (vboard): runs a program of a bundle, driven by a schedule.

Device Python, run by `bowwords.vm.firmware` as `vmboard.main([_, SCHEDULE, NVM, SEED, MODE, START,
STOP, PROGRAM, PREVIOUS, OPTIONS, TRACEBACK_OUT, BRIGHTNESS, LARGEST, KEPT])` in the folder
`bowwords bundle` built (the drive's root). Every board rule is vboard's (host_tools/vboard/,
imported from this folder: board, keypad, supervisor, microcontroller, storage, the clock, the
supervisor's runs); this module is only what is the VM's own, as vboard.model.Host has it: the
schedule's key levels, the NVM in its file (read and written by seek, never held on the heap),
time.sleep as the end of a frame (virtual time: runs repeat exactly) with its measurements, the
seeds of os.urandom, no accelerometer (a PyBadge LC) and the drive visible over USB.
`displayio`, `vectorio` and `fontio` are the VM's own C objects.

One VM run is one program's run (main.c's run_boot_py or run_code_py) from START ms until STOP
ms (a power cut), the schedule's end, or the program's end:
- PROGRAM "boot.py": the board powers up (vboard.run.power_up) and boot.py runs, if the drive has
  one; then `BOOTED ms brightness`: the host runs code.py (PROGRAM "") in a VM run of its own.
  A drive without boot.py goes on to code.py in this run, at START + POWER_UP_MS.
- PROGRAM "": code.py after boot.py; any other name: the program a reload started (vboard.run's
  rules: "soft reboot" on the terminal, OPTIONS the reload options it was started with, 1 on
  success, 2 on error).
A reload ends the run with `RELOAD ms program seed options brightness` (after `TRACEBACK line`
if the run ended in an error, its whole traceback written to TRACEBACK_OUT for the next run's
get_previous_traceback, PREVIOUS). KEPT is a file of what the board keeps from run to run: the
drive's readonly and status_bar.display on its first line, the terminal's text after it; read
at the start, written at the end. BRIGHTNESS: the backlight the last run left ("": power-up).
LARGEST, if not 0 or "": the heap fence (bowwords/vm/board_heap.py, imported as vmheap,
forgotten once set; `FENCE runs bytes` is printed).

Whenever the terminal is the root group with the backlight on while a program runs (a reload
started lit), `TERMINAL ms text` is printed (once a run).

MODE "break MS" (or "break-all MS", whose recovery fails too) makes the first frame at or after
MS raise a RuntimeError, as a bug would: the tests of the firmware's recovery. MODE "switch"
measures a switch's parts (bowwords/vm/board_switch.py, imported as vmswitch in that mode only).
MODE "time" measures nothing and calls binascii.hexlify at the end of each frame, printing
`F screen`, and at each step of the thinking dot (the display's `mark`), printing B, T or E:
`bowwords.bench.speed` counts the instructions between calls.

The schedule (bowwords.vm.firmware.schedule) has one line per event, in time order: `E ms` first
(stop after the frame at ms), then `P ms line down` (key line `line` goes down, 1, or up, 0, at
ms: handed out by key_change to vboard.keypad's scans) and `M ms label` (report the screen after
the first frame at or after ms). It is read a line at a time, never held whole. Each frame ends
in time.sleep: the live heap is measured after gc.collect(), per screen. Output lines: `FRAME0
bytes heap` (live before the program ran), `SCREEN screen|text|...` (each new screen), `OF screen
game` (the NAME of the game it shows, or -), `MARK label screen|text|...`, `PEAK screen bytes ms`
(the frame of the screen's peak) and `STOPPED ms` with `END screen|text|...`.
"""

import gc
import sys

import displayio

from vboard import model as _model
from vboard import state as _state
from vboard import clock as _vclock
from vboard import run as _run

# supervisor.reload()'s exception: vboard.run's Reload (main: ReloadException, CircuitPython's own)
_RELOAD = getattr(_run, "ReloadException", None) or _run.Reload
_clock = [0]              # ms since power-up
_end = [0]
_peaks = {}
_main = {}                # the program's globals (its `app`), once it runs
_seen = [False]           # TERMINAL printed this run
_running = [False]        # a program runs (its end's reset_busdisplay is not a frame a player sees)


class _Stream:
    """The schedule's lines of one kind, read one ahead: head is (ms, fields) or None."""

    def __init__(self, path, kind):
        self.file = open(path)
        self.kind = kind
        self.head = None
        self.step()

    def step(self):
        self.head = None
        for line in self.file:
            p = line.split()
            if p and p[0] == self.kind:
                self.head = (int(p[1]), p[2:])
                return

    def due(self, upto):
        """The fields of the head if it is at or before `upto` ms (and moves on), else None."""
        h = self.head
        if h is None or h[0] > upto:
            return None
        self.step()
        return h[1]


_keys = None              # the schedule's key level changes (a _Stream), set by main
_marks = None             # its marks


class _Host:
    """vboard.model.Host on the VM: virtual time, the schedule's keys, the NVM's file."""

    def __init__(self, nvm_path, seed):
        try:
            self.nvm = open(nvm_path, "r+b")
        except OSError:
            self.nvm = open(nvm_path, "w+b")
            self.nvm.write(b"\xff" * 8192)
        self.next_seed = seed

    def ms(self):
        return _clock[0]

    def key_change(self, upto):
        h = _keys.head
        p = _keys.due(upto)
        return None if p is None else (h[0], int(p[0]), p[1] == "1")

    def shaken(self):
        return False

    def accel(self):
        return False          # a PyBadge LC: the shake falls back to A

    def usb(self):
        return True

    def seed(self):
        s = self.next_seed
        self.next_seed = _vclock.next_seed(s)
        return s

    def sleep(self, seconds):
        _sleep(seconds)

    def tone(self, hz):
        pass

    def nvm_read(self, start, n):
        self.nvm.seek(start)
        return self.nvm.read(n)

    def nvm_write(self, start, data):
        self.nvm.seek(start)
        self.nvm.write(data)
        self.nvm.flush()

    def shown(self, root, brightness):
        _check()


def _console(text):
    """The supervisor's console: to stdout, and on the terminal (the host shows it there)."""
    print(text, end="")
    sys.modules["board"].DISPLAY.terminal.write(text)


def _check():
    """TERMINAL, once a run, when a player sees the terminal while a program runs."""
    display = sys.modules["board"].DISPLAY
    if _running[0] and not _seen[0] and display.terminal_shown():
        _seen[0] = True
        print("TERMINAL", _clock[0], display.terminal.text.replace("\r", "").replace("\n", " / "))


def _texts(group):
    """The text of every label on the screen (no recursion: a board's pystack is small)."""
    out = []
    todo = [group]
    while todo:
        g = todo.pop()
        if getattr(g, "hidden", False):
            continue
        text = getattr(g, "text", None)
        if text is not None:
            if text:
                out.append(text.replace("\n", " "))
        elif isinstance(g, displayio.Group):
            for i in range(len(g) - 1, -1, -1):
                todo.append(g[i])
    return "|".join(out)


def _shown_screen(app):
    """The screen on show: the rules pages over the app's screen (Select), else that screen."""
    over = getattr(app, "over", None)
    return over if over is not None else app.screen


def _screen():
    app = _main.get("app")
    return type(_shown_screen(app)).__name__ if app is not None and app.screen is not None else "-"


_shown = [0]              # the stamp of the screen shown last (see _shows_new)


def _shows_new(screen):
    """True when `screen` is not the one shown last. A screen shown is stamped with a number
    (an attribute: a few bytes of the VM's heap); remembering the screen itself, or its id()
    (an address: a boxed int whose digits the collector reads as a pointer), would keep the
    old screen alive after the app let it go, and a new screen made at a freed screen's
    address would look like the old one."""
    if screen is None or getattr(screen, "_vmboard_shown", -1) == _shown[0]:
        return False
    _shown[0] += 1
    screen._vmboard_shown = _shown[0]
    return True


_timing = [None]          # binascii.hexlify when timing frames: callgrind dumps at each call


def _dot_step(data):
    """The thinking dot (timing only) showed (b"b": the bots' turn begins), stepped (b"t": the
    screen changed while bots move) or went (b"e": their turn is over); printed as B, T or E."""
    _timing[0](data)
    print("B" if data == b"b" else ("E" if data == b"e" else "T"))


def _ticks_ms():
    """supervisor.ticks_ms: vboard.clock's rule in one frame (a bot's search reads it at the
    deepest point of the pystack; a board's is C, no frame at all)."""
    return (_clock[0] + _vclock.TICKS_START) % _vclock.TICKS_PERIOD


def _sleep(seconds):
    """The end of a frame: measure, report, then let virtual time pass (boot.py's wait only
    moves the clock)."""
    if _state.program == "boot.py":
        _clock[0] += int(seconds * 1000 + 0.5)
        return
    if _timing[0] is not None:               # timing: mark the frame's end, measure nothing
        _timing[0](b"m")
        print("F", _screen())
        if _clock[0] >= _end[0]:
            raise _run.Stop()
        _clock[0] += int(seconds * 1000 + 0.5)
        return
    gc.collect()
    live = gc.mem_alloc()
    name = _screen()
    app = _main.get("app")
    if app is not None and _shows_new(_shown_screen(app)):
        print("SCREEN", name + "|" + _texts(app.root))
        shown = _shown_screen(app)
        print("OF", name, getattr(getattr(shown, "game", None) or getattr(app, "game", None), "NAME", "-"))
    if live > _peaks.get(name, (0, 0))[0]:
        _peaks[name] = (live, _clock[0])
    mark = _marks.due(_clock[0])
    while mark is not None:
        print("MARK", mark[0], name + "|" + (_texts(app.root) if app is not None else ""))
        mark = _marks.due(_clock[0])
    if _clock[0] >= _end[0]:
        raise _run.Stop()
    _clock[0] += int(seconds * 1000 + 0.5)


_pins = [None]            # the heap fence's pins (vmheap), held while the program runs


def _break(at, recovery):
    """The first frame at or after `at` ms raises RuntimeError; with `recovery`, so does the
    menu program's recovery from it (App._recover)."""
    from bowui import app as module
    step = module.App.step
    done = [False]

    def broken(self, now):
        if _clock[0] >= at and not done[0]:
            done[0] = True
            raise RuntimeError("broken on purpose")
        return step(self, now)

    def fails(self, error):
        raise MemoryError("the recovery, broken on purpose")

    module.App.step = broken
    if recovery:
        module.App._recover = fails


def _read_kept(path):
    """What the board kept from the run before (KEPT's file): readonly, status_bar, terminal."""
    try:
        f = open(path)
    except OSError:
        return
    with f:
        head = f.readline().split()
        text = f.read()
    sys.modules["storage"]._root.readonly = head[0] == "1"
    sys.modules["supervisor"].status_bar._display = head[1] == "1"
    sys.modules["board"].DISPLAY.terminal.text = text


def _write_kept(path):
    with open(path, "w") as f:
        f.write("%d %d\n" % (sys.modules["storage"]._root.readonly,
                             sys.modules["supervisor"].status_bar._display))
        f.write(sys.modules["board"].DISPLAY.terminal.text)


def _exists(name):
    try:
        sys.modules["os"].stat(name)
        return True
    except OSError:
        return False


def _arg(argv, i, default=""):
    return argv[i] if len(argv) > i and argv[i] else default


def main(argv):
    """Run one program: argv is [_, SCHEDULE, NVM, SEED, MODE, START, STOP, PROGRAM, PREVIOUS,
    OPTIONS, TRACEBACK_OUT, BRIGHTNESS, LARGEST, KEPT] (see the module's docstring). The program
    runs in this frame, a small one: it is on the pystack under the program's (a board has none)."""
    code = _setup(argv)
    kind = error = None
    try:
        exec(code, _main)
        kind = "ok"
    except (_run.Stop, SystemExit):
        pass
    except _RELOAD:
        kind = "reload"
    except KeyboardInterrupt as e:
        kind, error = "interrupt", e
    except Exception as e:                          # noqa: BLE001 - the program ended in an error
        kind, error = "error", e
    _report(kind, error, argv)


def reserve_names():
    """Intern names until py/qstr.c makes its pool of 1,280 entries (the first of more than
    6,000 bytes: 6 bytes an entry): the program's own names go there, as on a board they go to the pools the
    model's names take here (a board's modules have theirs in flash). Returns the bytes of the
    smaller pools made on the way, which the program's names would have filled (its to pay);
    bowwords.vm.firmware's model_credit gives the heap the rest back."""
    names = ["q%d" % i for i in range(1400)]   # made first, together: freed, one hole below
    pools = 0                                   # the pools and the names' text
    for name in names:
        before = gc.mem_alloc()
        getattr(None, name, None)                 # interns the name (mp_obj_str_get_qstr)
        grew = gc.mem_alloc() - before
        if grew > 6000:
            break
        if grew > 200:                            # a smaller pool (the names' text: 128-byte chunks)
            pools += grew
    return pools


def _setup(argv):
    """The board for this run, installed; the program's code, compiled."""
    global _keys, _marks, _main
    with open(argv[1]) as f:
        _end[0] = int(f.readline().split()[1])
    start = int(_arg(argv, 5, "0"))
    if int(_arg(argv, 6, "0")):
        _end[0] = min(_end[0], int(argv[6]))       # a power cut
    program = _arg(argv, 7)
    mode = _arg(argv, 4)
    _keys = _Stream(argv[1], "P")                  # levels: every change from 0 on is applied
    _marks = _Stream(argv[1], "M")
    while _marks.head is not None and _marks.head[0] < start:
        _marks.step()
    _clock[0] = start
    _model.install(_Host(argv[2], int(argv[3])), "pybadge", program or "code.py")
    # time.sleep is this module's own, not through vboard.clock's and the host's: the frame's
    # gc.collect() runs under the program's frames alone, as under vmboard's stand-ins (a
    # board's sleep is C, no frame)
    sys.modules["time"].sleep = _sleep
    sys.modules["supervisor"].ticks_ms = _ticks_ms
    _run._console = _console
    if program == "boot.py":
        _run.power_up()
        if _exists("boot.py"):
            _run.begin("boot.py")
            _main = _run.state.globals
            with open("boot.py") as f:
                return compile(f.read(), "boot.py", "exec")
        _clock[0] = start + _run.POWER_UP_MS       # no boot.py: code.py in this run
        program = ""
    elif _arg(argv, 13):
        _read_kept(argv[13])
    display = sys.modules["board"].DISPLAY
    if _arg(argv, 11):
        display._brightness = float(argv[11])        # a reload keeps the backlight as it was
    if _arg(argv, 8):
        with open(argv[8]) as f:
            _run.state.previous = f.read()
    _run.begin(program or "code.py", int(_arg(argv, 9, "0")), reloaded=bool(program))
    _main = _run.state.globals
    if mode in ("time", "switch"):
        import binascii
        _timing[0] = binascii.hexlify    # bowwords.bench.speed.MARK
        display.mark = _dot_step
    # vmswitch and vmheap are reached through sys.modules: main's frame is on the pystack under
    # the program's, so it is kept as it was
    if mode == "switch":                             # its bytecode on the heap in this mode only
        __import__("vmswitch").install(program, display)
    if mode.startswith("break"):
        kind, at = mode.split()
        if start <= int(at):
            _break(int(at), kind == "break-all")
    reserve_names()
    gc.collect()
    print("FRAME0", gc.mem_alloc(), gc.mem_alloc() + gc.mem_free())
    if int(_arg(argv, 12, "0")):
        __import__("vmheap").prepare(int(argv[12]))  # forgotten once the fence is set
    if "vmswitch" in sys.modules:
        sys.modules["vmswitch"].standins()
    name = _run.state.program
    with open(name) as f:
        code = compile(f.read(), name, "exec")       # as the board compiles it
    if "vmswitch" in sys.modules:
        sys.modules["vmswitch"].compiled()
    if "vmheap" in sys.modules:                      # no free run above a board's largest area
        sys.modules["vmheap"].fence()
    _running[0] = True
    _check()                                         # a reload started lit: the terminal shows
    return code


def _report(kind, error, argv):
    """The run is over (kind None: the host stopped it, a power cut or the schedule's end):
    main.c's cleanup_after_vm and what comes next, printed for the host."""
    _running[0] = False
    name = _run.state.program
    kept = _arg(argv, 13)
    for screen in _peaks:
        print("PEAK", screen, _peaks[screen][0], _peaks[screen][1])
    if kind is not None:
        status = _run.ended(kind, error)
        if error is not None:
            print("CRASH %s ended in %s" % (name, _run.state.error))
            if _arg(argv, 10):                      # kept for the next run's get_previous_traceback
                with open(argv[10], "w") as f:
                    f.write(_run.state.previous)
        if kept:
            _write_kept(kept)
        if status == _run.RELOAD:
            if error is not None:
                print("TRACEBACK", _run.state.error)
            print("RELOAD", _clock[0], _run.state.reload_to, _seed(), _run.state.reload_options,
                  sys.modules["board"].DISPLAY.brightness)
            return
        if name == "boot.py":
            print("BOOTED", _clock[0], sys.modules["board"].DISPLAY.brightness)
            return
    app = _main.get("app")
    print("STOPPED", _clock[0])
    print("END", _screen() + "|" + (_texts(app.root) if app is not None else ""))


def _seed():
    return _state.host.next_seed
