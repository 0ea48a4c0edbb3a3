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


def _golden_path():
    here = __file__.replace("\\", "/")
    cut = here.rfind("/")
    folder = here[:cut] if cut >= 0 else "."
    return folder + "/golden/highbid.txt"


def _golden():
    """The golden game: a new state, then (player, action) pairs read one line at a time."""
    with open(_golden_path()) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if words[0] == "seed":
                yield games.new("highbid", int(words[3]), int(words[1]))
                continue
            action = [words[1]]
            for w in words[2:]:
                action.append(int(w))
            yield int(words[0]), tuple(action)


def test_golden_game_replays_to_its_end():
    lines = _golden()
    g = next(lines)
    for p, a in lines:
        g.apply(p, a)
    r = g.result()
    assert g.waiting_for() == () and r["ending"] == "went out"
    assert r["winners"] == [0] and r["scores"] == [5020, 3940, 20, 1100]


def transcript_highbid_golden():
    """The save bytes after every action of the golden game: the VM must match CPython."""
    lines = _golden()
    g = next(lines)
    yield "".join(["%02x" % b for b in g.save()])
    for p, a in lines:
        g.apply(p, a)
        yield "".join(["%02x" % b for b in g.save()])
