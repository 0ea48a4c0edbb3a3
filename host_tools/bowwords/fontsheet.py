"""Font sheets for the handheld: a PCF font's printable ASCII (32-126) as one 1-bit tile sheet,
the form `bowui.ui` draws text from. The firmware reads a sheet with a plain loop (no font
parser on the board's heap); this module makes sheets from the PCF files in fonts/.

Format (`.bwf`): b"BWF1", then bytes cell width, cell height and descent, then the sheet's
rows top to bottom: each of width x 95 pixels, 1 bit a pixel, most significant bit first, the
row padded to a whole byte.
"""

import argparse
from pathlib import Path

MAGIC = b"BWF1"
FIRST, COUNT = 32, 95


def sheet_bytes(pcf_path):
    """The .bwf bytes of the PCF font at `pcf_path` (its glyphs must fill their cells)."""
    import displayio
    from adafruit_bitmap_font.pcf import PCF

    with open(pcf_path, "rb") as f:
        pcf = PCF(f, displayio.Bitmap)
        pcf.load_glyphs(range(FIRST, FIRST + COUNT))
        w, h = pcf.get_bounding_box()[:2]
        ink = set()
        for c in range(FIRST, FIRST + COUNT):
            g = pcf.get_glyph(c)
            if g is not None:
                for y in range(g.height):
                    for x in range(g.width):
                        if g.bitmap[x, y]:
                            ink.add(((c - FIRST) * w + x, y))
        descent = pcf.descent
    stride = (w * COUNT + 7) // 8
    rows = bytearray(stride * h)
    for x, y in ink:
        rows[y * stride + x // 8] |= 0x80 >> (x % 8)
    return MAGIC + bytes((w, h, descent)) + bytes(rows)


def main(argv=None):
    """Write each PCF's sheet beside it (fonts/NAME.pcf -> fonts/NAME.bwf)."""
    p = argparse.ArgumentParser(prog="python -m bowwords.fontsheet", description=main.__doc__)
    p.add_argument("pcf", nargs="+", type=Path, help="PCF font files")
    for path in p.parse_args(argv).pcf:
        out = path.with_suffix(".bwf")
        out.write_bytes(sheet_bytes(path))
        print("%s: %d bytes" % (out, out.stat().st_size))


if __name__ == "__main__":
    main()
