"""Boggle Bowl's scorekeeper: the token on the board, the pegs per side, and each round's
winner and cube difference, moved along a chosen orthogonal path (the game's own rules).

Actions: ("win", side, diff): side 0 (red) or 1 (blue) won the round by diff cubes;
("step", d): the winner moves the token one square, d in N S E W (forward or sideways,
never back, never onto a square entered in the same move; reaching the scoring row
scores its number, pegs go in, the token returns to the centre); ("done",) leaves.
The board, scoring rows and peg logic are bogglebowl.data and bogglebowl.moves.
"""

from micropython import const

from bowengine.bogglebowl import data
from bowengine.bogglebowl.moves import Moves
from bowengine.contract import Game

_ENTER = const(0)
_MOVE = const(1)
_OVER = const(2)
_PHASES = ("enter", "move", "over")
_DONE = ("done",)
_WIN = ("win", range(0, 2), range(1, data.CUBES_PER_SIDE + 1))


class Scorekeeper(Moves, Game):
    """The board's token and pegs for two sides, moved by the rounds entered."""

    NAME = "scorekeeper"
    OPTIONS = {"target": data.TARGET}
    FIELDS = ("phase", "col", "row", "space", "mover", "steps", "path", "scores", "pegs",
              "rounds", "done")
    RARE = (_DONE,)

    def check_options(self, opts):
        if not 10 <= opts["target"] <= 1000:
            raise ValueError("target must be 10 to 1000 points")

    def setup(self):
        self.phase = _ENTER
        self.col = data.START_COL
        self.row = data.START_ROW
        self.space = data.BLANK
        self.mover = -1
        self.steps = 0
        self.path = []
        self.scores = [0, 0]
        self.pegs = [[], []]
        self.rounds = 0
        self.done = False

    def _new_round(self):
        """Moves._land calls this after the token lands: the next round is entered."""

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        if self.phase == _MOVE:
            return [("step", d) for d in self._steps_open()] + [_DONE]
        if self.phase == _OVER:
            return [_DONE]
        return [_WIN, _DONE]

    def _apply(self, player, action):
        kind = action[0]
        if kind == "done":
            self.done = True
        elif kind == "win":
            self.rounds += 1
            self.mover = action[1]
            self.steps = action[2]
            self.path = [self.col * 10 + self.row]
            self.phase = _MOVE
        else:
            self._step(action[1])

    def view(self, player):
        return {"phase": _PHASES[self.phase], "col": self.col, "row": self.row,
                "token": data.square_name(self.col, self.row),
                "space": data.SPACE_NAMES[self.space],
                "mover": data.SIDES[self.mover] if self.mover >= 0 else None,
                "steps": self.steps, "path": list(self.path), "scores": list(self.scores),
                "pegs": [list(self.pegs[0]), list(self.pegs[1])], "rounds": self.rounds,
                "target": self.options["target"], "done": self.done}

    def result(self):
        if not self.done and self.phase != _OVER:
            return None
        won = [s for s in (0, 1) if self.scores[s] >= self.options["target"]]
        return {"winners": won, "scores": list(self.scores),
                "pegs": [list(self.pegs[0]), list(self.pegs[1])], "rounds": self.rounds}
