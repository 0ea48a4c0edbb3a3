"""High Bid's end-of-game review (B on the results): what decided the game, then per player
(Left/Right) what they paid in auctions and Open Sales, what sales brought them, and their
best and worst buy (the card's value less what they paid). Cash is secret until the end: the
figures come from result(), so the review opens only from the results."""

from bowengine.highbid import data as D

from bowui import ui
from bowui.games.highbid_text import money
from bowui.games.review import Review
from bowui.input import LEFT, RIGHT


def _gain(n):
    return ("+" if n >= 0 else "-") + money(abs(n))


class HighBidReview(Review):
    """Page 0: what decided the game; page p + 1: player p's auctions and sales."""

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
        from bowengine.highbid.review import decided, player_review
        g = self.game
        r = g.result()
        if self.page == 0:
            w, margin, sets, cash = decided(g, r)
            out = [("P%d won by %s" % (w + 1, money(margin)) if margin else "A tie", ui.GOLD),
                   ("net worth %s:" % money(r["scores"][w]), ui.WHITE),
                   ("%s in sets and cards," % money(sets), ui.WHITE),
                   ("%s in cash." % money(cash), ui.WHITE),
                   ("P%d went out" % (r["out"] + 1) if r["out"] is not None
                    else "All was sold", ui.GREY)]
        else:
            p = self.page - 1
            paid, got, best, worst = player_review(r, p)
            out = [("P%d" % (p + 1), ui.GOLD), ("paid in auctions %s" % money(paid), ui.WHITE),
                   ("got from sales %s" % money(got), ui.WHITE)]
            for name, buy in (("best", best), ("worst", worst)):
                if buy is not None:
                    out.append(("%s buy %s" % (name, _gain(buy[1])), ui.WHITE))
                    out.append((" " + D.card_name(buy[0])[:24], ui.GREY))
            if best is None:
                out.append(("no buys at auction", ui.GREY))
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
