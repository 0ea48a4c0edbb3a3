"""Marks a new player can read (issue 29): every short mark on a screen is said in words on it,
or is a word itself. Each from the README screenshot's key script that shows it."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def last_screen(name):
    emu = Emulator("pybadge", seed=7)
    emu.play_script((SHOTS / (name + ".keys")).read_text().splitlines())
    return emu.text()


def test_the_cube_roller_says_rolls_and_its_keys_in_words():
    text = last_screen("cubes")
    assert "1 roll" in text and "x1" not in text and "x2" not in text
    assert "Left/Right: Red/Blue again" in text and "A: roll both  Up: timer" in text and "<red" not in text


def test_no_pegs_yet_shows_no_pegs_line():
    """Issue 40: "no pegs" read as a cryptic label; before a side scores its pegs line is empty."""
    emu = Emulator("pybadge", seed=7, game="scorekeeper")
    board = emu.app.screen.board
    assert [lab.text for lab in board.pegs] == ["", ""] and "pegs" not in emu.text()


def test_buywords_sales_review_explains_its_pips_column_and_lower_case_wilds():
    text = last_screen("buyword-sales-review")
    assert "5p: pips unsold  e: a Wild" in text


def test_billionaires_revealed_bids_are_in_millions_as_the_line_under_them():
    text = last_screen("billionaire-reveal")
    rows = [line for line in text.splitlines() if line.strip().startswith("Player")]
    assert rows and all(line.split()[-1].startswith("$") or line.endswith("no bid") or line.endswith("?")
                        for line in rows), text


@pytest.mark.parametrize("name", ["billionaire-bid", "slate-bid"])
def test_a_bid_says_its_keys_and_no_bid_is_not_read_as_the_bid(name):
    text = last_screen(name)
    assert "Up/Down: digit  <>: move" in text
    assert "or no bid >" in text or "[ No bid ]" in text


def test_buywords_table_heads_the_wild_tiles_column_in_words():
    """BW-03 Wild tiles: the table's rows count each player's Wilds under a "Wilds" heading,
    beside cash and tiles, not as an unexplained "W4" after the tiles."""
    text = last_screen("buyword-table")
    rows = text.splitlines()
    head = [i for i, line in enumerate(rows) if "cash tiles Wilds" in line]
    assert head, text
    you = rows[head[0] + 1].split()
    assert you[:4] == ["You", "$110", "7", "4"], text       # 7 tiles, the 4 Wilds of a 2-player game
    assert not any(word[0] == "W" and word[1:].isdigit() for word in text.split()), text
