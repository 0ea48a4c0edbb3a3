"""The solver's first step: every word a side's cubes can make, from the dictionary graph.

The walk follows the lexicon's edge lists as its own anagram search does, with
the Qu face taking a "q" edge and then the "u" edge after it as one cube. It
visits at most `budget` nodes (0: no limit). A WordSet keeps each word as the
sub-multiset of the cubes it uses, coded by Multi.
"""

from array import array

from micropython import const

from bowengine.bogglebowl.data import QU, TOKENS
from bowengine.bogglebowl.words import NTOK

CAP = const(1200)  # most words kept (ENABLE gives up to ~1,100 for 11 cubes); more sets `cut`
_SCRATCH = []


def scratch():
    """The solver's arrays, made once: a big array made later could find no room on a
    fragmented device heap. codes/sizes twice (found order, then sorted), orig, then the
    Wild packing's low/grouped/widx and its memo over the 2**11 sub-multisets."""
    if not _SCRATCH:
        z = bytes(4 * CAP)
        _SCRATCH.append((array("i", z), bytearray(CAP), array("i", z), bytearray(CAP),
                         array("H", z[:2 * CAP]), bytearray(CAP), array("H", z[:2 * CAP]),
                         array("H", z[:2 * CAP]), bytearray(2048)))
    return _SCRATCH[0]


scratch()  # now, while the heap has room in one piece


class WordSet:
    """The words found, as sub-multiset codes and sizes only (no letters: a word's
    tokens are found again by walking the graph to it, `word(i)`).

    The arrays are the solver's scratch (made once), so nothing grows on the heap."""

    got = None  # never a word: the walk runs to its end
    def __init__(self, m, lex, faces, budget):
        self.m = m
        self.lex = lex
        self.faces = faces
        self.budget = budget
        sc = scratch()
        self.count = 0
        self.codes = sc[0]
        self.sizes = sc[1]
        self.orig = None  # found index of each word once sorted; None while in found order
        self.nodes, self.cut = _walk(lex, faces, budget, self)
        if self.count > CAP:
            self.count = CAP
            self.cut = True

    def add(self, word, n):
        k = self.count
        if k >= CAP:
            self.count = k + 1
            return
        c = 0
        off = self.m.off
        for i in range(n):
            c += 1 << off[word[i]]
        self.codes[k] = c
        self.sizes[k] = n
        self.count = k + 1

    def __len__(self):
        return self.count

    def word(self, i):
        """Word i as a list of tokens (walks the graph again to it)."""
        grab = _Tally(self.orig[i] if self.orig else i)
        _walk(self.lex, self.faces, self.budget, grab)
        return grab.got


class _Tally:
    """Counts the words a walk meets; keeps the tokens of word number `want`."""

    def __init__(self, want=-1):
        self.count = 0
        self.want = want
        self.got = None

    def add(self, word, n):
        if self.count == self.want:
            self.got = list(word[:n])
        self.count += 1


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

    def code(self, tokens):
        c = 0
        for t in tokens:
            c += 1 << self.off[t]
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
    lets = bytearray(alen * depth)
    tgts = array("i", bytes(4 * alen * depth))
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
