"""The site `bowwords web` builds, in headless Chromium (Debian's package, driven by playwright-core
from npm): key scripts played in the page give the emulator's screens pixel for pixel (the menu
and a screen of each game), a whole game reaches its results, the board reloads into a game and
back, and a save survives a reload of the page. Skipped, in one line, where Chromium, Node or the
npm packages are not found (`.ci/run` installs Chromium where apt-get is; `make setup` the rest)."""

import base64
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from web_helpers import ROOT, SHOTS, differing, emulator_shots, pixels, script

from bowwords.vm import firmware as fwvm
from bowwords.web import site

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SCREENS = ["menu", "buyword-table", "bogglebowl-move", "billionaire-board", "highbid-table"]
GAME = ROOT / "tests" / "games" / "highbid-game.keys"          # High Bid, menu to results
THERE_AND_BACK = SHOTS / "records.keys"                           # menu -> game.py -> code.py


def _missing():
    if not CHROMIUM:
        return "no chromium (apt-get install chromium chromium-driver)"
    if not shutil.which("node"):
        return "no node"
    if not (site.npm_root() / "node_modules" / "playwright-core").is_dir():
        return "no playwright-core from npm (make setup)"
    try:
        site.port_dir()
    except Exception as e:  # noqa: BLE001
        return str(e)
    return None


def _job(steps, out):
    """Run the driver once over `steps`; returns its results."""
    job = {"npm": str(site.npm_root()), "chromium": CHROMIUM, "site": str(out), "steps": steps}
    done = subprocess.run(["node", str(Path(site.__file__).parent / "drive.mjs")], input=json.dumps(job),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout)
    errors = [r["error"] for r in got["results"] if isinstance(r, dict) and "status" not in r and r.get("error")]
    assert not errors, "\n".join(errors + got["logs"][-20:])
    return got["results"]


def _step(lines, **more):
    return dict(op="script", schedule=fwvm.schedule(lines), seed=fwvm.script_seed(lines), **more)


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """One Chromium session over every script here (one browser start: the tier stays quick)."""
    why = _missing()
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
              {"op": "keys", "keys": ["ArrowDown", "ArrowDown", "ArrowDown", "x"], "untilNot": "MainMenu"}]
    results = _job(steps, out)
    got = dict(zip(scripts, results[1:1 + len(scripts)], strict=True))
    (got["saved"], _, got["after reload"], got["stored nvm"], got["live"], got["live menu"],
     got["live keys"]) = results[1 + len(scripts):]
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
