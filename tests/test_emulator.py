"""`bowwords play`: the firmware on CPython with Blinka displayio, headless here
(SDL_VIDEODRIVER=dummy): screenshots, key scripts, text rendering, the menu chord,
NVM backed by a file (resume after a restart)."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bowwords import cli, textplay, window
from bowwords.emulator import Emulator, FileNVM
from bowwords.keyscript import parse_script

BOWWORDS = str(Path(sys.executable).parent / "bowwords")


def _png_size(path):
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_no_display_here_so_play_is_headless():
    assert os.environ["SDL_VIDEODRIVER"] == "dummy" and not window.has_display()


def test_screenshot_of_the_first_screen_then_exit(tmp_path):
    out = tmp_path / "menu.png"
    done = subprocess.run([BOWWORDS, "play", "--seed", "1", "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "" and _png_size(out) == (160, 128)


def test_keys_script_then_screenshot_and_text(tmp_path, capsys):
    keys = tmp_path / "k.keys"
    keys.write_text("# open the companion tools, then the die, roll\n"
                    "200 down\n+100 down\n+100 down\n+100 down\n+100 a\n+200 a\n+200 a\n+800 wait\n")
    out = tmp_path / "die.png"
    code = cli.main(["play", "--seed", "4", "--keys", str(keys), "--screenshot", str(out), "--text"])
    text = capsys.readouterr().out
    assert code == 0 and _png_size(out) == (160, 128)
    screens = text.split("-" * 28 + "\n")          # --text with --keys: each screen it passes through
    assert screens[0].startswith("BOWWORDS") and len(screens) == len(set(screens)) > 2
    assert screens[-1].startswith("Six-sided die") and "1 die, 1 roll" in screens[-1]


def test_script_shot_lines_write_pngs(tmp_path):
    emu = Emulator("pybadge", seed=1)
    shots = emu.play_script(["200 down", "+100 shot %s" % (tmp_path / "a.png"),
                             "+100 up", "+50 shot %s" % (tmp_path / "b.png")])
    assert len(shots) == 2 and all(_png_size(p) == (160, 128) for p in shots)
    assert Path(shots[0]).read_bytes() != Path(shots[1]).read_bytes()


@pytest.mark.parametrize("lines,words", [
    (["soon a"], "starts with a time"),
    (["100"], "needs a button"),
    (["100 shot"], "shot needs one PATH"),
    (["100 a long"], "hold time"),
])
def test_bad_key_scripts_are_one_clear_line(lines, words, tmp_path, capsys):
    keys = tmp_path / "bad.keys"
    keys.write_text("\n".join(lines) + "\n")
    code = cli.main(["play", "--keys", str(keys)])
    err = capsys.readouterr().err
    assert code == 1 and words in err and err.count("\n") == 1


@pytest.mark.parametrize("argv,words", [
    (["play", "--board", "gameboy", "--screenshot", "x.png"], "no board profile 'gameboy'"),
    (["play", "--game", "chess", "--screenshot", "x.png"], "no game or tool 'chess'"),
    (["play", "--keys", "/nonexistent/k.keys"], "cannot read the key script"),
])
def test_bad_play_arguments(argv, words, capsys):
    code = cli.main(argv)
    err = capsys.readouterr().err
    assert code == 1 and words in err and err.count("\n") == 1


def test_unknown_button_in_a_script():
    emu = Emulator("pybadge", seed=1)
    with pytest.raises(Exception, match="no button 'turbo'"):
        emu.play_script(["100 turbo"])


def test_script_times_absolute_and_relative():
    events = parse_script(["100 a", "+50 down 300", "# note", "", "1000 start+select", "+10 text"])
    assert [(t, k, a) for t, k, a, _ in events] == [
        (100, "press", "a"), (150, "press", "down"), (1000, "press", "start+select"), (1010, "text", None)]
    assert events[1][3] == 300


@pytest.mark.parametrize("tool", ["die", "timer", "slate"])
def test_start_select_returns_to_the_menu_from_anywhere_and_releases_the_tool(tool):
    emu = Emulator("pybadge", seed=1, game=tool)
    emu.release = True
    emu.press("a")
    emu.press("a")
    assert type(emu.app.screen).__name__ != "MainMenu"
    assert any(name.startswith("bowui.") and name not in ("bowui.menu.home",) for name in sys.modules
               if name in ("bowui.tools.dice", "bowui.tools.timer", "bowui.tools.slate"))
    emu.press("start+select")
    assert type(emu.app.screen).__name__ == "MainMenu"
    assert not [m for m in ("bowui.tools.dice", "bowui.tools.timer", "bowui.tools.slate", "bowui.menu.companion") if m in sys.modules]
    assert emu.reload_ok                      # a file copy may restart the board again


def test_a_file_copy_cannot_restart_a_running_tool():
    emu = Emulator("pybadge", seed=1)
    assert emu.reload_ok
    emu.app.go(__import__("bowui.tools.timer", fromlist=["x"]).TimerScreen(emu.app))
    assert not emu.reload_ok


def test_resume_after_a_restart_from_the_nvm_file(tmp_path):
    path = tmp_path / "nvm.bin"
    emu = Emulator("pybadge", seed=9, nvm=FileNVM(path), game="slate")
    emu.press("up")
    emu.press("a")                            # start, 3 players
    emu.press("a")
    emu.press("up")
    emu.press("a")                            # player 1 bids 2
    assert "Player 2" in emu.text()
    saved = emu.app.screen  # noqa: F841 - the power goes off here
    again = Emulator("pybadge", seed=10, nvm=FileNVM(path))
    assert again.text().splitlines()[1].strip() == "> Resume Sealed-bid slate"
    again.press("a")
    assert "Hand the device to" in again.text() and "Player 2" in again.text()
    again.press("a")
    game = again.app.screen.game
    assert game.view(1)["written"] == [0] and game.view(0)["your_bid"] == 2
    assert path.stat().st_size == 8192


def test_finished_games_leave_nothing_to_resume(tmp_path):
    path = tmp_path / "nvm.bin"
    emu = Emulator("pybadge", seed=9, nvm=FileNVM(path), game="slate")
    emu.press("up")
    emu.press("a")
    for p in range(3):
        emu.press("a")
        for _ in range(p):
            emu.press("up")
        emu.press("a")
    assert type(emu.app.screen).__name__ == "Reveal"
    again = Emulator("pybadge", seed=10, nvm=FileNVM(path))
    assert "Resume" not in again.text()


def test_text_mode_from_piped_button_names():
    emu = Emulator("pybadge", seed=2)
    out = io.StringIO()
    textplay.run_terminal(emu, io.StringIO("down\ndown\ndown\ndown\na\na\nwait 600\nq\n"), out)
    screens = out.getvalue().split("-" * 28 + "\n")
    assert screens[0].startswith("BOWWORDS") and "> Companion" in screens[4]
    assert "Six-sided die" in screens[-2]


def test_text_mode_says_a_typo_in_one_line_and_plays_on(capsys):
    # a typed line that is no button (or a wait with no ms) ended the session, and a wait
    # with a word in a traceback
    emu = Emulator("pybadge", seed=2)
    out = io.StringIO()
    assert textplay.run_terminal(emu, io.StringIO("down\nbogus\nwait soon\ndown\nq\n"), out) == 0
    assert "> Billionaire" in out.getvalue().split("-" * 28 + "\n")[-2]
    assert capsys.readouterr().err == ("bowwords: no button 'bogus' (buttons: Up, Down, Left, Right, A, B, "
                                       "Start, Select, Shake)\nbowwords: wait takes a number of ms, like "
                                       "'wait 500'\n")


def test_pygamer_joystick_and_clue_two_buttons():
    emu = Emulator("pygamer", seed=1)
    emu.press("down")
    assert emu.app.screen.menu.cursor == 1
    clue = Emulator("clue", seed=1)
    clue.press("down")
    clue.press("down")
    assert clue.app.screen.menu.cursor == 2
    clue.press("a")                           # the right button chooses: Billionaire / Boggle Bowl ...
    clue.press("down+a")                      # both buttons: the menu
    assert type(clue.app.screen).__name__ == "MainMenu"


def test_screenshot_pixels_are_the_firmwares_colours_once_code_py_lights_the_screen():
    """boot.py turns the backlight off; code.py's App lights it at its second frame."""
    emu = Emulator("pybadge", seed=1)
    assert emu.pixel(2, 2) == (0, 0, 0)
    emu.frame()
    assert emu.pixel(2, 2) == (33, 81, 197) or emu.pixel(2, 2)[2] > 150   # the blue title bar
    assert emu.pixel(80, 60)[2] < 80                                       # navy background


