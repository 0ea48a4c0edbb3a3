"""Bowwords' game program: the game saved in the NVM ring, from its next turn to its results,
on a heap of its own.

The menu program (code.py) starts it with supervisor.set_next_code_file("game.py",
reload_on_error=True) and a reload, once the game is saved. The game's end, Start + Select
and any error (after saving the game) reload the board into code.py again.
"""

import gc

import supervisor
from bowui.app import App
from bowui.hw import Hardware
from bowui.loop import run
from bowui.games.play import next_turn, resume

supervisor.runtime.autoreload = False    # a file copy must not restart a game
gc.collect()
app = App(Hardware(), resume, supervisor.ticks_ms(), turns=next_turn)
gc.collect()
run(app)
