"""keypad: Keys and ShiftRegisterKeys scanning the host's key levels, as CircuitPython 10.2.1 does.

Device Python (vboard's docstring). The rules, from the C source:
- shared-module/keypad/__init__.c, keypad_construct_common: the scanner scans once as it is
  made; its debounce counters start at 0, and keypad_debounce reports a change only when a
  counter reaches the threshold from the other side: a key already down at construction gives
  no press event (and a key let go later gives a release with no press before it).
- common_hal_keypad_generic_reset (reset()): counters as if every key were up, then a scan now:
  a key held then gives a press event (shared-bindings/keypad/Keys.c says so of reset()).
- Scans come every `interval` (20 ms by default): a level is read at scan times only.
- keypad_reset (main.c's cleanup_after_vm, after every program): every scanner stops.
- shared-module/keypad/EventQueue.c: max_events 64; when full the oldest is dropped and
  `overflowed` is set.
- shared-bindings/keypad/Keys.c and ShiftRegisterKeys.c: every argument but `pins` (or `clock`)
  is keyword-only.
"""

from vboard import board as _board

_scanners = []


class Event:
    """A key's change: key_number, pressed, released, timestamp (ms)."""

    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = timestamp

    def __eq__(self, other):
        return self.key_number == other.key_number and self.pressed == other.pressed

    def __hash__(self):
        return self.key_number * 2 + (1 if self.pressed else 0)


class EventQueue:
    """The scanner's events; read them with get_into (or get)."""

    def __init__(self, scanner, max_events):
        self._scanner = scanner
        self._max = max_events
        self._events = []
        self.overflowed = False

    def _record(self, key_number, pressed, timestamp):
        if len(self._events) >= self._max:
            self._events.pop(0)
            self.overflowed = True
        self._events.append((key_number, pressed, timestamp))

    def get_into(self, event):
        """Fill `event` with the oldest event; False if there is none."""
        self._scanner._catch_up()
        if not self._events:
            return False
        event.key_number, event.pressed, event.timestamp = self._events.pop(0)
        event.released = not event.pressed
        return True

    def get(self):
        """The oldest event, or None."""
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        """Forget every event (and the overflow)."""
        self._scanner._catch_up()
        self._events = []
        self.overflowed = False

    def __len__(self):
        self._scanner._catch_up()
        return len(self._events)

    def __bool__(self):
        return len(self) > 0


class _Scanner:
    """What Keys and ShiftRegisterKeys share: a scan every interval of the key lines."""

    def __init__(self, lines, interval, max_events, debounce_threshold):
        if max_events < 1:
            raise ValueError("max_events must be >= 1")
        if not 1 <= debounce_threshold <= 127:
            raise ValueError("debounce_threshold must be 1-127")
        if interval is None:
            interval = 0.020
        if interval < 0:
            raise ValueError("interval must be >= 0")
        self._lines = lines
        self._counters = [0] * len(lines)
        self._threshold = debounce_threshold
        self._interval = max(1, int(interval * 1000 + 0.5))
        self._settled = None                 # the level of a scan that left every counter at its end
        self.events = EventQueue(self, max_events)
        _scanners.append(self)
        self._scan(_board.buttons.now())

    @property
    def key_count(self):
        """The number of keys scanned."""
        return len(self._lines)

    def _scan(self, at):
        self._next = at + self._interval
        level = _board.buttons.level(at)
        if level == self._settled:           # the same level, every counter at its end: no change
            return
        self._settled = level
        t = self._threshold
        c = self._counters
        for key in range(len(c)):
            down = bool(level & (1 << self._lines[key]))
            # keypad_debounce: a counter reaching 0 from the other side is a change
            if down:
                if c[key] < t:
                    self._settled = None         # moving yet: scan again at this level
                    c[key] += 1
                    if c[key] == 0:
                        c[key] = t
                        self.events._record(key, True, at)
            elif c[key] > -t:
                self._settled = None
                c[key] -= 1
                if c[key] == 0:
                    c[key] = -t
                    self.events._record(key, False, at)

    def _catch_up(self):
        if self.events is None:
            raise ValueError("Object has been deinitialized and can no longer be used. "
                             "Create a new object.")
        now = _board.buttons.now()
        while self._next <= now:
            self._scan(self._next)

    def reset(self):
        """Assume every key up, then scan now: a key held gives a press event."""
        self._catch_up()
        self._counters = [-self._threshold] * len(self._lines)
        self._settled = None
        self._scan(_board.buttons.now())

    def deinit(self):
        """Stop scanning."""
        if self in _scanners:
            _scanners.remove(self)
        self.events = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class Keys(_Scanner):
    """Keys on pins of their own (the CLUE's two buttons)."""

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.020, max_events=64,
                 debounce_threshold=1):
        _Scanner.__init__(self, [_board.line(pin) for pin in pins], interval, max_events,
                          debounce_threshold)


class ShiftRegisterKeys(_Scanner):
    """Keys read through a 74HC165 shift register (the PyBadge's eight, the PyGamer's four)."""

    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count, value_when_pressed,
                 interval=0.020, max_events=64, debounce_threshold=1):
        _board.line(clock)
        _board.line(latch)
        if isinstance(data, (tuple, list)):
            data = data[0]
        if isinstance(key_count, (tuple, list)):
            key_count = key_count[0]
        _board.line(data)
        _Scanner.__init__(self, list(range(key_count)), interval, max_events, debounce_threshold)


def reset():
    """keypad_reset, after each program: every scanner stops."""
    for scanner in list(_scanners):
        scanner.deinit()
