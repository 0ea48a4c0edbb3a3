"""The board's clock and its os.urandom: supervisor.ticks_ms starts at 0x1FFF0000, time.sleep and
time.monotonic run on the host's clock, os.urandom gives the host's seeds.

Device Python (vboard's docstring)."""

import sys

from vboard import state

# shared-bindings/supervisor/__init__.c, supervisor_ticks_ms: (monotonic ms + 0x1fff0000) % (1 << 29),
# so ticks_ms() wraps to 0 about 65.5 s after power-up (ticks_diff(now, 0) < 0 until then).
TICKS_START = 0x1FFF0000
TICKS_PERIOD = 1 << 29


def ticks_ms():
    """supervisor.ticks_ms() at the host's time."""
    return (state.host.ms() + TICKS_START) % TICKS_PERIOD


def next_seed(s):
    """The seed after `s` in the sequence the emulator and the VM give os.urandom."""
    return (s * 1103515245 + 12345) & 0x3FFFFFFF


class _Time:
    """time, with sleep on the host and monotonic on the board's clock (the rest the host's)."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, attr):
        return getattr(self._real, attr)

    def sleep(self, seconds):
        state.host.sleep(seconds)

    def monotonic(self):
        return state.host.ms() / 1000


class _Os:
    """os, with urandom from the host's seeds (30 bits each, big-endian)."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, attr):
        return getattr(self._real, attr)

    def urandom(self, n):
        out = bytearray()
        while len(out) < n:
            s = state.host.seed()
            out.extend(bytes(((s >> 24) & 0x3F, (s >> 16) & 0xFF, (s >> 8) & 0xFF, s & 0xFF)))
        return bytes(out[:n])


_real = {}


def install():
    """time and os as the board has them (the host's own kept for uninstall)."""
    for key, wrap in (("time", _Time), ("os", _Os)):
        mod = sys.modules.get(key)
        if mod is None:
            mod = __import__(key)
        if not isinstance(mod, wrap):
            _real[key] = mod
            sys.modules[key] = wrap(mod)


def uninstall():
    """The host's own time and os again."""
    for key in _real:
        sys.modules[key] = _real[key]
    _real.clear()
