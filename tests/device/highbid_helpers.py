"""Shared helpers of the High Bid rule tests (device Python): states built to order."""

from bowengine import games
from bowengine.highbid import data as D
from bowengine.highbid import ledger as L
from bowengine.highbid import steps
from bowengine.rng import Rng
from refusal import refused  # noqa: F401 (the rule tests call it from here)

BUYER = 46
BUYER2 = 47
BUYER3 = 48


def state(n=4, hands=(), top=(), money=None, bank=(), areas=(), opener=0, only=False):
    """A game whose deck turns up `top` first (top[0] first); the rest of the deck follows,
    or with `only` the deck is just `top`: other properties in the Warehouse, Buyer's Cards spent."""
    g = games.new("highbid", n, 3)
    where = bytearray([L.AT_DECK] * D.DECK)
    seen = bytearray(D.DECK)
    for p in range(len(hands)):
        for c in hands[p]:
            where[c] = p
    for a in range(len(areas)):
        for c in areas[a]:
            where[c] = L.AT_AREA + a
            seen[c] = 1
    for c in bank:
        where[c] = L.AT_BANK
        seen[c] = 1
    rest = [c for c in range(D.DECK) if where[c] == L.AT_DECK and c not in top]
    if only:
        for c in rest:
            where[c] = L.AT_AREA + 3 if c < D.PROPERTIES else L.AT_SPENT
            seen[c] = 1
        rest = []
    order = list(top)
    order.reverse()
    g.where = where
    g.seen = seen
    g.deck = bytearray(rest + order)
    g.bank = bytearray(bank)
    g.block = bytearray()
    g.money = list(money) if money else [D.START_MONEY] * n
    g.opener = opener
    g.rounds = 0
    steps.next_round(g)
    return g


def dice(g, red, green):
    """Make the next roll show red (a percentage) and green (0, 200 or None)."""
    for seed in range(5000):
        r = Rng(seed)
        if D.RED_DIE[r.below(6)] == red and D.GREEN_DIE[r.below(6)] == green:
            g.rng = Rng(seed)
            return
    raise AssertionError("no seed rolls %r %r" % (red, green))


def passes(g, *players):
    for p in players:
        g.apply(p, ("pass",))


def buy(g, player, price):
    """Players pass until `player` bids `price`, then the others pass: he buys the block."""
    while g.turn != player:
        g.apply(g.turn, ("pass",))
    g.apply(player, ("bid", price))
    while g.bidding() and g.turn != player:
        g.apply(g.turn, ("pass",))


def choices(g, player, kind):
    return [c for c in g.legal(player) if c[0] == kind]
