"""`bowwords dict build`: word lists in, one compiled dictionary file out.

The file is a minimal acyclic automaton (a DAWG) whose edge lists are packed
byte by byte so that a device reads a node with one small `readinto`. The
format is described in docs/dictionary-format.md; engine/bowengine/lexicon.py
is its reader. Building the same words twice gives the same bytes: nothing
here depends on hash order or on the clock.
"""

import gzip
import os
import struct
import zlib
from pathlib import Path

from bowwords.errors import BowwordsError

MAGIC = b"BWLX"
FORMAT_VERSION = 4
FIXED_HEADER = 44
# The anagram index sorts each word's letters in this order: BuyWord's pips, most first (ties
# alphabetical), so a search of a rack's sets passes its dear letters first and can bound the rest.
ANAGRAM_ORDER = "jqxzbfmvwycdghklpaeinorstu"
BLOCK_SHIFT = 11  # 2 KB blocks, each with its own CRC32 in the header
MAX_ALPHABET = 31  # an edge code is letter index * 8 + kind, below JUMP (0xFF)
JUMP = 0xFF  # first byte of a list with a jump table: for each letter, where its edge is
JUMP_MIN_EDGES = 10  # lists with at least this many edges get a jump table
WORDS_FIRST = 1000  # the words' most used chains laid out before the anagram index's
_FOLLOW_MAX_INDEGREE = 5  # a node with more parents than this is never laid out as a "next" child
PREFIX_ENTRY_MAX = 0x7FFF  # a prefix table entry holds address >> shift in 15 bits, beside the word bit
# The body's limit: three-byte addresses reach (256 - h3) << 16 with at most 64 such pages, and a
# handle (address << 1 | word) stays below 2^23 (docs/dictionary-format.md). Each edge takes a byte
# at least, so an automaton of this many edges cannot be stored.
BODY_MAX = 1 << 22

# Edge kinds, the low 3 bits of an edge code (see docs/dictionary-format.md).
K_PTR = 0  # + 1 if the edge ends a word; an address follows
K_END = 2  # ends a word, no letters after it; + 1 on the last edge of the list
K_PTR_LAST = 4  # + 1 if the edge ends a word; an address follows; last edge of the list
K_NEXT = 6  # + 1 if the edge ends a word; last edge; the child's list starts at the next byte

# Reasons an entry is dropped, in the order they are checked.
REASONS = ("apostrophe", "hyphenated", "abbreviation", "capitalised", "not_a_to_z",
           "single_letter", "too_short", "too_long")


def plain(entry):
    """True if `entry` is letters a-z alone (checked at C speed: most lines of a word list are)."""
    return entry.isascii() and entry.isalpha() and entry.islower()


def classify(entry, min_len=2, max_len=None):
    """None if `entry` (one stripped line) is a word under the rule books' rules, else the reason."""
    if not plain(entry):            # (letters a-z alone pass every rule but the lengths)
        if "'" in entry or "\u2019" in entry:
            return "apostrophe"
        if "-" in entry or "\u2010" in entry:
            return "hyphenated"
        if "." in entry or (len(entry) > 1 and entry.isupper()):
            return "abbreviation"
        if any(c.isupper() for c in entry):
            return "capitalised"
        return "not_a_to_z"
    if len(entry) == 1:
        return "single_letter"
    if len(entry) < min_len:
        return "too_short"
    if max_len is not None and len(entry) > max_len:
        return "too_long"
    return None


def _open_text(path):
    path = Path(path)
    try:
        with open(path, "rb") as f:
            gz = f.read(2) == b"\x1f\x8b"
        if gz:
            return gzip.open(path, "rt", encoding="utf-8", errors="replace")
        return open(path, encoding="utf-8", errors="replace")
    except OSError as e:
        raise BowwordsError("cannot read word list %s: %s" % (path, e.strerror or e)) from None


