"""Boggle Bowl's board on 160x128: the 9x7 field of space types between the two scoring
rows, painted once into a small tile sheet (3x5 glyphs, no labels), the token, the path of
the current move, and a side panel with each side's score and pegs.

Shared by the game's screens and the companion scorekeeper.
"""

import displayio
import vectorio
from micropython import const

from bowengine.bogglebowl import data
from bowui import ui
from bowui.games.bogglebowl.shared import BOARD_TILES as _bitmap
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES, pegs_text

CELL_W = const(12)
CELL_H = const(11)
X0 = const(2)
Y0 = const(13)
ROWS = const(9)          # the red scoring row (8), the field rows 7..1, the blue scoring row (0)
PANEL_X = const(111)       # 8 characters, to 2 px from the right edge
_MAX_DOTS = const(12)

# Palette of the board bitmap: background, the four space types, the two scoring rows, glyphs.
_COLOURS = (0x081838, 0x46506A, 0x2E7D4A, 0x6A44B0, 0xB86A1C, 0xA02828, 0x2048B0, 0xFFFFFF)
_GLYPH = const(7)
SPACE_COLOURS = (0xA8B4D0, 0x60D08A, 0xB89CF0, 0xF0A050)     # legend text, one per type

# 3x5 glyphs, a row of 3 bits each: the space codes and the digits of the scoring rows.
_GLYPHS = {"B": (6, 5, 6, 5, 6), "W": (5, 5, 5, 7, 5), "2": (7, 1, 7, 4, 7),
           "X": (5, 5, 2, 5, 5), "0": (7, 5, 5, 5, 7), "1": (2, 6, 2, 2, 7),
           "3": (7, 1, 3, 1, 7), "4": (5, 5, 7, 1, 1), "5": (7, 4, 7, 1, 7),
           "6": (7, 4, 7, 5, 7), "7": (7, 1, 1, 2, 2), "8": (7, 5, 7, 5, 7)}



def cell_xy(col, row):
    """Top-left pixel of square (col 0-8, row 0-8) on the screen."""
    return X0 + col * CELL_W, Y0 + (8 - row) * CELL_H


def _glyph(bmp, text, x, y):
    for ch in text:
        rows = _GLYPHS[ch]
        for dy in range(5):
            bits = rows[dy]
            for dx in range(3):
                if bits & (4 >> dx):
                    bmp[x + dx, y + dy] = _GLYPH
        x += 4


def _paint():
    """The board as (tile sheet, tiles): one 12x11 tile for each look of a square (a space
    type, or a scoring row's number), painted once; the 9x9 tiles say which each square
    shows (1.6 KB where one bitmap of the board took 5.5 KB in one piece)."""
    if _bitmap:
        return _bitmap[0]
    looks = []
    tiles = bytearray(9 * ROWS)
    for row in range(ROWS):
        for col in range(9):
            if row == 8 or row == 0:
                look = (5 if row == 8 else 6, str(data.SCORE_ROWS[0 if row == 8 else 1][col]))
            else:
                kind = data.space_at(col, row)
                look = (1 + kind, data.SPACE_CODES[kind])
            if look not in looks:
                looks.append(look)
            tiles[(8 - row) * 9 + col] = looks.index(look)
    bmp = displayio.Bitmap(CELL_W * len(looks), CELL_H, len(_COLOURS))
    for i, (colour, text) in enumerate(looks):
        x = i * CELL_W
        for yy in range(CELL_H - 1):
            for xx in range(x, x + CELL_W - 1):
                bmp[xx, yy] = colour
        _glyph(bmp, text, x + (CELL_W - 1 - 4 * len(text) + 1) // 2, 2)
    _bitmap.append((bmp, tiles))
    return _bitmap[0]


def _pal(colour):
    pal = displayio.Palette(1)
    pal[0] = colour
    return pal


class BoardView:
    """The board, the token, a move's path and the score panel, in `group`."""

    def __init__(self, group, legend=True):
        pal = displayio.Palette(len(_COLOURS))
        for i, c in enumerate(_COLOURS):
            pal[i] = c
        sheet, tiles = _paint()
        grid = displayio.TileGrid(sheet, pixel_shader=pal, width=9, height=ROWS,
                                  tile_width=CELL_W, tile_height=CELL_H, x=X0, y=Y0)
        for i in range(9 * ROWS):
            grid[i] = tiles[i]
        group.append(grid)
        gold = _pal(ui.GOLD)
        self.dots = []
        for _ in range(_MAX_DOTS):
            dot = vectorio.Rectangle(pixel_shader=gold, width=4, height=4, x=0, y=0)
            dot.hidden = True
            group.append(dot)
            self.dots.append(dot)
        self.ring = vectorio.Circle(pixel_shader=_pal(ui.BLACK), radius=5, x=0, y=0)
        self.token = vectorio.Circle(pixel_shader=_pal(ui.WHITE), radius=4, x=0, y=0)
        group.append(self.ring)
        group.append(self.token)
        self.score = []
        self.pegs = []
        for side in (0, 1):
            y = 13 + 26 * side
            self.score.append(ui.label(group, "", PANEL_X, y, SIDE_COLOURS[side]))
            self.pegs.append(ui.label(group, "", PANEL_X, y + 13, ui.GREY))
        if legend:
            names = ("B Blank", "W Wild", "2 Two", "X Cross")
            for i, name in enumerate(names):
                ui.label(group, name, PANEL_X, 65 + 12 * i, SPACE_COLOURS[i])

    def place(self, col, row):
        """Put the token on square (col, row)."""
        x, y = cell_xy(col, row)
        cx = x + (CELL_W - 1) // 2
        cy = y + (CELL_H - 1) // 2
        if self.token.x != cx or self.token.y != cy:
            self.token.x = self.ring.x = cx
            self.token.y = self.ring.y = cy

    def path(self, squares):
        """Gold dots on the squares of the move so far (col * 10 + row each), the last one not."""
        for i, dot in enumerate(self.dots):
            show = i < len(squares) - 1
            if show:
                x, y = cell_xy(squares[i] // 10, squares[i] % 10)
                dot.x = x + 4
                dot.y = y + 3
            if dot.hidden == show:
                dot.hidden = not show

    def panel(self, scores, pegs):
        """Each side's score and pegs."""
        for side in (0, 1):
            ui.show(self.score[side], "%s %d" % (SIDE_NAMES[side], scores[side]))
            text = pegs_text(pegs[side]) if pegs[side] else ""      # none yet: nothing
            ui.show(self.pegs[side], "pegs " + text if text and len(text) < 4 else text)
