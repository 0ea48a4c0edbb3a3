"""Where a bot steers the token: the path (straight, zig-zag or mixed) to the best end.

The winner's steps go forward or sideways, never back, never onto a square
entered in the same move, and entering the scoring row ends the move. An end is
worth, in hundredths of a point:
  scoring   the square's value x 100
  landing   the best scoring square's value discounted by the steps still to go
            to it (DECAY), plus the bot's bonus for the space type landed on
            (`bonus[space]`: how much better it plays that type than the opponent)
The best end is found row by row from the scoring row back (a row's table: for
each column and steps left on entering it, the best end), so the work is a few
thousand integer operations and two small tables, never a list of every path.
"""

from bowengine.bogglebowl.data import DEPTH, SCORE_ROWS, WIDTH, space_at

# Hundredths kept of a scoring square's value with n steps still needed to reach it: the
# token moves on only if this side wins the next round too (and by enough), so a square
# one step short of 30 is worth a little more than a sure 10, and less than a sure 30.
DECAY = bytes((100, 40, 25, 16, 10, 7, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0))


def potential(values, col, to_go):
    """The best scoring square's value x DECAY of the steps to reach it from `col`,
    `to_go` rows before the scoring row."""
    best = 0
    for c in range(WIDTH):
        n = to_go + (c - col if c > col else col - c)
        v = values[c] * DECAY[n if n < 20 else 19]
        if v > best:
            best = v
    return best


class _Ends:
    """The worth of every end for one side: landing on (col, row), or scoring."""

    def __init__(self, side, bonus):
        self.fwd = 1 if side == 0 else -1
        self.goal = DEPTH + 1 if side == 0 else 0
        self.values = SCORE_ROWS[side]
        self.bonus = bonus

    def land(self, col, row):
        to_go = self.goal - row if self.fwd > 0 else row
        return potential(self.values, col, to_go) + self.bonus[space_at(col, row)]

    def ahead(self, col, row, left, nxt):
        """Worth of stepping forward from (col, row) with `left` steps after the step."""
        if row + self.fwd == self.goal:
            return self.values[col] * 100
        if nxt is None:
            return -1
        return nxt[col * 12 + left]

    def in_row(self, col, row, way, s, nxt):
        """Best worth from (col, row) with s steps left, having come along the row in
        direction `way` (0: just entered the row; +1 east; -1 west)."""
        if s == 0:
            return self.land(col, row)
        best = self.ahead(col, row, s - 1, nxt)
        for dc in (1, -1):
            if way == -dc:
                continue  # back along the row: onto a square entered this move
            for k in range(1, s + 1):
                c = col + dc * k
                if c < 0 or c >= WIDTH:
                    break
                v = self.land(c, row) if k == s else self.ahead(c, row, s - k - 1, nxt)
                if v > best:
                    best = v
        return best


def choose_step(view, legal, bonus):
    """The first step of the path to the best end for the moving side (view of the mover)."""
    side = 0 if view["side"] == "red" else 1
    ends = _Ends(side, bonus)
    col, row, s = view["col"], view["row"], view["steps"]
    fwd = ends.fwd
    # tables for the rows ahead, from the farthest reachable back to the next row
    far = row + fwd * s
    if (far - ends.goal) * fwd >= 0:
        far = ends.goal - fwd
    nxt = None
    r = far
    while (r - row) * fwd > 0:
        table = [-1] * (WIDTH * 12)
        for c in range(WIDTH):
            for left in range(s):
                table[c * 12 + left] = ends.in_row(c, r, 0, left, nxt)
        nxt = table
        r -= fwd
    best = None  # (legal holds no step back along the row: a square entered this move)
    top = -2
    for d, dc in (("N" if fwd > 0 else "S", 0), ("E", 1), ("W", -1)):
        if ("step", d) not in legal:
            continue
        if dc == 0:
            v = ends.ahead(col, row, s - 1, nxt)
        else:
            v = ends.in_row(col + dc, row, dc, s - 1, nxt)
        if v > top:
            top = v
            best = ("step", d)
    return best if best else legal[0]
