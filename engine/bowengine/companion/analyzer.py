"""The Billionaire Analyzer: two red/green spinners, four equally likely outcomes.

Actions: ("spin",) spins both spinners; ("done",) leaves the tool.
"""

from bowengine.billionaire import spinner
from bowengine.contract import Game

_SPIN = ("spin",)
_DONE = ("done",)


_CODES = [entry[0] for entry in spinner.ANALYZER_OUTCOMES]


class Analyzer(Game):
    """Spin the Analyzer as often as wanted; every spin is tallied."""

    NAME = "analyzer"
    RARE = (_DONE,)
    FIELDS = ("spins", "last", "tally", "done")

    def setup(self):
        self.spins = 0
        self.last = None        # index into ANALYZER_OUTCOMES
        self.tally = [0] * len(spinner.ANALYZER_OUTCOMES)
        self.done = False

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        return [_SPIN, _DONE] if player in self.waiting_for() else []

    def _apply(self, player, action):
        if action == _DONE:
            self.done = True
            return
        # First spinner, then second: "RG" is Red Green in the rule book.
        code = self.rng.choice(spinner.SPINNER) + self.rng.choice(spinner.SPINNER)
        self.last = _CODES.index(code)
        self.tally[self.last] += 1
        self.spins += 1

    def view(self, player):
        code = meaning = None
        if self.last is not None:
            code, meaning = spinner.ANALYZER_OUTCOMES[self.last]
        return {"outcome": code, "meaning": meaning, "spins": self.spins,
                "tally": self.tally, "done": self.done}

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "spins": self.spins, "tally": self.tally}
