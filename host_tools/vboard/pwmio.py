"""pwmio: PWMOut on the CLUE's buzzer; a duty cycle above 0 sounds its frequency (host.tone).

Device Python (vboard's docstring)."""

from vboard import state
from vboard.board import Pin


class PWMOut:
    """A PWM output (the CLUE's buzzer)."""

    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        if not isinstance(pin, Pin):
            raise TypeError("pin must be of type Pin")
        self._duty = duty_cycle
        self._frequency = frequency
        self.variable_frequency = variable_frequency

    @property
    def frequency(self):
        return self._frequency

    @frequency.setter
    def frequency(self, hz):
        if not self.variable_frequency:
            raise AttributeError("Cannot change frequency on a PWMOut made without variable_frequency")
        self._frequency = hz
        self._sound()

    @property
    def duty_cycle(self):
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, duty):
        self._duty = duty
        self._sound()

    def _sound(self):
        state.host.tone(self._frequency if self._duty else 0)

    def deinit(self):
        pass