def read_lists(paths, min_len=2, max_len=None):
    """Read word lists (UTF-8, one entry a line, gzip or not) and apply the word rules.

    Returns (words, report): the kept words sorted and unique, and
    {"entries", "kept", "duplicates", "dropped": {reason: count}}.
    """
    if min_len < 2:
        raise BowwordsError("--min-len must be at least 2 (single letters are never words)")
    if max_len is not None and max_len < min_len:
        raise BowwordsError("--max-len must be at least --min-len")
    dropped = dict.fromkeys(REASONS, 0)
    first = {}           # reason -> (path, line number, entry): the first entry it dropped
    kept = set()
    entries = 0
    for path in paths:
        with _open_text(path) as f:
            try:
                for number, line in enumerate(f, 1):
                    entry = line.strip().lstrip("\ufeff")
                    if not entry:
                        continue
                    if not plain(entry):        # (a-z alone is text)
                        _check_text(path, number, entry)
                    entries += 1
                    reason = classify(entry, min_len, max_len)
                    if reason:
                        dropped[reason] += 1
                        first.setdefault(reason, (str(path), number, entry))
                    else:
                        kept.add(entry)
            except (OSError, EOFError, zlib.error) as e:
                raise BowwordsError("cannot read word list %s: %s" % (path, e)) from None
    words = sorted(kept)
    kept_entries = entries - sum(dropped.values())
    return words, {"entries": entries, "kept": len(words), "duplicates": kept_entries - len(words),
                   "dropped": dropped, "first_dropped": first}


WHY = {"apostrophe": "has an apostrophe", "hyphenated": "is hyphenated", "abbreviation": "is an abbreviation",
       "capitalised": "has a capital letter", "not_a_to_z": "has a character other than the letters a to z",
       "single_letter": "is a single letter", "too_short": "is shorter than --min-len",
       "too_long": "is longer than --max-len"}


def why_dropped(report):
    """The first entry each word rule dropped, in words: "line 3 of x.txt, 'caf\u00e9', has ..."."""
    out = []
    for reason, (path, number, entry) in report.get("first_dropped", {}).items():
        out.append("%s line %d %r %s (%d such)" % (path, number, entry[:40], WHY[reason], report["dropped"][reason]))
    return "; ".join(out)


def _check_text(path, number, entry):
    """A BowwordsError unless a line is text: bytes that are not UTF-8, or control characters
    (a NUL, an escape), say the file is binary, not a word list."""
    for ch in entry:
        if ch == "\ufffd" or (ord(ch) < 32 and ch != "\t") or ord(ch) == 127:
            what = "bytes that are not UTF-8" if ch == "\ufffd" else "a control character (%r)" % ch
            raise BowwordsError("word list %s is not text: line %d has %s; a word list is UTF-8 text, "
                                "one word a line" % (path, number, what))


def too_big(done, total, what="words"):
    """The error of a word list whose automaton passes BODY_MAX edges, `done` of `total` in."""
    return BowwordsError("the word list is too big for the dictionary format: a dictionary's body holds at "
                         "most %s bytes (docs/dictionary-format.md) and the automaton of %s of its "
                         "%s %s already needs more; give fewer words, or shorter ones with --max-len"
                         % (format(BODY_MAX, ","), format(done, ","), format(total, ","), what))


def build_dawg(words, alphabet, progress=None, budget=None, what="words"):
    """The minimal DAWG of sorted unique `words`, with the word-end flag on edges.

    Returns (lists, root): lists[i] is node i as a tuple of edges
    (letter index, ends a word, child node), the edges of a node in order of how
    many words go through them, most first (ties: alphabet order), so a lookup
    finds a letter after scanning few edges; node 0 has no edges. A node once made
    stays in the DAWG, so once its edges pass `budget` (each a byte of the body at
    least) the build stops with too_big().
    """
    index = {c: i for i, c in enumerate(alphabet)}
    registry = {(): 0}
    lists = [()]
    stack = [[]]  # edges of the unfinished nodes along the previous word
    prev = ""
    made = [0]    # edges of the nodes made so far
    budget = BODY_MAX if budget is None else budget

    def finish(depth):
        # Replace the unfinished nodes deeper than `depth` by their registered twins.
        while len(stack) > depth + 1:
            key = tuple(stack.pop())
            node = registry.get(key)
            if node is None:
                node = registry[key] = len(lists)
                lists.append(key)
                made[0] += len(key)
            edges = stack[-1]
            letter, word, _ = edges[-1]
            edges[-1] = (letter, word, node)

    for count, w in enumerate(words):
        if progress and count % 8192 == 0:
            progress(count, len(words), "words added")
        p = 0
        n = min(len(w), len(prev))
        while p < n and w[p] == prev[p]:
            p += 1
        finish(p)
        if made[0] >= budget:
            raise too_big(count, len(words), what)
        for i in range(p, len(w)):
            stack[-1].append((index[w[i]], i == len(w) - 1, None))
            stack.append([])
        prev = w
    finish(0)
    key = tuple(stack[0])
    if made[0] + len(key) >= budget:
        raise too_big(len(words), len(words), what)
    root = registry.get(key)
    if root is None:
        root = len(lists)
        lists.append(key)
    # Children are registered before their parents, so one pass counts words.
    below = [0] * len(lists)
    for n, edges in enumerate(lists):
        below[n] = sum(word + below[child] for _, word, child in edges)
    lists = [tuple(sorted(edges, key=lambda e: (-e[1] - below[e[2]], e[0]))) for edges in lists]
    return lists, root


