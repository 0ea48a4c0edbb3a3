"""The Boggle Bowl sand timer: 10 seconds, driven by time values passed in.

The engine never reads a clock. Every action carries the time in milliseconds
as a tick count that wraps at 2**29 (what CircuitPython's
`supervisor.ticks_ms()` returns), so a game replays exactly.

Actions: ("turn", t) turns the timer over (starts it, or starts it again);
("tick", t) tells it the time; ("done",) leaves the tool.
"""

from micropython import const

from bowengine.contract import Game

TICKS_PERIOD = const(0x20000000)  # 2**29
_TICKS_MAX = const(0x1FFFFFFF)
_TICKS_HALF = const(0x10000000)
_READY = const(0)
_RUNNING = const(1)
_EXPIRED = const(2)
_PHASES = ("ready", "running", "expired")


def ticks_diff(later, earlier):
    """Signed milliseconds from `earlier` to `later`, across the 2**29 wrap."""
    return ((later - earlier + _TICKS_HALF) & _TICKS_MAX) - _TICKS_HALF


class Timer(Game):
    """A sand timer of `seconds` (default 10) that runs out at a time value."""

    NAME = "timer"
    OPTIONS = {"seconds": 10}
    FIELDS = ("phase", "start", "now", "turns", "done")

    def check_options(self, opts):
        if not 1 <= opts["seconds"] <= 600:
            raise ValueError("seconds must be 1 to 600")

    def setup(self):
        self.phase = _READY
        self.start = 0      # tick count when last turned over
        self.now = None     # latest tick count seen; None before any
        self.turns = 0
        self.done = False

    def waiting_for(self):
        return () if self.done else (0,)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        times = range(0, TICKS_PERIOD)
        if self.phase == _RUNNING:
            return [("turn", times), ("tick", times), ("done",)]
        return [("turn", times), ("done",)]

    def allows(self, player, action):
        if not Game.allows(self, player, action):
            return False
        return len(action) == 1 or self.now is None or ticks_diff(action[1], self.now) >= 0

    def explain(self, player, action):
        if Game.allows(self, player, action):
            return "time went backwards: %d is before the last time seen, %d" % (action[1], self.now)
        if action[0] == "tick" and self.phase != _RUNNING:
            return "the timer is not running: turn it first"
        if action[0] in ("turn", "tick"):
            return "a time is a whole number of milliseconds from 0 to %d" % _TICKS_MAX
        return Game.explain(self, player, action)

    def _apply(self, player, action):
        if action[0] == "done":
            self.done = True
            return
        self.now = action[1]
        if action[0] == "turn":
            self.start = self.now
            self.phase = _RUNNING
            self.turns += 1
        elif self.remaining() == 0:
            self.phase = _EXPIRED

    def remaining(self):
        """Milliseconds left, 0 once run out (the full time before a turn)."""
        if self.phase == _READY:
            return self.options["seconds"] * 1000
        if self.phase == _EXPIRED:
            return 0
        left = self.options["seconds"] * 1000 - ticks_diff(self.now, self.start)
        return left if left > 0 else 0

    def view(self, player):
        return {"phase": _PHASES[self.phase], "remaining_ms": self.remaining(),
                "seconds": self.options["seconds"], "turns": self.turns, "done": self.done}

    def result(self):
        if not self.done:
            return None
        return {"winners": [], "turns": self.turns, "phase": _PHASES[self.phase]}

    def random_action(self, player, rng):
        # Random playouts move time forward by up to 3 s (a backwards time is illegal).
        roll = rng.below(10)
        base = 0 if self.now is None else self.now
        t = (base + rng.below(3000)) & _TICKS_MAX
        if roll == 0:
            return ("done",)
        if roll < 3 or self.phase != _RUNNING:
            return ("turn", t)
        return ("tick", t)
