"""A PyBadge for the CircuitPython VM: runs code.py from a bundle, driven by a key schedule.

Device Python, run by `bowwords.vm.firmware` as `vmboard.main([_, SCHEDULE, NVM, SEED, MODE, START,
STOP, PROGRAM, PREVIOUS, ON_ERROR])` in the folder `bowwords bundle` built (the drive's root). It stands
in only for what the VM lacks: `board` (the display holds `root_group`; no accelerometer
answers on I2C, as on a PyBadge LC), `keypad` (events from the schedule),
`microcontroller.nvm` (from and to the NVM file), `storage`, `supervisor` (the clock,
`set_next_code_file`, `reload`, `get_previous_traceback`) and the clock (`supervisor.ticks_ms`
and `time.sleep` move virtual time, so runs repeat exactly). `displayio`, `vectorio` and
`fontio` are the VM's own C objects; code.py, the UI, the engine, the fonts and the
dictionary are the bundle's files.

One VM run is one run of a program (PROGRAM: code.py, or game.py) from the frame at START ms
(events before it were read by the run before) until STOP ms (a power cut) or the
schedule's end. A reload ends the run with `RELOAD ms program seed on_error` (the next
program, the next seed of os.urandom, and whether the next run reloads on an error), after
`TRACEBACK line` if this run ended in an error (its whole traceback written to the file
TRACEBACK_OUT): the host starts the VM again there, SWITCH_MS later, as a board runs its next
program on a fresh heap (keys pressed meanwhile are lost). PREVIOUS is a file holding the
traceback the last run ended in (for get_previous_traceback), or ""; ON_ERROR "1" if this run
reloads into code.py when it ends in an error (the run before set it with
set_next_code_file(..., reload_on_error=True)); BRIGHTNESS the backlight the last run left
(a reload keeps it); LARGEST, if not 0 or "", the largest free run the heap may hold
(bowwords.vm.BOARD_LARGEST_BLOCK: a PyBadge's largest heap area; the module vmheap,
bowwords/vm/board_heap.py, sets the fence just before the program runs and is forgotten, and
`FENCE runs bytes` is printed). After a reload the terminal is the display's root group until the program
sets its own: `TERMINAL ms text` if a player could see it (the backlight on).

MODE "break MS" (or "break-all MS", whose recovery fails too) makes the first frame at or after
MS raise a RuntimeError, as a bug would: the tests of the firmware's recovery.

MODE "switch" measures a switch's parts (bowwords.bench.switch): the module vmswitch
(bowwords/vm/board_switch.py, imported only then: no other run holds its bytecode) stands in
for supervisor.runtime, supervisor.ticks_ms, time.sleep and the thinking dot's mark.

With a fifth argument "time" it measures nothing and calls binascii.hexlify at the end of each
frame instead, printing `F screen`, and at each step of the thinking dot while bots move
(bowui/thinking.py calls the display's `mark`), printing `T`: `bowwords.bench.speed` counts the
instructions between calls.

The schedule (made by the host from a key script, with the emulator's timing) has one
line per event, in time order: `E ms` first (stop after the frame at ms), then `P ms key
down` (key_number down 1 or up 0, read by the first frame at or after ms) and `M ms label`
(report the screen after that frame). It is read a line at a time, never held whole.
Each frame ends in code.py's time.sleep: there the live heap is measured after
gc.collect(), per screen. Output lines: `FRAME0 bytes` (live before code.py ran),
`SCREEN screen|text|...` (each new screen), `OF screen game` (the NAME of the game it shows,
or -), `MARK label screen|text|...`, `PEAK screen bytes ms` (the frame of the screen's peak)
and `END screen|text|...`.
"""

import gc
import sys

import displayio

_clock = [33]             # the first frame runs at 33 ms, as in the emulator (or at START)
_end = [0]
_peaks = {}
_main = {}                # code.py's globals (its `app`)


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

    def due(self):
        """The fields of the head if its time has come (and moves on), else None."""
        h = self.head
        if h is None or h[0] > _clock[0]:
            return None
        self.step()
        return h[1]


_keys = None              # the schedule's key events (a _Stream), set by main
_marks = None             # its marks


