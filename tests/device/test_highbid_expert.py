"""High Bid's expert bot: how boldly it bids in an auction (issue 42's MIX)."""

from bowengine.highbid.expert import ExpertBot
from highbid_helpers import state


class _Steady(ExpertBot):
    MIX = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def _ceiling(cls, seed, g):
    # The highest opening bid (a multiple of $20) the bot in seat 0 makes on the block: the
    # last card of a set it holds the rest of, the deck's last card (no cash kept back for more).
    bot = cls(0, seed)
    view = g.view(0)
    top = 0
    for price in range(20, view["money"] + 1, 20):
        if bot.act(view, [("bid", range(price, view["money"] + 1, 20)), ("pass",)])[0] == "bid":
            top = price
    return top


def test_mix_0_bids_the_same_whatever_its_seed():
    g = state(4, hands=([0, 1],), top=[2], only=True)
    assert len(set(_ceiling(_Steady, seed, g) for seed in range(6))) == 1


def test_mix_draws_its_boldness_from_its_own_seed_within_one_mix_of_its_worth():
    g = state(4, hands=([0, 1],), top=[2], only=True)
    worth = _ceiling(_Steady, 0, g)
    mix = ExpertBot.MIX[4]
    ceilings = [_ceiling(ExpertBot, seed, g) for seed in range(8)]
    assert worth > 0 and mix > 0 and len(set(ceilings)) > 2
    assert all(worth * (1 - mix) - 20 <= c <= worth * (1 + mix) + 20 for c in ceilings)
    assert ceilings == [_ceiling(ExpertBot, seed, g) for seed in range(8)]   # the same seed, the same bids


def test_heads_up_the_expert_is_of_one_mind():
    g = state(2, hands=([0, 1],), top=[2], only=True)
    assert ExpertBot.MIX[2] == 0
    assert len(set(_ceiling(ExpertBot, seed, g) for seed in range(4))) == 1
