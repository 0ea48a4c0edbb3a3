"""The site `bowwords web` builds, in headless Chromium (Debian's package, driven by playwright-core
from npm): key scripts played in the page give the emulator's screens pixel for pixel (the menu
and a screen of each game), a whole game reaches its results, the board reloads into a game and
back, and a save survives a reload of the page. Skipped, in one line, where Chromium, Node or the
npm packages are not found (`.ci/run` installs Chromium where apt-get is; `make setup` the rest)."""

import base64
import json
import subprocess
import sys

import pytest
from web_helpers import ROOT, SHOTS, chromium_missing, differing, drive, emulator_shots, pixels, script

from bowwords.vm import firmware as fwvm
from bowwords.web import site

SCREENS = ["menu", "buyword-table", "bogglebowl-move", "billionaire-board", "highbid-table"]
GAME = ROOT / "tests" / "games" / "highbid-game.keys"          # High Bid, menu to results
THERE_AND_BACK = SHOTS / "records.keys"                           # menu -> game.py -> code.py


# About's lines as the page's interpreter makes them (Settings > About, bowui.menu.about)
ABOUT = """(() => { const mp = window.bowwords.host.mp;
  mp.runPython("import json\\nfrom bowui.menu import about\\n"
    + "_r = json.dumps([about.version_text(), about.heap_text()] + about.dictionary_lines('words.bwd'))");
  return JSON.parse(mp.globals.get("_r")); })()"""


def _step(lines, **more):
    return dict(op="script", schedule=fwvm.schedule(lines), seed=fwvm.script_seed(lines), **more)


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """One Chromium session over every script here (one browser start: the tier stays quick)."""
    why = chromium_missing()
    if why:
        pytest.skip("Chromium tier skipped: " + why)
    out = tmp_path_factory.mktemp("web") / "site"
    site.build(out)
    scripts = {name: script(SHOTS / (name + ".keys")) for name in SCREENS}
    scripts["game"] = script(GAME)
    scripts["there-and-back"] = script(THERE_AND_BACK)
    saved = script(SHOTS / "buyword-table.keys", ())
    steps = [{"op": "open", "query": "?paused"}]
    steps += [_step(lines) for lines in scripts.values()]
    steps += [_step(saved, persist=True), {"op": "open", "query": "?paused"},
              _step(scripts["menu"], stored=True), {"op": "eval", "expr": "window.bowwords.nvm()"},
              {"op": "open", "waitFrame": True}, {"op": "eval", "expr": "window.bowwords.screen()"},
              {"op": "keys", "keys": ["ArrowDown", "ArrowDown", "ArrowDown", "x"], "untilNot": "MainMenu"},
              {"op": "open", "waitFrame": True}, {"op": "eval", "expr": ABOUT},
              {"op": "keys", "keys": ["s", "s", "s", "Space"], "untilNot": "MainMenu"}]
    results = drive(steps, out)
    got = dict(zip(scripts, results[1:1 + len(scripts)], strict=True))
    (got["saved"], _, got["after reload"], got["stored nvm"], got["live"], got["live menu"],
     got["live keys"], _, got["about"], got["wasd keys"]) = results[1 + len(scripts):]
    return scripts, got


def _final(result):
    return pixels(base64.b64decode(result["marks"]["final"]))


@pytest.mark.parametrize("name", SCREENS)
def test_a_screen_in_the_page_is_pixel_equal_to_the_emulators(page, name):
    """The menu and a screen of each game: the page's canvas buffer is the emulator's PNG."""
    scripts, got = page
    lines = scripts[name]
    assert got[name]["status"] == "stopped", got[name]
    assert differing(_final(got[name]), emulator_shots(lines, fwvm.script_seed(lines))["final"]) == (0, None)


def test_a_whole_game_plays_to_its_results_in_the_page(page):
    """High Bid against four expert bots, menu to results ("P1 wins!"), as in the emulator."""
    scripts, got = page
    result = got["game"]
    assert result["status"] == "stopped" and result["screen"] == "ResultsScreen", result["error"]
    assert "game.py" in result["programs"]
    lines = scripts["game"]
    assert differing(_final(result), emulator_shots(lines, fwvm.script_seed(lines))["final"]) == (0, None)


def test_the_page_plays_a_whole_game_as_the_headless_host_does(page, tmp_path):
    """The page (MicroPython in Chromium) and bowwords.web.headless (CPython) run the same board
    model (vboard) and host (webhost): over High Bid's whole game, through a switch into game.py,
    the same programs, the same screen and the same pixels at the end."""
    scripts, got = page
    lines = scripts["game"]
    (tmp_path / "s.txt").write_text(fwvm.schedule(lines))
    done = subprocess.run([sys.executable, "-m", "bowwords.web.headless", fwvm.bundle(mpy=False),
                           str(tmp_path / "s.txt"), str(fwvm.script_seed(lines)), str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    headless = json.loads(done.stdout.strip().splitlines()[-1])
    result = got["game"]
    assert (result["programs"], result["screen"]) == (headless["programs"], headless["screen"])
    assert differing(_final(result), pixels((tmp_path / "final.rgba").read_bytes())) == (0, None)


def test_the_page_reloads_into_a_game_and_back_as_a_board_does(page):
    """The menu reloads into game.py (a fresh interpreter), whose Start + Select reloads into
    code.py: three programs, and the menu it ends on is the emulator's."""
    scripts, got = page
    result = got["there-and-back"]
    assert result["programs"] == ["code.py", "game.py", "code.py"], result
    lines = scripts["there-and-back"]
    assert differing(_final(result), emulator_shots(lines, fwvm.script_seed(lines))["final"]) == (0, None)


def test_a_save_survives_a_reload_of_the_page(page):
    """A BuyWord game started (saved in the NVM, kept in localStorage), the page reloaded: its
    menu offers the saved game, exactly as the emulator's menu on the same NVM."""
    scripts, got = page
    nvm = base64.b64decode(got["stored nvm"]["value"])
    assert nvm == base64.b64decode(got["saved"]["nvm"]) and nvm != b"\xff" * 8192
    lines = scripts["menu"]
    menu = _final(got["after reload"])
    assert differing(menu, emulator_shots(lines, 7, nvm=nvm)["final"]) == (0, None)
    assert differing(menu, emulator_shots(lines, 7)["final"])[0] > 0     # not the fresh menu


def test_keys_typed_on_the_keyboard_reach_the_firmware_in_real_time(page):
    """A fresh page starts the menu by itself (real time); Down three times and X (the A button)
    open the menu's fourth row (High Bid's setup), a screen other than the menu."""
    _, got = page
    assert got["live"]["firstFrame"] is not None and got["live menu"]["value"] == "MainMenu"
    assert got["live keys"]["value"] not in (None, "MainMenu"), got["live keys"]


def test_the_emulators_keys_play_the_page_too(page):
    """bowwords.keymap's keys: S three times (Down) and Space (A) open High Bid's setup, as in
    the emulator."""
    _, got = page
    assert got["wasd keys"]["value"] == got["live keys"]["value"] != "MainMenu"


def test_abouts_lines_fit_the_screen_in_the_page(page):
    """Settings > About in the page: no line is cut (ui.COLS, 26 characters); the heap free is the
    room in the heap as it stands, not the port's 128 MiB it may still grow by."""
    _, got = page
    lines = got["about"]["value"]
    assert all(len(line) <= 26 for line in lines), lines
    heap = int(lines[1].split(":")[1].split()[0].replace(",", ""))
    assert 0 < heap < 16 * 1024 * 1024, lines[1]
