"""The emulator never crashes drawing (issue 40): Blinka's pygame display splits an area of an
odd pixel count into bands the last of which pygame refuses; bowwords.blinkafix.refresh_area
draws any area, of any size, on the display or across its edge, pixel for pixel."""

import pytest

from bowwords.emulator import Emulator

W, H = 160, 128
COLOURS = (0xFF0000, 0x00FF00, 0x0000FF)


def chequered(emu):
    """The emulator's display showing a 3-colour pattern (colour (x + 2y) % 3 at x, y), mended."""
    import displayio

    bitmap = displayio.Bitmap(W, H, 3)
    for y in range(H):
        for x in range(W):
            bitmap[x, y] = (x + 2 * y) % 3
    pal = displayio.Palette(3)
    for i, c in enumerate(COLOURS):
        pal[i] = c
    group = displayio.Group()
    group.append(displayio.TileGrid(bitmap, pixel_shader=pal))
    emu.display.root_group = group
    return emu.display


def areas():
    """Areas of every odd width and height (1-3-5 the other way), the whole screen less one
    column and row, and areas across each edge whose part on the screen is odd."""
    out = [(0, 0, w, h) for w in range(1, W, 2) for h in (1, 3, 5)]
    out += [(3, 2, 3 + w, 2 + h) for h in range(1, H, 2) for w in (1, 3, 5)]
    out += [(0, 0, W - 1, H - 1), (1, 1, W, H), (W - 3, 5, W + 4, 8), (-4, 7, 3, 10),
            (20, H - 3, 25, H + 6), (9, -6, 14, 1)]
    return out


@pytest.fixture(scope="module")
def display():
    return chequered(Emulator("pybadge", seed=7))


def test_an_area_of_any_size_is_drawn_pixel_for_pixel(display):
    from displayio._area import Area

    screen = display._pygame_screen
    for x1, y1, x2, y2 in areas():
        screen.fill((0, 0, 0))
        display._refresh_area(Area(x1, y1, x2, y2))
        left, top, right, bottom = max(x1, 0), max(y1, 0), min(x2, W), min(y2, H)
        for x, y in {(left, top), (right - 1, top), (left, bottom - 1), (right - 1, bottom - 1),
                     ((left + right) // 2, (top + bottom) // 2)}:
            want = COLOURS[(x + 2 * y) % 3]
            assert tuple(screen.get_at((x, y)))[:3] == (want >> 16, want >> 8 & 255, want & 255), (x1, y1, x2, y2, x, y)
        if right < W:                       # nothing drawn beside it
            assert tuple(screen.get_at((right, top)))[:3] == (0, 0, 0), (x1, y1, x2, y2)
