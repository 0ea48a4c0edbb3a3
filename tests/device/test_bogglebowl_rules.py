"""Boggle Bowl rules (1/3): sides, components, setup, a round (BB-01 .. BB-27).

One test per checklist item, named after its BB- ID, quoting the rule book (seed 003);
helpers and the fixture dictionary in bogglebowl_helpers.py.
"""

from bogglebowl_helpers import new, toks, cubes, spell, round_, refused, walk
from bowengine.bogglebowl import data as D
from bowengine.bogglebowl import rules as R


# ---- players, object, components, setup ------------------------------------------------------

def test_BB01_two_sides_play():
    """003: "For 2 players or teams" """
    assert R.BoggleBowl.PLAYERS == (2, 3)
    for bad in (1, 4):
        try:
            new(bad)
        except ValueError:
            pass
        else:
            raise AssertionError(bad)
    assert new(2).waiting_for() == (0, 1)


def test_BB02_three_players_are_a_team_of_two_against_one():
    """003: "Two players play as a team against a single player." """
    g = new(3)
    assert [g.side_of(s) for s in range(3)] == [0, 1, 0]  # seats 0 and 2 are the red team
    assert g.waiting_for() == (0, 1)


def test_BB02_three_players_choose_who_plays_alone_and_in_which_colour():
    """003: "Choose who will be the RED player or team and who will be the BLUE." """
    g = new(3, alone=0, alone_red=True)
    assert [g.side_of(s) for s in range(3)] == [0, 1, 1]       # P1 alone as Red, P2 + P3 Blue
    assert g.view(0)["side"] == "red" and g.view(2)["side"] == "blue"
    assert g.waiting_for() == (0, 1)
    g = new(3, alone=2)
    assert [g.side_of(s) for s in range(3)] == [0, 0, 1]       # P3 alone (Blue by default)
    g.scores = [0, 95]
    round_(g, "ZZ", "SOUNDED", "ZZ", "SOUNDED", D.BLANK)
    walk(g, "SSSS")
    r = g.result()
    assert r["winners"] == [2] and r["scores"] == [0, 0, 105]
    for bad in ({"alone": 3}, {"alone": -1}, {"lead": 1}, {"alone": 0, "lead": 0}):
        try:
            new(3, **bad)
        except ValueError:
            pass
        else:
            raise AssertionError(bad)
    try:
        new(2, alone=0)             # a 2-player game has no one alone
    except ValueError as e:
        assert "3-player" in str(e)
    else:
        raise AssertionError("alone in a 2-player game")


def test_BB03_object_first_to_100_wins():
    """003: "The first player or team to score a total of 100 points or more is the winner." """
    assert D.TARGET == 100 and R.BoggleBowl.OPTIONS["target"] == 100
    g = new()
    g.scores = [90, 0]
    round_(g, "SOUNDED", "ZZ", "SOUNDED", "ZZ", D.BLANK)
    walk(g, "NNNN")
    assert g.result()["winners"] == [0] and g.waiting_for() == ()


def test_BB04_components():
    """003: "2 sets of 11 Boggle Bowl cubes ... 1 playing token ... 4 scoring pegs ... 10-second timer" """
    assert D.CUBES_PER_SIDE == 11 and len(D.CUBES) == 11 and D.SIDES == ("red", "blue")
    assert D.PEGS * 2 == 4 and D.TIMER_MS == 10000
    g = new()
    assert len(g.faces[0]) == 11 and len(g.faces[1]) == 11


def test_BB05_the_cube_faces_reconstruction():
    """game-data ruling: faces AAEEGN, ACHOPS, AFFKPS, AOOTTW, CIMOTU, DEILRX, DELRVY, EEGHNW,
    EEINSU, EIOSST, HIMNQuU, with Qu one face."""
    assert D.CUBES == ("AAEEGN", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX",
                       "DELRVY", "EEGHNW", "EEINSU", "EIOSST", "HIMNQU")
    g = new(seed=3)
    for side in (0, 1):
        for i, t in enumerate(g.faces[side]):
            assert D.TOKENS[t][0] in D.CUBES[i]


def test_BB06_red_and_blue():
    """003: "Give the RED player or team the RED letter cubes, the BLUE player or team the BLUE" """
    g = new()
    assert g.view(0)["side"] == "red" and g.view(1)["side"] == "blue"


