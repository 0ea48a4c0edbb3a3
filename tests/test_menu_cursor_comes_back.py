"""Issue 40: going back from a main-menu row (a game's setup, Records, Rules, Settings...) puts
the menu's cursor back on that row, not at the top."""

import pytest

from bowwords.emulator import Emulator

ROWS = ("BuyWord", "Billionaire", "Records", "Rules", "Settings")


@pytest.mark.parametrize("row", ROWS)
def test_back_from_a_menu_row_comes_back_to_that_row(row):
    emu = Emulator("pybadge", seed=7)
    emu.wait(1200)
    titles = [item[0] for item in emu.app.screen.menu.items]
    for _ in range(titles.index(row)):
        emu.press("down")
    emu.press("a")
    emu.wait(300)
    assert type(emu.app.screen).__name__ != "MainMenu"
    emu.press("b")
    emu.wait(300)
    menu = emu.app.screen.menu
    assert type(emu.app.screen).__name__ == "MainMenu" and menu.items[menu.cursor][0] == row
