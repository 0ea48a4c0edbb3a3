"""Autosave in microcontroller.nvm: a ring of records, each with a sequence number and checks.

The NVM (8 KB on SAMD51/nRF52840/ESP32-S3, 4 KB on RP2040) is split into
64-byte pages; the last page holds the settings. A save is one record written
with ONE slice assignment (one flash erase/program on the device) at the page
after the newest record, wrapping to the start:

    b"Sv" | seq (4, < 2**29) | length (2) | crc16 (2) | fletcher16 (2) | payload

The checks cover seq, length and payload. A record is never larger than a third
of the ring, so writing one never touches the newest record before it: a power
cut at any byte of a save leaves either the new record or the previous one, and
resume finds the newest valid record. Successive saves walk round the ring.
An empty payload means "nothing to resume".

The records (bowui.records: games played and won, best scores) keep a ring of their own
just before the settings page (RECORD_PAGES pages, `records_ring`): the same records,
checks and power-cut safety, in pages the save ring never writes (`game_ring`).

`erase` is the flash's erase unit under the NVM. Where the NVM spans two or
more units (nRF52840: 8 KB over two 4 KB pages), each record starts a unit other
than the newest record's, so even a cut during the erase leaves the previous
save. Where one unit holds the whole NVM (SAMD51: one 8 KB block; RP2040: one
4 KB sector) every write erases all of it, and only cuts after the erase are
covered (see the README's "Autosave" section).
"""

from micropython import const

