"""Boggle Bowl's cube roller: both colours' 11 letter cubes, rolled and re-rolled.

Actions: ("roll",) rolls both sets; ("roll", side) re-rolls one set (0 red, 1 blue);
("done",) leaves the tool. The faces are the game's own (bogglebowl.data.CUBES); rolls
come from the state's seeded PRNG.
"""

from bowengine.bogglebowl import data
from bowengine.contract import Game

_ROLL = ("roll",)
_DONE = ("done",)
_ROLL_SIDE = ("roll", range(0, 2))


def roll_set(rng):
    """The top faces of one set of 11 cubes, as letter tokens (0-25 A-Z, 26 the Qu face)."""
    out = []
    for faces in data.CUBES:
        t = ord(faces[rng.below(6)]) - 65
        out.append(data.QU if t == 16 else t)
    return out


def letters(tokens):
    """The faces as text, e.g. ['A', 'QU', ...]."""
    return [data.TOKENS[t] for t in tokens]


class Cubes(Game):
    """Two sets of 11 Boggle Bowl cubes (red and blue); either or both can be rolled."""

    NAME = "cubes"
    FIELDS = ("faces", "rolls", "done")
    RARE = (_DONE,)

    def setup(self):
        self.faces = [[], []]
        self.rolls = [0, 0]
        self.done = False

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        return [_ROLL, _ROLL_SIDE, _DONE] if player in self.waiting_for() else []

    def _apply(self, player, action):
        if action == _DONE:
            self.done = True
            return
        sides = (0, 1) if len(action) == 1 else (action[1],)
        for side in sides:
            self.faces[side] = roll_set(self.rng)
            self.rolls[side] += 1

    def view(self, player):
        return {"faces": [list(self.faces[0]), list(self.faces[1])],
                "letters": [letters(self.faces[0]), letters(self.faces[1])],
                "rolls": list(self.rolls), "done": self.done}

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "rolls": list(self.rolls)}
