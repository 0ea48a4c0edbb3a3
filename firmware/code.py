"""Bowwords' menu program (runs at power-up): the menu, a game's setup, the companion tools,
the dictionary and Settings.

Builds the board's hardware from its profile (bowui.boards), then runs the app one frame at
a time. A game is played by the game program (game.py), on a heap of its own: the setup and
Resume save the game and reload the board into it; it reloads back into this program at the
game's end, on Start + Select, or after an error (whose kind the menu then shows). Nothing
ends on a dead screen: an error here saves what is open and goes back to the menu, which
says what happened in one line (App.recover); if that fails too, the board reloads.
"""

import gc

import supervisor

try:
    from bowui.app import App
    from bowui.hw import Hardware
    from bowui.loop import run
    from bowui.menu.home import menu

    supervisor.runtime.autoreload = False    # a file copy must not restart a game
    gc.collect()
    app = App(Hardware(), now=supervisor.ticks_ms(), menu=menu)
    gc.collect()
    run(app)
except Exception:                        # a broken drive, or an App that cannot start: after a
    import board                         # switch the screen is dark (App.switch), so light it:
    board.DISPLAY.brightness = 1         # the console (the terminal) shows the traceback next
    raise
