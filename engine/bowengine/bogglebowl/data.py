"""Boggle Bowl components as data.

RECONSTRUCTION (game-data.md section 2.3 and 2.4): the cube faces, the board
grid, the map of space types and the scoring rows are not printed in the rule
book; these tables are a faithful proposal that can be replaced by real data
without touching the rules. Facts from the rule book: 11 cubes a side, one
token starting on the centre Blank space, four space types, 100 points wins.
"""

from micropython import const

SIDES = ("red", "blue")
CUBES_PER_SIDE = const(11)
TIMER_MS = const(10000)  # the 10-second sand timer
TARGET = const(100)  # first to 100 or more wins

# Letter tokens: 0-25 are A-Z, 26 is the "Qu" face (one cube, two letters).
QU = const(26)
TOKENS = ("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O",
          "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "QU")

# RECONSTRUCTION: both sets are identical (only the colour differs); "Q" here is the Qu face.
CUBES = ("AAEEGN", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX",
         "DELRVY", "EEGHNW", "EEINSU", "EIOSST", "HIMNQU")

# Space types, as stored in the state.
BLANK = const(0)  # one word
WILD = const(1)  # one or more words
TWO = const(2)  # exactly two words
CROSS = const(3)  # two words crossing on one shared letter (its cube counted once)
SPACE_NAMES = ("blank", "wild", "two", "cross")
SPACE_CODES = "BW2X"

# RECONSTRUCTION: the 9 x 7 field, row 7 (next to Red's scoring row) first; row 1 is next
# to Blue's. Columns a to i. The start space e4 is Blank.
WIDTH = const(9)
DEPTH = const(7)
FIELD = ("W2XBWBX2W",   # row 7
         "2BWX2XWB2",   # row 6
         "XWB2W2BWX",   # row 5
         "BX2WBW2XB",   # row 4
         "XWB2W2BWX",   # row 3
         "2BWX2XWB2",   # row 2
         "W2XBWBX2W")   # row 1
START_COL = const(4)  # e
START_ROW = const(4)
COLUMNS = "abcdefghi"

# RECONSTRUCTION: scoring rows, columns a to i. Red's is above row 7 (row 8), Blue's
# below row 1 (row 0). There is no 90 (rule book).
RED_ROW = (80, 60, 40, 20, 10, 30, 50, 70, 100)
BLUE_ROW = (100, 70, 50, 30, 10, 20, 40, 60, 80)
SCORE_ROWS = (RED_ROW, BLUE_ROW)
HOLES = (10, 20, 30, 40, 50, 60, 70, 80, 100)  # the peg holes of each side
PEGS = const(2)  # pegs per side


def space_at(col, row):
    """The space type (BLANK, WILD, TWO, CROSS) of field square (col 0-8, row 1-7)."""
    return SPACE_CODES.find(FIELD[DEPTH - row][col])


def square_name(col, row):
    """'e4' style name of a square (row 0 / 8 are the scoring rows)."""
    return "%s%d" % (COLUMNS[col], row)
