"""Each of the four games played whole in `bowwords play --text` by a player that reads only
the printed screens (tests/textplayer.py: no engine, no emulator state; it finds the cursor by
the text's ">" and the choices by their words), from the setup to the results (issue 29)."""

import re

import pytest

import textplayer


@pytest.mark.parametrize("game,ends", [("buyword", r"P\d wins!"), ("billionaire", r"Winners?: P\d"),
                                       ("bogglebowl", r"(Red|Blue) wins!"), ("highbid", r"P\d wins!")])
def test_a_whole_game_is_played_from_the_text_alone(game, ends):
    last, typed = textplayer.play(game, seed=7, limit=2000)
    assert re.search(ends, last) and "A: menu" in last, last
    assert len(typed) < 2000


def test_the_text_player_reads_nothing_but_text():
    source = open(textplayer.__file__).read()
    assert "bowengine" not in source and "emu." not in source.split("def play")[0]
