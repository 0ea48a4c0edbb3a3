"""Billionaire's end-of-game review (issue 23): per player, what they paid for the auctions they
won and what others' winning bids paid them, their best and worst buy (the lot's actual value
less what was paid for it); and what decided the game (the winner's margin, and how much of
their worth was investments).

A payment counts as what it takes from the payer's worth (and adds to the payee's): Profit
cards at face value, investments at actual value (ten times the trading value they pay at).
A buy is a lot: the card of a Sealed Bids, or up to three on Three."""

from bowengine.billionaire import data as D


def lot_cards(lot):
    """The card numbers of a lot kept as a bit mask (bit c: card c), lowest first."""
    return [c for c in range(D.CARDS) if lot >> c & 1]


def player_review(result, player):
    """(paid, got, best (lot, gain) or None, worst (lot, gain) or None) from result(); a lot
    is a list of card numbers."""
    t = result["tally"][6 * player:6 * player + 6]
    best = (lot_cards(t[2]), t[3]) if t[2] >= 0 else None
    worst = (lot_cards(t[4]), t[5]) if t[4] >= 0 and (t[4], t[5]) != (t[2], t[3]) else None
    return t[0], t[1], best, worst


def decided(game, result):
    """(winner or -1, margin over the next best, the winner's investments at actual value,
    their Profit cards): -1 when nobody won."""
    if not result["winners"]:
        return -1, 0, 0, 0
    w = result["winners"][0]
    scores = result["scores"]
    rest = [scores[p] for p in range(len(scores)) if p != w]
    inv = 0
    for c in game.cards_of(w):
        inv += D.actual(c)
    return w, scores[w] - max(rest) if rest else scores[w], inv, scores[w] - inv
