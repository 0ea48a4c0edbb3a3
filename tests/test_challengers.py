"""`bowwords sim GAME --challenger SPEC`: simple strategies against the experts (issue 32)."""

import json

import pytest

from bowwords import challengers, cli
from bowwords.errors import BowwordsError


def run(argv, capsys):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_a_spec_fills_in_the_family_defaults_and_converts_numbers():
    params = challengers.parse("highbid", "share:0.75,out:late")
    assert params == {"share": 0.75, "sell": "never", "out": "late"}
    assert challengers.parse("billionaire", "share:6")["share"] == 6


@pytest.mark.parametrize("game,spec,words", [
    ("highbid", "wager:0.5", "KEY:VALUE with KEY one of share, sell, out"),
    ("highbid", "share:lots", "takes a value like 0.6"),
    ("billionaire", "budget:maybe", "one of yes, no"),
])
def test_a_bad_spec_is_one_clear_error(game, spec, words):
    with pytest.raises(BowwordsError, match=words):
        challengers.parse(game, spec)


def test_the_wilson_interval_holds_the_share_and_narrows_with_more_games():
    low, high = challengers.wilson(30, 100)
    assert low < 0.3 < high
    low2, high2 = challengers.wilson(300, 1000)
    assert low < low2 < 0.3 < high2 < high
    assert challengers.wilson(0, 50)[0] == 0.0


def test_the_search_grid_is_every_combination_of_the_family_values():
    grid = challengers.grid("highbid")
    assert len(grid) == 8 * 3 * 2 and {"share": 0.3, "sell": "never", "out": "early"} in grid


def test_the_challenger_seat_turns_so_a_mirror_match_is_a_fair_fight():
    """Greedy High Bid against greedy: a challenger playing greedy's rule wins about its share."""
    row = challengers.duel("highbid", 2, "share:1.0,sell:never,out:early", 20, 3, opponent="greedy")
    assert row["games"] == 20 and row["fair"] == 0.5 and row["low"] <= row["share"] <= row["high"]


def test_two_processes_split_the_same_games_and_find_the_same_share():
    """--jobs 2 plays games 0..4 and 5..10 of the same run in two processes: the same wins."""
    one = challengers.duel("highbid", 3, "share:1.0,sell:never", 11, 9, opponent="greedy")
    two = challengers.duel("highbid", 3, "share:1.0,sell:never", 11, 9, opponent="greedy", jobs=2)
    assert 0 < one["wins"] < 11 and two == one


def test_sim_challenger_prints_the_share_with_its_interval_and_is_reproducible(capsys):
    argv = ["sim", "billionaire", "--players", "3", "--challenger", "share:8,budget:yes", "--games", "6",
            "--seed", "4", "--json"]
    code, out, _ = run(argv, capsys)
    report = json.loads(out)
    row = report["rows"][0]
    assert code == 0 and report["opponent"] == "expert" and row["players"] == 3
    assert row["spec"] == "share:8,budget:yes,powerplay:always,analyze:on"
    assert row["low"] <= row["share"] <= row["high"] and row["fair"] == 0.3333
    assert run(argv, capsys)[1] == out


def test_sim_challenger_with_several_bot_kinds_is_one_clear_line(capsys):
    code, _, err = run(["sim", "highbid", "--challenger", "share:0.5", "--bots", "expert,greedy"], capsys)
    assert code == 1 and "the one kind in the other seats" in err and err.count("\n") == 1


@pytest.mark.parametrize("rule,least", [("always", 0), ("never", 999), ("14", 14)])
def test_buyword_sells_always_never_or_from_a_price(rule, least):
    """BuyWord family: sell:always takes any word, sell:never only a forced one, sell:N from N pips."""
    from bowengine.buyword.words import tile_pips

    cls = challengers.challenger_class("buyword", challengers.parse("buyword", "sell:" + rule))
    bot = cls(0)
    bot.words = lambda held, wilds: ["AT", "TEA"]
    view = {"final": False}
    want = [w for w in ("TEA", "AT") if tile_pips(w) >= least][:1]
    assert bot.sell(view, "AET", 0, False) == (want[0] if want else None)
    assert bot.sell(view, "AET", 0, True) == "TEA"


@pytest.mark.parametrize("space", [0, 1, 2, 3])
def test_bogglebowl_cut_arrangement_is_valid_for_the_space_and_within_the_cut(space):
    """Boggle Bowl family: the solver at a fraction of its best plays an arrangement the space
    allows (Blank one word, 2 two words, X two crossing words, Wild one or more), counted by
    the rules' own judge, of at most that many cubes."""
    from bowengine.bogglebowl.data import CUBES, QU
    from bowengine.bogglebowl.solver import solve
    from bowengine.bogglebowl.words import GAP, counts, cubes_used
    from bowengine.rng import Rng
    from bowwords.dictionary.cli import open_lexicon

    lex = open_lexicon(None)
    rng = Rng(5 + space)
    for _ in range(4):
        cubes = [ord(f[rng.below(6)]) - 65 for f in CUBES]
        cubes = [QU if t == 16 else t for t in cubes]
        best = solve(cubes, space, lex)[1]
        most = best * 7 // 10
        words, n = challengers.capped(cubes, space, lex, most)
        draft = []
        for w in words:
            draft += ([GAP] if draft else []) + w
        assert n <= most and cubes_used(draft, counts(cubes), space, lex) == n
