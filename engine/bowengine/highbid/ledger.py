"""High Bid's shared constants and the reading side of a state: net worth, views, results.

Kept apart from rules.py so that each module compiles on a small heap.
"""

from micropython import const

from bowengine.highbid import data as D

# Where a card is (the `where` bytearray): 0-4 a player's hand, or:
AT_DECK = const(5)
AT_BLOCK = const(6)
AT_BANK = const(7)      # unsold, waiting to be auctioned again
AT_SPENT = const(8)     # a surrendered Buyer's Card: in the bank for good
AT_AREA = const(9)      # 9-12: Collector, Gallery, Dealer, Warehouse

# Phases.
AUCTION = const(0)
AFTER = const(1)     # the buyer sells, buys from the table, goes out or is done
OPEN = const(2)      # an Open Sale (green 0)
OVER = const(3)
PHASES = ("auction", "after", "open sale", "over")

# Endings.
ALL_SOLD = const(1)
WENT_OUT = const(2)
ENDINGS = (None, "all sold", "went out")

# Notes: what happened last (public), [kind, player, card, dollars].
N_SOLD = const(1)       # bought at auction
N_NO_BID = const(2)     # no bids: to the bank
N_AREA = const(3)       # sold by the dice to a table area (dollars include a bonus)
N_OPEN = const(4)       # Open Sale: bought by another player
N_BACK = const(5)       # Open Sale: repurchased by the seller
N_UNSOLD = const(6)     # Open Sale without bids: back to the seller
N_TABLE = const(7)      # bought from a table area
N_OUT = const(8)        # went out


def net_worth(where, money, player):
    """Money + completed sets + Buyer's Cards (jokers 1 per set, else $500)."""
    have = [0] * len(D.SETS)
    jokers = 0
    for c in range(D.DECK):
        if where[c] == player:
            if c >= D.PROPERTIES:
                jokers += 1
            else:
                have[D.CARDS[c][0]] += 1
    total = money[player]
    near = []
    for s in range(len(D.SETS)):
        missing = D.SETS[s][1] - have[s]
        if missing == 0:
            total += D.SETS[s][2]
        elif missing == 1:
            near.append(D.SETS[s][2])
    near.sort()
    while jokers and near and near[-1] > D.BUYER_VALUE:
        total += near.pop()
        jokers -= 1
    return total + jokers * D.BUYER_VALUE


def view(g, player):
    """What `player` may see: his own hand and money, and everything face up."""
    n = g.players
    where = g.where
    known = [[] for _ in range(n)]
    counts = [0] * n
    spent = 0
    for c in range(D.DECK):
        w = where[c]
        if w < n:
            counts[w] += 1
            if g.seen[c] or w == player:
                known[w].append(c)
        elif w == AT_SPENT:
            spent += 1
    roll = None
    if g.roll:
        r = g.roll - 1
        roll = (D.RED_DIE[r // 6], D.GREEN_DIE[r % 6])
    return {
        "you": player, "players": n, "phase": PHASES[g.phase],
        "turn": g.turn, "goal": g.goal(),
        "money": g.money[player], "worth": g.worth(player),
        "hand": known[player], "cards": counts, "known": known,
        "areas": [g.area(a) for a in range(len(D.AREAS))],
        "bank": list(g.bank), "block": list(g.block), "deck": len(g.deck),
        "spent": spent, "high": g.high, "leader": g.leader,
        "minimum": g.minimum() if g.bidding() else 0,
        "buyer": g.buyer, "last": g.last, "sales": g.sales, "bought": g.tbuys,
        "roll": roll, "rounds": g.rounds, "note": list(g.note),
        "ending": ENDINGS[g.ending],
    }


def result(g):
    """None while playing; then winners, net worths, how it ended and the rounds."""
    if g.phase != OVER:
        return None
    scores = [g.worth(p) for p in range(g.players)]
    top = max(scores)
    return {"winners": [p for p in range(g.players) if scores[p] == top],
            "scores": scores, "ending": ENDINGS[g.ending], "turns": g.rounds,
            "out": g.note[1] if g.ending == WENT_OUT else None,
            "tally": list(g.tally)}


def resample(g, player, rng):
    """A state `player` cannot tell from this one: hidden cards dealt again."""
    h = object.__new__(type(g))     # copied field by field: restore(save()) unpacks by recursion
    h.players, h.options, h.context = g.players, g.options, g.context
    for name in g.FIELDS:
        v = getattr(g, name)
        setattr(h, name, v[:] if isinstance(v, (list, bytearray)) else v)
    h.rng = type(g.rng)()
    g = h
    where = g.where
    n = g.players
    pool = bytearray()
    owners = bytearray()
    for c in range(D.DECK):
        w = where[c]
        if not g.seen[c] and w < n and w != player:
            pool.append(c)
            owners.append(w)
    pool.extend(g.deck)
    rng.permute(pool)
    for i in range(len(owners)):
        where[pool[i]] = owners[i]
    deck = pool[len(owners):]
    for c in deck:
        where[c] = AT_DECK
    g.deck = deck
    words = [rng.below(0x10000) for _ in range(8)]
    words[0] |= 1
    g.rng.set_state(words)
    return g

