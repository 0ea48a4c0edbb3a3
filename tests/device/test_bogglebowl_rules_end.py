"""Boggle Bowl rules (3/3): moving the token, pegs, winning, word rules (BB-36 .. BB-56).

One test per checklist item, named after its BB- ID, quoting the rule book (seed 003);
helpers and the fixture dictionary in bogglebowl_helpers.py.
"""

from bogglebowl_helpers import lex, new, round_, refused, walk
from bowengine import games
from bowengine.bogglebowl import data as D
from bowengine.bogglebowl import rules as R


# ---- moving the token ------------------------------------------------------------------------

def _score_for_red(g, legs):
    """Win rounds for red (SOUNDED, 7 cubes, against nothing) and walk each path given."""
    for dirs in legs:
        round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ", D.BLANK)
        walk(g, dirs)


def test_BB36_only_the_winner_moves_toward_their_own_area():
    """003: "players with red cubes move toward the red scoring area." """
    g = new()
    round_(g, "SEE", "SEAT", "SEE", "SEAT")
    assert g.legal(1) == [("step", "S"), ("step", "E"), ("step", "W")]
    refused(g, 0, ("step", "N"))
    g = new()
    round_(g, "SEAT", "SEE", "SEAT", "SEE")
    assert g.legal(0) == [("step", "N"), ("step", "E"), ("step", "W")]


def test_BB37_straight_zig_zag_or_mixed_never_diagonal():
    """003: "THE TOKEN CAN NEVER BE MOVED DIAGONALLY." """
    g = new()
    round_(g, "GLASSES", "TO", "GLASSES", "TO")  # 5 steps
    walk(g, "NEN")
    assert g.view(0)["token"] == "f6"
    refused(g, 0, ("step", "NE"))
    walk(g, "WN")
    assert g.view(0)["token"] == "e7" and g.phase == 0


def test_BB38_forward_or_sideways_never_back_off_the_side_or_onto_a_square_entered():
    """game-data ruling: never backward, never off the side, never onto a square already entered."""
    g = new()
    round_(g, "SOUNDED", "TO", "SOUNDED", "TO")  # red, 5 steps
    refused(g, 0, ("step", "S"))
    walk(g, "EEEE")
    assert g.view(0)["token"] == "i4"
    refused(g, 0, ("step", "E"))  # off the side
    refused(g, 0, ("step", "W"))  # h4 was entered in this move
    walk(g, "N")
    assert g.view(0)["token"] == "i5"


def test_BB39_the_token_never_enters_the_opponents_row():
    """game-data ruling: "The token never enters the opponent's scoring row." """
    g = new()
    g.row = 1
    round_(g, "SEE", "TO", "SEE", "TO")
    assert ("step", "S") not in g.legal(0)
    refused(g, 0, ("step", "S"))


def test_BB40_fewer_steps_than_the_distance_stop_in_the_field():
    """game-data ruling: the token stops in the field and the next round uses that space's type."""
    g = new()
    round_(g, "SEE", "ZZ", "SEE", "ZZ")
    walk(g, "NNN")
    assert g.view(0)["token"] == "e7" and g.view(0)["space"] == "wild" and g.phase == 0


def test_BB41_entering_your_row_scores_without_exact_count():
    """003: "This does not have to be done by exact count." """
    g = new()
    round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ")  # 7 steps; 4 reach the 10
    walk(g, "NNNN")
    assert g.scores == [10, 0] and g.phase == 0 and g.steps == 0


def test_BB42_a_score_puts_a_peg_in_and_the_token_back_in_the_centre():
    """003: "Place a peg into the hole in the square on which the token has landed and return the
    token to the center start space on the board." """
    g = new()
    round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ")
    walk(g, "EENNNN")
    v = g.view(1)
    assert v["pegs"] == [[50], []] and v["token"] == "e4" and v["space"] == "blank"


# ---- pegs and winning ------------------------------------------------------------------------

