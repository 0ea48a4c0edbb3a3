"""Billionaire's end-of-game review (issue 23): per player, what they paid for the auctions they
won and what others' winning bids paid them ($M), their best and worst buy (the investment's
actual value less its price); and what decided the game (the winner's margin, and how much of
their worth was investments)."""

from bowengine.billionaire import data as D


def player_review(result, player):
    """(paid, got, best (card, gain) or None, worst (card, gain) or None) from result()."""
    t = result["tally"][6 * player:6 * player + 6]
    best = (t[2], t[3]) if t[2] >= 0 else None
    worst = (t[4], t[5]) if t[4] >= 0 and (t[4], t[5]) != (t[2], t[3]) else None
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
