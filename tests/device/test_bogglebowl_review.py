"""Boggle Bowl's review and hints (issue 23): each side's final roll kept with the round, the
solver's best arrangement beside what was played, the hint, and saves from before them."""

from bogglebowl_helpers import lex, new, round_, toks
import contract_kit as kit
from bowengine import games
from bowengine.bogglebowl.review import hint, round_review


def test_a_round_keeps_each_sides_final_roll():
    g = new()
    round_(g, "SEEDS", "SOUNDED", "SEE", "SOUNDED")
    last = g.view(1)["last"]
    assert last["faces"] == [toks("SEEDSZZZZZZ"), toks("SOUNDEDZZZZ")]


def test_a_tie_keeps_the_roll_it_was_played_on_though_the_cubes_are_rolled_again():
    g = new()
    round_(g, "SEEDS", "SEEDS", "SEE", "SEE")        # a tie: the round is replayed at once
    assert g.view(0)["phase"] == "play" and g.view(0)["last"]["faces"][0] == toks("SEEDSZZZZZZ")


def test_the_review_puts_the_best_arrangement_beside_what_was_played():
    g = new()
    round_(g, "SOUNDEDA", "SEEDSO", "SEA", "SO")
    played, cubes, words, best = round_review(g.view(0), lex(), 0)
    assert (played, cubes) == (["SEA"], 3)
    assert (words, best) == (["SOUNDED"], 7)


def test_the_review_of_a_blue_side_reads_blues_roll():
    g = new()
    round_(g, "SOUNDEDA", "SEEDSO", "SEA", "SO")
    assert round_review(g.view(0), lex(), 1) == (["SO"], 2, ["SEE"], 3)


def test_the_hint_gives_the_best_cube_count_and_first_letter():
    g = new()
    g.faces[0] = toks("SOUNDEDZZZZ")
    n, first = hint(g.view(0), lex())
    assert (n, first) == (7, "S")


def test_no_word_gives_a_hint_of_nothing():
    g = new()
    g.faces[0] = toks("ZZZZZZZZZZZ")
    assert hint(g.view(0), lex()) == (0, "")


def test_hints_are_an_option_off_by_default():
    assert new().options["hints"] is False
    g = games.new("bogglebowl", 2, 1, {"hints": True}, {"lexicon": lex()})
    assert games.load(g.save(), {"lexicon": lex()}).options["hints"] is True


def test_a_save_from_before_the_reviews_restores_without_the_final_roll():
    g = new()
    round_(g, "SOUNDEDA", "SEEDSO", "SEA", "SO")
    old = games.load(kit.older_save(g, 1), {"lexicon": lex()})
    assert old.options == new().options
    assert old.view(0)["last"]["faces"] is None and round_review(old.view(0), lex(), 0) is None
    assert old.view(0)["last"]["cubes"] == [3, 2]
