"""BuyWord prices and the word judge: the companion tools and the game's arithmetic.

Tiles are written as letters: an upper-case letter is a letter tile, a
lower-case letter (or "?" in `pips`) is a Wild tile standing for it, worth 1 pip.
The price of n pips is n * n dollars, the same for buying and for selling.
"""

from bowengine.buyword import data as D


def letter_pips(ch):
    """Pips of one tile: "A"-"Z" a letter tile, "a"-"z" or "?" a Wild; -1 if no tile."""
    o = ord(ch) if len(ch) == 1 else 0
    if 65 <= o <= 90:
        return D.PIPS[o - 65]
    if 97 <= o <= 122 or o == 63:
        return D.WILD_PIPS
    return -1


def pips(letters):
    """Total pips of tiles written as letters; ValueError if one is not a tile."""
    total = 0
    for ch in letters:
        p = letter_pips(ch)
        if p < 0:
            raise ValueError("'%s' is not a tile: use letters A-Z (a-z or ? for a Wild)" % ch)
        total += p
    return total


def price(n):
    """Dollars for n pips (buying or selling): n squared."""
    return n * n


def quote(letters):
    """The price calculator: letters -> (pips, price in dollars)."""
    n = pips(letters)
    return n, n * n


def wilds_in(word):
    """How many Wilds (lower-case letters) a word written as tiles uses."""
    n = 0
    for ch in word:
        if "a" <= ch <= "z":
            n += 1
    return n


def judge(word, lexicon):
    """The word judge: word -> (valid, pips, price). A word typed all in one case is
    read as letter tiles; a lower-case letter inside an upper-case word is a Wild.
    A challenged word that is not valid costs its seller the penalty; a valid one
    costs the challenger (CHALLENGE_PENALTY, paid to the bank)."""
    if not word or not word.isalpha():
        return False, 0, 0
    tiles = word.upper() if word.islower() else word
    n = pips(tiles)
    valid = len(word) >= D.MIN_WORD and lexicon.contains(word.lower())
    return valid, n, n * n
