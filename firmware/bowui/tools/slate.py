"""The sealed-bid slate, pass-and-play: a "hand the device to" screen before every
secret, private bid entry, then the bids revealed one by one in turn order."""

from bowui import sound, ui
from bowui.tools.tool import Tool
from bowui.input import A, B, DOWN, LEFT, RIGHT, UP
from bowui.handoff import HandOff


def name(p):
    return "Player %d" % (p + 1)


def SlateScreen(app, game):  # noqa: N802 - a screen factory
    """The screen that continues a slate: the next bidder's hand-off, or the reveal."""
    waiting = game.waiting_for()
    if waiting:
        p = waiting[0]
        return HandOff(app, name(p), lambda app: BidEntry(app, game, p),
                       "Only %s may look: the bid is secret." % name(p))
    return Reveal(app, game)


class SlateSetup(Tool):
    """How many players, and who reveals first (the player whose turn it is)."""

    NAME = "slate"
    title = "Sealed-bid slate"
    INDEX = 5

    def __init__(self, app, game=None):
        self.players = 3
        self.first = 0
        self.game = None
        ui.Screen.__init__(self, app)
        self.menu = ui.Menu(self.group, self.items(), rows=3, y=26, step=16)
        ui.label(self.group, "<>: change  A: start", 4, 112, ui.GREY, anchor=(0, 1.0))
        ui.label(self.group, "B: back", 4, 126, ui.GREY, anchor=(0, 1.0))

    def items(self):
        return [("Players: < %d >" % self.players, ui.WHITE),
                ("First to reveal: < %d >" % (self.first + 1), ui.WHITE),
                ("Start the auction", ui.GOLD)]

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & B:
            return self.back()
        step = 1 if pressed & RIGHT else -1 if pressed & LEFT else 0
        if step and self.menu.cursor == 0:
            self.players = min(5, max(2, self.players + step))
            self.first = min(self.first, self.players - 1)
        elif step and self.menu.cursor == 1:
            self.first = (self.first + step) % self.players
        elif pressed & A and self.menu.cursor == 2:
            if self.app.saved_name() is None:
                return self.begin(self.app)
            from bowui.menu.replace import Replace  # an unfinished game is saved: asked first
            return Replace(self.app, self.title, self.begin, lambda app: self)
        else:
            return None
        self.menu.items = self.items()
        self.menu.draw()
        return None

    def begin(self, app):
        """The auction starts, saved (it takes the save ring's place)."""
        from bowengine import games
        game = games.new("slate", self.players, app.hw.seed(), {"first": self.first})
        app.autosave(game)
        return SlateScreen(app, game)


