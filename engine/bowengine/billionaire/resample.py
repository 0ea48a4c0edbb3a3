"""Resampling a Billionaire state: the hidden cards dealt again (imported only when used)."""

from bowengine.billionaire import data as D
from bowengine.billionaire.holdings import A_PROXY, SPY, WINDOW, WINDOW2, has


def resample(g, player, rng):
    """A state `player` cannot tell from game `g`: the cards he cannot see dealt again at random."""
    s = g.restore(g.save(), g.context)
    n = g.players
    keep = [player]
    if g.phase == SPY and player == g.turn:
        keep.append(g.arg)
    # Profit cards: the deck and the hands player cannot see.
    pool = bytearray(s.profit)
    for q in range(n):
        if q not in keep:
            pool.extend(s.hands[q])
    rng.permute(pool)
    at = 0
    for q in range(n):
        if q not in keep:
            k = len(s.hands[q])
            s.hands[q] = bytearray(sorted(pool[at:at + k]))
            at += k
    s.profit = pool[at:]
    # Power Play cards: the unseen part of the deck and the other players' hands.
    pool = bytearray(s.ppdeck[s.ppk:])
    for q in range(n):
        if q != player:
            pool.extend(s.powers[q])
    rng.permute(pool)
    at = 0
    for q in range(n):
        if q != player:
            k = len(s.powers[q])
            s.powers[q] = pool[at:at + k]
            at += k
            if s.entries[q] == 1 and (s.phase == WINDOW or s.phase == WINDOW2) \
                    and not has(s.powers[q], D.SECURITY):
                s.entries[q] = 0
    s.ppdeck = s.ppdeck[:s.ppk] + pool[at:]
    # Investment decks, with the cards up for bids that player cannot see.
    hidden = not g.sees_drawn(player) and g.act != A_PROXY
    for r in range(3):
        pool = bytearray(s.decks[r])
        slots = []
        if hidden:
            for i in range(len(s.pending)):
                if D.region(s.pending[i]) == r:
                    slots.append(i)
                    pool.append(s.pending[i])
        rng.permute(pool)
        for i in slots:
            s.pending[i] = pool[-1]
            pool = pool[:-1]
        s.decks[r] = pool
    return s
