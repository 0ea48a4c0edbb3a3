"""The shared PRNG: range, state, dice and shuffle statistics (CPython and the VM)."""

from bowengine.rng import Rng

# Chi-square critical values at the 1% level (standard tables).
_CHI2_1PCT = {3: 11.345, 5: 15.086, 23: 41.638, 25: 44.314}


def _chi2(counts, expected):
    total = 0
    for c in counts:
        total += (c - expected) * (c - expected) / expected
    return total


def test_rng_rejects_seeds_outside_0_to_2_30():
    for bad in (-1, 1 << 30, "7", 1.5, None):
        try:
            Rng(bad)
        except ValueError:
            continue
        raise AssertionError("seed %r was accepted" % (bad,))


def test_rng_same_seed_same_numbers_and_different_seeds_differ():
    a = [Rng(99).next30() for _ in range(3)]
    assert a == [Rng(99).next30() for _ in range(3)]
    first = [Rng(s).next30() for s in range(50)]
    assert len(set(first)) == 50


def test_rng_outputs_are_30_bit():
    r = Rng(1)
    top = 0
    for _ in range(5000):
        v = r.next30()
        assert 0 <= v < (1 << 30)
        top |= v
    assert top == (1 << 30) - 1  # every bit is used


def test_rng_below_covers_exactly_0_to_n_minus_1():
    r = Rng(3)
    for n in (1, 2, 3, 5, 6, 7, 100, 1000003):
        seen = set()
        for _ in range(300):
            v = r.below(n)
            assert 0 <= v < n
            seen.add(v)
        if n <= 7:
            assert len(seen) == n


def test_rng_state_save_and_restore_continue_the_stream():
    r = Rng(5)
    for _ in range(17):
        r.next30()
    s = Rng(0)
    s.set_state(r.state())
    assert [r.next30() for _ in range(20)] == [s.next30() for _ in range(20)]


def test_rng_d6_chi_square_60000_rolls_at_1_percent():
    for seed in (1, 2, 3):
        r = Rng(seed)
        counts = [0] * 6
        for _ in range(60000):
            counts[r.die(6) - 1] += 1
        assert _chi2(counts, 10000) < _CHI2_1PCT[5], (seed, counts)


def test_rng_shuffle_positions_chi_square_at_1_percent():
    # 6 items shuffled 30,000 times: each (item, position) cell expects 5,000.
    r = Rng(11)
    counts = [0] * 36
    for _ in range(30000):
        items = [0, 1, 2, 3, 4, 5]
        r.permute(items)
        for pos in range(6):
            counts[items[pos] * 6 + pos] += 1
    assert _chi2(counts, 5000) < _CHI2_1PCT[25], counts


def test_rng_shuffle_makes_all_24_orders_of_4_equally_often():
    r = Rng(12)
    counts = {}
    for _ in range(24000):
        items = [0, 1, 2, 3]
        r.permute(items)
        key = items[0] * 64 + items[1] * 16 + items[2] * 4 + items[3]
        counts[key] = counts.get(key, 0) + 1
    assert len(counts) == 24
    assert _chi2(list(counts.values()), 1000) < _CHI2_1PCT[23], counts


def test_rng_shuffle_works_on_bytearrays():
    b = bytearray(range(20))
    Rng(4).permute(b)
    assert sorted(b) == list(range(20)) and b != bytearray(range(20))


def transcript_rng_streams():
    """10,000 numbers for each of three seeds: must match CPython's exactly."""
    for seed in (0, 12345, 1073741823):
        r = Rng(seed)
        for _ in range(10000):
            yield r.next30()
