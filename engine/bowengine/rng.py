"""The one seeded PRNG of Bowwords: xoshiro128++ computed on 16-bit halves.

Every game draws its chance (dice, shuffles, spinners) from an `Rng` held in its
state, so a game replayed from its seed and actions is identical on CPython and
on CircuitPython. Each 32-bit word of the xoshiro128++ state is kept as two
16-bit ints and every intermediate stays below 2**30: the device never
allocates a long int. Outputs are the top 30 bits of each 32-bit result.

Reference: Blackman and Vigna, "Scrambled linear pseudorandom number
generators" (2018), xoshiro128++ 1.0; period 2**128 - 1.
"""

from micropython import const

_MASK16 = const(0xFFFF)
_MAX_SEED = const(0x3FFFFFFF)
_WARMUP = const(24)


def _rotl(hi, lo, k):
    """Rotate the 32-bit word (hi, lo) left by k bits, 0 < k < 16."""
    keep = (1 << (16 - k)) - 1
    return (((hi & keep) << k) | (lo >> (16 - k)),
            ((lo & keep) << k) | (hi >> (16 - k)))


class Rng:
    """A seeded stream of random numbers; its state is 8 small ints."""

    def __init__(self, seed=0):
        if not isinstance(seed, int) or seed < 0 or seed > _MAX_SEED:
            raise ValueError("seed must be a whole number from 0 to 1073741823")
        # The seed fills word 0; the other words are fixed odd constants, then
        # a warm-up mixes the seed's bits through the whole state.
        self.s = [seed >> 16, seed & _MASK16, 0x9E37, 0x79B9,
                  0x7F4A, 0x7C15, 0xF39C, 0xC060]
        for _ in range(_WARMUP):
            self.next30()

    def state(self):
        """The state as a tuple of 8 ints below 2**16 (for save files)."""
        return tuple(self.s)

    def set_state(self, words):
        """Restore a state returned by `state()`."""
        if len(words) != 8 or not any(words):
            raise ValueError("an Rng state is 8 words, not all zero")
        self.s = [w & _MASK16 for w in words]

    def next30(self):
        """The next number, uniform in 0 .. 2**30 - 1."""
        s = self.s
        h0, l0, h1, l1, h2, l2, h3, l3 = s
        # result = rotl(s0 + s3, 7) + s0
        lo = l0 + l3
        hi = (h0 + h3 + (lo >> 16)) & _MASK16
        rh, rl = _rotl(hi, lo & _MASK16, 7)
        rl += l0
        rh = (rh + h0 + (rl >> 16)) & _MASK16
        # t = s1 << 9
        th = ((h1 & 0x7F) << 9) | (l1 >> 7)
        tl = (l1 & 0x7F) << 9
        h2 ^= h0
        l2 ^= l0
        h3 ^= h1
        l3 ^= l1
        h1 ^= h2
        l1 ^= l2
        h0 ^= h3
        l0 ^= l3
        h2 ^= th
        l2 ^= tl
        h3, l3 = _rotl(h3, l3, 11)
        s[0] = h0
        s[1] = l0
        s[2] = h1
        s[3] = l1
        s[4] = h2
        s[5] = l2
        s[6] = h3
        s[7] = l3
        return (rh << 14) | ((rl & _MASK16) >> 2)

    def below(self, n):
        """A uniform int in 0 .. n-1, for 1 <= n <= 2**30 - 1 (no modulo bias)."""
        if n < 1 or n > _MAX_SEED:
            raise ValueError("below(n) needs 1 <= n < 2**30")
        if n == 1:
            return 0
        bits = 0
        m = n - 1
        while m:
            bits += 1
            m >>= 1
        shift = 30 - bits
        while True:
            r = self.next30() >> shift
            if r < n:
                return r

    def between(self, low, high):
        """A uniform int in low .. high, both included."""
        return low + self.below(high - low + 1)

    def die(self, sides=6):
        """One roll of a die with faces 1 .. sides."""
        return 1 + self.below(sides)

    def choice(self, seq):
        """One item of a non-empty sequence, uniformly."""
        return seq[self.below(len(seq))]

    def permute(self, items):
        """Shuffle a list or bytearray in place (Fisher-Yates): every order equally likely."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
