"""The rules on the device: the pages compiled from host_tools/bowwords/data/rules/, the file
`bowwords bundle` ships, the firmware's reader (one page at a time), and Select over a game's
screen (the pages cover it; B gives it back as it was)."""

import ast
import sys
from pathlib import Path

import pytest

from bowwords import bundle, rulespages
from bowwords.emulator import Emulator
from bowwords.errors import BowwordsError

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"
sys.path.insert(0, str(ROOT / "firmware"))

from bowui import rules as device  # noqa: E402


def _screen_classes():
    """{game: class names} of the screens in firmware/bowui (a game's own package,
    bowui/games/GAME/, and the shared ones every game may show)."""
    found = {}
    shared = set()
    games = ROOT / "firmware" / "bowui" / "games"
    for path in (ROOT / "firmware" / "bowui").rglob("*.py"):
        names = {n.name for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.ClassDef)}
        game = path.parent.name if path.parent.parent == games else None
        if game:
            found.setdefault(game, set()).update(names)
        else:
            shared |= names
    return found, shared


def test_every_page_fits_the_screen_in_printable_ascii():
    topics, pages = rulespages.read(rulespages.build())
    assert len(pages) >= 30
    for title, lines in pages:
        assert 0 < len(title) <= rulespages.TITLE_CHARS
        assert all(len(ln) <= rulespages.COLS and all(32 <= ord(c) < 127 for c in ln) for ln in lines)
    for key in ("buyword", "bogglebowl", "billionaire", "highbid", "device"):
        assert topics[key][0] == topics[key][1]        # a game's key opens its first page


def test_every_screen_a_page_names_is_a_screen_of_its_game():
    """A page's "screens:" names stay true to the firmware (a renamed class fails here)."""
    own, shared = _screen_classes()
    topics, _ = rulespages.read(rulespages.build())
    named = [k.split(":") for k in topics if ":" in k]
    assert len(named) >= 20
    for game, cls in named:
        assert cls in own.get(game, set()) | shared, "%s:%s is no screen of the firmware" % (game, cls)


def test_each_game_has_a_legend_of_its_screen_symbols():
    """Issue 24: BuyWord's Wilds column, 4c, B-3 and the Billionaire track letters are explained on a page."""
    _, pages = rulespages.read(rulespages.build())
    text = "\n".join(t + "\n" + "\n".join(ls) for t, ls in pages)
    for words in ("tiles held, Wilds: the", "4c = 4", "B-3 Books", "H  a Headquarters", "P  Power Play",
                  "$  take a Profit", "3  bids on three", "B W 2 X = spaces"):
        assert words in text, words


def test_a_page_that_does_not_fit_is_an_error_naming_it():
    with pytest.raises(BowwordsError, match="the page 'Long' has 9 lines"):
        rulespages.parse("== Long\n" + "\n".join("^ line %d" % i for i in range(9)), "g")
    with pytest.raises(BowwordsError, match="g line 2: only printable ASCII"):
        rulespages.parse("== T\ncaf\u00e9\n", "g")
    with pytest.raises(BowwordsError, match="a screen is named on two pages: g:Sell"):
        rulespages.compile_pages({"g": "== A\nscreens: Sell\nx\n== B\nscreens: Sell\ny\n"})


def test_the_device_reads_a_screens_page_else_its_games_else_the_devices(tmp_path):
    path = tmp_path / "rules.bwr"
    path.write_bytes(rulespages.build())
    topics, pages = rulespages.read(path.read_bytes())
    sell = device.find(str(path), ("buyword:Sell", "buyword", "device"))
    assert sell == topics["buyword:Sell"] and pages[sell[0]][0] == "Controls: selling"
    assert device.find(str(path), ("buyword:Nothing", "buyword", "device")) == topics["buyword"]
    assert device.find(str(path), ("slate:SlateScreen", "slate", "device")) == topics["device"]
    title, lines = device.page_text(str(path), sell[0])
    assert (title, lines) == pages[sell[0]]
    assert device.find(str(tmp_path / "missing.bwr"), ("device",)) is None


def test_the_bundle_ships_the_rules_file(tmp_path):
    out = tmp_path / "b"
    report = bundle.build("pybadge", out)
    assert (out / rulespages.BOARD_PATH).read_bytes() == rulespages.build()
    assert [f for f in report["files"] if f["path"] == "rules.bwr"][0]["group"] == "rules"


def _sell_screen():
    """The emulator on BuyWord's word entry with PIECED spelled (the README's screenshot)."""
    emu = Emulator("pybadge", seed=7)
    emu.play_script((SHOTS / "buyword-sell.keys").read_text().splitlines())
    assert type(emu.app.screen).__name__ == "Sell" and "PIECED" in emu.text()
    return emu


