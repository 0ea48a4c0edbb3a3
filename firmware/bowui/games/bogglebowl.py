"""Boggle Bowl's own screens (imported only while it is played): setup, the round (in
bogglebowl_round), the verdict, the board with the token's move (bogglebowl_move) and
the results (bogglebowl_verdict).

Red is seat 0 (and seat 2: a team of two in a 3-player game), Blue seat 1. Bots play in
real time on the human's round screen: their thinking is paced by the same frames, and
time reaches the engine only as ("tick", ms).
"""

import gc
import sys

from micropython import const

SIDE_NAMES = ("Red", "Blue")
SIDE_COLOURS = (0xF05050, 0x5088F0)
_SMALL_BUDGET = const(150)     # the bots' node budget after a MemoryError
# The board's painted tiles (bogglebowl_board), held here: the board's module comes and goes
# with the screens, this one stays while the game is played, so the board's screens (the
# intro, the move, the verdict) share one painting; a round's screen lets it go (1.6 KB).
BOARD_TILES = []


def seat_name(game, seat):
    """"Red" in a 2-player game; "Red (P3)" when a side is a team."""
    side = seat % 2
    return SIDE_NAMES[side] if game.players == 2 else "%s (P%d)" % (SIDE_NAMES[side], seat + 1)


def pegs_text(pegs):
    """A side's pegs, e.g. "20 40" (or "-" before the first score)."""
    return " ".join([str(p) for p in pegs]) if pegs else "-"


def make_bot(app, game, seats, seat):
    """The bot of the kind picked for `seat` at setup."""
    from bowengine import games
    return games.bots(game.NAME)[seats[seat]](seat, app.hw.seed(), game.context)


def bot_action(app, bot, view, legal):
    """The bot's next action; on a MemoryError: collect, retry with a small budget, else done.
    What its search made and imported (the solver's arrays and modules) goes again once it has
    acted: on the round screen the bots search a few times a round, and lay cubes from their
    plan in between."""
    before = list(sys.modules) if app.releases() else None
    try:                    # (one frame, not a helper's too: the search runs under it)
        try:
            return bot.act(view, legal)
        except MemoryError:
            pass
        gc.collect()
        bot.BUDGET = _SMALL_BUDGET
        bot.HURRY_BUDGET = _SMALL_BUDGET
        bot._key = None
        try:
            return bot.act(view, legal)
        except MemoryError:
            gc.collect()
            return ("done",) if ("done",) in legal else legal[0]
    finally:
        if before is not None:
            from bowengine.bogglebowl import SCRATCH
            SCRATCH.clear()
            if len(sys.modules) > len(before):
                from bowui.app import forget_new
                forget_new(before)


def carry_on(app, game, seats, player):
    """After a round or a move: the next screen. When only bots play the next round (a team's
    bot controls its cubes), `player` watches it in real time on their side's cubes instead of
    the bots playing it out at once."""
    waiting = game.waiting_for()
    watch = game.result() is None and game.view(player)["phase"] == "play" and waiting
    for seat in waiting:
        watch = watch and seats[seat] != "human"
    if not watch or seats[player] != "human":
        return app.turn_done(game, seats, player)
    app.autosave(game)
    from bowui.games.bogglebowl_round import RoundScreen
    return (RoundScreen, app, game, seats, player, True)      # made once the last screen went


def setup(app):
    """The setup screen."""
    from bowui.games.bogglebowl_setup import Setup
    return Setup(app)


def turn(app, game, seats, player):
    """A human's turn: the token's move if they won the round, else the round (board first)."""
    v = game.view(player)
    if v["phase"] == "move":
        from bowui.games.bogglebowl_move import MoveScreen
        return MoveScreen(app, game, seats, player)
    if v["draft"] or v["my_ms"]:
        from bowui.games.bogglebowl_round import RoundScreen
        return RoundScreen(app, game, seats, player)      # resumed mid-round
    from bowui.games.bogglebowl_move import IntroScreen
    return IntroScreen(app, game, seats, player)


def verdict(app, game, seats, player):
    """The verdict of the round just played."""
    from bowui.games.bogglebowl_verdict import Verdict
    return Verdict(app, game, seats, player)


def results(app, game):
    """The final score."""
    from bowui.games.bogglebowl_verdict import Results
    return Results(app, game)
