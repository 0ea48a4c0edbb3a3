"""BuyWord's results screen (imported at the game's end only: not while it is played)."""

from bowui import ui
from bowui.games.results import Results as GenericResults


class Results(GenericResults):
    """Who won, everyone's money, and the solitaire rating; B: the game's review."""

    def review(self):
        from bowui.games.buyword.review import SalesReview
        return (SalesReview, self.app, self.game, (Results, self.app, self.game))

    def draw(self, game, r):
        won = r["winners"]
        if game.players == 1:
            head = "$%d: %s" % (r["scores"][0], r["rating"])
        elif len(won) == 1:
            head = "P%d wins!" % (won[0] + 1)
        else:
            head = "Tie: " + " and ".join(["P%d" % (p + 1) for p in won])
        ui.label(self.group, head, 80, 24, ui.GOLD, "big", anchor=(0.5, 0))
        order = sorted(range(game.players), key=lambda p: -r["scores"][p])
        seats = self.app.ring.seats(game.players)
        for i, p in enumerate(order):
            color = ui.GOLD if p in won else ui.WHITE
            ui.label(self.group, "%d. P%d" % (i + 1, p + 1), 16, 46 + 13 * i, color)
            ui.label(self.group, seats[p], 58, 46 + 13 * i, ui.GREY)
            ui.label(self.group, "$%d" % r["scores"][p], 148, 46 + 13 * i, color, anchor=(1.0, 0))
        if game.players == 1:
            ui.label(self.group, "fair $800 good $900", 80, 72, ui.GREY, anchor=(0.5, 0))
            ui.label(self.group, "outstanding $1000", 80, 85, ui.GREY, anchor=(0.5, 0))
            ui.label(self.group, "%d round%s" % (r["rounds"], "" if r["rounds"] == 1 else "s"), 80,
                     99, ui.GREY, anchor=(0.5, 0))
        else:
            ui.label(self.group, "%d round%s, most money wins" % (r["rounds"],
                                                                  "" if r["rounds"] == 1 else "s"),
                     80, 99, ui.GREY, anchor=(0.5, 0))
        ui.label(self.group, "A: menu  B: review", 80, 126, ui.GREY, anchor=(0.5, 1.0))
