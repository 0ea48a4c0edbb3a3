"""High Bid's end-of-game review (B on the results): what decided the game, then per player
(Left/Right) what they paid in auctions and Open Sales, what sales brought them, and their
best and worst buy (the card's value less what they paid: the page says that a block's
Buyer's Cards are not valued). Cash is secret until the end: the figures come from result(),
so the review opens only from the results."""

from bowengine.highbid import data as D

from bowui import ui
from bowui.games.highbid.text import card_title, money
from bowui.games.review import PlayersReview, buys


def card_named(card):
    """A card as the review names it: set code and name ("B-3 Mantel Clock"), the name alone
    where both pass the line's 24 columns (never a cut name)."""
    named = D.card_name(card)
    return named if len(named) <= 24 else card_title(card)


def _gain(n):
    return ("+" if n >= 0 else "-") + money(abs(n))


class HighBidReview(PlayersReview):
    """Page 0: what decided the game; page p + 1: player p's auctions and sales."""

    def decided_lines(self, r):
        from bowengine.highbid.review import GAIN_COUNTS, GAIN_LEAVES, decided
        w, margin, sets, cash = decided(self.game, r)
        return [("P%d won by %s" % (w + 1, money(margin)) if margin else "A tie", ui.GOLD),
                ("net worth %s:" % money(r["scores"][w]), ui.WHITE),
                ("%s in sets and cards," % money(sets), ui.WHITE),
                ("%s in cash." % money(cash), ui.WHITE),
                ("P%d went out" % (r["out"] + 1) if r["out"] is not None else "All was sold",
                 ui.GREY),
                (GAIN_COUNTS, ui.GREY), (GAIN_LEAVES, ui.GREY)]

    def player_lines(self, r, p):
        from bowengine.highbid.review import player_review
        paid, got, best, worst = player_review(r, p)
        out = [("P%d" % (p + 1), ui.GOLD), ("paid in auctions %s" % money(paid), ui.WHITE),
               ("got from sales %s" % money(got), ui.WHITE)]
        buys(out, best, worst, _gain, card_named)
        if best is None:
            out.append(("no buys at auction", ui.GREY))
        return out
