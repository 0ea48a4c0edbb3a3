"""The supervisor's runs: a program (boot.py, code.py, game.py) executed from its file with fresh
globals, and what comes after it, as CircuitPython 10.2.1's main.c has it.

Device Python (vboard's docstring). The rules (main.c, run_code_py and cleanup_after_vm):
- After every run: keypad_reset (every scanner stops: keys pressed meanwhile are lost) and
  reset_displays (the terminal is the root group; the brightness stays); the console has
  printed the traceback (if the run ended in an error) and "Code done running.".
- A run's end: supervisor.reload() reloads at once into the next code file (code.py unless one
  was set); a clean end or an error reloads only with the options the run started with
  (reload_on_success, reload_on_error), else the board waits at the REPL prompt with the
  terminal on show; Ctrl-C (KeyboardInterrupt, PYEXEC_FORCED_EXIT) always goes to the REPL.
- The next code file holds for the next run only unless set during this one (NEWLY_SET) or made
  sticky: after a reload it is code.py again.
- get_previous_traceback: the whole traceback of the last run's error (Ctrl-C included), kept
  over a reload, cleared by a clean end.

A host that returns between frames makes time.sleep raise Frame(ms): `start` runs the program up
to its first frame's end and `tick` goes on with the next (code.py's `run(app)` entered again).
Each returns a status: ms to wait (>= 0), RELOAD, ENDED or STOPPED.
"""

import sys

from vboard import state as shared

RELOAD = -1
ENDED = -2
STOPPED = -3
# The timing every host keeps (docs/board.md), on the 33 ms frame grid: code.py's first frame
# POWER_UP_MS after power-up (boot.py runs first); a reload's next program SWITCH_MS after the
# frame that reloaded; after a power cut, code.py's first frame BOOT_MS after the cut.
POWER_UP_MS = 132
SWITCH_MS = 990
BOOT_MS = 990
ON_SUCCESS = 1
ON_ERROR = 2
BANNER = "Adafruit CircuitPython 10.2.1; Adafruit PyBadge with samd51j19\nBoard ID:pybadge\n"


class Frame(BaseException):
    """time.sleep at a frame's end, raised by a host that returns between frames: args[0] ms."""


class Stop(BaseException):
    """The host stops the board (a key script's end, a power cut)."""


try:
    ReloadException = ReloadException       # noqa: F821 - CircuitPython's own builtin
except NameError:
    class ReloadException(BaseException):
        """supervisor.reload() and an auto-reload end the program (py/objexcept.c: a
        BaseException, so `except Exception` lets it by; a builtin name on a board)."""


class _State:
    program = "code.py"
    globals = None
    options = 0              # the reload options this run started with
    next_program = None      # set_next_code_file during this run (None: code.py)
    next_options = 0
    reload_to = None         # after RELOAD: the program to run, and its options
    reload_options = 0
    previous = None          # the traceback the last run ended in
    error = None             # after ENDED: what ended it (its traceback's last line)
    auto_reload = False      # the run is being ended by an auto-reload (a file written)


state = _State()


def error_text(error):
    """An error's whole traceback, as the console prints it (its last line alone where a host's
    heap has no room left for the rest: a board prints it from C, needing none)."""
    try:
        try:
            import io
            out = io.StringIO()
            sys.print_exception(error, out)      # MicroPython and CircuitPython
            return out.getvalue()
        except AttributeError:
            import traceback
            return "".join(traceback.format_exception(error))
    except MemoryError:
        import gc
        gc.collect()
        return "Traceback (most recent call last):\n%s: %s\n" % (type(error).__name__, error)


def last_line(text):
    """The last line of a traceback: the error and its message."""
    lines = text.strip().split("\n")
    return lines[-1] if lines and lines[-1] else "error"


def _console(text):
    """The supervisor writes to the console (the host shows it on the terminal)."""
    print(text, end="")


def ended(kind, error=None):
    """The run is over (kind "reload", "ok", "error" or "interrupt"): main.c's choice of what
    comes next. Returns RELOAD (state.reload_to, state.reload_options) or ENDED."""
    from vboard import board, keypad
    if error is not None:
        text = error_text(error)
        _console(text)
        state.previous = text
        state.error = last_line(text)
    elif kind == "ok":
        state.previous = None
        state.error = "%s ended (it returned)" % state.program
    if state.auto_reload:
        _console("\nCode stopped by auto-reload. Reloading soon.\n")
    elif state.program != "boot.py":
        _console("\nCode done running.\n")
    keypad.reset()
    board.DISPLAY.show_terminal()
    reload = (kind == "reload" or (kind == "ok" and state.options & ON_SUCCESS)
              or (kind == "error" and state.options & ON_ERROR))
    if not reload:
        return ENDED
    if kind == "reload":
        state.previous = None
    state.reload_to = state.next_program or "code.py"     # set during this run, else code.py
    state.reload_options = state.next_options if state.next_program else 0
    return RELOAD


def _outcome(call):
    try:
        call()
    except Frame as frame:
        return frame.args[0]
    except Stop:
        return STOPPED
    except ReloadException:
        return ended("reload")
    except KeyboardInterrupt as error:
        return ended("interrupt", error)
    except Exception as error:       # noqa: BLE001 - the program ended in an error
        return ended("error", error)
    return ended("ok")


def begin(program, options=0, reloaded=False):
    """The next run is `program`, with the reload options set for it (after a reload, the
    console says "soft reboot" first)."""
    shared.program = program
    state.program = program
    state.options = options
    state.next_program = None
    state.next_options = 0
    state.reload_to = None
    state.reload_options = 0
    state.error = None
    state.auto_reload = False
    state.globals = {"__name__": "__main__", "__file__": program}
    _console(("soft reboot\n" if reloaded else "") + program + " output:\n")


def start(program="code.py", options=0, reloaded=False):
    """Run `program` (a file at the drive's root) up to the end of its first frame. A file that
    does not compile ends the run in its SyntaxError, as any other error (main.c's pyexec_file)."""
    begin(program, options, reloaded)

    def run():
        with open(program) as f:
            code = compile(f.read(), program, "exec")
        exec(code, state.globals)
    return _outcome(run)


def tick():
    """The program's next frame (its frame loop, entered again where time.sleep left it)."""
    g = state.globals
    if g is None or "app" not in g or "run" not in g:
        state.error = "%s has no frame loop to go on with (no `app` and `run`)" % state.program
        return ENDED
    return _outcome(lambda: g["run"](g["app"]))


def power_up():
    """The board comes on: a new display, lit; the drive the computer's; no traceback."""
    from vboard import board, keypad, storage
    keypad.reset()
    board.DISPLAY = board.Display()
    board.DISPLAY.terminal.write(BANNER)
    storage._root.readonly = True
    state.previous = None
    state.next_program = None
    state.next_options = 0

