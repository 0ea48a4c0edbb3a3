"""Boggle Bowl test helpers: a game on the rule-book fixture dictionary, cubes set by letters.

The dictionary is tests/device/bogglebowl_fixture.bwd, built with `bowwords dict build` from
tests/device/bogglebowl_words.txt: the rule book's example words and a few more (all in
ENABLE), plus "Paris", "re-do", "don't" and "a", which the build drops.
Letters in these tests: "Q" stands for the Qu face.
"""

from bowengine import games
from bowengine.bogglebowl import data as D
from bowengine.lexicon import Lexicon
from refusal import refused  # noqa: F401 (the rule tests call it from here)

_LEX = []


def lex():
    if not _LEX:
        here = __file__.replace("\\", "/")
        cut = here.rfind("/")
        try:
            _LEX.append(Lexicon((here[:cut] if cut >= 0 else ".") + "/bogglebowl_fixture.bwd", check=False))
        except OSError:
            _LEX.append(Lexicon("tests/device/bogglebowl_fixture.bwd", check=False))
    return _LEX[0]


def new(players=2, seed=1, target=100, **options):
    options["target"] = target
    return games.new("bogglebowl", players, seed, options, {"lexicon": lex()})


def toks(letters):
    return [D.QU if c == "Q" else ord(c) - 65 for c in letters]


def cubes(g, side, letters):
    """Give a side these 11 letters on top (padding with Z cubes)."""
    g.faces[side] = toks((letters + "ZZZZZZZZZZZ")[:11])


def spell(g, seat, words):
    """Lay out words ("SEE AIDE TONE") one letter an action."""
    first = True
    for w in words.split():
        if not first:
            g.apply(seat, ("gap",))
        first = False
        for t in toks(w):
            g.apply(seat, ("add", t))


def round_(g, red, blue, red_words, blue_words, space=None):
    """One round: set cubes (and space), lay out both sides' words, red turns the timer, blue ends."""
    if space is not None:
        g.space = space
    cubes(g, 0, red)
    cubes(g, 1, blue)
    spell(g, g.controller(0), red_words)
    spell(g, g.controller(1), blue_words)
    g.apply(g.controller(0), ("done",))
    g.apply(g.controller(1), ("done",))


def walk(g, dirs):
    for d in dirs:
        g.apply(g.controller(g.mover), ("step", d))
