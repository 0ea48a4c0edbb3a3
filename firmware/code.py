"""Bowwords: the menu of games and companion tools (runs at power-up).

Builds the board's hardware from its profile (bowui.boards), then runs the app
one frame at a time. Start + Select (both buttons on two-button boards) returns
to the menu from anywhere. Nothing ends on a dead screen: an error in a frame
(out of memory, the pystack exhausted, a bug) saves the game and goes back to the
menu, which says what happened in one line (App.recover).
"""

import gc
import time

import supervisor

from bowui.app import App
from bowui.hw import Hardware
from bowui.input import ticks_diff

_FRAME_MS = 33

supervisor.runtime.autoreload = False    # a file copy must not restart a game
gc.collect()
app = App(Hardware())
gc.collect()
due = supervisor.ticks_ms()
while True:
    try:
        app.step(supervisor.ticks_ms())
    except Exception as error:            # noqa: BLE001 - any error: save, then the menu
        app.recover(error)
    due = (due + _FRAME_MS) & 0x1FFFFFFF
    wait = ticks_diff(due, supervisor.ticks_ms())
    if wait > 0:
        time.sleep(wait / 1000)            # frame pacing only: keypad debounces in C
    else:
        due = supervisor.ticks_ms()
