"""BuyWord's shared pieces: the phases of a round and letter tiles as strings and counts."""

from bowengine.buyword import data as D

ROLL = 0
CHOOSE = 1
DRAFT = 2
BUY = 3
OFFER = 4
SELL = 5
CHALLENGE = 6
OVER = 7
AUCTION = 8     # the tile auction option (auction.py)
TRADE = 9       # the letter trading option (trading.py)
PHASES = ("roll", "choose", "draft", "buy", "offer", "sell", "challenge", "over", "auction", "trade")


def counts_of(letters):
    """Letter tiles (upper case) as 26 counts."""
    c = bytearray(26)
    for ch in letters:
        c[ord(ch) - 65] += 1
    return c


def distinct(letters):
    """The different letters of a sorted string, in order."""
    out = []
    for ch in letters:
        if not out or out[-1] != ch:
            out.append(ch)
    return out


def letters_of(counts):
    """26 counts as a sorted string of letters."""
    out = []
    for i in range(26):
        if counts[i]:
            out.append(D.LETTERS[i] * counts[i])
    return "".join(out)
