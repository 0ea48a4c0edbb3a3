"""High Bid rules (2/3: the round, sales by the dice, Open Sales, buying from the table)."""

import highbid_helpers as H
from bowengine.contract import describe
from bowengine.highbid import ledger as L


# ---- the round ---------------------------------------------------------------------------------------

def test_HB30_a_round_is_auction_then_sales_then_buying_from_the_table():
    """004: "ONE ROUND OF PLAY CONSISTS OF THE FOLLOWING, IN ORDER" (ruling: steps 2 and 3 optional)"""
    g = H.state(3, hands=([H.BUYER, 0, 1],), top=[9], areas=([12],))
    H.buy(g, 0, 100)
    kinds = [c[0] for c in g.legal(0)]
    assert "sell" in kinds and "buy" in kinds and "done" in kinds
    g.apply(0, ("buy", 12))
    assert H.choices(g, 0, "sell") == []           # no selling after buying from the table
    msg = H.refused(g, 0, ("sell", 0))
    assert "before" in msg
    g.apply(0, ("done",))
    assert g.phase == L.AUCTION


def test_HB31_only_the_buyer_sells_and_buys_from_the_table():
    """004: "After purchasing a property from the auction block, a player has the privilege of
    selling up to 3 of the properties in his hand" """
    g = H.state(3, hands=([0], [1, H.BUYER]), top=[9], areas=([12],))
    H.buy(g, 0, 100)
    assert g.waiting_for() == (0,)
    H.refused(g, 1, ("sell", 1))
    H.refused(g, 1, ("buy", 12))


def test_HB32_up_to_3_sales_a_fourth_is_refused():
    """004: "selling up to 3 of the properties in his hand, one at a time." """
    g = H.state(3, hands=([0, 1, 2, 3, 4],), top=[9])
    H.buy(g, 0, 100)
    for c in (0, 1, 2):
        H.dice(g, 50, None)
        g.apply(0, ("sell", c))
    assert g.sales == 3 and H.choices(g, 0, "sell") == []
    assert "already sold 3" in H.refused(g, 0, ("sell", 3))


def test_HB33_the_card_just_bought_cannot_be_sold():
    """004: "He may not, however, re-sell the last property purchased from the auction block." """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    assert ("sell", 9) not in g.legal(0) and ("sell", 0) in g.legal(0)
    assert "just bought" in H.refused(g, 0, ("sell", 9))


def test_HB34_buyers_cards_are_free_and_cannot_be_bought_or_sold():
    """004: "Best of all, Buyer's Cards are free; they may not be bought or sold." """
    g = H.state(3, hands=([H.BUYER2, 0],), top=[H.BUYER, 9], areas=([12],))
    H.buy(g, 0, 100)
    assert g.money[0] == 1900 and g.where[H.BUYER] == 0
    assert "Buyer's Cards" in H.refused(g, 0, ("sell", H.BUYER2))
    H.refused(g, 0, ("buy", H.BUYER3))


def test_HB35_to_sell_the_card_goes_on_the_block_and_both_dice_are_rolled():
    """004: "To sell, player places one property on the auction block and rolls the dice" """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 100, 0)
    g.apply(0, ("sell", 0))
    assert list(g.block) == [0] and g.view(2)["roll"] == (100, 0)


def test_HB36_green_0_is_an_open_sale_from_the_sellers_left_paid_to_the_seller():
    """004: "If a player rolls 0 on the green die, the property remains on the auction block and is
    open to bidding from the players; bidding starts with the player to the left of the seller
    and continues clockwise until property is sold to the highest bidder who pays the seller." """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 1, 100)
    g.where[0] = 1
    H.dice(g, 25, 0)               # the red 25 is ignored
    g.apply(1, ("sell", 0))
    assert g.phase == L.OPEN and g.waiting_for() == (2,)
    g.apply(2, ("bid", 100))
    H.passes(g, 0, 1)
    assert g.where[0] == 2 and g.money[2] == 1900 and g.money[1] == 2000
    assert g.phase == L.AFTER and g.waiting_for() == (1,)


def test_HB37_an_open_sale_may_open_at_20_in_steps_of_20():
    """004: "(For Open Sale only, bidding may start as low as $20; however, bids must advance by
    $20 or multiples of $20.)" """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 100, 0)
    g.apply(0, ("sell", 0))
    assert [describe(c) for c in H.choices(g, 1, "bid")] == ["bid 20-2000 by 20"]
    g.apply(1, ("bid", 20))
    H.refused(g, 2, ("bid", 30))
    g.apply(2, ("bid", 60))


def test_HB38_the_seller_may_bid_and_repurchase_paying_the_bank():
    """004: "The seller may participate in the bidding to raise the price or to repurchase his
    property if he thinks it is going too cheaply. If he repurchases his property, he pays the bank." """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 75, 0)
    g.apply(0, ("sell", 0))
    g.apply(1, ("bid", 20))
    g.apply(2, ("pass",))
    g.apply(0, ("bid", 120))      # the seller bids on his own card
    H.passes(g, 1, 2)
    assert g.where[0] == 0 and g.money == [1900 - 120, 2000, 2000]
    assert g.sales == 1 and g.view(1)["note"][0] == L.N_BACK


def test_HB39_an_open_sale_without_bids_returns_the_card_and_counts():
    """game-data ruling: "The card goes back to the seller's hand, and that counts as one of the
    seller's 3 sales" """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 75, 0)
    g.apply(0, ("sell", 0))
    H.passes(g, 1, 2, 0)
    assert g.where[0] == 0 and g.sales == 1 and g.money[0] == 1900
    assert ("sell", 0) in g.legal(0)


