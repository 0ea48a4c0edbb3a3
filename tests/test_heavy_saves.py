"""The heaviest states the rules allow (bowwords.bench.heavy), saved in a board's NVM: each is really as
heavy as claimed, and resuming it from the menu and playing on with a few hundred seeded random
presses completes on CircuitPython's own VM at a PyBadge's 128 KB (the .mpy bundle, the bundle's
pystack less a 256-byte margin). The VM tests are skipped in one line where the VM is absent."""

import pytest

from bowengine.billionaire import data as BD
from bowengine.bogglebowl import data as GD
from bowengine.buyword import data as WD
from bowengine.highbid import data as HD
from bowwords import vm
from bowwords.vm import firmware as fwvm
from bowwords.bench import heavy
from bowwords.emulator import prepare

pytestmark = pytest.mark.sweep    # the heaviest states: `make test-sweeps`
needs_vm = pytest.mark.skipif(vm.circuitpython() is None, reason="no CircuitPython VM: heavy saves not played")
HEAP_KB = 128
SEED = 1                 # the key presses' seed
PRESSES = 300
_BUILT = {}


def built(name):
    """(game, seats) of the game's heavy state, built once per test session."""
    if name not in _BUILT:
        _BUILT[name] = heavy.STATES[name]()
    return _BUILT[name]


def test_buyword_human_holds_the_tile_limit_and_every_wild_with_the_largest_draw_to_buy():
    """4 players; the human is the last to buy, holds the 8-tile limit and all his Wilds, and
    is offered 5 tiles (the die's most, and his limit plus a draw is the most a player ever
    holds); the others hold their limit and their bought draws."""
    g, seats = built("buyword")
    h = seats.index("human")
    assert g.players == 4 and seats.count("human") == 1
    assert g.legal(h) == [("buy",), ("decline",)]
    assert len(g.held[h]) == WD.TILE_LIMIT and g.wilds[h] == WD.WILDS[3]
    assert len(g.new[h]) == WD.CHOICE_HIGH == max(WD.DIE_FACES)
    assert all(len(g.held[p]) == WD.TILE_LIMIT + WD.CHOICE_HIGH for p in range(4) if p != h)


def test_billionaire_late_game_human_holds_the_most_cards_with_most_investments_owned():
    """4 players late in the game (at most 9 investments left in the decks, most owned), at the
    human's roll; the human holds more cards (Profit, Power Play, investments) than anyone."""
    g, seats = built("billionaire")
    h = seats.index("human")
    assert g.players == 4 and g.waiting_for() == (h,) and ("roll",) in g.legal(h)
    assert 1 <= g._decks_left() <= 9
    assert heavy._billionaire_out(g)[1] >= BD.CARDS - 9 - 3          # owned, besides a lot of three
    mine = heavy._billionaire_held(g, h)
    assert all(mine > heavy._billionaire_held(g, p) for p in range(4) if p != h)
    assert len(g.hands[h]) > 3 * BD.START_HAND


def test_bogglebowl_three_players_at_a_round_the_bots_play_before_the_humans():
    """3 players (the human and a bot against a bot), at the start of a round on a Wild space
    that the human's bot teammate controls; the game is far from its end."""
    g, seats = built("bogglebowl")
    h = seats.index("human")
    assert g.players == 3 and seats == ["human", "expert", "expert"]
    side = g.side_of(h)
    assert g.controller(side) != h and g.side_of(g.controller(side)) == side
    assert g.space == GD.WILD and not g.drafts[0] and not g.drafts[1] and g.first < 0
    assert max(g.scores) < GD.TARGET


def test_highbid_five_players_near_the_end_human_holds_the_most_cards():
    """5 players, at most 4 cards left in the deck; the human, waited for, holds more cards than
    were dealt and at least as many as anyone."""
    g, seats = built("highbid")
    h = seats.index("human")
    assert g.players == 5 and g.waiting_for() == (h,) and g.result() is None
    assert len(g.deck) <= 4
    assert len(g.hand(h)) > HD.DEAL
    assert all(len(g.hand(h)) >= len(g.hand(p)) for p in range(5))


