"""Boggle Bowl against the engine contract (the kit), and a golden game replayed on the VM.

The game needs a dictionary: the device tests open tests/device/lexicon_fixture.bwd
(477 ENABLE words) by a path relative to the repository root, the VM's working
directory, or to this file under pytest.
"""

import contract_kit as kit
from bowengine import games
from bowengine.lexicon import Lexicon

SEEDS = 2  # per player count; a checked playout is a few hundred actions
MAX_STEPS = 1500
SHORT = {"target": 10}  # first to 10: one trip to a scoring row ends a random game


def _here(name):
    here = __file__.replace("\\", "/")
    cut = here.rfind("/")
    return (here[:cut] if cut >= 0 else ".") + "/" + name


def lexicon():
    """The fixture dictionary, opened without the full check (as on a boot after the first)."""
    try:
        return Lexicon(_here("lexicon_fixture.bwd"), check=False)
    except OSError:
        return Lexicon("tests/device/lexicon_fixture.bwd", check=False)


def _check(players):
    lex = lexicon()
    try:
        kit.check("bogglebowl", (players,), (SHORT,), SEEDS, MAX_STEPS, {"lexicon": lex})
    finally:
        lex.close()


def test_contract_bogglebowl_two_players():
    _check(2)


def test_contract_bogglebowl_three_players():
    _check(3)


def test_contract_bogglebowl_three_players_chosen_sides_and_pass_and_play():
    """BB-02, BB-08: P1 alone as Red, P3 first on the Blue team's cubes; P1 and P2 share the
    device, so their rounds are played in turn (game-data 2.5)."""
    lex = lexicon()
    try:
        kit.check("bogglebowl", (3,), ({"target": 10, "alone": 0, "alone_red": True, "lead": 2,
                                        "pass_play": 3},), 1, MAX_STEPS, {"lexicon": lex})
    finally:
        lex.close()


def test_a_version_1_save_restores_with_the_new_options_at_their_defaults():
    """A save made before the 3-player and pass-and-play options (version 1) still resumes."""
    lex = lexicon()
    g = games.new("bogglebowl", 2, 4, {"target": 30}, {"lexicon": lex})
    g.apply(0, ("done",))
    g.apply(1, ("tick", 10000))                 # the sand ran out on Blue
    assert g.last[5] == 2
    g.last[5] = True                            # version 1 kept only "timed out"
    h = games.load(kit.older_save(g, 1), {"lexicon": lex})
    g.last[5] = 2
    g.rolled = None                             # version 1 did not keep the final roll
    assert h.save() == g.save() and h.options["alone"] == 1 and h.options["pass_play"] == 0
    lex.close()


def _golden():
    """The golden game: a new state, then (player, action) pairs read one line at a time."""
    lex = None
    for words in kit.golden_lines(__file__, "bogglebowl.txt"):
        if words[0] == "seed":
            lex = lexicon()
            opts = {"target": int(words[5])} if len(words) > 4 else {}
            yield games.new("bogglebowl", int(words[3]), int(words[1]), opts, {"lexicon": lex})
        else:
            yield kit.golden_action(words)
    if lex:
        lex.close()


def test_golden_game_replays_to_its_end():
    g = kit.golden_replay(_golden())
    r = g.result()
    assert g.waiting_for() == () and r is not None
    assert r["winners"] == GOLDEN_WINNERS and r["side_scores"] == GOLDEN_SCORES


GOLDEN_WINNERS = [1]
GOLDEN_SCORES = [20, 30]


def transcript_bogglebowl_golden():
    """The save bytes after every action of the golden game: the VM must match CPython."""
    return kit.golden_transcript(_golden())
