"""The companion BuyWord price calculator: tiles or pips in from the D-pad, the rule book's
buy and sell price ((pips) squared) out; checked against the engine's pricing."""

from bowengine.buyword import pricing
from bowwords.emulator import Emulator

from screenfit import check

FACES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ?"


def open_calculator(seen=None):
    emu = Emulator("pybadge", seed=7)
    for _ in range(4):
        emu.press("down")                            # Companion
    emu.press("a")
    for _ in range(3):
        emu.press("up")                              # the tool list wraps: Price calculator
    emu.press("a")
    assert type(emu.app.screen).__name__ == "PriceScreen"
    check(emu, set() if seen is None else seen)
    return emu


def type_tiles(emu, tiles, seen):
    """Enter tiles ("?" a Wild) with Up/Down on the last tile and Right for a new one."""
    screen = emu.app.screen
    for i, ch in enumerate(tiles):
        if i:
            emu.press("right")
        while chr(screen.tiles[-1]) != ch:
            ahead = (FACES.index(ch) - FACES.index(chr(screen.tiles[-1]))) % len(FACES)
            emu.press("up" if ahead <= len(FACES) // 2 else "down")
        check(emu, seen)


def test_the_rule_books_draw_e_e_j_d_costs_64():
    """BW-26: E, E, J, D have 8 pips and cost $64."""
    seen = set()
    emu = open_calculator(seen)
    type_tiles(emu, "EEJD", seen)
    text = emu.text()
    assert "8 pips" in text and "Buy or sell: $64" in text
    assert pricing.quote("EEJD") == (8, 64)


def test_enjoyed_sells_for_169():
    """BW-41: ENJOYED has 13 pips and sells for $169."""
    seen = set()
    emu = open_calculator(seen)
    type_tiles(emu, "ENJOYED", seen)
    assert "13 pips" in emu.text() and "$169" in emu.text()


def test_left_takes_the_last_tile_back():
    """BW-27: DES has 4 pips ($16); MBL 8 ($64)."""
    seen = set()
    emu = open_calculator(seen)
    type_tiles(emu, "DESX", seen)
    emu.press("left")
    assert "4 pips" in emu.text() and "$16" in emu.text()
    emu.press("left")
    emu.press("left")
    emu.press("left")                                # never fewer than one tile
    assert str(emu.app.screen.tiles, "ascii") == "D"
    emu = open_calculator(seen)
    type_tiles(emu, "MBL", seen)
    assert "8 pips" in emu.text() and "$64" in emu.text()


def test_pips_mode_gives_the_price_list_squares():
    """BW-28: n pips cost n squared, the printed lists' table (here up to 99 pips)."""
    seen = set()
    emu = open_calculator(seen)
    type_tiles(emu, "QZ", seen)                      # 8 pips
    emu.press("a")                                   # pips mode starts at the tiles' pips
    check(emu, seen)
    assert "< 8 >" in emu.text() and "$64" in emu.text()
    for n in range(9, 41):
        emu.press("up")
        assert "Buy or sell: $%d" % pricing.price(n) in emu.text()
    check(emu, seen)
    for _ in range(8):
        emu.press("right")                           # +10 each, capped at 99
    assert "< 99 >" in emu.text() and "$9801" in emu.text()
    check(emu, seen)
    for _ in range(12):
        emu.press("left")
    assert "< 1 >" in emu.text() and "$1" in emu.text()
    emu.press("a")                                   # back to the tiles, unchanged
    assert str(emu.app.screen.tiles, "ascii") == "QZ"


def test_a_wild_is_one_pip_sold_never_bought_and_one_a_word():
    """BW-03, BW-38: a Wild counts 1 pip; a word takes at most one; Wilds are not in the bag."""
    seen = set()
    emu = open_calculator(seen)
    type_tiles(emu, "OX?", seen)                     # O 1 + X 4 + Wild 1
    assert "6 pips" in emu.text() and "Sell: $36" in emu.text()
    assert "never bought" in emu.text()
    type_tiles(emu, "??", seen)
    assert "one Wild" in emu.text() and "Sell: no" in emu.text()


def test_the_companion_lists_it_ready_and_b_returns_to_the_list():
    emu = open_calculator()
    emu.press("b")
    screen = emu.app.screen
    assert type(screen).__name__ == "CompanionMenu"
    assert screen.menu.cursor == 7 and "Price calculator (soon)" not in emu.text()
