"""Billionaire rules: payment, no change, overbids (BIL-52 .. BIL-61) and bad input.

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment, paylist
from bowengine.billionaire.holdings import NOBODY
from bowengine.pack import pack
from bowengine.rng import Rng
from billionaire_helpers import new, give, hand, cash, bids, refused, pay_first, auction, land


def test_BIL52_pay_with_profit_and_investment_trading_values():
    """ "he may also use his Investment cards in the amount indicated under Trading Value" """
    g = new()
    hand(g, 1, [1, 2])
    give(g, 1, [3])                    # trading 6
    auction(g, 0)
    bids(g, [0, 9, 0, 0])
    assert g.legal(1) == [("pay", payment.profit_code([1, 1, 0, 0, 0]), 1 << 3), payment.ANY]
    g.apply(1, ("pay", payment.profit_code([1, 1, 0, 0, 0]), 1 << 3))
    assert g.owner[3] == 0 and cash(g, 1) == 0


def test_BIL52_investments_may_be_used_never_must():
    """ "A player may use not only his Profit cards in payment, but he may also use his Investment cards" """
    # $5M owed: a $10M Profit card or the $50M investment that trades at 5 (an exact payment).
    # The payer chooses; the Profit card is offered first, and either is legal.
    g = new()
    hand(g, 1, [10])
    give(g, 1, [2])                    # Indian Tea Estates, 50 / 5
    auction(g, 0)
    bids(g, [0, 5, 0, 0])
    ten = payment.profit_code([0, 0, 0, 0, 1])
    assert g.legal(1) == [("pay", ten, 0), payment.ANY]
    assert g.allows(1, ("pay", 0, 1 << 2)) and not g.allows(1, ("pay", ten, 1 << 2))
    g.apply(1, ("pay", ten, 0))
    assert g.owner[2] == 1 and cash(g, 1) == 0


def test_BIL53_investment_paid_to_board_back_in_its_deck():
    """ "Any Investment card used in payment to the board shall be placed back in its appropriate deck" """
    g = new()
    hand(g, 0, [])
    give(g, 0, [22])                   # trading 5
    top = auction(g, 0)
    bids(g, [5, 0, 0, 0])
    g.apply(0, ("pay", 0, 1 << 22))
    assert g.owner[22] == NOBODY and 22 in list(g.decks[2]) and g.owner[top] == 0


def test_BIL54_no_change_is_given():
    """ "No player may make change." """
    g = new()
    hand(g, 3, [10])
    auction(g, 0)
    bids(g, [0, 0, 0, 7])
    assert g.legal(3) == [("pay", payment.profit_code([0, 0, 0, 0, 1]), 0), payment.ANY]
    refused(g, 3, ("pay", 0, 0))
    before = cash(g, 0)
    pay_first(g)
    assert cash(g, 3) == 0 and cash(g, 0) == before + 10


def test_BIL54_a_card_to_spare_is_refused_even_one_as_large_as_the_rest():
    """ "No player may make change": two $5M cards for a $5M bid leave one to spare (refused);
    he hands over more than he owes only when no exact payment is in the cards he gives."""
    g = new()
    hand(g, 1, [5, 5])
    auction(g, 0)
    bids(g, [0, 5, 0, 0])
    refused(g, 1, ("pay", payment.profit_code([0, 0, 0, 2, 0]), 0))
    g.apply(1, ("pay", payment.profit_code([0, 0, 0, 1, 0]), 0))
    assert list(g.hands[1]) == [5]


def test_BIL55_4M_bid_paid_with_5M_card_no_change():
    """ "if a high bidder has bid $4,000,000 and has only a $5,000,000 and a $2,000,000 Profit card, he must give up the $5,000,000 card" """
    g = new()
    hand(g, 1, [5, 2])
    auction(g, 0)
    bids(g, [0, 4, 0, 0])
    five = payment.profit_code([0, 0, 0, 1, 0])
    assert g.legal(1)[0] == ("pay", five, 0)
    refused(g, 1, ("pay", payment.profit_code([0, 1, 0, 1, 0]), 0))   # the $2M to spare
    refused(g, 1, ("pay", payment.profit_code([0, 1, 0, 0, 0]), 0))   # too little
    g.apply(1, ("pay", five, 0))
    assert list(g.hands[1]) == [2]


def test_BIL56_exact_payment_with_investments():
    """ "Use of Investment cards in payment ... can be helpful in a case where they permit exact payment" """
    five = payment.profit_code([0, 0, 0, 1, 0])
    assert payment.legal([5, 5], [14], 13, five, 1 << 14)              # card 14 trades at 8
    assert (five, 1 << 14) in paylist.choices([5, 5], [14], 13)
    assert payment.cheapest([5, 5, 5], [], 13) == (payment.profit_code([0, 0, 0, 3, 0]), 0)


def test_BIL56_an_investment_to_spare_is_refused():
    """ "Investment cards ... permit exact payment": a $10M bid paid with the $10M card needs no
    investment besides; one handed over too (trading $8M) is a card to spare, refused."""
    g = new()
    hand(g, 1, [10])
    give(g, 1, [14])                   # trading 8
    auction(g, 0)
    bids(g, [0, 10, 0, 0])
    ten = payment.profit_code([0, 0, 0, 0, 1])
    refused(g, 1, ("pay", ten, 1 << 14))
    g.apply(1, ("pay", ten, 0))
    assert g.owner[14] == 1 and cash(g, 1) == 0


def test_BIL57_payer_picks_any_payment_without_a_card_to_spare():
    """Ruling: the payer picks the cards; less than the bid is rejected; the least overpayment is offered first."""
    # Rule 5 ("he must give up more than he owes"): any cards that cover the bid, none of which
    # he could leave out; the payer chooses, not only among the least overpayments.
    g = new()
    hand(g, 2, [3, 3, 5])
    auction(g, 0)
    bids(g, [0, 0, 6, 0])
    assert g.legal(2) == [("pay", payment.profit_code([0, 0, 2, 0, 0]), 0), payment.ANY]
    refused(g, 2, ("pay", payment.profit_code([0, 0, 0, 1, 0]), 0))   # 5: too little
    refused(g, 2, ("pay", payment.profit_code([0, 0, 2, 1, 0]), 0))   # 11: a $3M to spare
    g.apply(2, ("pay", payment.profit_code([0, 0, 1, 1, 0]), 0))      # 8: overpays, no card to spare
    assert list(g.hands[2]) == [3]


def test_BIL58_overbid_forfeits_most_valuable_investment():
    """ "Any player who bids more than he has and wins the bidding, must forfeit his most valuable Investment card" """
    g = new()
    hand(g, 1, [1])
    give(g, 1, [0, 17])                # trading 5 + 18: payable 24
    top = auction(g, 0)
    bids(g, [2, 30, 0, 0])
    assert g.owner[17] == NOBODY and 17 in list(g.decks[1]) and g.owner[0] == 1
    assert g.waiting_for() == (0, 2, 3) and list(g.pending) == [top]


def test_BIL59_most_valuable_by_actual_value():
    """Ruling: "most valuable" is measured by actual value."""
    g = new()
    hand(g, 3, [])
    give(g, 3, [4, 26, 15])            # 120, 180, 150
    auction(g, 0)
    bids(g, [0, 0, 0, 99])
    assert g.owner[26] == NOBODY and g.owner[4] == 3 and g.owner[15] == 3


def test_BIL60_no_investments_forfeits_highest_profit_card():
    """ "If he has no Investment cards, his highest Profit card is returned to the Profit deck." """
    g = new()
    hand(g, 2, [1, 10, 3])
    deck = len(g.profit)
    auction(g, 0)
    bids(g, [0, 0, 20, 0])
    assert list(g.hands[2]) == [1, 3] and len(g.profit) == deck + 1


def test_BIL61_others_rebid_after_forfeit():
    """ "New sealed bids are then made by the other players" """
    g = new()
    hand(g, 2, [1])
    hand(g, 1, [5])
    auction(g, 0)
    bids(g, [1, 2, 9, 0])
    assert g.waiting_for() == (0, 1, 3) and ("pass",) in g.legal(1)
    refused(g, 2, ("bid", 1))
    bids(g, [0, 3, 0, 0])
    assert g.payer == 1 and g.price == 3


def test_BIL61_after_a_forfeit_the_cards_up_for_bids_are_shown_to_everyone():
    """ "New sealed bids are then made by the other players, even though the value of the Investment card(s) may have been revealed." """
    g = new()
    hand(g, 2, [1])
    top = auction(g, 0)
    assert [g.view(q)["drawn"] for q in range(4)] == [[top], None, None, None]
    bids(g, [1, 2, 9, 0])              # P3 cannot pay 9: he forfeits, the others bid again
    for q in range(4):
        v = g.view(q)
        assert v["drawn"] == [top]
        assert pack(g.resample(q, Rng(q)).view(q)) == pack(v)
    g = new()
    hand(g, 1, [])
    land(g, 0, 9)                      # Sealed Bids on Three: face down for everyone ...
    lot = list(g.pending)
    assert g.view(0)["drawn"] is None
    bids(g, [0, 7, 0, 0])              # ... until the over-bidder forfeits
    assert g.view(3)["drawn"] == lot and g.waiting_for() == (0, 2, 3)


def test_bad_input_bid_by_a_player_not_bidding():
    """A bid by a player who is not bidding: IllegalAction, state unchanged."""
    g = new()
    hand(g, 1, [10])
    auction(g, 0)
    g.apply(0, ("bid", 3))
    assert "not player 0's turn" in refused(g, 0, ("bid", 4))
    bids(g, [0, 5, 0, 5])
    refused(g, 0, ("bid", 9))
    refused(g, 2, ("bid", 9))


def test_bad_input_power_play_after_reveal():
    """A Power Play card after the reveal: IllegalAction, state unchanged."""
    g = new()
    g.powers[0] = bytearray([D.POWER_PLAY, D.DISASTER])
    give(g, 3, [1])
    hand(g, 0, [10])
    auction(g, 0)
    bids(g, [4, 0, 0, 0])
    assert g.waiting_for() == (0,)
    assert "revealed" in refused(g, 0, ("powerplay",))
    assert "revealed" in refused(g, 0, ("disaster", 1))


def test_bad_input_paying_with_cards_not_held():
    """Paying with cards not held: IllegalAction, state unchanged."""
    g = new()
    hand(g, 1, [5, 2])
    give(g, 2, [3])
    auction(g, 0)
    bids(g, [0, 4, 0, 0])
    refused(g, 1, ("pay", payment.profit_code([0, 0, 0, 0, 1]), 0))
    refused(g, 1, ("pay", 0, 1 << 3))
    refused(g, 1, ("pay", payment.profit_code([0, 0, 0, 1, 0]), 1 << 3))


def test_payment_helpers_offer_the_cheapest_first_and_list_only_legal_payments():
    """Payment helpers: cheapest() is Profit cards alone overpaying least where they cover the
    amount, else the investments covering the rest at the least trading value; choices()
    lists it first, then other legal payments; pick() draws a legal one."""
    code = payment.profit_code
    assert payment.cheapest([5, 2], [], 4) == (code([0, 0, 0, 1, 0]), 0)
    assert payment.cheapest([1, 1, 2, 5, 10], [3, 14], 14) == (code([2, 1, 0, 0, 1]), 0)
    assert payment.cheapest([1, 5], [2, 1, 14], 15) == (code([1, 0, 0, 1, 0]), 1 << 2 | 1 << 1)
    assert payment.cheapest([1], [], 4) is None and paylist.choices([1], [], 4) == []
    listed = paylist.choices([1, 1, 2, 5, 10], [3, 14], 14)
    assert listed[0] == (code([2, 1, 0, 0, 1]), 0) and len(listed) > 4
    assert len(listed) == len(set(listed)) and (code([0, 0, 0, 0, 1]), 1 << 3) in listed
    for profit, invest in listed:
        assert payment.legal([1, 1, 2, 5, 10], [3, 14], 14, profit, invest)
    assert len(paylist.choices([1] * 12 + [2] * 12 + [3] * 10, [], 12)) == paylist.LIMIT
    rng = Rng(4)
    for amount in (1, 7, 19, 40):
        for _ in range(20):
            profit, invest = paylist.pick([1, 2, 3, 5, 10], [3, 14, 25], amount, rng)
            assert payment.legal([1, 2, 3, 5, 10], [3, 14, 25], amount, profit, invest)


def test_paying_with_many_investments_walks_without_recursion():
    """A payer with 24 investments and many Profit cards: every search is a loop (the
    device's 1,536-byte pystack holds a few frames only, and the walk used to recurse once per card)."""
    g = new(4, 1, {"goal": 5000, "maximum": 999})      # $1,710M of investments: no billionaire yet
    hand(g, 1, [1] * 6 + [2] * 6 + [3] * 4 + [5] * 4)
    cards = [c for c in range(30) if c % 10 < 8]
    give(g, 1, cards)
    auction(g, 0)
    bids(g, [0, 90, 0, 0])
    listed = paylist.choices(g.hands[1], cards, 90)
    assert len(listed) == paylist.LIMIT and g.legal(1)[0] == ("pay",) + listed[0]
    assert payment.value(listed[0][0], listed[0][1]) == 90
    for profit, invest in listed:
        assert g.allows(1, ("pay", profit, invest))
    g.apply(1, ("pay",) + listed[-1])
    assert g.phase != 5
