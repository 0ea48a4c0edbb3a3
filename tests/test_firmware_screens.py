"""Every screen fits 160x128 with no clipped text: each visible label's bounds are checked
on every screen and state the firmware shows (menus, tools, slate, generic game play)."""

import pytest

from bowwords.emulator import Emulator
from bowwords.screentext import labels

from screenfit import H, W
from screenfit import check as _check


@pytest.fixture
def seen():
    return set()


def test_main_menu_settings_and_notices_fit(seen):
    emu = Emulator("pybadge", seed=3)
    _check(emu, seen)
    for _ in range(9):
        emu.press("down")
        _check(emu, seen)
    emu.press("start+select")
    emu.press("up")
    emu.press("a")                                   # Settings (the last row)
    assert type(emu.app.screen).__name__ == "Settings"
    _check(emu, seen)
    emu.press("a")
    emu.press("down")
    emu.press("a")
    _check(emu, seen)
    emu.press("start+select")                        # the menu, its cursor on Settings again
    emu.press("down")                                # (wrapping to the top)
    emu.press("a")                                   # BuyWord: its setup, or "coming soon"
    _check(emu, seen)
    from bowengine import games
    first = "SetupScreen" if "buyword" in games.TABLE else "Notice"
    assert {"MainMenu", "Settings", first} <= seen


def test_companion_tools_fit_in_every_state(seen):
    emu = Emulator("pybadge", seed=3, game="die")
    for _ in range(3):
        emu.press("right")
    emu.press("a")
    _check(emu, seen)                                # tumbling
    emu.wait(600)
    _check(emu, seen)
    emu.press("b")
    _check(emu, seen)                                # the tool list
    for _ in range(8):
        emu.press("down")
        _check(emu, seen)
    emu.press("a")                                   # the cube roller
    _check(emu, seen)
    for name in ("buyword-die", "highbid-dice", "analyzer", "timer"):
        for seed in (1, 2, 3, 4, 5):
            emu = Emulator("pybadge", seed=seed, game=name)
            _check(emu, seen)
            for _ in range(3):
                emu.press("a")
                emu.wait(600)
                _check(emu, seen)
            emu.wait(11000)
            _check(emu, seen)
    assert {"DieScreen", "CompanionMenu", "BuyWordScreen", "HighBidScreen", "AnalyzerScreen",
            "TimerScreen"} <= seen


def test_slate_screens_fit_with_five_players_and_big_bids(seen):
    emu = Emulator("pybadge", seed=3, game="slate")
    for _ in range(3):
        emu.press("right")                           # 5 players
    _check(emu, seen)
    emu.press("down")
    emu.press("left")
    emu.press("down")
    emu.press("a")
    for _ in range(5):
        _check(emu, seen)                            # hand-off
        emu.press("a")
        _check(emu, seen)                            # entry
        emu.press("left")
        emu.press("left")
        for _ in range(9):
            emu.press("up")                          # first digit 9: 901 (the digits do not wrap)
        emu.press("a")
    for _ in range(6):
        _check(emu, seen)                            # reveal, one by one, then the tie
        emu.press("a")
    assert {"SlateSetup", "HandOff", "BidEntry", "Reveal"} <= seen


def test_generic_game_screens_fit(seen):
    emu = Emulator("pybadge", seed=5, game="slate")
    from bowui.menu.setup import SetupScreen
    emu.app.go(SetupScreen(emu.app, "slate"))
    emu.frame()
    _check(emu, seen)
    emu.press("right")                               # 3 players: P1 human, P2 and P3 random bots
    emu.press("down")
    emu.press("right")                               # P1 becomes a bot too ...
    emu.press("right")                               # ... and human again
    emu.press("up")
    emu.press("up")                                  # Start
    emu.press("a")
    for _ in range(12):
        _check(emu, seen)
        if type(emu.app.screen).__name__ == "Results":
            break
        emu.press("a")
    assert {"SetupScreen", "Turn"} <= seen


@pytest.mark.parametrize("board", ["pygamer", "clue"])
def test_other_boards_centre_the_ui_on_their_screen(board):
    emu = Emulator(board, seed=1)
    w, h = emu.profile["size"]
    for left, top, right, bottom, lab in labels(emu.display.root_group):
        assert 0 <= left and right <= w and 0 <= top and bottom <= h, lab.text
    assert emu.app.root.x == (w - W) // 2 and emu.app.root.y == (h - H) // 2


def test_menu_with_a_saved_game_to_resume_fits(seen):
    from bowengine import games
    from bowui.saves import Ring

    from bowwords.emulator import FileNVM
    nvm = FileNVM(None)
    Ring(nvm).save(games.new("slate", 3, 1).save())
    emu = Emulator("pybadge", seed=1, nvm=nvm)
    assert "Resume Sealed-bid slate" in emu.text()
    for _ in range(8):
        _check(emu, seen)
        emu.press("down")


def test_word_judge_fits_with_the_longest_word(tmp_path, seen):
    from bowwords.dictionary.build import compile_words
    path = tmp_path / "words.bwd"
    path.write_bytes(compile_words(["cat", "dog"]))
    emu = Emulator("pybadge", seed=1, game="lexicon", dict_path=path)
    _check(emu, seen)
    for _ in range(20):
        emu.press("right")
    emu.press("a")
    assert "AAAAAAAAAAAAAAA is not a" in emu.text()
    _check(emu, seen)
    missing = Emulator("pybadge", seed=1, game="lexicon", dict_path=tmp_path / "no.bwd")
    _check(missing, seen)


def test_a_save_of_an_older_version_is_refused_in_one_line_and_a_new_game_offered(monkeypatch, seen):
    """A save older than the oldest version this build reads (High Bid's version 1; it reads 2
    and 3) is not resumed; the menu says so in its last line, its cursor on High Bid (a new game)."""
    from bowengine import games
    from bowengine.highbid.rules import HighBid

    from bowwords.emulator import FileNVM, prepare
    prepare(headless=True)                      # firmware/ importable, run alone too
    from bowui.saves import Ring
    game = games.new("highbid", 3, 1)
    monkeypatch.setattr(HighBid, "VERSION", 1)
    old = game.save()
    monkeypatch.undo()
    with pytest.raises(ValueError, match="version 1; this build reads version 3"):
        games.load(old)
    nvm = FileNVM(None)
    Ring(nvm).save(old)
    emu = Emulator("pybadge", seed=1, nvm=nvm)
    assert "Resume High Bid" in emu.text()
    emu.press("a")
    menu = emu.app.screen
    assert type(menu).__name__ == "MainMenu" and emu.text().splitlines()[-1].strip() == "Save unreadable: new game?"
    assert menu.menu.items[menu.menu.cursor][0] == "High Bid"
    _check(emu, seen)
    emu.press("a")
    assert type(emu.app.screen).__name__ == "SetupScreen" and emu.app.screen.title == "High Bid"
