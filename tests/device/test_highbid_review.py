"""High Bid's end-of-game review (issue 23): what each player paid and got, the best and worst
buy (a card's value less its price), in result() only (cash is secret until the end), what
decided the game, and saves from before the tally."""

import highbid_helpers as H
import contract_kit as kit
from bowengine import games
from bowengine.highbid import data as D
from bowengine.highbid import steps
from bowengine.highbid.review import decided, player_review


def test_a_buy_at_auction_counts_what_was_paid_and_the_cards_value_less_the_price():
    g = H.state(3, top=[9, 0])                   # a $400 Persian Carpet, then a $240 book
    H.buy(g, 0, 100)
    assert g.tally[:6] == [100, 0, 9, D.CARDS[9][1] - 100, 9, D.CARDS[9][1] - 100]


def test_the_best_and_worst_buys_are_the_largest_and_smallest_gains():
    g = H.state(3, top=[9])
    steps.tally_buy(g, 1, 9, 100)                # +300
    steps.tally_buy(g, 1, 0, 400)                # 240 - 400 = -160
    steps.tally_buy(g, 1, 2, 100)                # 160 - 100 = +60
    assert g.tally[6:12] == [600, 0, 9, 300, 0, -160]


def test_a_sale_by_the_dice_counts_as_got():
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 100, None)
    g.apply(0, ("sell", 0))
    assert g.tally[1] == D.CARDS[0][1]


def test_an_open_sale_counts_for_the_buyer_and_the_seller():
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 1, 100)
    g.where[0] = 1
    H.dice(g, 25, 0)
    g.apply(1, ("sell", 0))
    g.apply(2, ("bid", 100))
    H.passes(g, 0, 1)
    assert g.tally[7] == 100 and g.tally[12:16] == [100, 0, 0, D.CARDS[0][1] - 100]


def test_the_tally_is_secret_until_the_result():
    g = H.state(3, top=[9])
    H.buy(g, 0, 100)
    assert "tally" not in g.view(1) and g.result() is None


def test_the_review_reads_the_result():
    r = {"tally": [500, 200, 9, 300, 0, -160, 0, 0, -1, 0, -1, 0], "scores": [2500, 2100],
         "winners": [0]}
    assert player_review(r, 0) == (500, 200, (9, 300), (0, -160))
    assert player_review(r, 1) == (0, 0, None, None)


def test_what_decided_the_game_is_the_winners_margin_and_sets():
    g = H.state(2, hands=([0, 1, 2],), top=[9])  # P1 holds the whole Books set ($1000)
    g.money = [900, 1500]
    w, margin, sets, cash = decided(g, {"scores": [g.worth(0), g.worth(1)], "winners": [0]})
    assert (w, sets, cash) == (0, 1000, 900) and margin == g.worth(0) - g.worth(1)


def test_a_save_from_before_the_tally_restores_with_zeros():
    g = H.state(3, top=[9])
    H.buy(g, 0, 100)
    old = games.load(kit.older_save(g, 2))
    assert old.tally == [0, 0, -1, 0, -1, 0] * 3 and old.money == g.money
