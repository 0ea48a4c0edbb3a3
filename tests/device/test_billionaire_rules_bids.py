"""Billionaire rules: Sealed Bids, on a region and on Three, and bidding rules 1-3 (BIL-15 .. BIL-26, BIL-48 .. BIL-51).

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.holdings import NOBODY
from bowengine.pack import pack
from bowengine.rng import Rng
from billionaire_helpers import new, land, hand, cash, bids, refused, pay_first, auction


def test_BIL15_lander_takes_top_card_of_region():
    """ "he takes the top investment card of the corresponding pack" """
    g = new()
    top = auction(g, 0, 7)             # Afro-Europa
    assert list(g.pending) == [top] and D.region(top) == 1 and len(g.decks[1]) == 9


def test_BIL16_drawn_card_seen_by_lander_only():
    """ "He may look at the name and value of that investment, but does not disclose it" """
    g = new()
    top = auction(g, 2, 19)
    assert g.view(2)["drawn"] == [top]
    for q in (0, 1, 3):
        v = g.view(q)
        assert v["drawn"] is None and v["lot"] == [0]
        s = g.resample(q, Rng(3))
        assert pack(s.view(q)) == pack(v)


def test_BIL17_sealed_bids_from_all_players_including_drawer():
    """ "sealed bids from all players including the player who drew the card" """
    g = new()
    auction(g, 1)
    assert g.waiting_for() == (0, 1, 2, 3)


def test_BIL18_winner_pays_drawer_and_takes_card_face_up():
    """ "The highest bidder gives the amount of the high bid to the player who drew" """
    g = new()
    hand(g, 3, [5, 5])
    top = auction(g, 0)
    before = cash(g, 0)
    bids(g, [2, 0, 0, 10])
    assert g.waiting_for() == (3,)
    pay_first(g)
    assert g.owner[top] == 3 and cash(g, 0) == before + 10 and cash(g, 3) == 0
    assert g.view(1)["owners"][top] == 3


def test_BIL19_drawer_winning_pays_profit_deck():
    """ "he returns the amount of the high bid to the Profit deck which he then reshuffles" """
    g = new()
    hand(g, 0, [3, 10])
    top = auction(g, 0)
    deck = len(g.profit)
    bids(g, [3, 2, 0, 0])
    g.apply(0, ("pay", payment.profit_code([0, 0, 1, 0, 0]), 0))
    assert g.owner[top] == 0 and len(g.profit) == deck + 1 and list(g.hands[0]) == [10]


def test_BIL20_empty_region_draw_from_another_deck():
    """ "a player selects the top card from one of the remaining investment card decks" """
    g = new()
    g.decks[0] = bytearray()
    land(g, 1, 19)                     # Sealed Bids - Eurasia
    assert g.view(1)["phase"] == "deck" and g.legal(1) == [("deck", 1), ("deck", 2)]
    top = g.decks[2][-1]
    g.apply(1, ("deck", 2))
    assert list(g.pending) == [top] and g.view(1)["drawn"] == [top]


def test_BIL21_no_bids_card_back_to_deck():
    """Ruling: if nobody bids, the card goes back into its deck, which is reshuffled."""
    g = new()
    top = auction(g, 0)
    bids(g, [0, 0, 0, 0])
    assert len(g.decks[0]) == 10 and g.owner[top] == NOBODY and g.turn == 1


def test_BIL21_the_deck_is_reshuffled_with_the_card_back_in():
    """Ruling: the unsold card goes back into its deck, "which is reshuffled": not onto its top
    every time, and the rest's order changes too."""
    tops = 0
    moved = 0
    for seed in range(1, 13):
        g = new(seed=seed)
        top = auction(g, 0)
        rest = list(g.decks[0])
        bids(g, [0, 0, 0, 0])
        deck = list(g.decks[0])
        assert sorted(deck) == sorted(rest + [top])
        tops += deck[-1] == top
        moved += [c for c in deck if c != top] != rest
    assert tops < 12 and moved > 0


def test_BIL22_three_cards_face_down_nobody_sees():
    """ "one card from the top of each investment card deck is drawn and placed face down" """
    g = new()
    land(g, 0, 9)
    assert len(g.pending) == 3 and [len(d) for d in g.decks] == [9, 9, 9]
    for q in range(4):
        assert g.view(q)["drawn"] is None and g.view(q)["lot"] == [0, 1, 2]


