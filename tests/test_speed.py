"""The PyBadge speed estimate (bowwords.bench.speed): instructions counted by callgrind on CircuitPython's
VM, cut into bot moves and frames by a marker call. Skipped where valgrind or the VM is absent."""

import shutil
from pathlib import Path

import pytest

from bowwords import vm
from bowwords.vm import firmware as fwvm
from bowwords.bench import speed

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def tools():
    if vm.circuitpython() is None or shutil.which("valgrind") is None:
        pytest.skip("no CircuitPython VM or no valgrind: the speed estimate's tests are skipped")


def test_seconds_are_instructions_at_the_stated_factor_plus_reads():
    assert speed.seconds(120_000_000) == pytest.approx(1.7)
    assert speed.seconds(0, 10) == pytest.approx(10 * speed.READ_S)


def test_spread_is_median_99th_and_largest():
    assert speed.spread(list(range(1, 201))) == (101, 199, 200)


@pytest.mark.sweep
def test_each_bot_move_is_counted_apart():
    """Ten High Bid expert moves: ten counts, each of real work (more than the marker's own cost)."""
    moves = speed.bot_moves("highbid", ["expert"], steps=10)
    assert len(moves) == 10 and all(level == "expert" and ir > 20_000 for level, ir, _ in moves)


@pytest.mark.sweep
def test_word_game_moves_count_their_dictionary_reads():
    moves = speed.bot_moves("buyword", ["easy"], steps=12)
    assert len(moves) == 12 and any(reads > 0 for _, _, reads in moves)


@pytest.mark.sweep
def test_every_frame_of_a_key_script_is_timed():
    """The main menu script: one count per frame after the first, idle frames cheap."""
    lines = (ROOT / "docs" / "screenshots" / "menu.keys").read_text().splitlines()
    frames = fwvm.frame_instructions(lines + ["+100 wait"])     # code.py's frames from 132 ms on
    assert len(frames) >= 3 and all(screen == "MainMenu" for screen, _, _ in frames)
    # (the board model's keypad scans run in Python on the VM, 1 or 2 a frame; in C on a board)
    assert min(ir for _, ir, _ in frames) < 120_000


def test_a_bots_turn_is_counted_from_the_dots_showing_to_its_going():
    """vmboard prints B, T and E as the thinking dot shows, steps and goes: a turn's instructions
    are those after B up to E, whichever frames they fall in."""
    stdout = "F Menu\nB\nT\nE\nF Turn\nF Turn\n"
    turns = []
    frames = fwvm._frames([100, 5, 7, 11, 13, 17, 19], stdout, turns)
    assert turns == [7 + 11]
    assert frames == [("Menu", 100, 100), ("Turn", 5 + 7 + 11 + 13, 13), ("Turn", 17, 17)]


@pytest.mark.sweep
def test_a_switch_is_cut_into_its_parts():
    """bench firmware --switch (vmboard's MODE "switch", its marks in the module vmswitch): the
    menu at power-up, then a switch into the game program and one back into the menu, each
    with instructions in its VM start, compile, imports, Hardware(), App and first frame."""
    lines = (ROOT / "tests" / "games" / "highbid-game.keys").read_text().splitlines()
    runs = fwvm.switch_instructions(lines)
    assert [program for program, _, _ in runs] == ["code.py (power-up)", "game.py", "code.py"]
    for _, parts, imports in runs[1:]:
        assert all(parts[p] > 0 for p in ("vm", "compile", "imports", "hardware", "app", "frame")), parts
        assert any(name == "bowui.app" for _, name, _ in imports)
