"""The frame loop both programs run (code.py, the menu; game.py, the game): App.step every
33 ms with catch-up pacing, and any error in a frame to App.recover."""

import time

import supervisor
from micropython import const

from bowui.input import ticks_diff

_FRAME_MS = const(33)


def run(app):
    """Run `app` one frame at a time, for ever (a reload into the other program ends it)."""
    due = supervisor.ticks_ms()
    try:
        while True:
            try:
                app.step(supervisor.ticks_ms())
            except Exception as error:        # noqa: BLE001 - any error: save, then the menu
                app.recover(error)
            due = (due + _FRAME_MS) & 0x1FFFFFFF
            wait = ticks_diff(due, supervisor.ticks_ms())
            if wait > 0:
                time.sleep(wait / 1000)        # frame pacing only: keypad debounces in C
            else:
                due = supervisor.ticks_ms()
    except BaseException as stop:             # the program ends here (main.c):
        if isinstance(stop, KeyboardInterrupt):  # Ctrl-C from the computer (bowwords flash,
            app.save_now()                    # records): the REPL next, the game saved
        elif type(stop).__name__ == "ReloadException":   # a file copied (auto-reload): the
            app.dark()                        # console shows next, dark until code.py lights it
        raise