class _Module:
    """A stand-in module: an object with attributes."""


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class _Queue:
    def get_into(self, ev):
        p = _keys.due()
        if p is None:
            return False
        ev.key_number = int(p[0])
        ev.pressed = p[1] == "1"
        ev.released = not ev.pressed
        return True


class _Keys:
    def __init__(self, *args, **kw):
        self.events = _Queue()

    def deinit(self):
        pass


class _I2C:
    """The bus answers, but no accelerometer does (a PyBadge LC): shake falls back to A."""

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def writeto(self, *args):
        raise OSError(19)

    writeto_then_readfrom = writeto


class _Terminal:
    """The supervisor's terminal (circuitpython_splash): what a board shows from a reload until
    the next program sets its own root group. CircuitPython 10.2.1's main.c cleanup_after_vm
    calls reset_displays (shared-module/displayio/__init__.c), whose reset_busdisplay
    (shared-module/busdisplay/BusDisplay.c) starts the terminal and makes it the root group;
    the console's lines (the traceback, "Code done running.", "soft reboot", "game.py output:")
    then show on it. Its text is enough here, not CircuitPython's font."""

    def __init__(self, text):
        self.text = text


class _Display:
    """board.DISPLAY: the root group, and the backlight's brightness, which a reload keeps
    (reset_busdisplay does not touch it; the backlight PWM is never_reset in
    ports/atmel-samd/boards/pybadge/board.c, and that board's reset_board resets only the
    NeoPixels). Whenever the terminal is the root group with the backlight on, a player sees
    it: TERMINAL is printed (once a run)."""

    width = 160
    height = 128
    auto_refresh = True

    def __init__(self):
        self._root = None
        self._brightness = 1.0
        self.seen = False

    def _check(self):
        if (not self.seen and type(self._root) is _Terminal and self._brightness > 0):
            self.seen = True
            print("TERMINAL", _clock[0], self._root.text.replace("\r", "").replace("\n", " / "))

    @property
    def root_group(self):
        return None if type(self._root) is _Terminal else self._root   # the splash is no user group

    @root_group.setter
    def root_group(self, group):
        self._root = group
        self._check()

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        if not 0 <= value <= 1:
            raise ValueError("brightness must be 0.0-1.0")
        self._brightness = value
        self._check()

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        return True


class _Runtime:
    """supervisor.runtime (vmswitch's in MODE "switch")."""

    def __init__(self):
        self.autoreload = True


class _Reload(BaseException):
    """supervisor.reload(): the run ends (as on a board, `except Exception` does not catch it)."""


_next = [None, False]      # set_next_code_file: (program, reload_on_error) for the next run
_previous = [None]         # the traceback the last run ended in


def _set_next_code_file(filename, reload_on_success=False, reload_on_error=False, **sticky):
    # CircuitPython 10.2.1, shared-bindings/supervisor/__init__.c: a file that does not exist
    # is refused with ValueError("File not found") (path_exists), and nothing changes.
    if filename is not None:
        import os
        try:
            os.stat(filename)
        except OSError:
            raise ValueError("File not found") from None
    _next[0] = filename
    _next[1] = reload_on_error


def _reload():
    raise _Reload()


def _previous_traceback():
    # shared-bindings/supervisor/__init__.c and main.c's cleanup_after_vm: the whole text
    # mp_obj_print_exception wrote ("Traceback (most recent call last):" ... chained ones too)
    # when the last run ended in an error; None after a clean end or a reload.
    return _previous[0] or None


class _Mount:
    readonly = True


class _NVM:
    """microcontroller.nvm kept in a file, not on the heap (a board's NVM is flash, not RAM),
    as strict as CircuitPython 10.2.1's shared-bindings/nvm/ByteArray.c (nvm_bytearray_subscr)."""

    def __init__(self, path):
        try:
            self.file = open(path, "r+b")
        except OSError:
            self.file = open(path, "w+b")
            self.file.write(b"\xff" * 8192)

    def __len__(self):
        return 8192

    def _slice(self, i):
        start, stop, step = i.indices(8192)
        if step != 1:
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        return start, max(start, stop)

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            self.file.seek(start)
            return bytearray(self.file.read(stop - start))     # mp_obj_new_bytearray_by_ref
        self.file.seek(self._index(i))
        return self.file.read(1)[0]

    def _index(self, i):
        if i < 0:
            i += 8192
        if not 0 <= i < 8192:
            raise IndexError("ByteArray index out of range")
        return i

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            # array, bytearray, memoryview or bytes only, of the slice's own length
            if not isinstance(value, (bytes, bytearray, memoryview, _array)):
                raise NotImplementedError("array/bytes required on right side")
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
            self.file.seek(start)
            self.file.write(bytes(value))
        else:
            if not 0 <= value <= 255:
                raise ValueError("bytes must be 0-255")
            self.file.seek(self._index(i))
            self.file.write(bytes((value,)))
        self.file.flush()


