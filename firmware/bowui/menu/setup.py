"""The setup screen every game can use: players, each seat human or a bot kind, and the
game's options (imported for setup only; a game's own setup may subclass it)."""

from bowui import ui
from bowui.input import LEFT, RIGHT, A, B


def _kinds(name, app):
    """The seat kinds of game `name`: human and its bots (whose modules go again)."""
    import sys

    from bowengine import games
    before = list(sys.modules)
    kinds = ["human"] + sorted(games.bots(name))
    if app.releases():
        from bowui.app import forget_new
        forget_new(before)
    return kinds


def setup_screen(app, name):
    """The setup screen of game `name` (its own, or the generic one)."""
    from bowui.games import own_screens
    mod = own_screens(name)
    own = getattr(mod, "setup", None) if mod is not None else None
    return own(app) if own is not None else SetupScreen(app, name)


def seats_text(seats):
    """The seat kinds as stored with the settings, e.g. "human,expert"."""
    return ",".join(seats)


def _shown(value):
    return ("on" if value else "off") if value is True or value is False else str(value)


class SetupScreen(ui.Screen):
    """Players, each seat human or a bot kind (expert first), then the game's options, then
    Start: A there starts the game, A on another row goes down to it (it may be below the fold).

    choices: the options offered, as (option, label, values) rows, e.g.
    ("challenges", "Challenges", (False, True)); the first value is the default."""

    reload_ok = True

    def __init__(self, app, name, choices=()):
        from bowengine import games

        from bowui.catalog import title_of
        self.title = title_of(name)
        ui.Screen.__init__(self, app)
        self.name = name
        self.lo, self.hi = games.game_class(name).PLAYERS
        self.kinds = _kinds(name, app)
        self.players = self.lo if self.lo > 1 else min(2, self.hi)
        bot = "expert" if "expert" in self.kinds else self.kinds[-1]
        self.seats = ["human"] + [bot] * (self.hi - 1)
        self.choices = choices
        self.picked = [0] * len(choices)
        # Hints (issue 23), on the Start row where a game offers them: None follows the seats
        # (on when one human plays), <> there turns them on or off.
        self.offer_hints = "hints" in games.game_class(name).OPTIONS
        self.hints = None
        self.menu = ui.Menu(self.group, self.items(), rows=6)
        self.hint = ui.label(self.group, "", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.show_hint()

    def show_hint(self):
        """What A does on the cursor's row."""
        last = self.menu.cursor == len(self.menu.items) - 1
        ui.show(self.hint, "A: start the game" if last else "<>: change  A: to Start")

    def items(self):
        rows = [("Players: < %d >" % self.players, ui.WHITE)]
        for i in range(self.players):
            rows.append(("P%d: %s" % (i + 1, self.seats[i]), ui.WHITE))
        for i, row in enumerate(self.choices):
            rows.append(("%s: %s" % (row[1], _shown(row[2][self.picked[i]])), ui.WHITE))
        rows.append(self.start_row())
        return rows

    def hints_on(self):
        """Are hints on: as set on the Start row, else when one human plays."""
        if self.hints is None:
            return len([s for s in self.seats[:self.players] if s == "human"]) == 1
        return self.hints

    def start_row(self):
        """The last row: Start (with the hints, where the game offers them)."""
        if not self.offer_hints:
            return ("Start", ui.GOLD)
        return ("Start   hints: %s" % _shown(self.hints_on()), ui.GOLD)

    def options(self):
        """The options picked, as a dict for games.new."""
        opts = {}
        for i, row in enumerate(self.choices):
            opts[row[0]] = row[2][self.picked[i]]
        if self.offer_hints:
            opts["hints"] = self.hints_on()
        return opts

    def start(self):
        """A new game with the seats and options picked, played by the game program (the
        board reloads into it: this does not return)."""
        from bowengine import games
        game = games.new(self.name, self.players, self.app.hw.seed(), self.options(),
                         self.app.context(self.name))
        seats = self.seats[:self.players]
        self.app.ring.store_settings(bytes((1 if self.app.sound.muted else 0,))
                                     + seats_text(seats).encode())
        from bowui.records import settle
        settle(self.app.hw.nvm)          # the bests a game left unfinished set stay
        self.app.play(game)

    def pick(self, i, step):
        """Option i's next value (step 1: Right) or the one before (-1: Left): a number goes up
        on Right and down on Left to its largest or smallest, whatever order its values are
        listed in; other values go round."""
        values = self.choices[i][2]
        n = len(values)
        if type(values[0]) is not int:
            self.picked[i] = (self.picked[i] + step) % n
            return
        order = sorted(range(n), key=lambda k: values[k])
        at = order.index(self.picked[i])
        self.picked[i] = order[min(n - 1, max(0, at + step))]

    def update(self, pressed):
        if self.menu.move(pressed):
            self.show_hint()
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
            self.pick(c - n - 1, step)
        elif step and self.offer_hints and c == len(self.menu.items) - 1:
            self.hints = not self.hints_on()
        elif pressed & A and c == len(self.menu.items) - 1:
            if self.app.saved_name() is None:
                return self.start()
            from bowui.menu.replace import Replace  # an unfinished game is saved: asked first
            return Replace(self.app, self.title, lambda app: (self.start,), lambda app: self)
        elif pressed & A:
            self.menu.cursor = len(self.menu.items) - 1
        else:
            return None
        self.menu.items = self.items()
        self.menu.cursor = min(self.menu.cursor, len(self.menu.items) - 1)
        self.menu.draw()
        self.show_hint()
        return None
