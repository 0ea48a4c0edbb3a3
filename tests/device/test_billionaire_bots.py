"""Billionaire's own random bot: uniform legal play whose bids stay within its means, so games end."""

from bowengine import games
from bowengine.billionaire.bots import BOTS, RandomBot, means
from billionaire_helpers import new, give, hand


def test_random_bot_means_are_profit_cards_plus_trading_values():
    g = new()
    give(g, 1, [3, 29])                # trading 10 + 30
    hand(g, 1, [1, 5, 10])
    assert means(g.view(1)) == 56


def test_random_bot_bids_within_its_means_15_times_in_16():
    g = new()
    hand(g, 0, [2, 3])
    g.phase = 4                        # a first round of sealed bids, player 0 bidding
    g.bidders = bytearray([0])
    view, legal = g.view(0), g.legal(0)
    bot = RandomBot(0, 7)
    bids = inside = 0
    for _ in range(320):
        a = bot.act(view, legal)
        if a[0] == "bid":
            bids += 1
            inside += 1 <= a[1] <= 5
    assert bids > 100 and inside * 100 >= bids * 85 and inside < bids


def test_games_of_random_bots_end_with_the_default_options():
    assert BOTS["random"] is RandomBot
    for n in (2, 4):
        g = games.new("billionaire", n, 3)
        bots = [RandomBot(p, 20 + p) for p in range(n)]
        steps = 0
        while g.waiting_for() and steps < 4000:
            for p in g.waiting_for():
                g.apply(p, bots[p].act(g.view(p), g.legal(p)))
                steps += 1
        assert g.result() is not None and g.result()["ending"] == "billion"
