"""Helpers of the Billionaire rule tests (tests/device/test_billionaire_rules*.py).

States are built with games.new and then set up by writing fields directly.
"""

from bowengine import games
from bowengine.billionaire import data as D
from bowengine.billionaire.holdings import without
from bowengine.rng import Rng
from refusal import refused  # noqa: F401 (the rule tests call it from here)


def new(n=4, seed=1, options=None):
    return games.new("billionaire", n, seed, options)


def peek(g):
    """A copy of the game's PRNG, to see what comes next."""
    r = Rng()
    r.set_state(g.rng.state())
    return r


def force(g, wanted):
    """Move the game's PRNG on until wanted(copy of it) is true."""
    for _ in range(500):
        if wanted(peek(g)):
            return
        g.rng.next30()
    raise AssertionError("no such PRNG state nearby")


def spins(code):
    return lambda r: r.choice(D.SPINNER) + r.choice(D.SPINNER) == code


def land(g, p, square):
    """Player p rolls and lands on `square` without passing his HQ (his start is set from the die)."""
    g.turn = p
    g.phase = 0
    hq = D.HQS[D.corner(p, g.players)]
    force(g, lambda r: not _passes(hq, square, r.die(6)))
    g.pos[p] = (square - peek(g).die(6)) % 24
    g.apply(p, ("roll",))


def _passes(hq, square, d):
    return 0 < (hq - (square - d)) % 24 < d


def give(g, p, cards):
    """p owns these investment cards (taken out of their decks)."""
    for c in cards:
        r = D.region(c)
        for x in g.decks[r]:
            if x == c:
                g.decks[r] = without(g.decks[r], c)
        g.owner[c] = p


def hand(g, p, values):
    g.hands[p] = bytearray(sorted(values))


def cash(g, p):
    return sum(list(g.hands[p]))


def bids(g, amounts):
    """Everybody waited for writes a bid (0 = pass)."""
    for p in g.waiting_for():
        b = amounts[p]
        g.apply(p, ("bid", b) if b else ("pass",))


def pay_first(g):
    p = g.waiting_for()[0]
    g.apply(p, g.legal(p)[0])


def auction(g, p=0, square=1):
    """p lands on a Sealed Bids square (Eurasia by default); returns the card drawn."""
    top = g.decks[D.BOARD[square][1]][-1]
    land(g, p, square)
    assert g.view(p)["phase"] == "bid"
    return top
