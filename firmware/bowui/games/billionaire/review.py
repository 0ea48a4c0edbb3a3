"""Billionaire's end-of-game review (B on the results): what decided the game, then per player
(Left/Right) what they paid for the auctions they won and what others' winning bids paid
them, and their best and worst buy (the lot's actual value less its price), each lot named by
all its cards. A payment counts investments handed over at actual value (the page says so).
Hands are secret until the end: the figures come from result(), so it opens only from the
results."""

from bowengine.billionaire import data as D

from bowui import ui
from bowui.games.review import PlayersReview


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
        out.append(("Payments: investments at", ui.GREY))
        out.append(("actual value (10x trading)", ui.GREY))
        return out

    def player_lines(self, r, p):
        from bowengine.billionaire.review import player_review
        paid, got, best, worst = player_review(r, p)
        out = [("P%d paid $%dM, got $%dM" % (p + 1, paid, got), ui.GOLD)]
        for word, buy in (("best", best), ("worst", worst)):
            if buy is not None:
                out.append(("%s buy %s" % (word, _gain(buy[1])), ui.WHITE))
                out.extend([(line, ui.GREY) for line in lot_lines(buy[0])])
        if best is None:
            out.append(("no auctions won", ui.GREY))
        return out


def lot_lines(cards):
    """A lot's card names in two lines at most, every card named (clipped to fit)."""
    names = [D.name(c) for c in cards]
    if len(names) == 1:
        return [" " + ui.clip(names[0], 25)]
    if len(names) == 2:
        return [" " + ui.clip(names[0], 25), " " + ui.clip(names[1], 25)]
    return [" " + ui.clip(names[0], 25),
            " " + ui.clip(names[1], 11) + ", " + ui.clip(names[2], 11)]
