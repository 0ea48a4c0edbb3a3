"""Stand-ins for a board's faults, for testing `bowwords flash` without hardware.

The board itself is the real MicroPython VM on a pseudo-terminal (`vm.serial_board`);
these add what a real line and a real board can do wrong: a cable pulled after N
bytes (`CutSerial`), a line that corrupts data (`CorruptingSerial`), a firmware
without raw-paste (`NoRawPasteSerial`), a port that answers noise or nothing
(`noise_board`), and board-side preludes that make the file system full, read-only
or hang (run them with `SerialTransport.exec` before flashing: the raw REPL keeps
their globals, and the flash helpers resolve `open` through those globals).
"""

import sys

from bowwords.vm import on_pty


class _Wrapped:
    """Passes everything through to a pyserial object."""

    def __init__(self, ser):
        self.ser = ser

    @property
    def in_waiting(self):
        return self.ser.in_waiting

    def read(self, n=1):
        return self.ser.read(n)

    def write(self, data):
        return self.ser.write(data)

    def close(self):
        self.ser.close()


class CutSerial(_Wrapped):
    """A line that goes dead once `write_limit` bytes were written or `read_limit` read.

    The write that crosses the limit delivers only its first bytes, like a cable
    pulled mid-transfer; then every call raises OSError and the port is closed.
    """

    def __init__(self, ser, write_limit=None, read_limit=None):
        super().__init__(ser)
        self.write_limit = write_limit
        self.read_limit = read_limit
        self.written = 0
        self.read_bytes = 0
        self.cut = False

    def _dead(self):
        if not self.cut:
            self.cut = True
            self.ser.close()
        raise OSError(5, "device disconnected (simulated)")

    @property
    def in_waiting(self):
        if self.cut:
            self._dead()
        return self.ser.in_waiting

    def write(self, data):
        if self.cut:
            self._dead()
        if self.write_limit is not None and self.written + len(data) > self.write_limit:
            part = data[:self.write_limit - self.written]
            if part:
                self.ser.write(part)
                self.ser.flush()
            self.written += len(part)
            self._dead()
        self.written += len(data)
        return self.ser.write(data)

    def read(self, n=1):
        if self.cut:
            self._dead()
        if self.read_limit is not None:
            n = max(0, min(n, self.read_limit - self.read_bytes))
            if n == 0:
                self._dead()
        data = self.ser.read(n)
        self.read_bytes += len(data)
        return data

    def close(self):
        if not self.cut:
            self.ser.close()


class CorruptingSerial(_Wrapped):
    """Changes one byte inside the first data chunk sent with `_bw_w(...)` (a noisy line)."""

    def __init__(self, ser):
        super().__init__(ser)
        self.done = False

    def write(self, data):
        if not self.done and b"_bw_w(b" in data:
            at = data.index(b"_bw_w(b") + 8
            if at < len(data) and data[at:at + 1] not in (b"\\", b"'", b'"'):
                data = data[:at] + (b"Q" if data[at:at + 1] != b"Q" else b"R") + data[at + 1:]
                self.done = True
        return self.ser.write(data)


class NoRawPasteSerial(_Wrapped):
    """A firmware without raw-paste: `R\\x00` (knows it, lacks it) or `old` (never heard of it)."""

    def __init__(self, ser, old=False):
        super().__init__(ser)
        self.old = old
        self.fake = b""

    @property
    def in_waiting(self):
        return len(self.fake) or self.ser.in_waiting

    def read(self, n=1):
        if self.fake:
            data, self.fake = self.fake[:n], self.fake[n:]
            return data
        return self.ser.read(n)

    def write(self, data):
        if data == b"\x05A\x01":
            self.fake += b"raw REPL; CTRL-B to exit\r\n>" if self.old else b"R\x00"
            return len(data)
        return self.ser.write(data)


# Board-side preludes (run in the raw REPL before a flash).
PRELUDE_READ_ONLY = b"""\
try:
    _bw_real_open
except NameError:
    _bw_real_open = open
def open(p, m='r'):
    if 'w' in m or 'a' in m or '+' in m:
        raise OSError(30)
    return _bw_real_open(p, m)
"""

PRELUDE_FULL = b"""\
try:
    _bw_real_open
except NameError:
    _bw_real_open = open
_bw_room = %d
class _BwFullFile:
    def __init__(self, f):
        self.f = f
    def write(self, d):
        global _bw_room
        if len(d) > _bw_room:
            raise OSError(28)
        _bw_room -= len(d)
        return self.f.write(d)
    def close(self):
        self.f.close()
def open(p, m='r'):
    f = _bw_real_open(p, m)
    return _BwFullFile(f) if 'w' in m else f
"""

PRELUDE_HANG = b"""\
import time
try:
    _bw_real_open
except NameError:
    _bw_real_open = open
class _BwSlowFile:
    def __init__(self, f):
        self.f = f
    def write(self, d):
        time.sleep(60)
        return self.f.write(d)
    def close(self):
        self.f.close()
def open(p, m='r'):
    f = _bw_real_open(p, m)
    return _BwSlowFile(f) if 'w' in m else f
"""

_NOISE = r"""
import os, random, sys, time
rng = random.Random(8)
mode = sys.argv[1]
while True:
    data = os.read(0, 256)
    if not data:
        break
    if mode == "noise":
        os.write(1, bytes(rng.randrange(256) for _ in range(64)))
"""


def noise_board(mode="noise"):
    """A port whose other end answers every write with random bytes ("noise") or never ("silent")."""
    return on_pty([sys.executable, "-c", _NOISE, mode])
