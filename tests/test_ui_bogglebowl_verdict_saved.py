"""A Boggle Bowl round's outcome is saved before its verdict shows (issue 40): Start + Select or a
power cut on the verdict screen, then Resume, never plays the round again with the same cubes;
the round is over and scored as it was."""

import pytest

from bowwords.emulator import Emulator

from test_ui_bogglebowl import DICT, goto, screen, start

pytestmark = pytest.mark.skipif(not DICT.exists(), reason="the ENABLE dictionary is not built")


def on_the_verdict():
    """A game against the bot, its first round over (Red turned the timer with no words): the
    verdict shows."""
    emu = Emulator("pybadge", seed=5, dict_path=DICT)
    start(emu, target_left=0)                     # play to 100
    emu.press("a")
    emu.wait(600)
    goto(emu, 14, set())
    emu.press("a")
    for _ in range(200):
        if screen(emu) == "Verdict":
            break
        emu.wait(100)
    assert screen(emu) == "Verdict"
    return emu


def resumed(emu):
    """From the menu, Resume: the game program's first screen's game."""
    emu.wait(3000)
    assert screen(emu) == "MainMenu" and "Resume Boggle Bowl" in emu.text()
    emu.press("a")
    emu.wait(3000)
    return emu.app.screen


@pytest.mark.parametrize("leave", ["chord", "cut"])
def test_the_round_shown_on_the_verdict_is_over_and_scored_after_resume(leave):
    emu = on_the_verdict()
    game = emu.app.screen.game
    rounds, last, cubes = game.rounds, game.view(0)["last"], game.view(0)["cubes"]
    if leave == "chord":
        emu.press("start+select")
    else:
        emu.power_cut()
    again = resumed(emu)
    g = again.game
    assert g is not game and g.rounds == rounds and g.view(0)["last"] == last
    assert not (screen(emu) == "RoundScreen" and g.view(0)["cubes"] == cubes)   # not replayed