def _layout(lists, root, aligned=frozenset(), second=None):
    """Order the nodes in the file and pick each node's "next" child.

    A node's edge to its "next" child needs no address: that child's list is
    stored right after the node's list. Chains of such nodes are kept together;
    nodes that many edges point at come first (short addresses), and a node
    with one parent follows its parent's chain (short relative addresses).
    Nodes in `aligned` (the prefix table's) must start on an aligned address:
    _encode pads before the chain holding one, and a chain holds at most one. Nodes numbered
    `second` and up are the anagram index's: the words' WORDS_FIRST most used chains come
    before any of them (so lookups keep the pinned start of the body and the short addresses).
    Returns (order, follower, refs).
    """
    count = len(lists)
    indeg = [0] * count
    for edges in lists:
        for _, _, child in edges:
            indeg[child] += 1
    follower = {}
    taken = bytearray(count)
    for n in range(count):
        # The last eligible edge: the least used, since edges are in order of use.
        for _, _, child in reversed(lists[n]):
            if child and not taken[child] and indeg[child] <= _FOLLOW_MAX_INDEGREE:
                follower[n] = child
                taken[child] = 1
                break
    todo = [n for n in range(1, count) if not taken[n]]
    while todo:  # a second aligned node in a chain starts a chain of its own
        x = todo.pop()
        seen = x in aligned
        while x in follower:
            y = follower[x]
            if y in aligned and seen:
                del follower[x]
                taken[y] = 0
                todo.append(y)
                break
            seen = seen or y in aligned
            x = y
    refs = [0] * count
    parent = [-1] * count
    for n in range(count):
        f = follower.get(n)
        for _, _, child in lists[n]:
            if child and child != f:
                refs[child] += 1
                parent[child] = n

    def chain(head):
        out = [head]
        while out[-1] in follower:
            out.append(follower[out[-1]])
        return out

    heads = [n for n in range(1, count) if not taken[n]]
    chains = {h: chain(h) for h in heads}
    private = {h for h in heads if refs[h] == 1 and indeg[h] == 1 and h != root}
    tops = [h for h in heads if h not in private]
    score = {h: max(refs[x] for x in chains[h]) / len(chains[h]) ** 0.5 for h in tops}
    tops.sort(key=lambda h: (-score[h], h))
    if second:  # the words' most used chains before any of the anagram index's
        first = [h for h in tops if h < second][:WORDS_FIRST]
        chosen = set(first)
        tops = first + [h for h in tops if h not in chosen]
    order = []
    for top in tops:
        todo = [top]
        while todo:
            nodes = chains[todo.pop()]
            order.extend(nodes)
            kids = []
            for n in nodes:
                f = follower.get(n)
                for _, _, child in lists[n]:
                    if child in private and child != f and parent[child] == n:
                        kids.append(child)
                        private.discard(child)
            todo.extend(reversed(kids))
    if len(order) != count - 1:
        raise AssertionError("layout lost nodes: %d of %d" % (len(order), count - 1))
    return order, follower, refs


def _jump_bytes(edges, alen):
    """The size of the jump table a list of `edges` starts with: 2 + alen bytes, or none."""
    return 2 + alen if len(edges) >= JUMP_MIN_EDGES else 0


