"""Open bidding at the auction block: the card on sale, the bid to beat, your cash;
Left/Right set your bid in $20 steps, A bids or passes."""

from bowengine.highbid import data as D

from bowui import ui
from bowui.games.highbid.text import act, card_title, holding, money, set_of, short_note, who
from bowui.input import LEFT, RIGHT, A


class BidScreen(ui.Screen):
    """One bid or pass by a human: what is on the block, the high bid, the amount to bid."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        self.open = v["phase"] == "open sale"
        self.title = "Open Sale" if self.open else "Auction %d" % v["rounds"]
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        ui.label(self.group, money(v["money"]), 156, ui.HEAD_Y, ui.GOLD, "big", anchor=(1.0, 0))
        card = v["block"][-1]
        code, size, worth, name = set_of(card)
        ui.label(self.group, card_title(card), 4, 20, ui.GOLD)
        ui.label(self.group, "%s %s: you %d/%d" % (code, name, holding(v, card), size), 4, 33, ui.GREY)
        extra = len(v["block"]) - 1
        value = ("%s" if extra else "Value %s") % money(D.CARDS[card][1])   # (room for the cards)
        ui.label(self.group, value + (" +%d Buyer's Card%s" % (extra, "s" if extra > 1 else "") if extra else
                                      "  Set %s" % money(worth)), 2, 46)
        if v["leader"] >= 0:
            high = "High bid %s: %s" % (money(v["high"]), who(v["leader"], player))
        elif self.open and v["buyer"] == player:
            high = "Your own sale: from $20 up"
        elif self.open:
            high = "%s's sale: from $20 up" % who(v["buyer"])
        else:
            high = "Opening bid %s or more" % money(v["minimum"])
        ui.label(self.group, high, 4, 59, ui.WHITE if v["leader"] < 0 else ui.GREEN)
        last = short_note(v, player) if v["note"][0] else ""
        ui.label(self.group, last, 4, 72, ui.GREY)
        self.range = None
        for choice in game.legal(player):
            if choice[0] == "bid":
                self.range = choice[1]
        self.amount = self.range.start if self.range else 0
        self.menu = ui.Menu(self.group, self.items(), y=85, rows=3, step=14,
                            cursor=0 if self.range else 1)

    def items(self):
        if self.range is None:
            bid = ("No bid: you have %s" % money(self.game.view(self.player)["money"]), ui.GREY)
        else:
            bid = ("Bid  < %s >" % money(self.amount), ui.WHITE)
        return [bid, ("Pass", ui.WHITE), ("Your hand & the table", ui.WHITE)]

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        c = self.menu.cursor
        if c == 0 and self.range is not None and pressed & (LEFT | RIGHT):
            r = self.range
            step = r.step if pressed & RIGHT else -r.step
            self.amount = max(r.start, min(r[-1], self.amount + step))
            self.menu.items = self.items()
            self.menu.draw()
        elif pressed & A and c == 2:
            from bowui.games.highbid.look import Hand
            return Hand(self.app, self.game, self.player, self)
        elif pressed & A and (c == 1 or self.range is not None):
            action = ("pass",) if c == 1 else ("bid", self.amount)
            if act(self.app, self.game, self.player, action):
                return self.app.turn_done(self.game, self.seats, self.player)
        return None
