"""The Boggle Bowl sand timer: 10 seconds, driven by time values passed in.

The engine never reads a clock. A ("tick", ms) action says how many
milliseconds have passed since the last action (the caller measures it, e.g.
with a wrap-safe ticks_diff of CircuitPython's `supervisor.ticks_ms()`), so a
game replays exactly from its actions.

Actions: ("turn",) turns the timer over (starts it, or starts it again);
("tick", ms) lets time pass while it runs; ("done",) leaves the tool.
"""

from micropython import const

from bowengine.contract import Game

MAX_TICK_MS = const(0x0FFFFFFF)   # one tick may carry up to ~74 hours
_READY = const(0)
_RUNNING = const(1)
_EXPIRED = const(2)
_PHASES = ("ready", "running", "expired")
_TURN = ("turn",)
_DONE = ("done",)


class Timer(Game):
    """A sand timer of `seconds` (default 10) that runs out as ticks add up."""

    NAME = "timer"
    OPTIONS = {"seconds": 10}
    FIELDS = ("phase", "left", "turns", "done")

    def check_options(self, opts):
        if not 1 <= opts["seconds"] <= 600:
            raise ValueError("seconds must be 1 to 600")

    def setup(self):
        self.phase = _READY
        self.left = self.options["seconds"] * 1000   # milliseconds of sand left
        self.turns = 0
        self.done = False

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        if self.phase == _RUNNING:
            return [_TURN, ("tick", range(0, MAX_TICK_MS + 1)), _DONE]
        return [_TURN, _DONE]

    def explain(self, player, action):
        if action[0] == "tick":
            if self.phase != _RUNNING:
                return "the timer is not running: turn it first"
            return "a tick is a whole number of milliseconds from 0 to %d" % MAX_TICK_MS
        return Game.explain(self, player, action)

    def _apply(self, player, action):
        if action == _DONE:
            self.done = True
        elif action == _TURN:
            self.phase = _RUNNING
            self.left = self.options["seconds"] * 1000
            self.turns += 1
        else:
            self.left = self.left - action[1] if action[1] < self.left else 0
            if self.left == 0:
                self.phase = _EXPIRED

    def view(self, player):
        return {"phase": _PHASES[self.phase], "remaining_ms": self.left,
                "seconds": self.options["seconds"], "turns": self.turns, "done": self.done}

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "turns": self.turns, "phase": _PHASES[self.phase]}

    def random_action(self, player, rng):
        # Random playouts let time pass in steps of up to 3 s, as a player would see it.
        if self.phase == _RUNNING and rng.below(4):
            return ("tick", rng.below(3000))
        return Game.random_action(self, player, rng)
