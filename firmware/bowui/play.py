"""Any registered game through the engine contract: setup (players, humans or bots),
then turns: bots act, each human gets a hand-off screen before their view
(pass-and-play), and the game autosaves when a human's turn comes (after the bots moved,
so a resumed game shows the same position).

A game's own screens live in bowui/games/NAME.py (imported only while it is
played) and may define any of:

    setup(app) -> Screen                  players, seats, options
    turn(app, game, seats, player) -> Screen   a human's turn; it calls
                                          finish(app, game, seats, player) once it applied
    results(app, game) -> Screen          the end

What a game does not define, the generic screens here do from the contract alone:
the view as lines and legal() as a list (a number range has its own entry).
"""

import gc

from bowui import ui
from bowui.input import A, B, DOWN, LEFT, RIGHT, UP
from bowui.screens import HandOff


def own_screens(name):
    """The game's own screens module (bowui.games.NAME), or None."""
    import bowui.games
    module = name.replace("-", "_")
    from bowui.screens import installed
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
    return own(app) if own is not None else SetupScreen(app, name)


def turn_screen(app, game, seats, player):
    """Human `player`'s turn screen (the game's own, or the generic one)."""
    return _screen(game.NAME, "turn", Turn)(app, game, seats, player)


def _kinds(name):
    from bowengine import games
    return ["human"] + sorted(games.bots(name))


def seats_text(seats):
    return ",".join(seats)


def _shown(value):
    return ("on" if value else "off") if value is True or value is False else str(value)


class SetupScreen(ui.Screen):
    """Players, each seat human or a bot kind (expert first), then the game's options; A starts.

    choices: the options offered, as (option, label, values) rows, e.g.
    ("challenges", "Challenges", (False, True)); the first value is the default."""

    reload_ok = True

    def __init__(self, app, name, choices=()):
        from bowengine import games
        from bowui.screens import title_of
        self.title = title_of(name)
        ui.Screen.__init__(self, app)
        self.name = name
        self.lo, self.hi = games.game_class(name).PLAYERS
        self.kinds = _kinds(name)
        self.players = self.lo if self.lo > 1 else min(2, self.hi)
        bot = "expert" if "expert" in self.kinds else self.kinds[-1]
        self.seats = ["human"] + [bot] * (self.hi - 1)
        self.choices = choices
        self.picked = [0] * len(choices)
        self.menu = ui.Menu(self.group, self.items(), rows=6)
        ui.label(self.group, "<>: change  A: start", 4, 126, ui.GREY, anchor=(0, 1.0))

    def items(self):
        rows = [("Players: < %d >" % self.players, ui.WHITE)]
        for i in range(self.players):
            rows.append(("P%d: %s" % (i + 1, self.seats[i]), ui.WHITE))
        for i, row in enumerate(self.choices):
            rows.append(("%s: %s" % (row[1], _shown(row[2][self.picked[i]])), ui.WHITE))
        rows.append(("Start", ui.GOLD))
        return rows

    def options(self):
        """The options picked, as a dict for games.new."""
        opts = {}
        for i, row in enumerate(self.choices):
            opts[row[0]] = row[2][self.picked[i]]
        return opts

    def start(self):
        """A new game with the seats and options picked: the first turn's screen."""
        from bowengine import games
        game = games.new(self.name, self.players, self.app.hw.seed(), self.options(),
                         self.app.context(self.name))
        seats = self.seats[:self.players]
        self.app.ring.store_settings(bytes((1 if self.app.sound.muted else 0,))
                                     + seats_text(seats).encode())
        return next_turn(self.app, game, seats, None)

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & B:
            return self.app.menu()
        step = 1 if pressed & RIGHT else -1 if pressed & LEFT else 0
        c = self.menu.cursor
        n = self.players
        if step and c == 0:
            self.players = min(self.hi, max(self.lo, self.players + step))
        elif step and c <= n:
            k = self.kinds
            self.seats[c - 1] = k[(k.index(self.seats[c - 1]) + step) % len(k)]
        elif step and c <= n + len(self.choices):
            i = c - n - 1
            self.picked[i] = (self.picked[i] + step) % len(self.choices[i][2])
        elif pressed & A and c == len(self.menu.items) - 1:
            return self.start()
        else:
            return None
        self.menu.items = self.items()
        self.menu.cursor = min(self.menu.cursor, len(self.menu.items) - 1)
        self.menu.draw()
        return None


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
            app.autosave(game)      # each human turn starts saved, the bots' moves with it
            p = human[0]
            humans = len([s for s in seats if s == "human"])
            if humans > 1 and p != last:
                return HandOff(app, "Player %d" % (p + 1),
                               lambda app, p=p: turn_screen(app, game, seats, p))
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
        return Turn(app, game, seats, None)
    app.forget_save()
    return (_screen(game.NAME, "results", Results), app, game)