@pytest.mark.parametrize("name", heavy.NAMES)
def test_nvm_image_holds_the_save_and_the_seats(name):
    """The NVM image is a board's 8,192 bytes whose save ring's newest record is the game and
    whose settings page holds the seats (sound on)."""
    prepare(headless=True)                        # firmware/ importable, for bowui.saves
    from bowui.saves import Ring

    g, seats = built(name)
    nvm = heavy.nvm_image(g, seats)
    ring = Ring(nvm)
    assert len(nvm) == 8192
    assert ring.load() == g.save()
    assert ring.settings() == b"\x00" + ",".join(seats).encode()


def test_a_heavy_state_is_the_same_for_the_same_arguments():
    """The states come from seeded games: the same arguments give the same save."""
    assert heavy.buyword()[0].save() == built("buyword")[0].save()


def test_the_key_script_resumes_then_plays_seeded_random_presses_in_the_game():
    """A on Resume first, then the monkey's presses for the seed after 1 s, without the chord
    that would leave the game."""
    lines = heavy.keys(SEED, PRESSES)
    assert lines == heavy.keys(SEED, PRESSES) and lines[1] == "232 a 66"      # 100 ms into the menu
    times = [int(ln.split()[0]) for ln in lines[2:]]
    assert times[0] >= 1000 and times == sorted(times)
    assert not any("start+select" in ln or ln.endswith(" cut") for ln in lines)
    assert len(lines) > PRESSES * 0.9


@needs_vm
@pytest.mark.parametrize("name", heavy.NAMES)
def test_a_heavy_save_resumes_and_plays_on_at_128_kb_on_circuitpython(name, tmp_path):
    """The heavy state, resumed from the menu, plays on for 300 random presses with no error
    recovered from, no crash and no VM stop at 128 KB, and its game's screens were shown."""
    g, seats = built(name)
    run, lines = heavy.play_on(heavy.nvm_image(g, seats), tmp_path / "nvm.bin", HEAP_KB, SEED, PRESSES)
    assert run.ok, "%s (%s): %s\n%s" % (name, heavy.heaviness(g, seats), run.crash, run.stdout[-1500:])
    assert name in run.games.values(), run.games
    assert heavy.game_peaks(run), "the game program did not run"
    assert max(heavy.game_peaks(run).values()) < HEAP_KB * 1024


def test_play_on_runs_the_firmware_from_the_written_nvm(tmp_path, monkeypatch):
    """play_on writes the image to the path and runs the firmware on that NVM file (fwvm.run
    stood in for: no VM needed)."""
    seen = {}

    def fake(lines, heap_kb, **kw):
        seen.update(kw, lines=lines, heap_kb=heap_kb, data=kw["nvm"].read_bytes())
        return "run"

    monkeypatch.setattr(fwvm, "run", fake)
    image = bytearray(b"\xff" * 8192)
    assert heavy.play_on(image, tmp_path / "n.bin", 128, 2, 50)[0] == "run"
    assert seen["data"] == image and seen["heap_kb"] == 128 and seen["margin"] == 256
    assert seen["expected"] is None and seen["lines"] == heavy.keys(2, 50)


# Found by the heavy High Bid save (monkey seeds 5, 10, 13 of figures()): in "Your hand & the
# table", A on a card the buyer may buy applied ("buy", card) and then called Table.done, which only
# BuyPick defines; the game program stopped (AttributeError), at any heap. The table looked at
# from there offers no buy now (the buyer buys from "Buy from the table").
LOOK_AT_TABLE = ["# seed: 1", "232 a 66", "1632 down 66", "1832 down 66", "2032 down 66", "2232 a 66",
                 "2632 right 66", "3032 a 66", "3632 wait"]     # (from power-up: the menu from 132 ms)


@needs_vm
def test_highbid_a_on_a_buyable_card_in_the_look_only_table_does_not_stop_the_game(tmp_path):
    """Resume a heavy High Bid save where the human is the buyer, a card on the table he can
    pay, open "Your hand & the table", go right to the table and press A on the buyable card."""
    path = tmp_path / "nvm.bin"
    path.write_bytes(heavy.nvm_image(*heavy.highbid(buyer=True)))
    run = fwvm.run(LOOK_AT_TABLE, HEAP_KB, nvm=path, expected=None, margin=256)
    assert [s for s, _ in run.screens][1:4] == ["BuyerScreen", "Hand", "Table"]
    assert run.ok, run.crash
