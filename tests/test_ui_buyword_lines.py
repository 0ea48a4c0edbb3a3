"""BuyWord's one-line texts say what is so (issue 40): a news line or a hint longer than its line
never loses a number (the price of "P2 sold DoCUDRAMAS for $225" stays whole), a word cut short is
marked; the Buy hint compares the draw's gain with its cost as they are."""

import re

from bowengine import games
from bowwords.emulator import Emulator, prepare

prepare(True)

from bowui.games.buyword import review  # noqa: E402
from bowui.games.buyword.fit import fit  # noqa: E402

from test_ui_buyword import _game_on, _to_sell  # noqa: E402

NOTES = ["P2 sold DoCUDRAMAS for $225", "P3 sold ACCESsORIZED for $400", "P2 bid $12",
         "P2 won ABCDE at auction for $225", "P2 sold ABCDEFG to P3 for $123",
         "P2 challenged DOCUDRAMAS: not a word; P3 pays $225",
         "the bag ran out: this round's tiles are out of play", "Pays: $225 DOCUDRAMAS+OX"]


def test_a_line_that_does_not_fit_never_cuts_a_number_and_marks_its_cut():
    for word in ["OX", "QUIZ", "DoCUDRAMAS", "ACCESsORIZED", "SUPERCALIFRAGILISTIC"]:
        for price in (4, 36, 225, 400):
            NOTES.append("P2 sold %s for $%d" % (word, price))
    for text in NOTES:
        line = fit(text)
        assert len(line) <= 26, line
        if line == text:
            continue
        assert line.endswith("...") or "." in line, (text, line)
        shown = line.split(" ")
        for token in re.findall(r"\S*\d\S*", line):            # every number shown is whole
            assert token in text.split(" "), (text, line)
        if not line.endswith("..."):                            # only words were shortened:
            assert [t for t in shown if re.search(r"\d", t)] == \
                [t for t in text.split(" ") if re.search(r"\d", t)]


def test_the_sell_screens_news_line_keeps_the_whole_price():
    emu = _game_on(5)
    sell = _to_sell(emu)
    sell.say("P2 sold DoCUDRAMAS for $225")
    assert sell.msg.text == "P2 sold DoCUDRAM. for $225"


def _hint_with(monkeypatch, found, cost):
    emu = Emulator("pybadge", seed=1)
    game = games.new("buyword", 2, 1, {}, emu.app.context("buyword"))
    monkeypatch.setattr(review, "computed", lambda app, work, *args: found)
    return review.buy_hint(emu.app, game, 0, "AB", cost)


def test_the_buy_hint_compares_the_gain_with_the_cost_truly(monkeypatch):
    assert _hint_with(monkeypatch, ([], 9, 0, False), 9) == "Not now: +$9 = $9 cost"
    assert _hint_with(monkeypatch, ([], 5, 0, False), 9) == "Not now: +$5 < $9 cost"


def test_a_hint_too_long_for_its_line_marks_its_cut(monkeypatch):
    line = _hint_with(monkeypatch, (["DOCUDRAMAS", "ACCESSORIZED"], 400, 0, False), 9)
    assert line.startswith("Pays: $400 ") and line.endswith(".") and len(line) <= 26