def test_BIL23_one_bid_for_the_three_as_a_group():
    """ "one bid from each player for the three properties as a group" """
    g = new()
    hand(g, 2, [10, 10])
    land(g, 0, 21)
    cards = list(g.pending)
    bids(g, [1, 0, 20, 0])
    pay_first(g)
    assert [g.owner[c] for c in cards] == [2, 2, 2]


def test_BIL24_lot_paid_to_lander():
    """ "The high bidder gives the appropriate amount of Profit cards to the player who landed" """
    g = new()
    hand(g, 1, [5])
    land(g, 3, 9)
    before = cash(g, 3)
    bids(g, [0, 5, 0, 1])
    pay_first(g)
    assert cash(g, 3) == before + 5 and cash(g, 1) == 0


def test_BIL25_lander_winning_lot_pays_profit_deck():
    """ "his money cards go back into the Profit deck which is reshuffled" """
    g = new()
    hand(g, 0, [5])
    land(g, 0, 9)
    deck = len(g.profit)
    bids(g, [5, 1, 0, 0])
    pay_first(g)
    assert len(g.profit) == deck + 1 and cash(g, 0) == 0


def test_BIL26_fewer_decks_fewer_cards_in_lot():
    """ "If only two decks remain, then only two investment properties are auctioned" """
    g = new()
    g.decks[1] = bytearray()
    land(g, 0, 9)
    assert sorted([D.region(c) for c in g.pending]) == [0, 2]
    g = new()
    g.decks[0] = bytearray()
    g.decks[2] = bytearray()
    land(g, 0, 21)
    assert [D.region(c) for c in g.pending] == [1]


def test_BIL48_bidding_is_optional():
    """ "each player who wishes to bid secretly writes his bid on the special slate" """
    g = new()
    auction(g, 0)
    for p in range(4):
        assert ("pass",) in g.legal(p)
    hand(g, 3, [2])
    bids(g, [0, 0, 0, 2])
    assert g.payer == 3


def test_BIL49_secret_until_all_written_then_reveal_from_lander_clockwise():
    """ "the player on whose turn the bidding occurs reveals his bid. Other players reveal ... clockwise" """
    g = new()
    auction(g, 2)
    g.apply(0, ("bid", 7))
    assert g.view(1)["written"] == [0] and g.view(1)["reveals"] == []
    assert g.view(0)["your_entry"] == 7 and g.view(1)["your_entry"] == -1
    hand(g, 0, [10])
    for p in (1, 2, 3):
        g.apply(p, ("bid", p))
    assert g.reveals[0] == [[2, 2], [3, 3], [0, 7], [1, 1]] and g.payer == 0


def test_BIL50_highest_bidder_pays_and_receives():
    """ "The highest bidder pays the amount of his bid to the player who landed on the space" """
    g = new()
    hand(g, 1, [2, 3])
    top = auction(g, 0)
    bids(g, [1, 5, 0, 3])
    assert g.payer == 1 and g.price == 5 and g.payee == 0
    pay_first(g)
    assert g.owner[top] == 1


def test_BIL51_ties_rebid_by_tied_players():
    """ "If two or more bidders bid a like amount, there is another round of sealed bids until one
    player bids a higher figure than the others." """
    # The re-bid is a new sealed bid of the tied players: any amount, or none; no draw by lot.
    g = new()
    hand(g, 1, [10])
    hand(g, 3, [10])
    auction(g, 0)
    bids(g, [2, 6, 0, 6])
    assert g.waiting_for() == (1, 3) and g.view(1)["tie"] == 6
    bid, rest = g.legal(1)
    assert (bid[1].start, bid[1].stop) == (1, 1000) and rest == ("pass",)
    refused(g, 0, ("bid", 7))
    bids(g, [0, 4, 0, 0])              # less than the tie, and a pass: P2 bids higher
    assert g.payer == 1 and g.price == 4 and len(g.reveals) == 2


def test_BIL51_a_tie_again_rebids_again_and_all_passing_sells_nothing():
    """ "there is another round of sealed bids until one player bids a higher figure than the others" """
    g = new(4, 1, {"goal": 1000, "maximum": 12})
    top = auction(g, 0)
    bids(g, [12, 12, 12, 3])           # a tie at the top bid: re-bid, not a draw by lot
    assert g.waiting_for() == (0, 1, 2) and g.phase == 4
    bids(g, [5, 0, 5, 0])
    assert g.waiting_for() == (0, 2) and g.view(0)["tie"] == 5
    bids(g, [0, 0, 0, 0])              # nobody bids: unsold, back in its deck (BIL-21)
    assert g.owner[top] == NOBODY and top in list(g.decks[0]) and len(g.reveals) == 3
