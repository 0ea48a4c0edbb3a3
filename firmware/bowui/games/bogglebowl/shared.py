"""What Boggle Bowl's screens share: the sides' names and colours, the board's painting, and the
bots (made for a seat, and asked for an action with the low-memory path)."""

import gc
import sys

SIDE_NAMES = ("Red", "Blue")
SIDE_COLOURS = (0xF05050, 0x5088F0)
# The board's painted tiles (bogglebowl_board), held here: the board's module comes and goes
# with the screens, this one stays while the game is played, so the board's screens (the
# intro, the move, the verdict) share one painting; a round's screen lets it go (1.6 KB).
BOARD_TILES = []


def seat_name(game, seat):
    """"Red" in a 2-player game; "Red (P3)" when a side is a team."""
    side = game.side_of(seat)
    return SIDE_NAMES[side] if game.players == 2 else "%s (P%d)" % (SIDE_NAMES[side], seat + 1)


def pegs_text(pegs):
    """A side's pegs, e.g. "20 40" ("none" before the first score)."""
    return " ".join([str(p) for p in pegs]) if pegs else "none"


def make_bot(app, game, seats, seat):
    """The bot of the kind picked for `seat` at setup."""
    from bowengine import games
    return games.bots(game.NAME)[seats[seat]](seat, app.hw.seed(), game.context)


def bot_action(app, bot, view, legal):
    """The bot's next action; on a MemoryError: lighten it, collect and retry, else done.
    What its search imported (the solver's modules) goes again once it has acted: on the round
    screen the bots search a few times a round, and lay cubes from their plan in between. The
    solver's arrays stay: the game program made them at its start (entry.resumed)."""
    before = list(sys.modules) if app.releases() else None
    try:                    # (one frame, not a helper's too: the search runs under it)
        try:
            return bot.act(view, legal)
        except MemoryError:
            pass
        bot.lighten()                       # the solver's arrays go, a small budget
        gc.collect()
        try:
            return bot.act(view, legal)
        except MemoryError:
            gc.collect()
            return ("done",) if ("done",) in legal else legal[0]
    finally:
        if before is not None and len(sys.modules) > len(before):
            from bowui.app import forget_new
            forget_new(before)
