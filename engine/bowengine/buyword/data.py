"""BuyWord component data (../shared/game-data.md, section 1).

The die: six faces CHOICE, 2, 3, 4, 5, CHOICE (HIGH: several reviews agree).
On CHOICE the Leader picks how many tiles each player draws, from 2 to 5.

Letter tiles: counts and pips from the one public letter list (game-data.md 1.2,
MEDIUM-HIGH for pips, MEDIUM for counts): 107 tiles. The 108th tile is a
RECONSTRUCTION (no source gives it): one more I, so A, I and O have 8 each and
the bag holds 108 tiles with 182 pips. Replace RECONSTRUCTION_108TH_TILE (or the
counts) when real data turns up; nothing else depends on it.
"""

CHOICE = 0
DIE_FACES = (CHOICE, 2, 3, 4, 5, CHOICE)
CHOICE_LOW = 2
CHOICE_HIGH = 5

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Pips on each letter tile, A to Z (1: AEINORSTU, 2: CDGHKLP, 3: BFMVWY, 4: JQXZ).
PIPS = b"\x01\x03\x02\x02\x01\x03\x02\x02\x01\x04\x02\x02\x03\x01\x01\x02\x04\x01\x01\x01\x01\x03\x03\x04\x03\x04"
# Tiles of each letter in the source list, A to Z: 107 tiles, 181 pips.
SOURCE_COUNTS = b"\x08\x02\x04\x04\x0a\x03\x04\x04\x07\x02\x02\x04\x03\x06\x08\x04\x01\x06\x05\x06\x04\x03\x02\x01\x02\x02"
# RECONSTRUCTION: the 108th tile (game-data.md 1.2; the other candidate was an E).
RECONSTRUCTION_108TH_TILE = "I"


def _counts():
    c = bytearray(SOURCE_COUNTS)
    c[ord(RECONSTRUCTION_108TH_TILE) - 65] += 1
    return bytes(c)


COUNTS = _counts()          # the bag: 108 letter tiles, 182 pips
TILES = 108
TOTAL_PIPS = 182

WILD_PIPS = 1               # a Wild tile is worth 1 pip (HIGH)
WILD_TILES = 9              # in the box
WILDS = (8, 4, 3, 2)        # Wilds each player takes, by number of players 1-4
START_MONEY = 200           # 2x$50, 3x$20, 2x$10, 3x$5, 5x$1
START_BILLS = ((50, 2), (20, 3), (10, 2), (5, 3), (1, 5))
TILE_LIMIT = 8              # letter tiles a player may keep at a round's end (Wilds not counted)
CHALLENGE_PENALTY = 20      # the loser of a challenge pays the bank
PRICE_LIST_TOP = 40         # the printed price lists go from 1 to 40 pips
MIN_WORD = 2                # the dictionary holds no one-letter words

# Solitaire rating of the final money (seed 001).
SOLO_SCALE = ((1000, "outstanding"), (900, "good"), (800, "fair"))
