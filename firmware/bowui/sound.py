"""Short tones that never block: a tone starts now and update() stops it later.

A backend has start(hz) and stop(); the device's are in bowui.hw, the
emulator's records what it would play. `muted` (Settings) silences everything.
"""

from bowui.input import ticks_diff

DICE = 1200      # a tumbling die clicks
LANDED = 880     # the die lands, the spinner stops
TICK = 660       # the last seconds of the timer
TIME_UP = 440
ERROR = 196
REVEAL = 523


class Sound:
    """Plays one tone at a time through `backend` (None: silent)."""

    def __init__(self, backend=None, muted=False):
        self.backend = backend
        self.muted = muted
        self.now = 0
        self._until = None

    def tone(self, hz, ms):
        """Play hz for about ms milliseconds (cuts off the tone playing now)."""
        if self.muted or self.backend is None:
            return
        self.backend.start(hz)
        self._until = (self.now + ms) & 0x1FFFFFFF

    def update(self, now):
        """Called every frame: stops a tone whose time is up."""
        self.now = now
        if self._until is not None and ticks_diff(now, self._until) >= 0:
            self._until = None
            if self.backend is not None:
                self.backend.stop()
