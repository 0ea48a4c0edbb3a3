"""`bowwords sim GAME --challenger expert,NAME:VALUE` and `--challenger turns`: the expert with
its own settings turned (issue 42)."""

import json

import pytest

from bowengine import games
from bowwords import cli, turned
from bowwords.errors import BowwordsError


@pytest.mark.parametrize("game", ["billionaire", "highbid", "buyword", "bogglebowl"])
def test_every_expert_names_its_settings_in_one_place_and_each_is_a_number_or_numbers(game):
    settings = turned.tuning(game)
    assert settings
    for name, value in settings:
        assert name.isupper() and hasattr(games.bots(game)["expert"], name)
        assert isinstance(value, (int, float, tuple, bytes)) and not isinstance(value, bool), name


def test_a_turned_expert_changes_its_own_class_only():
    expert = games.bots("billionaire")["expert"]
    ratio, margin = expert.RATIO, expert.MARGIN
    cls, spec = turned.make("billionaire", "expert, RATIO:%d,MARGIN:%d" % (ratio + 1, margin + 2))
    assert spec == "expert,RATIO:%d,MARGIN:%d" % (ratio + 1, margin + 2)
    as_it_was = "expert,RATIO:%d,MARGIN:%d" % (ratio, margin + 2)
    assert turned.make("billionaire", as_it_was)[1] == "expert,MARGIN:%d" % (margin + 2)
    assert (cls.RATIO, cls.MARGIN, cls.SAFETY) == (ratio + 1, margin + 2, expert.SAFETY)
    assert (expert.RATIO, expert.MARGIN) == (ratio, margin) and issubclass(cls, expert)


def test_a_setting_held_per_entry_is_turned_one_entry_at_a_time():
    cls, _ = turned.make("bogglebowl", "expert,REROLL_AT[2]:9")
    was = games.bots("bogglebowl")["expert"].REROLL_AT
    assert isinstance(cls.REROLL_AT, bytes) and cls.REROLL_AT[2] == 9
    assert cls.REROLL_AT[:2] == was[:2] and cls.REROLL_AT[3:] == was[3:]
    cls, _ = turned.make("highbid", "expert,BUDGET[4]:0.5")
    assert cls.BUDGET[4] == 0.5 and cls.BUDGET[5] == 0.75


@pytest.mark.parametrize("game,spec,words", [
    ("billionaire", "expert,PRIOX:160", "NAME one of RATIO, PRIOR"),
    ("billionaire", "expert,RATIO:lots", r"takes a number like \d+, not 'lots'"),
    ("billionaire", "expert,RATIO", "NAME:VALUE"),
    ("billionaire", "expert,RATIO[1]:5", "RATIO is one number"),
    ("billionaire", "expert,PRIOR:150", r"held per entry: PRIOR\[I\]:VALUE"),
    ("bogglebowl", "expert,REROLL_AT:9", r"held per entry: REROLL_AT\[I\]:VALUE with I from 0 to 7"),
    ("bogglebowl", "expert,REROLL_AT[9]:9", "with I from 0 to 7"),
    ("bogglebowl", "expert,REROLL_AT[x]:9", "I a number"),
    ("bogglebowl", "expert,REROLL_AT[1]:300", "entries are 0-255"),
    ("billionaire", "random,PRIOR:1", "names no settings"),
])
def test_a_bad_turn_is_one_clear_error(game, spec, words):
    with pytest.raises(BowwordsError, match=words):
        turned.make(game, spec)


def test_the_table_turns_each_setting_down_and_up_by_one_step_after_the_unchanged_expert():
    rows = turned.steps("billionaire", 4)
    assert rows[0] == ("expert", "-", "-")
    specs = [spec for spec, _, _ in rows]
    ratio = games.bots("billionaire")["expert"].RATIO
    down, up = turned._turn(ratio, False), turned._turn(ratio, True)
    assert ("expert,RATIO:%d" % down, "RATIO", "%d -> %d" % (ratio, down)) in rows
    assert "expert,RATIO:%d" % up in specs
    assert "expert,PRIOR[4]:150" in specs and "expert,PRIOR[3]:150" not in specs   # this count's entry
    assert len(rows) == 1 + 2 * len(turned.tuning("billionaire"))
    budget = [s for s, name, _ in turned.steps("highbid", 4) if name.startswith("BUDGET")]
    assert budget == ["expert,BUDGET[4]:0.5", "expert,BUDGET[4]:1.125"]   # this count's entry only


def test_a_step_of_a_small_int_is_at_least_one_and_never_below_zero():
    assert turned._turn(1, True) == 2 and turned._turn(1, False) == 0
    assert turned._turn(0, False) is None and turned._turn(2, True) == 3


def test_sim_plays_the_expert_with_a_setting_turned_as_a_challenger(capsys):
    argv = ["sim", "billionaire", "--players", "3", "--challenger", "expert,PRIOR[3]:160", "--games", "6",
            "--jobs", "1", "--json"]
    assert cli.main(argv) == 0
    row = json.loads(capsys.readouterr().out)["rows"][0]
    assert row["spec"] == "expert,PRIOR[3]:160" and row["games"] == 6 and row["low"] <= row["share"] <= row["high"]


