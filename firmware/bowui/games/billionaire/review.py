"""Billionaire's end-of-game review (B on the results): what decided the game, then per player
(Left/Right) what they paid for the auctions they won and what others' winning bids paid
them, and their best and worst buy (the investment's actual value less its price). Hands are
secret until the end: the figures come from result(), so it opens only from the results."""

from bowengine.billionaire import data as D

from bowui import ui
from bowui.games.review import PlayersReview, buys


def _gain(n):
    return "%s$%dM" % ("+" if n >= 0 else "-", abs(n))


class BillionaireReview(PlayersReview):
    """Page 0: what decided the game; page p + 1: player p's auctions."""

    def decided_lines(self, r):
        from bowengine.billionaire.review import decided
        w, margin, inv, cash = decided(self.game, r)
        out = [("Nobody won" if w < 0 else "P%d won by $%dM" % (w + 1, margin) if margin
                else "A tie", ui.GOLD)]
        if w >= 0:
            out += [("worth $%dM:" % r["scores"][w], ui.WHITE),
                    ("$%dM in investments," % inv, ui.WHITE),
                    ("$%dM in Profit cards." % cash, ui.WHITE)]
        out.append(("Goal reached" if r["ending"] == "billion" else "Last card sold", ui.GREY))
        return out

    def player_lines(self, r, p):
        from bowengine.billionaire.review import player_review
        paid, got, best, worst = player_review(r, p)
        out = [("P%d" % (p + 1), ui.GOLD), ("paid for auctions $%dM" % paid, ui.WHITE),
               ("got from bids $%dM" % got, ui.WHITE)]
        buys(out, best, worst, _gain, D.name)
        if best is None:
            out.append(("no auctions won", ui.GREY))
        return out