_PAGE = const(64)
_HEAD = const(12)
_SEQ_MASK = const(0x1FFFFFFF)
_SETTINGS = b"St"
RECORD_PAGES = const(12)   # the records' ring: before the settings page, after the saves'
_CRC_T = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
          0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE, four bits at a time (small ints only)."""
    t = _CRC_T
    for b in data:
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b & 15)]
    return crc


def fletcher16(data, s1=0, s2=0):
    """Fletcher-16: a second, independent check."""
    for b in data:
        s1 = (s1 + b) % 255
        s2 = (s2 + s1) % 255
    return (s2 << 8) | s1


def _u(buf, i, n):
    v = 0
    for k in range(n):
        v = (v << 8) | buf[i + k]
    return v


def _put(buf, i, n, v):
    for k in range(n - 1, -1, -1):
        buf[i + k] = v & 0xFF
        v >>= 8


class Ring:
    """Save records in `nvm` (anything with len(), slice reads and one slice write)."""

    def __init__(self, nvm, erase=0, first=0, count=None):
        self.nvm = nvm
        self.first = first * _PAGE                       # the ring's pages: first..first+count-1
        self.pages = ((len(nvm) // _PAGE) - 1 if count is None else count) if nvm is not None else 0
        self.unit = erase // _PAGE if nvm is not None and 0 < erase <= len(nvm) // 2 else 0
        if self.unit:
            # a unit, less the settings page; and what the second unit holds of the ring
            self.limit = min(self.unit - 1, self.pages - self.unit) * _PAGE - _HEAD
        else:
            self.limit = (self.pages // 3) * _PAGE - _HEAD   # largest payload
        self._best = False                               # False: not scanned yet

    def _checks(self, head, payload):
        return crc16(payload, crc16(head)), fletcher16(payload, *self._f(head))

    @staticmethod
    def _f(head):
        v = fletcher16(head)
        return v & 0xFF, v >> 8

    def scan(self):
        """The newest valid record as (seq, page, length), or None.

        Headers are read first; checks are computed newest first, so a healthy
        ring costs one check."""
        nvm = self.nvm
        base = self.first
        end = base + self.pages * _PAGE
        heads = []
        for page in range(self.pages):
            at = base + page * _PAGE
            if nvm[at] != 0x53 or nvm[at + 1] != 0x76:   # b"Sv"
                continue
            head = nvm[at:at + _HEAD]
            n = _u(head, 6, 2)
            if at + _HEAD + n <= end:
                heads.append((_u(head, 2, 4), page, n))
        heads.sort()
        while heads:
            seq, page, n = heads.pop()
            at = base + page * _PAGE
            head = nvm[at:at + _HEAD]
            crc, fl = self._checks(head[2:8], nvm[at + _HEAD:at + _HEAD + n])
            if crc == _u(head, 8, 2) and fl == _u(head, 10, 2):
                self._best = (seq, page, n)
                return self._best
        self._best = None
        return None

    def load(self):
        """The newest saved payload (bytes; b"" if cleared), or None if there is none."""
        if not self.pages:
            return None
        best = self.scan()
        if best is None:
            return None
        at = self.first + best[1] * _PAGE + _HEAD
        return bytes(self.nvm[at:at + best[2]])

    def save(self, payload):
        """Write payload as the newest record; returns False if it cannot be saved."""
        n = len(payload)
        if not self.pages or n > self.limit:
            return False
        best = self.scan() if self._best is False else self._best
        seq, page = 0, 0
        if best is not None:
            seq = (best[0] + 1) & _SEQ_MASK
            page = best[1] + (_HEAD + best[2] + _PAGE - 1) // _PAGE
            if self.unit:                           # the start of the next erase unit
                page = (best[1] // self.unit + 1) * self.unit
        used = (_HEAD + n + _PAGE - 1) // _PAGE
        if page + used > self.pages:
            page = 0
        rec = bytearray(_HEAD + n)
        rec[0] = 0x53
        rec[1] = 0x76
        _put(rec, 2, 4, seq)
        _put(rec, 6, 2, n)
        rec[_HEAD:] = payload
        crc, fl = self._checks(rec[2:8], payload)
        _put(rec, 8, 2, crc)
        _put(rec, 10, 2, fl)
        at = self.first + page * _PAGE
        self._best = False                    # if the write is cut, rescan next time
        self.nvm[at:at + len(rec)] = rec
        if self.nvm[at:at + len(rec)] != rec:
            return False
        self._best = (seq, page, n)
        return True

    def clear(self):
        """Record that there is nothing to resume."""
        return self.save(b"")

    # ---- settings: the last page --------------------------------------------
    def settings(self):
        """The settings bytes saved by store_settings (b"" if none)."""
        if self.nvm is None or len(self.nvm) < _PAGE:
            return b""
        at = len(self.nvm) - _PAGE
        head = self.nvm[at:at + 5]
        if head[0:2] != _SETTINGS or head[2] > _PAGE - 5:
            return b""
        body = self.nvm[at + 5:at + 5 + head[2]]
        return bytes(body) if crc16(body) == _u(head, 3, 2) else b""

    def seats(self, players):
        """The seat kinds ("human", a bot level) stored with the settings when the game began,
        after the sound byte (all human if unknown)."""
        body = self.settings()
        seats = bytes(body[1:]).decode().split(",") if len(body) > 1 else []
        return seats if len(seats) == players else ["human"] * players

    def store_settings(self, body):
        """Save a few bytes of settings (Sound on/off) in the last page."""
        if self.nvm is None or len(self.nvm) < _PAGE or len(body) > _PAGE - 5:
            return False
        if self.settings() == bytes(body):
            return True
        rec = bytearray(5 + len(body))
        rec[0:2] = _SETTINGS
        rec[2] = len(body)
        _put(rec, 3, 2, crc16(body))
        rec[5:] = body
        at = len(self.nvm) - _PAGE
        self.nvm[at:at + len(rec)] = rec
        return True


def game_ring(nvm, erase=0):
    """The save ring of the games: every page but the records' and the settings'."""
    if nvm is None:
        return Ring(None)
    return Ring(nvm, erase, 0, len(nvm) // _PAGE - 1 - RECORD_PAGES)


def records_ring(nvm):
    """The records' ring: RECORD_PAGES pages just before the settings page."""
    if nvm is None:
        return Ring(None)
    return Ring(nvm, 0, len(nvm) // _PAGE - 1 - RECORD_PAGES, RECORD_PAGES)
