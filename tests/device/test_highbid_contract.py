"""High Bid against the engine contract (the kit), and a golden game replayed on the VM."""

import contract_kit as kit
from bowengine import games

SEEDS = 2            # per player count: each checked playout is a few hundred actions
MAX_STEPS = 1500


def _check(players):
    kit.check("highbid", (players,), ({},), SEEDS, MAX_STEPS)


def test_contract_highbid_2_players():
    _check(2)


def test_contract_highbid_3_players():
    _check(3)


def test_contract_highbid_4_players():
    _check(4)


def test_contract_highbid_5_players():
    _check(5)


def _golden():
    """The golden game: a new state, then (player, action) pairs read one line at a time."""
    for words in kit.golden_lines(__file__, "highbid.txt"):
        if words[0] == "seed":
            yield games.new("highbid", int(words[3]), int(words[1]))
        else:
            yield kit.golden_action(words)


def test_golden_game_replays_to_its_end():
    g = kit.golden_replay(_golden())
    r = g.result()
    assert g.waiting_for() == () and r["ending"] == "went out"
    assert r["winners"] == [0] and r["scores"] == [5020, 3940, 20, 1100]


def transcript_highbid_golden():
    """The save bytes after every action of the golden game: the VM must match CPython."""
    return kit.golden_transcript(_golden())
