"""The `bowwords` command: help everywhere, one-line errors with exit status 1, JSON reports."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bowwords import cli


def run(argv, capsys, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert e.value.code == 0
    for name in ("play", "bench", "dict", "flash", "bundle", "sim", "solve"):
        assert name in out


@pytest.mark.parametrize("name", [c[0] for c in cli.COMMANDS])
def test_every_command_has_help(name, capsys):
    with pytest.raises(SystemExit) as e:
        cli.main([name, "--help"])
    assert e.value.code == 0 and "usage: bowwords " + name in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["nope"], ["play", "--bogus"], ["play", "--seed", "x"],
                                  ["sim", "slate", "--games", "many"], ["bench"], ["bench", "vm", "--only"]])
def test_bad_arguments_are_one_line_and_exit_1(argv, capsys):
    code, out, err = run(argv, capsys)
    assert code == 1 and out == ""
    assert err.startswith("bowwords: ") and err.count("\n") == 1


def test_console_script_exit_status_and_stderr():
    exe = Path(sys.executable).parent / "bowwords"
    done = subprocess.run([str(exe), "play", "--seed", "-5"], capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr == "bowwords: --seed must be a whole number from 0 to 1073741823\n"


def test_play_menu_runs_each_tool_from_typed_lines(capsys, monkeypatch):
    lines = "1\n\n2\n\nq\n2\n\n\n\n\n\n\n\n\nq\n3\n\nq\n4\n\nq\nq\n"
    code, out, _ = run(["play", "--lines", "--seed", "7"], capsys, lines, monkeypatch)
    assert code == 0
    assert "Six-sided die" in out and "Each player draws" in out
    assert "sold to the" in out or "OPEN SALE" in out
    assert any(w in out for w in ("Red Red", "Red Green", "Green Red", "Green Green"))


def test_play_slate_hides_nothing_it_should_not_and_rejects_bad_bids(capsys, monkeypatch):
    lines = "3\n1\n\n12\n\nten\n12\n\n\n\n13\n\n12\n"
    code, out, _ = run(["play", "--lines", "--tool", "slate", "--seed", "1"], capsys, lines, monkeypatch)
    assert code == 0
    assert "bowwords: a bid must be a whole number from 1 to 999" in out
    assert "A tie: players 1, 2 bid again, at least 12." in out
    assert "Player 1 wins with 13." in out


def test_play_buyword_die_insists_on_2_to_5_after_choice(capsys, monkeypatch):
    # Seed 2's first CHOICE comes within a few rolls; answer 9 first, then 4.
    lines = "".join(["\n9\n4\n" for _ in range(12)]) + "q\n"
    code, out, _ = run(["play", "--lines", "--tool", "buyword-die", "--seed", "2"], capsys, lines, monkeypatch)
    assert code == 0
    assert "CHOICE" in out and "on CHOICE the Leader must choose a number from 2 to 5" in out
    assert "Each player draws 4 tiles." in out


def test_play_timer_counts_down_to_time(capsys, monkeypatch):
    import bowengine.companion.timer as timer

    monkeypatch.setitem(timer.Timer.OPTIONS, "seconds", 1)
    code, out, _ = run(["play", "--lines", "--tool", "timer", "--seed", "1"], capsys, "\nq\n", monkeypatch)
    assert code == 0 and "1-second timer" in out and "TIME!" in out


def test_sim_json_shape_and_same_seed_same_report(capsys):
    argv = ["sim", "slate", "--players", "3", "--bots", "random", "--games", "40", "--seed", "9", "--json"]
    code, out, _ = run(argv, capsys)
    assert code == 0
    report = json.loads(out)
    assert report["game"] == "slate" and report["games"] == 40 and report["seed"] == 9
    assert [p["seat"] for p in report["players"]] == [0, 1, 2]
    for p in report["players"]:
        assert set(p) >= {"seat", "bot", "win_share", "mean_score", "median_score"}
    assert 0 < sum(p["win_share"] for p in report["players"]) <= 1.0001
    assert run(argv, capsys)[1] == out


@pytest.mark.parametrize("argv,words", [
    (["sim", "slate", "--players", "3", "--bots", "random,random"], "2 bots for 3 players"),
    (["sim", "slate", "--players", "2", "--bots", "wizard"], "no bot called wizard"),
    (["sim", "slate", "--players", "7"], "2 to 5 players"),
    (["sim", "chess"], "no game named 'chess'"),
    (["sim", "slate", "--players", "2", "--option", "first"], "KEY=VALUE"),
])
def test_sim_bad_input_is_one_clear_line(argv, words, capsys):
    code, out, err = run(argv, capsys)
    assert code == 1 and words in err and err.count("\n") == 1


def test_bench_vm_json_reports_heap_figures(capsys):
    code, out, _ = run(["bench", "vm", "--only", "engine", "die", "--steps", "30", "--json"], capsys)
    assert code == 0
    rows = {r["name"]: r for r in json.loads(out)["results"]}
    assert set(rows) == {"engine", "die"}
    for row in rows.values():
        assert 4 <= row["min_heap_kb"] <= 64 and row["live_bytes_x64"] > 1000
    assert rows["die"]["min_heap_kb"] >= rows["engine"]["min_heap_kb"]


def test_sim_billionaire_default_bots_end_and_every_ending_is_reported(capsys):
    code, out, _ = run(["sim", "billionaire", "--games", "5", "--json"], capsys)
    report = json.loads(out)
    assert code == 0 and report["endings"] == {"billion": 1.0, "last investment": 0.0}


def test_sim_highbid_reports_both_endings_even_unseen(capsys):
    code, out, _ = run(["sim", "highbid", "--players", "3", "--games", "3", "--json"], capsys)
    assert code == 0 and set(json.loads(out)["endings"]) == {"all sold", "went out"}


def _tool_choices():
    play = next(a for a in cli.parser()._subparsers._group_actions[0].choices["play"]._actions
                if a.dest == "tool")
    return list(play.choices)


@pytest.mark.parametrize("tool", _tool_choices())
def test_play_lines_runs_every_tool_that_tool_accepts(tool, capsys, monkeypatch):
    # issue 24: --lines --tool price (cubes, scorekeeper) ended in KeyError
    code, out, err = run(["play", "--lines", "--tool", tool, "--seed", "4"], capsys, "q\n", monkeypatch)
    assert (code, err) == (0, "") and "Bowwords companion (seed 4)" in out


def test_play_lines_menu_lists_every_tool(capsys, monkeypatch):
    from bowwords import terminal

    assert sorted(n for n, _ in terminal.TOOLS) == sorted(_tool_choices())
    code, out, _ = run(["play", "--lines", "--seed", "4"], capsys, "10\n\nq\nq\n", monkeypatch)
    assert code == 0 and "10  Boggle Bowl scorekeeper" in out and "token on e4 (blank)" in out


def test_play_lines_price_prices_tiles_and_pips(capsys, monkeypatch):
    lines = "CAT\ncat\nCaT\nC??\n12\n0\nc4t\nq\n"
    code, out, _ = run(["play", "--lines", "--tool", "price"], capsys, lines, monkeypatch)
    assert code == 0
    assert out.count("CAT: 4 pips, buy or sell for $16") == 2
    assert "CaT: 4 pips, sell for $16 (Wilds are never bought)" in out
    assert "C??: 4 pips, a word takes at most one Wild" in out
    assert "12 pips: buy or sell for $144" in out
    assert "bowwords: type from 1 to 99 pips" in out and "bowwords: '4' is not a tile" in out


def test_play_lines_cubes_rolls_both_sets_or_one(capsys, monkeypatch):
    code, out, _ = run(["play", "--lines", "--tool", "cubes", "--seed", "3"], capsys, "\nb\nx\nq\n", monkeypatch)
    rows = [line.split(":")[1].split() for line in out.replace("roll> ", "\n").splitlines()
            if line.startswith(("  red:", "  blue:"))]
    assert code == 0 and len(rows) == 4 and all(len(r) == 11 for r in rows)
    assert rows[2] == rows[0]            # b re-rolled blue only
    assert "bowwords: Enter rolls both sets" in out


def test_play_lines_scorekeeper_moves_the_token_and_ends_at_the_target(capsys, monkeypatch):
    # red wins a round by 4 and walks north into its scoring row (10); then by 8 to i8 (100 points)
    lines = "red 3\nS\nNN\nN\nblue 12\nred 8\nEEEENNNN\n"
    code, out, _ = run(["play", "--lines", "--tool", "scorekeeper"], capsys, lines, monkeypatch)
    assert code == 0
    assert "bowwords: the token cannot step S from e4" in out
    assert "red moves 1 step from e6" in out and "token on e7 (wild)" in out
    assert "bowwords: type the winner and the difference in cubes, 1 to 11" in out
    assert "red scores 100: 100 in all (pegs 100)" in out and out.rstrip().endswith("Red wins, 100 to 0.")
