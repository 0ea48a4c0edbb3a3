"""Board profiles: data plus a few lines. A profile says how to read the buttons,
which logical button each key is, the chord that returns to the menu, the
accelerometer and speaker kinds, the screen size, and the flash erase unit
under microcontroller.nvm (bowui.saves uses it).

Logical buttons are bits (see bowui.input). `keys` is ("shift", count) for the
74HC165 shift register of the PyBadge/PyGamer or ("pins", names) for buttons on
pins; `joystick` adds the PyGamer's analog stick as the D-pad.
"""

from bowui.input import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

PROFILES = {
    "pybadge": {
        "title": "Adafruit PyBadge",
        "ids": ("pybadge", "pybadge_airlift", "edgebadge"),
        "keys": ("shift", 8),
        # key_number 0..7 on the shift register: B, A, Start, Select, Right, Down, Up, Left
        "map": (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT),
        "home": START | SELECT,
        "boot_key": 3,           # Select held at power-up: serial-flash mode
        "joystick": False,
        "accel": "lis3dh",       # the PyBadge LC has none: found missing, shake falls back to A
        "speaker": "dac",
        "size": (160, 128),
        "nvm_erase": 8192,       # the NVM is one 8 KB flash block: every save erases it all
    },
    "pygamer": {
        "title": "Adafruit PyGamer",
        "ids": ("pygamer", "pygamer_advance"),
        "keys": ("shift", 4),
        "map": (B, A, START, SELECT),
        "home": START | SELECT,
        "boot_key": 3,
        "joystick": True,
        "accel": "lis3dh",
        "speaker": "dac",
        "size": (160, 128),
        "nvm_erase": 8192,
    },
    "clue": {
        "title": "Adafruit CLUE",
        "ids": ("clue_nrf52840_express",),
        # Two buttons: the left one steps (Down), the right one chooses (A); both = menu.
        "keys": ("pins", ("BUTTON_A", "BUTTON_B")),
        "map": (DOWN, A),
        "home": DOWN | A,
        "boot_key": 0,
        "joystick": False,
        "accel": "lsm6ds",
        "speaker": "pwm",
        "size": (240, 240),
        "nvm_erase": 4096,       # two 4 KB flash pages: saves alternate between them
    },
}

DEFAULT = "pybadge"


def find(board_id):
    """The profile name for a CircuitPython board_id (the reference board if unknown)."""
    for name in PROFILES:
        if board_id in PROFILES[name]["ids"]:
            return name
    return DEFAULT


def offset(profile):
    """Where the 160x128 UI sits on this board's screen (centred)."""
    w, h = profile["size"]
    return (w - 160) // 2, (h - 128) // 2


def make_keys(profile):
    """The profile's keypad scanner (device only: imports board and keypad)."""
    import board
    import keypad
    kind = profile["keys"]
    if kind[0] == "shift":
        return keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                        latch=board.BUTTON_LATCH, key_count=kind[1],
                                        value_when_pressed=True)
    return keypad.Keys(tuple([getattr(board, pin) for pin in kind[1]]),
                       value_when_pressed=False, pull=True)
