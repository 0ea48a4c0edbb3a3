"""The solver's first step: every word a side's cubes can make, from the dictionary graph.

The walk follows the lexicon's edge lists as its own anagram search does, with
the Qu face taking a "q" edge and then the "u" edge after it as one cube. It
visits at most `budget` nodes (0: no limit). A WordSet keeps each word as the
sub-multiset of the cubes it uses, coded by Multi.
"""

from array import array

from micropython import const

from bowengine.bogglebowl import SCRATCH as _SCRATCH
from bowengine.bogglebowl.data import QU, TOKENS
from bowengine.bogglebowl.words import NTOK

CAP = const(1200)  # most words kept (ENABLE gives up to ~1,100 for 11 cubes); more sets `cut`
EDGES = const(286)  # 26 letters x 11 cubes: the walk's decoded edge lists, one per depth


def scratch():
    """The solver's arrays, made once (a big array made later could find no room on a
    fragmented device heap): word codes and sizes (sorted in place), an index array (an
    order to put the words in, then the Wild packing's sub-multiset index of each word), a
    byte table (each word's lowest letter, then the packing's memo over the 2**11
    sub-multisets), then the walk's edge letters and targets."""
    if not _SCRATCH:  # (made from a range: no copy of a zero buffer on the heap)
        _SCRATCH.append((array("i", range(CAP)), bytearray(CAP), array("H", range(CAP)),
                         bytearray(2048), bytearray(EDGES), array("i", range(EDGES))))
    return _SCRATCH[0]


scratch()  # now, while the heap has room in one piece


class WordSet:
    """The words found, as sub-multiset codes and sizes only (no letters: a word's
    tokens are found again by walking the graph to the first word of its code, `word(i)`).

    The arrays are the solver's scratch (made once), so nothing grows on the heap."""

    got = None  # never a word: the walk runs to its end

    def __init__(self, m, lex, faces, budget):
        self.m = m
        self.lex = lex
        self.faces = faces
        self.budget = budget
        sc = scratch()
        self.count = 0
        self.top = 0  # the most cubes of a word kept, and that word's tokens (its first met)
        self.best = None
        self.codes = sc[0]
        self.sizes = sc[1]
        self.nodes, self.cut = _walk(lex, faces, budget, self)
        if self.count > CAP:
            self.count = CAP
            self.cut = True

    def add(self, word, n):
        k = self.count
        if k >= CAP:
            self.count = k + 1
            return
        self.codes[k] = self.m.code(word, n)
        self.sizes[k] = n
        self.count = k + 1
        if n > self.top:
            self.top = n
            self.best = list(word[:n])

    def __len__(self):
        return self.count

    def word(self, i):
        """Word i as a list of tokens: the first word the walk meets with word i's code
        (anagrams share a code; the solver always takes the first of them)."""
        grab = _Find(self.m, self.codes[i])
        _walk(self.lex, self.faces, self.budget, grab)
        return grab.got


class _Find:
    """Keeps the tokens of the first word a walk meets whose code is `code`."""

    def __init__(self, m, code):
        self.m = m
        self.code = code
        self.got = None

    def add(self, word, n):
        if self.m.code(word, n) == self.code:
            self.got = list(word[:n])


class Multi:
    """Bit-field coding of sub-multisets of one set of cubes."""

    def __init__(self, faces):
        have = bytearray(NTOK)
        for t in faces:
            have[t] += 1
        self.off = bytearray(NTOK)
        self.mask = {}  # token -> the bits of its field (below its guard bit)
        self.toks = []
        off = 0
        g = 0
        cap = 0
        self.stride = {}
        states = 1
        for t in range(NTOK):
            m = have[t]
            if m:
                bits = 1
                while (1 << bits) <= m:
                    bits += 1
                self.off[t] = off
                self.mask[t] = ((1 << bits) - 1) << off
                self.stride[t] = states
                states *= m + 1
                self.toks.append(t)
                cap |= m << off
                g |= 1 << (off + bits)
                off += bits + 1
        self.cap = cap
        self.states = states
        self.guard = g
        self.have = have

    def code(self, tokens, n=-1):
        """The code of tokens (the first n of them, if n >= 0)."""
        c = 0
        off = self.off
        if n < 0:
            n = len(tokens)
        for i in range(n):
            c += 1 << off[tokens[i]]
        return c

    def fits(self, rem, w):
        g = self.guard
        return ((rem | g) - w) & g == g


def words_from(lex, faces, budget=0):
    """(WordSet, nodes visited, cut): every dictionary word the cubes can make."""
    ws = WordSet(Multi(faces), lex, faces, budget)
    return ws, ws.nodes, ws.cut


def _walk(lex, faces, budget, out):
    # Walks the graph over the cubes, calling out.add(tokens, n) for each word.
    alen = len(lex.alphabet)
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
    if alen * depth <= EDGES:
        sc = scratch()
        lets = sc[4]
        tgts = sc[5]
    else:
        lets = bytearray(alen * depth)
        tgts = array("i", range(alen * depth))  # (from a range: no zero buffer to copy)
    ends = bytearray(depth)
    at = bytearray(depth)
    used = bytearray(depth)  # the letter index taken at each depth; alen for the Qu face
    word = bytearray(depth)  # tokens
    nletters = bytearray(depth + 1)
    ends[0] = lex._expand(lex.root, lets, tgts, 0)
    nodes = 1
    d = 0
    while True:
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
        k = d * alen + j
        x = lets[k]
        t = tgts[k]
        if x == q:
            if not qu or t < 2:
                continue
            t = lex._scan(t, u)
            nodes += 1
            if not t:
                continue
            qu -= 1
            x = alen
            word[d] = QU
            nletters[d + 1] = nletters[d] + 2
        elif cnt[x]:
            cnt[x] -= 1
            word[d] = tok_of[x]
            nletters[d + 1] = nletters[d] + 1
        else:
            continue
        if t & 1 and nletters[d + 1] >= 2:
            out.add(word, d + 1)
            if out.got is not None:
                return nodes, False  # the word wanted is found
        if d + 1 < depth and t > 1:
            nodes += 1
            if budget and nodes > budget:
                if x == alen:
                    qu += 1
                return nodes, True
            used[d] = x
            d += 1
            ends[d] = lex._expand(t, lets, tgts, d * alen) - d * alen
        elif x == alen:
            qu += 1
        else:
            cnt[x] += 1
