"""The Boggle Bowl solver: the arrangement that uses the most cubes on a space.

Step 1 walks the dictionary graph (the lexicon's edge lists, as its own
anagram search does) over the side's cubes, with the Qu face taking a "q"
edge and then the "u" edge after it as one cube; it visits at most `budget`
nodes (0: no limit) and collects every word the cubes can make. Step 2
combines those words for the space:

  blank  the word with the most cubes
  two    two words whose cubes fit together
  cross  two words sharing one cube (a letter in both): n1 + n2 - 1 cubes
  wild   one or more words: an exact packing over sub-multisets of the cubes,
         memoised (at most 2**11 of them), branching on the lowest letter left

Sub-multisets of the cubes are ints with a field per distinct letter (at most 11
bits: search.Multi), spread out with a guard bit above each field where "fits" is
one subtraction (22 bits at most).
Ties go to the candidate met first with words in order (most cubes, then the
alphabetical), so the answer is the same on every run and on the device.
"""

from array import array

from micropython import const

from bowengine.bogglebowl import scratch
from bowengine.bogglebowl.data import BLANK, CROSS, TWO
from bowengine.bogglebowl.search import CODE, SIZE, Multi, words_from

_MARK = const(0x8000)  # a word's entry moved by _permute (codes and sizes use 15 bits)


def solve(faces, space, lex, budget=0, tick=None):
    """(words as token lists, cubes used, nodes visited, cut, crossing token or -1).

    Ties: the word or pair met first, words taken longest first and, within a
    length, in the dictionary graph's order (the same on every machine). `tick`, if
    given, is called every 256 nodes of the walks and 256 states of the packing."""
    ws, nodes, cut = words_from(lex, faces, budget, tick)
    n = len(ws)
    if not n:
        return [], 0, nodes, cut, -1
    if space == BLANK:  # the first word met of the most cubes: no sort, no second walk
        return [ws.best], ws.top, nodes, cut, -1
    _by_size(ws)
    m = ws.m
    codes = ws.codes
    if space == TWO or space == CROSS:
        picks, best, tok = _pairs(m, ws, codes, space == CROSS, len(faces))
        return picks, best, nodes, cut, tok
    best, picks = _wild(m, ws, codes, len(faces), tick)
    return picks, best, nodes, cut, -1


def _by_size(ws):
    # Sorts the words most cubes first, found order within a size, in place (a counting
    # sort's order in the scratch index array, then applied by _permute).
    n = len(ws)
    codes = ws.codes
    order = scratch()[1]
    k = 0
    for s in range(ws.top, 0, -1):
        for i in range(n):
            if codes[i] >> SIZE == s:
                order[k] = i
                k += 1
    _permute(codes, order, n)


def _permute(codes, order, n):
    # codes[j] = codes[order[j]] for every j, in place: cycle by cycle, the places done
    # marked by the high bit of their entry.
    for start in range(n):
        if codes[start] & _MARK:
            continue
        c = codes[start]
        j = start
        while True:
            src = order[j]
            if src == start:
                codes[j] = c | _MARK
                break
            codes[j] = codes[src] | _MARK
            j = src
    for i in range(n):
        codes[i] &= ~_MARK


def _pairs(m, ws, codes, cross, total):
    best = 0
    bi = bj = -1
    tok = -1
    extra = 1 if cross else 0
    n = len(ws)
    room_all = m.room
    lo = m.lo
    hi = m.hi
    at = array("H", bytes(2 * (total + 3)))  # at[s]: the first position of a word of <= s cubes
    k = 0
    for s in range(total + 2, -1, -1):
        while k < n and codes[k] >> SIZE > s:
            k += 1
        at[s] = k
    for i in range(n):
        ci = codes[i]
        li = ci >> SIZE
        ci &= CODE
        if 2 * li - extra <= best or best >= total:
            break
        rem = room_all - (lo[ci & 63] + hi[ci >> 6])
        room = total + extra - li
        if room < 2:
            continue
        start = at[room] if room <= total + 2 else 0
        for j in range(start if start > i else i, n):
            cj = codes[j]
            lj = cj >> SIZE
            if li + lj - extra <= best:
                break
            cj &= CODE
            x = -1
            if cross:
                x = _cross_ok(m, rem, ci, cj)
                ok = x >= 0
            else:
                ok = m.fits(rem, lo[cj & 63] + hi[cj >> 6])
            if ok:
                best = li + lj - extra
                bi, bj, tok = i, j, x
                break
    if bi < 0:
        return [], 0, -1
    return ws.words([bi, bj]), best, tok


def _cross_ok(m, rem, code_i, code_j):
    # The token two words can cross on (the second's copy of it on the first's cube), or -1;
    # rem: what the first word leaves, spread out (Multi.ex).
    for t in m.toks:
        mask = m.mask[t]
        if code_i & mask and code_j & mask:
            if m.fits(rem + (1 << m.goff[t]), m.ex(code_j)):
                return t
    return -1


