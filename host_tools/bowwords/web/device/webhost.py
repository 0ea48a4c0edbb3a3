"""The browser's board: runs code.py or game.py from the bundle, a frame at a time.

Device Python (MicroPython's WebAssembly port; CPython in the tests). The page (or a test)
registers a module `bowhost` first, the host, which owns the clock, the keys, the NVM's
storage, the sound and the screen:

    now()          ms since the page started (real time; unused in virtual time)
    key(ms)        the next key event due at ms: key_number * 2 + pressed, or -1
    shaken()       1 once after a shake, else 0
    seed()         a seed for os.urandom (30 bits)
    frame_end(ms)  a frame ended: bits 1 show the screen now, 2 stop (the key script is over)
    show(ms)       the screen was written to SCREEN_FILE
    nvm_saved()    the NVM was written to NVM_FILE
    tone(hz)       start a tone (0: stop)
    mark(kind)     the bots' turn begins ("b"), its thinking dot steps ("t"), it ends ("e")

A program runs as on a board: `start(program)` execs it with fresh globals. Its frame loop
(bowui.loop.run) ends each frame in time.sleep, which here ends the call instead (a
BaseException): the page waits the time asked, then `tick()` goes on with the next frame.
supervisor.reload() ends the program too: the page starts the next one in a fresh
interpreter, as a board starts it on a fresh heap. Both return a status: ms to wait (>= 0),
RELOAD, ENDED (an error, or the program returned) or STOPPED (virtual time ran out).
"""

import sys

import displayio

MASK = 0x1FFFFFFF
FRAME_MS = 33
SCREEN_FILE = ".screen"       # the frame buffer, 160 x 128 x 4 bytes, 0x00BBGGRR each
NVM_FILE = ".nvm"             # microcontroller.nvm, 8,192 bytes
NVM_SIZE = 8192
RELOAD = -1
ENDED = -2
STOPPED = -3


class Frame(BaseException):
    """time.sleep at a frame's end: the call returns to the page, which waits `args[0]` ms."""


class Reload(BaseException):
    """supervisor.reload(): the program ends (as on a board, `except Exception` lets it by)."""


class _State:
    host = None
    virtual = False          # virtual time: the clock moves only in time.sleep (key scripts)
    clock = FRAME_MS
    program = "code.py"
    globals = None
    next_program = None      # set_next_code_file: the program after a reload (None: code.py)
    next_on_error = False    # ... and whether it reloads into code.py if it ends in an error
    on_error = False         # this program reloads into code.py if it ends in an error
    previous = None          # the traceback the last program ended in
    reload_to = None         # after RELOAD: the program to start
    error = None             # after ENDED: what ended it (a line)
    shown = -1               # displayio.changes() when the screen was last written
    fb = None
    screen_file = SCREEN_FILE
    nvm_file = NVM_FILE


state = _State()


def ticks_ms():
    """supervisor.ticks_ms: the host's clock, or the virtual one."""
    if state.virtual:
        return state.clock & MASK
    return int(state.host.now()) & MASK


def show():
    """Write the screen to SCREEN_FILE if it changed since it was last written; tell the host."""
    import board
    if state.shown != displayio.changes() or state.fb is None:
        if state.fb is None:
            state.fb = displayio.frame_buffer()
        state.shown = displayio.changes()
        displayio.render(board.DISPLAY.root_group, state.fb)
        with open(state.screen_file, "wb") as f:
            f.write(state.fb)
    state.host.show(ticks_ms())


def sleep(seconds):
    """time.sleep: the end of a frame. The screen is shown if the host asks, then the call
    returns to the page (which waits), or, in virtual time, the clock moves on."""
    ms = int(seconds * 1000 + 0.5)
    want = state.host.frame_end(ticks_ms())
    if want & 1:
        show()
    if want & 2:
        raise Frame(STOPPED)
    if state.virtual:
        state.clock += ms
        ms = 0
    raise Frame(ms)


class _Time:
    """time, with sleep and monotonic on the board's clock."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def sleep(self, seconds):
        sleep(seconds)

    def monotonic(self):
        return ticks_ms() / 1000


class _Os:
    """os, with urandom from the host's seeds (in virtual time, the emulator's sequence)."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def urandom(self, n):
        out = bytearray()
        while len(out) < n:
            s = state.host.seed()
            out += bytes(((s >> 24) & 0x3F, (s >> 16) & 0xFF, (s >> 8) & 0xFF, s & 0xFF))
        return bytes(out[:n])


def install(host, virtual=False, clock=FRAME_MS, previous=None, on_error=False, scratch=""):
    """Make this interpreter a board: the host, the clock, the traceback the last program
    ended in, whether this one reloads into code.py on an error, and the folder of the screen's
    and the NVM's files (default: the drive's root)."""
    state.host = host
    state.screen_file = scratch + SCREEN_FILE
    state.nvm_file = scratch + NVM_FILE
    state.virtual = virtual
    state.clock = clock
    state.previous = previous or None
    state.on_error = bool(on_error)
    if not isinstance(sys.modules.get("time"), _Time):
        import os
        import time
        sys.modules["time"] = _Time(time)
        sys.modules["os"] = _Os(os)


def _error_text(error):
    """The traceback of an error, as text."""
    try:
        import io
        out = io.StringIO()
        sys.print_exception(error, out)      # MicroPython
        return out.getvalue()
    except AttributeError:
        import traceback
        return "".join(traceback.format_exception(error))


def _ended(error):
    """The program ended in `error`: print it as a board does; reload into code.py if it was
    started with reload_on_error, else stop."""
    text = _error_text(error)
    print(text, end="")
    state.previous = text
    last = text.strip().splitlines()[-1] if text.strip() else type(error).__name__
    if state.on_error:
        state.reload_to = "code.py"
        state.next_on_error = False
        print("Bowwords: %s ended in %s; reloading into code.py" % (state.program, last))
        return RELOAD
    state.error = last
    return ENDED


def _outcome(call):
    try:
        call()
    except Frame as f:
        return f.args[0]
    except Reload:
        state.reload_to = state.next_program or "code.py"
        state.previous = None
        return RELOAD
    except Exception as e:       # noqa: BLE001 - the program ended in an error
        return _ended(e)
    state.error = "%s ended (it returned)" % state.program
    if state.on_error and state.next_program:
        state.reload_to = state.next_program
        return RELOAD
    return ENDED


def start(program="code.py"):
    """Run a program (a file at the drive's root) up to the end of its first frame."""
    state.program = program
    with open(program) as f:
        source = f.read()
    state.globals = {"__name__": "__main__", "__file__": program}
    code = compile(source, program, "exec")

    def run():
        exec(code, state.globals)
    return _outcome(run)


def tick():
    """The program's next frame (its frame loop, entered again where time.sleep left it)."""
    g = state.globals
    if g is None or "app" not in g or "run" not in g:
        state.error = "%s has no frame loop to go on with (no `app` and `run`)" % state.program
        return ENDED
    return _outcome(lambda: g["run"](g["app"]))


def carry():
    """What the page needs after a program's end, as JSON: the next program, the clock, the
    traceback, whether it reloads into code.py on an error, and what ended this one."""
    import json
    return json.dumps({"reload_to": state.reload_to, "clock": state.clock, "previous": state.previous,
                       "next_on_error": state.next_on_error, "error": state.error})


def clock():
    """The clock now (ms)."""
    return ticks_ms()


def screen_name():
    """The class name of the screen on show (the rules pages over it, if open), or None."""
    app = state.globals.get("app") if state.globals else None
    shown = getattr(app, "over", None) or getattr(app, "screen", None)
    return type(shown).__name__ if shown is not None else None
