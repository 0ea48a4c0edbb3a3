"""Boggle Bowl: what each seat sees, the result, why an action is refused.

A mixin of BoggleBowl (rules.py), kept apart so each module compiles in a small heap.
"""

from bowengine.bogglebowl import data
from bowengine.bogglebowl.data import CROSS
from bowengine.bogglebowl.words import NTOK, counts, spell, split
from bowengine.contract import Game

_PLAY = 0
_MOVE = 1
_OVER = 2
_PHASES = ("play", "move", "over")


class Seeing:
    """view, result, explain and random_action of BoggleBowl."""

    def explain(self, player, action):
        if (isinstance(action, tuple) and len(action) == 2 and action[0] == "add"
                and player in self.waiting_for() and self.phase == _PLAY
                and isinstance(action[1], int) and 0 <= action[1] < NTOK):
            letter = data.TOKENS[action[1]]
            side = self.side_of(player)
            have = counts(self.faces[side])
            if not have[action[1]]:
                return "no cube of yours shows %s (your cubes: %s)" % (
                    letter, " ".join([data.TOKENS[t] for t in self.faces[side]]))
            if self.space == CROSS and len(split(self.drafts[side])) == 2:
                return ("every cube showing %s is used: on an X space only the one letter the two "
                        "words cross on may share a cube" % letter)
            return "every cube showing %s is already used (a cube is used once)" % letter
        if isinstance(action, tuple) and action and action[0] == "gap" and self.phase == _PLAY:
            return "a %s space takes %s" % (data.SPACE_NAMES[self.space], (
                "one word", "", "two words", "two crossing words")[self.space])
        return Game.explain(self, player, action)

    # ---- applying -----------------------------------------------------------------
    def view(self, player):
        side = self.side_of(player)
        other = 1 - side
        v = {"side": data.SIDES[side], "phase": _PHASES[self.phase],
             "space": data.SPACE_NAMES[self.space],
             "token": data.square_name(self.col, self.row), "col": self.col, "row": self.row,
             "scores": list(self.scores), "pegs": [list(self.pegs[0]), list(self.pegs[1])],
             "round": self.rounds, "controller": self.controller(side) == player,
             "cubes": list(self.faces[side]), "their_cubes": list(self.faces[other]),
             "draft": list(self.drafts[side]),
             "words": [spell(w) for w in split(self.drafts[side])],
             "done": self.done[side], "their_done": self.done[other],
             "timer_ms": self.left if self.first >= 0 else None,
             "my_ms": self.ms[side], "rolls": self.rolls[side],
             "mover": data.SIDES[self.mover] if self.mover >= 0 else None,
             "steps": self.steps, "path": list(self.path), "target": self.options["target"],
             "last": None}
        if self.last:
            sp, red, blue, cr, cb, late = self.last
            v["last"] = {"space": data.SPACE_NAMES[sp], "words": [red, blue], "cubes": [cr, cb],
                         "timed_out": late > 0, "late": data.SIDES[late - 1] if late else None,
                         # each side's final roll (None: an older save)
                         "faces": self.rolled and [list(self.rolled[0]), list(self.rolled[1])]}
        return v

    def result(self):
        if self.phase != _OVER:
            return None
        won = 0 if self.scores[0] >= self.options["target"] else 1
        per = {}
        for sp in range(4):
            n = self.stats[sp * 3]
            per[data.SPACE_NAMES[sp]] = {
                "rounds": n,
                "mean_cubes": [round(self.stats[sp * 3 + 1] / n, 3) if n else None,
                               round(self.stats[sp * 3 + 2] / n, 3) if n else None]}
        return {"winners": [s for s in range(self.players) if self.side_of(s) == won],
                "scores": [self.scores[self.side_of(s)] for s in range(self.players)],
                "side_scores": list(self.scores), "pegs": [list(self.pegs[0]), list(self.pegs[1])],
                "turns": self.rounds, "rounds": self.rounds, "per_space": per,
                "ending": "reached %d" % self.options["target"]}

    # ---- random play ----------------------------------------------------------------
    def random_action(self, player, rng):
        """An allowed action; half the time it follows a real arrangement so games end."""
        from bowengine.bogglebowl.randomplay import random_action  # only when played at random

        return random_action(self, player, rng)
