"""Logical buttons as bits, and the per-frame input layer fed by `keypad` events.

Each frame, `Buttons.scan(now)` drains the key event queue (one reused
keypad.Event, no allocation, no sleep() debouncing: keypad debounces in C) into
`pressed` (just pressed this frame), `held`, and `home` (the menu chord). A held
D-pad direction repeats after a delay, for number entry.
"""

from micropython import const

UP = const(1)
DOWN = const(2)
LEFT = const(4)
RIGHT = const(8)
A = const(16)
B = const(32)
START = const(64)
SELECT = const(128)
SHAKE = const(256)          # set by the accelerometer, or never where there is none
DPAD = const(15)
_REPEAT_AFTER = const(400)  # ms before a held direction repeats
_REPEAT_EVERY = const(90)

NAMES = (("Up", UP), ("Down", DOWN), ("Left", LEFT), ("Right", RIGHT),
         ("A", A), ("B", B), ("Start", START), ("Select", SELECT), ("Shake", SHAKE))


def ticks_diff(a, b):
    """a - b for ticks_ms values that wrap at 2**29 (as supervisor.ticks_ms does)."""
    d = (a - b) & 0x1FFFFFFF
    return d - 0x20000000 if d & 0x10000000 else d


class Buttons:
    """Turns key events into per-frame flags.

    queue: a keypad EventQueue (anything with get_into(event)); keymap: the
    logical bit of each key_number; home: the chord mask; event: a reusable
    keypad.Event; joystick: None or an object whose read() returns D-pad bits.
    """

    def __init__(self, queue, keymap, home, event, joystick=None):
        self.queue = queue
        self.map = keymap
        self.home_mask = home
        self.event = event
        self.joystick = joystick
        self.held = 0
        self._keys = 0
        self.pressed = 0
        self.home = False
        self._joy = 0
        self._since = 0
        self._next = 0

    def scan(self, now):
        """Read this frame's events; returns the just-pressed bits."""
        pressed = 0
        ev = self.event
        while self.queue.get_into(ev):
            bit = self.map[ev.key_number] if ev.key_number < len(self.map) else 0
            if ev.pressed:
                pressed |= bit
                self._keys |= bit
            else:
                self._keys &= ~bit
        joy = 0 if self.joystick is None else self.joystick.read()
        pressed |= joy & ~self._joy
        self._joy = joy
        self.held = self._keys | joy
        dirs = self.held & DPAD
        if pressed & DPAD:
            self._since = now
            self._next = _REPEAT_AFTER
        elif dirs and ticks_diff(now, self._since) >= self._next:
            pressed |= dirs
            self._next += _REPEAT_EVERY
        mask = self.home_mask
        self.home = bool(pressed & mask) and (self.held | pressed) & mask == mask
        if self.home:
            pressed = 0
        self.pressed = pressed
        return pressed

    def add(self, bits):
        """Count extra presses this frame (the accelerometer's SHAKE)."""
        self.pressed |= bits
