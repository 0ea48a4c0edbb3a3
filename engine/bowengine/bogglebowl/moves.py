"""Boggle Bowl: moving the token, scoring and the pegs (rules.py imports it only while the token
moves; the companion scorekeeper takes Moves as a mixin)."""

from bowengine.bogglebowl import data

_PLAY = 0
_OVER = 2
_DIRS = ("N", "S", "E", "W")


def combine_pegs(pegs, value):
    """The pegs after scoring `value`: two pegs at most, each in a hole (rule book example)."""
    holes = data.HOLES
    if len(pegs) < data.PEGS:
        return sorted(pegs + [value])
    total = pegs[0] + pegs[1] + value
    if total in holes:
        return [total]
    lo, hi = min(pegs), max(pegs)
    for keep, move in ((lo, hi), (hi, lo)):  # leave the smaller peg, move the other up
        if move + value in holes:
            return sorted([keep, move + value])
    for a in holes:
        if total - a in holes:
            return [a, total - a]
    return [total]


def steps_open(g):
    """The directions game `g`'s mover may step now: forward or sideways, never back or onto a
    square entered."""
    fwd = 1 if g.mover == 0 else -1
    out = []
    for d in _DIRS:
        dc, dr = _delta(d)
        if dr == -fwd:
            continue  # never backward (and never toward the opponent's row)
        c = g.col + dc
        r = g.row + dr
        if c < 0 or c >= data.WIDTH or (c * 10 + r) in g.path:
            continue
        out.append(d)
    return out


def _delta(d):
    if d == "N":
        return 0, 1
    if d == "S":
        return 0, -1
    if d == "E":
        return 1, 0
    return -1, 0


def step(g, d):
    """Game `g`'s mover steps toward `d`: the token scores in a scoring row, or lands when
    the steps are used up (then g._new_round())."""
    dc, dr = _delta(d)
    g.col += dc
    g.row += dr
    g.steps -= 1
    g.path.append(g.col * 10 + g.row)
    if g.row == 0 or g.row == data.DEPTH + 1:
        _score(g, data.SCORE_ROWS[g.mover][g.col])
        return
    if g.steps == 0:
        _land(g)


def _score(g, value):
    side = g.mover
    g.scores[side] += value
    g.pegs[side] = combine_pegs(g.pegs[side], value)
    g.col = data.START_COL
    g.row = data.START_ROW
    if g.scores[side] >= g.options["target"]:
        g.phase = _OVER
        g.steps = 0
        return
    _land(g)


def _land(g):
    g.space = data.space_at(g.col, g.row)
    g.phase = _PLAY
    g.mover = -1
    g.steps = 0
    g.path = []
    g._new_round()


class Moves:
    """The winner's steps as a mixin (the scorekeeper's); BoggleBowl imports this module only
    while the token moves."""

    def _steps_open(self):
        return steps_open(self)

    def _step(self, d):
        step(self, d)
