"""Dice tools: the six-sided die, and what every dice tool shares.

Actions: ("roll",) rolls; ("done",) leaves the tool. Rolls come from the
state's seeded PRNG. The BuyWord die and High Bid's dice build on `Dice`.
"""

from bowengine.contract import Game

ROLL = ("roll",)
DONE = ("done",)


class Dice(Game):
    """What every dice tool shares: one holder, rolls until done."""

    RARE = (DONE,)

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        return [ROLL, DONE] if player in self.waiting_for() else []

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "rolls": self.rolls, "last": self.last}

    def _apply(self, player, action):
        if action == DONE:
            self.done = True
        else:
            self.rolls += 1
            self.roll()


class Die(Dice):
    """One or more six-sided dice (Billionaire's die; options: dice 1-4)."""

    NAME = "die"
    OPTIONS = {"dice": 1}
    FIELDS = ("rolls", "last", "tally", "done")

    def check_options(self, opts):
        if not 1 <= opts["dice"] <= 4:
            raise ValueError("dice must be 1 to 4")

    def setup(self):
        self.rolls = 0
        self.last = []
        self.tally = [0] * 6
        self.done = False

    def roll(self):
        """Roll every die; count each face."""
        self.last = [self.rng.die(6) for _ in range(self.options["dice"])]
        for face in self.last:
            self.tally[face - 1] += 1

    def view(self, player):
        return {"last": self.last, "total": sum(self.last), "rolls": self.rolls,
                "tally": self.tally, "done": self.done}
