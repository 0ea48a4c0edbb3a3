"""Boggle Bowl random play (BoggleBowl.random_action), imported only when a game is played
at random, so a game against people or the level bots never loads it."""

from bowengine.bogglebowl import data
from bowengine.bogglebowl.data import CROSS, TWO
from bowengine.bogglebowl.words import GAP, NTOK, counts, crossing, placeable, tokenize

_MOVE = 1
_ROLL = ("roll",)
_GAP = ("gap",)
_UNDO = ("undo",)
_DONE = ("done",)
_PLAN = [None]  # the last plan: (cubes and space, draft)


def random_action(g, player, rng):
    """An allowed action of `player` in game g; half the time it follows a real arrangement
    so games end."""
    legal = g.legal(player)
    if g.phase == _MOVE:
        return legal[rng.below(len(legal))]
    side = g.side_of(player)
    d = g.drafts[side]
    r = rng.below(32)
    if r == 0 and g.first < 0:
        return _ROLL
    if r < 3:
        return ("tick", 1 + rng.below(3000))
    if r == 3 and d:
        return _UNDO
    if r == 4:
        return _DONE
    if r > 6:
        plan = _plan(g, side)
        if len(d) < len(plan) and d == plan[:len(d)]:
            return ("add", plan[len(d)]) if plan[len(d)] != GAP else _GAP
        if d == plan:
            return _DONE
        return _UNDO if d else _DONE
    have = counts(g.faces[side])
    opts = [t for t in range(NTOK) if have[t] and placeable(d + [t], have, g.space)]
    if _GAP in legal:
        opts.append(GAP)
    if not opts:
        return _DONE
    t = opts[rng.below(len(opts))]
    return _GAP if t == GAP else ("add", t)


def _plan(g, side):
    # A real arrangement for random play, from the lexicon's anagram search; kept for reuse.
    key = (tuple(g.faces[side]), g.space)
    last = _PLAN[0]
    if last and last[0] == key:
        return last[1]
    have = counts(g.faces[side])
    first = _a_word(g.context["lexicon"], have, None)
    out = list(first) if first else []
    if first and (g.space == TWO or g.space == CROSS):
        rest = bytearray(have)
        for t in first:
            rest[t] -= 1
        cross = first if g.space == CROSS else None
        second = _a_word(g.context["lexicon"], rest, cross)
        out = (out + [GAP] + second) if second else []
    _PLAN[0] = (key, out)
    return out


def _a_word(lex, have, cross):
    """Tokens of the longest word (first met) the lexicon spells from token counts `have`
    (plus one letter of `cross`, which the word must use, on an X space), or None."""
    letters = ""
    for t in range(NTOK):
        if have[t]:
            letters += data.TOKENS[t].lower() * have[t]
    if cross:
        for t in cross:
            letters += data.TOKENS[t].lower()
    best = None
    for w in lex.anagrams(letters, 0, 2, 3000):
        toks = tokenize(w.upper())
        if toks is None or (best and len(toks) <= len(best)):
            continue
        if cross is None:
            if _fits(counts(toks), have):
                best = toks
        elif crossing([cross, toks], _plus(have, cross)) >= 0:
            best = toks
    return best


def _fits(need, have):
    for t in range(NTOK):
        if need[t] > have[t]:
            return False
    return True


def _plus(rest, word):
    have = bytearray(rest)
    for t in word:
        have[t] += 1
    return have