# What a game's turn screen calls once its human acted: the bots, then the next turn (saved).
finish = next_turn


def PlayScreen(app, game):  # noqa: N802 - a screen factory
    """Continue a resumed game."""
    return next_turn(app, game, saved_seats(app, game), None)


def _lines(view):
    out = []
    for key in sorted(view):
        text = "%s: %s" % (key, view[key])
        out.extend(ui.wrap(text)[:3])
    return out


class Turn(ui.Screen):
    """A human's turn: their view (Left/Right scroll it) and their legal choices."""

    def __init__(self, app, game, seats, player):
        self.title = "Player %d" % (player + 1) if player is not None else game.NAME
        ui.Screen.__init__(self, app)
        from bowengine.contract import describe
        self.game, self.seats, self.player = game, seats, player
        self.view = _lines(game.view(player if player is not None else 0))
        self.top = 0
        self.rows = [ui.label(self.group, "", 2, 20 + 12 * i, ui.GREY) for i in range(4)]
        self.choices = game.legal(player) if player is not None else []
        items = [(describe(c)[:24], ui.WHITE) for c in self.choices] or [("A: let the bots go on", ui.GREY)]
        self.menu = ui.Menu(self.group, items, y=70, rows=4, step=13)
        self.draw()

    def draw(self):
        for i, lab in enumerate(self.rows):
            k = self.top + i
            ui.show(lab, self.view[k] if k < len(self.view) else "")

    def update(self, pressed):
        if self.player is None:
            return next_turn(self.app, self.game, self.seats, None) if pressed & A else None
        if self.menu.move(pressed):
            return None
        if pressed & (LEFT | RIGHT):
            self.top = max(0, min(len(self.view) - 1, self.top + (4 if pressed & RIGHT else -4)))
            self.draw()
        elif pressed & A and self.choices:
            choice = self.choices[self.menu.cursor]
            for part in choice:
                if isinstance(part, range):
                    return Number(self.app, self, choice)
            return self.take(choice)
        return None

    def take(self, action):
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(self.player, action)
        except IllegalAction:
            from bowui.sound import ERROR
            self.app.sound.tone(ERROR, 150)
            return None
        return finish(self.app, self.game, self.seats, self.player)


class Number(ui.Screen):
    """A number from a range: Up/Down one step, Right/Left ten steps, A takes it, B goes back."""

    def __init__(self, app, turn, choice):
        from bowengine.contract import describe
        self.title = describe(choice)[:18]
        ui.Screen.__init__(self, app)
        self.turn, self.choice = turn, choice
        self.r = [p for p in choice if isinstance(p, range)][0]
        self.i = 0
        self.value = ui.label(self.group, "", 80, 60, ui.GOLD, "big", 2, anchor=(0.5, 0.5))
        ui.label(self.group, "^v: 1  <>: 10  A: take", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        ui.show(self.value, str(self.r[self.i]))

    def update(self, pressed):
        if pressed & B:
            return self.turn
        step = 1 if pressed & UP else -1 if pressed & DOWN else 10 if pressed & RIGHT else \
            -10 if pressed & LEFT else 0
        if step:
            self.i = max(0, min(len(self.r) - 1, self.i + step))
            self.draw()
        elif pressed & A:
            action = tuple([self.r[self.i] if isinstance(p, range) else p for p in self.choice])
            return self.turn.take(action)
        return None


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
        lines = _lines(dict([(k, r[k]) for k in r if k != "winners"]))
        for i, line in enumerate(lines[:7]):
            ui.label(self.group, line, 4, 38 + 12 * i)

    def update(self, pressed):
        return self.app.menu() if pressed & (A | B) else None
