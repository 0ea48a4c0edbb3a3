"""Boggle Bowl's walk by masks (bowwords.cubeindex), which `bowwords sim` sets on its lexicon,
against the walk over the dictionary graph: the same words in the same order, the same
nodes, the same solver answers, so a simulation plays the games a board plays."""

import pytest

from bowengine.bogglebowl import search, solver
from bowengine.bogglebowl.data import CUBES, QU
from bowengine.lexicon import Lexicon
from bowengine.rng import Rng
from bowwords.cubeindex import CubeIndex, index_for
from bowwords.dictionary.cli import default_dictionary
from bowwords.sim import context_for
from bowengine import games

from test_bogglebowl_solver import FIXTURE_BWD


@pytest.fixture(scope="module", params=["enable", "fixture"])
def lex(request):
    """An open dictionary with its index built (not set: each test sets it)."""
    path = default_dictionary() if request.param == "enable" else FIXTURE_BWD
    with Lexicon(str(path)) as lex:
        lex.index_built = CubeIndex(lex)
        yield lex


def rolls(seed, count):
    """Seeded rolls of a side's cubes: every third of them only its first 1-10 cubes."""
    rng = Rng(seed)
    for i in range(count):
        out = []
        for faces in CUBES:
            t = ord(faces[rng.below(6)]) - 65
            out.append(QU if t == 16 else t)
        yield out if i % 3 else out[:1 + rng.below(10)]


def both(lex, work):
    """work() with the graph's walk, then with the index."""
    lex.walk_index = None
    walked = work()
    lex.walk_index = lex.index_built
    try:
        return walked, work()
    finally:
        lex.walk_index = None


def found(lex, faces):
    ws = search.words_from(lex, faces)[0]
    picks = list(range(0, ws.count, 5))
    return list(ws.codes[:ws.count]), ws.count, ws.top, ws.best, ws.nodes, ws.cut, ws.words(picks)


def test_the_index_finds_the_walks_words_in_its_order_and_its_nodes(lex):
    for faces in rolls(1, 150):
        walked, indexed = both(lex, lambda faces=faces: found(lex, faces))
        assert indexed == walked, faces


def test_the_solver_answers_the_same_on_every_space_type_with_the_index(lex):
    for i, faces in enumerate(rolls(2, 24)):
        walked, indexed = both(lex, lambda faces=faces, i=i: solver.solve(faces, i % 4, lex))
        assert indexed == walked, faces


def test_a_budgeted_walk_or_more_cubes_than_a_sides_walks_the_graph(lex):
    faces = list(rolls(3, 2))[1]  # all 11 cubes
    assert lex.index_built.walk(faces + faces[:1], None) is None  # 12 cubes: the index declines
    for budget in (0, 150):
        walked, indexed = both(lex, lambda budget=budget: search.words_from(lex, faces + faces[:1], budget)[1:])
        assert indexed == walked


def test_the_sims_context_sets_the_index_for_boggle_bowl_only():
    bb = context_for(games.game_class("bogglebowl"))["lexicon"]
    bw = context_for(games.game_class("buyword"))["lexicon"]
    try:
        assert isinstance(bb.walk_index, CubeIndex)
        assert bw.walk_index is None
        assert index_for(bb, default_dictionary()) is bb.walk_index  # built once a process
    finally:
        bb.close()
        bw.close()