def test_BB07_token_starts_on_the_centre_blank():
    """003: "Place the playing token on the Blank Space located in the center of the board." """
    g = new()
    v = g.view(0)
    assert v["token"] == "e4" and v["space"] == "blank"
    assert D.space_at(D.START_COL, D.START_ROW) == D.BLANK


def test_BB08_team_members_take_turns_controlling_the_cubes():
    """003: "After that, team members take turns controlling the letter cubes" """
    g = new(3)
    assert g.controller(0) == 0 and g.view(0)["controller"] and not g.view(2)["controller"]
    round_(g, "SEE", "SEE", "SEE", "SEE")  # a tie: the round is played over, by the next controller
    assert g.controller(0) == 2 and g.waiting_for() == (1, 2)
    refused(g, 0, ("roll",), "not player 0's turn")


def test_BB08_the_team_names_who_controls_the_cubes_for_the_first_round():
    """003: "each team choose its player who will control the letter cubes for the first round" """
    g = new(3, lead=2)
    assert g.controller(0) == 2 and g.waiting_for() == (1, 2)
    round_(g, "SEE", "SEE", "SEE", "SEE")           # a tie: the other member takes the cubes
    assert g.controller(0) == 0 and g.waiting_for() == (0, 1)
    g = new(3, alone=0, lead=2)                     # P1 alone as Blue: P2 and P3 are Red
    assert g.controller(0) == 2 and g.waiting_for() == (0, 2)
    round_(g, "SEE", "SEE", "SEE", "SEE")
    assert g.controller(0) == 1


def test_BB09_the_field_reconstruction():
    """game-data ruling: 9 wide by 7 deep, 18 Wild, 16 Two, 15 Blank, 14 X, symmetric, start e4."""
    n = [0, 0, 0, 0]
    for row in range(1, 8):
        for col in range(9):
            s = D.space_at(col, row)
            n[s] += 1
            assert s == D.space_at(8 - col, row) == D.space_at(col, 8 - row)
    assert n == [15, 18, 16, 14]


def test_BB10_scoring_rows_reconstruction():
    """003: "there is no 90 on the board" """
    assert D.RED_ROW == (80, 60, 40, 20, 10, 30, 50, 70, 100)
    assert D.BLUE_ROW == (100, 70, 50, 30, 10, 20, 40, 60, 80)
    assert 90 not in D.HOLES


def test_BB11_steps_from_the_start_grow_with_the_value():
    """game-data ruling: 10 is 4 steps, 20/30 5, 40/50 6, 60/70 7, 80/100 8."""
    for row in (D.RED_ROW, D.BLUE_ROW):
        for col in range(9):
            assert 4 + abs(col - D.START_COL) == {10: 4, 20: 5, 30: 5, 40: 6, 50: 6, 60: 7,
                                                  70: 7, 80: 8, 100: 8}[row[col]]


# ---- a round ---------------------------------------------------------------------------------

def test_BB12_both_sides_play_at_once():
    """003: "Both players, or teams, begin to play at the same time." """
    g = new()
    assert g.waiting_for() == (0, 1)
    cubes(g, 0, "SEE")
    g.apply(0, ("add", toks("S")[0]))
    assert g.waiting_for() == (0, 1)


def test_BB13_each_side_rolls_its_cubes_and_uses_only_the_top_letters():
    """003: "Using the letters that appear on the tops of your cubes" """
    g = new()
    cubes(g, 0, "SEATOXXXXXX")
    refused(g, 0, ("add", toks("R")[0]), "no cube of yours shows R")


def test_BB14_the_space_calls_for_the_words():
    """003: "make the word or words called for by the space occupied by the token" """
    g = new()
    g.space = D.BLANK
    cubes(g, 0, "SEATO")
    spell(g, 0, "SEA")
    refused(g, 0, ("gap",))


def test_BB15_re_roll_all_cubes_as_often_as_you_like():
    """003: "you can RE-ROLL ALL YOUR LETTER CUBES as many times as you want" """
    g = new(seed=5)
    before = list(g.faces[1])
    cubes(g, 0, "SEATO")
    spell(g, 0, "SEA")
    for _ in range(5):
        g.apply(0, ("roll",))
    assert g.faces[1] == before and g.drafts[0] == [] and g.view(0)["rolls"] == 6
    assert g.waiting_for() == (0, 1)  # the opponent does not wait
    refused(g, 0, ("roll", 3))  # all cubes, never some


