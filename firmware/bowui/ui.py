"""Drawing helpers shared by every screen: fonts, labels that redraw only on change,
a list with a cursor, word wrapping, and the Screen base class.

The UI is laid out for 160x128 (the PyBadge); bigger screens centre it.
"""

import displayio
import vectorio
from adafruit_display_text import bitmap_label
from micropython import const

W = const(160)
H = const(128)
FONT_DIR = "fonts"        # relative to the drive root, where code.py runs
FILES = {"body": "ter-u12n.pcf", "big": "ter-u16b.pcf"}
COLS = const(26)          # body characters per line (6 px each)

BLACK = 0x000000
WHITE = 0xFFFFFF
GREY = 0x8C8C8C
GOLD = 0xFFD040
RED = 0xE03030
GREEN = 0x30C050
BLUE = 0x2050C0
NAVY = 0x081838

_fonts = {}


class Font:
    """A PCF font from fonts/ with every printable ASCII glyph read at once, then the parser let
    go: a label finds its glyphs with the dict's own get (no Python frame, no file reads), so
    drawing text stays shallow on a board's 1,536-byte pystack."""

    def __init__(self, path):
        import sys

        from adafruit_bitmap_font.pcf import PCF
        with open(path, "rb") as f:
            pcf = PCF(f, displayio.Bitmap)
            pcf.load_glyphs(range(32, 127))
        self.get_glyph = pcf._glyphs.get
        self.ascent = pcf.ascent
        self.descent = pcf.descent
        self._box = pcf.get_bounding_box()
        for name in ("adafruit_bitmap_font.pcf", "adafruit_bitmap_font.glyph_cache", "adafruit_bitmap_font"):
            sys.modules.pop(name, None)

    def get_bounding_box(self):
        """(width, height, x offset, y offset) of the largest glyph."""
        return self._box


def font(kind="body"):
    """A font from fonts/ (loaded once; terminalio's if the file or library is missing)."""
    f = _fonts.get(kind)
    if f is None:
        try:
            f = Font(FONT_DIR + "/" + FILES[kind])
        except (ImportError, OSError):
            import terminalio
            f = terminalio.FONT
        _fonts[kind] = f
    return f


def label(group, text, x, y, color=WHITE, kind="body", scale=1, anchor=(0, 0)):
    """A label whose anchor point (default: top left) is at (x, y), added to group."""
    lab = bitmap_label.Label(font(kind), text=text, color=color, scale=scale,
                             anchor_point=anchor, anchored_position=(x, y))
    group.append(lab)
    return lab


def show(lab, text, color=None):
    """Change a label only if its text or colour changed (redraw only what changed)."""
    if lab.text != text:
        lab.text = text
    if color is not None and lab.color != color:
        lab.color = color


def rect(group, x, y, w, h, color, pal=None):
    """A filled rectangle (vectorio: no bitmap memory); returns its palette to recolour.

    Pass `pal` (a palette returned before) to share one palette between rectangles."""
    if pal is None:
        pal = displayio.Palette(1)
        pal[0] = color
    group.append(vectorio.Rectangle(pixel_shader=pal, width=w, height=h, x=x, y=y))
    return pal


def wrap(text, cols=COLS):
    """Words of text in lines of at most cols characters."""
    lines = []
    line = ""
    for word in text.split(" "):
        while len(word) > cols:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cols])
            word = word[cols:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= cols:
            line = line + " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class Screen:
    """One screen: a displayio Group and an update(app, pressed) that may return the next screen.

    reload_ok: may a file copy restart the board while this screen is up
    (False while a game or tool holds state).
    """

    reload_ok = False
    is_menu = False
    title = ""

    def __init__(self, app):
        self.app = app
        self.group = displayio.Group()
        rect(self.group, 0, 0, W, H, NAVY)
        if self.title:
            rect(self.group, 0, 0, W, 18, BLUE)
            self.head = label(self.group, self.title, 4, 1, WHITE, "big")

    def update(self, pressed):
        """Handle this frame's just-pressed buttons; return a Screen to switch to, or None."""
        return None

    def leave(self):
        """Called when the app switches away (autosave here)."""


class Menu:
    """A vertical list with a cursor: rows of text, ROWS visible at a time, scrolling."""

    def __init__(self, group, items, x=6, y=22, rows=7, step=14, cursor=0):
        self.items = items
        self.rows = rows
        self.cursor = cursor
        self.top = 0
        self.step = step
        rect(group, 0, y - 1, W, step, GOLD)
        self._bar = group[-1]
        self.labels = [label(group, "", x, y + i * step) for i in range(rows)]
        self.more = label(group, "", W - 8, y + (rows - 1) * step, GREY)
        self.y = y
        self.draw()

    def draw(self):
        if self.cursor < self.top:
            self.top = self.cursor
        elif self.cursor >= self.top + self.rows:
            self.top = self.cursor - self.rows + 1
        for i in range(self.rows):
            k = self.top + i
            text = self.items[k][0] if k < len(self.items) else ""
            color = BLACK if k == self.cursor else self.items[k][1] if k < len(self.items) else WHITE
            show(self.labels[i], text, color)
        self._bar.y = self.y - 1 + (self.cursor - self.top) * self.step
        show(self.more, "v" if self.top + self.rows < len(self.items) else "")

    def move(self, pressed):
        """Move the cursor on Up/Down (wrapping); True if it moved."""
        from bowui.input import DOWN, UP
        n = len(self.items)
        if pressed & DOWN:
            self.cursor = (self.cursor + 1) % n
        elif pressed & UP:
            self.cursor = (self.cursor - 1) % n
        else:
            return False
        self.draw()
        return True
