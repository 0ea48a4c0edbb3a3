"""One key map for the page and the emulator (bowwords.keymap): the emulator's keys, and every
key in it reaches the page."""

from bowwords import emulator, keymap


def test_the_keymap_is_the_emulators_keyboard_and_terminal():
    """emulator.py's KEYBOARD and TERMINAL, exactly (the emulator can import them from here)."""
    assert keymap.KEYBOARD == emulator.KEYBOARD
    assert keymap.TERMINAL == emulator.TERMINAL


def test_every_key_of_the_map_has_a_browser_code_and_a_label():
    codes = keymap.dom_codes()
    for button, names in keymap.KEYBOARD:
        for name in names:
            assert keymap.KEYS[name][1] and keymap.KEYS[name][2], name
            assert all(codes[c] == button for c in keymap.KEYS[name][1])


def test_the_pages_table_of_keys_names_every_button_once():
    rows = keymap.help_rows()
    labels = [label for keys, _ in rows for label in keys]
    assert len(labels) == len(set(labels)) or labels.count("Shift") == 1
    named = {b for buttons, _ in keymap.ROLES for b in buttons}
    assert named == {button for button, _ in keymap.KEYBOARD}
