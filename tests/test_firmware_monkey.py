"""The firmware on every path, not only the recorded ones: seeded random sessions (bowwords.bench.monkey)
through code.py and game.py from the .mpy bundle on CircuitPython's own VM, at a PyBadge's 128 KB
with the bundle's pystack less a 256-byte margin; the regression scripts the monkey kept; and
the firmware's recovery when a frame fails, and when the recovery fails too. Skipped in one line
where the VM is absent."""

from pathlib import Path

import pytest

from bowwords import vm
from bowwords.vm import firmware as fwvm
from bowwords.bench import monkey

ROOT = Path(__file__).resolve().parent.parent
SEEDS = (5,)              # one session here (20 s); `bowwords bench monkey --sessions 200` runs many
GAME = (ROOT / "tests" / "games" / "highbid-game.keys").read_text().splitlines()[:17]   # menu -> a game


@pytest.fixture(scope="module", autouse=True)
def circuitpython():
    if vm.circuitpython() is None:
        pytest.skip("no CircuitPython VM (../shared/tools/circuitpython/circuitpython): monkey tests skipped")


def test_a_session_is_the_same_key_script_for_its_seed():
    """A session is made from its seed alone, and wanders: the chord, long waits, power cuts."""
    assert monkey.session(9) == monkey.session(9) != monkey.session(10)
    lines = [ln for s in range(1, 6) for ln in monkey.session(s)]
    assert any(ln.endswith(" cut") for ln in lines)
    assert any(" start+select " in ln for ln in lines)


@pytest.mark.sweep
@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_session_is_clean_on_a_pybadge(seed):
    """1,500 random presses: no error recovered from, no crash, no VM stop; the game program
    was reached (the board reloaded into it) and a power cut or the chord left a game."""
    run = monkey.play(monkey.session(seed))
    assert run.ok, "session %d: %s\n%s" % (seed, run.crash, run.stdout[-1500:])
    assert run.reloads >= 2


@pytest.mark.sweep
@pytest.mark.parametrize("name", sorted(monkey.regressions()) or ["none"])
def test_a_kept_regression_script_is_clean(name):
    """Each session the monkey once failed, shrunk to its key script, now completes cleanly."""
    if name == "none":
        pytest.skip("no regression scripts kept in tests/games/monkey")
    run = monkey.play(monkey.regressions()[name])
    assert run.ok, "%s: %s" % (name, run.crash)


def _ends_on_the_menu(run, *words):
    shown = " ".join(run.ended)
    return run.ended[0] == "MainMenu" and all(w in shown for w in words)


def test_an_error_in_a_game_saves_it_and_the_menu_says_what_happened():
    """An error in a frame of the game program: the game is saved, the board reloads into the menu
    program (game.py runs with reload_on_error), whose last line names the error, and Resume is
    offered."""
    run = fwvm.run(GAME + ["4000 wait"], 128, expected=None, mode="break 3000")
    assert run.crash == "game.py ended in RuntimeError: broken on purpose", run.stdout[-1500:]
    assert _ends_on_the_menu(run, "Resume High Bid", "RuntimeError"), run.ended


def test_when_the_recovery_fails_too_the_board_reloads_into_the_menu():
    """An error in the menu program whose recovery fails as well: the board reloads (a fresh heap),
    and the menu is up again, never a dead screen."""
    run = fwvm.run(["500 down", "1500 wait"], 128, expected=None, mode="break-all 1000")
    assert "RELOAD" in run.stdout and run.returncode == 0, run.stdout[-1500:]
    assert _ends_on_the_menu(run, "BuyWord"), run.ended


def test_a_power_cut_in_a_game_resumes_it_from_the_menu():
    """Power cut mid-game (the VM stops after a frame and boots again on the same NVM file): the
    menu offers to resume the game, and resuming starts the game program on it."""
    run = fwvm.run(GAME + ["3000 cut", "4500 a", "7000 wait"], 128, expected=None)
    assert run.ok and run.cuts == 1, run.crash
    assert [s for s, _ in run.screens].count("MainMenu") == 2
    assert run.ended[0] == "BidScreen", run.ended


def test_shrink_finds_a_short_script_that_fails_alike():
    """A failing session shrinks to fewer presses that fail the same way (here, a heap too small
    for a game's screens)."""
    lines = monkey.session(3, presses=120, cuts=False)
    first = monkey.play(lines, heap_kb=60)
    assert not first.ok
    short = monkey.shrink(lines, first.crash, heap_kb=60, budget=30)
    again = monkey.play(short, heap_kb=60)
    assert not again.ok and monkey._kind(again.crash) == monkey._kind(first.crash)
    assert len(short) < len(lines)
