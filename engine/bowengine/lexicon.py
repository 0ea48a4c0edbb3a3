"""The dictionary reader: a compiled word list read from flash in a few KB of RAM.

The file (docs/dictionary-format.md; `bowwords dict build` writes it) is a
minimal DAWG whose edge lists are packed a byte per edge plus a short address.
The reader never holds the body: it keeps the body's first 512 bytes (where
the compiler puts the most used nodes) for good and one 1 KB read window,
refilled with one `seek` + `readinto` at a node's address when a step leaves
both, so a lookup allocates nothing (a long search may keep copies of the last
windows it read, keep(), and copy one back instead of reading). On the VM a read (two system calls)
costs as much as several steps and a method call as much as a few, so
`contains` reads inline, unpacks what it needs into locals once, and copies
a str word into a buffer with one `struct.pack_into` call rather than taking
it apart a letter at a time (indexing a str makes a one-letter str).

A node is an int handle: (address of its edge list << 1) | 1 if the path to it
spells a word; 1 is the node with no edges after a word. `root`, `follow`,
`is_word` and `children` walk the graph; `contains` and `anagrams` use the
same steps.

Checks. At open the reader always reads the header (2 KB for ENABLE): magic,
format version, the file length the header gives (so a truncated or extended
file is rejected) and the header's CRC32, which covers the per-block CRC32
table. With check=True (the default) it also reads the whole body once and
compares its CRC32. With check=False, meant for boots after the first, each
2 KB block of the body is checked against its CRC32 the first time the reader
reads from it, before any of its bytes is used: a damaged file raises
LexiconError and never gives a wrong answer, and a boot pays only for the
blocks it touches, once. `ident` (the body's CRC32 in hex) lets a game
remember which dictionary it has already checked in full.
"""

import sys
from array import array

from micropython import const

try:  # CircuitPython and MicroPython copy a str's bytes into a buffer this way, allocating nothing
    from struct import pack_into as _pack_into

    _pack_into("1s", bytearray(1), 0, "a")
    _PACK_STR = True
except Exception:  # CPython packs bytes only: contains() encodes the word there instead (allocating)
    _PACK_STR = False

_JUMP = const(0xFF)  # first byte of a list with a jump table: per letter, where its edge is
_MOV = const(1024)  # bytes of the read window, refilled at a node's address when a step leaves both

try:  # CRC-32 in C where the VM has it (CircuitPython and MicroPython builds with binascii)
    from binascii import crc32 as _crc32
except ImportError:
    _crc32 = None

# Else CRC-32 (zlib's) four bits at a time on 16-bit halves, so no int reaches 2**30.
_TH = (0, 7607, 15214, 9945, 30428, 27499, 19890, 20485,
       60856, 61455, 54998, 52065, 39780, 34515, 40970, 48573)
_TL = (0, 4196, 8392, 12460, 16784, 20980, 24920, 28988,
       33568, 37700, 41960, 45964, 49840, 53972, 57976, 61980)


class LexiconError(ValueError):
    """The dictionary file is missing, damaged, truncated or of another format."""