def test_window_mode_maps_the_keyboard_and_quits_on_close():
    """The window loop (on SDL's dummy driver here): arrow keys move, the window closes."""
    import pygame
    emu = Emulator("pybadge", seed=1, window=True)
    assert emu.display._window.get_size() == (160 * window.SCALE, 128 * window.SCALE + emu.display.legend_h)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN))
    cursor = []
    step = emu.app.step

    def stepping(now):
        step(now)
        cursor.append(emu.app.screen.menu.cursor)
        if len(cursor) == 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    emu.app.step = stepping
    assert window.run_window(emu) == 0
    assert cursor[-1] == 1 and cursor.count(1) >= 1      # one move (the keypad scans every 20 ms)


def test_resume_a_registered_game_with_its_seats_and_sound_setting_kept(tmp_path):
    """The generic contract player (slate as a game): seats live beside the sound setting."""
    from bowui.menu.setup import SetupScreen
    path = tmp_path / "nvm.bin"
    emu = Emulator("pybadge", seed=3, nvm=FileNVM(path))
    emu.app.go(SetupScreen(emu.app, "slate"))
    emu.press("up")
    emu.press("a")                                 # 2 players: P1 human, P2 a bot
    emu.press("up")
    emu.press("a")                                 # P1 takes the first choice: a bid
    emu.press("up")
    emu.press("a")
    assert emu.app.ring.settings()[1:] == b"human,random"
    emu.app.sound.muted = True
    emu.app.store_settings()
    assert emu.app.ring.settings() == b"\x01human,random"


