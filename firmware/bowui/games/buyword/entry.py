"""BuyWord's own screens: setup, the table with the Leader's die roll, results; buying, the
face-up draft and challenges are in bowui.games.buyword.buy, word entry in buyword_sell,
the tile auction in buyword_auction and letter trading in buyword_trade.

Tiles lie face up (the engine's ruling), so several humans share the device
without hand-offs for secrets; play.next_turn hands it over between humans.
"""

from micropython import const

from bowui import sound, ui
from bowui.games.buyword.tiles import Seat, story, who
from bowui.input import DOWN, LEFT, RIGHT, UP, A, B, ticks_diff

_TUMBLE_MS = const(450)
_STEP_MS = const(60)
_FACES = ("2", "3", "4", "5", "CHOICE")

# The engine's options, as the setup screen offers them (the first value is the default).
CHOICES = (("leader", "First Leader", (0, 1, 2, 3)),
           ("challenges", "Challenges", (False, True)),
           ("second_chance", "2nd chance", (False, True)),
           ("face_up_draft", "Face-up draft", (False, True)),
           ("tile_auction", "Tile auction", (False, True)),
           ("letter_trading", "Trading", (False, True)),
           ("open_bag", "Open bag", (False, True)))


def setup(app):
    """BuyWord's setup: 1-4 players (solitaire too), human or bot level per seat, the options."""
    from bowui.games.buyword.setup import SetupScreen
    return SetupScreen(app, "buyword", CHOICES)


_seen = [None, bytearray(4)]   # the game, and the round whose roll each of its players has seen


def seen(game):
    """Per player, the last round whose roll that player was shown (a new game starts at 0)."""
    if _seen[0] is not game:
        _seen[0] = game
        _seen[1] = bytearray(4)
    return _seen[1]


# What each human held when their selling began (the after-round review, B on the next Table):
# the game, then per player [round, letter tiles, Wilds, cash] or None. Kept while the game is
# played, not saved: after a resume the rack is the one held at the resume.
_racks = [None, None]


def racks(game):
    """Per player, their rack as their last selling began (a new game starts with none)."""
    if _racks[0] is not game:
        _racks[0] = game
        _racks[1] = [None] * game.players
    return _racks[1]


def last_rack(game, player, v):
    """[round, tiles, Wilds, cash] `player` held as the last selling round began (None if not
    known, or if this round's selling is under way)."""
    r = racks(game)[player]
    if r is None or v["phase"] in ("sell", "challenge", "trade"):
        return None
    return r if r[0] >= v["rounds"] - 1 else None


def turn(app, game, seats, player):
    """Human `player`'s screen for the phase the game is in (another Leader's roll first)."""
    v = game.view(player)
    phase = v["phase"]
    if phase in ("roll", "choose"):
        return Table(app, game, seats, player)
    shown = seen(game)
    if phase in ("buy", "offer", "draft", "auction") and shown[player] != v["rounds"] & 255 and v["face"]:
        shown[player] = v["rounds"] & 255
        if v["leader"] != player:
            table = Table(app, game, seats, player)
            table.tumble()                     # what the Leader rolled, landing on the engine's face
            return table
    if phase == "auction":                     # the options' screens: imported only when on
        from bowui.games.buyword.auction import Auction
        return Auction(app, game, seats, player)
    if phase == "trade":
        from bowui.games.buyword.trade import screen
        return screen(app, game, seats, player)
    if phase in ("buy", "offer", "draft", "challenge"):
        from bowui.games.buyword import buy
        if phase == "draft":
            return buy.Draft(app, game, seats, player)
        if phase == "challenge":
            return buy.Challenge(app, game, seats, player)
        return buy.Buy(app, game, seats, player)
    held = racks(game)
    if held[player] is None or held[player][0] != v["rounds"]:
        held[player] = [v["rounds"], v["held"][player], v["wilds"][player], v["money"][player]]
    from bowui.games.buyword.sell import Sell
    return Sell(app, game, seats, player)


def bag(app, game, seats, player):
    """The letters left in an open bag (the open bag option); A or B goes back to the table."""
    from bowui.notice import Notice
    left = game.view(player)["bag"]
    text = " ".join(["%s%d" % (chr(65 + i), n) for i, n in enumerate(left) if n])
    n = sum(left)
    return Notice(app, "Bag: %d tile%s" % (n, "" if n == 1 else "s"), text or "empty",
                  lambda a: (Table, a, game, seats, player))


def results(app, game):
    """The final standings."""
    from bowui.games.buyword.results import Results     # (its module only at the end)
    return Results(app, game)


