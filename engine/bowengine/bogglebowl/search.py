"""The solver's first step: every word a side's cubes can make, from the dictionary graph.

The walk follows the lexicon's edge lists as its own anagram search does, with
the Qu face taking a "q" edge and then the "u" edge after it as one cube. It
visits at most `budget` nodes (0: no limit). A WordSet keeps each word as the
sub-multiset of the cubes it uses, coded by Multi, and its size, in 16 bits.
"""

from array import array

from micropython import const

from bowengine.bogglebowl import CAP, scratch
from bowengine.bogglebowl.data import QU, TOKENS
from bowengine.bogglebowl.words import NTOK

EDGES = const(286)  # 26 letters x 11 cubes: the walk's decoded edge lists, one per depth
_JUMP = const(0xFF)  # an edge list that starts with a jump table (docs/dictionary-format.md)
SIZE = const(11)  # a word's entry: its code (bits 0-10), its size in cubes (SIZE up)
CODE = const(0x7FF)


class WordSet:
    """The words found, as sub-multiset codes and sizes only (no letters: a word's
    tokens are found again by walking the graph to the first word of its code, `words`).
    codes[i]: word i's code | its size << SIZE (bit 15 is free: solver._permute's mark).

    The array is the solver's scratch (made once), so nothing grows on the heap."""

    got = None  # never a word: the walk runs to its end

    def __init__(self, m, lex, faces, budget, tick=None):
        self.m = m
        self.lex = lex
        self.faces = faces
        self.budget = budget
        self.tick = tick
        self.count = 0
        self.top = 0  # the most cubes of a word kept, and that word's tokens (its first met)
        self.best = None
        self.codes = scratch()[0]
        self.nodes, self.cut = _walk(lex, faces, budget, self, tick)
        if self.count > CAP:
            self.count = CAP
            self.cut = True

    def add(self, word, n, code):
        k = self.count
        if k >= CAP:
            self.count = k + 1
            return
        self.codes[k] = code | (n << SIZE)
        self.count = k + 1
        if n > self.top:
            self.top = n
            self.best = list(word[:n])

    def __len__(self):
        return self.count

    def words(self, picks):
        """The words `picks` (indexes) as lists of tokens, each the first word the walk meets
        with its code (anagrams share a code; the solver always takes the first of them),
        found in one walk that stops when it has them all."""
        if not picks:
            return []
        grab = _Find(self.m, [self.codes[i] & CODE for i in picks])
        _walk(self.lex, self.faces, self.budget, grab, self.tick)
        return grab.got


class _Find:
    """Keeps the tokens of the first word a walk meets with each of `codes`."""

    def __init__(self, m, codes):
        self.m = m
        self.codes = codes
        self.found = [None] * len(codes)
        self.left = len(codes)
        self.got = None

    def add(self, word, n, code):
        codes = self.codes
        found = self.found
        for j in range(len(codes)):
            if codes[j] == code and found[j] is None:
                found[j] = list(word[:n])
                self.left -= 1
        if not self.left:
            self.got = found


class Multi:
    """Codes of sub-multisets of one set of cubes (at most 11).

    A code has a field per distinct letter (how many of its cubes), packed with no bits
    between them: at most 11 bits (a letter on m cubes takes the bits of m, no more than m),
    and a code minus a code it holds is the code of the rest. The codes are dense enough
    to index the Wild packing's memo (the full set, `cap`, is the largest). `ex(code)` spreads
    a code out with a guard bit above each field, so that "fits" is one subtraction
    (`fits`, 22 bits at most); it adds up two small tables, one per half of the code's bits."""

    def __init__(self, faces):
        have = bytearray(NTOK)
        for t in faces:
            have[t] += 1
        self.off = bytearray(NTOK)  # token -> its field's first bit in a code
        self.goff = bytearray(NTOK)  # token -> its field's first bit spread out
        self.mask = {}  # token -> the bits of its field in a code
        self.toks = []
        spread = bytearray(16)  # bit of a code -> its bit spread out
        off = 0
        goff = 0
        g = 0
        cap = 0
        for t in range(NTOK):
            m = have[t]
            if m:
                bits = 1
                while (1 << bits) <= m:
                    bits += 1
                self.off[t] = off
                self.goff[t] = goff
                self.mask[t] = ((1 << bits) - 1) << off
                self.toks.append(t)
                cap |= m << off
                for b in range(bits):
                    spread[off + b] = goff + b
                g |= 1 << (goff + bits)
                off += bits
                goff += bits + 1
        self.cap = cap
        self.guard = g
        self.have = have
        self.lo = array("i", range(64))  # ex(c) = lo[c & 63] + hi[c >> 6]
        self.hi = array("i", range(32))
        for tab, first in ((self.lo, 0), (self.hi, 6)):
            for c in range(len(tab)):
                v = 0
                for b in range(6):
                    if c >> b & 1:
                        v += 1 << spread[first + b]
                tab[c] = v
        self.room = self.ex(cap)  # the full set, spread out

    def code(self, tokens, n=-1):
        """The code of tokens (the first n of them, if n >= 0); each token's count must not
        be more than the cubes show it (see `counts_fit`)."""
        c = 0
        off = self.off
        if n < 0:
            n = len(tokens)
        for i in range(n):
            c += 1 << off[tokens[i]]
        return c

    def ex(self, c):
        """Code c spread out, a guard bit above each field."""
        return self.lo[c & 63] + self.hi[c >> 6]

    def fits(self, rem, w):
        """Does spread-out code w fit in spread-out code rem?"""
        g = self.guard
        return ((rem | g) - w) & g == g


