"""The dice of the four boxes: a six-sided die, the BuyWord die, High Bid's two dice.

Actions: ("roll",) rolls; ("choose", n) answers a BuyWord CHOICE; ("done",)
leaves the tool. Rolls come from the state's seeded PRNG.
"""

from bowengine.buyword import data as buyword
from bowengine.contract import Game
from bowengine.highbid import data as highbid

_ROLL = ("roll",)
_DONE = ("done",)


class _Dice(Game):
    """What every dice tool shares: one holder, rolls until done."""

    RARE = (_DONE,)

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        return [_ROLL, _DONE] if player in self.waiting_for() else []

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "rolls": self.rolls, "last": self.last}

    def _apply(self, player, action):
        if action == _DONE:
            self.done = True
        else:
            self.rolls += 1
            self.roll()


class Die(_Dice):
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


class BuyWordDie(_Dice):
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
        return [_ROLL, _DONE]

    def explain(self, player, action):
        if self.choosing():
            return "the die shows CHOICE: choose a number from %d to %d" % (
                buyword.CHOICE_LOW, buyword.CHOICE_HIGH)
        return _Dice.explain(self, player, action)

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
            _Dice._apply(self, player, action)

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


class HighBidDice(_Dice):
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
