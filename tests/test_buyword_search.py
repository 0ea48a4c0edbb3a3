"""BuyWord's word search for the bots (words.search): exact while it has nodes to spare, the
rack's own letters (most pips first) before the Wild's, a node budget a move's searches share,
read windows kept while it searches, the anagram index's letter sets (exact for any rack, within
the budget) and the words they spell, and the expert the same game after game."""

import pytest

from bowengine import games
from bowengine.buyword import words as W
from bowwords.dictionary.cli import open_lexicon
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
        plain = W._best(lex, RACK, 1, 8000, 2, 16, None, None).__next__()
        alone = reads[0]
        lex.keep(8)
        reads[0] = 0
        kept = W._best(lex, RACK, 1, 8000, 2, 16, None, None).__next__()
        assert kept == plain and reads[0] < alone // 2
    finally:
        lex.keep(0)
        lex._f = f
        lex._k = lex._k[:-1] + (f.readinto,)


def test_a_moves_searches_share_one_budget(lex):
    bot = games.bots("buyword")["expert"](0, 1, {"lexicon": lex})
    bot._left = 100
    bot.words("ABCEHIKLNOOU", 1, 16)
    assert lex.cut and bot._left == 0
    bot.words("ABDEHIKLNOOS", 1, 16)           # nothing left: the second search is cut at once
    assert lex.cut and lex.nodes <= 1


def _best_sets_by_pips(lx, held, wild, keep):
    """The pips of the `keep` letter sets with most pips, from every anagram (no budget)."""
    sets = {"".join(sorted(t)) for t in W._tiled(lx, held, wild, 0)}
    return sorted((W.tile_pips(t) for t in sets), reverse=True)[:keep]


@pytest.mark.parametrize("held,wild", [(RACK, 1), ("AEINRST", 1), ("BCEEPD", 0), ("EIQSTUZ", 1)])
def test_the_anagram_index_gives_the_sets_with_most_pips_within_the_budget(lex, held, wild):
    found = W.search(lex, held, wild, W.SEARCH_BUDGET, 2, 16, sets=True)
    assert not lex.cut and lex.nodes < W.SEARCH_BUDGET
    assert [W.tile_pips(t) for t in found] == _best_sets_by_pips(lex, held, wild, 16)
    assert len({"".join(sorted(t)) for t in found}) == len(found)  # each set once
    for t in found:
        word = W.spell(lex, t, held)
        assert word and sorted(word) == sorted(t) and lex.contains(word.lower())


def test_spell_writes_the_wilds_letter_in_lower_case(lex):
    assert W.spell(lex, "OPTS", "OPST") in ("OPTS", "POTS", "SPOT", "STOP", "TOPS", "POST")
    word = W.spell(lex, "ZPa", "PZ")         # the set ZAP with the Wild for its A
    assert word == "ZaP"
    assert W.spell(lex, "QXZ", "QXZ") is None


def test_without_an_anagram_index_the_bots_search_the_words(tmp_path):
    from bowengine.lexicon import Lexicon
    from bowwords.dictionary import build as dictbuild
    from bowwords.dictionary.cli import DEFAULT_LIST

    path = tmp_path / "plain.bwd"
    path.write_bytes(dictbuild.compile_words(dictbuild.read_lists([DEFAULT_LIST])[0], anagrams=False))
    with Lexicon(str(path)) as plain:
        bot = games.bots("buyword")["expert"](0, 1, {"lexicon": plain})
        found = bot.words("AEINRST", 1, 16)
        assert found and all(plain.contains(t.lower()) for t in found)  # words, not sets
        assert bot.spelled(found[0], "AEINRST") == found[0]
        result, _ = play_one("buyword", 1, 7, None, [games.bots("buyword")["expert"]], [3], {"lexicon": plain})
        assert result["scores"][0] > 0


def test_the_expert_plays_the_same_game_from_the_same_seeds(lex):
    ctx = {"lexicon": lex}
    expert = games.bots("buyword")["expert"]
    first = play_one("buyword", 1, 12345, None, [expert], [678], ctx)
    assert play_one("buyword", 1, 12345, None, [expert], [678], ctx) == first
