"""Billionaire's end-of-game review (issues 23, 30): what each player paid for auctions won and
got from others' bids (in worth: Profit cards at face value, investments at actual value), the
best and worst buy (the lot's actual value less that), a lot named by all its cards, in
result() only (hands are secret until the end), what decided the game, and older saves."""

from billionaire_helpers import auction, bids, give, hand, land, new, pay_first
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
    lot = 1 << top
    assert g.tally[6:12] == [10, 0, lot, D.actual(top) - 10, lot, D.actual(top) - 10]
    assert g.tally[:2] == [0, 10]


def test_investments_given_in_payment_count_at_actual_value():
    """BIL-52: a bid may be paid with investments at trading value; they were worth ten times
    that to the payer (and are to the payee), so paid, got and the gain count them so."""
    g = new()
    hand(g, 1, [])
    give(g, 1, [20, 21])                          # trading $3M + $4M, actual $30M + $40M
    top = auction(g, 0)
    bids(g, [0, 7, 0, 0])
    g.apply(1, ("pay", 0, 1 << 20 | 1 << 21))
    assert g.tally[6:8] == [70, 0] and g.tally[:2] == [0, 70]
    assert g.tally[9] == D.actual(top) - 70


def test_a_lot_of_three_is_named_by_all_its_cards():
    """BIL-23: one bid for the three as a group; the review names the buy by every card."""
    g = new()
    hand(g, 2, [10, 10])
    land(g, 0, 21)
    cards = sorted(g.pending)
    bids(g, [1, 0, 20, 0])
    pay_first(g)
    worth = sum(D.actual(c) for c in cards)
    r = {"tally": g.tally}
    assert player_review(r, 2) == (20, 0, (cards, worth - 20), None)


def test_the_tally_is_secret_until_the_result():
    g = new()
    hand(g, 1, [10])
    auction(g, 0)
    bids(g, [0, 9, 0, 0])
    pay_first(g)
    assert "tally" not in g.view(2) and g.result() is None


def test_the_review_reads_the_result():
    r = {"tally": [20, 5, 1 << 3, 30, 1 << 7, -10, 0, 0, -1, 0, -1, 0], "scores": [900, 400],
         "winners": [0]}
    assert player_review(r, 0) == (20, 5, ([3], 30), ([7], -10))
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


def test_a_version_2_save_keeps_its_buys_as_lots_of_their_card():
    """Version 2 kept a buy by its first card number; version 3 by the lot's bit mask."""
    g = new(2)
    g.tally = [10, 0, 3, 20, 3, 20, 0, 10, -1, 0, -1, 0]
    old = games.load(kit.older_save(g, 2))
    assert old.tally == [10, 0, 1 << 3, 20, 1 << 3, 20, 0, 10, -1, 0, -1, 0]
