"""The Auctioneer's announcements: a sale by the dice (the companion's High Bid dice
tumble, then land on the engine's roll) and the news of an auction or a table buy."""

from bowengine.highbid import data as D

from bowui import ui
from bowui.games.highbid.text import DICE_NOTES, card_title, money, note_text, who
from bowui.tools.highbid_dice import HighBidScreen, green_face
from bowui.input import A

_HEADS = (None, "SOLD!", "NO BIDS", "SOLD!", "SOLD!", "BOUGHT BACK", "NO BIDS", "TABLE BUY",
          "GOING OUT")


def dice_outcome(view, you):
    """What the roll did, in a few words."""
    red, green = view["roll"]
    kind = view["note"][0]
    if view["phase"] == "open sale":
        return "OPEN SALE: everyone may bid, from $20 up"
    if kind == DICE_NOTES[0]:
        area = [a for p, a in D.AREAS if p == red][0]
        paid = view["note"][3] - (D.BONUS if green == D.BONUS else 0)
        text = "%s pays %d%%: %s" % (area, red, money(paid))
        return text + (" plus the $200 bonus" if green == D.BONUS else "")
    return note_text(view, you)


def SaleScreen(app, game, player, then, dice):  # noqa: N802 - a screen factory
    """The dice of the last sale (tumbling), or the news of the last event."""
    return DiceSale(app, game, player, then) if dice else News(app, game, player, then)


class DiceSale(HighBidScreen):
    """A card sold by the dice: the red and green dice tumble and land on the engine's roll."""

    title = "Dice sale"

    def __init__(self, app, game, player, then):
        self.view = game.view(player)
        self.player = player
        seller = self.view["buyer"]
        self.title = "Your dice sale" if seller == player else "P%d's dice sale" % (seller + 1)
        self.then = then
        HighBidScreen.__init__(self, app, game)
        ui.show(self.group[-1], "A: go on")           # the companion's "A: roll" hint
        self.start()
        self.draw()

    def draw(self):
        v = self.view
        card = v["block"][0] if v["phase"] == "open sale" else v["note"][2]
        if self.rolling:
            seller = v["buyer"]
            lines = [card_title(card), "You roll the dice..." if seller == self.player
                     else who(seller) + " rolls the dice..."]
        else:
            red, green = v["roll"]
            ui.show(self.red, "%d%%" % red)
            ui.show(self.green, green_face(green))
            lines = [card_title(card)] + ui.wrap(dice_outcome(v, self.player))
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i] if i < len(lines) else "", ui.GOLD if i == 0 else ui.WHITE)

    def idle(self, pressed):
        return self.then(self.app) if pressed & A else None


class News(ui.Screen):
    """The Auctioneer calls the last event: who bought what, for how much."""

    title = "Auctioneer"

    def __init__(self, app, game, player, then):
        ui.Screen.__init__(self, app)
        self.then = then
        v = game.view(player)
        ui.label(self.group, _HEADS[v["note"][0]] or "", 80, 26, ui.GOLD, "big", anchor=(0.5, 0))
        for i, line in enumerate(ui.wrap(note_text(v, player))[:3]):
            ui.label(self.group, line, 80, 50 + 13 * i, ui.WHITE, anchor=(0.5, 0))
        if v["note"][0] in (1, 7) and v["note"][1] >= 0:
            n = v["cards"][v["note"][1]]
            ui.label(self.group, "%s now holds %d card%s" % (who(v["note"][1], player), n,
                                                             "" if n == 1 else "s"),
                     80, 92, ui.GREY, anchor=(0.5, 0))
        ui.label(self.group, "A: go on", 4, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        return self.then(self.app) if pressed & A else None
