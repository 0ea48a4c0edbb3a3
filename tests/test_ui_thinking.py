"""The thinking dot (firmware/bowui/thinking.py): while bots move, their searches step it, and
it is gone once they have moved. The emulator's display carries `mark` as vmboard's does."""

import sys

from test_ui_buyword import play_out, start

from bowengine.buyword.bots import NormalBot
from bowwords.emulator import Emulator


def _played(mark):
    """A whole game, you (played by a normal bot's brain) against the expert bot, seed 7."""
    emu = Emulator("pybadge", seed=7)
    emu.board.DISPLAY.mark = mark
    start(emu, ["human", "expert"])
    game = emu.app.screen.game
    play_out(emu, set(), {0: NormalBot(0, 50, game.context)})
    return emu


def _dots(group):
    """Every 3 x 3 rectangle at one of the dot's places in `group` and the groups within it."""
    import vectorio                     # (Blinka's, once the emulator has set it up)

    for item in group:
        if (isinstance(item, vectorio.Rectangle) and (item.width, item.height, item.y) == (3, 3, 2)
                and item.x in (146, 151, 156)):
            yield item
        elif hasattr(item, "__iter__"):
            yield from _dots(item)


def test_the_expert_bots_searches_step_the_dot():
    steps = []
    _played(steps.append)
    assert len(steps) > 20 and set(steps) == {b"b", b"t", b"e"}
    assert steps[0] == b"b" and steps[-1] == b"e"  # (the bench's marks of a bots' turn)


def test_the_dot_and_its_module_are_gone_after_the_bots_moved():
    emu = _played(lambda data: None)
    assert type(emu.app.screen).__name__ == "Results"
    assert "bowui.thinking" not in sys.modules
    assert not list(_dots(emu.app.root))