class Table(Seat):
    """The table at the start of a round: cash, tiles and Wild tiles of every player, the bag, what
    happened last; the Leader rolls the die (A), which tumbles and lands on the engine's roll."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        Seat.__init__(self, app, game, seats, player,
                      "Round %d" % (v["rounds"] + (1 if v["phase"] == "roll" else 0)))
        ui.label(self.group, "    cash tiles Wilds", 4, 20, ui.GREY)   # over the die box's top
        self.rows = []
        for p in range(game.players):
            self.rows.append(ui.label(self.group, "", 4, 33 + 13 * p))
        ui.rect(self.group, 106, 33, 50, 38, ui.WHITE)      # below the header, beside the rows
        self.face = ui.label(self.group, "", 131, 52, ui.BLACK, "big", anchor=(0.5, 0.5))
        self.under = ui.label(self.group, "", 131, 72, ui.GOLD, anchor=(0.5, 0))
        self.lines = [ui.label(self.group, "", 2, 86 + 13 * i, ui.GREY) for i in range(2)]
        self.hint = ui.label(self.group, "", 4, 126, ui.WHITE, anchor=(0, 1.0))
        self.review = ui.label(self.group, "", 156, 126, ui.GREY, anchor=(1.0, 1.0))
        self.rolling = False
        self.frame = self.until = self.next = 0
        self.pick = 3
        self.draw()

    def draw(self):
        """Everyone's cash, tiles and Wilds, the die, and what happens next."""
        self.v = v = self.game.view(self.player)
        me = self.player
        self.phase = v["phase"]
        self.show_cash()
        for p, lab in enumerate(self.rows):
            text = "%-3s $%-4d %2d   %d" % (who(p, me), v["money"][p], len(v["held"][p]), v["wilds"][p])
            ui.show(lab, text, ui.GOLD if p == v["leader"] else ui.WHITE)   # Wilds under "Wilds"
        face = v["face"] or "?"
        self.set_face(face)
        if v["phase"] == "choose":
            ui.show(self.under, "< %d >" % self.pick)
            self.say("CHOICE: you pick 2 to 5 tiles for each player.", "<>: tiles  A: choose")
        elif v["phase"] == "roll":
            ui.show(self.under, "bag %d" % v["bag_size"])
            text = story(v["note"], me) if v["rounds"] else "You lead the first round."
            self.say(text, "A: roll the die" + ("  v: bag" if "bag" in v else ""))
        else:
            ui.show(self.under, "%s each" % v["tiles"] if v["tiles"] else "")
            lead = "You" if v["leader"] == me else "P%d" % (v["leader"] + 1)
            self.say("%s rolled %s: each player draws %d tiles." % (lead, v["face"], v["tiles"])
                     if v["tiles"] else story(v["note"], me), "A: go on")

    def tumble(self):
        """The die tumbles for a moment (faces in a fixed order), then shows the engine's roll."""
        now = self.app.now
        self.phase = ""                      # known again when the die lands
        self.rolling = True
        self.frame = 0
        self.until = (now + _TUMBLE_MS) & 0x1FFFFFFF
        self.next = now
        self.say("", "")
        ui.show(self.under, "")

    def set_face(self, face):
        """Show a die face ("CHOICE" smaller than the numbers)."""
        ui.show(self.face, face)
        self.face.rescale(1 if len(face) > 2 else 2)

    def say(self, text, hint):
        """Two lines of news and the hint at the bottom (B: the last round's review, if known)."""
        lines = ui.wrap(text)
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i] if i < len(lines) else "")
        ui.show(self.hint, hint)
        known = hint and len(hint) < 17 and last_rack(self.game, self.player, self.v)
        ui.show(self.review, "B: review" if known else "")

    def update(self, pressed):
        now = self.app.now
        if self.rolling:
            if ticks_diff(now, self.until) >= 0:
                self.rolling = False
                self.app.sound.tone(sound.LANDED, 80)
                self.draw()
            elif ticks_diff(now, self.next) >= 0:
                self.frame += 1
                self.next = (self.next + _STEP_MS) & 0x1FFFFFFF
                self.set_face(_FACES[self.frame % 5])
                self.app.sound.tone(sound.DICE, 12)
            return None
        if not pressed:
            return None
        phase = self.phase
        if pressed & B:
            rack = last_rack(self.game, self.player, self.game.view(self.player))
            if rack is not None:                     # the best sale of the last selling round
                from bowui.games.buyword.review import SaleReview
                return (SaleReview, self.app, self.game, self.player, rack,
                        (Table, self.app, self.game, self.seats, self.player))
            return None
        if pressed & DOWN and phase == "roll" and "bag" in self.v:     # the open bag option
            return (bag, self.app, self.game, self.seats, self.player)
        if phase == "roll":
            if pressed & A and self.act(("roll",)):
                seen(self.game)[self.player] = self.game.view(self.player)["rounds"] & 255
                self.tumble()
            return None
        if phase == "choose":
            if pressed & (LEFT | RIGHT | UP | DOWN):
                self.pick = min(5, max(2, self.pick + (1 if pressed & (RIGHT | UP) else -1)))
                self.draw()
            elif pressed & A and self.act(("choose", self.pick)):
                return self.finish()
            return None
        if pressed & A:
            return self.finish()
        return None


def resumed(app, game, seats):
    """The game program starts: the humans' sales are watched for the records (feats)."""
    from bowui.games.buyword.feats import watch
    watch(app, game, seats)
