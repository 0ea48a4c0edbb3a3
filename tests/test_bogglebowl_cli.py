"""`bowwords solve bogglebowl` and the Boggle Bowl bots through `bowwords sim`."""

import json
from pathlib import Path

from bowwords import cli, sim
from bowengine import games
from bowengine.bogglebowl import solver
from bowengine.bogglebowl.data import SPACE_NAMES
from bowengine.lexicon import Lexicon

FIXTURE = Path(__file__).resolve().parent / "device" / "bogglebowl_fixture.bwd"
LEXICON = Path(__file__).resolve().parent / "device" / "lexicon_fixture.bwd"


def _solve(capsys, *args):
    status = cli.main(["solve", "bogglebowl"] + list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_prints_the_best_arrangement_as_json(capsys):
    status, out, _ = _solve(capsys, "--space", "wild", "--letters", "S E E A I D E T O N E",
                            "--dict", str(FIXTURE), "--json")
    report = json.loads(out)
    assert status == 0 and report["cubes"] == 11 and report["space"] == "wild"
    assert sorted(report["words"]) == ["AIDE", "SEE", "TONE"]
    assert set(report) == {"space", "words", "cubes", "nodes", "seconds"}


def test_solve_cross_names_the_shared_letter_and_qu_is_one_token(capsys):
    status, out, _ = _solve(capsys, "--space", "cross", "--letters", "QU I T S E A",
                            "--dict", str(FIXTURE), "--json")
    report = json.loads(out)
    assert status == 0 and report["cross"] in report["words"][0] and report["cubes"] >= 6


def test_solve_budget_cuts_the_search(capsys):
    status, out, _ = _solve(capsys, "--space", "blank", "--letters", "SOUNDEDREGT",
                            "--dict", str(FIXTURE), "--budget", "5", "--json")
    report = json.loads(out)
    assert status == 0 and report["cut"] is True and report["nodes"] <= 6


def test_solve_reads_two_letters_written_together_as_two_cubes():
    """Issue 30: --letters SO was refused while "S O" and SOUNDED were read; QU alone is one cube."""
    from bowwords.solve import parse_letters
    assert parse_letters("SO") == parse_letters("S O") == parse_letters("SOUNDED")[:2]
    assert len(parse_letters("QU")) == 1 and len(parse_letters("QUA")) == 2


def test_solve_rejects_bad_letters_and_games(capsys):
    status, _, err = _solve(capsys, "--space", "blank", "--letters", "S 1", "--dict", str(FIXTURE))
    assert status == 1 and "not a cube face" in err and err.count("\n") == 1
    status = cli.main(["solve", "highbid", "--space", "blank", "--letters", "S"])
    assert status == 1


def test_the_expert_plays_the_solvers_answer_and_the_bots_finish_games():
    lex = Lexicon(str(LEXICON))
    ctx = {"lexicon": lex}
    table = games.bots("bogglebowl")
    assert set(table) == {"random", "easy", "normal", "expert"}
    g = games.new("bogglebowl", 2, 3, {"target": 20}, ctx)
    bot = table["expert"](0, 1, ctx)
    v = g.view(0)
    best = solver.solve(v["cubes"], SPACE_NAMES.index(v["space"]), lex)
    while g.view(0)["draft"] == [] or not g.view(0)["done"]:
        a = bot.act(g.view(0), g.legal(0))
        if a == ("roll",):
            best = None
            break
        g.apply(0, a)
    if best is not None:
        assert g.cubes_of(0) == best[1]
    for bots in (("expert", "normal"), ("easy", "random"), ("random", "random", "expert")):
        report = sim.simulate("bogglebowl", len(bots), list(bots), 2, 5, {"target": 20}, ctx)
        shares = sum(p["win_share"] for p in report["players"])
        assert report["games"] == 2 and 1.0 <= shares <= 2.0  # a team's win counts for both seats
    lex.close()


def test_blank_benchmark_loses_fewer_cubes_as_the_node_budget_grows():
    """`python -m bowwords.solve`'s budget table (CPython part): a bigger budget walks a longer
    prefix of the same search, so it never loses more cubes, and the largest loses none here."""
    from bowwords import solve

    report = solve.blank_figures(12, budgets=(50, 200, 800, 4000), vm_rolls=0)
    lost = [b["mean_cubes_lost"] for b in report["budgets"]]
    assert lost == sorted(lost, reverse=True) and lost[0] > 0 and lost[-1] == 0
    assert report["nodes"]["max"] < 4000 and "vm" not in report
