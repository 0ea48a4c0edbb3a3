"""`bowwords solve bogglebowl --rolls N`: what a re-roll rule is worth, exactly, from the
solver's best on seeded rolls (BB-15 re-rolls, BB-23 ties played over)."""

import json
from pathlib import Path

import pytest

from bowwords import cli, rerolls

LEXICON = Path(__file__).resolve().parent / "device" / "lexicon_fixture.bwd"

# one roll: 11 cubes nine times in ten, 10 otherwise
NINE_IN_TEN = [0.0] * 10 + [0.1, 0.9]


def test_bb15_a_rule_rolls_again_below_its_counts_and_keeps_the_third_roll():
    """BB-15 "RE-ROLL ALL YOUR LETTER CUBES as many times as you want": rolling a 10 again on
    both re-rolls ends on 11 unless all three rolls are 10; keeping a 10 ends there."""
    again = rerolls.ending(NINE_IN_TEN, 11, 11)
    assert again[11] == pytest.approx(1 - 0.1 ** 3) and again[10] == pytest.approx(0.1 ** 3)
    assert rerolls.ending(NINE_IN_TEN, 10, 10) == pytest.approx(NINE_IN_TEN)
    once = rerolls.ending(NINE_IN_TEN, 11, 10)  # a first 10 rolled again, a second kept
    assert once[11] == pytest.approx(0.9 + 0.1 * 0.9)


def test_bb23_a_tie_is_played_over_so_a_wild_round_goes_to_who_falls_short_first():
    """BB-23 "IF A SCORE IS TIED AFTER A ROUND ... the round is played over": against a side
    keeping every 10, a side rolling its 10s again wins when its 11 meets a kept 10 (0.999 x 0.1)
    and loses when its three 10s meet an 11 (0.001 x 0.9); every other round is a tie."""
    keep = rerolls.ending(NINE_IN_TEN, 10, 10)
    again = rerolls.ending(NINE_IN_TEN, 11, 11)
    win, lose, tie = rerolls.contest(again, keep)
    assert win == pytest.approx(0.999 * 0.1) and lose == pytest.approx(0.001 * 0.9)
    assert win + lose + tie == pytest.approx(1)
    assert rerolls.contest(keep, keep)[0] == pytest.approx(0.9 * 0.1)


def test_the_report_names_the_experts_rule_its_turns_and_the_best_rules():
    """Rows: the expert's rule first, its four one-step turns, then the rule of most cubes and
    the rule winning most decided rounds (a label added where it is already a row)."""
    out = rerolls.report("wild", [0] * 10 + [10, 90], (10, 10))
    rules = [tuple(r["rule"]) for r in out["rules"]]
    assert rules == [(10, 10), (9, 10), (11, 10), (10, 9), (10, 11), (11, 11)]
    first, last = out["rules"][0], out["rules"][-1]
    assert first["note"] == "the expert's" and first["won_of_decided"] == 0.5
    assert last["note"] == "most cubes, most decided rounds won"
    assert last["rounds_a_decision_self"] == pytest.approx(1 / (2 * 0.999 * 0.001), abs=0.1)


def test_solve_rolls_counts_every_roll_with_the_dictionary_given(capsys):
    """--rolls N solves N seeded rolls: the counts add up to N, the same on a second run."""
    args = ["solve", "bogglebowl", "--space", "two", "--rolls", "12", "--seed", "5",
            "--dict", str(LEXICON), "--json"]
    assert cli.main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert sum(first["one_roll"]) == 12 and first["rolls"] == 12 and first["seed"] == 5
    assert first["rules"][0]["note"] == "the expert's"
    assert cli.main(args) == 0
    assert json.loads(capsys.readouterr().out) == first


def test_solve_rolls_against_a_rule_given_plays_its_turns_against_it(capsys):
    """--against F/S: the rows are that rule's, and its turns, instead of the expert's."""
    assert cli.main(["solve", "bogglebowl", "--space", "wild", "--rolls", "4", "--against", "11/10",
                     "--dict", str(LEXICON), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["against"] == [11, 10] and out["rules"][0]["note"].startswith("--against")
    assert [r["rule"] for r in out["rules"][1:5]] == [[10, 10], [12, 10], [11, 9], [11, 11]]
