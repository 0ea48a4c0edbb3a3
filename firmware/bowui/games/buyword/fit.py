"""A BuyWord line fitted to the screen's width: words shortened, never a number (issue 40: "P2 sold
DoCUDRAMAS for $22" when it was $225). A module of its own: the turn screens and the reviews
use it, and neither imports the other's module for it."""

from bowui import ui


def fit(text, cols=ui.COLS):
    """`text` in `cols` columns, never a number cut: at most two of its longest words without
    a digit are shortened (to 4 letters, else to 1), each cut marked "." ("DoCUDRAMAS" ->
    "DoCUDRAM."); where that is not enough it ends at a whole word, marked "..."."""
    if len(text) <= cols:
        return text
    for least in (4, 1):
        words = text.split(" ")
        over = len(text) - cols
        for _ in range(2):
            i = -1
            for k in range(len(words)):      # the longest word that can lose a letter, no digit
                w = words[k]
                if len(w) > least + 1 and w[-1] != "." and (i < 0 or len(w) > len(words[i])):
                    digit = False
                    for ch in w:
                        digit = digit or "0" <= ch <= "9"
                    i = i if digit else k
            if i >= 0 and over > 0:
                w = words[i]
                keep = max(least, len(w) - over - 1)
                words[i] = w[:keep] + "."
                over -= len(w) - keep - 1
        if over <= 0:
            return " ".join(words)
    words = text.split(" ")
    while words and len(" ".join(words)) + 3 > cols:
        words.pop()
    return " ".join(words) + "..."
