"""Bot.tick: the hook a host sets so a long search keeps the screen alive (bowui/thinking.py
steps a dot with it). The word games' searches call it every 256 nodes; it changes nothing."""

import pytest

from bowengine import games
from bowengine.bogglebowl import solver
from bowengine.bogglebowl.data import WILD
from bowengine.buyword.words import search
from bowwords.dictionary.cli import open_lexicon

RACK = "AABCEHIKLNOOU"          # with a Wild: about 24,000 nodes of ENABLE's graph


@pytest.fixture(scope="module")
def lex():
    return open_lexicon(None)


def _nodes(lex, letters, wild):
    """Nodes Lexicon.anagrams visits (each one edge list decoded): the count search() keeps."""
    n = [0]
    expand = lex._expand

    def counted(*args):
        n[0] += 1
        return expand(*args)

    lex._expand = counted
    try:
        for _ in lex.anagrams(letters, wild, 2, 60000):
            pass
    finally:
        del lex._expand
    return n[0]


def test_a_buyword_search_ticks_once_every_256_nodes(lex):
    ticks = []
    search(lex, RACK, 1, 60000, 2, 16, lambda: ticks.append(1))
    assert len(ticks) == _nodes(lex, RACK.lower(), 1) // 256 > 50


def test_a_buyword_search_finds_the_same_words_with_a_tick(lex):
    assert search(lex, RACK, 1, 60000, 2, 16, lambda: None) == search(lex, RACK, 1, 60000, 2, 16)


def test_the_boggle_bowl_solver_ticks_while_it_walks_and_packs(lex):
    faces = [0, 2, 5, 14, 19, 11, 4, 4, 8, 18, 13]    # A C F O T L E E I S N: a Wild space
    ticks = []
    got = solver.solve(faces, WILD, lex, 0, lambda: ticks.append(1))
    assert got == solver.solve(faces, WILD, lex, 0)
    assert len(ticks) >= got[2] // 256 > 5


@pytest.mark.parametrize("name", ["buyword", "bogglebowl"])
def test_expert_bots_call_the_tick_a_host_sets(lex, name):
    ctx = {"lexicon": lex}
    cls = games.game_class(name)
    bots = [games.bots(name)["expert"](p, 10 + p, ctx) for p in range(cls.PLAYERS[1])]
    ticks = []
    for bot in bots:
        bot.tick = lambda: ticks.append(1)
    g = games.new(name, cls.PLAYERS[1], 1, None, ctx)
    steps = 0
    while g.waiting_for() and not ticks and steps < 400:
        for p in g.waiting_for():
            g.apply(p, bots[p].act(g.view(p), g.legal(p)))
            steps += 1
    assert ticks
