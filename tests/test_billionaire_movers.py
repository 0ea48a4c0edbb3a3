"""Billionaire's movers (issue 40): each player's mark on the track is a square of its colour at
least 4 px a side (it was a 2 x 4 px tick), outlined in black above and below."""

from pathlib import Path

from bowwords.emulator import Emulator
from bowwords.vm import firmware as fwvm

SCRIPT = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "billionaire-board.keys"


def test_each_mover_is_a_square_of_its_colour_4_px_a_side():
    lines = SCRIPT.read_text().splitlines()
    emu = Emulator("pybadge", seed=fwvm.script_seed(lines))
    emu.play_script(lines)
    board = emu.app.screen
    assert type(board).__name__ == "Board" and len(board.tokens) >= 2
    for p, token in enumerate(board.tokens):
        colour = [r for r in token if r.pixel_shader[0] != 0x000000]
        assert len(colour) == 1 and colour[0].width >= 4 and colour[0].height >= 4, p
        x, y = token.x + colour[0].x + 1, token.y + colour[0].y + 1      # on screen, in its colour
        want = colour[0].pixel_shader[0]
        got = emu.pixel(x, y)
        assert all(abs(g - w) <= 8 for g, w in zip(got, (want >> 16, want >> 8 & 255, want & 255), strict=True))
