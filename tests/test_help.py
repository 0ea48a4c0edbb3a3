"""Help a new user can go by (issue 29): `play --help` lists the games, the tools, the keys and
the key-script format; `sim` lists what it simulates; `flash --help` says how the first flash
goes (the drive, boot_out.txt) and what serial flashing needs (Select held); an unknown name
lists every game and tool; the keys are the same in the window, the terminal and the README."""

import io
import re
from pathlib import Path

import pytest

from bowwords import cli, emulator, keymap, textplay

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()
TOOLS = ["die", "buyword-die", "highbid-dice", "analyzer", "timer", "slate", "lexicon", "price", "cubes",
         "scorekeeper"]


def help_of(argv, capsys):
    with pytest.raises(SystemExit):
        cli.main(argv + ["--help"])
    return capsys.readouterr().out


def test_play_help_lists_games_tools_keys_and_the_key_script_format(capsys):
    out = help_of(["play"], capsys)
    for name in ["buyword", "bogglebowl", "billionaire", "highbid"] + TOOLS:
        assert re.search(r"\b%s\b" % re.escape(name), out), name
    for line in keymap.LEGEND:
        assert line in out
    for example in ("500 a", "+300 down 500", "start+select", "shot", "text", "wait", "cut"):
        assert example in out


def test_sim_help_names_the_games_it_simulates(capsys):
    out = help_of(["sim"], capsys)
    assert "game table" not in out
    for name in ("buyword", "bogglebowl", "billionaire", "highbid"):
        assert name in out


def test_flash_help_says_the_first_flash_goes_over_the_drive_and_serial_needs_select(capsys):
    out = " ".join(help_of(["flash"], capsys).split())
    assert "boot_out.txt" in out and "--drive auto" in out and "hold Select" in out
    assert "replaces the drive's code.py" in out


@pytest.mark.parametrize("argv", [["play", "--game", "nope", "--keys", "/dev/null"],
                                  ["play", "--lines", "--tool", "nope"]])
def test_an_unknown_or_missing_tool_lists_every_tool(argv, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    for name in TOOLS:
        assert re.search(r"\b%s\b" % re.escape(name), err), (name, err)


def test_enter_is_start_in_the_window_the_terminal_and_the_readme():
    window = {k: name for name, keys in keymap.KEYBOARD for k in keys}
    assert window["return"] == "Start" and keymap.TERMINAL["\r"] == "Start" == keymap.TERMINAL["\n"]
    assert window["tab"] == keymap.TERMINAL["\t"] == "Select"
    assert window["m"] == keymap.TERMINAL["m"] == "Start+Select"
    assert "Enter (or P) = Start" in README and "Enter = A" not in README


def test_the_terminal_footer_lists_the_keys_under_each_screen():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    emu = emulator.Emulator("pybadge", seed=1)
    out = io.StringIO()
    shown = []
    real = textplay._raw_terminal

    def once(emu, stream, out, press, show):
        shown.append(True)
        return 0

    textplay._raw_terminal = once
    try:
        textplay.run_terminal(emu, Tty(""), out)
    finally:
        textplay._raw_terminal = real
    assert shown and all(line in out.getvalue() for line in keymap.LEGEND)


def test_the_readme_walks_a_first_flash_with_the_circuitpython_version():
    board = README[README.index("## Flashing a board"):README.index("**The bundle**")]
    steps = re.findall(r"^(\d)\. ", board, re.M)
    assert steps == [str(i) for i in range(1, len(steps) + 1)] and len(steps) >= 5
    assert "10.2" in board and "circuitpython.org/board/pybadge" in board and ".uf2" in board
    assert "--drive auto" in board and "replaces the drive's `code.py`" in board


def test_make_flash_copies_over_the_drive_by_default():
    make = (Path(__file__).resolve().parent.parent / "Makefile").read_text()
    assert re.search(r"^FLASH \?= --drive auto$", make, re.M)


def test_play_help_says_tool_takes_a_companion_tools_name_not_a_games(capsys):
    """`play --help` said --tool takes either a game or a tool; it takes the tools' names only."""
    out = " ".join(help_of(["play"], capsys).split())
    assert "--game and --tool take either" not in out
    assert "--tool takes a companion tool's name" in out
    assert "a tool's name (the tools line below), not a game's" in out
    tools = re.search(r"^tools: +(.*)$", help_of(["play"], capsys), re.M).group(1)
    assert tools.split(", ") == TOOLS


def test_the_readme_command_list_has_every_command():
    """The README's list of commands once left out doctor and solve."""
    listed = re.search(r"## The `bowwords` command\n\n```\n(.*?)```", README, re.S).group(1)
    named = {line.split()[1] for line in listed.splitlines() if line.startswith("bowwords ")}
    assert named >= {name for name, *_ in cli.COMMANDS}


def test_the_terminal_splits_keys_sent_at_once():
    """Three arrows in one read are three keys (a terminal sends what was typed meanwhile)."""
    assert textplay.keys_in("\x1b[B\x1b[B\x1b[Bx") == ["\x1b[B", "\x1b[B", "\x1b[B", "x"]
    assert textplay.keys_in("\x1b") == ["\x1b"]


def test_the_terminal_plays_every_key_typed_however_fast():
    """Issue 40: three Downs sent at once move the menu's cursor three rows, in real time."""
    import os
    import threading
    import time
    master, slave = os.openpty()
    emu = emulator.Emulator("pybadge", seed=1)
    emu.frame()

    stream = os.fdopen(slave, "r")

    def type_then_quit():
        time.sleep(0.3)                                  # (the terminal is raw by then)
        os.write(master, b"\x1b[B\x1b[B\x1b[B")
        time.sleep(1.5)
        os.write(master, b"q")

    threading.Thread(target=type_then_quit, daemon=True).start()
    out = io.StringIO()
    try:
        assert textplay._raw_terminal(emu, stream, out, None, lambda: None) == 0
    finally:
        stream.close()
        os.close(master)
    assert emu.app.screen.menu.cursor == 3
