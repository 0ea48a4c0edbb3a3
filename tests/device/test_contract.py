"""The contract kit run over every companion component, and the kit's own teeth."""

import contract_kit as kit
from bowengine import games
from bowengine.companion.slate import SealedBidSlate

COMPONENTS = (
    ("die", (1,), ({}, {"dice": 2}, {"dice": 4})),
    ("buyword-die", (1,), ({},)),
    ("highbid-dice", (1,), ({},)),
    ("analyzer", (1,), ({},)),
    ("timer", (1,), ({}, {"seconds": 3})),
    ("slate", (2, 3, 4, 5), ({}, {"first": 1, "minimum": 5, "maximum": 40})),
)


def _check(name):
    for entry in COMPONENTS:
        if entry[0] == name:
            return kit.check(name, entry[1], entry[2])
    raise AssertionError("no component " + name)


def test_contract_die():
    _check("die")


def test_contract_buyword_die():
    _check("buyword-die")


def test_contract_highbid_dice():
    _check("highbid-dice")


def test_contract_analyzer():
    _check("analyzer")


def test_contract_timer():
    _check("timer")


def test_contract_slate():
    _check("slate")


class LeakySlate(SealedBidSlate):
    """A broken slate whose views show every bid written so far."""

    NAME = "leaky-slate"

    def view(self, player):
        v = SealedBidSlate.view(self, player)
        v["all"] = list(self.entries)
        return v


class SloppySlate(SealedBidSlate):
    """A broken slate that writes the bid before checking the action."""

    NAME = "sloppy-slate"

    def apply(self, player, action):
        if isinstance(action, tuple) and len(action) == 2 and 0 <= player < self.players:
            self.floor = -1
        SealedBidSlate.apply(self, player, action)


def _kit_rejects(name):
    games.TABLE[name] = ("test_contract", name == "leaky-slate" and "LeakySlate" or "SloppySlate")
    try:
        kit.check(name, (3,), ({},), seeds=2)
    except kit.KitFailure as e:
        return str(e)
    finally:
        del games.TABLE[name]
    raise AssertionError("the kit passed a broken game: " + name)


def test_kit_catches_a_view_that_shows_another_players_sealed_bid():
    assert "shows what player" in _kit_rejects("leaky-slate")


def test_kit_catches_an_illegal_action_that_changes_the_state():
    assert "changed the state" in _kit_rejects("sloppy-slate")


def transcript_companion_playouts():
    """The end state of every checked playout: must match CPython's bytes."""
    for name, players, options in COMPONENTS:
        for n in players:
            for opts in options:
                for seed in range(4):
                    end = kit.playout(name, n, seed, opts, checks=False)[1]
                    yield "%s %d %d %s" % (name, n, seed, "".join(["%02x" % b for b in end]))