class Lexicon:
    """A compiled dictionary open for lookups; a context manager, or call close()."""

    walk_index = None  # a host's simulations set it: Boggle Bowl's walk by masks (bowwords.cubeindex)

    def __init__(self, path, check=True):
        self.cut = False  # True when the last anagrams() search ran out of budget
        self.nodes = 0  # nodes the last BuyWord word search visited
        self._saved = None  # copies of read windows kept during a long search (keep())
        self._edges = None  # the searches' edge targets (edges()), made at the first search
        self._f = None
        try:
            self._f = open(path, "rb")
        except OSError as e:
            raise LexiconError("cannot open dictionary %s (%s)" % (path, e)) from None
        try:
            self._open(path, check)
        except Exception:
            self.close()
            raise

    def close(self):
        if self._f:
            self._f.close()
            self._f = None

    def footprint(self):
        """Bytes of the buffers and tables the open reader keeps in RAM (the same on any board)."""
        ix, alen, pre, pin, plim, h1, h2, h3, hot, ps, wb = self._k[:11]
        n = len(bytes(pre)) + len(ix) + len(wb) + len(pin) + len(self._mov) + len(bytes(hot))
        return n + (len(self._ok) if self._ok is not None else 0)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _damaged(self, what):
        return LexiconError("the dictionary is damaged (%s): build or copy it again" % what)

    def _open(self, path, check):
        # The header's reading and checks live in bowengine.lexhead, imported for the open
        # only: its code goes after it (1.8 KB of a board's heap beside every word game screen).
        from bowengine import lexhead
        try:
            lexhead.read(self, path, check, LexiconError)
        finally:
            lexhead = None
            sys.modules.pop("bowengine.lexhead", None)
            pkg = sys.modules.get("bowengine")
            if pkg is not None and "lexhead" in pkg.__dict__:
                delattr(pkg, "lexhead")

    def _same(self, hi, lo, b):
        # Is the finished CRC (hi, lo) the little-endian CRC32 at b[0:4]?
        return lo ^ 0xFFFF == b[0] | (b[1] << 8) and hi ^ 0xFFFF == b[2] | (b[3] << 8)

    def _crc(self, start, end, buf):
        # The CRC32 of file bytes start .. end-1 (not yet inverted) as (hi, lo) halves,
        # read through buf.
        f = self._f
        hi = lo = 0xFFFF
        th = _TH
        tl = _TL
        f.seek(start)
        c = 0
        while start < end:
            n = f.readinto(buf)
            if not n:
                raise self._damaged("short read")
            if n > end - start:
                n = end - start
            if _crc32:  # in C: a block costs what a few steps do
                c = _crc32(buf if n == len(buf) else memoryview(buf)[:n], c)
                start += n
                continue
            for i in range(n):
                lo ^= buf[i]
                x = lo & 15
                lo = ((lo >> 4) | ((hi & 15) << 12)) ^ tl[x]
                hi = (hi >> 4) ^ th[x]
                x = lo & 15
                lo = ((lo >> 4) | ((hi & 15) << 12)) ^ tl[x]
                hi = (hi >> 4) ^ th[x]
            start += n
        if _crc32:
            return (c >> 16) ^ 0xFFFF, (c & 0xFFFF) ^ 0xFFFF
        return hi, lo

    def _window(self, a):
        # Point _buf at a window holding the edge list at body address a, reading it if need
        # be, and _base at the body address of its first byte (no tuple: nothing allocated).
        k = self._k
        if a <= k[4]:
            if a <= 0:
                raise self._damaged("address out of range")
            self._buf = k[3]
            self._base = 0
            return
        b = self._mbase
        if a < b or a > b + self._mfit:
            if a >= self._body:
                raise self._damaged("address out of range")
            self._mbase = -_MOV  # the buffer is scratch for the block checks: no window until read
            self._read(self._mov, a)
            self._mbase = b = a
        self._buf = self._mov
        self._base = b

    def keep(self, n):
        """Keep copies of the last `n` read windows in RAM (n KB) until keep(0), so a long
        search reads from flash again only where none of them holds the list it needs."""
        self._saved = [bytearray(_MOV) for _ in range(n)] if n else None
        self._sbase = array("i", range(n))  # body address of each copy's first byte; none yet
        for i in range(n):
            self._sbase[i] = -_MOV
        self._snext = 0

    def _load(self, a):
        # Read the read window at body address a (0 < a < body: a list neither window held),
        # checking the blocks under it first when need be. For the word games' walks, which
        # inline the steps: one call, not _window's two (their frames are big; the pystack small).
        # A window a kept copy (keep()) holds is copied back instead of read again.
        if a >= self._body:
            raise self._damaged("address out of range")
        k = self._k
        saved = self._saved
        if saved:
            sb = self._sbase
            fit = self._mfit
            for i in range(len(saved)):
                b = sb[i]
                if b <= a <= b + fit:
                    k[13][:] = saved[i]
                    self._mbase = b
                    return
        self._mbase = -_MOV  # the buffer is scratch for the block checks: no window until read
        if self._ok is not None:
            self._check(k[13], a)
        k[17](k[15] + a)
        k[18](k[13])
        self._mbase = a
        if saved:  # the oldest copy gives way to this window
            i = self._snext
            saved[i][:] = k[13]
            self._sbase[i] = a
            self._snext = (i + 1) % len(saved)

    def _read(self, buf, a):
        # Read body bytes from address a into buf, checking each block under them the first time
        # (check=False) before any of its bytes is used.
        if self._ok is not None:
            self._check(buf, a)
        self._f.seek(self._hsize + a)
        self._f.readinto(buf)

    def _check(self, buf, a):
        # Check the blocks under body bytes a .. a + len(buf) - 1 not checked yet, using buf as scratch.
        f = self._f
        ok = self._ok
        s = self._shift
        b = a >> s
        end = a + len(buf) if a + len(buf) < self._body else self._body
        while b << s < end:
            if not ok[b >> 3] & (1 << (b & 7)):
                start = self._hsize + (b << s)
                hi, lo = self._crc(start, min(start + (1 << s), self.size), buf)
                f.seek(self._table + 4 * b)
                f.readinto(buf)
                if not self._same(hi, lo, buf):
                    raise self._damaged("block %d CRC32" % b)
                ok[b >> 3] |= 1 << (b & 7)
            b += 1

    def _ptr(self, buf, base, i):
        # The address an address field at buf[i] names (buf holds body bytes from address base).
        b = buf[i]
        k = self._k
        if b < k[5]:
            return k[8][b]
        if b < k[6]:
            return ((b - k[5]) << 8) | buf[i + 1]
        if b < k[7]:
            return base + i + (((b - k[6]) << 8) | buf[i + 1])
        return ((b - k[7]) << 16) | (buf[i + 1] << 8) | buf[i + 2]

    def _expand(self, node, lets, tgts, j):
        # Decode the edges of `node` into lets[j:] (letter indexes) and tgts[j:] (child
        # handles); returns the index after the last one.
        a = node >> 1
        if a == 0:
            return j
        self._window(a)
        buf = self._buf
        base = self._base
        i = a - base
        alen = self._k[1]
        h1 = self._k[5]
        h3 = self._k[7]
        end = j + alen
        if buf[i] == _JUMP:
            i += 2 + alen
        while True:
            h = buf[i]
            i += 1
            k = h & 7
            if j >= end or h >> 3 >= alen:
                raise self._damaged("edge list")
            lets[j] = h >> 3
            if k & 2:  # no address: the node after a word, or the list right after this edge
                tgts[j] = (((base + i) << 1) | (k & 1)) if k >= 6 else 1
            else:
                tgts[j] = (self._ptr(buf, base, i) << 1) | (k & 1)
                h = buf[i]
                i += 1 if h < h1 else (2 if h < h3 else 3)
            j += 1
            if k >= 3:
                return j

    def _letter(self, ch):
        # Letter index of a one-letter str or a byte value, -1 if not in the alphabet.
        if isinstance(ch, str):
            ch = ord(ch) if len(ch) == 1 else 255
        c = self._k[0][ch] if 0 <= ch < 256 else 255
        return -1 if c >= self._k[1] else c

    def _scan(self, node, c):
        # The child of `node` by letter index c, or 0.
        a = node >> 1
        if a == 0:
            return 0
        self._window(a)
        buf = self._buf
        base = self._base
        h1 = self._k[5]
        h3 = self._k[7]
        i = a - base
        if buf[i] == _JUMP:
            k = buf[i + 1 + c]
            if not k:
                return 0
            i += k
        while True:
            h = buf[i]
            i += 1
            if h >> 3 == c:
                if h & 2:
                    return (((base + i) << 1) | (h & 1)) if h & 4 else 1
                return (self._ptr(buf, base, i) << 1) | (h & 1)
            if not h & 2:
                k = buf[i]
                i += 1 if k < h1 else (2 if k < h3 else 3)
                if h & 4:
                    return 0
            elif h & 7 != 2:
                return 0

    def follow(self, node, letter):
        """The node reached from `node` by `letter` (a one-letter str), or None.

        Allocates nothing."""
        c = self._letter(letter)
        if c < 0 or node < 2:
            return None
        return self._scan(node, c) or None

    def is_word(self, node):
        """Does the path to `node` spell a word?"""
        return node & 1 == 1

    def children(self, node):
        """Yields (letter, child node) for each edge of `node`, most used letters first."""
        alen = self._k[1]
        lets = bytearray(alen)
        tgts = array("i", range(alen))
        for i in range(self._expand(node, lets, tgts, 0)):
            yield self.alphabet[lets[i]], tgts[i]

    def contains(self, word):
        """Is `word` (a str or bytes) in the dictionary? Allocates nothing."""
        n = len(word)
        idx, alen, p, pin, plim, h1, h2, h3, hot, ps, w, fmt, longest, mov, mfit, hs, body, seek, readinto = self._k
        if n < 2 or n > longest:
            return False
        if _PACK_STR:
            _pack_into(fmt, w, 0, word)  # a str's or bytes' bytes into the word buffer
        elif isinstance(word, str):
            w = word.encode()
        else:
            w = word
        a = idx[w[0]]
        c = idx[w[1]]
        if a >= alen or c >= alen:
            return False
        # The node after the first two letters comes from the prefix table.
        a = p[a * alen + c]
        if n == 2:
            return a & 1 == 1
        a = (a >> 1) << ps
        buf = pin
        base = 0
        low = 1  # the window holds lists at addresses low .. lim (pin: never 0, which is no list)
        lim = plim
        for j in range(2, n):
            if a < low or a > lim:  # the list at a is in neither window we hold: change window
                if a <= plim:
                    if a <= 0:
                        return False  # no edges after this prefix or this letter
                    buf = pin
                    base = 0
                    low = 1
                    lim = plim
                else:
                    buf = mov
                    low = base = self._mbase
                    lim = base + mfit
                    if a < base or a > lim:  # read the window at a (inline: this is the hot path)
                        if a >= body:
                            raise self._damaged("address out of range")
                        self._mbase = -_MOV  # no window until read: if the read fails, none is trusted
                        ok = self._ok
                        if ok is not None:  # lazy check: any block under the window not checked yet?
                            k = self._shift
                            i = a >> k
                            k = (a + _MOV - 1) >> k  # the window's first and last blocks, i and k
                            if k > i + 1 or not (ok[i >> 3] >> (i & 7)) & (ok[k >> 3] >> (k & 7)) & 1:
                                self._check(buf, a)
                        seek(hs + a)
                        readinto(buf)
                        self._mbase = low = base = a
                        lim = a + mfit
            c = idx[w[j]]
            i = a - base
            h = buf[i]
            if h == _JUMP:  # a big list: its jump table says where the edge is
                k = buf[i + 1 + c]
                if not k:
                    return False
                i += k
                h = buf[i]
            while h >> 3 != c:  # scan the edges: code byte = letter index * 8 + kind
                if h & 2:  # kinds 2, 3, 6, 7: no address field
                    if h & 5:
                        return False  # kinds 3, 6, 7 end the list
                    i += 1
                else:
                    if h & 4:
                        return False  # kinds 4, 5 end the list
                    k = buf[i + 1]
                    i += 2 if k < h1 else (3 if k < h3 else 4)
                h = buf[i]
            i += 1
            if h & 2:  # kinds 6, 7: the child's list starts at the next byte; 2, 3: no child
                a = base + i if h & 4 else 0
            else:
                k = buf[i]
                if k < h1:
                    a = hot[k]
                elif k < h2:
                    a = ((k - h1) << 8) | buf[i + 1]
                elif k < h3:
                    a = base + i + (((k - h2) << 8) | buf[i + 1])
                else:
                    a = ((k - h3) << 16) | (buf[i + 1] << 8) | buf[i + 2]
        return h & 1 == 1 or h & 7 == 2  # the last edge ends a word (kind 2 always does)

    def __contains__(self, word):
        return self.contains(word)

    def edges(self, n):
        """An array("i") of at least `n` items for a search's decoded edge targets, made once
        for the longest word (later, a board's fragmented heap may have no room for it in one
        piece); one search at a time uses it."""
        got = self._edges
        if got is None or len(got) < n:
            self._edges = None
            try:
                got = array("i", range(max(n, self._k[1] * (self.longest + 1))))
            except MemoryError:  # no room in one piece for the longest word: just what is asked
                got = array("i", range(n))
            self._edges = got
        return got

    def anagrams(self, letters, wild=0, min_len=2, budget=0):
        """Yields each word made of some of `letters` and up to `wild` wild letters.

        Each word comes once. With budget > 0 the search stops after visiting
        that many nodes and sets `self.cut` to True.
        """
        alen = self._k[1]
        counts = bytearray(alen)
        depth = wild
        for ch in letters:
            c = self._letter(ch)
            if c >= 0 and counts[c] < 255:
                counts[c] += 1
                depth += 1
        if depth > self.longest:
            depth = self.longest
        self.cut = False
        if depth < 1:
            return
        lets = bytearray(alen * depth)
        tgts = self.edges(alen * depth)
        ends = bytearray(depth)  # how many edges were decoded at each depth
        at = bytearray(depth)  # the next edge to try at each depth
        used = bytearray(depth)  # the letter taken at each depth; alen for a wild one
        word = bytearray(depth)
        alpha = self.alphabet.encode()
        ends[0] = self._expand(self.root, lets, tgts, 0)
        visited = 1
        d = 0
        while True:
            j = at[d]
            if j >= ends[d]:
                if d == 0:
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
            k = d * alen + j
            u = lets[k]
            if counts[u]:
                counts[u] -= 1
            elif wild:
                wild -= 1
                u = alen
            else:
                continue
            word[d] = alpha[lets[k]]
            t = tgts[k]
            if t & 1 and d + 1 >= min_len:
                yield str(word[:d + 1], "ascii")
            if d + 1 < depth and t > 1:
                visited += 1
                if budget and visited > budget:
                    self.cut = True
                    return
                used[d] = u
                d += 1
                ends[d] = self._expand(t, lets, tgts, d * alen) - d * alen
            elif u == alen:
                wild += 1
            else:
                counts[u] += 1
