"""One key map for the page and the emulator (bowwords.keymap): the emulator's keys, and every
key in it reaches the page."""

from bowwords import keymap, textplay, window


def test_the_emulators_window_and_terminal_read_the_one_keymap():
    """The window's keys and the terminal's are the map's, not copies of it."""
    assert window.KEYBOARD is keymap.KEYBOARD
    assert textplay.TERMINAL is keymap.TERMINAL


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
