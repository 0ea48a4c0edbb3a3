"""`bowwords play --text` (issue 24): each game played to its end from a key script
(tests/games/*.keys), its printed screens showing what a player needs that the handheld draws
as pictures (BuyWord's tiles, Billionaire's track) as well as the labels (the cubes, the hands);
and on every screen the scripts reach, every label fits (no hint line clipped at the bottom)."""

import re
from pathlib import Path

import pytest

from bowwords import cli
from bowwords.emulator import Emulator
from bowwords.screentext import render_text, tile_text

from screenfit import problems

GAMES = Path(__file__).resolve().parent / "games"
RULE = "-" * 28


def play_text(name, monkeypatch, capsys, folder=GAMES):
    """(screens printed by `bowwords play --keys NAME.keys --text`, fit problems met on the way)."""
    script = folder / (name + ".keys")
    seed = re.search(r"^# seed: (\d+)", script.read_text(), re.M)
    seed = seed.group(1) if seed else "7"                    # (the README's screenshots: 7)
    found = []
    real = Emulator.button

    def button(self, part, down, at=None):
        if down and self.app is not None:
            found.extend(p for p in problems(self) if p not in found)
        real(self, part, down, at)

    monkeypatch.setattr(Emulator, "button", button)
    assert cli.main(["play", "--seed", seed, "--keys", str(script), "--text"]) == 0
    out = capsys.readouterr().out
    return [s.strip("\n") for s in out.split(RULE + "\n")], found


def ends_with(screens, script):
    words = re.search(r"^# ends on: \S+ \| (.*)$", (GAMES / (script + ".keys")).read_text(), re.M).group(1)
    assert words in screens[-1], screens[-1]


def test_buyword_in_text_shows_the_tiles_bought_and_sold(monkeypatch, capsys):
    screens, fit = play_text("buyword-game", monkeypatch, capsys)
    ends_with(screens, "buyword-game")
    tiles = r"(?<!\S)>?\(?[A-Z?a-z]\d\)?(?!\S)"           # D2 (P2) ?1: a letter and its pips
    buys = [s for s in screens if "buys?" in s.split("\n")[0]]
    sells = [s for s in screens if "sells" in s.split("\n")[0]]
    assert buys and all(re.search(tiles, s) for s in buys)
    assert sells and all(re.search(tiles, s) for s in sells)
    assert any(re.search(r">[A-Z?a-z]\d", s) for s in sells)       # the tile the cursor frames
    assert not fit, fit


def test_billionaire_in_text_shows_the_track_and_the_holdings(monkeypatch, capsys):
    screens, fit = play_text("billionaire-game", monkeypatch, capsys)
    ends_with(screens, "billionaire-game")
    boards = [s for s in screens if "worth" in s.split("\n")[0]]
    assert boards
    for s in boards:
        ring = re.sub(r"P\d \$\d+ +\d+", "", s)                 # the track: not the worth and cards
        squares = re.findall(r"(?<!\S)(?<!rolled )[HB$AP3](?::\d+)?(?!\S)", ring)
        assert len(squares) == 24, s                    # every square of the track, once
        movers = "".join(re.findall(r"(?<!\S)[HB$AP3]:(\d+)", ring))
        assert sorted(movers) == ["1", "2", "3", "4"], s  # each mover on one square
    assert not fit, fit


def test_billionaire_in_text_shows_the_holdings(monkeypatch, capsys):
    screens, fit = play_text("billionaire-holdings", monkeypatch, capsys, GAMES.parent.parent / "docs" / "screenshots")
    assert any(s.startswith("Your holdings") and "Profit $" in s for s in screens)
    assert not fit, fit


def test_highbid_in_text_shows_the_hand_and_the_table(monkeypatch, capsys):
    screens, fit = play_text("highbid-game", monkeypatch, capsys)
    ends_with(screens, "highbid-game")
    hands = [s for s in screens if s.startswith("Your hand")]
    assert hands and all(re.search(r"[A-Z] \S.* \$\d+", s) for s in hands)
    assert any(s.startswith("The table") for s in screens)
    assert not fit, fit


def test_bogglebowl_in_text_shows_the_cubes(monkeypatch, capsys):
    screens, fit = play_text("bogglebowl-game", monkeypatch, capsys)
    ends_with(screens, "bogglebowl-game")
    rolled = [s for s in screens if "Undo" in s]
    assert rolled and all(re.search(r"([>(\[]*\b(?:[A-Z]|Qu)\b[)\]]?\s+){5}", s) for s in rolled)
    assert not fit, fit


@pytest.mark.parametrize("ch,used,text", [("D", False, "D2"), ("e", False, "e1"), ("?", False, "?1"),
                                          ("E", True, "(E1)")])
def test_a_tile_as_text_is_its_letter_and_pips(ch, used, text):
    assert tile_text(ch, used) == text


def test_text_keeps_a_space_between_two_things(monkeypatch):
    from bowwords import screentext

    class Lab:
        color = 0xFFFFFF

        def __init__(self, text):
            self.text = text

    monkeypatch.setattr(screentext, "labels", lambda root: [(0, 0, 12, 12, Lab("H2")), (12, 0, 30, 12, Lab("worth"))])
    assert render_text(None, (160, 128)) == "H2 worth"


def test_text_marks_the_cursor_on_buttons_menus_digits_and_cubes(monkeypatch, capsys):
    """Issue 29: the cursor is a ">" a screen reader reads, not a colour: on BuyWord's SELL and
    DONE, on Billionaire's right-side menu and on a bid's digit, on Boggle Bowl's cubes and
    buttons; a Boggle Bowl cube already in the words is in brackets."""
    buy, _ = play_text("buyword-game", monkeypatch, capsys)
    assert any(">SELL" in s for s in buy) and any(">DONE" in s for s in buy)
    bil, _ = play_text("billionaire-game", monkeypatch, capsys)
    assert any(re.search(r">(Roll|Holdings|News|End turn)\b", s) for s in bil)
    bids = [s for s in bil if "you have $" in s]
    assert bids and all(re.search(r"(>\d|\[ No bid \])", s) for s in bids)
    bog, _ = play_text("bogglebowl-game", monkeypatch, capsys)
    pads = [s for s in bog if "Undo" in s]
    assert all(re.search(r">[(\[]?(?:[A-Z]|Qu)\b|> ?(Next|Undo|Roll|Timer|Done)\b", s) for s in pads)
    assert any(re.search(r"\((?:[A-Z]|Qu)\)", s) for s in pads)


def test_bogglebowl_in_text_draws_the_board_and_the_token(monkeypatch, capsys):
    """Issue 29: the board as rows 8 to 0 of space codes (B W 2 X) and the scoring rows, the
    columns a-i under them, the token @ on its square and the squares of its move as *."""
    screens, _ = play_text("bogglebowl-game", monkeypatch, capsys)
    boards = [s for s in screens if re.search(r"^\s+a\s+b\s+c\s+d\s+e\s+f\s+g\s+h\s+i$", s, re.M)]
    assert boards
    for s in boards:
        rows = re.findall(r"^([0-8])((?:\s+(?:[BW2X@*]|\d+)){9})", s, re.M)
        assert [r[0] for r in rows] == [str(k) for k in range(8, -1, -1)], s
        assert "".join(r[1] for r in rows).count("@") == 1, s
    assert any("*" in s for s in boards)                         # a move's path
