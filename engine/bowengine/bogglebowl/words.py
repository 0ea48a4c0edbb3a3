"""Word arrangements on a side's cubes: letter tokens, placing, counting cubes.

A token is 0-25 for A-Z or 26 (QU) for the Qu face; a draft is a list of
tokens with GAP between words. The rules, the solver and the bots share these.
"""

from micropython import const

from bowengine.bogglebowl.data import BLANK, CROSS, QU, TOKENS, TWO

GAP = const(27)
NTOK = const(27)


def counts(tokens):
    """A bytearray of how many times each token occurs (gaps ignored)."""
    c = bytearray(NTOK)
    for t in tokens:
        if t < NTOK:
            c[t] += 1
    return c


def split(draft):
    """The words of a draft as lists of tokens (empty pieces dropped)."""
    words = []
    cur = []
    for t in draft:
        if t == GAP:
            if cur:
                words.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur:
        words.append(cur)
    return words


def spell(tokens):
    """The letters of a list of tokens, e.g. [26, 8, 19] -> 'QUIT'."""
    return "".join([TOKENS[t] for t in tokens])


def tokenize(word):
    """Tokens of an upper-case word (QU -> the Qu token), or None if it has a Q without U."""
    out = []
    i = 0
    n = len(word)
    while i < n:
        c = ord(word[i]) - 65
        if c < 0 or c > 25:
            return None
        if c == 16:  # Q: only on the Qu face
            if i + 1 >= n or word[i + 1] != "U":
                return None
            out.append(QU)
            i += 2
            continue
        out.append(c)
        i += 1
    return out


def crossing(words, have):
    """For two words on an X space: the token they cross on, or -1 if they cannot be placed.

    The two words share one cube; every other letter needs a cube of its own."""
    if len(words) != 2:
        return -1
    need = counts(words[0] + words[1])
    first = counts(words[0])
    second = counts(words[1])
    over = -1
    for t in range(NTOK):
        if need[t] > have[t]:
            if need[t] - have[t] > 1 or over >= 0:
                return -1
            over = t
    if over >= 0:
        return over if first[over] and second[over] else -1
    for t in range(NTOK):
        if first[t] and second[t]:
            return t
    return -1


def placeable(draft, have, space):
    """Can the draft (possibly unfinished) be laid out on cubes with token counts `have`?"""
    words = split(draft)
    gaps = 0
    for t in draft:
        if t == GAP:
            gaps += 1
    if space == BLANK and gaps:
        return False
    if (space == TWO or space == CROSS) and gaps > 1:
        return False
    need = counts(draft)
    if space != CROSS or len(words) < 2:
        for t in range(NTOK):
            if need[t] > have[t]:
                return False
        return True
    # X, second word under way: at most one letter over, and it must be in both words.
    first = counts(words[0])
    over = 0
    for t in range(NTOK):
        if need[t] > have[t]:
            over += need[t] - have[t]
            if not first[t]:
                return False
    return over <= 1


def cubes_used(draft, have, space, lexicon):
    """The cubes a finished arrangement counts: 0 if it breaks the space's rule or misspells."""
    words = split(draft)
    n = len(words)
    if n == 0:
        return 0
    if (space == BLANK and n != 1) or ((space == TWO or space == CROSS) and n != 2):
        return 0
    total = 0
    for w in words:
        if len(spell(w)) < 2 or not lexicon.contains(spell(w).lower()):
            return 0
        total += len(w)
    if space == CROSS:
        if crossing(words, have) < 0:
            return 0
        return total - 1
    need = counts(draft)
    for t in range(NTOK):
        if need[t] > have[t]:
            return 0
    return total