def test_BB43_two_pegs_a_side_combined_on_a_third_score():
    """003: "If you move onto your scoring area for a third time and still have not reached 100
    points, add your score together and put your peg or pegs into the appropriate numbered holes." """
    assert R.combine_pegs([], 20) == [20]
    assert R.combine_pegs([20], 40) == [20, 40]
    for pegs, v in (([10, 20], 30), ([40, 40], 10), ([10, 20], 60), ([30, 30], 30)):
        out = R.combine_pegs(pegs, v)
        assert len(out) <= 2 and sum(out) == sum(pegs) + v and all(p in D.HOLES for p in out)


def test_BB44_example_20_40_20_one_peg_at_80():
    """003: "If you have scored 20 and 40 and then score 20 again, remove your pegs and place one
    in the 80." """
    assert R.combine_pegs([20, 40], 20) == [80]


def test_BB45_example_20_40_30_pegs_at_20_and_70():
    """003: "If you have scored 20 and 40 and then 30, leave one peg in the 20 and move the other
    peg up to 70." """
    assert R.combine_pegs([20, 40], 30) == [20, 70]


def test_BB46_the_score_is_the_running_total():
    """game-data ruling: "A side's score is the running total of the values it has scored." """
    g = new()
    for dirs in ("NNNN", "WWNNNN", "ENNNN"):
        round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ")
        walk(g, dirs)
    assert g.scores == [10 + 40 + 30, 0] and g.pegs[0] == [80]


def test_BB47_first_to_100_wins_at_once():
    """003: "The first player or team to score 100 or more points wins the game." """
    g = new(3)
    g.scores = [80, 90]
    round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ")
    walk(g, "NNNN")
    r = g.result()
    assert g.scores[0] == 90 and r is None
    round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ")
    walk(g, "NNNN")
    r = g.result()
    assert r["winners"] == [0, 2] and r["side_scores"] == [100, 90] and g.waiting_for() == ()
    refused(g, 0, ("roll",), "over")


# ---- word rules ------------------------------------------------------------------------------

def _counts(word, letters=None):
    g = new()
    round_(g, letters or word.replace(" ", ""), "ZZ", word, "ZZ", D.WILD)
    return g.last[3]


def test_BB48_capitalized_words_are_not_allowed():
    """003: "Capitalized words" are not allowed."""
    assert _counts("PARIS") == 0 and not lex().contains("Paris")


def test_BB49_hyphens_and_apostrophes_are_not_allowed():
    """003: "Hyphenated words; Words using apostrophes (such as contractions or possessives)" """
    assert _counts("REDO") == 0 and _counts("DONT") == 0
    assert not lex().contains("re-do") and not lex().contains("don't")


def test_BB50_abbreviations_and_symbols_are_not_allowed():
    """003: "Abbreviations or symbols" """
    assert _counts("ETC") == 0


def test_BB51_prefixes_or_suffixes_alone_are_not_allowed():
    """003: "Prefixes or suffixes" """
    assert _counts("RE") == 0 and _counts("ED") == 0


def test_BB52_a_foreign_word_only_if_in_the_dictionary():
    """003: "Foreign words not found in your dictionary" """
    assert _counts("SEA") == 3 and _counts("OUI") == 0


def test_BB53_single_letter_words_are_not_allowed():
    """003: "Single-letter words (such as "a")" """
    assert _counts("A", "A") == 0 and _counts("SEE A", "SEEA") == 0


def test_BB54_misspelled_is_unacceptable_even_with_a_word_inside():
    """003: "If a word is misspelled, it is unacceptable even if a smaller word can be found within it." """
    assert _counts("SEATX") == 0 and _counts("SEAT") == 4


def test_BB55_one_dictionary_for_the_whole_game_never_saved():
    """003: "use the same dictionary for the entire game." """
    g = new()
    data = g.save()
    assert b"bogglebowl_fixture" not in data
    h = games.load(data, {"lexicon": lex()})
    assert h.context["lexicon"] is g.context["lexicon"]
    try:
        games.load(data)
    except ValueError as e:
        assert "lexicon" in str(e)
    else:
        raise AssertionError("a game without its dictionary")


def test_BB56_no_penalty_for_a_wrong_challenge():
    """003: "There is no penalty for wrongly challenging your opponent's word." """
    g = new()
    round_(g, "SEAT", "SEATX", "SEAT", "SEATX")  # the device judges every word: no challenge, no penalty
    assert g.last[3:5] == [4, 0] and g.scores == [0, 0]
