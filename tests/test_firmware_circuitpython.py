"""The whole firmware on CircuitPython's own VM (where ../shared/tools/circuitpython is found):
code.py from the bundle users flash (.mpy), real displayio/vectorio/fontio, a PyBadge's
128 KB heap (and a PyGamer-class 192 KB for the whole games) and a SAMD51's 2,048-byte
pystack (CircuitPython 10), driven by the same key scripts as the emulator. Skipped in one line where the VM
is absent."""

from pathlib import Path

import pytest

from bowwords import vm
from bowwords.vm import firmware as fwvm

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted((ROOT / "tests" / "games").glob("*.keys"))
TOOLS = [ROOT / "docs" / "screenshots" / (n + ".keys") for n in (
    "companion", "die", "buyword-die", "highbid-dice", "analyzer", "timer", "slate-reveal",
    "price-pips", "cubes", "scorekeeper", "settings", "judge", "records", "rules", "rules-select")]
HEAP_KB = 192             # a PyGamer-class heap: every whole game completes in it
BADGE_KB = 128            # a PyBadge's heap after boot: every whole game and tool completes in it too


@pytest.fixture(scope="module", autouse=True)
def circuitpython():
    if vm.circuitpython() is None:
        pytest.skip("no CircuitPython VM (../shared/tools/circuitpython/circuitpython): firmware-on-VM tests skipped")


def _lines(path):
    return path.read_text().splitlines()


@pytest.mark.parametrize("script", GAMES + TOOLS, ids=[p.stem for p in GAMES + TOOLS])
def test_script_completes_on_a_pybadge_heap(script):
    """Menu to the script's last screen (a whole game ends on its results) in 128 KB, no error
    recovered from."""
    run = fwvm.run(_lines(script), BADGE_KB)
    assert run.ok, "%s on CircuitPython at %d KB: %s\n%s" % (script.stem, BADGE_KB, run.crash, run.stdout[-2000:])


@pytest.mark.sweep
@pytest.mark.parametrize("script", GAMES, ids=[p.stem for p in GAMES])
def test_whole_game_completes_on_a_pygamer_heap(script):
    """The same in 192 KB (a heap that fragments otherwise must still hold every game)."""
    run = fwvm.run(_lines(script), HEAP_KB)
    assert run.ok, "%s on CircuitPython at %d KB: %s\n%s" % (script.stem, HEAP_KB, run.crash, run.stdout[-2000:])


@pytest.mark.sweep
def test_the_py_bundle_plays_a_whole_game():
    """`bundle --py` (the sources, compiled on the board) plays a whole game too."""
    run = fwvm.run(_lines(ROOT / "tests" / "games" / "highbid-game.keys"), HEAP_KB, mpy=False)
    assert run.ok, run.crash


@pytest.mark.parametrize("script", GAMES, ids=[p.stem for p in GAMES])
def test_a_game_resumes_after_a_power_cut(script, tmp_path):
    """Power cut half way through a whole game (the run just stops); at the next power-up, in
    128 KB, the menu offers to resume it, and A reopens the game on its own screens."""
    nvm = tmp_path / "nvm.bin"
    lines = _lines(script)
    cut = fwvm.run(lines[:len(lines) // 2], BADGE_KB, nvm=nvm, expected=None)
    assert cut.crash is None and cut.ended[0] != "MainMenu"
    back = fwvm.run(["300 a", "+1500 wait"], BADGE_KB, nvm=nvm, expected=None)   # after code.py's first frame (132)
    assert back.crash is None
    (first, texts), (then, _) = back.screens[0], back.screens[1]
    assert first == "MainMenu" and texts[1].startswith("Resume ")
    assert then not in ("MainMenu", "Notice", "crash"), back.screens


def _crash_in_a_game(script=ROOT / "docs" / "screenshots" / "billionaire-bid.keys", **caps):
    """The first crash in the game program and the screen shown after it, for a key script
    (billionaire-bid.keys) run with less and less room (`heap` KB or `pystack` bytes, each a list
    to try) until one comes."""
    lines = _lines(script)
    for heap in caps.get("heap", [512]):
        for pystack in caps.get("pystack", [None]):
            run = fwvm.run(lines, heap, pystack=pystack, expected=None)
            for i, (screen, texts) in enumerate(run.screens):
                if screen == "crash" and texts.startswith("game.py ended in"):
                    assert run.returncode == 0 and run.ended is not None   # the program went on
                    return texts, run.screens[i + 1]
    raise AssertionError("no crash in a game with %r" % caps)


def test_out_of_memory_in_a_game_saves_and_goes_home_with_one_line():
    """A heap too small for a Billionaire game: MemoryError; game.py saves it and the board reloads
    into the menu, whose last line says what happened (no dead screen), with Resume."""
    # a whole game: its screens need more than the menu's start of it (a short script's game
    # program needs less than the menu program that starts it, which runs out first)
    line, (screen, texts) = _crash_in_a_game(ROOT / "tests" / "games" / "billionaire-game.keys",
                                             heap=range(120, 100, -2))
    assert line.startswith("game.py ended in MemoryError"), line
    assert screen == "MainMenu" and "Out of memory" in texts and "Resume Billionaire" in texts


def test_pystack_exhausted_in_a_game_saves_and_goes_home_with_one_line():
    """A pystack too small for a game's screen: RuntimeError; saved, back at the menu, one line."""
    # 1,520 bytes is the first it crashes at today, from 1,560 down (each try a run of the VM)
    line, (screen, texts) = _crash_in_a_game(pystack=range(1528, 1380, -8))
    assert line.startswith("game.py ended in RuntimeError: pystack exhausted"), line
    assert screen == "MainMenu" and "RuntimeError" in texts and "Resume Billionaire" in texts



_LET_GO = """
import gc
import vmboard
class Screen:
    pass
def show():
    screen = Screen()
    screen.bitmap = bytearray(20000)
    return vmboard._shows_new(screen), vmboard._shows_new(screen)
gc.collect()
before = gc.mem_alloc()
print(show(), show())
gc.collect()
print(gc.mem_alloc() < before + 10000)
"""


def test_the_bench_does_not_keep_a_screen_the_app_let_go():
    """vmboard notes which screen it showed last without keeping it alive (its id() as one int
    is an address the collector follows), so a screen's first frames are measured without the
    last screen's memory."""
    machine = vm.Machine("circuitpython")
    done = machine.run(["-c", _LET_GO], 256, paths=[fwvm._driver(machine)])
    assert done.stdout.split() == ["(True,", "False)", "(True,", "False)", "True"], done.stdout + done.stderr