def _encode(lists, root, order, follower, hot, codes, alen, aligned=frozenset(), shift=0):
    """The body bytes for one choice of pointer code ranges, or None if it does not fit.

    Each node in `aligned` starts at a multiple of 2**shift: the bytes before the chain
    holding it are padding. A list of JUMP_MIN_EDGES edges or more starts with a jump
    table of 2 + alen bytes: JUMP, then for each letter the offset of its edge from the
    JUMP byte or 0, then a 0 (the entry a reader may use for a byte that is no letter)."""
    h1, h2, h3 = codes
    mask = (1 << shift) - 1
    table = [_jump_bytes(lists[n], alen) for n in order]
    # For the first node of each chain holding an aligned node: how many nodes come before it.
    lead = {}
    k = 0
    while k < len(order):
        t = 0
        while order[k + t] not in aligned and order[k + t] in follower:
            t += 1
        if order[k + t] in aligned:
            lead[k] = t
        while order[k] in follower:
            k += 1
        k += 1
    hot_index = {n: i for i, n in enumerate(hot)}
    # Every edge in file order: its code byte, and the node its address names
    # (-1: no address; -2 - v: the one-byte address code v, a hot node).
    codes_out = []
    targets = []
    starts = []  # index of each node's first edge
    for n in order:
        starts.append(len(codes_out))
        f = follower.get(n)
        edges = list(lists[n])
        if f:
            # The edge to the "next" child goes last: its list starts right after it.
            k = max(j for j, e in enumerate(edges) if e[2] == f)
            edges.append(edges.pop(k))
        last = len(edges) - 1
        for j, (letter, word, child) in enumerate(edges):
            code = letter * 8
            target = -1
            if f and j == last:
                code += K_NEXT + word
            elif child == 0:
                if not word:
                    raise AssertionError("an edge to the empty node must end a word")
                code += K_END + (j == last)
            else:
                code += (K_PTR_LAST if j == last else K_PTR) + word
                target = child
                if child in hot_index:
                    target = -2 - hot_index[child]
            codes_out.append(code)
            targets.append(target)
    total = len(codes_out)
    width = [0 if t == -1 else 1 if t < -1 else 3 for t in targets]
    node_addr = [0] * len(lists)
    abs2_limit = (h2 - h1) << 8
    rel2_limit = (h3 - h2) << 8
    abs3_limit = (256 - h3) << 16
    positions = [0] * total  # address of each edge's pointer byte
    bounds = starts + [total]
    for rounds in range(40):
        pos = 1
        for k, n in enumerate(order):
            if k in lead:  # pad so that the aligned node, after lead[k] nodes, starts aligned
                before = bounds[k + lead[k]] - bounds[k] + sum(table[k:k + lead[k]])
                before += sum(width[e] for e in range(bounds[k], bounds[k + lead[k]]))
                pos = ((pos + before + mask) & ~mask) - before
            node_addr[n] = pos
            pos += table[k]
            for e in range(bounds[k], bounds[k + 1]):
                pos += 1
                positions[e] = pos
                pos += width[e]
        size = pos
        changed = False
        for e in range(total):
            t = targets[e]
            if t < 0:
                continue
            a = node_addr[t]
            d = a - positions[e]
            need = 2 if a < abs2_limit or 0 < d < rel2_limit else 3
            w = width[e]
            if need != w and (rounds < 20 or need > w):
                width[e] = need
                changed = True
        if not changed:
            break
    else:
        raise AssertionError("pointer widths did not settle")
    if size > abs3_limit:
        return None
    out = bytearray(size)  # padding before aligned nodes stays 0
    # Address 0 holds no list (its byte stays 0): a handle of 0 or 1 is the node with no edges.
    for k, n in enumerate(order):
        if table[k]:
            a = node_addr[n]
            out[a] = JUMP
            for e in range(bounds[k], bounds[k + 1]):
                out[a + 1 + (codes_out[e] >> 3)] = positions[e] - 1 - a
    for e in range(total):
        p = positions[e]
        out[p - 1] = codes_out[e]
        t = targets[e]
        if t < -1:
            out[p] = -2 - t
        elif t >= 0:
            a = node_addr[t]
            d = a - p
            if width[e] == 2 and a < abs2_limit:
                out[p] = h1 + (a >> 8)
                out[p + 1] = a & 0xFF
            elif width[e] == 2:
                out[p] = h2 + (d >> 8)
                out[p + 1] = d & 0xFF
            else:
                out[p] = h3 + (a >> 16)
                out[p + 1] = (a >> 8) & 0xFF
                out[p + 2] = a & 0xFF
    return bytes(out), node_addr


