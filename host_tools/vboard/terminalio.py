"""terminalio: FONT, the board's built-in Terminus 6x12, as CircuitPython 10.2.1's
fontio.BuiltinFont has it.

Device Python (vboard's docstring). The rules, shared-module/fontio/BuiltinFont.c:
- fontio_builtinfont_get_glyph_index: printable ASCII (0x20-0x7e) is tile codepoint - 0x20, in
  order; other characters come after it, from the build's unicode list; none: no glyph.
- common_hal_fontio_builtinfont_get_glyph: every call makes a new Glyph (namedtuple_make_new):
  heap for each character looked up.
- The bitmap is in flash on a board (no heap); here it is read, once, from the drive's
  fonts/ter-u12n.bwf (the same Terminus 6x12, printable ASCII in order: bowwords.fontsheet), so
  on a host it costs what the firmware's own sheet of it would.
"""

import displayio

try:
    from fontio import Glyph
except ImportError:               # (a host without fontio)
    from collections import namedtuple
    Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x",
                                 "shift_y"))

SHEET = "fonts/ter-u12n.bwf"
WIDTH = 6
HEIGHT = 12


class BuiltinFont:
    """fontio.BuiltinFont: a bitmap of tiles and get_glyph."""

    def __init__(self):
        self._bitmap = None

    @property
    def bitmap(self):
        if self._bitmap is None:
            self._bitmap = _read(SHEET)
        return self._bitmap

    def get_bounding_box(self):
        """(width, height) of a cell."""
        return (WIDTH, HEIGHT)

    def get_glyph(self, codepoint):
        """A new Glyph for `codepoint`, or None (printable ASCII only here)."""
        if not 0x20 <= codepoint <= 0x7E:
            return None
        return Glyph(self.bitmap, codepoint - 0x20, WIDTH, HEIGHT, 0, 0, WIDTH, 0)


def _read(path):
    """The sheet's 95 tiles as a 2-colour displayio.Bitmap (.bwf: "BWF1", w, h, descent, then
    rows of 1-bit pixels)."""
    with open(path, "rb") as f:
        head = f.read(7)
        w, h = head[4], head[5]
        bitmap = displayio.Bitmap(w * 95, h, 2)
        row = bytearray((w * 95 + 7) // 8)
        for y in range(h):
            f.readinto(row)
            for x in range(w * 95):
                if row[x >> 3] & (0x80 >> (x & 7)):
                    bitmap[x, y] = 1
    return bitmap


FONT = BuiltinFont()
