"""Boggle Bowl's cube pad: a side's 11 cubes (6 over 5), the buttons under them, the words
spelled so far and their cube count; the D-pad cursor moves over cubes and buttons.
Drawing only (the round screen in bogglebowl_round holds the state and the engine)."""

import displayio
from micropython import const

from bowengine.bogglebowl import data
from bowui import ui
from bowui.input import DOWN, LEFT, RIGHT

CUBE = const(22)
_PITCH = const(25)
_ROW_Y = (31, 56)
_BTN_Y = const(81)
_BTN_W = const(36)
NCUBES = const(11)
CREAM = 0xF4EEDC
USED = 0x3A4258
CROSS = 0xFFD040
LETTERS = (0xC02020, 0x1840B0)
BUTTONS = ("Next", "Undo", "Roll", "Timer")
NEXT = const(11)             # the buttons' cursor positions
UNDO = const(12)
ROLL = const(13)
DONE = const(14)


def cube_xy(i):
    """Top-left pixel of cube i (6 on the first row, 5 on the second)."""
    if i < 6:
        return 6 + i * _PITCH, _ROW_Y[0]
    return 6 + (_PITCH // 2) + (i - 6) * _PITCH, _ROW_Y[1]


def face_text(t):
    """The letter a cube shows ("Qu" for the Qu face)."""
    return "Qu" if t == data.QU else data.TOKENS[t]


def picks_from(draft, faces, cross):
    """Cube indices for a draft's letters (-1 for a word break), first free cube first."""
    picks = []
    for t in draft:
        if t >= data.QU + 1:
            picks.append(-1)
            continue
        free = [i for i in range(len(faces)) if faces[i] == t and i not in picks]
        if free:
            picks.append(free[0])
        elif cross:
            picks.append([i for i in range(len(faces)) if faces[i] == t][0])
    return picks


def uses(picks):
    """How many times each cube is in the words (2: the crossing cube of an X space)."""
    out = bytearray(NCUBES)
    for i in picks:
        if i >= 0:
            out[i] += 1
    return out


def centre(k):
    """The x centre of cursor position k (a cube, or a button from NEXT on)."""
    if k < NCUBES:
        return cube_xy(k)[0] + CUBE // 2
    return 3 + (_BTN_W + 3) * (k - NCUBES) + _BTN_W // 2


def moved(c, pressed):
    """The cursor after a D-pad press: along a row (wrapping), or to the nearest item above/below."""
    rows = ((0, 6), (6, NCUBES), (NCUBES, NCUBES + len(BUTTONS)))
    r = 0 if c < 6 else 1 if c < NCUBES else 2
    lo, hi = rows[r]
    if pressed & (LEFT | RIGHT):
        return lo + (c - lo + (1 if pressed & RIGHT else -1)) % (hi - lo)
    x = centre(c)
    lo, hi = rows[(r + (1 if pressed & DOWN else 2)) % 3]
    best = lo
    for k in range(lo, hi):
        if abs(centre(k) - x) < abs(centre(best) - x):
            best = k
    return best


class CubePad:
    """The cubes, the cursor box, the buttons, the words and the count, in `group`."""

    def __init__(self, group, side):
        self.side = side
        self.pals = {}           # colour -> the palette every rectangle of it shares
        self.box = self._rect(group, 0, 0, CUBE + 4, CUBE + 4, ui.GOLD)
        self.cubes = []
        self.letters = []
        for i in range(NCUBES):
            x, y = cube_xy(i)
            self.cubes.append(self._rect(group, x, y, CUBE, CUBE, CREAM))
            self.letters.append(ui.label(group, "", x + CUBE // 2, y + CUBE // 2 + 1,
                                         LETTERS[side], "big", anchor=(0.5, 0.5)))
        self.keys = []
        self.buttons = []
        for i, name in enumerate(BUTTONS):
            x = 3 + (_BTN_W + 3) * i
            self.keys.append(self._rect(group, x, _BTN_Y, _BTN_W, 14, ui.NAVY))
            self.buttons.append(ui.label(group, name, x + _BTN_W // 2, _BTN_Y + 1, ui.WHITE,
                                         anchor=(0.5, 0)))
        self.group = group
        self.words = ui.label(group, "", 80, 97, ui.GOLD, "big", anchor=(0.5, 0))
        self.count = ui.label(group, "", 2, 126, ui.WHITE, anchor=(0, 1.0))

    def _rect(self, group, x, y, w, h, colour):
        """A rectangle on the shared palette of `colour` (recoloured by paint)."""
        self.pals[colour] = ui.rect(group, x, y, w, h, colour, self.pals.get(colour))
        return group[-1]

    def paint(self, rect, colour):
        """Recolour a cube or a button: the shared palette of `colour` (made once)."""
        pal = self.pals.get(colour)
        if pal is None:
            pal = self.pals[colour] = displayio.Palette(1)
            pal[0] = colour
        if rect.pixel_shader is not pal:
            rect.pixel_shader = pal

    def draw_cubes(self, faces, picks, frozen):
        """Free cubes cream, used ones dark (all dark once frozen), the crossing cube gold."""
        n = uses(picks)
        for i in range(NCUBES):
            face = CROSS if n[i] > 1 else USED if n[i] or frozen else CREAM
            self.paint(self.cubes[i], face)
            ui.show(self.letters[i], face_text(faces[i]),
                    ui.GREY if face == USED else ui.BLACK if n[i] > 1 else LETTERS[self.side])

    def draw_words(self, faces, picks):
        """The words spelled so far (big font while they fit) and the cubes they use."""
        text = ""
        for i in picks:
            text += " " if i < 0 else data.TOKENS[faces[i]]
        big = len(text) <= 19
        if big != (self.words.font is ui.sheet("big")):     # one label, its font swapped
            at = self.group.index(self.words)
            self.group.pop(at)
            self.words = ui.label(self.group, "", 80, 97 if big else 100, ui.GOLD,
                                  "big" if big else "body", anchor=(0.5, 0))
            self.group.insert(at, self.group.pop())
        ui.show(self.words, text)
        count = 0
        for u in uses(picks):
            count += 1 if u else 0
        ui.show(self.count, "%d cube%s" % (count, "" if count == 1 else "s"))

    def draw_cursor(self, c, names, oks):
        """The gold box on cube c, or button c lit; buttons named `names`, greyed where not ok."""
        self.box.hidden = c >= NCUBES
        if c < NCUBES:
            x, y = cube_xy(c)
            self.box.x, self.box.y = x - 2, y - 2
        for i in range(len(BUTTONS)):
            on = c == NCUBES + i
            self.paint(self.keys[i], ui.GOLD if on else ui.NAVY)
            ui.show(self.buttons[i], names[i], ui.BLACK if on else ui.WHITE if oks[i] else ui.GREY)

    def tumble(self, k):
        """Frame k of a roll: each cube shows its own faces in a fixed order (no chance)."""
        for i in range(NCUBES):
            ch = data.CUBES[i][(k + i) % 6]
            ui.show(self.letters[i], "Qu" if ch == "Q" else ch, LETTERS[self.side])
            self.paint(self.cubes[i], CREAM)