def words_from(lex, faces, budget=0, tick=None):
    """(WordSet, nodes visited, cut): every dictionary word the cubes can make (`tick`, if
    given, called every 256 nodes)."""
    ws = WordSet(Multi(faces), lex, faces, budget, tick)
    return ws, ws.nodes, ws.cut


def _walk(lex, faces, budget, out, tick=None):
    # Walks the graph over the cubes, calling out.add(tokens, n, code) for each word. The
    # lexicon's steps are inlined (a method call costs as much as several steps on the
    # device): only the edges the cubes left can take are decoded. `tick`, if given, is
    # called every 256 nodes. A host's index (lex.walk_index) gives an unbudgeted walk's
    # words and nodes without walking (its simulations; never on a board).
    if lex.walk_index is not None and not budget:
        got = lex.walk_index.walk(faces, out)
        if got is not None:
            return got
    k = lex._k
    alen = k[1]
    pin = k[3]
    plim = k[4]
    h1 = k[5]
    h2 = k[6]
    h3 = k[7]
    hot = k[8]
    mfit = k[14]
    lower = "e" in lex.alphabet
    tok_of = bytearray(alen + 1)  # lexicon letter index -> token, 255 if none
    for i in range(alen + 1):
        tok_of[i] = 255
    cnt = bytearray(alen)
    q = lex._letter("q" if lower else "Q")
    u = lex._letter("u" if lower else "U")
    for i in range(26):
        ch = TOKENS[i].lower() if lower else TOKENS[i]
        c = lex._letter(ch)
        if c >= 0:
            tok_of[c] = i
    qu = 0
    depth = 0
    for t in faces:
        if t == QU:
            qu += 1
        else:
            c = lex._letter(TOKENS[t].lower() if lower else TOKENS[t])
            if c >= 0:
                cnt[c] += 1
        depth += 1
    if depth < 1:
        return 0, False
    if alen * depth <= EDGES:  # the solver's scratch: free while a walk runs
        sc = scratch()
        lets = sc[2]
        tgts = sc[1]  # each edge's target in two 16-bit halves, low first
    else:
        lets = bytearray(alen * depth)
        tgts = array("H", bytes(4 * alen * depth))
    ends = bytearray(depth)
    at = bytearray(depth)
    used = bytearray(depth)  # the letter index taken at each depth; alen for the Qu face
    word = bytearray(depth)  # tokens
    nletters = bytearray(depth + 1)
    code = array("H", bytes(2 * (depth + 1)))  # the sub-multiset code of the tokens above each depth
    off = out.m.off
    buf = pin  # the window holding lists at addresses base + 1 .. lim
    base = 0
    lim = plim
    node = lex.root
    nodes = 1
    d = 0
    while True:
        if node:  # decode the edges of node the cubes left can take into depth d
            a = node >> 1
            node = 0
            j = e = d * alen
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
                    if c >= alen or e - j >= alen:
                        raise lex._damaged("edge list")
                    if qu if c == q else cnt[c]:
                        lets[e] = c
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
                        tgts[2 * e] = t & 0xFFFF
                        tgts[2 * e + 1] = t >> 16
                        e += 1
                    elif not h & 2:
                        b = buf[i]
                        i += 1 if b < h1 else (2 if b < h3 else 3)
                    if h & 7 >= 3:
                        break
            ends[d] = e - j
        j = at[d]
        if j >= ends[d]:
            if d == 0:
                return nodes, False
            at[d] = 0
            d -= 1
            x = used[d]
            if x == alen:
                qu += 1
            else:
                cnt[x] += 1
            continue
        at[d] = j + 1
        j += d * alen
        x = lets[j]
        t = tgts[2 * j] | (tgts[2 * j + 1] << 16)
        if x == q:
            if t < 2:
                continue
            # The "u" edge after the "q" (the Qu face is one cube), read here as the decode
            # above reads (lex._scan's steps inlined: its window and block checks were four
            # frames on the pystack below this big one).
            a = t >> 1
            t = 0
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
                h = buf[i + 1 + u]
                i = i + h if h else -1
            while i >= 0:
                h = buf[i]
                i += 1
                if h >> 3 == u:
                    if h & 2:
                        t = (((base + i) << 1) | (h & 1)) if h & 4 else 1
                    else:
                        b = buf[i]
                        if b < h1:
                            t = hot[b]
                        elif b < h2:
                            t = ((b - h1) << 8) | buf[i + 1]
                        elif b < h3:
                            t = base + i + (((b - h2) << 8) | buf[i + 1])
                        else:
                            t = ((b - h3) << 16) | (buf[i + 1] << 8) | buf[i + 2]
                        t = (t << 1) | (h & 1)
                    break
                if not h & 2:
                    if h & 4:
                        break
                    b = buf[i]
                    i += 1 if b < h1 else (2 if b < h3 else 3)
                elif h & 7 != 2:
                    break
            nodes += 1
            if not t:
                continue
            qu -= 1
            x = alen
            word[d] = QU
            nletters[d + 1] = nletters[d] + 2
            code[d + 1] = code[d] + (1 << off[QU])
        else:
            cnt[x] -= 1
            word[d] = tok_of[x]
            nletters[d + 1] = nletters[d] + 1
            code[d + 1] = code[d] + (1 << off[tok_of[x]])
        if t & 1 and nletters[d + 1] >= 2:
            out.add(word, d + 1, code[d + 1])
            if out.got is not None:
                return nodes, False  # the words wanted are found
        if d + 1 < depth and t > 1:
            nodes += 1
            if budget and nodes > budget:
                if x == alen:
                    qu += 1
                return nodes, True
            if tick and not nodes & 255:
                tick()
            used[d] = x
            d += 1
            node = t
        elif x == alen:
            qu += 1
        else:
            cnt[x] += 1
