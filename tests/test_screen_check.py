"""The screen check (issues 29 and 40): over every screen the key scripts reach (docs/**/*.keys:
the README's screenshots; tests/**/*.keys: the whole games and the monkey's kept sessions) and
the screens a few of the monkey's random sessions reach (`bowwords bench monkey`'s own key
scripts, played through the emulator: the same UI code), checked after every event, a person
sees no fault (tests/screenfit.py): text 2 px clear of the screen's edge, a space between runs
on a line, lines 2 px apart, no line cut without a mark, no number cut, nothing over other text
or across a shape's edge. Each prints its counts (screens checked, gaps, edges, lines,
overlaps, cuts, shapes); `python tests/screenfit.py -v` prints them for every script and
sessions 4000-4003, each fault listed.

Each script is played once a test, and the same run checks that it ends on the screen its
`# ends on:` line names (where it has one) and, for a README screenshot, that its picture is the
one drawn now. `make test` checks the README's scripts so; the sweep (`make test-sweeps`) plays
every script and the monkey's sessions, and draws the screen after every event, written as a
screenshot (issue 40: the emulator never crashes drawing, with bowwords.blinkafix's areas)."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator
from bowwords.keyscript import parse_script
from bowwords.vm import firmware as fwvm

from screenfit import Run, key_scripts, monkey_tally, problems, runs, script_tally

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = key_scripts(ROOT)


def test_every_key_script_of_the_project_is_checked():
    names = [str(p.relative_to(ROOT)) for p in SCRIPTS]
    assert len(names) >= 55 and "tests/games/monkey/monkey-5.keys" in names and \
        "docs/screenshots/menu.keys" in names


README_SCRIPTS = [p for p in SCRIPTS if p.is_relative_to(ROOT / "docs")]


def _ids(scripts):
    return [str(p.relative_to(ROOT)) for p in scripts]


@pytest.mark.parametrize("script", README_SCRIPTS, ids=_ids(README_SCRIPTS))
def test_every_screen_a_readme_key_script_reaches_has_no_fault_and_it_ends_where_it_says(script, tmp_path):
    _check(script, tmp_path, each_event_drawn=False)


@pytest.mark.sweep
@pytest.mark.parametrize("script", SCRIPTS, ids=_ids(SCRIPTS))
def test_every_screen_a_key_script_reaches_has_no_fault_is_drawn_and_it_ends_where_it_says(script, tmp_path):
    _check(script, tmp_path, each_event_drawn=True)


def _check(script, tmp_path, each_event_drawn):
    """Play the script once, the screen checked after every event (and drawn after each too,
    given each_event_drawn); it ends where it says, and a README picture is today's."""
    lines = script.read_text().splitlines()
    tally, emu = script_tally(lines, shot=tmp_path / "each.png" if each_event_drawn else None)
    print("%s: %s, %d drawn" % (script.name, tally.counts(), tally.drawn))
    assert not tally.found, [d for _, d in tally.found]
    if each_event_drawn:
        presses = [e for e in parse_script(lines) if e[1] == "press"]
        assert tally.drawn == len(presses) + 1 and (tmp_path / "each.png").stat().st_size > 300
    if any(line.startswith("# ends on:") for line in lines):
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
# rules pages too.
MONKEY = {4004: {"MoveScreen", "Verdict", "Results"}, 4006: {"BidScreen", "DiceSale", "BuyerScreen"},
          4000: {"Board", "Holdings", "RoundReveal"}}


@pytest.mark.sweep
@pytest.mark.parametrize("seed", sorted(MONKEY))
def test_every_screen_a_monkey_session_reaches_has_no_fault(seed):
    """A random session of the monkey's (presses, the chord, long waits, power cuts), played in
    the emulator with the screen checked after each press; the session reaches the game
    screens it is kept here for."""
    tally = monkey_tally(seed)
    print("monkey session %d: %s" % (seed, tally.counts()))
    assert not tally.found, [d for _, d in tally.found]
    assert MONKEY[seed] <= tally.names, sorted(tally.names)


def _screen_with(*placed):
    """The faults of a bare screen (no title) showing these labels: (text, x, y) each."""
    emu = Emulator("pybadge", seed=7)
    from bowui import ui
    screen = ui.Screen(emu.app)
    emu.app.go(screen)
    for text, x, y in placed:
        ui.label(screen.group, text, x, y)
    return problems(emu)


def test_the_check_finds_text_past_the_edge_and_on_other_text():
    assert _screen_with() == []
    found = _screen_with(("past the edge", 100, 125), ("title", 30, 3), ("on the title", 30, 3))
    assert any("'past the edge' inked at" in p for p in found)
    assert any("'on the title' overlaps" in p or "overlaps 'on the title'" in p for p in found), found


def test_the_check_finds_text_less_than_2_px_from_an_edge():
    assert any("less than 2 px from the edge" in p for p in _screen_with(("Left", 1, 60)))
    assert not any("'Left'" in p for p in _screen_with(("Left", 2, 60)))


def test_the_check_finds_runs_on_a_line_closer_than_a_space():
    found = _screen_with(("worth", 60, 60), ("cards", 92, 60))         # "worthcards"
    assert any("'worth' and 'cards' 2 px apart on a line" in p for p in found), found
    assert not _screen_with(("worth", 60, 60), ("cards", 96, 60))


def test_the_check_finds_lines_less_than_2_px_apart():
    found = _screen_with(("gap", 10, 60), ("big", 10, 72))             # g's descender, i's dot
    assert any("lines 'gap' and 'big' 1 px apart" in p for p in found), found
    assert not _screen_with(("gap", 10, 60), ("big", 10, 73))


def test_the_check_finds_a_line_cut_at_the_edge_and_a_number_cut():
    assert any("runs into the screen's edge with no mark" in p
               for p in _screen_with(("P2 sold DOCUDRAMAS for $22", 4, 60)))
    assert any("ends in a number cut short" in p for p in _screen_with(("P3 sold ACCESSORIZED for $", 2, 60)))
    assert any("ends in a number cut short" in p for p in _screen_with(("Dictionary: enable-v4-08..", 2, 60)))
    assert not _screen_with(("P2 sold DOCUDRAMAS for ..", 4, 60))


def test_a_rules_page_line_is_read_where_its_row_is_drawn():
    emu = Emulator("pybadge", seed=7)
    emu.press("select")
    page = [r for r in runs(emu.display.root_group) if not hasattr(r.owner, "at")]
    assert page and all(isinstance(r, Run) for r in page)
    assert [page[i + 1].y - page[i].y for i in range(len(page) - 1)] == [13] * (len(page) - 1)
