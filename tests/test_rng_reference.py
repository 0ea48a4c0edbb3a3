"""The PRNG against a plain 32-bit xoshiro128++ reference, and its 2**30 promise (CPython only)."""

import sys

from bowengine import rng as rng_module
from bowengine.rng import Rng

_M32 = 0xFFFFFFFF


def _rotl(x, k):
    return ((x << k) | (x >> (32 - k))) & _M32


class Xoshiro128pp:
    """The reference algorithm (Blackman and Vigna), on ordinary Python ints."""

    def __init__(self, words):
        self.s = list(words)

    def next32(self):
        s = self.s
        result = (_rotl((s[0] + s[3]) & _M32, 7) + s[0]) & _M32
        t = (s[1] << 9) & _M32
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 11)
        return result


def test_rng_is_xoshiro128pp_top_30_bits():
    for seed in (0, 1, 999, (1 << 30) - 1):
        ours = Rng(seed)
        halves = ours.state()
        ref = Xoshiro128pp([(halves[2 * i] << 16) | halves[2 * i + 1] for i in range(4)])
        for _ in range(20000):
            assert ours.next30() == ref.next32() >> 2


def test_rng_known_answers_pin_the_stream():
    """Golden values: a change here breaks every saved game and replay."""
    assert [Rng(0).next30(), Rng(1).next30(), Rng(2).next30()] == [471307490, 976213064, 648874457]


def test_rng_every_intermediate_stays_below_2_30():
    """No value the PRNG computes may reach 2**30 (a long int on a 32-bit board)."""
    worst = [0]

    def tracer(frame, event, arg):
        if frame.f_code.co_filename != rng_module.__file__:
            return None

        def local(frame, event, arg):
            for value in list(frame.f_locals.values()) + [arg]:
                if type(value) is int and value > worst[0]:
                    worst[0] = value
                elif isinstance(value, list | tuple):
                    for v in value:
                        if type(v) is int and v > worst[0]:
                            worst[0] = v
            return local
        return local

    sys.settrace(tracer)
    try:
        r = Rng((1 << 30) - 1)
        for _ in range(3000):
            r.next30()
            r.below(6)
            r.below((1 << 30) - 1)
        r.permute(list(range(108)))
    finally:
        sys.settrace(None)
    assert 0 < worst[0] < (1 << 30)
