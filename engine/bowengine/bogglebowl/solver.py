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

Sub-multisets of the cubes are ints with a field per distinct letter and a
guard bit above each field, so "fits" is one subtraction (22 bits at most).
Ties go to the candidate met first with words in order (most cubes, then the
alphabetical), so the answer is the same on every run and on the device.
"""

from array import array

from bowengine.bogglebowl.data import BLANK, CROSS, TWO
from bowengine.bogglebowl.search import Multi, scratch, words_from


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
    sizes = ws.sizes
    m = ws.m
    codes = ws.codes
    if space == TWO or space == CROSS:
        picks, best, tok = _pairs(m, ws, sizes, codes, space == CROSS, len(faces))
        return picks, best, nodes, cut, tok
    best, picks = _wild(m, ws, sizes, codes, len(faces), tick)
    return picks, best, nodes, cut, -1


def _by_size(ws):
    # Sorts the words most cubes first, found order within a size, in place (a counting
    # sort's order in the scratch index array, then applied by _permute).
    n = len(ws)
    sizes = ws.sizes
    order = scratch()[2]
    k = 0
    top = 0
    for i in range(n):
        if sizes[i] > top:
            top = sizes[i]
    for s in range(top, 0, -1):
        for i in range(n):
            if sizes[i] == s:
                order[k] = i
                k += 1
    _permute(ws.codes, sizes, order, n)


def _permute(codes, sizes, order, n):
    # codes[j], sizes[j] = codes[order[j]], sizes[order[j]] for every j, in place: cycle by
    # cycle, the places done marked by the high bit of their size (sizes are < 0x80).
    for start in range(n):
        if sizes[start] & 0x80:
            continue
        c = codes[start]
        z = sizes[start]
        j = start
        while True:
            src = order[j]
            if src == start:
                codes[j] = c
                sizes[j] = z | 0x80
                break
            codes[j] = codes[src]
            sizes[j] = sizes[src] | 0x80
            j = src
    for i in range(n):
        sizes[i] &= 0x7F


def _pairs(m, ws, sizes, codes, cross, total):
    best = 0
    bi = bj = -1
    tok = -1
    extra = 1 if cross else 0
    n = len(ws)
    cap = m.cap
    at = array("H", bytes(2 * (total + 3)))  # at[s]: the first position of a word of <= s cubes
    k = 0
    for s in range(total + 2, -1, -1):
        while k < n and sizes[k] > s:
            k += 1
        at[s] = k
    for i in range(n):
        li = sizes[i]
        if 2 * li - extra <= best or best >= total:
            break
        rem = cap - codes[i]
        room = total + extra - li
        if room < 2:
            continue
        start = at[room] if room <= total + 2 else 0
        for j in range(start if start > i else i, n):
            lj = sizes[j]
            if li + lj - extra <= best:
                break
            x = -1
            if cross:
                x = _cross_ok(m, rem, codes[i], codes[j])
                ok = x >= 0
            else:
                ok = m.fits(rem, codes[j])
            if ok:
                best = li + lj - extra
                bi, bj, tok = i, j, x
                break
    if bi < 0:
        return [], 0, -1
    return ws.words([bi, bj]), best, tok


def _cross_ok(m, rem, code_i, code_j):
    # The token two words can cross on (the second's copy of it on the first's cube), or -1.
    for t in m.toks:
        mask = m.mask[t]
        if code_i & mask and code_j & mask:
            if m.fits(rem + (1 << m.off[t]), code_j):
                return t
    return -1


def crossing_of(faces, a, b):
    """The token two words (token lists) of an X arrangement cross on, or -1."""
    m = Multi(faces)
    ca = m.code(a)
    return _cross_ok(m, m.cap - ca, ca, m.code(b))


def _wild(m, ws, sizes, codes, total, tick=None):
    """(best cubes, words): f(rem) = the most cubes words can cover in rem.

    The lowest letter left in rem is either left unused or covered by a word, and a
    word that fits rem and holds it has it as its own lowest letter: so the words
    are grouped by their lowest letter. Memo tables are indexed by sub-multiset."""
    n = len(ws)
    sc = scratch()
    low = sc[3]  # each word's lowest letter, until the memo takes the table
    nt = len(m.toks)
    for i in range(n):
        r = 0
        while r < nt and not codes[i] & m.mask[m.toks[r]]:
            r += 1
        low[i] = r
    order = sc[2]  # the words grouped by lowest letter (longest first), then put in that order
    first = array("H", bytes(2 * (nt + 1)))  # group r: words first[r] to first[r + 1] - 1
    k = 0
    for r in range(nt):
        first[r] = k
        for i in range(n):
            if low[i] == r:
                order[k] = i
                k += 1
    first[nt] = k
    _permute(codes, sizes, order, n)
    widx = order  # now each word's index among the sub-multisets
    for i in range(n):
        c = 0
        for t in m.toks:
            c += ((codes[i] & m.mask[t]) >> m.off[t]) * m.stride[t]
        widx[i] = c
    memo = sc[3]  # best + 1; 0 = not yet known
    for i in range(m.states):
        memo[i] = 0
    stride = [m.stride[t] for t in m.toks]
    offs = [m.off[t] for t in m.toks]
    masks = [m.mask[t] for t in m.toks]

    def f(rem, idx, size):
        # Depth-first with the open states on a list, not the call stack (a board's pystack
        # holds a few frames): a state is [rem, idx, size, lowest letter, best so far, the
        # option being tried (-2 none yet, -1 leaving the lowest letter, else a word), the
        # cubes that option adds].
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
                    while not rem & masks[r]:
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
                rem, idx, size = st[0] - (1 << offs[r]), st[1] - stride[r], st[2] - 1
                continue
            end = first[r + 1]
            while i < end and not m.fits(st[0], codes[i]):
                i += 1
            st[5] = i
            if i < end:                     # then each word that holds it
                st[6] = sizes[i]
                rem, idx, size = st[0] - codes[i], st[1] - widx[i], st[2] - sizes[i]
                continue
            stack.pop()                     # every option tried: the state is known
            memo[st[1]] = st[4] + 1
            value = st[4]
            known += 1
            if tick and not known & 255:
                tick()

    best = f(m.cap, m.states - 1, total)
    # Walk the choices back without storing them: the first option (leaving the lowest
    # letter, then each word in order) that reaches a state's best is the one f took.
    picks = []  # indexes of the words taken, found in one walk at the end
    rem = m.cap
    idx = m.states - 1
    size = total
    while rem:
        v = f(rem, idx, size)
        if v == 0:
            break
        r = 0
        while not rem & masks[r]:
            r += 1
        if f(rem - (1 << offs[r]), idx - stride[r], size - 1) == v:
            rem -= 1 << offs[r]
            idx -= stride[r]
            size -= 1
            continue
        for i in range(first[r], first[r + 1]):
            c = codes[i]
            if m.fits(rem, c) and sizes[i] + f(rem - c, idx - widx[i], size - sizes[i]) == v:
                picks.append(i)
                rem -= c
                idx -= widx[i]
                size -= sizes[i]
                break
    return best, ws.words(picks)
