"""board: the board's id, its pins, its display (root group, backlight, the terminal), its I2C bus
with the accelerometer, and the key levels the host feeds (read by keypad and analogio).

Device Python (vboard's docstring). The rules, from CircuitPython 10.2.1's source:
- shared-bindings/busdisplay/BusDisplay.c: brightness is 0-1 (ValueError "brightness must be
  0-1"); root_group takes a Group or None; refresh's arguments are keyword-only.
- shared-module/busdisplay/BusDisplay.c, reset_busdisplay (main.c's cleanup_after_vm, after every
  program): the terminal (CIRCUITPYTHON_TERMINAL) becomes the root group, and root_group reads it
  back (a Group, not None); the brightness stays as the program left it (the backlight's PWM is
  never_reset: ports/atmel-samd/boards/pybadge/board.c).
- ports/atmel-samd/boards/pybadge/board.c, board_init: the display is lit (1.0) at power-up.
- The accelerometer: a LIS3DH at 0x19 (PyBadge, PyGamer; none on a PyBadge LC), a
  LSM6DS at 0x6A (CLUE); an address nobody answers raises OSError 19 (ENODEV) from the bus.
"""

import gc

import displayio

from vboard import state

BOARD_IDS = state.BOARD_IDS
# The pins bowui uses, per board (ports/*/boards/*/pins.c); a key pin's value is its key line.
PINS = {
    "pybadge": ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "SPEAKER", "SPEAKER_ENABLE",
                "ACCELEROMETER_INTERRUPT"),
    "pygamer": ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "SPEAKER", "SPEAKER_ENABLE",
                "JOYSTICK_X", "JOYSTICK_Y", "ACCELEROMETER_INTERRUPT"),
    "clue": ("BUTTON_A", "BUTTON_B", "SPEAKER"),
}
KEY_LINES = {"BUTTON_A": 0, "BUTTON_B": 1}          # the CLUE's keypad.Keys lines
STICK = {"LEFT": 8, "RIGHT": 9, "UP": 10, "DOWN": 11}   # the PyGamer's stick, as key lines
SIZES = {"pybadge": (160, 128), "pygamer": (160, 128), "clue": (240, 240)}
TERMINAL_CHARS = 400      # about a screen of the terminal (26 x 10 characters of 6 x 12 on a PyBadge)
ACCEL = {"pybadge": (0x19,), "pygamer": (0x19,), "clue": (0x6A,)}     # adafruit_pybadger, adafruit_clue


class Pin:
    """A microcontroller pin, named."""

    def __init__(self, pin_name):
        self.name = pin_name

    def __repr__(self):
        return "board." + self.name


def line(pin):
    """The key line of `pin` (a Pin of this board), or ValueError as validate_obj_is_free_pin."""
    if not isinstance(pin, Pin):
        raise TypeError("pin must be of type Pin")
    return KEY_LINES.get(pin.name, 0)


class Buttons:
    """The key levels the host feeds, in time order (ms since power-up)."""

    def __init__(self):
        self.down = 0

    def now(self):
        return state.host.ms()

    def level(self, at):
        """The lines down at `at` ms: the host's changes before then applied (a change at the
        very ms of a scan comes after it: a host stamps a key with the frame it came in, whose
        scans have run)."""
        change = state.host.key_change(at - 1)
        while change is not None:
            bit = 1 << change[1]
            self.down = (self.down | bit) if change[2] else (self.down & ~bit)
            change = state.host.key_change(at - 1)
        return self.down


buttons = Buttons()


class Terminal(displayio.Group):
    """CIRCUITPYTHON_TERMINAL: the console's text, the root group between programs."""

    def __init__(self):
        super().__init__()
        self.text = ""

    def write(self, text):
        """The console prints `text` (it shows whenever the terminal is the root group): what
        a screen of it holds (shared-module/terminalio/Terminal.c scrolls the rest away; on a
        board its characters are a tile grid's, not the heap's)."""
        try:
            self.text = (self.text + text)[-TERMINAL_CHARS:]
        except MemoryError:               # (a program that ended out of memory: the board's
            self.text = ""                # terminal is C, never short of heap; the text here is
            gc.collect()                  # the host's copy, started again)
            self.text = text[-TERMINAL_CHARS:]


class Display:
    """board.DISPLAY: the root group and the backlight; the host draws them (host.shown)."""

    auto_refresh = True
    rotation = 0

    def __init__(self):
        self.width, self.height = SIZES[state.name]
        self.terminal = Terminal()
        self._root = self.terminal
        self._brightness = 1.0           # board_init lights it at power-up

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        if group is not None and not isinstance(group, displayio.Group):
            raise TypeError("root_group must be of type Group, not %s" % type(group).__name__)
        self._root = group
        state.host.shown(group, self._brightness)

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        value = float(value)
        if not 0 <= value <= 1:
            raise ValueError("brightness must be 0-1")
        self._brightness = value
        state.host.shown(self._root, value)

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        """Draw now (the host draws as it shows)."""
        return True

    def show_terminal(self):
        """reset_busdisplay, after a program: the terminal is the root group again."""
        self.root_group = self.terminal

    def terminal_shown(self):
        """True if a player sees the terminal: it is the root group and the backlight is on."""
        return self._root is self.terminal and self._brightness > 0


class Bus:
    """The board's I2C bus: the accelerometer answers at its address, nobody else does."""

    def __init__(self, *args, **kwargs):
        self._locked = False

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def deinit(self):
        pass

    def _device(self, address):
        if not (state.host.accel() and address in ACCEL[state.name]):
            raise OSError(19)

    def writeto(self, address, buffer, *, start=0, end=None):
        self._device(address)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0, out_end=None,
                              in_start=0, in_end=None):
        """The accelerometer's x, y, z (little-endian, +-2 g: 64 a g in the high byte): at rest
        1 g down; once after a shake, a jolt."""
        self._device(address)
        jolt = state.host.shaken()
        for i in range(len(in_buffer)):
            in_buffer[i] = 0
        if len(in_buffer) >= 6:
            in_buffer[1], in_buffer[3], in_buffer[5] = (100, 100, 64) if jolt else (0, 0, 64)


_bus = []


def _i2c():
    """board.I2C(): the one shared bus."""
    if not _bus:
        _bus.append(Bus())
    return _bus[0]


def _setup():
    """The board state.name: its id and pins (vboard.model.install calls it again for another board)."""
    g = globals()
    g["board_id"] = BOARD_IDS[state.name]
    for pins in PINS.values():
        for pin_name in pins:
            g.pop(pin_name, None)
    for pin_name in PINS[state.name]:
        g[pin_name] = Pin(pin_name)
    g["I2C"] = _i2c
    if "DISPLAY" not in g:
        g["DISPLAY"] = Display()


_setup()
