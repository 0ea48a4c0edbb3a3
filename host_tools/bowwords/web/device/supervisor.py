"""supervisor for the browser: the clock, reload and the next program, as CircuitPython 10's.

Device Python. set_next_code_file checks the file is there (ValueError "File not found",
as CircuitPython 10.2.1); reload() ends the program (webhost.Reload)."""

import os

import webhost


class _Runtime:
    autoreload = True
    serial_connected = False
    usb_connected = False


class _StatusBar:
    console = False
    display = False


runtime = _Runtime()
status_bar = _StatusBar()


def ticks_ms():
    """Milliseconds, wrapping at 2**29."""
    return webhost.ticks_ms()


def set_next_code_file(filename, *, reload_on_success=False, reload_on_error=False,
                       sticky_on_success=False, sticky_on_error=False, sticky_on_reload=False):
    """The program the next reload starts (None: code.py again)."""
    if filename is not None:
        try:
            os.stat(filename)
        except OSError:
            raise ValueError("File not found") from None
    webhost.state.next_program = filename
    webhost.state.next_on_error = bool(reload_on_error) and filename is not None


def reload():
    """End this program; the page starts the next one in a fresh interpreter."""
    raise webhost.Reload()


def get_previous_traceback():
    """The traceback the last program ended in, or None."""
    return webhost.state.previous
