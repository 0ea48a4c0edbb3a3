"""Bowwords: the menu of games and companion tools (runs at power-up).

Builds the board's hardware from its profile (bowui.boards), then runs the app
one frame at a time. Start + Select (both buttons on two-button boards) returns
to the menu from anywhere.
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
    except MemoryError:
        # Low memory: release the game's modules and go back to the menu, not a crash.
        gc.collect()
        app.home()
    due = (due + _FRAME_MS) & 0x1FFFFFFF
    wait = ticks_diff(due, supervisor.ticks_ms())
    if wait > 0:
        time.sleep(wait / 1000)            # frame pacing only: keypad debounces in C
    else:
        due = supervisor.ticks_ms()
