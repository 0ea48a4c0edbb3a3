"""BuyWord on the host: the fixture dictionary, ENABLE-backed checks, the sim's figures, the bots."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bowengine import games
from bowengine.buyword import bots, pricing
from bowengine.buyword import data as D
from bowwords.dictionary import build as dictbuild
from bowwords.dictionary.cli import open_lexicon
from bowwords.sim import simulate

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "device" / "buyword_fixture.bwd"
FIXTURE_WORDS = ROOT / "tests" / "device" / "buyword_words.txt"


@pytest.fixture(scope="module")
def enable():
    lex = open_lexicon(None, check=False)
    yield lex
    lex.close()


def test_buyword_fixture_is_the_compiled_word_list():
    words, _ = dictbuild.read_lists([FIXTURE_WORDS])
    assert dictbuild.compile_words(words, block_shift=8) == FIXTURE.read_bytes(), \
        "regenerate it: bowwords dict build %s -o %s --block-bytes 256" % (FIXTURE_WORDS, FIXTURE)


def test_the_seed_examples_with_enable(enable):
    """001: "the price is $64 (8 total spots squared = 64)"; "ENJOYED has a total of 13 pips" """
    assert pricing.quote("EEJD") == (8, 64)
    assert pricing.judge("ENJOYED", enable) == (True, 13, 169)
    assert pricing.judge("DES", enable)[1:] == (4, 16)
    assert pricing.judge("MBL", enable)[0] is False and pricing.quote("MBL") == (8, 64)
    for word in ("co-op", "don't", "cafe\u0301", "qwzx"):
        assert pricing.judge(word, enable)[0] is False


def test_a_whole_game_sells_only_enable_words(enable):
    ctx = {"lexicon": enable}
    g = games.new("buyword", 2, 5, None, ctx)
    players = [bots.BOTS["expert"](0, 1, ctx), bots.BOTS["normal"](1, 2, ctx)]
    sold = []
    while g.waiting_for():
        p = g.waiting_for()[0]
        a = players[p].act(g.view(p), g.legal(p))
        if a[0] == "sell":
            sold.append(a[1])
            assert pricing.wilds_in(a[1]) <= 1 and enable.contains(a[1].lower())
        g.apply(p, a)
    assert sold and g.result()["scores"] == g.money and len(g.save()) < 1300


def test_bots_are_seeded_and_deterministic(enable):
    ctx = {"lexicon": enable}
    runs = [simulate("buyword", 2, ["expert", "easy"], 2, 9, context=ctx) for _ in range(2)]
    assert runs[0] == runs[1]


def test_sim_json_has_the_solo_shares():
    done = subprocess.run([sys.executable, "-m", "bowwords", "sim", "buyword", "--players", "1",
                           "--bots", "expert", "--games", "4", "--seed", "3", "--json"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    p = report["players"][0]
    assert report["game"] == "buyword" and report["games"] == 4 and p["bot"] == "expert"
    assert set(report["share_at_least"]) == {"800", "900", "1000"}
    assert p["mean_score"] >= 1000 and report["share_at_least"]["800"] == 1.0


def test_sim_figures_are_sane_for_every_bot(enable):
    ctx = {"lexicon": enable}
    for bot in ("random", "easy", "normal"):
        r = simulate("buyword", 1, [bot], 3, 4, context=ctx)
        p = r["players"][0]
        assert p["win_share"] == 1.0 and 0 <= p["mean_score"] < 2 * D.TOTAL_PIPS * D.TOTAL_PIPS
