"""The power-cut test: a save interrupted at every byte offset, then resume: the last or
the previous state comes back, every time. Three ways flash can tear: bytes land in
order, in reverse order, or the record's pages are erased first and then written."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "firmware"))

from bowengine import games  # noqa: E402
from bowui.saves import Ring  # noqa: E402


class Cut(Exception):
    pass


class TornNVM:
    """NVM whose next slice write is cut after `budget` bytes, torn the `mode` way."""

    def __init__(self, size):
        self.data = bytearray(b"\xff" * size)
        self.budget = None
        self.mode = "forward"
        self.writes = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, value):
        self.writes += 1
        start, n = i.start, len(value)
        if self.budget is None or self.budget >= n:
            self.data[i] = value
            return
        k = self.budget
        self.budget = None
        if self.mode == "forward":
            self.data[start:start + k] = value[:k]
        elif self.mode == "reverse":
            self.data[start + n - k:start + n] = value[n - k:]
        elif self.mode == "erase":   # erase the record's 64-byte pages, then program k bytes
            end = start + ((n + 63) // 64) * 64
            self.data[start:end] = b"\xff" * (end - start)
            self.data[start:start + k] = value[:k]
        else:   # "unit": the flash erases its whole erase unit (4 KB), then programs k bytes
            unit = start // 4096 * 4096
            self.data[unit:unit + 4096] = b"\xff" * 4096
            self.data[start:start + k] = value[:k]
        raise Cut()


def _states():
    """Real engine saves of a slate growing bid by bid, and a timer: different sizes."""
    g = games.new("slate", 5, seed=3, options={"first": 2})
    out = [g.save()]
    for p, bid in ((0, 40), (1, 40), (2, 12), (3, 40), (4, 7), (0, 50), (1, 60), (3, 60)):
        g.apply(p, ("bid", bid))
        out.append(g.save())
    t = games.new("timer", 1, seed=1)
    t.apply(0, ("turn",))
    out.append(t.save())
    a = games.new("analyzer", 1, seed=9)
    for _ in range(6):
        a.apply(0, ("spin",))
        out.append(a.save())
    return out


@pytest.mark.parametrize("mode", ["forward", "reverse", "erase"])
@pytest.mark.parametrize("size", [8192, 4096])
def test_power_cut_at_every_byte_offset_resumes_last_or_previous(mode, size):
    states = _states()
    if size == 4096:
        states = states + states      # enough to wrap round the smaller ring
    nvm = TornNVM(size)
    nvm.mode = mode
    ring = Ring(nvm)
    ring.save(states[0])
    checked = 0
    wrapped = False
    for previous, new in zip(states, states[1:], strict=False):
        last_page = ring.scan()[1]
        record = 12 + len(new)
        snapshot = bytes(nvm.data)
        for cut in range(record):
            nvm.budget = cut
            with pytest.raises(Cut):
                ring.save(new)
            back = Ring(nvm).load()
            # A cut record may already hold all its bytes (the old ones were the same): then it is new.
            assert back in (previous, new), "cut at byte %d of %d (%s) lost the game" % (cut, record, mode)
            assert games.load(back).save() == back
            nvm.data[:] = snapshot
            checked += 1
        assert ring.save(new) and Ring(nvm).load() == new
        assert games.load(Ring(nvm).load()).save() == new
        wrapped = wrapped or ring.scan()[1] < last_page
    assert checked > 700
    assert wrapped or size == 8192


@pytest.mark.parametrize("mode", ["forward", "unit"])
def test_where_the_nvm_spans_two_erase_units_even_a_cut_erase_keeps_the_previous_save(mode):
    """The CLUE (nRF52840): 8 KB of NVM on two 4 KB flash pages; saves alternate pages."""
    states = _states()
    nvm = TornNVM(8192)
    nvm.mode = mode
    ring = Ring(nvm, erase=4096)
    ring.save(states[0])
    starts = set()
    for previous, new in zip(states, states[1:], strict=False):
        snapshot = bytes(nvm.data)
        for cut in range(0, 12 + len(new), 3):
            nvm.budget = cut
            with pytest.raises(Cut):
                ring.save(new)
            assert Ring(nvm, erase=4096).load() in (previous, new)
            nvm.data[:] = snapshot
        assert ring.save(new)
        starts.add(ring.scan()[1])
    assert starts == {0, 64}
    assert ring.limit == 4096 - 64 - 12


def test_one_flash_write_per_save_and_wear_spreads_over_the_ring():
    nvm = TornNVM(8192)
    ring = Ring(nvm)
    states = _states() * 3
    pages = set()
    for s in states:
        before = nvm.writes
        ring.save(s)
        assert nvm.writes == before + 1
        pages.add(ring.scan()[1])
    assert len(pages) >= 30


def test_garbage_nvm_is_no_save_and_does_not_crash():
    nvm = bytearray(range(256)) * 32
    assert Ring(nvm).load() is None
    nvm = bytearray(b"\x00" * 8192)
    assert Ring(nvm).load() is None
