"""ENABLE compiled and read back: every word, near misses, anagrams against brute force, size, the work of a search."""

import os
import random
import subprocess
import sys

import pytest

from bowengine.lexicon import Lexicon
from bowwords.dictionary import build as dictbuild
from bowwords.dictionary import cli as dictcli

LETTERS = "abcdefghijklmnopqrstuvwxyz"


@pytest.fixture(scope="module")
def enable():
    """(words, compiled bytes, open Lexicon) for ENABLE: the default dictionary, as `make setup`
    compiled it (or another process, with another hash seed, here)."""
    words, report = dictbuild.read_lists([dictcli.DEFAULT_LIST])
    path = dictcli.default_path()
    if not path.exists():
        env = dict(os.environ, PYTHONHASHSEED="7")
        done = subprocess.run([sys.executable, "-m", "bowwords", "dict", "info"], capture_output=True,
                              text=True, env=env)
        assert done.returncode == 0, done.stderr
    lex = Lexicon(str(path))
    yield words, path.read_bytes(), lex
    lex.close()


def test_enable_keeps_all_172820_words_and_compiles_under_660000_bytes_with_the_index(enable):
    words, data, lex = enable
    assert len(words) == 172820 and lex.words == 172820
    assert lex.size == len(data) <= 660000, "%d bytes" % len(data)


@pytest.mark.sweep
def test_enable_compiles_under_300000_bytes_without_the_index(enable):
    alone = dictbuild.compile_words(enable[0], anagrams=False)
    assert len(alone) <= 300000, "%d bytes" % len(alone)


@pytest.mark.sweep
def test_enable_rebuild_is_byte_identical_to_the_default_dictionary(enable):
    # The default dictionary was compiled by another process, with another hash seed.
    assert dictbuild.compile_words(enable[0]) == enable[1]


def test_every_enable_word_is_found(enable):
    words, _, lex = enable
    missing = [w for w in words if not lex.contains(w)]
    assert missing == []


def test_10000_near_misses_are_not_found(enable):
    words, _, lex = enable
    have = set(words)
    rnd = random.Random(3)
    checked = 0
    while checked < 10000:
        w = rnd.choice(words)
        i = rnd.randrange(len(w))
        edit = rnd.randrange(4)
        if edit == 0:
            x = w[:i] + rnd.choice(LETTERS) + w[i + 1:]
        elif edit == 1:
            x = w[:i] + rnd.choice(LETTERS) + w[i:]
        elif edit == 2:
            x = w[:i] + w[i + 1:]
        else:
            x = w + rnd.choice(LETTERS)
        if x in have or len(x) < 2:
            continue
        checked += 1
        assert not lex.contains(x), x


def _signature(word):
    counts = [0] * 26
    mask = 0
    for ch in word:
        k = ord(ch) - 97
        counts[k] += 1
        mask |= 1 << k
    return mask, counts


@pytest.mark.sweep
def test_anagrams_equal_a_brute_force_search_for_200_seeded_racks(enable):
    words, _, lex = enable
    table = [(len(w), *_signature(w), w) for w in words]
    rnd = random.Random(2026)
    bag = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
    for _ in range(200):
        rack = "".join(rnd.choice(bag) for _ in range(rnd.randint(2, 9)))
        wild = rnd.choice((0, 0, 1, 1, 2))
        have_mask, have = _signature(rack)
        top = len(rack) + wild
        expected = []
        for n, mask, counts, w in table:
            if n > top or (mask & ~have_mask).bit_count() > wild:
                continue
            if sum(c - h for c, h in zip(counts, have, strict=True) if c > h) <= wild:
                expected.append(w)
        got = sorted(lex.anagrams(rack, wild))
        assert got == expected, (rack, wild)
        assert not lex.cut


def test_anagram_of_11_letters_with_one_wild_visits_at_most_40000_nodes(enable):
    """Every anagram of an 11-letter rack and a wild (16,797 words) in a walk of at most 40,000
    nodes (39,322 today): the work is pinned, not the time (`bowwords bench dict` prints that)."""
    _, _, lex = enable
    found = list(lex.anagrams("aeinorstlcd", 1, budget=40000))
    assert not lex.cut and len(found) > 10000


def test_an_anagram_budget_cuts_a_big_search_short(enable):
    _, _, lex = enable
    some = list(lex.anagrams("aeinorstlcdmpgh", 3, budget=2000))
    assert lex.cut and 0 < len(some) <= 2000  # a word a node at most
