"""Billionaire rules: payment, no change, overbids (BIL-52 .. BIL-61) and bad input.

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.holdings import NOBODY
from billionaire_helpers import new, give, hand, cash, bids, refused, pay_first, auction


def test_BIL52_pay_with_profit_and_investment_trading_values():
    """ "he may also use his Investment cards in the amount indicated under Trading Value" """
    g = new()
    hand(g, 1, [1, 2])
    give(g, 1, [3])                    # trading 6
    auction(g, 0)
    bids(g, [0, 9, 0, 0])
    assert ("pay", payment.profit_code([1, 1, 0, 0, 0]), 1 << 3) in g.legal(1)
    g.apply(1, ("pay", payment.profit_code([1, 1, 0, 0, 0]), 1 << 3))
    assert g.owner[3] == 0 and cash(g, 1) == 0


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
    assert g.legal(3) == [("pay", payment.profit_code([0, 0, 0, 0, 1]), 0)]
    before = cash(g, 0)
    pay_first(g)
    assert cash(g, 3) == 0 and cash(g, 0) == before + 10


def test_BIL55_4M_bid_paid_with_5M_card_no_change():
    """ "if a high bidder has bid $4,000,000 and has only a $5,000,000 and a $2,000,000 Profit card, he must give up the $5,000,000 card" """
    g = new()
    hand(g, 1, [5, 2])
    auction(g, 0)
    bids(g, [0, 4, 0, 0])
    five = payment.profit_code([0, 0, 0, 1, 0])
    assert g.legal(1) == [("pay", five, 0)]
    refused(g, 1, ("pay", payment.profit_code([0, 1, 0, 1, 0]), 0))
    g.apply(1, ("pay", five, 0))
    assert list(g.hands[1]) == [2]


def test_BIL56_exact_payment_with_investments():
    """ "Use of Investment cards in payment ... can be helpful in a case where they permit exact payment" """
    total, combos = payment.options([5, 5], [14], 13)       # card 14 trades at 8
    assert total == 13 and combos == [(payment.profit_code([0, 0, 0, 1, 0]), 1 << 14)]
    assert payment.options([5, 5, 5], [], 13) == (15, [(payment.profit_code([0, 0, 0, 3, 0]), 0)])


def test_BIL57_payer_picks_least_overpayment_and_less_is_rejected():
    """Ruling: the payer picks the cards; less than the bid is rejected; the least overpayment is offered."""
    g = new()
    hand(g, 2, [3, 3, 5])
    auction(g, 0)
    bids(g, [0, 0, 6, 0])
    assert g.legal(2) == [("pay", payment.profit_code([0, 0, 2, 0, 0]), 0)]
    refused(g, 2, ("pay", payment.profit_code([0, 0, 0, 1, 0]), 0))
    refused(g, 2, ("pay", payment.profit_code([0, 0, 1, 1, 0]), 0))
    total, combos = payment.options([1, 2, 3, 5], [], 6)
    assert total == 6 and len(combos) == 2


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


def test_payment_helper_least_overpayment():
    """Payment helper: exact where possible, else the least overpayment, investments last."""
    assert payment.options([5, 2], [], 4) == (5, [(payment.profit_code([0, 0, 0, 1, 0]), 0)])
    total, combos = payment.options([1, 1, 2, 5, 10], [3, 12], 14)
    assert total == 14 and combos[0] == (payment.profit_code([2, 1, 0, 0, 1]), 0)
    for code, mask in combos:
        assert payment.value(code, mask) == 14
    assert payment.options([1], [], 4) == (None, [])
    assert len(payment.options([1] * 12 + [2] * 12 + [3] * 10, [], 12)[1]) == payment.LIMIT
