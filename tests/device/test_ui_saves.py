"""The NVM save ring on the MicroPython VM too: round trips, wrap-around, settings,
and power cuts at a sample of byte offsets (the every-byte test runs on CPython in
tests/test_firmware_saves.py)."""

import sys

_FIRMWARE = __file__.rsplit("/", 3)[0] + "/firmware"
if _FIRMWARE not in sys.path:
    sys.path.append(_FIRMWARE)

from bowui.saves import Ring, crc16  # noqa: E402


class Cut(Exception):
    pass


class FlakyNVM:
    """A byte array whose next slice write stops after `budget` bytes (a power cut)."""

    def __init__(self, size):
        self.data = bytearray(b"\xff" * size)
        self.budget = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, value):
        start = i.start
        if self.budget is not None and self.budget < len(value):
            for k in range(self.budget):
                self.data[start + k] = value[k]
            self.budget = None
            raise Cut()
        self.data[i] = value


def _payload(n, salt):
    return bytes([(salt * 7 + k * 13) & 0xFF for k in range(n)])


def test_crc16_check_value():
    assert crc16(b"123456789") == 0x29B1      # CRC-16/CCITT-FALSE


def test_empty_ring_has_nothing_and_a_save_comes_back():
    ring = Ring(bytearray(b"\xff" * 4096))
    assert ring.load() is None
    assert ring.save(b"hello")
    assert ring.load() == b"hello"
    assert Ring(ring.nvm).load() == b"hello"   # a fresh reader (after a reboot) too


def test_writes_walk_round_the_ring_and_the_newest_wins():
    nvm = bytearray(b"\xff" * 4096)
    ring = Ring(nvm)
    starts = []
    for i in range(40):
        data = _payload(50 + (i * 37) % 300, i)
        assert ring.save(data)
        starts.append(ring.scan()[1])
        assert Ring(nvm).load() == data
    assert len(set(starts)) > 10 and min(starts) == 0


def test_too_big_is_refused_and_changes_nothing():
    ring = Ring(bytearray(b"\xff" * 4096))
    ring.save(b"keep")
    assert not ring.save(bytes(ring.limit + 1))
    assert ring.save(bytes(ring.limit))
    assert ring.load() == bytes(ring.limit)


def test_clear_means_nothing_to_resume():
    ring = Ring(bytearray(b"\xff" * 8192))
    ring.save(b"game")
    ring.clear()
    assert ring.load() == b""


def test_settings_live_apart_from_saves():
    ring = Ring(bytearray(b"\xff" * 4096))
    assert ring.settings() == b""
    ring.store_settings(b"\x01ab")
    for i in range(30):
        ring.save(_payload(200, i))
    assert ring.settings() == b"\x01ab"


def test_power_cut_at_sample_offsets_leaves_last_or_previous():
    nvm = FlakyNVM(4096)
    ring = Ring(nvm)
    previous = _payload(120, 1)
    ring.save(previous)
    for i in range(6):
        new = _payload(90 + 40 * i, i + 2)
        size = 12 + len(new)
        for cut in (0, 1, 5, 11, 12, size // 2, size - 1):
            before = bytes(nvm.data)
            nvm.budget = cut
            try:
                ring.save(new)
            except Cut:
                pass
            assert Ring(nvm).load() == previous
            nvm.data[:] = before
        assert ring.save(new)
        assert Ring(nvm).load() == new
        previous = new
