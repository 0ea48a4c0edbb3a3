"""Billionaire's end-of-game review (B on the results): what decided the game, then per player
(Left/Right) what they paid for the auctions they won and what others' winning bids paid
them, and their best and worst buy (the investment's actual value less its price). Hands are
secret until the end: the figures come from result(), so it opens only from the results."""

from bowengine.billionaire import data as D

from bowui import ui
from bowui.games.review import Review
from bowui.input import LEFT, RIGHT


def _gain(n):
    return "%s$%dM" % ("+" if n >= 0 else "-", abs(n))


class BillionaireReview(Review):
    """Page 0: what decided the game; page p + 1: player p's auctions."""

    title = "Review"
    steps = 0

    def __init__(self, app, game, back):
        Review.__init__(self, app, game, back)
        self.page = 0
        self.lines = [ui.label(self.group, "", 4, 22 + 13 * i) for i in range(7)]
        ui.label(self.group, "<>: players", 156, 126, ui.GREY, anchor=(1.0, 1.0))
        self.draw()

    def draw(self):
        """The page's lines."""
        from bowengine.billionaire.review import decided, player_review
        g = self.game
        r = g.result()
        if self.page == 0:
            w, margin, inv, cash = decided(g, r)
            out = [("Nobody won" if w < 0 else "P%d won by $%dM" % (w + 1, margin) if margin
                    else "A tie", ui.GOLD)]
            if w >= 0:
                out += [("worth $%dM:" % r["scores"][w], ui.WHITE),
                        ("$%dM in investments," % inv, ui.WHITE),
                        ("$%dM in Profit cards." % cash, ui.WHITE)]
            out.append(("Goal reached" if r["ending"] == "billion" else "Last card sold",
                        ui.GREY))
        else:
            p = self.page - 1
            paid, got, best, worst = player_review(r, p)
            out = [("P%d" % (p + 1), ui.GOLD), ("paid for auctions $%dM" % paid, ui.WHITE),
                   ("got from bids $%dM" % got, ui.WHITE)]
            for name, buy in (("best", best), ("worst", worst)):
                if buy is not None:
                    out.append(("%s buy %s" % (name, _gain(buy[1])), ui.WHITE))
                    out.append(("  " + D.name(buy[0])[:24], ui.GREY))
            if best is None:
                out.append(("no auctions won", ui.GREY))
        for i, lab in enumerate(self.lines):
            text, color = out[i] if i < len(out) else ("", ui.WHITE)
            ui.show(lab, text, color)

    def update(self, pressed):
        if pressed & (LEFT | RIGHT):
            n = self.game.players + 1
            self.page = (self.page + (1 if pressed & RIGHT else -1)) % n
            self.draw()
            return None
        return Review.update(self, pressed)
