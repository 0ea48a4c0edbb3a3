"""The screen check (issue 29): over every screen the key scripts reach (the README's
screenshots, docs/screenshots/*.keys, and the whole games, tests/games/*.keys) and the screens
a few of the monkey's random sessions reach (`bowwords bench monkey`'s own key scripts, played
through the emulator: the same UI code), no text is drawn past the screen's edge, over another
text's box or across the edge of a shape behind it (tests/screenfit.py). Prints how many
screens it looked at and the overlaps it found.

Each script is played once here, and the same run checks that it ends on the screen its
`# ends on:` line names and, for a README screenshot, that its picture is the one drawn now (a README screenshot's script, or a whole game ending on its results as
on CircuitPython's VM: tests/test_firmware_circuitpython.py plays them there)."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator
from bowwords.vm import firmware as fwvm

from screenfit import monkey_session, problems

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = sorted((ROOT / "docs" / "screenshots").glob("*.keys")) + sorted((ROOT / "tests" / "games").glob("*.keys"))
LOOKED = {}


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_every_screen_a_key_script_reaches_fits_and_it_ends_where_it_says(script, tmp_path):
    lines = script.read_text().splitlines()
    emu = Emulator("pybadge", seed=fwvm.script_seed(lines))      # else the README's seed: 7
    emu.release = True                      # as `bowwords play` runs: modules go on a reload
    screens, found = set(), []

    def look():
        shown = emu.text()
        if shown not in screens:            # each screen once (the same text: the same labels)
            screens.add(shown)
            found.extend(p for p in problems(emu) if p not in found)

    emu.play_script(lines, each=look)
    look()
    LOOKED[script.name] = len(screens)
    print("%s: %d screens looked at, %d overlaps" % (script.name, len(screens), len(found)))
    assert not found, found
    cls, words = fwvm.ends_on(lines)
    shown = emu.app.over or emu.app.screen      # the rules pages over a screen (Select), else it
    assert type(shown).__name__ == cls and " ".join(words.split()) in " ".join(emu.text().split()), (cls, words)
    emu.screenshot(tmp_path / "x.png")
    assert (tmp_path / "x.png").stat().st_size > 300
    picture = script.with_suffix(".png")
    if picture.exists():                    # a README screenshot is what its script draws today
        assert (tmp_path / "x.png").read_bytes() == picture.read_bytes(), (
            "%s is stale: bowwords play --seed %d --keys %s --screenshot %s"
            % (picture.name, fwvm.script_seed(lines), script.relative_to(ROOT), picture.relative_to(ROOT)))


# Sessions of `bowwords bench monkey --seed 4000` (1,500 presses each): 4004 wanders into Boggle
# Bowl, 4006 into High Bid, 4000 into Billionaire; each plays BuyWord, the menus, settings and
# rules pages too (28 screen classes of the 34 the 20 sessions reach). All 20 were checked
# alike once (`python tests/screenfit.py 4000 20`): two lines past the right edge were found
# and mended (Billionaire's holdings "The Americas, trades at $9M", BuyWord's buy hint "Not
# now: best +$40 for $169").
MONKEY = {4004: {"MoveScreen", "Verdict", "Results"}, 4006: {"BidScreen", "DiceSale", "BuyPick"},
          4000: {"Board", "Holdings", "RoundReveal"}}


@pytest.mark.parametrize("seed", sorted(MONKEY))
def test_every_screen_a_monkey_session_reaches_fits(seed):
    """A random session of the monkey's (presses, the chord, long waits, power cuts), played in
    the emulator with the screen checked after each press: no text off the screen or on another;
    the session reaches the game screens it is kept here for."""
    looked, names, found = monkey_session(seed)
    print("monkey session %d: %d screens looked at (%d screen classes), %d overlaps"
          % (seed, looked, len(names), len(found)))
    assert not found, found
    assert MONKEY[seed] <= names, sorted(names)


def test_the_check_finds_text_past_the_edge_and_on_other_text():
    """The check itself: a label moved past the bottom edge, and one moved onto another, are found."""
    emu = Emulator("pybadge", seed=7)
    assert problems(emu) == []
    from bowui import ui
    group = emu.app.screen.group
    ui.label(group, "past the edge", 100, 125)
    ui.label(group, "on the title", 30, 3)
    found = problems(emu)
    assert any("'past the edge' at" in p for p in found)
    assert any("'on the title' overlaps" in p or "overlaps 'on the title'" in p for p in found), found
