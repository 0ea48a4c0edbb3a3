"""High Bid rules (1/3: players, components, setup, the auction), one test per checklist item.

Each test is named after its HB- item and quotes the rule book (seed 004).

Card numbers (engine/bowengine/highbid/data.py): Books 0-2 (Shakespeare 240,
Novel 320, Manuscript 160), Clocks 3-5, Glassware 6-8, Rugs 9-11, Maps 12-14,
Stamps 15-18, Coins 19-22, Jewelry 23-26, Arms 27-30, Toys 31-34, Furniture
35-39, Paintings 40-45; Buyer's Cards 46-53.
"""

import highbid_helpers as H
from bowengine.contract import describe
from bowengine import games
from bowengine.highbid import data as D
from bowengine.highbid import ledger as L
from bowengine.highbid import rules as R


# ---- players, goal, auctioneer --------------------------------------------------------------

def test_HB01_two_to_four_players_a_fifth_only_without_a_playing_auctioneer():
    """004: "HIGH BID is best played with from 2 to 4 players; 5 may participate if the
    Auctioneer does not also play in the game." """
    for bad in (1, 6):
        try:
            games.new("highbid", bad, 1)
        except ValueError as e:
            assert "2 to 5" in str(e)
        else:
            raise AssertionError("%d players accepted" % bad)
    assert games.new("highbid", 2, 1).players == 2


def test_HB02_the_device_is_the_auctioneer_so_five_may_play():
    """game-data ruling: "On the handheld the device is the Auctioneer, so allow 2-5." """
    g = games.new("highbid", 5, 1)
    assert R.HighBid.PLAYERS == (2, 5)
    assert g.players == 5 and g.waiting_for() == (0,)


def test_HB03_the_goal_is_a_net_worth_of_5000():
    """004: "become the first player to attain a net worth of $5,000 (or more)" """
    g = H.state(4, hands=([0, 1, 2],), top=[20])
    H.buy(g, 0, 60)
    g.money[0] = 3999            # Books $1000 + $3,999
    assert ("out",) not in g.legal(0)
    g.money[0] = 4000
    assert g.goal() == 5000 and g.worth(0) == 5000 and ("out",) in g.legal(0)


def test_HB04_two_players_play_to_7500():
    """004: "When only two people play, their goal is $7,500." """
    g = H.state(2, hands=([0, 1, 2],), top=[20])
    H.buy(g, 0, 60)
    g.money[0] = 6480
    assert g.goal() == 7500 and ("out",) not in g.legal(0)
    g.money[0] = 6500
    assert ("out",) in g.legal(0)


def test_HB05_only_the_auctioneer_turns_cards_and_handles_the_bank():
    """004: "he is the only player to turn over the cards on the auction block, has the final say
    on all bids, and handles all transactions with the bank." """
    g = H.state(4, top=[12, 13])
    assert list(g.block) == [12] and g.waiting_for() == (0,)
    kinds = set([c[0] for c in g.legal(0)])
    assert kinds == set(["bid", "pass"])
    H.buy(g, 0, 100)
    assert g.money[0] == 1900 and sum(g.money) == 4 * 2000 - 100
    g.apply(0, ("done",))
    assert list(g.block) == [13]       # the device turned up the next card


# ---- components ---------------------------------------------------------------------------------

def test_HB06_54_cards_46_properties_8_buyers_cards_and_two_dice():
    """004: "a deck of 46 Property Cards and 8 Buyer's Cards, 2 Dice, Play Money and Game Board." """
    assert len(D.CARDS) == 46 == D.PROPERTIES and D.BUYERS == 8 and D.DECK == 54
    g = games.new("highbid", 3, 9)
    assert len(g.where) == 54
    assert len([c for c in range(54) if D.is_buyer(c)]) == 8
    assert len(D.RED_DIE) == 6 and len(D.GREEN_DIE) == 6


