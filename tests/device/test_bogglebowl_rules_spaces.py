"""Boggle Bowl rules (2/3): the four spaces (BB-28 .. BB-35) and bad input.

One test per checklist item, named after its BB- ID, quoting the rule book (seed 003);
helpers and the fixture dictionary in bogglebowl_helpers.py.
"""

from bogglebowl_helpers import new, toks, cubes, spell, round_, refused
from bowengine.bogglebowl import data as D
from bowengine.bogglebowl.words import GAP


# ---- the four spaces -------------------------------------------------------------------------

def test_BB28_blank_space_one_word():
    """003: "Blank Space: The object is to use as many of your letter cubes as possible to make
    one word." """
    g = new()
    round_(g, "SEATO", "SEATO", "SEAT", "SEA TO", D.WILD)
    assert g.last[3:5] == [4, 5]
    g = new()
    cubes(g, 1, "SEATO")
    spell(g, 1, "SEA")
    refused(g, 1, ("gap",), "one word")


def test_BB29_example_blank_sounded_7_regret_6_red_moves_1():
    """003: "Red: SOUNDED = 7 Letters Blue: REGRET = 6 Letters RED moves token 1 space." """
    g = new()
    round_(g, "SOUNDED", "REGRET", "SOUNDED", "REGRET")
    assert g.last[3:5] == [7, 6] and g.mover == 0 and g.steps == 1


def test_BB30_wild_space_one_or_more_words():
    """003: "Wild Space: ... to make one or more words." """
    g = new()
    round_(g, "SEATO", "SEATO", "SEAT", "SEA TO", D.WILD)
    assert g.last[3:5] == [4, 5]


def test_BB31_example_wild_see_aide_tone_11_front_slam_9_red_moves_2():
    """003: "Red: SEE AIDE TONE = 11 Letters Blue: FRONT SLAM = 9 Letters RED moves token 2 spaces." """
    g = new()
    round_(g, "SEEAIDETONE", "FRONTSLAM", "SEE AIDE TONE", "FRONT SLAM", D.WILD)
    assert g.last[3:5] == [11, 9] and g.mover == 0 and g.steps == 2


def test_BB32_two_space_one_word_alone_counts_0():
    """003: "2 Space: The object is to use as many of your letter cubes as possible to make two words." """
    g = new()
    round_(g, "GLASSES", "SEATO", "GLASSES", "SEA TO", D.TWO)
    assert g.last[3:5] == [0, 5]


def test_BB33_example_two_parade_to_8_glasses_them_11_blue_moves_3():
    """003: "Red: PARADE TO = 8 Letters Blue: GLASSES THEM = 11 Letters Blue moves 3 spaces." """
    g = new()
    round_(g, "PARADETO", "GLASSESTHEM", "PARADE TO", "GLASSES THEM", D.TWO)
    assert g.last[3:5] == [8, 11] and g.mover == 1 and g.steps == 3


def test_BB34_two_space_words_need_two_letters():
    """003: "Single-letter words (such as "a")" are not allowed."""
    g = new()
    round_(g, "SEATA", "SEATO", "SEAT A", "SEA TO", D.TWO)
    assert g.last[3:5] == [0, 5]


def test_BB35_x_space_two_words_crossing_on_one_letter():
    """003: "X Space: The object is to use as many of your letter cubes to make two words that
    cross each other, using one common letter." """
    g = new()
    # SEAT and TONE cross on the T: 4 + 4 - 1 = 7 cubes (one T cube). Blue's SEA and TO share nothing.
    round_(g, "SEATONE", "SEATO", "SEAT TONE", "SEA TO", D.CROSS)
    assert g.last[3:5] == [7, 0]
    g = new()
    g.space = D.CROSS
    cubes(g, 0, "SEATONE")
    spell(g, 0, "SEAT TONE")
    refused(g, 0, ("add", toks("E")[0]), "cross on")  # the E's cubes are used: only one shared cube
    g = new()
    g.space = D.CROSS
    cubes(g, 0, "SEATOXY")
    spell(g, 0, "SEAT")
    g.apply(0, ("gap",))
    refused(g, 0, ("gap",))  # two words only


def test_BB35_x_space_the_second_word_shares_only_a_letter_of_the_first():
    """003: "two words that cross each other, using one common letter": the second word may
    use a cube of the first only for a letter both words have, and never a letter no cube shows."""
    g = new()
    g.space = D.CROSS
    cubes(g, 0, "SEATO")                        # no R among the cubes
    spell(g, 0, "SEA TO")
    refused(g, 0, ("add", toks("R")[0]), "no cube of yours shows R")       # SEA + TOR
    refused(g, 0, ("add", toks("T")[0]), "cross on")     # SEA + TOT: SEA has no T to share
    g.apply(0, ("add", toks("E")[0]))           # SEA + TOE: crossing on SEA's E
    assert g.drafts[0] == toks("SEA") + [GAP] + toks("TOE")


# ---- bad input -------------------------------------------------------------------------------

def test_bad_input_one_word_on_a_two_space_and_a_cube_used_twice():
    """003: "if the round called for two words, you must have made two complete separate words" """
    g = new()
    g.space = D.TWO
    cubes(g, 0, "SEATO")
    spell(g, 0, "SEA TO")
    refused(g, 0, ("gap",), "two words")
    refused(g, 0, ("add", toks("O")[0]), "already used")
    refused(g, 0, ("add", 27))
    refused(g, 0, ("add", "S"))
    assert g.drafts[0] == toks("SEA") + [GAP] + toks("TO")
