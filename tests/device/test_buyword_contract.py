"""BuyWord against the engine contract (the kit, with the fixture dictionary lent as context),
and a golden 2-player game replayed identically on CPython and the VM."""

import gc

import buyword_helpers as H
import contract_kit as kit
from bowengine import games

SEEDS = 2
MAX_STEPS = 600
GOLDEN_SCORES = [228, 273]    # expert (seat 0) and normal (seat 1) on the fixture dictionary
GOLDEN_WINNERS = [1]


def _check(players, options=({},), seeds=SEEDS):
    if hasattr(gc, "threshold"):
        gc.threshold(16384)
    try:
        kit.check("buyword", (players,), options, seeds, MAX_STEPS, H.context())
    finally:
        if hasattr(gc, "threshold"):
            gc.threshold(-1)


def test_contract_buyword_solitaire():
    _check(1)


def test_contract_buyword_2_players():
    _check(2)


def test_contract_buyword_3_players():
    _check(3, seeds=1)


def test_contract_buyword_4_players():
    _check(4, seeds=1)


def test_contract_buyword_variations_and_challenges():
    _check(3, ({"second_chance": True, "face_up_draft": True, "challenges": True, "leader": 2},), 1)


def test_contract_buyword_tile_auction_and_letter_trading():
    """BW-31, BW-33: random playouts through auctions (replacing second chance) and trades."""
    _check(3, ({"tile_auction": True, "letter_trading": True, "second_chance": True},), 1)


def test_a_version_2_save_restores_with_the_bag_closed():
    """A save made before the open bag option (version 2) still resumes, its bag closed."""
    g = H.new(2, 3, {"leader": 1, "second_chance": True})
    g.apply(1, ("roll",))
    h = games.load(kit.older_save(g, 2), H.context())
    assert h.save() == g.save() and "bag" not in h.view(0)


def _golden():
    """The golden game: a new state, then (player, action) pairs read one line at a time."""
    for words in kit.golden_lines(__file__, "buyword.txt"):
        if words[0] == "seed":
            yield games.new("buyword", int(words[3]), int(words[1]), None, H.context())
        else:
            yield kit.golden_action(words)


def test_golden_game_replays_to_its_end():
    g = kit.golden_replay(_golden())
    r = g.result()
    assert g.waiting_for() == () and H.accounted(g) == 108
    assert r["scores"] == GOLDEN_SCORES and r["winners"] == GOLDEN_WINNERS


def transcript_buyword_golden():
    """The save bytes after every action of the golden game: the VM must match CPython."""
    return kit.golden_transcript(_golden())

