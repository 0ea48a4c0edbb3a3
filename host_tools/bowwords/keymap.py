"""The keyboard's keys for the handheld's buttons, written once for the emulator and the page.

KEYBOARD is the map itself, logical button -> key names as pygame spells them
(pygame.key.key_code); TERMINAL (the emulator's --text mode), the page's KeyboardEvent.code
map and its key table are made from it. "Start+Select" presses both (the menu from anywhere);
"Shake" rolls the dice (the accelerometer)."""

KEYBOARD = (
    ("Up", ("up", "w")), ("Down", ("down", "s")), ("Left", ("left", "a")), ("Right", ("right", "d")),
    ("A", ("x", "space")), ("B", ("z", "backspace")), ("Start", ("return", "p")),
    ("Select", ("right shift", "left shift", "tab")), ("Start+Select", ("m",)), ("Shake", ("k",)),
)

# Each key name: (what a terminal sends for it, the browser's KeyboardEvent.code(s), its label).
# A terminal sees no shift key by itself; a browser's Enter has a twin on the keypad.
KEYS = {
    "up": (("\x1b[A",), ("ArrowUp",), "\u2191"),
    "down": (("\x1b[B",), ("ArrowDown",), "\u2193"),
    "left": (("\x1b[D",), ("ArrowLeft",), "\u2190"),
    "right": (("\x1b[C",), ("ArrowRight",), "\u2192"),
    "w": (("w",), ("KeyW",), "W"), "a": (("a",), ("KeyA",), "A"), "s": (("s",), ("KeyS",), "S"),
    "d": (("d",), ("KeyD",), "D"), "x": (("x",), ("KeyX",), "X"), "z": (("z",), ("KeyZ",), "Z"),
    "p": (("p",), ("KeyP",), "P"), "m": (("m",), ("KeyM",), "M"), "k": (("k",), ("KeyK",), "K"),
    "space": ((" ",), ("Space",), "Space"),
    "backspace": (("\x7f", "\x08"), ("Backspace",), "Backspace"),
    "return": (("\r", "\n"), ("Enter", "NumpadEnter"), "Enter"),
    "tab": (("\t",), ("Tab",), "Tab"),
    "right shift": ((), ("ShiftRight",), "Shift"),
    "left shift": ((), ("ShiftLeft",), "Shift"),
}

# What each button does, for the page's table of keys (the D-pad's four share a row).
ROLES = (
    (("Up", "Left", "Down", "Right"), "D-pad"),
    (("A",), "A: choose"),
    (("B",), "B: back"),
    (("Start",), "Start"),
    (("Select",), "Select: the rules of the screen"),
    (("Start+Select",), "Start + Select: back to the menu"),
    (("Shake",), "shake (roll the dice)"),
)


def _names(button):
    return dict(KEYBOARD)[button]


def terminal():
    """{what a terminal sends: button} for the emulator's --text mode."""
    return {seq: button for button, names in KEYBOARD for name in names for seq in KEYS[name][0]}


TERMINAL = terminal()


def dom_codes():
    """{KeyboardEvent.code: button} for the page."""
    return {code: button for button, names in KEYBOARD for name in names for code in KEYS[name][1]}


def help_rows():
    """[(key labels, what they do)] for the page's table of keys, in ROLES' order."""
    rows = []
    for buttons, role in ROLES:
        labels = []
        for i in range(len(_names(buttons[0]))):         # main keys first, then the others
            for b in buttons:
                names = _names(b)
                if i < len(names) and KEYS[names[i]][2] not in labels:
                    labels.append(KEYS[names[i]][2])
        rows.append((labels, role))
    return rows


# What each key does, in the window and the terminal alike.
LEGEND = ("arrows/WASD: D-pad  X/space: A  Z/Backspace: B",
          "Enter/P: Start  Tab/Shift: Select  K: shake",
          "M: Start+Select (menu)  Esc/Q: quit")
