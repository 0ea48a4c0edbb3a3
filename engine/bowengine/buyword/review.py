"""BuyWord's best play, after the fact and as hints (issues 23, 30): the best sale a rack makes
in one round (the rule book: "a word or words to sell"; one Wild at most in each word), whether
a draw can pay off, and the game's best sale and who let the most go unsold.

The best sale is a set of words, found exactly by a branch and bound over the bots' own word
searches (words.search: the anagram index's letter sets, most pips first). A set whose word
with the most pips has p pips, from a rack of T pips (its Wilds at one each), sells for at most
p * T (the other words' squares add up to at most p times their pips): so at each step only
the words of more than (best - sold so far) / T pips are looked at, a page of PAGE at a time,
and below each word only words of no more pips (each set is met once, its words in order).
A node budget keeps each within 2 s on a PyBadge (`bowwords bench review`, p99); a search cut
short says so and gives the best set it found (the words of a page cut short are still tried,
with no searches below them). Without a budget it is exact: `python -m
bowwords.bench.salecheck --budget 0` matches a brute force on 200 selling racks and 200 racks
with a draw from games of the bots; with the budget, 199 and 193, each that differs cut short.
"""

from micropython import const

from bowengine.buyword.state import counts_of, letters_of
from bowengine.buyword.words import remove, search, spell, tile_pips

SALE = const(2400)        # nodes a best sale may visit, its words' spelling included: ~2 s on
                          # a PyBadge (`bowwords bench review`); spelling a long word can take
                          # 2,200 of them, so the top word is spelled first, the sets searched
LEAST = const(300)        # with what is left, if at least this many (else the top word alone,
                          # "cut short")
BUDGET = const(800)       # nodes the Buy hint's two searches share (then its words are spelled)
PAGE = const(6)           # letter sets the first search of a rack lists ...
GROW = const(10)          # ... and each next one, this many times the last ...
MOST = const(60)          # ... but no more than this many new ones: a page's sets are live
                          # strs (about 40 bytes each with the lists' room), and a page of 647
                          # (8 Wilds) did not fit beside the review's screen in 128 KB (bench
                          # monkey); the answers stay the same (salecheck), a few more cut short

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
    keep = min(GROW * f[_KEEP], MOST) + len(seen) if page else f[_KEEP]   # (its last ones again)
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
                if f[_KEEP] and f[_LEFT] and not cut:
                    if budget and used >= budget:
                        cut = True
                    else:
                        try:
                            n, cut = _next_page(lexicon, f, best, budget - used if budget else 0,
                                                tick)
                        except MemoryError:   # no room for the page: as if the budget ran out
                            f[_PAGE] = []
                            n, cut = 0, True
                        used += n
                        if f[_PAGE]:        # (cut short: what it found is still tried)
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
            if sold + p * left > best and not cut:    # (cut short: no more searches)
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


def best_sale(lexicon, held, wilds, tick=None, budget=SALE):
    """(words as tiles, most pips first, total price, cut short?) of the best set of words
    `held` (and its Wilds, one a word) sells for in one round: [] and 0 if none. Within
    `budget` nodes (0: none), its words' spelling included; afterwards lexicon.nodes is the
    nodes it visited."""
    top = search(lexicon, held, wilds, budget, 2, 1, tick, True)
    used = lexicon.nodes
    if not top:
        return [], 0, lexicon.cut
    word = spell(lexicon, top[0], held)
    used += lexicon.nodes
    if budget and budget - used < LEAST:
        sets, price, cut = [], 0, True
    else:
        sets, price, cut = best_sets(lexicon, held, wilds, tick, budget - used if budget else 0)
        used += lexicon.nodes
    p = tile_pips(top[0])
    if price < p * p:                   # (cut short before it met the top word again)
        sets, price = [top[0]], p * p
    words = spelled(lexicon, sets, held, top[0], word)
    lexicon.nodes += used
    return words, price, cut


def spelled(lexicon, sets, held, known=None, word=None):
    """The letter sets of best_sets written as words of tiles from `held` (spell: a set the
    dictionary has no word for within its budget stays as it is; the set `known`, if first,
    is `word`); lexicon.nodes: their nodes."""
    words = []
    rest = held
    nodes = 0
    for s in sets:
        if s == known and rest == held and word:
            w = word
        else:
            w = spell(lexicon, s, rest)
            nodes += lexicon.nodes
        words.append(w or s)
        rest = remove(rest, w or s)
    lexicon.nodes = nodes
    return words


def buy_hint(lexicon, held, new, wilds, cost, tick=None):
    """(the best words with the draw if they pay off now, else []; the best sale's price with
    the draw; without it; cut short?): a draw costing `cost` pays off now if the best sale with
    it beats the best without it by more than its cost. The two searches share the budget; only
    words the hint shows are spelled (spelling a long word costs as much as a search)."""
    s0, p0, c0 = best_sets(lexicon, held, wilds, tick, BUDGET // 2)
    rack = letters_of(counts_of(held + new))
    s1, p1, c1 = best_sets(lexicon, rack, wilds, tick, max(1, BUDGET - lexicon.nodes))
    words = spelled(lexicon, s1, rack) if s1 and p1 - p0 > cost else []
    return words, p1, p0, c1 or c0


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
