"""Word searches for the BuyWord bots: the dictionary's anagrams written as tiles.

A word as tiles: upper-case letters are letter tiles, one lower-case letter a Wild.
"""

from micropython import const

try:
    from gc import mem_free as _mem_free
except ImportError:  # CPython: the host's heap is not the board's
    _mem_free = None

from bowengine.buyword import data as D
from bowengine.buyword.state import TRADE

_JUMP = const(0xFF)  # an edge list that starts with a jump table (docs/dictionary-format.md)

SEARCH_BUDGET = 3800  # nodes a bot's word searches may visit for one move (under 2 s on a PyBadge)
SPELL_BUDGET = 3000  # nodes spell() may visit to find a word for a letter set
WINDOWS = 8  # read windows (1 KB each) the dictionary keeps in RAM while a bot's search runs
_SPARE = const(24576)  # ... if that leaves this many bytes of the heap free


def tiles_for(word, held):
    """`word` (lower case, from the dictionary) written as tiles from `held` (upper-case
    letters): a missing letter becomes a lower-case Wild; None if more than one is missing."""
    have = bytearray(26)
    for ch in held:
        have[ord(ch) - 65] += 1
    out = []
    wild = 0
    for ch in word:
        i = ord(ch) - 97
        if have[i]:
            have[i] -= 1
            out.append(chr(i + 65))
        else:
            wild += 1
            out.append(ch)
    if wild > 1:
        return None
    return "".join(out)


def tile_pips(tiles):
    p = 0
    for ch in tiles:
        o = ord(ch)
        p += D.WILD_PIPS if o >= 97 else D.PIPS[o - 65]
    return p


def _tiled(lexicon, held, wilds, budget, min_len=2):
    """The words the dictionary makes from `held` (and one Wild if any), as tiles, one by one."""
    for w in lexicon.anagrams(held.lower(), 1 if wilds else 0, min_len, budget):
        t = tiles_for(w, held)
        if t:
            yield t


def search(lexicon, held, wilds, budget=SEARCH_BUDGET, min_len=2, keep=0, tick=None, sets=False,
           over=-1, upto=0):
    """Words the dictionary makes from `held` (and one Wild if any), as tiles; with keep > 0
    only the `keep` with the most pips, most first (so the list stays short on the device),
    found taking the rack's letters with most pips first, then the letters only the Wild can
    stand for; past `budget` nodes (lexicon.nodes counts them) it stops with the words found so
    far and sets lexicon.cut. `tick`, if given, is called every 256 nodes. With keep > 0 and
    `sets`, the letter sets that spell words instead (each once, its letters in the anagram
    index's order, `spell` finds a word), from the file's anagram index if it has one. With
    keep > 0, only words of more than `over` pips and (upto > 0) at most `upto` are kept: with
    the index, its search enters only the nodes that can still spell one."""
    if keep:
        own = not lexicon._saved  # (a caller running several searches may hold them already)
        if own:
            hold_windows(lexicon)
        try:
            for found in _best(lexicon, held, 1 if wilds else 0, budget, min_len, keep, tick,
                               lexicon.ranks if sets else None, over, upto):
                return found
        finally:
            if own:
                lexicon.keep(0)
    return list(_tiled(lexicon, held, wilds, budget, min_len))


