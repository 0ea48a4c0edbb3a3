"""The companion cube roller and scorekeeper screens, driven by keys in the emulator: what they
show is the engine's state, and every state fits the screen."""

from bowengine.bogglebowl.data import CUBES
from bowwords.emulator import Emulator

from screenfit import check


def shown(screen, side):
    return [lab.text for lab in screen.letters[side]]


def faces(screen, side):
    return [("Qu" if t == "QU" else t) for t in screen.game.view(0)["letters"][side]]


def test_cube_roller_tumbles_then_lands_on_the_engines_faces():
    seen = set()
    emu = Emulator("pybadge", seed=7, game="cubes")
    s = emu.app.screen
    check(emu, seen)
    assert shown(s, 0) == ["?"] * 11
    emu.press("a")
    assert s.rolling
    check(emu, seen)
    for i, text in enumerate(shown(s, 1)):      # tumbling: each cube shows one of its own faces
        assert text.upper()[0] in CUBES[i]
    emu.wait(600)
    assert not s.rolling
    check(emu, seen)
    assert shown(s, 0) == faces(s, 0) and shown(s, 1) == faces(s, 1)
    assert "1 roll" in emu.text()                # each set rolled once (issue 29: not "x1")


def test_left_re_rolls_only_red_and_right_only_blue():
    emu = Emulator("pybadge", seed=7, game="cubes")
    s = emu.app.screen
    emu.press("a")
    emu.wait(600)
    blue = shown(s, 1)
    emu.press("left")
    emu.wait(600)
    assert s.game.view(0)["rolls"] == [2, 1] and shown(s, 1) == blue
    assert shown(s, 0) == faces(s, 0)
    red = shown(s, 0)
    emu.press("right")
    emu.wait(600)
    assert s.game.view(0)["rolls"] == [2, 2] and shown(s, 0) == red
    check(emu, set())


def test_the_10_second_timer_opens_from_the_cubes_and_b_comes_back_to_them():
    seen = set()
    emu = Emulator("pybadge", seed=7, game="cubes")
    s = emu.app.screen
    emu.press("a")
    emu.wait(600)
    before = shown(s, 0)
    emu.press("up")
    assert type(emu.app.screen).__name__ == "CubeTimer"
    emu.press("a")
    emu.wait(4000)
    check(emu, seen)
    assert emu.app.screen.game.view(0)["phase"] == "running"
    emu.press("b")
    assert emu.app.screen is s and shown(s, 0) == before
    emu.press("b")
    assert type(emu.app.screen).__name__ == "CompanionMenu"


def test_scorekeeper_moves_the_token_step_by_step_and_scores_in_the_row():
    seen = set()
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    s = emu.app.screen
    check(emu, seen)
    for _ in range(4):
        emu.press("up")                           # Red won by 5
    assert "<Red> by ^5v" in emu.text()
    emu.press("a")
    assert s.game.view(0)["phase"] == "move"
    check(emu, seen)
    emu.press("up")
    emu.press("up")
    assert s.game.view(0)["token"] == "e6" and "3 steps left" in emu.text()
    check(emu, seen)
    emu.press("up")
    emu.press("up")                               # into Red's row at e: 10, one step unused
    v = s.game.view(0)
    assert v["scores"] == [10, 0] and v["token"] == "e4" and v["phase"] == "enter"
    assert "Red scores 10!" in emu.text() and "Red 10" in emu.text()
    check(emu, seen)


def test_scorekeeper_refuses_a_backward_step_with_the_error_tone():
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    s = emu.app.screen
    emu.press("right")                            # Blue
    emu.press("up")                               # by 2
    emu.press("a")
    tones = len(emu.speaker.tones)
    emu.press("up")                               # backward for Blue
    assert s.game.view(0)["token"] == "e4" and len(emu.speaker.tones) > tones
    emu.press("down")
    emu.press("right")
    v = s.game.view(0)
    assert v["token"] == "f3" and v["phase"] == "enter"
    assert "On f3" in emu.text()


def test_scorekeeper_to_a_win_at_100():
    seen = set()
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    s = emu.app.screen
    for _ in range(7):
        emu.press("up")                           # Red by 8
    emu.press("a")
    for key in ("right",) * 4 + ("up",) * 4:      # to i8: Red's 100
        emu.press(key)
        check(emu, seen)
    assert s.game.result()["winners"] == [0]
    assert "Red wins with 100!" in emu.text() and "pegs 100" in emu.text()
    emu.press("a")
    assert type(emu.app.screen).__name__ == "ScorekeeperScreen" and emu.app.screen is not s


def test_scorekeeper_is_saved_after_each_move_and_resumes_from_the_menu():
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    s = emu.app.screen
    emu.press("up")                               # Red by 2
    emu.press("a")
    emu.press("up")
    emu.press("right")
    saved = s.game.save()
    emu.press("start+select")
    assert "Resume Scorekeeper" in emu.text()
    emu.press("a")
    assert type(emu.app.screen).__name__ == "ScorekeeperScreen"
    assert emu.app.screen.game.save() == saved and emu.app.screen.game.view(0)["token"] == "f5"


def test_scorekeeper_longest_lines_fit_blue_by_11_to_its_100():
    seen = set()
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    s = emu.app.screen
    emu.press("right")
    for _ in range(12):
        emu.press("up")                           # Blue by 11 (the most)
    check(emu, seen)
    assert "<Blue> by ^11v" in emu.text()
    emu.press("a")
    for key in ("left",) * 4 + ("down",) * 4:     # to a0: Blue's 100
        emu.press(key)
        check(emu, seen)
    assert s.game.result()["winners"] == [1] and "Blue wins with 100!" in emu.text()
