"""Shared helpers of the BuyWord tests (device Python): the fixture dictionary and states to order.

buyword_fixture.bwd is buyword_words.txt (ENABLE's 2- and 3-letter words and a few
longer ones the tests sell) compiled with 256-byte checked blocks:
  bowwords dict build tests/device/buyword_words.txt -o tests/device/buyword_fixture.bwd --block-bytes 256
"""

from bowengine.lexicon import Lexicon  # noqa: I001 (first: compiled before the rules, a lower peak on the VM)
from bowengine import games
from bowengine.buyword import rules as R
from refusal import refused  # noqa: F401 (the rule tests call it from here)

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
FIXTURE = _HERE + "/buyword_fixture.bwd"
_LEX = []


def lexicon():
    """The fixture dictionary, opened once."""
    if not _LEX:
        _LEX.append(Lexicon(FIXTURE, check=False))
    return _LEX[0]


def context():
    return {"lexicon": lexicon()}


def new(players=1, seed=1, options=None):
    return games.new("buyword", players, seed, options, context())


def take(g, letters):
    """Take these letter tiles out of the bag (so the 108 stay accounted for)."""
    for ch in letters:
        i = ord(ch) - 65
        assert g.bag[i], "no %s left in the bag" % ch
        g.bag[i] -= 1


def buying(players=1, new=("DEEJ",), held=None, money=None, options=None, leader=0):
    """A game in its buying step: each player has drawn `new[p]` this round."""
    opts = {"leader": leader}
    for k in options or {}:
        opts[k] = options[k]
    g = R.BuyWord(players, 1, opts, context())
    for p in range(players):
        take(g, new[p])
        g.new[p] = new[p]
        if held:
            take(g, held[p])
            g.held[p] = held[p]
    if money:
        g.money = list(money)
    g.rounds = 1
    g.tiles = len(new[0])
    g.phase = R.BUY
    g.turn = leader
    g.step = 0
    return g


def selling(players=1, held=("DEEJNOY",), money=None, options=None, leader=0):
    """A game in its selling step, the Leader's turn, with `held[p]` bought."""
    g = buying(players, [""] * players, held, money, options, leader)
    g.phase = R.SELL
    return g


def accounted(g):
    """All 108 letter tiles are somewhere: bag, hands, drawn, display or out of play."""
    n = sum(g.bag) + g.gone + len(g.display)
    for p in range(g.players):
        n += len(g.held[p]) + len(g.new[p])
    return n