try:
    from array import array as _array
except ImportError:
    _array = bytearray


class _Os:
    """os, with urandom giving the emulator's seeds (so a key script plays the same game)."""

    def __init__(self):
        import os
        self.os = os          # the VM's own, taken before this object replaces it

    def __getattr__(self, name):
        return getattr(self.os, name)

    def urandom(self, n):
        s = _seed[0]
        _seed[0] = (s * 1103515245 + 12345) & 0x3FFFFFFF
        return bytes(((s >> 24) & 0x3F, (s >> 16) & 0xFF, (s >> 8) & 0xFF, s & 0xFF))[:n]


def _ticks_ms():
    return _clock[0] & 0x1FFFFFFF


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


def _sleep(seconds):
    """The end of a frame: measure, report, then let virtual time pass."""
    if _timing[0] is not None:               # timing: mark the frame's end, measure nothing
        _timing[0](b"m")
        print("F", _screen())
        if _clock[0] >= _end[0]:
            raise SystemExit
        _clock[0] += int(seconds * 1000 + 0.5)
        return
    gc.collect()
    live = gc.mem_alloc()
    name = _screen()
    if _shows_new(_shown_screen(_main["app"])):
        print("SCREEN", name + "|" + _texts(_main["app"].root))
        app = _main["app"]
        shown = _shown_screen(app)
        print("OF", name, getattr(getattr(shown, "game", None) or getattr(app, "game", None), "NAME", "-"))
    if live > _peaks.get(name, (0, 0))[0]:
        _peaks[name] = (live, _clock[0])
    mark = _marks.due()
    while mark is not None:
        print("MARK", mark[0], name + "|" + _texts(_main["app"].root))
        mark = _marks.due()
    if _clock[0] >= _end[0]:
        raise SystemExit
    _clock[0] += int(seconds * 1000 + 0.5)


_seed = [7]
_pins = [None]            # the heap fence's pins (vmheap), held while the program runs


def _install(nvm_path):
    board = _Module()
    board.board_id = "pybadge"
    board.DISPLAY = _Display()
    board.I2C = _I2C
    for name in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "SPEAKER", "SPEAKER_ENABLE"):
        setattr(board, name, name)
    keypad = _Module()
    keypad.Event = Event
    keypad.ShiftRegisterKeys = _Keys
    keypad.Keys = _Keys
    micro = _Module()
    micro.nvm = _NVM(nvm_path)
    storage = _Module()
    storage.getmount = lambda path: _Mount()
    storage.remount = lambda *a, **k: None
    sup = _Module()
    sup.runtime = _Runtime()
    sup.ticks_ms = _ticks_ms
    sup.set_next_code_file = _set_next_code_file
    sup.reload = _reload
    sup.get_previous_traceback = _previous_traceback
    clock = _Module()
    clock.sleep = _sleep
    clock.monotonic = lambda: _clock[0] / 1000
    for name, mod in (("board", board), ("keypad", keypad), ("microcontroller", micro),
                      ("storage", storage), ("supervisor", sup), ("time", clock), ("os", _Os())):
        sys.modules[name] = mod
    return micro


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


def _error_text(error):
    """An uncaught error as the last line of its traceback."""
    text = str(error)
    return type(error).__name__ + (": " + text if text else "")


def _terminal_text(program, previous):
    """What the terminal holds when `program` starts after a reload: main.c's console lines
    (run_code_py's "Code done running.", the main loop's "soft reboot", maybe_run_list's
    "game.py output:"), after the traceback the last run ended in, if it did."""
    return (previous or "") + "\nCode done running.\nsoft reboot\n" + program + " output:\n"


