"""The site's icons: one 16x16 picture (a gold B on the menu's navy) as PNGs and a favicon.ico."""

import struct
import zlib

PALETTE = {"n": (0x08, 0x18, 0x38, 255), "g": (0xFF, 0xD0, 0x40, 255), "o": (0xC0, 0x90, 0x20, 255)}
PICTURE = (
    "nnnnnnnnnnnnnnnn",
    "nnnnnnnnnnnnnnnn",
    "nnnnggggggggnnnn",
    "nnnnggggggggonnn",
    "nnnnggnnnnnggnnn",
    "nnnnggnnnnnggnnn",
    "nnnnggnnnnoggnnn",
    "nnnnggggggggnnnn",
    "nnnnggggggggonnn",
    "nnnnggnnnnnnggnn",
    "nnnnggnnnnnnggnn",
    "nnnnggnnnnnnggnn",
    "nnnnggnnnnnoggnn",
    "nnnnggggggggggnn",
    "nnnnggggggggggnn",
    "nnnnnnnnnnnnnnnn",
)
SIZES = (192, 512)      # the manifest's icons (a phone's home screen wants both)
FAVICON = 32


def png(size, picture=PICTURE):
    """The picture scaled (nearest neighbour) to `size` x `size` pixels, as PNG bytes."""
    n = len(picture)
    rows = []
    for y in range(size):
        line = picture[y * n // size]
        rows.append(b"\0" + b"".join(bytes(PALETTE[line[x * n // size]]) for x in range(size)))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    head = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)      # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def ico(size=FAVICON):
    """A favicon.ico holding one PNG of `size` pixels."""
    data = png(size)
    return struct.pack("<HHHBBBBHHII", 0, 1, 1, size, size, 0, 0, 1, 32, len(data), 22) + data


def files():
    """{site path: bytes} of every icon."""
    out = {"favicon.ico": ico()}
    out.update(("icons/icon-%d.png" % s, png(s)) for s in SIZES)
    return out
