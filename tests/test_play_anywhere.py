"""`bowwords play` from any folder (issue 29): the firmware's fonts, dictionary and rules pages
are found from the checkout, never from the working folder; a read-only working folder is fine
too; a file the firmware cannot read is called a failed read, not a failed write."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bowwords import emulator
from bowwords import playcmd

ROOT = Path(__file__).resolve().parent.parent
START = "0 a\n+300 a\n+300 a\n+300 text\n"      # the setup screen's Start, then the game's first screen


def play(cwd, *args, stdin=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_CACHE_HOME=str(cwd.parent / "cache"))
    env.pop("DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "bowwords", "play", "--seed", "7", *args], cwd=cwd, env=env,
                          input=stdin, capture_output=True, text=True, timeout=120)


@pytest.fixture(params=["temporary", "read-only"])
def folder(request, tmp_path):
    """An empty working folder away from the checkout: writable, or not."""
    where = tmp_path / "here"
    where.mkdir()
    keys = tmp_path / "start.keys"
    keys.write_text(START)
    if request.param == "read-only":
        where.chmod(0o555)
    yield where, keys
    where.chmod(0o755)


@pytest.mark.parametrize("how", [["--keys"], ["--keys", "--text"]], ids=["window", "text"])
def test_a_game_starts_from_any_folder_with_a_key_script(folder, how):
    where, keys = folder
    done = play(where, "--game", "buyword", how[0], str(keys), *how[1:])
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_a_game_starts_from_any_folder_in_the_terminal(folder):
    where, _ = folder
    done = play(where, "--game", "buyword", "--text", stdin="A\nA\nA\nwait 3000\nA\n")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Round 1" in done.stdout


def test_a_font_that_cannot_be_read_is_a_failed_read(tmp_path, monkeypatch, capsys):
    from bowwords import cli

    monkeypatch.setattr(emulator, "FONTS", tmp_path / "no-fonts")
    keys = tmp_path / "start.keys"
    keys.write_text(START)
    assert cli.main(["play", "--seed", "7", "--game", "buyword", "--keys", str(keys)]) == 1
    err = capsys.readouterr().err
    assert "ended in an error" in err and "No such file" in err and "ter-u16b.bwf" in err
    assert "cannot write" not in err


def test_a_screenshot_that_cannot_be_written_is_a_failed_write(tmp_path):
    e = OSError(13, "Permission denied")
    e.filename = str(tmp_path / "x.png")
    assert playcmd._file_error(e, str(tmp_path / "x.png"), []).startswith("cannot write")