def _prefix_nodes(lists, root):
    """The nodes the prefix table names: those after each two-letter prefix."""
    return frozenset(c2 for _, _, c1 in lists[root] for _, _, c2 in lists[c1] if c2)


def _pack(lists, root, alen, progress=None, second=None):
    """Lay out and encode the automaton, trying a few pointer code splits; the smallest wins.

    Returns (body, node addresses, hot nodes, (h1, h2, h3), prefix shift)."""
    aligned = _prefix_nodes(lists, root)
    order, follower, refs = _layout(lists, root, aligned, second)
    ranked = sorted((n for n in range(1, len(lists)) if refs[n] > 1), key=lambda n: (-refs[n], n))
    best = None
    trials = ((96, 48), (64, 32))
    for k, (hot_count, rel_pages) in enumerate(trials):
        hot = ranked[:hot_count]
        h1 = len(hot)
        most = sum(len(e) * 4 + _jump_bytes(e, alen) for e in lists) + 1  # an edge takes at most 4 bytes
        far_pages = min((most >> 16) + 1, 64)
        h3 = 256 - far_pages
        h2 = max(h1 + 1, h3 - rel_pages)
        shift = 0
        while True:
            # The prefix table holds address >> shift: the smallest shift that fits, padding included.
            got = _encode(lists, root, order, follower, hot, (h1, h2, h3), alen, aligned, shift)
            if not got or max((got[1][n] for n in aligned), default=0) >> shift <= PREFIX_ENTRY_MAX:
                break
            size = len(got[0])
            shift += 1
            while (size + (len(aligned) << shift)) >> shift > PREFIX_ENTRY_MAX:
                shift += 1
        if progress:
            progress(k + 1, len(trials), "layouts tried")
        if got and (best is None or len(got[0]) < len(best[0])):
            best = got + (hot, (h1, h2, h3), shift)
    if best is None:
        raise BowwordsError("this word list is too big for dictionary format %d" % FORMAT_VERSION)
    return best


def anagram_keys(words, order):
    """Each word's letters sorted in `order` (the anagram index's entries), sorted and unique."""
    rank = {c: i for i, c in enumerate(order)}
    return sorted({"".join(sorted(w, key=rank.__getitem__)) for w in words})


def _merged(first, second):
    """Two builds' (lists, root) as one list of nodes: the second's node numbers move up past
    the first's (node 0, no edges, is shared). Returns (lists, first root, second root)."""
    lists, root = first
    more, root2 = second
    shift = len(lists) - 1
    moved = [tuple((c, w, n + shift if n else 0) for c, w, n in edges) for edges in more[1:]]
    return list(lists) + moved, root, root2 + shift