def test_BB16_turning_the_timer_gives_the_opponent_10_seconds():
    """003: "Your opponent must finish his/her word or words before the 10-second timer runs out." """
    g = new()
    g.apply(0, ("done",))
    assert g.waiting_for() == (1,) and g.view(1)["timer_ms"] == 10000
    g.apply(1, ("tick", 4000))
    assert g.view(1)["timer_ms"] == 6000


def test_BB16_pass_and_play_the_second_side_gets_the_first_sides_time_plus_the_sand():
    """game-data 2.5: "The first side plays untimed until it turns the timer (DONE); the second
    then gets the time the first took plus the 10 seconds of sand" """
    g = new(pass_play=3)                            # both seats share the device
    assert g.waiting_for() == (0,)                  # Red first, unseen by Blue
    refused(g, 1, ("add", 4), "in turn: red plays first")
    g.apply(0, ("tick", 6200))
    g.apply(0, ("done",))
    assert g.waiting_for() == (1,) and g.view(1)["timer_ms"] == 16200
    g.apply(1, ("tick", 16199))
    assert g.phase == 0
    g.apply(1, ("tick", 1))
    assert g.rounds == 1 and g.last[5] == 2         # the sand ran out on Blue (a tie, 0 to 0)
    assert g.waiting_for() == (1,)                  # the round replayed: Blue's turn first
    g = new(3, pass_play=3)                         # P3 a bot: its rounds are played at once
    assert g.waiting_for() == (0,)
    g.apply(0, ("done",))
    g.apply(1, ("done",))
    assert g.waiting_for() == (1, 2)
    g.apply(2, ("tick", 6200))
    g.apply(2, ("done",))
    assert g.view(1)["timer_ms"] == 10000


def test_BB17_no_touching_your_cubes_after_turning_the_timer():
    """003: "YOU CANNOT TOUCH YOUR LETTER CUBES ONCE YOU TURN OVER THE TIMER." """
    g = new()
    cubes(g, 0, "SEATO")
    spell(g, 0, "SEA")
    g.apply(0, ("done",))
    for a in (("roll",), ("add", 4), ("undo",), ("gap",)):
        refused(g, 0, a, "you turned the timer")


def test_BB18_when_the_sand_runs_out_the_late_sides_words_count_as_they_stand():
    """003: "Tell your opponent when time has run out. Game play then stops. Players count the
    number of cubes they used." (game-data 2.5, revised: no press of DONE needed)"""
    g = new()
    cubes(g, 0, "SEE")
    cubes(g, 1, "SOUNDED")
    spell(g, 0, "SEE")
    g.apply(0, ("done",))
    spell(g, 1, "SOUNDED")
    g.apply(1, ("tick", 9999))
    assert g.phase == 0
    g.apply(1, ("tick", 1))
    assert g.last[3:] == [3, 7, 2] and g.mover == 1 and g.steps == 4
    last = g.view(0)["last"]
    assert last["timed_out"] and last["late"] == "blue" and last["words"][1] == ["SOUNDED"]


def test_BB18_a_half_typed_word_counts_nothing_when_the_sand_runs_out():
    """game-data 2.5: "its complete, correctly spelled words as the space requires; a
    half-typed word counts nothing." """
    def late(space, blue_words, blue="SEEAIDETONE"):
        g = new()
        g.space = space
        cubes(g, 0, "SO")
        cubes(g, 1, blue)
        spell(g, 0, "SO")
        g.apply(0, ("done",))
        spell(g, 1, blue_words)
        g.apply(1, ("tick", 10000))
        return g.last[2], g.last[4]
    assert late(D.BLANK, "SOUNDE", "SOUNDED") == ([], 0)              # one word, half typed
    assert late(D.WILD, "SEE AIDE TON") == (["SEE", "AIDE"], 7)       # the last word left out
    assert late(D.WILD, "SEE AIDE") == (["SEE", "AIDE"], 7)
    assert late(D.WILD, "SEE AIDE TO") == (["SEE", "AIDE", "TO"], 9)  # a word as it stands
    assert late(D.TWO, "SEAT D") == (["SEAT"], 0)                    # two words called for
    assert late(D.WILD, "TIDE SEA")[1] == 0     # a finished word misspelled: BB-20 (0 cubes)


