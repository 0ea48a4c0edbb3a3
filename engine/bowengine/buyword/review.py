"""BuyWord's best play, after the fact and as hints (issues 23, 30): the best sale a rack makes
in one round (the rule book: "a word or words to sell"; one Wild at most in each word), whether
a draw can pay off, and the game's best sale and who let the most go unsold.

The best sale is a set of words, found exactly by a branch and bound over the bots' own word
searches (words.search: the anagram index's letter sets, most pips first). A set whose word
with the most pips has p pips, from a rack of T pips (its Wilds at one each), sells for at most
p * T (the other words' squares add up to at most p times their pips): so at each step only
the words of more than (best - sold so far) / T pips are looked at, a page of PAGE at a time,
and below each word only words of no more pips (each set is met once, its words in order).
A node budget keeps the whole within the bots' limit on a PyBadge; a search cut short says so
(and gives the best set found so far).
"""

from micropython import const

from bowengine.buyword.state import counts_of, letters_of
from bowengine.buyword.words import remove, search, spell, tile_pips

BUDGET = const(2000)      # nodes a best sale's searches may visit: ~2 s on a PyBadge (`bowwords
                          # bench review`); 395 of 400 racks of real games are exact within it
PAGE = const(12)          # letter sets the first search of a rack lists ...
GROW = const(10)          # ... and each next one, this many times the last

# A node of the branch and bound (a list): the rack left, its Wilds, the money its words sold so
# far, the pips left (letters and Wilds), the most pips its next word may have (0: no limit),
# the page of letter sets being tried, the next one to try, those of the page at its last pips
# (the next page lists them again), how many the page could hold (0: no more pages), the rests
# of the sets with a Wild tried (the same letters with the Wild as another letter: the same
# rest), and the pips above which the page holds every set of the rack up to its top.
_RACK = const(0)
_WILDS = const(1)
_SOLD = const(2)
_LEFT = const(3)
_UPTO = const(4)
_PAGE = const(5)
_NEXT = const(6)
_SEEN = const(7)
_KEEP = const(8)
_RESTS = const(9)
_OVER = const(10)


def _node(rack, wilds, sold, left, upto):
    return [rack, wilds, sold, left, upto, [], 0, (), PAGE, [], 0]


def _next_page(lexicon, f, best, budget, tick):
    """Fill node f's next page: the sets of more than (best - sold) / pips left pips, up to
    its limit, below the last page's; (nodes visited, cut short?)."""
    page = f[_PAGE]
    upto = f[_UPTO]
    seen = ()
    if page:                                  # the last page was full: on below its last
        upto = tile_pips(page[-1])
        seen = [s for s in page if tile_pips(s) == upto]
    over = (best - f[_SOLD]) // f[_LEFT]
    f[_PAGE] = []
    f[_NEXT] = 0
    if (upto and upto <= over) or over >= _top(f):
        f[_KEEP] = 0
        return 0, False
    keep = GROW * f[_KEEP] + len(seen) if page else f[_KEEP]   # each page longer than the last
    page = search(lexicon, f[_RACK], f[_WILDS], budget, 2, keep, tick, True, over, upto)
    f[_PAGE] = page
    f[_UPTO] = upto
    f[_SEEN] = seen
    f[_KEEP] = keep if len(page) == keep else 0
    f[_OVER] = tile_pips(page[-1]) if f[_KEEP] else over
    return lexicon.nodes, lexicon.cut


def _top(f):
    """The most pips a word of node f's rack can have (one Wild at most)."""
    return f[_LEFT] - f[_WILDS] + (1 if f[_WILDS] else 0)


def _fits(s, rack, wilds):
    """Can the letter set `s` be made from `rack` and its Wilds?"""
    for ch in s:
        if ch >= "a":
            if not wilds:
                return False
        elif s.count(ch) > rack.count(ch):
            return False
    return True


