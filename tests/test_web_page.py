"""The page as a product, in headless Chromium (as test_web_chromium.py): the handheld whole in
the window of a phone (portrait and landscape), a tablet and a desktop; the rules dialog pausing
a Boggle Bowl round and resuming it where it was; two tabs never losing a save; served over
http, a web app that opens with no network. Screenshots of the page go to docs/screenshots/web/."""

import json
import re

import pytest
from web_helpers import ROOT, chromium_missing, drive

from bowwords.web import site

SCREENSHOTS = ROOT / "docs" / "screenshots" / "web"
# name: (width, height, the least scale of the screen there)
WINDOWS = {"phone-portrait": (360, 640, 2), "phone-landscape": (640, 360, 2), "tablet": (768, 1024, 3),
           "tablet-landscape": (1024, 768, 3), "desktop": (1280, 800, 3)}
TOUCH = 44            # CSS px: the least side of a touch target (WCAG 2.5.5, Apple's 44 pt)
MENU_TO_HIGH_BID = ["ArrowDown", "ArrowDown", "ArrowDown", "x"]
HIGH_BID_START = ["ArrowDown"] * 6 + ["x", "x"]                  # the setup's Start row, then Start
MENU_TO_ROUND = ["ArrowDown", "x", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "x"]   # Boggle Bowl
IN_GAME = "window.bowwords.host.program === 'game.py' && window.bowwords.screen() !== null"


def _python(code):
    """A page expression: `code` run in the page's interpreter, which sets `_r` to a JSON text."""
    return ("(() => { const mp = window.bowwords.host.mp; mp.runPython(%s); return JSON.parse(mp.globals.get('_r')); })()"
            % json.dumps("import json, webhost, supervisor\n_a = webhost.state.globals.get('app')\n" + code))


ROUND = _python("_s = getattr(_a, 'over', None) or getattr(_a, 'screen', None)\n"
                "_r = json.dumps({'screen': type(_s).__name__, 'sand': getattr(_s, 'sand', None), "
                "'clock': supervisor.ticks_ms()})")
SAVES = _python("_g = _a.saved_game()\n"
                "_r = json.dumps({'saved': type(_g).__name__ if _g is not None else None, 'muted': _a.sound.muted})")
# In the menu: down to Settings, A, then A on its first row (Sound: on/off), by key events.
SOUND = """(async () => {
  const mp = window.bowwords.host.mp;
  mp.runPython("import webhost\\n_s = webhost.state.globals.get('app').screen\\n"
    + "_r = (_s.actions.index(('settings', None)) - _s.menu.cursor) % len(_s.actions)");
  const downs = mp.globals.get("_r");
  const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));
  const key = async (code) => { window.dispatchEvent(new KeyboardEvent("keydown", { code }));
    await wait(120); window.dispatchEvent(new KeyboardEvent("keyup", { code })); await wait(250); };
  for (let i = 0; i < downs; i++) await key("ArrowDown");
  await key("KeyX");
  await key("KeyX");
  await wait(300);
  return window.bowwords.screen();
})()"""
ELSEWHERE = "!document.getElementById('elsewhere').hidden"
STORED = "window.bowwords.nvm()"


# The page's behaviours over seconds of real time (a round's clock, two tabs): `make test-sweeps`.
real_time = pytest.mark.sweep


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    why = chromium_missing()
    if why:
        pytest.skip("Chromium tier skipped: " + why)
    out = tmp_path_factory.mktemp("web") / "site"
    site.build(out)
    return out


