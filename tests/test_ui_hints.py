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


@pytest.mark.parametrize("name", ["buyword-hint", "bogglebowl-hint"])
def test_a_hint_mark_survives_a_power_cut_as_the_hint_shows(name):
    """Issue 30: the mark is saved in the NVM before the hint shows: cut the power right after
    Start (the screen not changed since), boot again, and the saved game is played with hints."""
    lines = (SHOTS / (name + ".keys")).read_text().splitlines()
    first = [i for i, line in enumerate(lines) if line.split("#")[0].split()[1:2] == ["start"]][0]
    emu = Emulator("pybadge", seed=7)
    emu.play_script(lines[:first + 1])
    assert emu.app.game.options["hints"] == 2
    again = Emulator("pybadge", seed=7, nvm=emu.nvm)       # the power cut: a boot on the same NVM
    assert again.app.saved_game().options["hints"] == 2


def test_a_hint_puts_back_the_bests_its_game_set_and_a_resume_mends_a_cut_between():
    """Issue 30 (README: a game played with hints sets no best): a sale that beat the best
    sale, then a hint in the same game: the best is what it was before the game."""
    from bowui import records

    emu = Emulator("pybadge", seed=7)
    nvm = emu.nvm
    assert records.better(nvm, 100, "BEFORE")           # an earlier game's best, settled
    records.settle(nvm)
    assert records.better(nvm, 400, "JUKEBOXES")         # this game's
    assert records.feat(records.load(nvm), "sale") == 400
    assert records.unbest(nvm)                           # the first hint
    data = records.load(nvm)
    assert (records.feat(data, "sale"), records.feat(data, "sale_word")) == (100, "BEFORE")
    assert records.feat(data, "word") == "BEFORE" and not records.unbest(nvm)
    assert records.better(nvm, 400, "JUKEBOXES")         # a game settled at the next one's start
    records.settle(nvm)
    assert not records.unbest(nvm) and records.feat(records.load(nvm), "sale") == 400


def test_an_older_records_payload_without_the_games_bests_aside_still_loads():
    from bowui import records, saves

    emu = Emulator("pybadge", seed=7)
    data = records.load(emu.nvm)
    records._set(data, "sale", 77)
    at, _ = records._feat_at("was_sale")
    saves.records_ring(emu.nvm).save(bytes(data[:at]))   # as the build before issue 30 wrote it
    assert records.feat(records.load(emu.nvm), "sale") == 77


def test_buywords_not_now_hint_fits_one_line_at_its_longest(monkeypatch):
    """BW-14 and BW-21: a draw of at most 5 tiles of 4 pips costs $400 at most (pips squared); the
    hint says "not now" only for a gain under the cost: at its longest ($399 gained, $400 cost)
    the line fits the screen's 26 columns (monkey session 4014 drew one past the right edge)."""
    emu = Emulator("pybadge", seed=7)                       # (the firmware importable)
    from bowui import ui
    from bowui.games.buyword import review

    class Game:
        context = {"lexicon": None}

        def view(self, player):
            return {"held": [[]], "wilds": [0]}

    monkeypatch.setattr(review, "computed", lambda *args: ([], 439, 40, False))
    line = review.buy_hint(emu.app, Game(), 0, [], 400)
    assert line == "Not now: +$399 < $400 cost" and len(line) <= ui.COLS