def _most(page, i, over, rack, wilds):
    """The most pips a word of `rack` (a part of the rack of `page`) may have, no more than
    page[i]'s: the first set from page[i] on that fits it, else `over` (the page holds every
    set of its rack above it)."""
    while i < len(page):
        if _fits(page[i], rack, wilds):
            return max(tile_pips(page[i]), over)
        i += 1
    return over


def best_sets(lexicon, held, wilds, tick=None, budget=BUDGET):
    """(letter sets as tiles, total price, cut short?) of the best set of words `held` (and
    its Wilds, one a word) sells for in one round: [] and 0 if it makes no word. Each set's
    letters come in the anagram index's order (`spell` writes a word of it)."""
    from bowengine.buyword.words import hold_windows
    best = 0
    chosen = []
    path = []                                   # the sets of the nodes below the root
    stack = [_node(held, wilds, 0, tile_pips(held) + wilds, 0)]
    used = 0
    cut = False
    hold_windows(lexicon)
    try:
        while stack:
            f = stack[-1]
            page = f[_PAGE]
            if f[_NEXT] >= len(page):
                if f[_KEEP] and f[_LEFT]:
                    if budget and used >= budget:
                        cut = True
                        break
                    n, cut = _next_page(lexicon, f, best, budget - used if budget else 0, tick)
                    used += n
                    if cut:
                        break
                    if f[_PAGE]:
                        continue
                stack.pop()
                if stack:
                    path.pop()
                continue
            i = f[_NEXT]
            s = page[i]
            f[_NEXT] = i + 1
            if s in f[_SEEN]:
                continue
            p = tile_pips(s)
            if f[_SOLD] + p * f[_LEFT] <= best:     # no set from here on can beat the best
                f[_NEXT] = len(page)
                f[_KEEP] = 0
                continue
            sold = f[_SOLD] + p * p
            path.append(s)
            if sold > best:
                best = sold
                chosen = list(path)
            left = f[_LEFT] - p                      # (a Wild used was one of the pips left)
            if sold + p * left > best:
                wild = 0 if s == s.upper() else 1
                rest = remove(f[_RACK], s)
                if wild and rest in f[_RESTS]:       # the same letters, the Wild another one
                    path.pop()
                    continue
                if wild:
                    f[_RESTS].append(rest)
                # the rest's words are this page's sets that fit it, or of at most _OVER pips
                g = _node(rest, f[_WILDS] - wild, sold, left, p)
                most = min(_most(page, i, f[_OVER], rest, g[_WILDS]), _top(g))
                if sold + most * left > best:
                    stack.append(g)
                    continue
            path.pop()
    finally:
        lexicon.keep(0)
    lexicon.nodes = used
    return chosen, best, cut


def best_sale(lexicon, held, wilds, tick=None, budget=BUDGET):
    """(words as tiles, most pips first, total price, cut short?) of the best set of words
    `held` (and its Wilds, one a word) sells for in one round: [] and 0 if none. Afterwards
    lexicon.nodes is the nodes all its searches visited."""
    sets, price, cut = best_sets(lexicon, held, wilds, tick, budget)
    nodes = lexicon.nodes
    words = []
    rest = held
    for s in sets:
        w = spell(lexicon, s, rest)
        nodes += lexicon.nodes
        if w is None:                       # (cannot happen: every set spells a word)
            w = s
        words.append(w)
        rest = remove(rest, w)
    lexicon.nodes = nodes
    return words, price, cut


def buy_hint(lexicon, held, new, wilds, tick=None):
    """(best words with the draw, their price, best words without it, their price, cut short?):
    a draw pays off now if the best sale with it beats the best without it by more than its
    cost. The two searches share the budget."""
    w0, p0, c0 = best_sale(lexicon, held, wilds, tick, BUDGET // 2)
    w1, p1, c1 = best_sale(lexicon, letters_of(counts_of(held + new)), wilds, tick,
                           max(1, BUDGET - lexicon.nodes))
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