@pytest.fixture(scope="module")
def windows(built):
    """The page (from file://) at each window size: where the handheld and its keys are; a
    screenshot of each; what file:// asks of a web app (nothing)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    steps = [{"op": "open", "waitFrame": True},
             {"op": "eval", "expr": "[!!document.querySelector('link[rel=manifest]'), window.bowwords.worker === undefined,"
                                    " !!navigator.serviceWorker && navigator.serviceWorker.controller === null]"},
             {"op": "eval", "expr": "document.getElementById('rules').textContent"}]
    for name, (w, h, _) in WINDOWS.items():
        steps += [{"op": "viewport", "width": w, "height": h},
                  {"op": "screenshot", "path": str(SCREENSHOTS / (name + ".png"))}]
    got = drive(steps, built)
    return {"file": got[1]["value"], "rules": got[2]["value"],
            "layout": {name: got[3 + 2 * i]["value"] for i, name in enumerate(WINDOWS)}}


@pytest.mark.parametrize("name", list(WINDOWS))
def test_the_handheld_is_whole_in_the_window_and_never_scrolls_sideways(windows, name):
    """Every key inside the window as it opens (no scrolling to reach one), no page wider than it."""
    got = windows["layout"][name]
    assert got["scrollWidth"] <= got["clientWidth"], got
    hh = got["handheld"]
    assert 0 <= hh["left"] and hh["right"] <= got["clientWidth"] and hh["bottom"] <= got["height"], hh
    for key, box in got["keys"].items():
        assert 0 <= box["left"] and box["right"] <= got["width"], (key, box)
        assert 0 <= box["top"] and box["bottom"] <= got["height"], (key, box)


@pytest.mark.parametrize("name", list(WINDOWS))
def test_the_screen_scales_by_a_whole_factor_at_least_2x_on_a_phone_and_3x_on_a_desktop(windows, name):
    w, h, least = WINDOWS[name]
    got = windows["layout"][name]
    assert got["scale"] >= least and got["scale"] == int(got["scale"])
    assert (got["screen"]["width"], got["screen"]["height"]) == (160 * got["scale"], 128 * got["scale"])


@pytest.mark.parametrize("name", list(WINDOWS))
def test_portrait_puts_the_keys_under_the_screen_and_landscape_beside_it(windows, name):
    w, h, _ = WINDOWS[name]
    got = windows["layout"][name]
    keys, screen = got["keys"], got["screen"]
    if w > h:
        assert got["side"]
        assert all(keys[k]["right"] <= screen["left"] for k in ("Up", "Down", "Left", "Right"))
        assert all(keys[k]["left"] >= screen["right"] for k in ("A", "B"))
    else:
        assert not got["side"]
        assert all(box["top"] >= screen["bottom"] for box in keys.values())


@pytest.mark.parametrize("name", list(WINDOWS))
def test_every_key_is_a_touch_target_of_a_usable_size(windows, name):
    keys = windows["layout"][name]["keys"]
    assert {"Up", "Down", "Left", "Right", "A", "B", "Start", "Select", "rules-key"} <= set(keys)
    small = {k: (b["w"], b["h"]) for k, b in keys.items() if min(b["w"], b["h"]) < TOUCH}
    assert not small


def test_from_file_the_page_asks_for_no_web_app_or_service_worker(windows):
    """file:// keeps working as it did: no manifest link, no worker registered."""
    assert windows["file"] == [False, True, True]


def test_the_rules_dialog_shows_no_checklist_ids(windows):
    text = windows["rules"]
    assert not re.search(r"\bids: [A-Z]+-\d", text) and "Boggle Bowl" in text


@pytest.fixture(scope="module")
def paused(built):
    """A Boggle Bowl round in real time, once the Blue bot has turned the timer (the sand runs):
    the rules opened for 12 s (more than the sand left), closed, then 2 s of play."""
    steps = [{"op": "open", "waitFrame": True}, {"op": "viewport", "width": 1280, "height": 800},
             {"op": "keys", "keys": MENU_TO_ROUND, "settle": 500},
             {"op": "until", "expr": IN_GAME, "timeout": 30000},    # (keys during the switch are lost)
             {"op": "wait", "ms": 500}, {"op": "keys", "keys": ["x"], "settle": 800},
             {"op": "until", "expr": "(%s).sand !== null" % ROUND, "timeout": 40000},
             {"op": "eval", "expr": ROUND},                                        # 7: before
             {"op": "click", "selector": "#rules-key"},
             {"op": "eval", "expr": "window.bowwords.paused()"},
             {"op": "eval", "expr": "document.querySelector('#rules-nav [aria-selected=true]').textContent"},
             {"op": "screenshot", "path": str(SCREENSHOTS / "rules-over-a-round.png")},
             {"op": "keys", "keys": ["x", "ArrowLeft"], "settle": 100},           # 12: keys while reading
             {"op": "wait", "ms": 12000},
             {"op": "eval", "expr": ROUND},                                        # 14: after 12 s of rules
             {"op": "click", "selector": "dialog .close"},
             {"op": "eval", "expr": ROUND},                                        # 16: closed
             {"op": "eval", "expr": "window.bowwords.paused()"},
             {"op": "wait", "ms": 2000},
             {"op": "eval", "expr": ROUND}]                                        # 19: 2 s on
    got = drive(steps, built)
    return {"before": got[7]["value"], "paused": got[9]["value"], "rules of": got[10]["value"],
            "reading": got[14]["value"], "closed": got[16]["value"], "resumed": got[17]["value"],
            "on": got[19]["value"]}


@real_time
def test_the_rules_dialog_stops_a_boggle_bowl_rounds_clock(paused):
    """12 s with the rules open: the program's clock moved only while the clicks were on their
    way (under 2 s), and the sand with it (a round with less sand than 12 s was lost before:
    "out of sand")."""
    before, reading = paused["before"], paused["reading"]
    assert before["screen"] == "RoundScreen" and before["sand"] is not None, before
    assert paused["paused"] is True
    moved = reading["clock"] - before["clock"]
    assert moved < 2000, (before, reading)
    assert reading["screen"] == "RoundScreen" and before["sand"] - reading["sand"] <= moved + 100, (before, reading)


@real_time
def test_the_rules_open_at_the_game_on_show(paused):
    assert paused["rules of"] == "Boggle Bowl"


@real_time
def test_closing_the_rules_resumes_the_round_where_it_was(paused):
    before, closed, on = paused["before"], paused["closed"], paused["on"]
    assert paused["resumed"] is False
    moved = closed["clock"] - before["clock"]
    assert closed["screen"] == "RoundScreen" and moved < 3000, (before, closed)
    assert before["sand"] - closed["sand"] <= moved + 100, (before, closed)
    assert on["clock"] - closed["clock"] >= 1500                      # then the game goes on
    assert on["screen"] != "RoundScreen" or on["sand"] < closed["sand"], (closed, on)


