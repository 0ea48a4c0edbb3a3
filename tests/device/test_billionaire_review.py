"""Billionaire's end-of-game review (issue 23): what each player paid for auctions won and got
from others' bids, the best and worst buy (actual value less price), in result() only (hands
are secret until the end), what decided the game, and saves from before the tally."""

from billionaire_helpers import auction, bids, give, hand, new, pay_first
import contract_kit as kit
from bowengine import games
from bowengine.billionaire import data as D
from bowengine.billionaire.review import decided, player_review


def test_an_auction_won_counts_the_price_for_the_winner_and_the_lander():
    g = new()
    hand(g, 1, [10])
    top = auction(g, 0)
    bids(g, [0, 9, 0, 0])
    pay_first(g)                                 # a $10M card: no change is given
    assert g.tally[6:12] == [10, 0, top, D.actual(top) - 10, top, D.actual(top) - 10]
    assert g.tally[:2] == [0, 10]


def test_the_tally_is_secret_until_the_result():
    g = new()
    hand(g, 1, [10])
    auction(g, 0)
    bids(g, [0, 9, 0, 0])
    pay_first(g)
    assert "tally" not in g.view(2) and g.result() is None


def test_the_review_reads_the_result():
    r = {"tally": [20, 5, 3, 30, 7, -10, 0, 0, -1, 0, -1, 0], "scores": [900, 400], "winners": [0]}
    assert player_review(r, 0) == (20, 5, (3, 30), (7, -10))
    assert player_review(r, 1) == (0, 0, None, None)


def test_what_decided_the_game_is_the_winners_margin_and_investments():
    g = new(2)
    give(g, 0, [3])
    hand(g, 0, [100])
    r = {"scores": [g.worth(0), g.worth(1)], "winners": [0]}
    w, margin, inv, cash = decided(g, r)
    assert (w, inv, cash) == (0, D.actual(3), sum(list(g.hands[0])))
    assert margin == g.worth(0) - g.worth(1)


def test_a_save_from_before_the_tally_restores_with_zeros():
    g = new()
    old = games.load(kit.older_save(g, 1))
    assert old.tally == [0, 0, -1, 0, -1, 0] * 4 and old.hands == g.hands
