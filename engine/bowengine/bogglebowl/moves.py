"""Boggle Bowl: moving the token, scoring and the pegs (a mixin of BoggleBowl in rules.py)."""

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


class Moves:
    """The winner's steps: forward or sideways, never back or onto a square entered."""

    def _steps_open(self):
        fwd = 1 if self.mover == 0 else -1
        out = []
        for d in _DIRS:
            dc, dr = self._delta(d)
            if dr == -fwd:
                continue  # never backward (and never toward the opponent's row)
            c = self.col + dc
            r = self.row + dr
            if c < 0 or c >= data.WIDTH or (c * 10 + r) in self.path:
                continue
            out.append(d)
        return out

    def _delta(self, d):
        if d == "N":
            return 0, 1
        if d == "S":
            return 0, -1
        if d == "E":
            return 1, 0
        return -1, 0

    def _step(self, d):
        dc, dr = self._delta(d)
        self.col += dc
        self.row += dr
        self.steps -= 1
        self.path.append(self.col * 10 + self.row)
        if self.row == 0 or self.row == data.DEPTH + 1:
            self._score(data.SCORE_ROWS[self.mover][self.col])
            return
        if self.steps == 0:
            self._land()

    def _score(self, value):
        side = self.mover
        self.scores[side] += value
        self.pegs[side] = combine_pegs(self.pegs[side], value)
        self.col = data.START_COL
        self.row = data.START_ROW
        if self.scores[side] >= self.options["target"]:
            self.phase = _OVER
            self.steps = 0
            return
        self._land()

    def _land(self):
        self.space = data.space_at(self.col, self.row)
        self.phase = _PLAY
        self.mover = -1
        self.steps = 0
        self.path = []
        self._new_round()

    # ---- seeing -------------------------------------------------------------------
