"""Boggle Bowl's word walk by bit masks, for the host's simulations: the same words in the
same order, and the same count of nodes, as the walk over the dictionary graph
(bowengine.bogglebowl.search._walk) finds for a roll of cubes, in a third of its time (a roll's
words and two of them spelled out: 5.7 -> 1.9 ms on this machine's CPython).

The walk visits the graph depth first, each node's edges in the graph's order, and meets
a word when it reaches it: so the words a roll can make come in the order of one depth-first
visit of the whole graph, and only which of them fit the cubes depends on the roll. The
index visits the graph once, keeping each word of at most 11 tokens (a side's cubes) with
its token counts, and the nodes the walk enters with theirs; a roll's words are then the
items whose counts fit the cubes: one mask per token and count, ANDed.

A simulation plays thousands of Boggle Bowl games, each ~1,400 unbudgeted walks (`bowwords
sim` sets `lexicon.walk_index`, as `bowwords solve --rolls` does for its thousands of rolls); a
board, the emulator and the review never use it.
"""

import re

from bowengine.bogglebowl.data import CUBES_PER_SIDE, QU, TOKENS
from bowengine.bogglebowl.words import NTOK

_NONZERO = re.compile(b"[^\\x00]")
_BUILT = {}  # a dictionary file (path, size, time) -> its index: a simulation's rows share it


def index_for(lexicon, path):
    """The index of `lexicon` (opened from the file `path`), built at its first use in this
    process (~3 s for ENABLE)."""
    st = path.stat()
    key = (str(path.resolve()), st.st_size, st.st_mtime_ns)
    got = _BUILT.get(key)
    if got is None:
        got = _BUILT[key] = CubeIndex(lexicon)
    return got


class _Masks:
    """Items with counts (a column a token, and any more), and per column t and count k, the
    bits of the items that need more than k of t: the items a roll's counts hold are the bits
    of none of them."""

    def __init__(self, counts, width=NTOK):
        self.n = len(counts)
        self.top = bytearray(width)  # the most of each column an item needs
        over = [[] for _ in range(width)]  # column -> need -> the items needing exactly that many
        for i, c in enumerate(counts):
            for t in range(width):
                k = c[t]
                if k:
                    while len(over[t]) <= k:
                        over[t].append([])
                    over[t][k].append(i)
                    if k > self.top[t]:
                        self.top[t] = k
        self.over = []  # column -> k -> the bits of the items needing more than k
        for t in range(width):
            masks = []
            acc = bytearray((self.n + 7) // 8)
            for k in range(len(over[t]) - 1, 0, -1):  # most needed first: each adds to the next
                for i in over[t][k]:
                    acc[i >> 3] |= 1 << (i & 7)
                masks.append(int.from_bytes(acc, "little"))
            masks.reverse()  # masks[k]: needing more than k
            self.over.append(masks)
        self.all = (1 << self.n) - 1

    def fitting(self, have):
        """The bits of the items whose counts are at most `have`'s."""
        bad = 0
        for t in range(len(self.top)):
            if have[t] < self.top[t]:
                bad |= self.over[t][have[t]]
        return self.all & ~bad


class CubeIndex:
    """The dictionary's words and walk nodes of at most a side's cubes, by their token counts."""

    def __init__(self, lex):
        self.depth = CUBES_PER_SIDE
        self.words = []  # each word's tokens (bytes), in the walk's order
        counts = []  # each word's token counts
        inner = []  # the counts of each node below the root the walk enters, then its depth
        qtries = []  # the counts of each node with a "q" edge that has children, one Qu more
        lower = "e" in lex.alphabet
        tok = {}
        for i in range(26):
            tok[TOKENS[i].lower() if lower else TOKENS[i]] = i
        q = "q" if lower else "Q"
        u = "u" if lower else "U"
        have = bytearray(NTOK)
        word = bytearray()

        def visit(node, letters):
            # node's edges in the walk's order: its words and the nodes it enters below it
            d = len(word)
            for ch, t in lex.children(node):
                if ch == q:
                    if t < 2:
                        continue
                    qtries.append(_plus(have, QU))  # the walk looks for the "u" after the "q"
                    t = lex.follow(t, u) or 0
                    if not t:
                        continue
                    x = QU
                elif ch in tok:
                    x = tok[ch]
                else:
                    continue  # a letter no cube shows
                have[x] += 1
                word.append(x)
                n = letters + (2 if x == QU else 1)
                if t & 1 and n >= 2:
                    self.words.append(bytes(word))
                    counts.append(bytes(have))
                if d + 1 < self.depth and t > 1:
                    inner.append(bytes(have) + bytes((d + 1,)))
                    visit(t, n)
                have[x] -= 1
                word.pop()

        visit(lex.root, 0)
        self._words = _Masks(counts)
        self._bytes = (len(counts) + 7) // 8
        self._inner = _Masks(inner, NTOK + 1)
        self._qtries = _Masks(qtries)

    def walk(self, faces, out):
        """(nodes, cut) of the walk over `faces` with no budget, calling out.add(tokens, n,
        code) for each word as the walk does (nodes: the whole walk's, also when `out` stops it
        early); None if the index cannot serve it (more cubes than a side's, or none)."""
        if not 1 <= len(faces) <= self.depth:
            return None
        have = bytearray(NTOK + 1)
        for t in faces:
            have[t] += 1
        have[NTOK] = len(faces) - 1  # the walk enters a node with a cube left to take
        nodes = 1 + self._inner.fitting(have).bit_count() + self._qtries.fitting(have).bit_count()
        fit = self._words.fitting(have)
        if fit:
            bit = [1 << o for o in out.m.off]  # token -> its one in a code
            words = self.words
            data = fit.to_bytes(self._bytes, "little")  # word i is bit i: the walk's order
            for hit in _NONZERO.finditer(data):
                at = hit.start()
                b = data[at]
                at <<= 3
                while b:
                    low = b & -b
                    b ^= low
                    w = words[at + low.bit_length() - 1]
                    out.add(w, len(w), sum(map(bit.__getitem__, w)))
                    if out.got is not None:
                        return nodes, False  # the words wanted are found: the walk stops too
        return nodes, False


def _plus(counts, t):
    c = bytearray(counts)
    c[t] += 1
    return bytes(c)