def test_select_covers_the_screen_with_its_page_and_b_gives_it_back_as_it_was():
    """Select on the word entry: its controls page, the tiles and the word hidden under it;
    paging wraps within the game's pages; B: the same screen, the typed word still there."""
    emu = _sell_screen()
    screen = emu.app.screen
    before = emu.text()
    emu.press("select")
    assert type(emu.app.over).__name__ == "Rules" and emu.app.screen is screen
    shown = emu.text()
    assert shown.startswith("Controls: selling") and "PIECED" not in shown and "$" not in shown
    first, count = emu.app.over.first, emu.app.over.count
    for _ in range(count):
        emu.press("right")
    assert emu.text() == shown                  # round the game's pages, back to this one
    emu.press("left")
    assert emu.app.over.page == first + (emu.app.over.page - first) % count
    emu.press("b")
    assert emu.app.over is None and emu.app.screen is screen and emu.text() == before


def test_select_then_start_leaves_the_game_as_the_chord_does():
    """Select, then Start while it is held (the menu chord pressed a frame apart): the game is
    saved and the board goes back to the menu, the pages gone with it."""
    emu = _sell_screen()
    emu.button("Select", True)
    emu.frame()
    assert emu.app.over is not None
    emu.button("Start", True)
    emu.frame()
    emu.button("Start", False)
    emu.button("Select", False)
    emu.frame()
    assert type(emu.app.screen).__name__ == "MainMenu" and emu.app.over is None
    assert "Resume BuyWord" in emu.text()


def test_without_the_rules_file_the_pages_say_what_to_do(tmp_path):
    emu = Emulator("pybadge", seed=7)
    emu.rules_path = str(tmp_path / "none.bwr")
    emu.frame()
    emu.press("select")
    assert "No rules file on this drive" in emu.text().replace("\n", " ")
    emu.press("b")
    assert type(emu.app.screen).__name__ == "MainMenu" and emu.app.over is None


# The rules checklist (../shared/rules-checklist.md) marks no core set. Core here: the items of
# the four rule books a player needs to play a game through (players, what each starts with,
# a turn or round, each action, paying, scoring and the end), not the reconstructed component
# data, the examples or the device's rulings. Each must be stated on a page that names it.
CORE = {
    "billionaire": "BIL-01 02 08 11 13 15 16 17 18 19 22 23 28 30 31 32 34 36 37 38 39 40 48 50 "
                   "52 53 54 56 58 60 61 64 65 66 67 71 73",
    "buyword": "BW-05 06 07 08 09 13 14 15 16 21 22 23 24 34 36 37 38 39 40 43 44 47 49 50 52",
    "bogglebowl": "BB-01 02 03 12 13 14 15 16 17 19 20 23 24 25 28 30 32 35 36 37 41 42 47 48 49 53",
    "highbid": "HB-03 04 15 16 17 19 20 21 23 24 27 28 31 32 33 35 36 37 40 41 43 45 46 47 48 49 "
               "50 51 52 53 54 55 56 57",
}


def _core():
    out = {}
    for game, text in CORE.items():
        head, rest = text.split("-", 1)
        out[game] = ["%s-%s" % (head, n) for n in rest.split()]
    return out


def test_every_core_rule_of_the_checklist_is_named_on_a_rules_page():
    """Issue 30: each page names the checklist IDs it states (`ids:`); a core rule on no page
    fails here (the pages are the rule books' summary on the device)."""
    texts = rulespages.sources()
    for game, ids in _core().items():
        named = [i for page in rulespages.covered(texts[game], game).values() for i in page]
        missing = [i for i in ids if i not in named]
        assert not missing, "%s: core rules on no page: %s" % (game, ", ".join(missing))


def test_every_page_of_a_game_names_the_rules_it_states_and_the_ids_are_not_shipped():
    texts = rulespages.sources()
    for game in CORE:
        pages = rulespages.covered(texts[game], game)
        bare = [t for t, ids in pages.items() if not ids and t != "Legend" and not t.startswith("Controls")
                and t != "Other screens"]
        assert not bare, "%s: pages naming no checklist ID: %s" % (game, bare)
    assert b"BIL-65" not in rulespages.build()
    with pytest.raises(BowwordsError, match="'BIL65' is not a checklist ID"):
        rulespages.covered("== A\nids: BIL65\n", "g")


def test_the_pages_say_what_the_books_say_where_they_were_silent_or_wrong():
    """Issue 30's list: the clock stands still while a page is read, Wilds per player, several
    words a round, investments paid at trading value, what a forfeit takes, the table's price."""
    _, pages = rulespages.read(rulespages.build())
    text = " ".join(" ".join([t] + ls) for t, ls in pages).replace("  ", " ")
    for words in ("stands still while you read", "8 alone, 4 each for 2", "Sell a word, or several",
                  "investments at trading value", "most valuable investment", "the others bid again",
                  "at its area's share", "multiple", "goes with the next card", "when all is sold",
                  "Only the lander sees", "our ruling", "None after bids are revealed",
                  "they draw 1, then you"):
        assert words in text, words
