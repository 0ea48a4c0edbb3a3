"""The buyer's turn after a purchase from the auction block: sell up to 3 cards by
the dice, buy 1-3 cards from the table for a Buyer's Card, go out, or end the turn.
Before the buyer's decisions, another player is asked here whether he goes out (the
engine waits for him; see rules.py for who is asked when): go out if worth the goal,
or stay in for now."""

from bowui import ui
from bowui.games.highbid.text import act, money, note_text, who
from bowui.input import A


class BuyerScreen(ui.Screen):
    """What the buyer may do now, as a list; what he bought and his worth above it."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        asked = v["turn"] != player
        self.title = "Go out?" if asked else "Your turn"
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        ui.label(self.group, money(v["money"]), 156, ui.HEAD_Y, ui.GOLD, "big", anchor=(1.0, 0))
        for i, line in enumerate(ui.wrap(note_text(v, player))[:2]):
            ui.label(self.group, line, 2, 20 + 13 * i, ui.GOLD)
        text = "Sales %d/3  table buys %d/3" % (v["sales"], v["bought"])
        if asked:
            text = "%s's turn; %s" % (who(v["turn"]), "you may go out" if v["worth"] >= v["goal"]
                                      else "below the goal")
        ui.label(self.group, text, 4, 46, ui.GREY)
        ui.label(self.group, "Worth %s, goal %s" % (money(v["worth"]), money(v["goal"])), 4, 59,
                 ui.GREEN if v["worth"] >= v["goal"] else ui.WHITE)
        kinds = [a[0] for a in game.legal(player)]
        self.acts = []
        items = []
        if "sell" in kinds:
            items.append(("Sell a card (%d left)" % (3 - v["sales"]), ui.WHITE))
            self.acts.append("sell")
        if "buy" in kinds:
            items.append(("Buy from the table", ui.WHITE))
            self.acts.append("buy")
        if "out" in kinds:
            items.append(("Go out now!", ui.GREEN))
            self.acts.append("out")
        if "stay" in kinds:
            items.append(("Not now: stay in", ui.WHITE))
            self.acts.append("stay")
        else:
            items.append(("End my turn", ui.WHITE))
            self.acts.append("done")
        items.append(("Your hand & the table", ui.WHITE))
        self.acts.append("look")
        self.menu = ui.Menu(self.group, items, y=72, rows=4, step=13)

    def next(self, app):
        """After an action: autosave, the bots, and the next turn."""
        return app.turn_done(self.game, self.seats, self.player)

    def update(self, pressed):
        if self.menu.move(pressed) or not pressed & A:
            return None
        what = self.acts[self.menu.cursor]
        if what == "sell":
            from bowui.games.highbid.look import SellPick
            return SellPick(self.app, self.game, self.player, self, self.next)
        if what == "buy":
            from bowui.games.highbid.look import BuyPick
            return BuyPick(self.app, self.game, self.player, self, self.next)
        if what == "look":
            from bowui.games.highbid.look import Hand
            return Hand(self.app, self.game, self.player, self)
        if act(self.app, self.game, self.player, (what,)):
            return self.next(self.app)
        return None
