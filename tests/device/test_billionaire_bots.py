"""Billionaire's own random bot: uniform legal play whose bids stay within its means, so games
end; and what the expert bot bids."""

from bowengine import games
from bowengine.billionaire import data as D
from bowengine.billionaire.bots import BOTS, RandomBot, means
from billionaire_helpers import auction, give, hand, land, new


def test_random_bot_means_are_profit_cards_plus_trading_values():
    g = new()
    give(g, 1, [3, 29])                # trading 6 + 18
    hand(g, 1, [1, 5, 10])
    assert means(g.view(1)) == 40


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


def expert_bid(g, p):
    from bowengine.billionaire.expert import ExpertBot   # only here: the VM's heap is small

    assert g.view(p)["phase"] == "bid"
    return ExpertBot(p, 5).act(g.view(p), g.legal(p))


def on_top(g, card):
    """card is the next one drawn from its region's deck."""
    d = g.decks[D.region(card)]
    i = list(d).index(card)
    g.decks[D.region(card)] = d[:i] + d[i + 1:] + bytearray((card,))


def test_expert_bids_its_smallest_profit_card_rather_than_pass():
    # A rival's card: too little cash to spare for it, but every rival may pass, so the
    # expert bids the least it can pay ($1M would cost its $5M card: it bids 5).
    g = new()
    hand(g, 0, [5, 10])
    for q in (1, 2, 3):
        hand(g, q, [10, 10, 10, 10])
    auction(g, 1)
    assert expert_bid(g, 0) == ("bid", 5)


def test_expert_bids_what_it_can_pay_and_still_reach_the_billion():
    # 850 in investments and 40 cash; its own card is worth 120: winning it for at most 10
    # makes it a billionaire, so it bids exactly that.
    g = new()
    give(g, 0, [18, 29, 9])                    # 250 + 300 + 300
    hand(g, 0, [10, 10, 10, 10])
    on_top(g, 4)                               # Rhine Chemical Works, 120
    auction(g, 0)
    assert g.view(0)["drawn"] == [4]
    assert expert_bid(g, 0) == ("bid", 10)


def test_expert_bids_with_investments_for_a_lot_of_three():
    # $2M in cash, three cheap investments: the lot of three is worth far more than they are,
    # so it bids beyond its cash, but never beyond what it can pay (rule 6).
    g = new()
    give(g, 0, [0, 10, 20])                    # actual 50 each, trading 5
    hand(g, 0, [2])
    for q in (1, 2, 3):
        hand(g, q, [1, 2, 3, 5])
    land(g, 0, 9)                              # Sealed Bids on Three
    action = expert_bid(g, 0)
    assert action[0] == "bid" and 2 < action[1] <= means(g.view(0))


def test_expert_bids_for_a_rivals_drawn_card_by_the_cards_his_bid_lets_go():
    # Rule 1 of bidding: only the drawer sees the card. A drawer who bids 10 % of what he sees
    # bids $3M-$18M for Eurasia's ten cards (30-180); a bid of b wins the cards under 10b. At
    # $6M of actual value a $1M, bids of 6 and 7 gain most (30+40+50 - 3x36 = 12, +60 - 4x42 =
    # 12): the expert takes the first, not a bid that would win the costly cards too.
    from bowengine.billionaire import wager

    view = {"lot": [0], "owners": [-1] * D.CARDS}
    assert wager.blind(view, 100, 0, 100, 6) == 6
    assert wager.blind(view, 100, 0, 5, 6) == 5           # never above its cash
    assert wager.blind(view, 100, 0, 100, 40) == 0        # cash too dear: no bid gains
