"""Revealing one round of Billionaire's sealed bids (rules for bidding 2 and 3).

Shared by the sealed-bid slate (companion.slate) and the game (billionaire.bidding).
"""


def reveal_round(players, first, bidders, entries):
    """Reveal one round of sealed bids: (reveals, top, tied).

    The bidders reveal from `first` clockwise (player numbers going up,
    wrapping round); entries[p] is p's bid, 0 for no bid. `reveals` is
    [[player, bid], ...] in that order, `top` the highest bid and `tied` the
    players who bid it, in reveal order (one player: a clear winner).
    """
    order = []
    for i in range(players):
        p = (first + i) % players
        for b in bidders:
            if b == p:
                order.append(p)
                break
    shown = [[p, entries[p]] for p in order]
    top = max([entries[p] for p in order])
    tied = [p for p in order if entries[p] == top]
    return shown, top, tied
