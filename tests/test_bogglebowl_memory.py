"""What Boggle Bowl keeps on the board's heap, and when.

The solver keeps every word a side's cubes make as one 16-bit entry (a sub-multiset code of at
most 11 bits and the word's size), so its held arrays are two 16-bit arrays and one byte table;
the game program makes them at its start (on its fresh heap) and keeps them while the game is
played, and lets the solver's modules go once a bot has acted; the token's moves are imported only while it moves, and the setup's
modules go before the first turn's screen (in the emulator with the board's module release).
"""

import itertools
import subprocess
import sys
from array import array

import pytest

from bowengine.bogglebowl import CAP, scratch
from bowengine.bogglebowl.search import Multi
from bowengine.rng import Rng

from test_bogglebowl_solver import roll


def _spread(faces, counts):
    """The old bit-field code of a sub-multiset: a field per distinct token, a guard bit above."""
    c = 0
    off = 0
    for t in sorted(set(faces)):
        m = faces.count(t)
        c |= counts.get(t, 0) << off
        off += m.bit_length() + 1
    return c


def test_solver_scratch_is_two_16_bit_arrays_and_a_2_kb_table():
    codes, order, table = scratch()
    assert scratch()[0] is codes                        # made once
    assert isinstance(codes, array) and codes.typecode == "H" and len(codes) == CAP
    assert isinstance(order, array) and order.typecode == "H" and len(order) == CAP
    assert isinstance(table, bytearray) and len(table) == 2048
    assert len(order) >= 2 * 26 * 11 and len(table) >= 26 * 11      # the walk's edges fit
    assert 2 * CAP * 2 + 2048 <= 7000


def test_sub_multiset_codes_take_11_bits_and_spread_out_to_guarded_fields():
    rng = Rng(5)
    rolls = [roll(rng) for _ in range(40)] + [list(range(11)), [4] * 11, [0, 0, 0, 1, 1, 2, 2, 2, 2, 3, 3]]
    for faces in rolls:
        m = Multi(faces)
        assert m.cap < 2048
        assert m.ex(m.cap) == m.room == _spread(faces, {t: faces.count(t) for t in faces})
        toks = sorted(set(faces))
        for pick in itertools.islice(itertools.product(*[range(faces.count(t) + 1) for t in toks]), 300):
            counts = dict(zip(toks, pick, strict=True))
            tokens = [t for t in toks for _ in range(counts[t])]
            code = m.code(tokens)
            assert code <= m.cap and m.ex(code) == _spread(faces, counts)
            assert m.fits(m.room, m.ex(code))
            assert (code | len(tokens) << 11) < 0x8000       # with its size: bit 15 stays free


def test_importing_the_bots_makes_neither_the_scratch_nor_imports_the_solver():
    code = ("import sys; import bowengine.bogglebowl.bots; import bowengine.bogglebowl as p; "
            "print(len(p.SCRATCH), 'bowengine.bogglebowl.search' in sys.modules, "
            "'bowengine.bogglebowl.solver' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["0", "False", "False"]


def test_the_token_s_moves_are_imported_only_while_it_moves():
    code = ("import sys; from bowengine.bogglebowl import rules; "
            "print('bowengine.bogglebowl.moves' in sys.modules, rules.combine_pegs([20, 40], 20))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "[80]"]


# Played in a process of its own: with the board's module release, the firmware forgets and
# imports modules again, which the other tests of this process must not see.
_PLAY = """
import sys
from bowwords.emulator import default_dict_path, Emulator
emu = Emulator("pybadge", seed=4, dict_path=default_dict_path())
emu.release = True
emu.press("down")
emu.press("a")
for _ in range(4):                              # Players, Red, Blue, Play to: Start
    emu.press("down")
emu.press("a")
print("AT", type(emu.app.screen).__name__)
from bowengine.bogglebowl import SCRATCH
print("MADE", type(emu.app.screen).__name__, len(SCRATCH))
from bowui.games.bogglebowl.shared import BOARD_TILES
print("BOARD", type(emu.app.screen).__name__, len(BOARD_TILES))
for name in ("bowui.menu.setup", "bowui.games.bogglebowl.setup", "bowui.menu.home"):
    print("SETUP", name, name in sys.modules)
emu.press("a")                                  # roll: the round, and the bot searches
s = emu.app.screen
for _ in range(40):
    emu.wait(100)
    if s.bots and s.bots[1]._plan is not None:
        break
print("AT", type(emu.app.screen).__name__, s.bots[1]._plan is not None)
print("BOARD", type(emu.app.screen).__name__, len(BOARD_TILES))
for name in ("bowengine.bogglebowl.bots", "bowengine.bogglebowl.solver", "bowengine.bogglebowl.search"):
    print("BOT", name, name in sys.modules)
print("SCRATCH", len(SCRATCH))
"""


@pytest.fixture(scope="module")
def played():
    from bowwords.emulator import default_dict_path
    if not default_dict_path().exists():
        pytest.skip("the ENABLE dictionary is not built")
    out = subprocess.run([sys.executable, "-c", _PLAY], capture_output=True, text=True, check=True)
    return [line.split() for line in out.stdout.splitlines()]


def test_the_setup_s_modules_go_before_the_first_turn_s_screen(played):
    assert ["AT", "IntroScreen"] in played
    for row in played:
        if row[0] == "SETUP":
            assert row[2] == "False", row[1]


def test_the_solver_s_modules_go_once_the_bot_has_searched_and_its_arrays_stay(played):
    assert ["AT", "RoundScreen", "True"] in played
    assert ["BOT", "bowengine.bogglebowl.bots", "True"] in played
    assert ["BOT", "bowengine.bogglebowl.solver", "False"] in played
    assert ["BOT", "bowengine.bogglebowl.search", "False"] in played
    assert ["SCRATCH", "1"] in played


def test_the_solver_s_arrays_are_made_as_the_game_program_starts(played):
    """Made later, at a search on a heap the screens have cut into pieces, the 2.4 KB ones may
    find no room at 128 KB (the expert then played on without a search: tests/
    test_firmware_circuitpython.py's bogglebowl-game at 128 KB)."""
    assert ["MADE", "IntroScreen", "1"] in played


def test_the_board_s_painting_is_held_for_the_board_s_screens_and_goes_during_a_round(played):
    """The intro shows the board (its tile sheet painted and held for the board's screens);
    the round's screen shows no board and lets the painting go (1.6 KB)."""
    assert ["BOARD", "IntroScreen", "1"] in played
    assert ["BOARD", "RoundScreen", "0"] in played


def test_a_bot_lightened_after_a_memory_error_drops_the_scratch_and_searches_on_a_small_budget():
    """The low-memory path (bowui play.bot_act, the round screen's bot_action): the solver's 6.9 KB
    arrays go and the next search is a small one, so asking again can succeed."""
    from bowengine.bogglebowl import SCRATCH
    from bowengine.bogglebowl.bots import BOTS
    bot = BOTS["expert"](0, 1, {})
    scratch()
    bot._key = ("a key",)
    bot.lighten()
    assert SCRATCH == [] and bot._key is None
    assert 0 < bot.BUDGET == bot.HURRY_BUDGET <= 150
