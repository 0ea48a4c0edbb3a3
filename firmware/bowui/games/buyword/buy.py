"""BuyWord's turn screens after the roll: buying the drawn tiles (all or nothing), the
face-up draft, answering a challenge; and the Seat every turn screen is built on."""

from micropython import const

from bowengine.buyword.pricing import quote
from bowui import ui
from bowui.games.buyword.fit import fit
from bowui.games.buyword.tiles import Seat, Tiles, hint, pips_text, story, who
from bowui.input import A, LEFT, RIGHT, START

_WORD_CELLS = const(11)     # the longest word a row of tiles shows


def rolled(v, me):
    """What this round's die said, e.g. 'P2 rolled 4: 4 each'."""
    face = v["face"] or "?"
    if face == "CHOICE":
        return "%s chose %d each (CHOICE)" % (who(v["leader"], me), v["tiles"])
    return "%s rolled %s" % (who(v["leader"], me), face) + (
        ": %d each" % v["tiles"] if v["tiles"] else "")


def holding(held, wilds):
    """'Yours: DIL, 4 Wilds' in one line (the letters cut short if need be)."""
    tail = ", %d Wild%s" % (wilds, "" if wilds == 1 else "s")
    held = held or "no tiles"
    room = 26 - 7 - len(tail)
    return "Yours: " + (held if len(held) <= room else held[:room - 2] + "..") + tail


class Buy(Seat):
    """Buy the drawn tiles (or another player's declined ones) for pips squared, or decline."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        Seat.__init__(self, app, game, seats, player, who(player) + " buys?")
        offer = v["phase"] == "offer"
        tiles = v["offer"] if offer else v["new"][player]
        self.tiles = tiles
        top = ("%s declined these" % who(v["offered_by"], player)) if offer else rolled(v, player)
        ui.label(self.group, fit(top), 80, 20, ui.GREY, anchor=(0.5, 0))
        n = len(tiles)
        row = Tiles(self.group, n, (160 - 24 * n) // 2 + 1, 34, per_row=8, pitch=24, tall=22,
                    kind="big")
        row.show_all(tiles)
        ui.label(self.group, pips_text(tiles), 80, 60, ui.GOLD, "big", anchor=(0.5, 0))
        held = v["held"][player]
        self.holding = ui.label(self.group, holding(held, v["wilds"][player]), 4, 78, ui.GREY)
        price = quote(tiles)[1]
        self.price = price
        legal = game.legal(player)
        self.actions = [a for a in legal]
        items = []
        for a in self.actions:
            if a[0] == "buy":
                items.append(("Buy for $%d" % price, ui.WHITE))
            else:
                items.append(("Decline" if ("buy",) in legal else "Decline: only $%d"
                              % v["money"][player], ui.WHITE))
        self.menu = ui.Menu(self.group, items, y=94, rows=2, step=15)

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & START and self.game.options.get("hints"):
            ui.show(self.holding, hint(self.app, "buy_hint", self.game, self.player, self.tiles,
                                       self.price), ui.GOLD)
            return None
        if pressed & A and self.act(self.actions[self.menu.cursor]):
            return self.finish()
        return None


class Draft(Seat):
    """Face-up draft: take one of the tiles on show (Left/Right, A)."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        Seat.__init__(self, app, game, seats, player, who(player) + " takes")
        shown = v["display"]
        note = story(v["note"], player)
        if not note or note.startswith("rolled") or note.startswith("chose"):
            note = rolled(v, player)
        ui.label(self.group, fit(note), 4, 20, ui.GREY)
        self.shown = shown
        self.row = Tiles(self.group, len(shown), 5, 36, per_row=10, pitch=15, tall=16)
        self.row.show_all(shown)
        mine = v["new"][player]
        ui.label(self.group, "Taken: %s" % (mine or "none"), 4, 78, ui.WHITE)
        ui.label(self.group, "%d each, %s" % (v["tiles"], pips_text(mine) if mine else "$0"),
                 4, 92, ui.GREY)
        ui.label(self.group, "<>: tile  A: take", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.at = 0
        self.row.cursor(0)

    def update(self, pressed):
        if pressed & (LEFT | RIGHT):
            self.at = (self.at + (1 if pressed & RIGHT else -1)) % len(self.shown)
            self.row.cursor(self.at)
        elif pressed & A and self.act(("take", self.shown[self.at])):
            return self.finish()
        return None


class Challenge(Seat):
    """Challenges option: another player offers a word; accept it or challenge ($20 to the loser)."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        Seat.__init__(self, app, game, seats, player, who(player) + ": fair?")
        word = v["claim"]
        ui.label(self.group, "%s sells this word:" % who(v["seller"], player), 80, 20, ui.GREY,
                 anchor=(0.5, 0))
        n = min(len(word), _WORD_CELLS)
        row = Tiles(self.group, n, (160 - 14 * n) // 2 + 1, 36, per_row=_WORD_CELLS, pitch=14)
        row.show_all(word)
        ui.label(self.group, pips_text(word), 80, 58, ui.GOLD, anchor=(0.5, 0))
        ui.label(self.group, "The loser pays $20.", 80, 72, ui.GREY, anchor=(0.5, 0))
        self.menu = ui.Menu(self.group, [("Accept", ui.WHITE), ("Challenge", ui.WHITE)],
                            y=94, rows=2, step=15)

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & A and self.act(("accept",) if self.menu.cursor == 0 else ("challenge",)):
            return self.finish()
        return None
