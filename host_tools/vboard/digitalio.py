"""digitalio: the speaker's enable pin (nothing else of the board's is a DigitalInOut here).

Device Python (vboard's docstring)."""

from vboard.board import Pin


class DigitalInOut:
    """A pin as a digital input or output."""

    def __init__(self, pin):
        if not isinstance(pin, Pin):
            raise TypeError("pin must be of type Pin")
        self.pin = pin
        self.value = False

    def switch_to_output(self, value=False, drive_mode=None):
        """An output, at `value`."""
        self.value = value

    def deinit(self):
        pass