def main(argv):
    """Run one program: argv is [_, SCHEDULE, NVM, SEED, MODE, START, STOP, PROGRAM, PREVIOUS,
    ON_ERROR, TRACEBACK_OUT, BRIGHTNESS, LARGEST] (see the module's docstring)."""
    global _keys, _marks
    with open(argv[1]) as f:
        _end[0] = int(f.readline().split()[1])
    start = int(argv[5]) if len(argv) > 5 else 0
    if len(argv) > 6 and int(argv[6]):
        _end[0] = min(_end[0], int(argv[6]))       # a power cut
    program = argv[7] if len(argv) > 7 and argv[7] else "code.py"
    if len(argv) > 8 and argv[8]:
        with open(argv[8]) as f:
            _previous[0] = f.read()
    tb_out = argv[10] if len(argv) > 10 else ""
    _keys = _Stream(argv[1], "P")
    _marks = _Stream(argv[1], "M")
    if start:
        _clock[0] = start
        while _keys.head is not None and _keys.head[0] < start:    # read by the runs before, or
            _keys.step()                                          # pressed during the switch: lost
        while _marks.head is not None and _marks.head[0] < start:
            _marks.step()
    nvm_path = argv[2] or None
    _seed[0] = int(argv[3])
    _install(nvm_path)
    display = sys.modules["board"].DISPLAY
    if len(argv) > 11 and argv[11]:
        display._brightness = float(argv[11])        # a reload keeps the backlight as it was
    if len(argv) > 7 and argv[7]:                    # after a reload: the terminal shows
        display._root = _Terminal(_terminal_text(program, _previous[0]))
        display._check()
    if len(argv) > 4 and argv[4] in ("time", "switch"):
        import binascii
        _timing[0] = binascii.hexlify    # bowwords.bench.speed.MARK
        display.mark = _dot_step
    # vmswitch and vmheap are reached through sys.modules, not main's locals: main's frame is on
    # the pystack under the program's (a board has no such frame), so it is kept as it was
    if len(argv) > 4 and argv[4] == "switch":        # its bytecode on the heap in this mode only
        __import__("vmswitch").install(argv[7] if len(argv) > 7 else "", display)
    if len(argv) > 4 and argv[4].startswith("break"):
        kind, at = argv[4].split()
        if start <= int(at):
            _break(int(at), kind == "break-all")
    gc.collect()
    print("FRAME0", gc.mem_alloc(), gc.mem_alloc() + gc.mem_free())
    if len(argv) > 12 and argv[12] and int(argv[12]):
        __import__("vmheap").prepare(int(argv[12]))  # forgotten once the fence is set
    if "vmswitch" in sys.modules:
        sys.modules["vmswitch"].standins()
    with open(program) as f:
        code = compile(f.read(), program, "exec")   # as the board compiles it; the text goes
    if "vmswitch" in sys.modules:
        sys.modules["vmswitch"].compiled()
    if "vmheap" in sys.modules:                      # no free run above a board's largest area
        sys.modules["vmheap"].fence()
    reload = error = None
    try:
        exec(code, _main)
    except SystemExit:
        pass
    except _Reload:
        reload = _next[0] or "code.py"
    except Exception as e:                          # noqa: BLE001 - the program ended in an error
        error = _error_text(e)
        import traceback
        traceback.print_exception(e)                # to the console, as a board does
        if tb_out:                                  # kept for the next run's get_previous_traceback
            with open(tb_out, "w") as f:
                traceback.print_exception(e, file=f)
        print("Bowwords: %s ended in %s" % (program, error))
        if len(argv) > 9 and argv[9] == "1":        # started with reload_on_error
            reload = "code.py"
    for name in _peaks:
        print("PEAK", name, _peaks[name][0], _peaks[name][1])
    app = _main.get("app")
    if reload is not None:
        if error:
            print("TRACEBACK", error)
        print("RELOAD", _clock[0], reload, _seed[0], 1 if _next[1] and reload != "code.py" else 0,
              display._brightness)
        return
    print("STOPPED", _clock[0])
    print("END", _screen() + "|" + (_texts(app.root) if app is not None else ""))
