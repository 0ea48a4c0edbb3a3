"""audiocore: RawSample, a buffer of samples and its rate.

Device Python (vboard's docstring)."""


class RawSample:
    """Samples to play (bowui.hw loops one period of a sine: its pitch is rate / length)."""

    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self.buffer = buffer
        self.sample_rate = sample_rate
        self.length = len(buffer)

    def deinit(self):
        pass
