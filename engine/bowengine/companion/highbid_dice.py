"""High Bid's red and green dice, read as a sale (RECONSTRUCTION faces, highbid/data.py).

Actions: ("roll",), ("done",).
"""

from bowengine.companion.dice import Dice
from bowengine.highbid import data as highbid


class HighBidDice(Dice):
    """High Bid's red and green dice, read as a sale (RECONSTRUCTION faces)."""

    NAME = "highbid-dice"
    FIELDS = ("rolls", "last", "done")

    def setup(self):
        self.rolls = 0
        self.last = None     # (red, green) face indexes
        self.done = False

    def roll(self):
        """Roll both dice."""
        self.last = (self.rng.below(len(highbid.RED_DIE)), self.rng.below(len(highbid.GREEN_DIE)))

    def view(self, player):
        v = {"red": None, "green": None, "sale": None, "rolls": self.rolls, "done": self.done}
        if self.last is not None:
            red = highbid.RED_DIE[self.last[0]]
            green = highbid.GREEN_DIE[self.last[1]]
            v["red"] = red
            v["green"] = green
            v["sale"] = sale(red, green)
        return v

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "rolls": self.rolls, "last": self.view(0)["sale"]}


def sale(red, green):
    """What a High Bid roll means: open sale, or (area, percent, bonus)."""
    if green == highbid.OPEN_SALE:
        return {"open": True, "area": None, "percent": None, "bonus": 0}
    for percent, area in highbid.AREAS:
        if percent == red:
            bonus = highbid.BONUS if green == highbid.BONUS else 0
            return {"open": False, "area": area, "percent": percent, "bonus": bonus}
    raise ValueError("no table area for red %r" % red)
