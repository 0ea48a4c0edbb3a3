"""digitalio for the browser: the speaker's enable pin (nothing to switch).

Device Python."""


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False

    def switch_to_output(self, value=False, **kwargs):
        self.value = value

    def deinit(self):
        pass
