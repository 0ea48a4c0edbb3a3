"""What a person holding a board sees at power-up, after an error and between programs: the
firmware on the one board model (vboard, from CircuitPython 10.2.1's source), in the emulator.
Each test fails on the firmware before issue 39's mends (cases 1-6 of the issue)."""

import pytest

from bowwords.emulator import Emulator, FileNVM, make_drive, SWITCH_MS


def test_select_held_at_power_up_enters_serial_flash_mode():
    """Case 1: keypad's constructor scans once and a key already down gives no press event
    (shared-module/keypad/__init__.c); boot.py calls reset() so Select held since power-up is
    pressed, and remounts the drive for code to write."""
    emu = Emulator("pybadge", seed=1, held=("Select",))
    assert emu.app.hw.drive_mode == "serial"
    assert "serial-flash mode" in "".join(emu.console)
    plain = Emulator("pybadge", seed=1)
    assert plain.app.hw.drive_mode == "usb"


def test_a_key_held_at_keypad_construction_gives_no_press_but_reset_gives_one():
    """The model's keypad, as keypad_construct_common and common_hal_keypad_generic_reset."""
    emu = Emulator("pybadge", seed=1, held=("A",))
    emu._install()
    import keypad
    from vboard import board
    keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=8, value_when_pressed=True)
    event = keypad.Event()
    assert not keys.events.get_into(event)
    keys.reset()
    assert keys.events.get_into(event) and event.key_number == 1 and event.pressed
    keys.deinit()
    from vboard import clock
    clock.uninstall()                  # this process's own time and os again


def test_the_shake_rolls_in_the_first_minute_after_power_up():
    """Case 2: ticks_ms starts at 0x1FFF0000 (shared-bindings/supervisor/__init__.c), so a first
    read due at 0 waited 65 s for the clock to wrap; the die rolls on the first shake."""
    emu = Emulator("pybadge", seed=2, game="die")
    assert emu.app.now >= 0x1FFF0000
    emu.press("shake")
    emu.wait(600)
    assert emu.app.screen.game.view(0)["rolls"] == 1


def test_an_app_that_cannot_start_lights_the_console_with_its_error(tmp_path, monkeypatch):
    """Case 3: code.py failing after its imports (no fonts/ on the drive) leaves the console,
    with the traceback, on a lit screen, not a dark one (boot.py turned the backlight off)."""
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    full = make_drive(_dict())
    import os
    for name in ("boot.py", "code.py", "game.py", "words.bwd", "rules.bwr"):
        os.symlink(os.path.realpath(os.path.join(full, name)), drive / name)
    from bowwords.emulator import prepare_path
    prepare_path()                                  # (bowui importable, as the emulator makes it)
    from bowui import ui
    monkeypatch.setattr(ui, "_sheets", {})          # no font read before (a board's fresh heap)
    emu = Emulator("pybadge", seed=1, drive_root=str(drive))
    assert emu.app is None or emu.app.screen is None
    assert emu.terminal_shown()
    assert "Error" in emu.board.DISPLAY.terminal.text


def _dict():
    from bowwords.emulator import default_dict_path
    return default_dict_path()


def test_bots_moving_first_after_a_switch_think_under_a_lit_screen():
    """Case 4: the game program's first turns are the bots' (App.go builds them before the first
    frame); the thinking dot's first step comes with the backlight on."""
    emu = Emulator("pybadge", seed=5)
    from bowengine import games
    from bowui.games.play import next_turn
    game = games.new("highbid", 3, 5)
    seats = ["human", "expert", "expert"]
    seen = []
    emu.board.DISPLAY.mark = lambda data: seen.append(emu.board.DISPLAY.brightness)
    emu.board.DISPLAY.brightness = 0                  # App.switch turned it off
    player = game.waiting_for()[0]
    seats[player] = "expert"
    seats[(player + 1) % 3] = "human"
    emu.start("game.py", lambda app: (next_turn, app, game, seats, (player + 2) % 3))
    assert seen and seen[0] == 1, seen


def test_ctrl_c_in_a_game_saves_it_and_stops_at_the_repl(tmp_path):
    """Case 5: Ctrl-C (bowwords flash or records) ends game.py with KeyboardInterrupt, which main.c
    sends to the REPL even with reload_on_error; the game is saved first, and Resume offers it."""
    from pathlib import Path
    emu = Emulator("pybadge", seed=7, nvm=FileNVM(tmp_path / "nvm.bin"))
    lines = (Path(__file__).parent / "games" / "buyword-game.keys").read_text().splitlines()
    upto = [n for n, line in enumerate(lines) if line.startswith("2376 a")][0]
    emu.play_script(lines[:upto + 1])
    emu.wait(SWITCH_MS)
    assert emu.program == "game.py"
    game = emu.app.game
    emu.press("right")                    # a move on the Buy screen's cursor: nothing saved yet
    emu.interrupt()
    assert emu.app is None                # at the REPL, not reloaded into code.py
    assert "KeyboardInterrupt" in (emu.traceback or "")
    again = Emulator("pybadge", seed=7, nvm=emu.nvm)          # the next power-up
    assert again.app.saved_game().view(0) == game.view(0)


@pytest.fixture
def no_terminalio(monkeypatch):
    from vboard import supervisor
    monkeypatch.setattr(supervisor._StatusBar, "terminalio", False)


def test_boot_py_copes_with_a_build_without_terminalio(no_terminalio):
    """Case 6: setting supervisor.status_bar.display raises NotImplementedError on a build without
    terminalio (shared-bindings/supervisor/StatusBar.c); boot.py goes on, and the menu shows no
    error at power-up."""
    emu = Emulator("pybadge", seed=1)
    assert emu.traceback is None
    assert "NotImplementedError" not in emu.text()


def test_a_file_copied_to_the_drive_reloads_without_showing_the_console_lit():
    """Case 7: with autoreload on (the menu), a file written over USB ends the program with a
    ReloadException (supervisor/shared/reload.c) and main.c shows the console ("Code stopped by
    auto-reload.") until code.py runs again: the screen is dark meanwhile, lit after."""
    emu = Emulator("pybadge", seed=1)
    emu.frame()
    seen = []
    emu.watch = lambda what: seen.append((what, emu.terminal_shown()))
    assert emu.reload_ok
    emu.copy_file()
    assert ("terminal", False) in seen and not any(shown for _, shown in seen)
    assert "auto-reload" in emu.board.DISPLAY.terminal.text
    emu.wait(200)
    assert emu.display.brightness == 1 and emu.app is not None


def test_a_file_copied_during_a_game_does_not_reload(tmp_path):
    """A game's screens turn autoreload off (App.set_reload): the copy changes nothing."""
    emu = Emulator("pybadge", seed=1, game="die")
    emu.frame()
    assert not emu.reload_ok
    screen = emu.app.screen
    emu.copy_file()
    assert emu.app.screen is screen