def test_HB40_otherwise_the_red_die_sells_to_the_bank():
    """004: "If player does not roll 0 on the green die, the property is sold according to the
    number rolled on the red die." """
    for red, area in ((100, 0), (75, 1), (50, 2), (25, 3)):
        g = H.state(3, hands=([12],), top=[9])      # Colonial Map, $320
        H.buy(g, 0, 100)
        H.dice(g, red, None)
        g.apply(0, ("sell", 12))
        assert g.money[0] == 1900 + 320 * red // 100
        assert g.where[12] == L.AT_AREA + area


def test_HB41_the_card_goes_to_the_matching_area():
    """004: "property is placed on the table near the board in the area matching the number on the die." """
    g = H.state(3, hands=([12, 13],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 25, None)
    g.apply(0, ("sell", 12))
    H.dice(g, 100, None)
    g.apply(0, ("sell", 13))
    assert g.view(1)["areas"] == [[13], [], [], [12]]


def test_HB42_a_red_75_sells_to_the_gallery_at_75_percent():
    """004: "If player rolls 75, property is sold to GALLERY for 75% VALUE indicated on the card." """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 75, None)
    g.apply(0, ("sell", 0))
    assert g.money[0] == 1900 + 180 and g.area(1) == [0]


def test_HB43_green_200_pays_a_200_bonus_and_the_red_die_still_sells():
    """004: "IF PLAYER HAS ROLLED 200 ON THE GREEN DIE, HE RECEIVES A $200 BONUS FROM THE BANK!" """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 50, 200)
    g.apply(0, ("sell", 0))
    assert g.money[0] == 1900 + 120 + 200 and g.area(2) == [0]


def test_HB44_a_second_and_third_sale_repeat_the_steps():
    """004: "If he wishes to sell a second (or third) property, player must repeat above procedure." """
    g = H.state(3, hands=([0, 3, 6],), top=[9])
    H.buy(g, 0, 100)
    H.dice(g, 100, None)
    g.apply(0, ("sell", 0))
    H.dice(g, 100, 0)
    g.apply(0, ("sell", 3))
    assert list(g.block) == [3] and g.phase == L.OPEN
    H.passes(g, 1, 2, 0)
    H.dice(g, 50, None)
    g.apply(0, ("sell", 6))
    assert g.sales == 3 and g.area(2) == [6]


# ---- buying from the table -----------------------------------------------------------------------------

def test_HB45_one_buyers_card_buys_1_to_3_cards_from_the_table():
    """004: "a player is also entitled to buy from one to three of the properties from any section
    of the table for one Buyer's Card and the money value of the properties." """
    areas = ([12], [13], [14], [15])
    g = H.state(3, hands=([], [H.BUYER]), top=[9, 10], areas=areas)
    H.buy(g, 0, 100)
    assert H.choices(g, 0, "buy") == []
    assert "Buyer's Card" in H.refused(g, 0, ("buy", 12))
    g.apply(0, ("done",))
    H.buy(g, 1, 60)
    for c in (12, 13, 14):
        g.apply(1, ("buy", c))
    assert H.choices(g, 1, "buy") == [] and g.where[H.BUYER] == L.AT_SPENT
    assert "at most 3" in H.refused(g, 1, ("buy", 15))


def test_HB46_table_prices_follow_the_areas_percentages():
    """004: "Price of the properties is dictated by the percentage on the board" """
    areas = ([12], [13], [14], [15])   # 320 at 100%, 240 at 75%, 320 at 50%, 400 at 25%
    g = H.state(3, hands=([H.BUYER],), top=[9], areas=areas)
    H.buy(g, 0, 100)
    g.apply(0, ("buy", 12))
    g.apply(0, ("buy", 13))
    g.apply(0, ("buy", 14))
    assert g.money[0] == 1900 - 320 - 180 - 160


def test_HB47_the_surrendered_buyers_card_stays_in_the_bank():
    """004: "(When a Buyer's Card has been placed in the bank, it must remain there for the rest
    of the game.)" """
    g = H.state(2, hands=([H.BUYER, H.BUYER2],), top=[9], areas=([], [], [], [15]))
    H.buy(g, 0, 100)
    g.apply(0, ("buy", 15))
    assert g.where[H.BUYER] == L.AT_SPENT and g.where[H.BUYER2] == 0
    assert g.money[0] == 1900 - 100 and g.view(1)["spent"] == 1
    assert H.BUYER not in list(g.bank)
    g.apply(0, ("done",))
    while g.waiting_for():
        p = g.waiting_for()[0]
        g.apply(p, ("pass",) if g.bidding() else ("done",))
        assert g.where[H.BUYER] == L.AT_SPENT


def test_HB47_buyers_cards_under_an_unsold_card_stay_in_the_bank():
    """004: "When a Buyer's Card has been placed in the bank, it must remain there for the rest of
    the game." A card nobody bids on goes to the bank to be auctioned again; the Buyer's Cards under
    it stay in the bank and never come back to the block."""
    g = H.state(2, only=True, top=[H.BUYER, H.BUYER2, 9, 10])
    assert list(g.block) == [H.BUYER, H.BUYER2, 9]
    H.passes(g, 0, 1)
    assert list(g.bank) == [9] and g.where[H.BUYER] == g.where[H.BUYER2] == L.AT_SPENT
    assert g.view(0)["bank"] == [9] and g.view(0)["spent"] == 8
    H.buy(g, 1, 60)                # 10: the deck is empty, the bank is auctioned again
    g.apply(1, ("done",))
    assert list(g.block) == [9] and g.view(0)["minimum"] == 100
    H.buy(g, 0, 100)
    assert g.hand(0) == [9] and g.worth(0) == 1900
    assert g.where[H.BUYER] == g.where[H.BUYER2] == L.AT_SPENT
