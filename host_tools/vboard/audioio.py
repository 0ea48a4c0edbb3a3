"""audioio: AudioOut on the DAC; a looped sample sounds as a tone of its pitch (host.tone).

Device Python (vboard's docstring)."""

from vboard import state
from vboard.board import Pin


class AudioOut:
    """The speaker's DAC output."""

    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        if not isinstance(left_channel, Pin):
            raise TypeError("left_channel must be of type Pin")
        self.playing = False

    def play(self, sample, *, loop=False):
        """Play `sample` (a RawSample), looped: a tone."""
        self.playing = True
        state.host.tone(sample.sample_rate // max(1, sample.length))

    def stop(self):
        """Silence."""
        if self.playing:
            self.playing = False
            state.host.tone(0)

    def deinit(self):
        self.stop()