def test_HB07_twelve_sets_of_3_to_6_with_their_own_code():
    """004: "PROPERTY CARDS comprise 12 sets (collections) of from 3 to 6 properties" """
    assert len(D.SETS) == 12
    assert len(set([s[0] for s in D.SETS])) == 12
    for s in range(12):
        n = len([c for c in D.CARDS if c[0] == s])
        assert 3 <= n <= 6 and n == D.SETS[s][1]


def test_HB08_a_code_is_a_letter_and_the_card_count():
    """004: "B-3 represents "Books" and tells you there are 3 cards in the set." """
    assert D.SETS[0][:2] == ("B", 3) and D.SETS[0][3] == "Books"
    assert D.card_name(0) == "B-3 Shakespeare Collection"
    assert D.card_name(H.BUYER) == "Buyer's Card"


def test_HB09_each_card_has_a_set_value_and_four_area_values():
    """004: "the VALUES, in order, designate the percentage values of the individual property
    when sold to the Collector, Gallery, Dealer or Warehouse." """
    assert [a[1] for a in D.AREAS] == ["Collector", "Gallery", "Dealer", "Warehouse"]
    for c in range(D.PROPERTIES):
        v = D.CARDS[c][1]
        assert [D.price(c, a[0]) for a in D.AREAS] == [v, v * 3 // 4, v // 2, v // 4]
        assert D.SETS[D.CARDS[c][0]][2] >= 1000


def test_HB10_the_sample_card():
    """004: "Code B3 ... Value of Completed Set $1000 ... Shakespeare Collection ... 240 100%" """
    assert D.SETS[0][2] == 1000 and D.card_name(0) == "B-3 Shakespeare Collection"
    assert [D.price(0, a[0]) for a in D.AREAS] == [240, 180, 120, 60]


def test_HB11_the_reconstructed_sets():
    """game-data 4.2: five 3-card, five 4-card, one 5-card and one 6-card set; 100% values are
    multiples of $80; Antique Clocks are Grandfather, Mantel and Cuckoo Clock."""
    sizes = [s[1] for s in D.SETS]
    assert sorted(sizes) == [3] * 5 + [4] * 5 + [5, 6]
    assert all([c[1] % 80 == 0 for c in D.CARDS])
    assert [D.card_name(c) for c in range(46) if D.CARDS[c][0] == 1] == [
        "C-3 Grandfather Clock", "C-3 Mantel Clock", "C-3 Cuckoo Clock"]
    assert len(D.NAMES.split("|")) == 46
    assert sum([s[2] for s in D.SETS]) == 17300
    assert sum([c[1] for c in D.CARDS]) == 12800


def test_HB12_the_dice_faces():
    """game-data 4.3: red 100, 75, 75, 50, 50, 25; green 0, 0, 200 and three blanks."""
    assert D.RED_DIE == (100, 75, 75, 50, 50, 25)
    assert D.GREEN_DIE == (0, 0, 200, None, None, None)


# ---- setup ----------------------------------------------------------------------------------------

def test_HB13_deal_7_each_or_10_with_two_players():
    """004: "Auctioneer shuffles the playing cards, deals 7 to each player (10 to each when two
    play), and place the remaining cards face down in the storage compartment" """
    for n, deal in ((2, 10), (3, 7), (4, 7), (5, 7)):
        g = games.new("highbid", n, 11)
        for p in range(n):
            assert len(g.hand(p)) == deal
        assert len(g.deck) + len(g.block) + len(g.bank) == 54 - n * deal


def test_HB14_each_player_starts_with_2000():
    """004: "each player receives $2,000 in the following denominations: 6-$10 bills 7-$20 bills
    8-$100 bills 1-$1,000 bill" """
    assert sum([v * k for v, k in D.BILLS]) == 2000 == D.START_MONEY
    assert games.new("highbid", 5, 2).money == [2000] * 5


def test_HB15_money_is_hidden_from_the_others():
    """004: "each player should stack (or hide) his bills to keep his competitors from knowing
    how much (or how little) money he has." """
    g = games.new("highbid", 3, 4)
    before = [g.view(1), g.view(2)]
    g.money[0] = 20
    assert [g.view(1), g.view(2)] == before
    assert g.view(0)["money"] == 20


# ---- the auction -------------------------------------------------------------------------------------

def test_HB16_a_round_turns_up_the_top_card_with_a_25_percent_opening_bid():
    """004: "turning up the top card ... and "calling" the property and minimum opening bid
    (which is 25% of the property's VALUE)." """
    g = H.state(4, top=[9])       # Persian Carpet, $400
    v = g.view(2)
    assert v["block"] == [9] and v["minimum"] == 100
    assert describe(g.legal(0)[0]) == "bid 100-2000 by 20"


def test_HB17_an_opening_bid_below_25_percent_is_refused():
    """004: "calling" the property and minimum opening bid (which is 25% of the property's VALUE)."""
    g = H.state(4, top=[9])
    msg = H.refused(g, 0, ("bid", 80))
    assert "at least $100" in msg


def test_HB18_bidding_starts_left_of_the_last_buyer_first_left_of_the_auctioneer():
    """004: "Bidding starts with the player to the left of the person making the last purchase
    from the auction block (except in the first round, when it starts with the player to the
    left of the auctioneer)." """
    g = H.state(4, top=[9, 10])
    assert g.waiting_for() == (0,)
    H.buy(g, 2, 100)
    g.apply(2, ("done",))
    assert g.waiting_for() == (3,)


def test_HB19_each_player_must_bid_or_pass():
    """004: "Each player must bid or pass (audibly or by "signal") on the property being auctioned." """
    g = H.state(3, top=[9])
    for p in range(3):
        assert g.waiting_for() == (p,)
        assert [c[0] for c in g.legal(p)] == ["bid", "pass"]
        g.apply(p, ("bid", 100 + 20 * p))


def test_HB20_bids_advance_by_20_or_a_multiple():
    """004: "Bids must advance by $20 or a multiple of $20" """
    g = H.state(4, top=[9])
    g.apply(0, ("bid", 100))
    for bad in (110, 130, 100, 90):
        assert "by $20" in H.refused(g, 1, ("bid", bad))
    g.apply(1, ("bid", 160))
    g.apply(2, ("bid", 180))
    assert g.high == 180 and g.leader == 2


def test_HB21_clockwise_until_all_but_one_pass_who_pays_the_bank():
    """004: "players bid in clockwise rotation until all but one player pass. This player "buys"
    the property and pays the auctioneer who places the money in the bank." """
    g = H.state(3, top=[9])
    g.apply(0, ("bid", 100))
    g.apply(1, ("bid", 120))
    g.apply(2, ("pass",))
    assert g.waiting_for() == (0,)
    g.apply(0, ("bid", 140))
    H.passes(g, 1, 2)
    assert g.where[9] == 0 and g.money == [1860, 2000, 2000]
    assert g.waiting_for() == (0,) and g.phase == L.AFTER


def test_HB22_one_bid_and_all_others_pass_buys_on_one_bid():
    """004: "If only one player bids on a property and all other players pass, the bidder gets
    the property on one bid." """
    g = H.state(5, top=[9])
    g.apply(0, ("pass",))
    g.apply(1, ("bid", 100))
    H.passes(g, 2, 3, 4, 0)
    assert g.where[9] == 1 and g.money[1] == 1900


def test_HB23_a_player_who_passed_may_re_enter_the_bidding():
    """004: "If one player has passed, and active bidding continues, he may re-enter the bidding
    when the cycle swings around to him again." """
    g = H.state(3, top=[9])
    g.apply(0, ("pass",))
    g.apply(1, ("bid", 100))
    g.apply(2, ("bid", 120))
    assert g.waiting_for() == (0,) and H.choices(g, 0, "bid")
    g.apply(0, ("bid", 200))      # re-enters
    H.passes(g, 1, 2)
    assert g.where[9] == 0 and g.money[0] == 1800


def test_HB24_a_card_with_no_bids_goes_to_the_bank():
    """004: "If there are no bids on a property, which is rare, the auctioneer places it in the bank." """
    g = H.state(3, top=[9, 10])
    H.passes(g, 0, 1, 2)
    assert list(g.bank) == [9] and g.where[9] == L.AT_BANK
    assert list(g.block) == [10] and g.waiting_for() == (0,)
    assert g.view(1)["bank"] == [9]


def test_HB25_the_bank_is_re_auctioned_in_order_once_the_deck_is_empty():
    """004: "If all properties are sold before the end of the game, the auctioneer may re-auction
    the properties in the order in which they were placed in the bank." """
    g = H.state(2, only=True, top=[9, 10, 11])
    H.passes(g, 0, 1)              # 9 to the bank
    H.passes(g, 0, 1)              # 10 to the bank
    assert list(g.bank) == [9, 10] and list(g.block) == [11]
    H.buy(g, 1, 60)
    g.apply(1, ("done",))
    assert len(g.deck) == 0 and list(g.block) == [9] and list(g.bank) == [10]
    H.buy(g, 0, 100)
    g.apply(0, ("done",))
    assert list(g.block) == [10]


def test_HB26_a_purchase_is_final():
    """004: "Purchases are final when the auctioneer declares the property sold to the highest bidder!" """
    g = H.state(3, hands=([0],), top=[9])
    H.buy(g, 1, 100)
    assert g.where[9] == 1
    for c in g.legal(1):
        assert c[0] in ("sell", "buy", "out", "done") and c != ("sell", 9)
    assert g.legal(0) == [] and g.legal(2) == []


# ---- Buyer's Cards on the block -----------------------------------------------------------------------

def test_HB27_a_buyers_card_turned_up_takes_another_card_and_a_third():
    """004: "If top card is a Buyer's Card, a second card must be turned up on top of it before
    players may bid; if second card is also a Buyer's Card, Auctioneer must turn up the third card" """
    g = H.state(3, top=[H.BUYER, 9])
    assert list(g.block) == [H.BUYER, 9] and g.view(0)["minimum"] == 100
    g = H.state(3, top=[H.BUYER, H.BUYER2, 12])
    assert list(g.block) == [H.BUYER, H.BUYER2, 12] and g.view(0)["minimum"] == 80


def test_HB28_the_buyer_of_the_top_card_gets_every_card_on_the_block():
    """004: "Player purchasing property (top card) gets all cards on the block." """
    g = H.state(3, top=[H.BUYER, H.BUYER2, 12])
    H.buy(g, 0, 80)
    assert g.where[H.BUYER] == 0 and g.where[H.BUYER2] == 0 and g.where[12] == 0
    assert g.money[0] == 1920 and list(g.block) == []


def test_HB29_a_buyers_card_left_when_the_deck_runs_out_goes_to_the_bank():
    """game-data ruling: "If the deck runs out under a Buyer's Card, it goes to the bank." There it
    stays (004: "When a Buyer's Card has been placed in the bank, it must remain there for the rest
    of the game."): it is never auctioned again."""
    g = H.state(2, only=True, top=[9, 10, H.BUYER])
    H.passes(g, 0, 1)              # 9 to the bank
    H.buy(g, 1, 60)                # 10
    g.apply(1, ("done",))         # the last card of the deck is a Buyer's Card
    assert len(g.deck) == 0 and g.where[H.BUYER] == L.AT_SPENT
    assert list(g.block) == [9] and list(g.bank) == [] and g.view(0)["spent"] == 8
    H.buy(g, 0, 100)
    assert g.result()["ending"] == "all sold" and g.where[H.BUYER] == L.AT_SPENT
