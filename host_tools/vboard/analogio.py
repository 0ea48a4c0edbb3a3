"""analogio: AnalogIn on the PyGamer's stick, read from the host's key lines (board.STICK).

Device Python (vboard's docstring)."""

from vboard import board as _board


class AnalogIn:
    """A stick axis: 0 one way, 65535 the other, 32768 at rest."""

    def __init__(self, pin):
        if not isinstance(pin, _board.Pin):
            raise TypeError("pin must be of type Pin")
        self._low, self._high = (("LEFT", "RIGHT") if pin.name == "JOYSTICK_X" else ("UP", "DOWN"))

    @property
    def value(self):
        down = _board.buttons.level(_board.buttons.now())
        if down & (1 << _board.STICK[self._low]):
            return 0
        if down & (1 << _board.STICK[self._high]):
            return 65535
        return 32768

    def deinit(self):
        pass
