"""Drawing helpers shared by every screen: fonts, labels that redraw only on change,
a list with a cursor, word wrapping, and the Screen base class.

The UI is laid out for 160x128 (the PyBadge); bigger screens centre it.
"""

import displayio
import vectorio
from micropython import const

W = const(160)
H = const(128)
FONT_DIR = "fonts"        # relative to the drive root, where code.py runs
FILES = {"body": "ter-u12n.bwf", "big": "ter-u16b.bwf"}   # sheets of fonts/*.pcf (bowwords.fontsheet)
COLS = const(26)          # body characters per line (6 px each)
HEAD_Y = const(-1)        # the title line's y: the big font's descenders end on the bar's last row

BLACK = 0x000000
WHITE = 0xFFFFFF
GREY = 0x8C8C8C
GOLD = 0xFFD040
RED = 0xE03030
GREEN = 0x30C050
BLUE = 0x2050C0
NAVY = 0x081838

_sheets = {}
_palettes = {}


class Sheet:
    """A font as one tile sheet: `w` x `h` cells side by side in one bitmap. The body font is
    CircuitPython's built-in terminalio.FONT (Terminus 6x12, in flash: no heap); the big one
    (Terminus 8x16 bold) is read once from its 1.5 KB sheet in fonts/."""

    def __init__(self, bitmap, w, h, descent, builtin=None):
        self.bitmap = bitmap
        self.w = w
        self.h = h
        self.top = descent        # text sits this far below its box, as bitmap_label placed it
        self.builtin = builtin

    def index(self, ch):
        """The cell of a character (a space if the font has none)."""
        c = ord(ch)
        if 32 <= c < 127:                    # printable ASCII: in order in both kinds (the
            return c - 32                    # built-in's too: shared-module/fontio/BuiltinFont.c)
        if self.builtin is not None:         # else the built-in's own order; get_glyph makes a
            g = self.builtin.get_glyph(c)    # new Glyph on the heap each call: not for ASCII
            return g.tile_index if g is not None else 0
        return 0


def _read_sheet(path):
    """A Sheet from a .bwf file (bowwords.fontsheet: printable ASCII of a PCF font, 1 bit a
    pixel), read a row at a time: no font parser on the heap."""
    with open(path, "rb") as f:
        head = f.read(7)
        if head[:4] != b"BWF1":
            raise ValueError("%s is not a font sheet" % path)
        w, h, descent = head[4], head[5], head[6]
        bitmap = displayio.Bitmap(w * 95, h, 2)
        row = bytearray((w * 95 + 7) // 8)
        for y in range(h):
            f.readinto(row)
            for i in range(len(row)):
                bits = row[i]
                x = i * 8
                while bits:
                    if bits & 0x80:
                        bitmap[x, y] = 1
                    bits = (bits << 1) & 0xFF
                    x += 1
    return Sheet(bitmap, w, h, descent)


def sheet(kind="body"):
    """The tile sheet of a font kind ("body" or "big"), made once."""
    got = _sheets.get(kind)
    if got is None:
        got = None
        if kind == "body":
            try:
                import terminalio
                if isinstance(terminalio.FONT.bitmap, displayio.Bitmap):   # a board's, in flash
                    got = Sheet(terminalio.FONT.bitmap, 6, 12, 2, terminalio.FONT)   # Terminus 6x12
            except (ImportError, AttributeError):
                pass
        if got is None:
            got = _read_sheet(FONT_DIR + "/" + FILES[kind])
        _sheets[kind] = got
    return got


def _palette(color):
    """One shared two-colour palette per text colour (ink on transparent)."""
    pal = _palettes.get(color)
    if pal is None:
        pal = displayio.Palette(2)
        pal.make_transparent(0)
        pal[1] = color
        _palettes[color] = pal
    return pal


class Text(displayio.Group):
    """One line of text as a TileGrid over a font's tile sheet: a few bytes a character, where a
    bitmap label costs ~1.5 KB. Its anchor point (0..1 of its width and height; default top
    left) stays at (x, y) as the text changes; bounding_box is (0, -descent, width, height)."""

    def __init__(self, font, text, color, x, y, anchor, scale=1):
        super().__init__()
        if scale != 1:
            self.scale = scale
        self.font = font
        # x, y and, unless it is the top left, the anchor point (few attributes: each costs heap)
        self.at = (x, y) if anchor == (0, 0) else (x, y, anchor[0], anchor[1])
        self._color = color
        self._text = None
        self.text = text

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        f = self.font
        n = max(1, len(text))
        if not len(self) or self[0].width != n:     # the grid: self[0], made for the length
            if len(self):
                self.pop()
            self.append(displayio.TileGrid(f.bitmap, pixel_shader=_palette(self._color),
                                           width=n, height=1, tile_width=f.w, tile_height=f.h))
        grid = self[0]
        for i in range(len(text)):
            grid[i] = f.index(text[i])
        if not text:
            grid[0] = f.index(" ")
        self._text = text
        self.place()

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        self[0].pixel_shader = _palette(color)

    @property
    def bounding_box(self):
        return (0, -self.font.top, len(self._text) * self.font.w, self.font.h)

    def place(self):
        """Put the anchor point (at: x, y and, unless top left, its place in the text: 0..1 of
        the width and height) there for the text and scale now shown."""
        s = self.scale
        at = self.at
        self.x, self.y = at[0], at[1] + self.font.top * s
        if len(at) > 2:                       # an anchor point other than the top left
            self.x -= round(at[2] * len(self._text) * self.font.w * s)
            # of the box from y to the descenders' last row (top + h): bottom-anchored text
            # ends at y, descenders too
            self.y -= round(at[3] * (self.font.h + self.font.top) * s)

    def rescale(self, scale):
        """Scale the text, its anchor point staying where it is."""
        self.scale = scale
        self.place()


def label(group, text, x, y, color=WHITE, kind="body", scale=1, anchor=(0, 0)):
    """A line of text whose anchor point (default: top left) is at (x, y), added to group."""
    lab = Text(sheet(kind), text, color, x, y, anchor, scale)
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


def clip(text, cols):
    """text cut to cols characters, its last two ".." where it was cut; never in or just after
    a number ("$22.." reads as a number cut): the cut goes back to the space before it."""
    if len(text) <= cols:
        return text
    n = cols - 2
    while n > 0 and text[:n].rstrip()[-1:] in "$0123456789,":
        n = text.rfind(" ", 0, len(text[:n].rstrip()))
    return (text[:n].rstrip() if n > 0 else text[:cols - 2]) + ".."


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
            self.head = label(self.group, self.title, 4, HEAD_Y, WHITE, "big")

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
        rect(group, 0, y + 1, W, step, GOLD)     # a row's glyphs ink y+4..y+13: descenders too
        self._bar = group[-1]
        self.labels = [label(group, "", x, y + i * step) for i in range(rows)]
        self.more = label(group, "", W - 7, y + (rows - 1) * step, GREY)   # "v": 2 px from the edge
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
        self._bar.y = self.y + 1 + (self.cursor - self.top) * self.step
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
