"""Boggle Bowl's companion cube roller and scorekeeper (engine parts), each test naming the rule
it pins; they run on CPython and on the MicroPython VM."""

import contract_kit as kit
from bowengine import games
from bowengine.bogglebowl import data
from refusal import refused


def _letters_of(cube):
    return [data.QU if c == "Q" else ord(c) - 65 for c in data.CUBES[cube]]


# ---- cube roller ----------------------------------------------------------------------

def test_BB04_BB05_roll_gives_both_colours_11_cubes_each_showing_one_of_its_own_faces():
    """003: "2 sets of 11 Boggle Bowl cubes (1 set with red letters and 1 set with blue)"."""
    g = games.new("cubes", 1, 5)
    g.apply(0, ("roll",))
    v = g.view(0)
    assert len(v["faces"][0]) == 11 and len(v["faces"][1]) == 11
    for side in (0, 1):
        for i, t in enumerate(v["faces"][side]):
            assert t in _letters_of(i)
    assert v["rolls"] == [1, 1]


def test_BB15_re_rolling_one_colour_leaves_the_other_set_as_it_was():
    """003: "you can RE-ROLL ALL YOUR LETTER CUBES as many times as you want"."""
    g = games.new("cubes", 1, 6)
    g.apply(0, ("roll",))
    blue = g.view(0)["faces"][1]
    changed = False
    for _ in range(5):
        red = g.view(0)["faces"][0]
        g.apply(0, ("roll", 0))
        changed = changed or g.view(0)["faces"][0] != red
        assert g.view(0)["faces"][1] == blue
    assert changed and g.view(0)["rolls"] == [6, 1]


def test_BB05_every_face_of_every_cube_comes_up_and_the_qu_face_reads_as_two_letters():
    g = games.new("cubes", 1, 7)
    seen = [set() for _ in range(11)]
    for _ in range(120):
        g.apply(0, ("roll", 1))
        for i, t in enumerate(g.view(0)["faces"][1]):
            seen[i].add(t)
    for i in range(11):
        assert seen[i] == set(_letters_of(i)), i
    g.faces[1][10] = data.QU
    assert g.view(0)["letters"][1][10] == "QU"


def test_cubes_refuse_a_third_colour_and_anything_after_done_without_changing():
    g = games.new("cubes", 1, 8)
    refused(g, 0, ("roll", 2))
    refused(g, 0, ("shake",))
    g.apply(0, ("done",))
    refused(g, 0, ("roll",), "over")
    assert g.result() == {"winners": [], "rolls": [0, 0]}


def test_cubes_replay_the_same_from_a_save():
    g = games.new("cubes", 1, 9)
    g.apply(0, ("roll",))
    h = games.load(g.save())
    g.apply(0, ("roll", 0))
    h.apply(0, ("roll", 0))
    assert g.view(0) == h.view(0)


# ---- scorekeeper ----------------------------------------------------------------------

def _sk(target=100):
    return games.new("scorekeeper", 1, 1, {"target": target})


def _move(g, side, steps, path):
    g.apply(0, ("win", side, steps))
    for d in path:
        g.apply(0, ("step", d))


def test_BB07_the_token_starts_on_the_centre_blank_space():
    """003: "Place the playing token on the Blank Space located in the center of the board"."""
    v = _sk().view(0)
    assert v["token"] == "e4" and v["space"] == "blank" and v["phase"] == "enter"


def test_BB41_BB42_scoring_area_reached_without_exact_count_scores_and_returns_the_token():
    """003: "This does not have to be done by exact count" ... "return the token to the center"."""
    g = _sk()
    _move(g, 0, 6, "NNNN")                   # 6 steps won, 4 reach Red's row at e (10)
    v = g.view(0)
    assert v["scores"] == [10, 0] and v["pegs"] == [[10], []]
    assert v["token"] == "e4" and v["phase"] == "enter"


def test_BB37_BB38_the_token_never_moves_back_diagonally_or_onto_a_square_entered():
    """003: "THE TOKEN CAN NEVER BE MOVED DIAGONALLY"; each step forward or sideways."""
    g = _sk()
    g.apply(0, ("win", 1, 3))                # Blue moves toward row 0 (S)
    refused(g, 0, ("step", "N"))             # backward for Blue
    refused(g, 0, ("step", "NE"))
    g.apply(0, ("step", "E"))
    refused(g, 0, ("step", "W"))             # back onto e4, entered this move
    g.apply(0, ("step", "S"))
    g.apply(0, ("step", "S"))
    v = g.view(0)
    assert v["token"] == "f2" and v["space"] == data.SPACE_NAMES[data.space_at(5, 2)]
    assert v["phase"] == "enter" and v["path"] == []


def test_BB44_a_third_score_combines_the_pegs_20_40_20_into_one_peg_at_80():
    """003: "If you have scored 20 and 40 and then score 20 again ... place one in the 80"."""
    g = _sk()
    _move(g, 0, 5, "WNNNN")                  # d: 20
    _move(g, 0, 6, "WWNNNN")                 # c: 40
    _move(g, 0, 5, "WNNNN")                  # 20 again
    v = g.view(0)
    assert v["scores"] == [80, 0] and v["pegs"] == [[80], []]


def test_BB47_first_to_the_target_wins_and_only_done_is_left():
    """003: "The first player or team to score 100 or more points wins the game"."""
    g = _sk()
    _move(g, 1, 8, "WWWWSSSS")               # Blue's a0: 100
    assert g.view(0)["phase"] == "over"
    assert g.result()["winners"] == [1] and g.result()["scores"] == [0, 100]
    refused(g, 0, ("win", 0, 2))
    g.apply(0, ("done",))
    assert g.waiting_for() == ()


def test_scorekeeper_refuses_a_difference_of_0_or_more_than_11_cubes():
    g = _sk()
    refused(g, 0, ("win", 0, 0))
    refused(g, 0, ("win", 0, 12))
    refused(g, 0, ("win", 2, 3))
    refused(g, 0, ("step", "N"))             # no step before a round is entered


def test_scorekeeper_resumes_mid_move_from_a_save():
    g = _sk(50)
    g.apply(0, ("win", 0, 3))
    g.apply(0, ("step", "E"))
    h = games.load(g.save())
    assert h.view(0) == g.view(0) and h.legal(0) == g.legal(0)


# ---- the contract, by random playouts -----------------------------------------------------

def test_contract_cubes():
    kit.check("cubes", (1,), ({},), seeds=6)


def test_contract_scorekeeper():
    kit.check("scorekeeper", (1,), ({}, {"target": 30}), seeds=6)