def compile_words(words, block_shift=BLOCK_SHIFT, progress=None, anagrams=True):
    """The bytes of a dictionary file holding exactly `words` (sorted, unique, a-z, 2+ letters),
    with the anagram index unless `anagrams` is False.

    progress, if given, is called as progress(done, total, what)."""
    if not words:
        raise BowwordsError("a dictionary needs at least one word")
    alphabet = "".join(sorted(set("".join(words))))
    if len(alphabet) > MAX_ALPHABET:
        raise BowwordsError("the words use %d letters; the format allows %d" % (len(alphabet), MAX_ALPHABET))
    if not 6 <= block_shift <= 16:
        raise BowwordsError("block shift must be from 6 to 16")
    order = "".join(c for c in ANAGRAM_ORDER if c in alphabet)
    order += "".join(c for c in alphabet if c not in order)
    lists, root = build_dawg(words, alphabet, progress)
    aroot = second = None
    if anagrams:  # a second automaton in the same body, after the first, sharing nothing with it
        second = len(lists)
        room = BODY_MAX - sum(len(e) for e in lists)
        lists, root, aroot = _merged((lists, root), build_dawg(anagram_keys(words, order), alphabet, progress,
                                                               room, "anagram index keys (with the words)"))
    body, addr, hot, (h1, h2, h3), shift = _pack(lists, root, len(alphabet), progress, second)
    # The node after each two-letter prefix: (address >> shift) << 1 | ends a word, 0 if none.
    prefix = bytearray()
    firsts = {letter: child for letter, _, child in lists[root]}
    for a in range(len(alphabet)):
        seconds = {letter: (word, child) for letter, word, child in lists[firsts[a]]} if a in firsts else {}
        for b in range(len(alphabet)):
            word, child = seconds.get(b, (0, None))
            h = 0 if child is None else ((addr[child] >> shift) << 1) | word
            if child and addr[child] != (addr[child] >> shift) << shift:
                raise AssertionError("a prefix node is not aligned")
            prefix += bytes((h & 0xFF, h >> 8))
    block = 1 << block_shift
    blocks = [zlib.crc32(body[i:i + block]) for i in range(0, len(body), block)]
    header_size = FIXED_HEADER + 2 * len(alphabet) + 3 * h1 + len(prefix) + 4 * len(blocks) + 4
    longest = max((len(w) for w in words), default=0)
    if longest > 255:
        raise BowwordsError("words longer than 255 letters cannot be stored (use --max-len)")
    head = bytearray(struct.pack(
        "<4sHHIIIIIIBBBBBBHI", MAGIC, FORMAT_VERSION, header_size, len(body), len(words),
        len(lists), sum(len(e) for e in lists), addr[root], zlib.crc32(body),
        len(alphabet), longest, block_shift, h1, h2, h3, shift, addr[aroot] if anagrams else 0))
    head += alphabet.encode("ascii")
    head += order.encode("ascii")
    for a in [addr[n] for n in hot]:
        head += bytes((a & 0xFF, (a >> 8) & 0xFF, a >> 16))
    head += prefix
    for crc in blocks:
        head += struct.pack("<I", crc)
    head += struct.pack("<I", zlib.crc32(head))
    if len(head) != header_size:
        raise AssertionError("header size")
    return bytes(head) + body


def header_info(data):
    """The header fields of a compiled dictionary (bytes), as a dict."""
    (magic, version, header_size, body_size, words, nodes, edges, root, body_crc, alen, longest,
     shift, h1, h2, h3, prefix_shift, anagram_root) = struct.unpack_from("<4sHHIIIIIIBBBBBBHI", data)
    return {"magic": magic, "format_version": version, "header_bytes": header_size,
            "body_bytes": body_size, "words": words, "nodes": nodes, "edges": edges, "root": root,
            "body_crc32": "%08x" % body_crc, "alphabet": data[FIXED_HEADER:FIXED_HEADER + alen].decode("ascii"),
            "longest_word": longest, "block_bytes": 1 << shift, "hot_nodes": h1,
            "pointer_codes": [h1, h2, h3], "prefix_shift": prefix_shift, "anagram_root": anagram_root,
            "anagram_order": data[FIXED_HEADER + alen:FIXED_HEADER + 2 * alen].decode("ascii")}


class _Bar:
    """A progress bar on standard error, one phase at a time."""

    def __init__(self):
        self.bar = None
        self.what = None

    def __call__(self, done, total, what):
        from bowwords.progress import Progress

        if what != self.what:
            self.close()
            self.bar = Progress(total, what)
            self.what = what
        self.bar.update(done)

    def close(self):
        if self.bar:
            self.bar.close()
            self.bar = None


def progress_bar():
    """A progress callback (done, total, what) drawing on standard error, or None off a terminal."""
    import sys

    return _Bar() if sys.stderr.isatty() else None


def build(paths, out, min_len=2, max_len=None, block_shift=BLOCK_SHIFT, progress=None, anagrams=True):
    """Read `paths`, compile, write `out`; returns the report of `bowwords dict build`."""
    words, report = read_lists(paths, min_len, max_len)
    if not words:
        raise BowwordsError("no words left after the word rules (%d entries read): %s"
                            % (report["entries"], why_dropped(report) or "the lists are empty"))
    data = compile_words(words, block_shift, progress, anagrams)
    out = Path(out)
    try:
        tmp = out.with_name("%s.%d.tmp" % (out.name, os.getpid()))
        tmp.write_bytes(data)
        tmp.replace(out)
    except OSError as e:
        raise BowwordsError("cannot write %s: %s" % (out, e.strerror or e)) from None
    info = header_info(data)
    report.update({"output": str(out), "bytes": len(data), "bytes_per_word": round(len(data) / len(words), 3),
                   "format_version": FORMAT_VERSION, "nodes": info["nodes"], "edges": info["edges"]})
    return report
