"""audioio for the browser: a looped sample is played as a tone of its pitch (Web Audio).

Device Python. bowui.hw loops one period of a sine, so the pitch is sample_rate / length."""

import webhost


class AudioOut:
    def __init__(self, left_channel, **kwargs):
        self.playing = False

    def play(self, sample, *, loop=False):
        self.playing = True
        webhost.state.host.tone(sample.sample_rate // max(1, sample.length))

    def stop(self):
        if self.playing:
            self.playing = False
            webhost.state.host.tone(0)

    def deinit(self):
        self.stop()
