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


def test_bw_a_best_sale_page_lists_at_most_60_new_letter_sets(monkeypatch):
    """A page of the best sale's search is live strs on the heap: each next page lists at most
    MOST (60) letter sets more than the last page's sets at its last pips (issue 31: a rack of 8
    Wilds asked for 647, ~26 KB, and the review ended in MemoryError on a board's heap). The
    rack still sells for the same."""
    from bowengine.buyword import review
    from bowwords.dictionary.cli import default_dictionary
    from bowengine.lexicon import Lexicon

    new = []                                 # each page's sets less those listed again
    last = {}                                # the last page of each rack
    real = review.search

    def listed(lexicon, rack, wilds, budget, min_len, keep, tick, sets, over=-1, upto=0):
        before = last.get((rack, wilds))
        again = sum(1 for s in before if review.tile_pips(s) == upto) if before and upto else 0
        new.append(keep - again)
        found = real(lexicon, rack, wilds, budget, min_len, keep, tick, sets, over, upto)
        last[(rack, wilds)] = found
        return found

    monkeypatch.setattr(review, "search", listed)
    lex = Lexicon(str(default_dictionary()), check=False)
    words, price, _ = review.best_sale(lex, "EFGILOT", 8)
    lex.close()
    assert (words, price) == (["FELTInG", "Or"], 125)
    assert max(new) == review.MOST


def test_bw_a_page_the_heap_has_no_room_for_cuts_the_best_sale_short(monkeypatch):
    """Where the heap has no room for a page of letter sets, the best sale is cut short as by its
    budget (the best found so far, "cut short" on the screen), not ended in MemoryError."""
    from bowengine.buyword import review

    lex = H.lexicon()
    rack = next(r for r in salecheck.racks(12, 1, lex)[0] if review.best_sale(lex, *r)[1])
    top = review.search(lex, rack[0], rack[1], 0, 2, 1, None, True)[0]
    calls = []
    real = review.search

    def no_room(*args):
        calls.append(args)
        if len(calls) > 1:                   # the first page, after the top word's search
            raise MemoryError("memory allocation failed, allocating 512 bytes")
        return real(*args)

    monkeypatch.setattr(review, "search", no_room)
    words, price, cut = review.best_sale(lex, *rack)
    assert cut and price == review.tile_pips(top) ** 2 and len(words) == 1