@pytest.fixture(scope="module")
def two_tabs(built):
    """Tab 0 starts a High Bid game (saved); tab 1 opens the page, and turns the sound off in
    Settings; tab 0 is keyed; tab 1 is reloaded; then tab 0's "Play here"."""
    steps = [{"op": "open", "waitFrame": True},                                            # 0
             {"op": "keys", "keys": MENU_TO_HIGH_BID, "settle": 800},
             {"op": "keys", "keys": HIGH_BID_START, "settle": 3000},                       # 2: the game
             {"op": "tab", "index": 1}, {"op": "open", "waitFrame": True},
             {"op": "eval", "expr": SAVES},                                                # 5: tab 1 sees it
             {"op": "tab", "index": 0}, {"op": "wait", "ms": 300},
             {"op": "eval", "expr": ELSEWHERE}, {"op": "eval", "expr": "window.bowwords.screen()"},   # 8, 9
             {"op": "tab", "index": 1}, {"op": "eval", "expr": SOUND},                     # 11: Settings
             {"op": "eval", "expr": STORED},                                               # 12
             {"op": "tab", "index": 0}, {"op": "keys", "keys": ["x", "ArrowDown", "x", "m"], "settle": 800},
             {"op": "eval", "expr": STORED},                                               # 15
             {"op": "tab", "index": 1}, {"op": "open", "waitFrame": True},
             {"op": "eval", "expr": SAVES},                                                # 18: after a reload
             {"op": "tab", "index": 0}, {"op": "click", "selector": "#play-here"},
             {"op": "until", "expr": "window.bowwords.screen() === 'MainMenu'"},
             {"op": "eval", "expr": ELSEWHERE},                                            # 22
             {"op": "tab", "index": 1}, {"op": "wait", "ms": 300},
             {"op": "eval", "expr": ELSEWHERE}]                                            # 25
    got = drive(steps, built)
    return {"game": got[2]["value"], "tab 1 saves": got[5]["value"], "tab 0 told": got[8]["value"],
            "tab 0 screen": got[9]["value"], "settings": got[11]["value"], "stored": got[12]["value"],
            "stored after tab 0": got[15]["value"], "reloaded saves": got[18]["value"],
            "tab 0 told after": got[22]["value"], "tab 1 told": got[25]["value"]}


@real_time
def test_a_second_tab_sees_the_firsts_save_and_the_first_is_told_the_game_is_open_elsewhere(two_tabs):
    assert two_tabs["game"] not in (None, "MainMenu", "Setup")
    assert two_tabs["tab 1 saves"]["saved"] is not None, two_tabs
    assert two_tabs["tab 0 told"] is True and two_tabs["tab 0 screen"] is None


@real_time
def test_nothing_a_tab_writes_erases_the_other_tabs_saved_game(two_tabs):
    """Sound turned off in the second tab (an NVM write) keeps the first's High Bid game, and
    keys in the first tab, stopped now, write nothing."""
    assert two_tabs["settings"] == "Settings"
    assert two_tabs["stored after tab 0"] == two_tabs["stored"]
    assert two_tabs["reloaded saves"] == {"saved": two_tabs["tab 1 saves"]["saved"], "muted": True}


@real_time
def test_play_here_takes_the_game_back_to_the_first_tab(two_tabs):
    assert two_tabs["tab 0 told after"] is False and two_tabs["tab 1 told"] is True


@pytest.fixture(scope="module")
def served(built):
    """The site over http: opened, then (the server gone: no network) opened again."""
    fetch = "(async () => { const r = await fetch(%s); return [r.status, r.headers.get('content-type')]; })()"
    steps = [{"op": "serve"}, {"op": "open", "waitWorker": True},
             {"op": "open", "waitFrame": True},
             {"op": "eval", "expr": "navigator.serviceWorker.controller !== null"},                # 3
             {"op": "cdp", "method": "Page.getInstallabilityErrors"},                             # 4
             {"op": "cdp", "method": "Page.getAppManifest"},                                      # 5
             {"op": "eval", "expr": fetch % "'/favicon.ico'"},                                     # 6
             {"op": "unserve"},
             {"op": "open", "waitFrame": True},                                                   # 8
             {"op": "eval", "expr": "window.bowwords.screen()"},
             {"op": "eval", "expr": fetch % "'icons/icon-512.png'"}]                               # 10
    return drive(steps, built)


def test_served_over_http_the_page_is_an_installable_web_app(served):
    assert served[3]["value"] is True                         # the service worker controls the page
    assert served[4]["value"]["installabilityErrors"] == []
    manifest = served[5]["value"]
    assert manifest["errors"] == [] and manifest["url"].endswith("/manifest.webmanifest")


def test_the_site_has_a_favicon(served):
    assert served[6]["value"] == [200, "image/x-icon"]


def test_once_opened_over_http_the_page_opens_with_no_network(served):
    assert served[8]["firstFrame"] is not None and served[9]["value"] == "MainMenu"
    assert served[10]["value"][0] == 200
