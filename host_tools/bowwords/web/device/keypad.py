"""keypad for the browser: the page's keys and on-screen buttons as keypad events.

Device Python. The key numbers are the PyBadge's shift register's (0..7: B, A, Start,
Select, Right, Down, Up, Left); the host gives the events in order, each when it is due."""

import webhost


class Event:
    """A key pressed or released."""

    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed

    def __eq__(self, other):
        return self.key_number == other.key_number and self.pressed == other.pressed


class EventQueue:
    """The events the host has for this moment, read one at a time."""

    overflowed = False

    def get_into(self, event):
        """Fill `event` with the next event; False if there is none."""
        got = webhost.state.host.key(webhost.ticks_ms())
        if got < 0:
            return False
        event.key_number = got >> 1
        event.pressed = bool(got & 1)
        event.released = not event.pressed
        return True

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        while self.get_into(Event()):
            pass

    def __len__(self):
        return 0

    def __bool__(self):
        return True


class _Keys:
    def __init__(self, *args, **kwargs):
        self.events = EventQueue()
        self.key_count = kwargs.get("key_count", 8)

    def deinit(self):
        pass

    def reset(self):
        pass


class ShiftRegisterKeys(_Keys):
    """The PyBadge's and PyGamer's buttons (a 74HC165)."""


class Keys(_Keys):
    """Buttons on pins."""