def hold_windows(lexicon):
    """Keep copies of the read windows the searches read (most lists are read again) until
    lexicon.keep(0): WINDOWS of them, or as many as leave _SPARE bytes of the heap free."""
    lexicon.edges(0)  # made before the windows below can split the heap
    try:
        free = _mem_free() - _SPARE if _mem_free else WINDOWS * 1024
        lexicon.keep(WINDOWS if free >= WINDOWS * 1024 else (free // 1024 if free > 0 else 0))
    except MemoryError:
        lexicon.keep(0)


def _best(lex, held, wild, budget, min_len, keep, tick, ranks, over=-1, upto=0):
    # The anagram search of Lexicon.anagrams, its steps inlined (a method call costs as much
    # as several steps on the device): the edges its letters can take are decoded, the others
    # skipped; each word's pips are summed on the way down, and a word is written out only if
    # it makes the list. The same words and nodes as anagrams(), in another order: at each node
    # the rack's letters, most pips first, then those only the Wild can take (so a budget cuts the
    # branches least likely to make the list: measured in the README). It yields
    # the list once: a generator's frame (this one's is big) is kept on the heap, not on the
    # board's 1,536-byte pystack. With `ranks` (the anagram index's letter order) it walks the
    # index, where a path's letters come in that order, and enters a node only if the pips still
    # reachable there (the rack's letters not before it in the order, and the Wild) can beat
    # the list's last word: exact, and a few thousand nodes for any rack.
    k = lex._k
    alen = k[1]
    pin = k[3]
    plim = k[4]
    h1 = k[5]
    h2 = k[6]
    h3 = k[7]
    hot = k[8]
    mfit = k[14]
    alpha = lex.alphabet.encode()
    pw = bytearray(alen)  # pips of each letter of the dictionary's alphabet (a to z)
    for i in range(alen):
        c = alpha[i] - 97
        pw[i] = D.PIPS[c] if 0 <= c < 26 else 0
    counts = bytearray(alen)
    depth = wild
    most = wild * D.WILD_PIPS  # the pips of all the tiles
    for c in held:
        c = k[0][ord(c) | 32]
        if c < alen and counts[c] < 255:
            counts[c] += 1
            depth += 1
            most += pw[c]
    if depth > k[12]:
        depth = k[12]
    rl = bytearray()  # the rack's letters, each once, in the anagram order (with ranks only)
    if ranks:
        by = bytearray(alen)
        for c in range(alen):
            if counts[c]:
                by[ranks[c]] = c + 1
        for c in by:
            if c:
                rl.append(c - 1)
    lex.cut = False
    lex.nodes = 0
    out = []
    pips = []
    if depth < 1:
        yield out
        return
    floor = over  # a word must have more pips than this to make the list
    cap = upto if upto > 0 else 0x3FFF  # ... and no more than this
    if floor >= most:
        yield out
        return
    lets = bytearray(alen * depth)
    tgts = lex.edges(alen * depth)
    ends = bytearray(depth)
    fronts = bytearray(depth)  # of the edges at each depth, how many take the rack's own letters
    at = bytearray(depth)
    used = bytearray(depth)  # the letter taken at each depth; alen for the Wild
    word = bytearray(depth)  # the tiles: upper case, the Wild's letter lower case
    sums = bytearray(depth + 1)  # pips of the tiles above each depth
    buf = pin  # the window holding lists at addresses base + 1 .. lim
    base = 0
    lim = plim
    node = lex.anagram_root if ranks else lex.root
    up = lex.alphabet.upper().encode()
    visited = 1
    stop = budget + 1 if budget else 0x3FFFFFFF  # visited reaching this ends the search (cut)
    due = 256 if stop > 256 else stop  # the next visited count to check: a tick or the stop
    d = 0
    while True:
        if node:  # decode the edges of node that can be taken into depth d
            a = node >> 1
            node = 0
            j = e = d * alen
            w = j + alen
            if a:
                if a <= base or a > lim:
                    if a <= plim:
                        buf = pin
                        base = 0
                        lim = plim
                    else:
                        if a < lex._mbase or a > lex._mbase + mfit:
                            lex._load(a)
                        buf = k[13]
                        base = lex._mbase
                        lim = base + mfit
                i = a - base
                if buf[i] == _JUMP:
                    i += 2 + alen
                while True:
                    h = buf[i]
                    i += 1
                    c = h >> 3
                    if c >= alen or e >= w:
                        raise lex._damaged("edge list")
                    if counts[c] or wild:
                        if h & 2:
                            t = (((base + i) << 1) | (h & 1)) if h & 4 else 1
                        else:
                            b = buf[i]
                            if b < h1:
                                t = hot[b]
                                i += 1
                            elif b < h2:
                                t = ((b - h1) << 8) | buf[i + 1]
                                i += 2
                            elif b < h3:
                                t = base + i + (((b - h2) << 8) | buf[i + 1])
                                i += 2
                            else:
                                t = ((b - h3) << 16) | (buf[i + 1] << 8) | buf[i + 2]
                                i += 3
                            t = (t << 1) | (h & 1)
                        if counts[c]:  # the rack's own letters first, from the front
                            lets[e] = c
                            tgts[e] = t
                            e += 1
                        else:  # the letters only the Wild can take after them, from the back
                            w -= 1
                            lets[w] = c
                            tgts[w] = t
                    elif not h & 2:
                        b = buf[i]
                        i += 1 if b < h1 else (2 if b < h3 else 3)
                    if h & 7 >= 3:
                        break
            if e == j and w == j + alen and d:  # no edge the rack can take: back up at once
                d -= 1
                u = used[d]
                if u == alen:
                    wild += 1
                else:
                    counts[u] += 1
                continue
            fronts[d] = e - j
            for x in range(j + 1, e):  # the rack's letters with most pips first (else in the graph's order)
                c = lets[x]
                y = x
                while y > j and pw[lets[y - 1]] < pw[c]:
                    y -= 1
                if y < x:
                    t = tgts[x]
                    while y < x:
                        lets[x] = lets[x - 1]
                        tgts[x] = tgts[x - 1]
                        x -= 1
                    lets[x] = c
                    tgts[x] = t
            ends[d] = e + alen - w  # and the Wild's after them, from the back
        j = at[d]
        if j >= ends[d]:
            if d == 0:
                lex.nodes = visited
                yield out
                return
            at[d] = 0
            d -= 1
            u = used[d]
            if u == alen:
                wild += 1
            else:
                counts[u] += 1
            continue
        at[d] = j + 1
        f = fronts[d]
        j = d * alen + (j if j < f else alen - 1 - j + f)
        u = lets[j]
        if counts[u]:
            counts[u] -= 1
            word[d] = up[u]
            p = sums[d] + pw[u]
        else:
            wild -= 1
            word[d] = alpha[u]
            p = sums[d] + D.WILD_PIPS
            u = alen
        t = tgts[j] if p <= cap else 0  # (pips only grow down a path)
        if t & 1 and d >= min_len - 1 and p > floor:
            if len(out) >= keep:
                out.pop()
                pips.pop()
            i = len(pips)
            while i and pips[i - 1] < p:
                i -= 1
            out.insert(i, str(word[:d + 1], "ascii"))
            pips.insert(i, p)
            if len(out) >= keep:
                floor = pips[-1]
                if floor >= most:  # no word can beat the list now
                    lex.nodes = visited
                    yield out
                    return
        if d + 1 < depth and t > 1 and ranks and floor >= 0:  # the most pips reachable below
            r = ranks[lets[j]]
            x = len(rl)
            q = p + wild  # (a Wild is worth one pip)
            while x:
                x -= 1
                c = rl[x]
                if ranks[c] < r:
                    break
                q += counts[c] * pw[c]
            if q <= floor:
                t = 0
        if d + 1 < depth and t > 1:
            visited += 1
            if visited >= due:
                if visited >= stop:
                    lex.cut = True
                    lex.nodes = visited - 1
                    yield out
                    return
                if tick and not visited & 255:
                    tick()
                due = (visited | 255) + 1
                if due > stop:
                    due = stop
            used[d] = u
            d += 1
            sums[d] = p
            node = t
        elif u == alen:
            wild += 1
        else:
            counts[u] += 1


def formable(tiles, held, wilds):
    """Can `tiles` (a word as tiles) be made from `held` with the Wilds left?"""
    have = bytearray(26)
    for ch in held:
        have[ord(ch) - 65] += 1
    for ch in tiles:
        o = ord(ch)
        if o >= 97:
            if not wilds:
                return False
        elif have[o - 65]:
            have[o - 65] -= 1
        else:
            return False
    return True


def remove(held, tiles):
    """`held` less the letter tiles of `tiles`."""
    out = held
    for ch in tiles:
        if ch < "a":
            i = out.find(ch)
            out = out[:i] + out[i + 1:]
    return out


def random_word(held, wilds, lexicon, rng, any_letters=False):
    """A random word the player can sell (or, any_letters, sometimes a non-word), or None."""
    if any_letters and len(held) >= 2 and rng.below(4) == 0:
        return held[:2]
    n = 0                          # counted, then found again: no list of words on the heap
    for _ in _tiled(lexicon, held, wilds, 400):
        n += 1
    if not n:
        return None
    k = rng.below(n)
    for t in _tiled(lexicon, held, wilds, 400):
        if not k:
            return t
        k -= 1


def random_action(g, player, rng):
    """BuyWord.random_action: a sale, one time in three, is a random word from the player's
    tiles; otherwise any other legal choice (("done",) seldom), its tiles filled in if a trade."""
    from bowengine.contract import Game
    if ("sell", "word") in g.legal(player) and rng.below(3) == 0:
        word = random_word(g.held[player], g.wilds[player], g.context["lexicon"], rng, g.challenging())
        if word:
            return ("sell", word)
    action = ("sell",)
    while action[0] == "sell":
        action = Game.random_action(g, player, rng)
    if g.phase == TRADE:
        return g.side().fill(g.held, player, action, rng)
    return action


def spell(lexicon, tiles, held, budget=SPELL_BUDGET):
    """A word of the dictionary with exactly the letters of `tiles` (a letter set from
    search(sets=True), or a word), written as tiles from `held`; None if none is found
    within `budget` nodes."""
    letters = tiles.upper()
    lexicon.edges(0)
    for found in _best(lexicon, letters, 0, budget, len(letters), 1, None, None):
        return tiles_for(found[0].lower(), held) if found else None
