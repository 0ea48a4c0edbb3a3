"""supervisor: ticks_ms, runtime, status_bar, set_next_code_file, reload and
get_previous_traceback, as CircuitPython 10.2.1's shared-bindings/supervisor/ has them.

Device Python (vboard's docstring). The rules:
- __init__.c, supervisor_ticks_ms: the clock starts at 0x1FFF0000 (vboard.clock).
- __init__.c, supervisor_set_next_code_file: `filename` (str or None) is the only positional
  argument, the options are keyword-only; a file that does not exist is refused with
  ValueError("File not found") and nothing changes.
- __init__.c, supervisor_reload: the program ends (a BaseException: `except Exception` lets it by).
- __init__.c, supervisor_get_previous_traceback: the traceback the last run ended in, or None.
- StatusBar.c: setting status_bar.display needs terminalio (NotImplementedError without it).
"""

import os

from vboard import clock, run

ticks_ms = clock.ticks_ms


class _Runtime:
    """supervisor.runtime: autoreload (a file copy restarts the program while it is on)."""

    autoreload = True
    serial_connected = False
    usb_connected = True


class _StatusBar:
    """supervisor.status_bar."""

    console = True
    _display = True
    terminalio = True          # the build has terminalio (a PyBadge's does)

    @property
    def display(self):
        return self._display

    @display.setter
    def display(self, on):
        if not self.terminalio:
            raise NotImplementedError()
        self._display = bool(on)


runtime = _Runtime()
status_bar = _StatusBar()


def set_next_code_file(filename, *, working_directory=None, reload_on_success=False,
                       reload_on_error=False, sticky_on_success=False, sticky_on_error=False,
                       sticky_on_reload=False):
    """The program the next reload runs, and when the board reloads into it by itself."""
    if filename is not None and not isinstance(filename, (str, bytes)):
        raise TypeError("filename must be of type str or None, not %s" % type(filename).__name__)
    if filename is not None:
        try:
            os.stat(filename)
        except OSError:
            raise ValueError("File not found") from None
    run.state.next_program = filename
    run.state.next_options = ((run.ON_SUCCESS if reload_on_success else 0)
                              | (run.ON_ERROR if reload_on_error else 0))


def reload():
    """End this program; the supervisor runs the next one on a fresh heap."""
    raise run.ReloadException()


def get_previous_traceback():
    """The traceback the last run ended in (a str), or None."""
    return run.state.previous or None


def auto_reload():
    """A file was written to the drive over USB: with runtime.autoreload on, the program is ended
    by a ReloadException (supervisor/shared/reload.c, autoreload_trigger); returns the exception
    for the host to raise in the program, or None."""
    if not runtime.autoreload:
        return None
    run.state.auto_reload = True
    return run.ReloadException()
