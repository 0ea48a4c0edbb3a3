"""The dictionary reader on CPython and on the MicroPython VM, against a small compiled list.

lexicon_fixture.bwd is lexicon_words.txt compiled with 64-byte checked blocks
(tests/test_dict_build.py checks it is up to date):
  bowwords dict build tests/device/lexicon_words.txt -o tests/device/lexicon_fixture.bwd --block-bytes 64
"""

import gc
import os

from bowengine.lexicon import Lexicon, LexiconError
from bowengine.rng import Rng

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
FIXTURE = _HERE + "/lexicon_fixture.bwd"
WORDS = _HERE + "/lexicon_words.txt"
_SCRATCH = _HERE + "/_lexicon_scratch.tmp"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _words():
    out = []
    with open(WORDS) as f:
        for line in f:
            line = line.strip()
            if line:
                out.append(line)
    return out


def _damaged_copy(offset, value=None, cut=None):
    """Write a copy of the fixture with one byte changed (or cut short) to the scratch file."""
    with open(FIXTURE, "rb") as f:
        data = bytearray(f.read())
    if offset < 0:
        offset += len(data)
    if cut is not None:
        data = data[:cut]
    else:
        data[offset] = value if value is not None else data[offset] ^ 0x40
    with open(_SCRATCH, "wb") as f:
        f.write(data)
    return _SCRATCH


def _rejected(path, check=True):
    try:
        Lexicon(path, check).close()
    except LexiconError as e:
        return str(e)
    return None


def _cleanup():
    try:
        os.remove(_SCRATCH)
    except OSError:
        pass


def _counts(word):
    c = bytearray(26)
    for ch in word:
        c[ord(ch) - 97] += 1
    return c


def _brute(words, rack, wild):
    """The words made of `rack` and `wild` wild letters, by trying every word (counted first,
    then gathered into a list of that size: it is made once, not grown on a fragmented heap)."""
    have = _counts(rack)
    c = bytearray(26)
    n = 0
    for step in (0, 1):
        if step:
            out = [None] * n
            n = 0
        for w in words:
            for i in range(26):
                c[i] = 0
            for ch in w:
                c[ord(ch) - 97] += 1
            need = 0
            for i in range(26):
                if c[i] > have[i]:
                    need += c[i] - have[i]
            if need <= wild:
                if step:
                    out[n] = w
                n += 1
    return out


def _in_index(lex, word):
    """Is `word`'s letter set in the anagram index (a walk from its root, letter by letter)?"""
    ranks = lex.ranks
    node = lex.anagram_root
    for c in sorted(word, key=lambda c: ranks[lex.alphabet.find(c)]):
        node = lex.follow(node, c)
        if not node:
            return False
    return lex.is_word(node)


def test_lexicon_header_fields_match_the_list():
    words = _words()
    with Lexicon(FIXTURE) as lex:
        assert lex.words == len(words)
        assert lex.version == 4 and lex.anagram_root
        assert lex.longest == max([len(w) for w in words])
        assert lex.alphabet == _LETTERS
        assert len(lex.ident) == 8