class BidEntry(Tool):
    """One player's secret bid: Up/Down change a digit, Left/Right move, A seals it."""

    NAME = "slate"
    SAVE = True
    INDEX = 5
    FOOT = "A: seal bid  B: hide"
    KEYS = "Up/Down: digit  <>: move"

    def __init__(self, app, game, player):
        self.player = player
        self.title = name(player) + ": your bid"
        Tool.__init__(self, app, game)
        v = game.view(player)
        self.floor = v["floor"]
        self.rounds = len(v["reveals"])
        self.can_pass = self.rounds == 0
        self.width = len(str(game.options["maximum"]))
        self.value = self.floor
        self.pos = self.width - 1           # the digit under the cursor; width = "no bid"
        ui.label(self.group, "Bid %d to %d" % (self.floor, game.options["maximum"]), 80, 24,
                 ui.GREY, anchor=(0.5, 0))
        self.digits = [ui.label(self.group, "", 56 + 18 * i, 40, ui.WHITE, "big", 2)
                       for i in range(self.width)]
        self.cursor = ui.rect(self.group, 0, 76, 16, 3, ui.GOLD)
        self.bar = self.group[-1]
        self.passing = ui.label(self.group, "", 80, 84, ui.GREY, anchor=(0.5, 0))
        self.note = ui.label(self.group, self.KEYS, 80, 98, ui.GREY, anchor=(0.5, 0))   # the keys, or what is wrong
        self.foot = ui.label(self.group, self.FOOT, 4, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        text = str(self.value)
        text = "0" * (self.width - len(text)) + text
        for i, lab in enumerate(self.digits):
            ui.show(lab, text[i])
        on_pass = self.pos == self.width
        self.bar.hidden = on_pass
        self.bar.x = 56 + 18 * min(self.pos, self.width - 1)
        if self.can_pass:
            ui.show(self.passing, "[ No bid ]" if on_pass else "or no bid >",     # past the digits
                    ui.GOLD if on_pass else ui.GREY)

    def update(self, pressed):
        if pressed & B:
            return SlateScreen(self.app, self.game)   # hide the screen: hand-off again
        last = self.width if self.can_pass else self.width - 1
        if pressed & LEFT:
            self.pos = max(0, self.pos - 1)
        elif pressed & RIGHT:
            self.pos = min(last, self.pos + 1)
        elif pressed & (UP | DOWN) and self.pos < self.width:
            unit = 10 ** (self.width - 1 - self.pos)     # no wrap: 000 stays, the top stays
            self.value = min(self.game.options["maximum"], max(0, self.value + (unit if pressed & UP else -unit)))
            ui.show(self.note, self.KEYS, ui.GREY)
        elif pressed & A:
            action = ("pass",) if self.pos == self.width else ("bid", self.value)
            if self.act(action, self.player):
                return self.done()
            ui.show(self.note, "Bid %d to %d" % (self.floor, self.game.options["maximum"]), ui.RED)
        else:
            return None
        self.draw()
        return None

    def done(self):
        if len(self.game.view(0)["reveals"]) > self.rounds:
            return Reveal(self.app, self.game)
        return SlateScreen(self.app, self.game)


class Reveal(Tool):
    """The last round's bids, revealed one by one in turn order (A shows the next)."""

    NAME = "slate"
    INDEX = 5

    def __init__(self, app, game):
        v = game.view(0)
        self.round = v["reveals"][-1]
        self.title = "Reveal, round %d" % len(v["reveals"])
        Tool.__init__(self, app, game)
        self.rows = []
        for i, (p, _) in enumerate(self.round):
            ui.label(self.group, name(p), 8, 21 + 13 * i)
            self.rows.append(ui.label(self.group, "?", 120, 21 + 13 * i, ui.GREY))
        self.lines = [ui.label(self.group, "", 4, 86 + 13 * i, ui.GOLD) for i in range(2)]
        self.hint = ui.label(self.group, "A: reveal next", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.shown = 0
        if game.result() is not None:
            app.forget_save()

    def update(self, pressed):
        if not pressed & A:
            return None
        if self.shown < len(self.round):
            bid = self.round[self.shown][1]
            ui.show(self.rows[self.shown], "no bid" if bid == 0 else self.amount(bid), ui.WHITE)
            self.shown += 1
            self.app.sound.tone(sound.REVEAL, 60)
            if self.shown == len(self.round):
                self.outcome()
            return None
        if self.game.result() is None:
            return SlateScreen(self.app, self.game)
        return SlateSetup(self.app)

    def amount(self, bid):
        """A revealed bid as it is shown (here a plain number)."""
        return str(bid)

    def outcome(self):
        r = self.game.result()
        v = self.game.view(0)
        if r is None:
            text = "Tie: %s bid again, at least %d" % (
                ", ".join([str(p + 1) for p in v["bidders"]]), v["floor"])
            hint = "A: next round"
        elif r["winners"]:
            text = "%s wins with %d%s" % (name(r["winners"][0]), r["price"],
                                          " (by lot)" if r["by_lot"] else "")
            hint = "A: new auction"
        else:
            text = "Nobody bid."
            hint = "A: new auction"
        lines = ui.wrap(text)
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i] if i < len(lines) else "")
        ui.show(self.hint, hint)
