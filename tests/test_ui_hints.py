"""Hints (issue 23): a game offers them from its setup, and the first one shown marks the game
(its option "hints" goes from 1 to 2) so the records count it with hints."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator

SHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


@pytest.mark.parametrize("name", ["buyword-hint", "bogglebowl-hint"])
def test_a_hint_shown_marks_the_game_as_played_with_hints(name):
    lines = (SHOTS / (name + ".keys")).read_text().splitlines()
    starts = [i for i, line in enumerate(lines) if line.split("#")[0].split()[1:2] == ["start"]]
    emu = Emulator("pybadge", seed=7)
    emu.play_script(lines[:starts[0]])                  # up to the first press of Start
    assert emu.app.game.options["hints"] is True
    emu.play_script(lines[starts[0]:])
    assert emu.app.game.options["hints"] == 2