def test_BB18_a_move_after_the_timer_ran_out_is_refused():
    """003: "Your opponent must finish ... before the 10-second timer runs out." """
    g = new()
    cubes(g, 0, "SEE")
    cubes(g, 1, "SOUNDED")
    spell(g, 0, "SEE")
    g.apply(0, ("done",))
    spell(g, 1, "SOUNDE")
    g.apply(1, ("tick", 10000))
    refused(g, 1, ("add", toks("D")[0]), "the timer ran out")
    refused(g, 1, ("done",), "the timer ran out")


def test_BB19_when_time_runs_out_each_side_counts_its_cubes():
    """003: "Players count the number of cubes they used." """
    g = new()
    round_(g, "SOUNDED", "REGRET", "SOUNDED", "REGRET")
    assert g.view(0)["last"]["cubes"] == [7, 6] and g.view(1)["last"]["words"] == [["SOUNDED"], ["REGRET"]]


def test_BB20_a_wrong_arrangement_counts_0():
    """003: "In order for your cubes to count you must have correctly completed the word
    arrangement called for." """
    g = new()
    round_(g, "SOUNDEX", "TOE", "SOUNDEX", "TO", D.BLANK)  # SOUNDEX is not a word
    assert g.last[3:5] == [0, 2]


def test_BB21_two_words_called_for_need_two_complete_words():
    """003: "you must have made two complete separate words and spelled them correctly." """
    g = new()
    round_(g, "GLASSESTHEM", "SEATO", "GLASSES THEM", "SEAT", D.TWO)
    assert g.last[3:5] == [11, 0]


def test_BB22_cubes_not_letters_qu_is_one_cube_and_no_cube_twice():
    """game-data ruling: "a Qu face is one cube; each cube gives one letter and no cube is used twice." """
    g = new()
    round_(g, "QITS", "SEAT", "QITS", "SEA")
    assert g.last[1] == ["QUITS"] and g.last[3:5] == [4, 3]
    g = new()
    cubes(g, 0, "SEATO")
    spell(g, 0, "SEA")
    refused(g, 0, ("add", toks("S")[0]), "already used")


def test_BB23_a_tie_replays_the_round_and_the_token_stays():
    """003: "IF A SCORE IS TIED AFTER A ROUND, THE TOKEN IS NOT MOVED. REPLAY THAT ROUND." """
    for words in (("SEE", "TIE", "SEE", "TIE"), ("SEX", "TOX", "SEX", "TOX")):  # 3-3 and 0-0
        g = new()
        round_(g, words[0], words[1], words[2], words[3])
        assert g.waiting_for() == (0, 1) and g.view(0)["token"] == "e4"
        assert g.view(0)["space"] == "blank" and g.rounds == 1 and g.drafts == [[], []]


def test_BB24_the_side_with_more_cubes_wins_the_round():
    """003: "the player who used the most cubes is the winner of the round." """
    g = new()
    round_(g, "SEE", "SEAT", "SEE", "SEAT")
    assert g.view(0)["mover"] == "blue" and g.waiting_for() == (1,)


def test_BB25_the_winner_moves_by_the_difference():
    """003: "moves the token the number of spaces equal to the difference" """
    g = new()
    round_(g, "GLASSES", "TO", "GLASSES", "TO")
    assert g.steps == 5


def test_BB26_two_additional_letters_move_two_spaces():
    """003: "if the winner's word or words has two additional letters, that player moves the
    token two spaces." """
    g = new()
    round_(g, "TIES", "TO", "TIES", "TO")
    assert g.steps == 2
    walk(g, "NN")
    assert g.view(0)["token"] == "e6"


def test_BB27_the_next_round_uses_the_space_the_token_landed_on():
    """003: "Players begin the next round by forming the type of word or words indicated by the
    space on which the token has landed." """
    g = new()
    round_(g, "TIES", "TO", "TIES", "TO")
    walk(g, "NE")
    assert g.view(1)["token"] == "f5" and g.view(1)["space"] == "two" and g.space == D.TWO
