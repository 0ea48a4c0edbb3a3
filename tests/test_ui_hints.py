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
    emu.play_script(["%d wait" % emu.now] + lines[starts[0]:])  # the rest, from where it stopped
    assert emu.app.game.options["hints"] == 2


@pytest.mark.parametrize("name, module", [("buyword-hint", "bowui.games.buyword.review"),
                                          ("bogglebowl-hint", "bowengine.bogglebowl.review")])
def test_a_hint_with_no_room_on_the_heap_says_so_and_the_game_goes_on(name, module, monkeypatch):
    """Where the search or the solver runs out of heap (monkey session 113: a rules page's
    module kept), the screen says so in one line; the game is not marked and plays on."""
    import sys
    import types

    def no_room(*args):
        raise MemoryError("memory allocation failed")

    full = types.ModuleType(module)
    full.hint = full.buy_hint = full.sell_hint = no_room
    monkeypatch.setitem(sys.modules, module, full)
    emu = Emulator("pybadge", seed=7)                 # (the firmware importable)
    parent, _, leaf = module.rpartition(".")
    __import__(parent)
    monkeypatch.setattr(sys.modules[parent], leaf, full, raising=False)
    lines = (SHOTS / (name + ".keys")).read_text().splitlines()
    first = [i for i, line in enumerate(lines) if line.split("#")[0].split()[1:2] == ["start"]][0]
    emu.play_script(lines[:first + 1])
    assert "No room for a hint now" in emu.text()
    assert emu.app.game.options["hints"] is True
    emu.press("b")
    assert type(emu.app.screen).__name__ in ("Buy", "RoundScreen")