def test_back_to_the_menu_with_b_also_releases_the_tools_modules():
    emu = Emulator("pybadge", seed=1, game="die")
    emu.release = True
    emu.press("b")                            # the tool list
    emu.press("b")                            # the menu
    assert type(emu.app.screen).__name__ == "MainMenu"
    assert "bowui.tools.dice" not in sys.modules and "bowengine.companion.dice" not in sys.modules


def test_an_odd_sized_change_redraws_without_error():
    emu = Emulator("pybadge", seed=1)
    emu.frame()                                     # lit at code.py's second frame
    from bowui import ui
    ui.rect(emu.app.screen.group, 31, 41, 5, 5, ui.RED)
    emu.refresh()
    emu.app.screen.group[-1].x = 77                 # moved: two odd 5x5 dirty areas
    emu.refresh()
    assert emu.pixel(79, 43) == emu.pixel(78, 42) and emu.pixel(79, 43)[0] > 200


def test_game_flag_opens_the_games_own_setup():
    emu = Emulator("pybadge", seed=1, game="buyword")
    assert type(emu.app.screen).__module__.startswith("bowui.games.buyword.")


def test_bench_ui_splits_each_new_screens_allocations(tmp_path, capsys):
    import json
    (tmp_path / "t.keys").write_text("200 down\n+150 down\n+150 down\n+150 down\n+150 a\n+300 down\n"
                                     "+150 down\n+150 down\n+150 down\n+150 a\n+300 start+select\n+300 wait\n")
    assert cli.main(["bench", "ui", "--scripts", str(tmp_path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["screens"]
    by = {r["screen"]: r for r in rows}
    assert set(by) == {"CompanionMenu", "TimerScreen", "MainMenu"}
    assert by["TimerScreen"]["game"] == "timer" and by["TimerScreen"]["engine_bytes"] > 0
    assert all(r["ui_bytes"] > 10000 for r in rows)


def test_bench_ui_without_scripts_is_one_clear_line(tmp_path, capsys):
    assert cli.main(["bench", "ui", "--scripts", str(tmp_path)]) == 1
    assert "no key scripts" in capsys.readouterr().err


@pytest.mark.parametrize("tool,screen", [("price", "PriceScreen"), ("cubes", "CubesScreen"),
                                         ("scorekeeper", "ScorekeeperScreen")])
def test_game_flag_opens_the_new_companion_tools(tool, screen):
    assert type(Emulator("pybadge", seed=1, game=tool).app.screen).__name__ == screen
