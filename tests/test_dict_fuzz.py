"""1,000 seeded mutations of a small compiled dictionary: each is rejected, never a crash, hang or wrong answer.

With check=True a damaged file is refused at open. With check=False (a boot that
trusts the header) open may succeed when only the body is damaged; then every
answer is either right or a LexiconError, because each block is checked before
it is used.
"""

import random
import signal
import struct
import zlib
from pathlib import Path

import pytest

from bowengine.lexicon import Lexicon, LexiconError
from bowwords.dictionary import build as dictbuild

ROOT = Path(__file__).resolve().parent.parent
WORDS = (ROOT / "tests" / "device" / "lexicon_words.txt").read_text().split()
MUTATIONS = 1000


@pytest.fixture(scope="module")
def pristine():
    # 64-byte blocks, so body damage is caught block by block in lazy mode.
    return dictbuild.compile_words(WORDS, block_shift=6)


def _mutate(data, rnd):
    """A damaged copy of data: one of several kinds of corruption, never equal to data."""
    while True:
        d = bytearray(data)
        kind = rnd.randrange(9)
        i = rnd.randrange(len(d))
        if kind == 0:
            d[i] ^= 1 << rnd.randrange(8)
        elif kind == 1:
            d[i] = rnd.randrange(256)
        elif kind == 2:
            d = d[:rnd.randrange(len(d))]
        elif kind == 3:
            d += bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 40)))
        elif kind == 4:
            d.insert(i, rnd.randrange(256))
        elif kind == 5:
            del d[i]
        elif kind == 6:
            j = rnd.randrange(len(d))
            d[i], d[j] = d[j], d[i]
        elif kind == 7:  # a burst of random bytes
            for k in range(i, min(len(d), i + rnd.randint(2, 16))):
                d[k] = rnd.randrange(256)
        else:  # a well-formed file of another format version (its header CRC made right)
            h = struct.unpack_from("<H", d, 6)[0]
            d[4] = rnd.choice((0, 1, 2, 255))
            d[h - 4:h] = struct.pack("<I", zlib.crc32(bytes(d[:h - 4])))
        if bytes(d) != data:
            return bytes(d)


class _Hang(Exception):
    pass


def _alarm(signum, frame):
    raise _Hang()


def _answers_right_or_refuses(path, near_misses):
    """Open with check=False and ask everything: each answer right, or LexiconError."""
    try:
        lex = Lexicon(str(path), check=False)
    except LexiconError:
        return "refused_at_open"
    with lex:
        refused = 0
        for w in WORDS + near_misses:
            try:
                assert lex.contains(w) == (w in WORDS), w
            except LexiconError:
                refused += 1
        for rack in ("nest", "rails"):
            try:
                assert sorted(lex.anagrams(rack, 1)) == sorted(_expected(rack, 1)), rack
            except LexiconError:
                refused += 1
        try:
            assert _index(lex) == set(dictbuild.anagram_keys(WORDS, dictbuild.ANAGRAM_ORDER)), "anagram index"
        except LexiconError:
            refused += 1
    return "refused_answers" if refused else "unharmed"


def _index(lex):
    """Every entry of the anagram index, by a walk of all its nodes."""
    found = set()
    todo = [("", lex.anagram_root)]
    while todo:
        prefix, node = todo.pop()
        for letter, child in lex.children(node):
            if lex.is_word(child):
                found.add(prefix + letter)
            if child > 1:
                todo.append((prefix + letter, child))
    return found


def _expected(rack, wild):
    out = []
    for w in WORDS:
        need = sum(max(0, w.count(c) - rack.count(c)) for c in set(w))
        if need <= wild:
            out.append(w)
    return out


@pytest.mark.sweep
def test_1000_seeded_mutations_are_each_rejected_cleanly(pristine, tmp_path):
    rnd = random.Random(1234)
    path = tmp_path / "m.bwd"
    have = set(WORDS)
    near = sorted({w[:-1] + c for w in WORDS[::5] for c in "aeiz"} - have)
    old = signal.signal(signal.SIGALRM, _alarm)
    outcomes = {}
    try:
        for n in range(MUTATIONS):
            data = _mutate(pristine, rnd)
            path.write_bytes(data)
            signal.alarm(5)
            try:
                with pytest.raises(LexiconError) as refused:
                    Lexicon(str(path), check=True)
                if data[4] != dictbuild.FORMAT_VERSION and data[:4] == pristine[:4] and len(data) == len(pristine):
                    assert "format" in str(refused.value)
                outcome = _answers_right_or_refuses(path, near)
            except _Hang:
                pytest.fail("mutation %d hung the reader" % n)
            finally:
                signal.alarm(0)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    finally:
        signal.signal(signal.SIGALRM, old)
    # The lazy mode was really exercised: some files opened and then refused what was damaged.
    assert outcomes.get("refused_answers", 0) > 100 and outcomes.get("unharmed", 0) == 0, outcomes


def test_errors_name_what_is_wrong(pristine, tmp_path):
    cases = {"bad magic": b"XWLX" + pristine[4:], "format 1": pristine[:4] + b"\x01\x00" + pristine[6:],
             "truncated": pristine[:-1], "too short": pristine[:10], "header CRC32": pristine[:50] + b"?" + pristine[51:],
             "body CRC32": pristine[:-1] + bytes([pristine[-1] ^ 1])}
    for says, data in cases.items():
        (tmp_path / "x.bwd").write_bytes(data)
        with pytest.raises(LexiconError, match=says):
            Lexicon(str(tmp_path / "x.bwd"))
