"""Any registered game through the engine contract, in the game program (game.py): the
setup (players, humans or bots; in the menu program) saved the game, then turns: bots act, each human gets a hand-off screen before their view
(pass-and-play), and the game autosaves when a human's turn comes (after the bots moved,
so a resumed game shows the same position).

A game's own screens live in bowui/games/NAME.py (imported only while it is
played) and may define any of:

    setup(app) -> Screen                  players, seats, options
    turn(app, game, seats, player) -> Screen   a human's turn; it calls
                                          finish(app, game, seats, player) once it applied
    results(app, game) -> Screen          the end

What a game does not define, the generic screens do from the contract alone: setup in
bowui.setup, the turn (the view as lines and legal() as a list) in bowui.generic, the
results here (a game's own subclass them). Each is imported only when used: this module
stays loaded while a game is played.
"""

import gc

from bowui import ui
from bowui.input import A, B


def own_screens(name):
    """The game's own screens module (bowui.games.NAME), or None."""
    import bowui.games
    module = name.replace("-", "_")
    from bowui import installed
    if not installed(bowui.games, module):
        return None
    __import__("bowui.games." + module)
    return getattr(bowui.games, module)


def _screen(name, kind, default):
    mod = own_screens(name)
    return getattr(mod, kind, default) if mod is not None else default


def setup_screen(app, name):
    """The setup screen of game `name` (its own, or the generic one)."""
    own = _screen(name, "setup", None)
    if own is not None:
        return own(app)
    from bowui.setup import SetupScreen
    return SetupScreen(app, name)


def turn_screen(app, game, seats, player):
    """Human `player`'s turn screen (the game's own, or the generic one). The game is saved
    first: each human turn starts saved, the bots' moves with it (here, once App.go let the
    last screen and the bots go, the save has the most room)."""
    app.autosave(game)
    own = _screen(game.NAME, "turn", None)
    if own is None:
        from bowui.generic import Turn as own
    return own(app, game, seats, player)


def saved_seats(app, game):
    """The seat kinds stored with the settings when the game began (all human if unknown)."""
    body = app.ring.settings()
    seats = bytes(body[1:]).decode().split(",") if len(body) > 1 else []
    if len(seats) != game.players:
        seats = ["human"] * game.players
    return seats


def bot_act(game, p, bot):
    """Bot p's action. The low-memory path: on a MemoryError, collect and ask again; if memory
    is still short, a plain legal move from the engine (game.random_action) instead of a crash."""
    for _ in range(2):
        try:
            return bot.act(game.view(p), game.legal(p))
        except MemoryError:
            gc.collect()
    return game.random_action(p, bot.rng)


def hand_off(app, game, seats, player):
    """Pass-and-play: the device goes to `player`, then their turn (which App.go makes once the
    hand-off has gone)."""
    app.autosave(game)
    from bowui.handoff import HandOff
    return HandOff(app, "Player %d" % (player + 1), lambda app: (turn_screen, app, game, seats, player))


def next_turn(app, game, seats, last):
    """Bots move; then the next human's hand-off (if several humans share the device)."""
    from bowengine import games
    bots = {}
    moves = 0
    think = None            # the "thinking" dot while bots move (bowui/thinking.py)
    while game.result() is None and moves < 500:
        waiting = game.waiting_for()
        human = [p for p in waiting if seats[p] == "human"]
        if human:
            think = think and think.close()
            p = human[0]
            humans = len([s for s in seats if s == "human"])
            if humans > 1 and p != last:
                return (hand_off, app, game, seats, p)
            return (turn_screen, app, game, seats, p)      # built by App.go, at a shallow depth
        p = waiting[0]
        if p not in bots:
            bots[p] = games.bots(game.NAME)[seats[p]](p, app.hw.seed(), game.context)
            if think is None:
                from bowui.thinking import Thinking
                think = Thinking(app)
            bots[p].tick = think.tick
        game.apply(p, bot_act(game, p, bots[p]))
        moves += 1
    think = think and think.close()
    if game.result() is None:
        from bowui.generic import Turn
        return Turn(app, game, seats, None)
    app.forget_save()
    return (_screen(game.NAME, "results", Results), app, game)


def finish(app, game, seats, player):
    """What a game's turn screen returns once its human acted: the bots move while this
    screen shows (with the thinking dot), then the next turn, made by App.go once this
    screen has gone (the two never share the heap)."""
    return next_turn(app, game, seats, player)


def resume(app):
    """The game program's first screen: the game saved in the ring goes on (bots first, in
    App.go: a frame less under their search)."""
    game = app.saved_game()
    if game is None:
        raise RuntimeError("no saved game this build can read")
    return (next_turn, app, game, saved_seats(app, game), None)


def view_lines(view):
    """A view (a dict) as lines of text: "key: value", each wrapped to at most three lines."""
    out = []
    for key in sorted(view):
        text = "%s: %s" % (key, view[key])
        out.extend(ui.wrap(text)[:3])
    return out


class Results(ui.Screen):
    """Who won, and the rest of result() in a few lines; A or B: the menu.

    A game's own results screen subclasses it and overrides draw."""

    title = "Results"
    reload_ok = True

    def __init__(self, app, game):
        ui.Screen.__init__(self, app)
        self.draw(game, game.result())

    def draw(self, game, r):
        """Lay out result() `r` of `game` on the screen."""
        won = ", ".join(["Player %d" % (p + 1) for p in r["winners"]]) or "nobody"
        ui.label(self.group, "Winner: " + won, 4, 22, ui.GOLD)
        lines = view_lines(dict([(k, r[k]) for k in r if k != "winners"]))
        for i, line in enumerate(lines[:7]):
            ui.label(self.group, line, 4, 38 + 12 * i)

    def update(self, pressed):
        return self.app.menu() if pressed & (A | B) else None
