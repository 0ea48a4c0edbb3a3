"""The BuyWord die: CHOICE, 2, 3, 4, 5, CHOICE; on CHOICE the Leader picks 2-5.

Actions: ("roll",), ("choose", n) after a CHOICE, ("done",).
"""

from bowengine.buyword import data as buyword
from bowengine.companion.dice import DONE, ROLL, Dice


class BuyWordDie(Dice):
    """The BuyWord die: CHOICE, 2, 3, 4, 5, CHOICE; on CHOICE the Leader picks 2-5."""

    NAME = "buyword-die"
    FIELDS = ("rolls", "face", "tiles", "done")

    def setup(self):
        self.rolls = 0
        self.face = None     # index into DIE_FACES of the last roll
        self.tiles = None    # tiles each player draws this round; None while choosing
        self.done = False

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        if self.choosing():
            return [("choose", range(buyword.CHOICE_LOW, buyword.CHOICE_HIGH + 1))]
        return [ROLL, DONE]

    def explain(self, player, action):
        if self.choosing():
            return "the die shows CHOICE: choose a number from %d to %d" % (
                buyword.CHOICE_LOW, buyword.CHOICE_HIGH)
        return Dice.explain(self, player, action)

    def choosing(self):
        """True while a CHOICE roll waits for the Leader's number."""
        return self.face is not None and self.tiles is None

    def roll(self):
        """Roll; a number face sets the tiles, CHOICE waits for the Leader."""
        self.face = self.rng.below(len(buyword.DIE_FACES))
        value = buyword.DIE_FACES[self.face]
        self.tiles = None if value == buyword.CHOICE else value

    def _apply(self, player, action):
        if action[0] == "choose":
            self.tiles = action[1]
        else:
            Dice._apply(self, player, action)

    def view(self, player):
        face = None
        if self.face is not None:
            value = buyword.DIE_FACES[self.face]
            face = "CHOICE" if value == buyword.CHOICE else str(value)
        return {"face": face, "tiles": self.tiles, "choosing": self.choosing(),
                "rolls": self.rolls, "done": self.done}

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "rolls": self.rolls, "tiles": self.tiles}
