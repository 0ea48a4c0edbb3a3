"""Billionaire's results screen (imported at the game's end only: not while it is played)."""

from bowui import ui
from bowui.games.results import Results as GenericResults


class Results(GenericResults):
    """The winner(s), how the game ended, everyone's worth; B: the game's review."""

    def review(self):
        from bowui.games.billionaire.review import BillionaireReview
        return (BillionaireReview, self.app, self.game, (Results, self.app, self.game))

    def draw(self, game, r):
        from bowui.games.billionaire import text as T
        won = r["winners"]
        text = "Winner: " if len(won) == 1 else "Winners: "
        text += ", ".join([T.who(p) for p in won])
        ui.label(self.group, text, 80, 22, ui.GOLD, "big" if len(text) <= 18 else "body",
                 anchor=(0.5, 0))
        how = "Goal reached" if r["ending"] == "billion" else "Last card sold"
        ui.label(self.group, "%s in %d turns" % (how, r["turns"]), 80, 42, ui.GREY, anchor=(0.5, 0))
        for p, worth in enumerate(r["scores"]):
            y = 60 + 13 * p
            ui.label(self.group, "Player %d" % (p + 1), 20, y, T.colour(p, len(r["scores"])))
            ui.label(self.group, "$%dM" % worth, 140, y, ui.GOLD if p in won else ui.WHITE,
                     anchor=(1.0, 0))
        ui.label(self.group, "A: menu  B: review", 4, 126, ui.GREY, anchor=(0, 1.0))
