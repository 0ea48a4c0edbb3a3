"""audiocore for the browser: a sample is its rate and length (the page plays its pitch).

Device Python."""


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self.length = len(buffer)
        self.sample_rate = sample_rate

    def deinit(self):
        pass
