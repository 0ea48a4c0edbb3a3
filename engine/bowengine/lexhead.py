"""The dictionary file's header, read and checked when a Lexicon opens (bowengine.lexicon), and
the reader's buffers and tables made from it.

Imported by Lexicon._open for the open only and forgotten after it: its code (about 1.8 KB of
bytecode) does not stay on a board's heap beside every screen of a word game."""

import sys
from array import array

from micropython import const

_MAGIC = b"BWLX"
_VERSION = const(4)  # and 3, the same without the anagram index
_FIXED = const(44)  # bytes of the fixed header (40 in format 3)
_PIN = const(512)  # bytes of the body's start, where the most used nodes are, held for good
_MOV = const(1024)  # bytes of the read window (lexicon's _MOV)


def read(lex, path, check, LexiconError):
    """Read and check the header of the open file lex._f (`path` names it in errors), and set
    up lex's buffers, tables and fields; raises LexiconError (the reader's, given: this module
    imports nothing of bowengine)."""
    f = lex._f
    lex._mov = bytearray(_MOV)
    lex._mbase = -_MOV  # body address of the read window's first byte; none read yet
    buf = lex._mov  # scratch until the windows are loaded
    lex._buf = buf  # the window _scan and _expand read, set by _window
    lex._base = 0
    lex._ok = None
    size = f.seek(0, 2)
    f.seek(0)
    if (f.readinto(buf) or 0) < _FIXED:
        raise LexiconError("%s is too short to be a dictionary (truncated?)" % path)
    if buf[0:4] != _MAGIC:
        raise LexiconError("%s is not a Bowwords dictionary (bad magic)" % path)
    v = buf[4] | (buf[5] << 8)
    if v != _VERSION and v != 3:
        raise LexiconError("%s is in dictionary format %d; this reader reads formats 3 and %d: "
                           "rebuild it with `bowwords dict build`" % (path, v, _VERSION))
    hsize = buf[6] | (buf[7] << 8)
    body = _u32(buf, 8)
    alen = buf[32]
    shift = buf[34]
    h1 = buf[35]
    fixed, olen = (_FIXED, alen) if v == _VERSION else (40, 0)  # format 3: no anagram index
    order = fixed + alen  # the anagram index's letter order follows the alphabet (olen bytes)
    nblocks = (body + (1 << shift) - 1) >> shift if 6 <= shift <= 16 else 0
    prefix = order + olen + 3 * h1  # the node after each two-letter prefix
    lex._table = prefix + 2 * alen * alen  # the body's block CRC32s
    if hsize + body != size or hsize != lex._table + 4 * nblocks + 4:
        raise LexiconError("%s is truncated or damaged: %d bytes where its header says %d"
                           % (path, size, hsize + body))
    # The header's CRC32 covers all of it before the CRC, block table included.
    hi, lo = lex._crc(0, hsize - 4, buf)
    f.seek(hsize - 4)
    f.readinto(buf)
    if not lex._same(hi, lo, buf):
        raise lex._damaged("header CRC32")
    f.seek(0)
    f.readinto(buf)
    h2 = buf[36]
    h3 = buf[37]
    ps = buf[38] | (buf[39] << 8)  # prefix table entries hold addresses >> ps
    root = _u32(buf, 24)
    aroot = _u32(buf, 40) if v == _VERSION else 0
    if not (1 <= alen <= 31 and h1 <= h2 <= h3 < 256 and 0 < root < body < (256 - h3) << 16
            and nblocks and ps <= 9 and 0 <= aroot < body):
        raise lex._damaged("header fields")
    lex.version = v
    lex.size = size
    lex.words = _u32(buf, 12)
    lex.longest = buf[33]
    lex.ident = "%02x%02x%02x%02x" % (buf[31], buf[30], buf[29], buf[28])
    lex.alphabet = str(buf[fixed:fixed + alen], "ascii")
    ix = bytearray(bytes([alen]) * 256)  # byte value -> letter index; alen if not a letter
    for i in range(alen):
        c = buf[fixed + i]
        if c >= 128 or ix[c] != alen:
            raise lex._damaged("alphabet")
        ix[c] = i
    # The anagram index (format 4): each word's letters sorted by `ranks` (a letter index's
    # place in the order), from the handle `anagram_root`; 0 if the file has none.
    lex.anagram_root = aroot << 1
    lex.ranks = None
    if aroot:
        ranks = bytearray(bytes([alen]) * alen)
        for i in range(alen):
            c = ix[buf[order + i]]
            if c >= alen or ranks[c] != alen:
                raise lex._damaged("anagram order")
            ranks[c] = i
        lex.ranks = ranks
    hot = array("i", bytes(4 * h1))  # the addresses one-byte codes name
    for i in range(h1):
        j = 3 * (i % 80)
        if j == 0:
            f.seek(prefix - 3 * h1 + 3 * i)
            f.readinto(buf)
        hot[i] = buf[j] | (buf[j + 1] << 8) | (buf[j + 2] << 16)
        if hot[i] >= body:
            raise lex._damaged("hot node table")
    if h1 and max(hot) < 0x10000:
        hot = array("H", hot)  # half the RAM: the compiler puts hot nodes near the start
    pre = array("H", bytes(2 * alen * alen))  # the node after each two-letter prefix
    f.seek(prefix)
    f.readinto(pre)  # little-endian entries, as every CircuitPython board stores an array
    if sys.byteorder != "little":
        pre.byteswap()  # a big-endian host (CPython only: MicroPython's array has no byteswap)
    lex._hsize = hsize
    lex._body = body
    lex._shift = shift
    lex.root = root << 1
    if check:
        hi, lo = lex._crc(hsize, size, buf)
        f.seek(28)
        f.readinto(buf)
        if not lex._same(hi, lo, buf):
            raise lex._damaged("body CRC32")
    else:
        ok = bytearray((nblocks >> 3) + 1)  # a bit for each block checked
        for b in range(nblocks, 8 * len(ok)):
            ok[b >> 3] |= 1 << (b & 7)  # past the end: nothing to check
        lex._ok = ok
    fit = 5 * alen + 2  # an edge list takes at most 4 bytes a letter, its jump table 2 + alen
    lex._mfit = _MOV - fit  # a list starting this far into the read window ends inside it
    pin = bytearray(_PIN)
    lex._read(pin, 0)  # the start of the body, where the most used nodes are, for good
    # What a lookup needs, in one attribute it unpacks once: wb and fmt are the word buffer
    # and the struct format contains() copies a word into it with; the file's seek and
    # readinto come last, bound once (bowwords bench dict wraps readinto to count reads).
    lex._k = (ix, alen, pre, pin, _PIN - fit, h1, h2, h3, hot, ps, bytearray(lex.longest),
              "%ds" % lex.longest, lex.longest, lex._mov, lex._mfit, hsize, body, f.seek, f.readinto)


def _u32(b, i):
    # The 4-byte field at b[i]; every valid one is below 2**30, so -1 stands for the rest.
    if b[i + 3] >= 0x40:
        return -1
    return b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)