def test_lexicon_finds_every_word_and_no_near_miss():
    words = _words()
    have = set(words)
    with Lexicon(FIXTURE, False) as lex:
        for w in words:
            assert lex.contains(w), w
            assert w in lex
            assert lex.contains(w.encode()), w
        misses = 0
        for w in words:
            for x in (w[:-1], w + "s", w[:-1] + "q", "z" + w[1:], w[1:] + w[0]):
                if x not in have:
                    misses += 1
                    assert not lex.contains(x), x
        assert misses > 500
        for odd in ("", "a", "A" + words[0], words[0].upper(), "\u00e9t\u00e9", "a-b", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"):
            assert not lex.contains(odd), odd


def test_lexicon_graph_steps_spell_the_same_words_as_contains():
    words = _words()
    with Lexicon(FIXTURE) as lex:
        for w in words[::7]:
            node = lex.root
            for ch in w:
                node = lex.follow(node, ch)
                assert node is not None, w
            assert lex.is_word(node), w
        assert lex.follow(lex.root, "!") is None
        assert not lex.is_word(lex.root)
        # children() lists exactly the letters follow() accepts.
        node = lex.follow(lex.root, "t")
        kids = {}
        for letter, child in lex.children(node):
            assert letter not in kids
            kids[letter] = child
        for letter in _LETTERS:
            assert lex.follow(node, letter) == kids.get(letter), letter


def test_lexicon_children_of_the_root_spell_every_word():
    words = _words()
    # Tallies made before the walk: a list of found words growing during it fails on the VM,
    # which has no 4 KB hole left between the walk's short-lived strings.
    index = {}
    for i, w in enumerate(words):
        index[w] = i
    seen = bytearray(len(words))
    others = 0
    with Lexicon(FIXTURE) as lex:
        todo = [("", lex.root)]
        while todo:
            prefix, node = todo.pop()
            for letter, child in lex.children(node):
                if lex.is_word(child):
                    i = index.get(prefix + letter)
                    if i is None:
                        others += 1
                    else:
                        seen[i] += 1
                todo.append((prefix + letter, child))
    assert others == 0 and seen == bytearray(b"\x01" * len(words))


def test_lexicon_anagrams_equal_a_brute_force_search():
    words = _words()
    r = Rng(11)
    with Lexicon(FIXTURE) as lex:
        for _ in range(25):
            rack = ""
            for _ in range(r.between(1, 8)):
                rack += r.choice("aeinrstloaeiou" + _LETTERS)
            wild = r.below(3)
            got = sorted(lex.anagrams(rack, wild))
            assert got == _brute(words, rack, wild), (rack, wild)
            assert not lex.cut


def test_lexicon_anagram_budget_stops_the_search_in_time():
    with Lexicon(FIXTURE) as lex:
        everything = 0
        for _ in lex.anagrams("aeinrstlo", 2):
            everything += 1
        some = list(lex.anagrams("aeinrstlo", 2, budget=20))
        assert lex.cut
        assert 0 < len(some) < everything
        for w in some:
            assert lex.contains(w)
        list(lex.anagrams("aeinrstlo", 2, budget=100000))
        assert not lex.cut
        assert list(lex.anagrams("", 0)) == []
        longest = list(lex.anagrams("", 3, min_len=3))
        assert longest and min([len(w) for w in longest]) == 3


def test_lexicon_searches_share_one_edge_array_made_for_the_longest_word():
    """A word search's edge targets come from one array made at the first search (a board's
    fragmented heap may later have no room for it in one piece)."""
    with Lexicon(FIXTURE) as lex:
        first = list(lex.anagrams("aeinrstlo", 2))
        edges = lex.edges(1)
        assert len(edges) >= len(lex.alphabet) * (lex.longest + 1)
        assert list(lex.anagrams("aeinrstlo", 2)) == first
        assert lex.edges(len(edges)) is edges


def test_lexicon_lookups_allocate_nothing():
    if not hasattr(gc, "mem_alloc"):
        return  # CPython: nothing to measure
    words = _words()[:200]
    probes = words + [w + "q" for w in words]
    with Lexicon(FIXTURE, False) as lex:
        for w in probes:
            lex.contains(w)
        node = lex.follow(lex.root, "s")
        gc.collect()
        gc.disable()
        try:
            before = gc.mem_alloc()
            for w in probes:
                lex.contains(w)
                lex.follow(node, "t")
            used = gc.mem_alloc() - before
        finally:
            gc.enable()
        assert used <= 64, "%d bytes allocated by 600 lookups" % used


def test_lexicon_forgets_the_header_code_once_open():
    """The header's reading and checks (bowengine.lexhead) are imported for the open only, and
    forgotten after an open and after a rejection: their code does not stay on a board's heap
    beside a word game's screens."""
    import sys

    import bowengine
    with Lexicon(FIXTURE, False) as lex:
        assert lex.contains(_words()[0])
    assert "bowengine.lexhead" not in sys.modules and not hasattr(bowengine, "lexhead")
    try:
        assert "bad magic" in _rejected(_damaged_copy(0, ord("X")))
    finally:
        _cleanup()
    assert "bowengine.lexhead" not in sys.modules and not hasattr(bowengine, "lexhead")


def test_lexicon_rejects_wrong_magic_version_and_truncation_at_open():
    try:
        assert "bad magic" in _rejected(_damaged_copy(0, ord("X")))
        assert "format 2" in _rejected(_damaged_copy(4, 2))
        assert "truncated" in _rejected(_damaged_copy(0, cut=30))
        assert "truncated" in _rejected(_damaged_copy(0, cut=2900))
        assert "header CRC32" in _rejected(_damaged_copy(45))
        assert "body CRC32" in _rejected(_damaged_copy(-5))
        assert "cannot open" in _rejected(_HERE + "/no_such_dictionary.bwd")
    finally:
        _cleanup()


def test_lexicon_lazy_check_rejects_a_damaged_block_before_using_it():
    words = _words()
    try:
        path = _damaged_copy(-5)  # in the last 64-byte block of the body
        with Lexicon(path, check=False) as lex:  # the header is fine: open succeeds
            errors = 0
            for w in words:
                try:
                    assert lex.contains(w), w  # a word either is found or the damage is reported
                    assert _in_index(lex, w), w  # ... and its letters in the anagram index
                except LexiconError as e:
                    assert "block" in str(e)
                    errors += 1
            assert errors > 0
    finally:
        _cleanup()


def transcript_lexicon_anagrams_and_steps():
    with Lexicon(FIXTURE) as lex:
        yield lex.ident
        for rack, wild in (("stone", 0), ("rail", 1), ("q", 2)):
            yield "%s+%d: %s" % (rack, wild, " ".join(sorted(lex.anagrams(rack, wild))))
        node = lex.follow(lex.root, "a")
        yield " ".join([letter for letter, _ in lex.children(node)])
