"""The end of a High Bid game: the winner, how it ended, and every net worth, best first."""

from bowui import ui
from bowui.games.highbid.text import money
from bowui.games.results import Results as GenericResults


class ResultsScreen(GenericResults):
    """Winner(s), the ending, and the players ranked by net worth (from the engine's result);
    B: the game's review."""

    def review(self):
        from bowui.games.highbid.review import HighBidReview
        return (HighBidReview, self.app, self.game, (ResultsScreen, self.app, self.game))

    def draw(self, game, r):
        seats = self.app.ring.seats(game.players)
        wins = r["winners"]
        head = "P%d wins!" % (wins[0] + 1) if len(wins) == 1 else \
            "Tie: " + " & ".join(["P%d" % (p + 1) for p in wins])
        ui.label(self.group, head, 80, 21, ui.GOLD, "big", anchor=(0.5, 0))
        if r["out"] is not None:
            how = "P%d went out, round %d" % (r["out"] + 1, r["turns"])
        else:
            how = "All sold after %d round%s" % (r["turns"], "" if r["turns"] == 1 else "s")
        ui.label(self.group, how, 80, 38, ui.GREY, anchor=(0.5, 0))
        scores = r["scores"]
        order = sorted(range(len(scores)), key=lambda p: -scores[p] * 8 + p)
        for i, p in enumerate(order):
            color = ui.GOLD if p in wins else ui.WHITE
            ui.label(self.group, "%d. P%d %s" % (i + 1, p + 1, seats[p]), 4, 51 + 12 * i, color)
            ui.label(self.group, money(scores[p]), 156, 51 + 12 * i, color, anchor=(1.0, 0))
        ui.label(self.group, "A: menu  B: review", 4, 126, ui.GREY, anchor=(0, 1.0))
