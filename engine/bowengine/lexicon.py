"""The dictionary reader: a compiled word list read from flash in a few KB of RAM.

The file (docs/dictionary-format.md; `bowwords dict build` writes it) is a
minimal DAWG whose edge lists are packed a byte per edge plus a short address.
The reader never holds the body: it keeps three 256-byte windows on it (one
pinned on the most used nodes at the start of the body) and refills one with
`seek` + `readinto` when a node falls outside them all, so a lookup allocates
nothing.

A node is an int handle: (address of its edge list << 1) | 1 if the path to it
spells a word; 1 is the node with no edges after a word. `root`, `follow`,
`is_word` and `children` walk the graph; `contains` and `anagrams` use the
same steps.

Checks. At open the reader always reads the header (3 KB for ENABLE): magic,
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

from array import array

from micropython import const

_MAGIC = b"BWLX"
_VERSION = const(1)
_FIXED = const(40)  # bytes of the fixed header
_WIN = const(256)  # a read window; an edge list takes at most 4 bytes a letter
_WINS = const(3)  # windows: the first holds the start of the body (the most used nodes) for good

# CRC-32 (zlib's) four bits at a time on 16-bit halves, so no int reaches 2**30.
_TH = (0, 7607, 15214, 9945, 30428, 27499, 19890, 20485,
       60856, 61455, 54998, 52065, 39780, 34515, 40970, 48573)
_TL = (0, 4196, 8392, 12460, 16784, 20980, 24920, 28988,
       33568, 37700, 41960, 45964, 49840, 53972, 57976, 61980)


class LexiconError(ValueError):
    """The dictionary file is missing, damaged, truncated or of another format."""


class Lexicon:
    """A compiled dictionary open for lookups; a context manager, or call close()."""

    def __init__(self, path, check=True):
        self.cut = False  # True when the last anagrams() search ran out of budget
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

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _damaged(self, what):
        return LexiconError("the dictionary is damaged (%s): build or copy it again" % what)

    def _open(self, path, check):
        f = self._f
        self._bufs = [bytearray(_WIN) for _ in range(_WINS)]
        self._bases = array("i", [-_WIN] * _WINS)
        self._next = 1
        buf = self._bufs[1]  # scratch until the windows are loaded
        self._buf = buf
        self._base = 0
        self._lim = -1
        self._ok = None
        size = f.seek(0, 2)
        f.seek(0)
        if (f.readinto(buf) or 0) < _FIXED:
            raise LexiconError("%s is too short to be a dictionary (truncated?)" % path)
        if buf[0:4] != _MAGIC:
            raise LexiconError("%s is not a Bowwords dictionary (bad magic)" % path)
        v = buf[4] | (buf[5] << 8)
        if v != _VERSION:
            raise LexiconError("%s is in dictionary format %d; this reader reads format %d: "
                               "rebuild it with `bowwords dict build`" % (path, v, _VERSION))
        hsize = buf[6] | (buf[7] << 8)
        body = self._u32(8)
        alen = buf[32]
        shift = buf[34]
        h1 = buf[35]
        nblocks = (body + (1 << shift) - 1) >> shift if 6 <= shift <= 16 else 0
        prefix = _FIXED + alen + 3 * h1  # the node after each two-letter prefix
        self._table = prefix + 3 * alen * alen  # the body's block CRC32s
        if hsize + body != size or hsize != self._table + 4 * nblocks + 4:
            raise LexiconError("%s is truncated or damaged: %d bytes where its header says %d"
                               % (path, size, hsize + body))
        # The header's CRC32 covers all of it before the CRC, block table included.
        hi, lo = self._crc(0, hsize - 4, buf)
        f.seek(hsize - 4)
        f.readinto(buf)
        if not self._same(hi, lo, buf):
            raise self._damaged("header CRC32")
        f.seek(0)
        f.readinto(buf)
        h2 = buf[36]
        h3 = buf[37]
        root = self._u32(24)
        if not (1 <= alen <= 32 and h1 <= h2 <= h3 < 256 and 0 < root < body < (256 - h3) << 16
                and nblocks):
            raise self._damaged("header fields")
        self.version = v
        self.size = size
        self.words = self._u32(12)
        self.longest = buf[33]
        self.ident = "%02x%02x%02x%02x" % (buf[31], buf[30], buf[29], buf[28])
        self.alphabet = str(buf[_FIXED:_FIXED + alen], "ascii")
        idx = bytearray(128)  # ASCII code -> letter index + 1, 0 if not a letter
        for i in range(alen):
            c = buf[_FIXED + i]
            if c >= 128 or idx[c]:
                raise self._damaged("alphabet")
            idx[c] = i + 1
        hot = array("i", bytes(4 * h1))  # the addresses one-byte codes name
        for i in range(h1):
            j = 3 * (i % 80)
            if j == 0:
                f.seek(_FIXED + alen + 3 * i)
                f.readinto(buf)
            hot[i] = buf[j] | (buf[j + 1] << 8) | (buf[j + 2] << 16)
            if hot[i] >= body:
                raise self._damaged("hot node table")
        pre = bytearray(3 * alen * alen)  # the node after each two-letter prefix
        f.seek(prefix)
        f.readinto(pre)
        self._pre = pre
        self._idx = idx
        self._alen = alen
        self._hot = hot
        self._h1 = h1
        self._h2 = h2
        self._h3 = h3
        self._hsize = hsize
        self._body = body
        self._shift = shift
        self.root = root << 1
        if check:
            hi, lo = self._crc(hsize, size, buf)
            f.seek(28)
            f.readinto(buf)
            if not self._same(hi, lo, buf):
                raise self._damaged("body CRC32")
        else:
            self._ok = bytearray((nblocks + 7) >> 3)  # a bit for each block checked
        self._next = 0
        self._fill(1)  # window 0: the start of the body, where the most used nodes are

    def _u32(self, i):
        # A 4-byte field; every valid one is below 2**30, so -1 stands for the rest.
        b = self._buf
        if b[i + 3] >= 0x40:
            return -1
        return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)

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
        while start < end:
            n = f.readinto(buf)
            if not n:
                raise self._damaged("short read")
            if n > end - start:
                n = end - start
            for i in range(n):
                lo ^= buf[i]
                x = lo & 15
                lo = ((lo >> 4) | ((hi & 15) << 12)) ^ tl[x]
                hi = (hi >> 4) ^ th[x]
                x = lo & 15
                lo = ((lo >> 4) | ((hi & 15) << 12)) ^ tl[x]
                hi = (hi >> 4) ^ th[x]
            start += n
        return hi, lo

    def _fill(self, a):
        # Make a window holding the edge list at body address a the current one.
        m = _WIN - 4 * self._alen
        bases = self._bases
        for k in range(_WINS):
            b = bases[k]
            if b <= a <= b + m:
                self._buf = self._bufs[k]
                self._base = b
                self._lim = b + m
                return
        if a <= 0 or a >= self._body:
            raise self._damaged("address out of range")
        k = self._next
        self._next = k + 1 if k + 1 < _WINS else 1
        buf = self._bufs[k]
        bases[k] = -_WIN  # this buffer is scratch for the checks below: no window until read
        self._lim = -1
        ok = self._ok
        if ok is not None:  # check the blocks under the window the first time
            s = self._shift
            b = a >> s
            end = a + _WIN if a + _WIN < self._body else self._body
            while b << s < end:
                if not ok[b >> 3] & (1 << (b & 7)):
                    start = self._hsize + (b << s)
                    hi, lo = self._crc(start, min(start + (1 << s), self.size), buf)
                    self._f.seek(self._table + 4 * b)
                    self._f.readinto(buf)
                    if not self._same(hi, lo, buf):
                        raise self._damaged("block %d CRC32" % b)
                    ok[b >> 3] |= 1 << (b & 7)
                b += 1
        self._f.seek(self._hsize + a)
        self._f.readinto(buf)
        bases[k] = a
        self._buf = buf
        self._base = a
        self._lim = a + m

    def _ptr(self, buf, i):
        # The address an address field at buf[i] names.
        b = buf[i]
        if b < self._h1:
            return self._hot[b]
        if b < self._h2:
            return ((b - self._h1) << 8) | buf[i + 1]
        if b < self._h3:
            return self._base + i + (((b - self._h2) << 8) | buf[i + 1])
        return ((b - self._h3) << 16) | (buf[i + 1] << 8) | buf[i + 2]

    def _expand(self, node, lets, tgts, j):
        # Decode the edges of `node` into lets[j:] (letter indexes) and tgts[j:] (child
        # handles); returns the index after the last one.
        a = node >> 1
        if a == 0:
            return j
        if a < self._base or a > self._lim:
            self._fill(a)
        buf = self._buf
        i = a - self._base
        alen = self._alen
        end = j + alen
        while True:
            h = buf[i]
            i += 1
            k = h & 7
            if j >= end or h >> 3 >= alen:
                raise self._damaged("edge list")
            lets[j] = h >> 3
            if k & 2:  # no address: the node after a word, or the list right after this edge
                tgts[j] = (((self._base + i) << 1) | (k & 1)) if k >= 6 else 1
            else:
                tgts[j] = (self._ptr(buf, i) << 1) | (k & 1)
                h = buf[i]
                i += 1 if h < self._h1 else (2 if h < self._h3 else 3)
            j += 1
            if k >= 3:
                return j

    def _letter(self, ch):
        # Letter index of a one-letter str or a byte value, -1 if not in the alphabet.
        if isinstance(ch, str):
            ch = ord(ch) if len(ch) == 1 else 128
        return self._idx[ch] - 1 if 0 <= ch < 128 else -1

    def _scan(self, node, c):
        # The child of `node` by letter index c, or 0.
        a = node >> 1
        if a < self._base or a > self._lim:
            if a == 0:
                return 0
            self._fill(a)
        buf = self._buf
        base = self._base
        i = a - base
        while True:
            h = buf[i]
            i += 1
            if h >> 3 == c:
                if h & 2:
                    return (((base + i) << 1) | (h & 1)) if h & 4 else 1
                return (self._ptr(buf, i) << 1) | (h & 1)
            if not h & 2:
                k = buf[i]
                i += 1 if k < self._h1 else (2 if k < self._h3 else 3)
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
        lets = bytearray(self._alen)
        tgts = array("i", bytes(4 * self._alen))
        for i in range(self._expand(node, lets, tgts, 0)):
            yield self.alphabet[lets[i]], tgts[i]

    def contains(self, word):
        """Is `word` (a str or bytes) in the dictionary? Allocates nothing."""
        n = len(word)
        if n < 2:
            return False
        s = isinstance(word, str)
        idx = self._idx
        a = ord(word[0]) if s else word[0]
        c = ord(word[1]) if s else word[1]
        a = idx[a] if a < 128 else 0
        c = idx[c] if c < 128 else 0
        if not a or not c:
            return False
        # The node after the first two letters comes from the prefix table.
        p = self._pre
        j = 3 * ((a - 1) * self._alen + c - 1)
        a = p[j] | (p[j + 1] << 8) | (p[j + 2] << 16)
        w = a & 1
        a >>= 1
        buf = self._buf
        base = self._base
        lim = self._lim
        h1 = self._h1
        h3 = self._h3
        o = ord
        hot = self._hot
        h2 = self._h2
        j = 2
        while j < n:
            if a < base or a > lim:
                if a == 0:
                    return False
                self._fill(a)
                buf = self._buf
                base = self._base
                lim = self._lim
            c = o(word[j]) if s else word[j]
            j += 1
            if c >= 128:
                return False
            c = idx[c] - 1
            i = a - base
            while True:
                h = buf[i]
                i += 1
                if h >> 3 == c:
                    break
                if not h & 2:  # kinds 0, 1, 4, 5: skip the address
                    k = buf[i]
                    i += 1 if k < h1 else (2 if k < h3 else 3)
                    if h & 4:
                        return False  # that was the last edge
                elif h & 7 != 2:
                    return False  # kinds 3, 6, 7 end a list
            w = h & 1
            if h & 2:
                a = base + i if h & 4 else 0
                w |= a == 0
            else:
                h = buf[i]
                if h < h1:
                    a = hot[h]
                elif h < h2:
                    a = ((h - h1) << 8) | buf[i + 1]
                elif h < h3:
                    a = base + i + (((h - h2) << 8) | buf[i + 1])
                else:
                    a = ((h - h3) << 16) | (buf[i + 1] << 8) | buf[i + 2]
        return w == 1

    def __contains__(self, word):
        return self.contains(word)

    def anagrams(self, letters, wild=0, min_len=2, budget=0):
        """Yields each word made of some of `letters` and up to `wild` wild letters.

        Each word comes once. With budget > 0 the search stops after visiting
        that many nodes and sets `self.cut` to True.
        """
        alen = self._alen
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
        tgts = array("i", bytes(4 * alen * depth))
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
