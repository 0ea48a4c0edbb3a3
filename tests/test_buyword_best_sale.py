"""BuyWord's best sale (issue 30) against a brute force: the racks held as selling began in a
few seeded games of expert bots on the fixture dictionary, each one's best set of words
(buyword.review.best_sale) equal to the exhaustive answer worked out from the word list
(`python -m bowwords.bench.salecheck` checks 200 racks of each kind on the full dictionary)."""

import sys
from pathlib import Path

from bowengine.buyword import data as D
from bowwords.bench import salecheck

DEVICE = Path(__file__).resolve().parent / "device"
sys.path.insert(0, str(DEVICE))

import buyword_helpers as H  # noqa: E402


def test_bw_best_sale_of_a_word_or_words_equals_a_brute_force_on_racks_of_real_games():
    """BW rule book: "form a word or words to sell", at most one Wild a word."""
    words = (DEVICE / "buyword_words.txt").read_text().split()
    sells, buys = salecheck.racks(12, 1, H.lexicon())
    rows = salecheck.compare(sells + buys, H.lexicon(), words, 0)
    assert [r for r in rows if r[2] != r[3] or r[4]] == []
    assert any(r[3] > salecheck._single(r[0], r[1], H.lexicon()) for r in rows)


def test_the_brute_force_sells_several_words_one_wild_each():
    keys = salecheck.word_keys(["joy", "den", "jay", "noo", "enjoyed"])
    pips = D.PIPS
    assert salecheck.brute_best("DEJNOY", 0, keys, pips) == 64 + 16
    assert salecheck.brute_best("JNOY", 2, keys, pips) == 64 + 9
    assert salecheck.brute_best("JNOY", 0, keys, pips) == 64
