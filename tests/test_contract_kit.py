"""The contract kit itself (tests/device/contract_kit.py) catches what it is there to catch: a
game whose refused action still changes its state fails, and the failure names that action."""

import contract_kit as kit
import pytest
from bowengine.contract import Game


def test_an_illegal_action_that_changes_the_state_is_named(monkeypatch):
    """The kit saves the state once after all its illegal candidates; when that save differs
    it finds the one candidate that changed it."""
    real = Game.apply

    def leaky(self, player, action):
        if isinstance(action, tuple) and 1000000 in action:      # a near miss of a bid
            self.rng.next30()                                    # the PRNG moves: the save changes
        return real(self, player, action)

    monkeypatch.setattr(Game, "apply", leaky)
    with pytest.raises(kit.KitFailure, match=r"illegal action \(.*1000000.*\) by player .* changed the state"):
        kit.playout("highbid", 2, 0, max_steps=200)


def test_a_game_that_keeps_the_contract_passes():
    log, end = kit.playout("highbid", 2, 0, max_steps=1500)
    assert log and end
