"""bitmaptools for the browser: fill_region, as CircuitPython's (x2 and y2 not included).

Device Python."""


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    """Set the pixels x1 <= x < x2, y1 <= y < y2 of a displayio.Bitmap to value."""
    dest_bitmap._fill_region(x1, y1, x2, y2, value)