def test_sim_turns_prints_a_row_for_each_turn_with_its_interval(capsys):
    argv = ["sim", "highbid", "--players", "2", "--challenger", "turns", "--games", "1", "--jobs", "1"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("highbid, 2 players: expert with one setting turned against expert, 1 game a row")
    assert out[1].split()[:3] == ["setting", "turned", "games"]
    rows = out[2:]
    assert len(rows) == len(turned.steps("highbid", 2)) and rows[0].split()[:3] == ["-", "-", "1"]
    assert any(r.startswith("LATE") and "8 -> 12" in r for r in rows)


def test_a_bad_turn_on_the_command_line_is_one_line_before_any_game(capsys):
    assert cli.main(["sim", "billionaire", "--challenger", "expert,PRIOX:1"]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "PRIOX:1" in err[0]


def _ratio_up(times=1):
    """The expert's SPEC with RATIO turned up `times` steps."""
    ratio = games.bots("billionaire")["expert"].RATIO
    for _ in range(times):
        ratio = turned._turn(ratio, True)
    return "expert,RATIO:%d" % ratio


def _shares(beats):
    """A duel whose challenger wins 0.45 where (SPEC, opponent) is in `beats`, else fair share."""
    played = []

    def duel(game, players, spec, count, seed, opponent, jobs=1, dictionary=None):
        played.append((spec, opponent, count))
        share = 0.45 if (spec, opponent) in beats else 1.0 / players
        return {"spec": spec, "games": count, "wins": share * count, "share": share, "low": share - 0.04,
                "high": share + 0.04, "fair": round(1.0 / players, 4)}
    return duel, played


def test_the_fixed_point_adopts_the_turn_that_beats_most_until_none_does():
    """With played shares given: RATIO up beats the expert at 3 players (confirmed on fresh
    games), then nothing beats the new base: one step, and that base is the fixed point."""
    up = _ratio_up()
    duel, played = _shares({(up, "expert")})
    end, path, fixed = turned.fixed_point(duel, "billionaire", [2, 3], 100, 600, 1, report=None)
    assert fixed and end == up and [(s, n) for s, n, _ in path] == [(up, 3)]
    assert (up, "expert", 600) in played                 # confirmed on fresh games
    # from the new base, every turn is played, RATIO turned down (the expert as it was) too
    assert (_ratio_up(2), up, 100) in played
    assert ("expert", up, 100) in played


def test_a_turn_that_beats_the_base_but_leads_back_is_a_cycle_not_a_fixed_point():
    up = _ratio_up()
    duel, _ = _shares({(up, "expert"), ("expert", up)})   # each beats the other
    end, path, fixed = turned.fixed_point(duel, "billionaire", [3], 100, 600, 1)
    assert end == up and len(path) == 1 and not fixed


def test_a_turn_a_held_challenger_beats_is_refused_and_the_next_best_taken():
    up = _ratio_up()
    margin = "expert,MARGIN:%d" % turned._turn(games.bots("billionaire")["expert"].MARGIN, True)
    low = "share:4,budget:no"
    duel, played = _shares({(up, "expert"), (margin, "expert"), (low, up)})
    end, path, fixed = turned.fixed_point(duel, "billionaire", [3], 100, 600, 1, hold=[low])
    assert end == margin and [s for s, _, _ in path] == [margin] and fixed
    assert (low, up, 600) in played and (low, margin, 600) in played     # each checked on fresh games
    assert (low, "expert", 600) in played                               # and the base, where it beat up


def test_a_held_challenger_that_beats_the_base_as_much_does_not_refuse_the_turn():
    up = _ratio_up()
    low = "share:4,budget:no"
    duel, _ = _shares({(up, "expert"), (low, up), (low, "expert")})   # the base gives away as much
    end, path, fixed = turned.fixed_point(duel, "billionaire", [3], 100, 600, 1, hold=[low])
    assert end == up and [s for s, _, _ in path] == [up]


def test_when_every_turn_that_beats_it_is_refused_the_base_stays_and_is_no_fixed_point():
    up = _ratio_up()
    low = "share:4,budget:no"
    duel, _ = _shares({(up, "expert"), (low, up)})
    said = []
    end, path, fixed = turned.fixed_point(duel, "billionaire", [3], 100, 600, 1, report=said.append, hold=[low])
    assert end == "expert" and path == [] and not fixed
    assert any("loses to a held challenger (%s)" % up in s for s in said)


def _prior_up(players):
    """The expert's SPEC with its PRIOR entry for `players` turned up one step."""
    prior = games.bots("billionaire")["expert"].PRIOR[players]
    return "expert,PRIOR[%d]:%d" % (players, turned._turn(prior, True))


def test_a_turn_of_one_count_entry_plays_as_the_base_at_every_other_count():
    turn = _prior_up(3)
    assert turned.plays_as("billionaire", turn, "expert", 2) and turned.plays_as("billionaire", turn, "expert", 4)
    assert not turned.plays_as("billionaire", turn, "expert", 3)
    assert not turned.plays_as("billionaire", _ratio_up(), "expert", 2)


def test_a_held_challenger_is_played_only_where_the_turn_plays_otherwise_than_the_base():
    """PRIOR[3] turned changes nothing heads-up: the held challenger meets it at 3 players only."""
    turn = _prior_up(3)
    low = "share:4,budget:no"
    duel, played = _shares({(turn, "expert")})
    end, path, fixed = turned.fixed_point(duel, "billionaire", [2, 3], 100, 600, 1, hold=[low])
    assert end == turn and [(s, n) for s, n, _ in path] == [(turn, 3)]
    held = [(spec, opponent) for spec, opponent, _ in played if spec == low]
    assert held == [(low, turn)]


@pytest.mark.parametrize("argv,words", [
    (["--challenger", "turns", "--hold", "share:4"], "--hold is for --challenger fixed-point"),
    (["--challenger", "fixed-point", "--hold", "expert,PRIOR:1"], "simple challenger's SPEC"),
    (["--challenger", "fixed-point", "--hold", "shares:4"], "KEY one of share"),
])
def test_a_bad_hold_is_one_line_before_any_game(capsys, argv, words):
    assert cli.main(["sim", "billionaire"] + argv) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]
