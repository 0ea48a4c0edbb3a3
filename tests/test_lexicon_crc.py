"""The dictionary reader's CRC-32: binascii's C function where the VM has it, else its own
(four bits at a time, no int beyond 2**30); both must give the same answer."""

import zlib

from bowengine import lexicon
from bowengine.lexicon import Lexicon, LexiconError
from bowwords.dictionary import build as dictbuild
from bowwords.dictionary.cli import default_dictionary


def test_both_crcs_give_the_same_halves(monkeypatch):
    lx = Lexicon(str(default_dictionary()), check=False)
    buf = bytearray(700)                            # not a divisor of the span: a short last read
    fast = lx._crc(100, 5000, buf)
    monkeypatch.setattr(lexicon, "_crc32", None)
    assert lx._crc(100, 5000, buf) == fast
    data = open(str(default_dictionary()), "rb").read()[100:5000]
    c = zlib.crc32(data) ^ 0xFFFFFFFF               # the halves are the CRC before its final inversion
    assert fast == (c >> 16, c & 0xFFFF)


def test_without_binascii_a_damaged_block_is_still_refused(monkeypatch, tmp_path):
    monkeypatch.setattr(lexicon, "_crc32", None)
    data = bytearray(dictbuild.compile_words(["cat", "cats", "dog", "dogs"] * 1, block_shift=6))
    data[-3] ^= 0x10                                # the body's last block
    path = tmp_path / "bad.bwd"
    path.write_bytes(bytes(data))
    try:
        Lexicon(str(path), check=True)
    except LexiconError as e:
        assert "body CRC32" in str(e)
    else:
        raise AssertionError("a damaged body was accepted")
