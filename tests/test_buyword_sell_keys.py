"""BuyWord's Sell screen (issue 40): the keys' help shows whatever the news line says, and after
a sale, with no word picked, SELL is passed over: Right from the last tile, and Down, land on
DONE."""

from bowengine.buyword.words import search

from screenfit import check
from test_ui_buyword import _game_on, _to_sell, keys_for

HELP = "<>: tile  A: add  B: back"


def _sold(emu):
    """The Sell screen of seed 7's first round, after one word has sold."""
    sell = _to_sell(emu)
    words = list(search(sell.game.context["lexicon"], sell.held(), 0, 3000, 2, 4))
    keys_for(emu, ("sell", words[0]), set())
    assert "Sold" in emu.text()
    return emu.app.screen


def test_the_sell_help_shows_beside_the_news():
    emu = _game_on(7, ("human",))
    sell = _sold(emu)
    assert sell.msg.text.startswith("Sold") and HELP in emu.text()
    check(emu, set())


def test_after_a_sale_right_from_the_last_tile_lands_on_done():
    emu = _game_on(7, ("human",))
    sell = _sold(emu)
    while sell.at != sell.cells() - 1:
        emu.press("left")
    emu.press("right")
    assert sell.at == sell.cells() + 1 and ">DONE" in emu.text().replace(" ", "")
    emu.press("left")
    assert sell.at == sell.cells() - 1                  # and back over SELL to the last tile


def test_after_a_sale_down_goes_to_done():
    emu = _game_on(7, ("human",))
    sell = _sold(emu)
    emu.press("down")
    assert sell.at == sell.cells() + 1
