"""BuyWord's word search for the bots (words.search): exact while it has nodes to spare, the
rack's own letters (most pips first) before the Wild's, a node budget a move's searches share,
read windows kept while it searches, and the expert the same game after game."""

import pytest

from bowengine import games
from bowengine.buyword import words as W
from bowwords.dictcli import open_lexicon
from bowwords.sim import play_one

RACK = "AABCEHIKLNOOU"          # with a Wild: about 22,000 nodes of ENABLE's graph, exactly


@pytest.fixture(scope="module")
def lex():
    lx = open_lexicon(None, check=False)
    yield lx
    lx.close()


def _counted(lx):
    """Counts the lexicon's reads from flash (its readinto calls) in the list it returns."""
    reads = [0]
    f = lx._f

    class Counted:
        seek = f.seek
        close = f.close

        def readinto(self, b):
            reads[0] += 1
            return f.readinto(b)

    lx._f = Counted()
    lx._k = lx._k[:-1] + (lx._f.readinto,)
    return reads, f


def _best_by_pips(lx, held, wild, keep):
    """The pips of the `keep` words with most pips, from every anagram (no budget)."""
    pips = sorted((W.tile_pips(t) for t in W._tiled(lx, held, wild, 0)), reverse=True)
    return pips[:keep]


@pytest.mark.parametrize("held,wild", [("AEINRST", 1), ("BCEEPD", 0), ("ADEEHIKRTUW", 0), ("EIQSTU", 1)])
def test_an_uncut_search_keeps_the_words_with_most_pips(lex, held, wild):
    found = W.search(lex, held, wild, 0, 2, 16)
    assert not lex.cut
    assert [W.tile_pips(t) for t in found] == _best_by_pips(lex, held, wild, 16)
    assert all(W.formable(t, held, wild) and lex.contains(t.lower()) for t in found)


def test_the_budget_caps_the_nodes_a_search_visits(lex):
    W.search(lex, RACK, 1, 0, 2, 16)
    assert lex.nodes > 20000 and not lex.cut
    W.search(lex, RACK, 1, 3000, 2, 16)
    assert lex.cut and lex.nodes == 3000


def test_a_cut_search_takes_the_racks_letters_with_most_pips_before_the_wild(lex):
    found = W.search(lex, "BEIKLMNORSTU", 1, 300, 2, 16)
    assert lex.cut and found
    assert {t[0] for t in found} <= set("BKM")  # all begin with a tile of 3 pips, none with the Wild
    exact = W.search(lex, "BEIKLMNORSTU", 1, 0, 2, 16)
    assert {t[0] for t in exact} - set("BKM")   # where the whole search finds others


def test_kept_windows_change_no_word_and_save_reads(lex):
    reads, f = _counted(lex)
    try:
        lex.keep(0)
        reads[0] = 0
        plain = W._best(lex, RACK, 1, 8000, 2, 16, None).__next__()
        alone = reads[0]
        lex.keep(8)
        reads[0] = 0
        kept = W._best(lex, RACK, 1, 8000, 2, 16, None).__next__()
        assert kept == plain and reads[0] < alone // 2
    finally:
        lex.keep(0)
        lex._f = f
        lex._k = lex._k[:-1] + (f.readinto,)


def test_a_moves_searches_share_one_budget(lex):
    bot = games.bots("buyword")["expert"](0, 1, {"lexicon": lex})
    bot._left = W.SEARCH_BUDGET
    bot.words("ABCEHIKLNOOU", 1, 16)
    spent = W.SEARCH_BUDGET - bot._left
    assert lex.cut and spent == W.SEARCH_BUDGET
    bot.words("ABDEHIKLNOOS", 1, 16)           # nothing left: the second search is cut at once
    assert lex.cut and lex.nodes <= 1


def test_the_expert_plays_the_same_game_from_the_same_seeds(lex):
    ctx = {"lexicon": lex}
    expert = games.bots("buyword")["expert"]
    first = play_one("buyword", 1, 12345, None, [expert], [678], ctx)
    assert play_one("buyword", 1, 12345, None, [expert], [678], ctx) == first
