"""The firmware's input layer: keypad events become per-frame "just pressed" flags,
the menu chord, auto-repeat and the joystick (CPython and the MicroPython VM)."""

import sys

_FIRMWARE = __file__.rsplit("/", 3)[0] + "/firmware"
if _FIRMWARE not in sys.path:
    sys.path.append(_FIRMWARE)

from bowui import boards  # noqa: E402
from bowui.input import A, B, DOWN, LEFT, SELECT, START, UP, Buttons, ticks_diff  # noqa: E402


class _Event:
    key_number = 0
    pressed = False


class _Queue:
    def __init__(self):
        self.items = []

    def get_into(self, ev):
        if not self.items:
            return False
        ev.key_number, ev.pressed = self.items.pop(0)
        return True


class _Stick:
    bits = 0

    def read(self):
        return self.bits


def _pybadge():
    p = boards.PROFILES["pybadge"]
    q = _Queue()
    return Buttons(q, p["map"], p["home"], _Event()), q, p["map"]


def _key(keymap, bit):
    for i in range(len(keymap)):
        if keymap[i] == bit:
            return i
    raise AssertionError("no key for %d" % bit)


def test_a_press_is_just_pressed_for_one_frame_only():
    b, q, m = _pybadge()
    q.items.append((_key(m, A), True))
    assert b.scan(0) == A and b.held == A
    assert b.scan(33) == 0 and b.held == A          # still held, no longer "just"
    q.items.append((_key(m, A), False))
    assert b.scan(66) == 0 and b.held == 0


def test_press_and_release_within_one_frame_still_counts():
    b, q, m = _pybadge()
    q.items.append((_key(m, B), True))
    q.items.append((_key(m, B), False))
    assert b.scan(0) == B and b.held == 0


def test_two_buttons_in_one_frame():
    b, q, m = _pybadge()
    q.items.append((_key(m, A), True))
    q.items.append((_key(m, UP), True))
    assert b.scan(0) == A | UP


def test_start_select_chord_is_home_and_swallows_the_presses():
    b, q, m = _pybadge()
    q.items.append((_key(m, START), True))
    b.scan(0)
    assert not b.home
    q.items.append((_key(m, SELECT), True))
    assert b.scan(33) == 0 and b.home
    assert not b.scan(66) and not b.home            # reported once, on the completing press


def test_chord_pressed_together():
    b, q, m = _pybadge()
    q.items.append((_key(m, SELECT), True))
    q.items.append((_key(m, START), True))
    b.scan(0)
    assert b.home


def test_held_direction_repeats_after_a_delay_but_a_button_does_not():
    b, q, m = _pybadge()
    q.items.append((_key(m, DOWN), True))
    q.items.append((_key(m, A), True))
    assert b.scan(0) == DOWN | A
    assert b.scan(300) == 0
    assert b.scan(400) == DOWN                      # first repeat
    assert b.scan(450) == 0
    assert b.scan(490) == DOWN                      # then every 90 ms
    q.items.append((_key(m, DOWN), False))
    assert b.scan(700) == 0


def test_joystick_directions_become_presses():
    p = boards.PROFILES["pygamer"]
    stick = _Stick()
    b = Buttons(_Queue(), p["map"], p["home"], _Event(), stick)
    stick.bits = LEFT
    assert b.scan(0) == LEFT and b.held == LEFT
    assert b.scan(33) == 0
    stick.bits = 0
    assert b.scan(66) == 0 and b.held == 0


def test_two_button_board_chord():
    p = boards.PROFILES["clue"]
    q = _Queue()
    b = Buttons(q, p["map"], p["home"], _Event())
    q.items.append((0, True))
    assert b.scan(0) == DOWN and not b.home
    q.items.append((1, True))
    b.scan(33)
    assert b.home


def test_ticks_diff_wraps_at_2_29():
    assert ticks_diff(5, 3) == 2
    assert ticks_diff(3, 5) == -2
    assert ticks_diff(2, (1 << 29) - 3) == 5
    assert ticks_diff((1 << 29) - 3, 2) == -5


def test_profiles_are_complete():
    for name in boards.PROFILES:
        p = boards.PROFILES[name]
        for key in ("title", "ids", "keys", "map", "home", "boot_key", "joystick", "accel", "speaker", "size", "nvm_erase"):
            assert key in p, name + " lacks " + key
        assert p["boot_key"] < len(p["map"])
        assert boards.find(p["ids"][0]) == name
    assert boards.find("some_other_board") == boards.DEFAULT