def crossing_of(faces, a, b):
    """The token two words (token lists) of an X arrangement cross on, or -1."""
    m = Multi(faces)
    have = m.have
    for w in (a, b):  # (a code holds no more of a letter than the cubes show)
        for t in w:
            if t >= len(have) or w.count(t) > have[t]:
                return -1
    ca = m.code(a)
    return _cross_ok(m, m.room - m.ex(ca), ca, m.code(b))


def _wild(m, ws, codes, total, tick=None):
    """(best cubes, words): f(rem) = the most cubes words can cover in rem.

    The lowest letter left in rem is either left unused or covered by a word, and a
    word that fits rem and holds it has it as its own lowest letter: so the words
    are grouped by their lowest letter. The memo table is indexed by sub-multiset code."""
    n = len(ws)
    sc = scratch()
    low = sc[2]  # each word's lowest letter, until the memo takes the table
    nt = len(m.toks)
    for i in range(n):
        r = 0
        while r < nt and not codes[i] & m.mask[m.toks[r]]:
            r += 1
        low[i] = r
    order = sc[1]  # the words grouped by lowest letter (longest first), then put in that order
    first = array("H", bytes(2 * (nt + 1)))  # group r: words first[r] to first[r + 1] - 1
    k = 0
    for r in range(nt):
        first[r] = k
        for i in range(n):
            if low[i] == r:
                order[k] = i
                k += 1
    first[nt] = k
    _permute(codes, order, n)
    memo = sc[2]  # best + 1 by code; 0 = not yet known
    for i in range(m.cap + 1):
        memo[i] = 0
    ones = [1 << m.off[t] for t in m.toks]  # one cube of each letter: as a code, spread out
    gones = [1 << m.goff[t] for t in m.toks]
    masks = [m.mask[t] for t in m.toks]
    lo = m.lo
    hi = m.hi
    g = m.guard

    def f(rem, idx, size):
        # rem: what is left, spread out (Multi.ex); idx: its code. Depth-first with the open
        # states on a list, not the call stack (a board's pystack holds a few frames): a
        # state is [rem, idx, size, lowest letter, best so far, the option being tried (-2
        # none yet, -1 leaving the lowest letter, else a word), the cubes that option adds].
        stack = []
        value = None
        known = 0  # states worked out by this call
        while True:
            if value is None:               # enter the state (rem, idx, size)
                if rem == 0:
                    value = 0
                elif memo[idx]:
                    value = memo[idx] - 1
                else:
                    r = 0
                    while not idx & masks[r]:
                        r += 1
                    stack.append([rem, idx, size, r, -1, -2, 0])
            if not stack:
                return value
            st = stack[-1]
            r = st[3]
            i = st[5]
            if value is not None:           # the option tried last is worth value + its cubes
                v = value + st[6]
                value = None
                if v > st[4]:
                    st[4] = v
                if i == -1:
                    i = first[r] if st[4] < st[2] else first[r + 1]
                else:
                    i = first[r + 1] if st[4] == st[2] else i + 1
            elif i == -2:                   # first: leave the lowest letter unused
                st[5] = -1
                st[6] = 0
                rem, idx, size = st[0] - gones[r], st[1] - ones[r], st[2] - 1
                continue
            end = first[r + 1]
            rem = st[0] | g
            while i < end:
                c = codes[i] & CODE
                w = lo[c & 63] + hi[c >> 6]
                if (rem - w) & g == g:
                    break
                i += 1
            st[5] = i
            if i < end:                     # then each word that holds it
                z = codes[i] >> SIZE
                st[6] = z
                rem, idx, size = st[0] - w, st[1] - c, st[2] - z
                continue
            stack.pop()                     # every option tried: the state is known
            memo[st[1]] = st[4] + 1
            value = st[4]
            known += 1
            if tick and not known & 255:
                tick()

    best = f(m.room, m.cap, total)
    # Walk the choices back without storing them: the first option (leaving the lowest
    # letter, then each word in order) that reaches a state's best is the one f took.
    picks = []  # indexes of the words taken, found in one walk at the end
    rem = m.room
    idx = m.cap
    size = total
    while rem:
        v = f(rem, idx, size)
        if v == 0:
            break
        r = 0
        while not idx & masks[r]:
            r += 1
        if f(rem - gones[r], idx - ones[r], size - 1) == v:
            rem -= gones[r]
            idx -= ones[r]
            size -= 1
            continue
        for i in range(first[r], first[r + 1]):
            c = codes[i] & CODE
            w = m.ex(c)
            z = codes[i] >> SIZE
            if m.fits(rem, w) and z + f(rem - w, idx - c, size - z) == v:
                picks.append(i)
                rem -= w
                idx -= c
                size -= z
                break
    return best, ws.words(picks)
