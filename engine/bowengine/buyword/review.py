"""BuyWord's best play, after the fact and as hints (issue 23): the best word a rack sells for,
whether a draw can pay off, and the game's best sale and who let the most go unsold.

The word searches are the bots' own (words.search: the anagram index's letter sets, then a word
spelled from the best), with a node budget that keeps one within the bots' limit on a PyBadge;
a search cut short says so."""

from micropython import const

from bowengine.buyword.state import counts_of, letters_of
from bowengine.buyword.words import search, spell, tile_pips

BUDGET = const(12000)     # nodes a review's search may visit (~4 s at the expert's rate; the
                          # anagram index's exact search of any rack takes a few thousand)


def best_sale(lexicon, held, wilds, tick=None, budget=BUDGET):
    """(word as tiles or None, its price, cut short?) of the best word `held` (and a Wild if
    any are left) sells for."""
    found = search(lexicon, held, wilds, budget, 2, 1, tick, True)
    cut = bool(lexicon.cut)
    word = spell(lexicon, found[0], held) if found else None
    if not word:
        return None, 0, cut
    p = tile_pips(word)
    return word, p * p, cut


def buy_hint(lexicon, held, new, wilds, tick=None):
    """(best word with the draw, its price, best word without it, its price, cut short?):
    a draw pays off now if its best word beats the best without it by more than its cost.
    The two searches share the budget."""
    w1, p1, c1 = best_sale(lexicon, letters_of(counts_of(held + new)), wilds, tick, BUDGET // 2)
    w0, p0, c0 = best_sale(lexicon, held, wilds, tick, BUDGET // 2)
    return w1, p1, w0, p0, c1 or c0


def game_review(tally):
    """From the state's tally (per player: best sale price and word, unsold pips): (player,
    word, price) of the game's best sale (None if nobody sold) and (player, pips) of who let
    the most pips go unsold (None if nobody did); ties go to the first player."""
    best = None
    lost = None
    for p in range(len(tally) // 3):
        price, word, pips = tally[3 * p], tally[3 * p + 1], tally[3 * p + 2]
        if price and (best is None or price > best[2]):
            best = (p, word, price)
        if pips and (lost is None or pips > lost[1]):
            lost = (p, pips)
    return best, lost
