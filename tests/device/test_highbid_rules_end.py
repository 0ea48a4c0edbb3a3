"""High Bid rules (3/3: the end, scoring, rulings, bad input, hidden information)."""

import highbid_helpers as H
from bowengine.contract import describe
from bowengine import games
from bowengine.rng import Rng


# ---- the end and scoring -----------------------------------------------------------------------------------

def test_HB48_the_game_ends_when_every_property_is_sold():
    """004: "The game ends when all of the properties (from the storage compartment and the bank)
    have been sold from the auction block" """
    g = H.state(2, only=True, hands=([0, 1, 2, 3],), top=[9, 10], areas=([12],))
    g.where[H.BUYER] = 0
    H.passes(g, 0, 1)              # 9 to the bank
    H.buy(g, 1, 60)                # 10
    g.apply(1, ("done",))
    assert len(g.deck) == 0 and list(g.block) == [9]     # the bank, auctioned again
    H.buy(g, 0, 100)               # the last property sold: over, no sale nor table buy after it
    r = g.result()
    assert g.waiting_for() == () and g.legal(0) == [] and r["ending"] == "all sold"
    assert "game is over" in H.refused(g, 0, ("sell", 0))
    assert "game is over" in H.refused(g, 0, ("buy", 12))
    assert r["scores"][0] == 1900 + 1000 + 500 and r["turns"] == 3


def test_HB49_a_player_at_the_goal_may_go_out_below_it_not():
    """004: "or, when a player who has attained a net worth of $5,000 (or more) in property sets,
    buyer's cards and money declares that he is "going out." """
    g = H.state(3, hands=([0, 1],), top=[2, 9])
    H.buy(g, 0, 40)
    g.money[0] = 3980
    assert "5000" in H.refused(g, 0, ("out",))
    g.money[0] = 4000
    g.apply(0, ("out",))
    r = g.result()
    assert g.waiting_for() == () and r["ending"] == "went out" and r["out"] == 0


def test_HB49_any_player_at_the_goal_may_go_out_outside_the_bidding():
    """004: "when a player who has attained a net worth of $5,000 (or more) ... declares that he is
    "going out." A player may not declare himself as "going out" during the bidding." Not only the
    buyer: before each of the buyer's decisions every other player worth the goal is asked in turn,
    from the buyer's left, and goes out or stays."""
    g = H.state(4, hands=([], [0, 1, 2], [15], [3, 4, 5]), top=[9, 10], money=[2000, 4000, 2000, 4000])
    assert g.worth(1) == g.worth(3) == 5000
    assert g.waiting_for() == (0,) and g.legal(1) == [] and g.legal(3) == []    # the bidding
    H.buy(g, 2, 100)
    assert g.waiting_for() == (3,) and g.legal(3) == [("out",), ("stay",)]     # the buyer's left
    assert g.legal(2) == [] and "waiting for player 3" in H.refused(g, 2, ("done",))
    g.apply(3, ("stay",))
    assert g.waiting_for() == (1,) and g.legal(1) == [("out",), ("stay",)]
    g.apply(1, ("stay",))
    assert g.waiting_for() == (2,) and ("sell", 15) in g.legal(2) and ("out",) not in g.legal(2)
    H.dice(g, 100, 0)
    g.apply(2, ("sell", 15))                       # an Open Sale is bidding: nobody is asked
    assert g.waiting_for() == (3,) and ("out",) not in g.legal(3)
    H.passes(g, 3, 0, 1, 2)
    assert g.waiting_for() == (3,) and g.legal(3) == [("out",), ("stay",)]     # asked again
    g.apply(3, ("stay",))
    g.apply(1, ("out",))
    r = g.result()
    assert g.waiting_for() == () and r["ending"] == "went out" and r["out"] == 1
    assert r["winners"] == [1, 3] and r["scores"] == [2000, 5000, 1900, 5000]


def test_HB49_people_are_asked_whatever_their_worth_once_a_turn():
    """004: "when a player who has attained a net worth of $5,000 (or more) ... declares that he is
    "going out."" With two or more people at the device (option "humans"), asking only those worth
    the goal would tell whoever holds it: each person is asked whatever his worth, once after each
    auction (the buyer's sales leave his worth as it was); below the goal he may only stay."""
    g = H.state(4, hands=([], [0, 1, 2], [15, 16], [3, 4, 5]), top=[9, 10], money=[2000, 4000, 2000, 2000])
    g.options = {"humans": 0b1011, "ask": True}       # players 1, 2 and 4 people; player 3 a bot
    assert g.worth(1) == 5000 and g.worth(0) < 5000 and g.worth(3) < 5000
    H.buy(g, 2, 100)                                  # the bot buys
    assert g.waiting_for() == (3,) and g.legal(3) == [("stay",)]     # asked, below the goal
    assert "5000" in H.refused(g, 3, ("out",))
    g.apply(3, ("stay",))
    assert g.waiting_for() == (0,) and g.legal(0) == [("stay",)]
    g.apply(0, ("stay",))
    assert g.waiting_for() == (1,) and g.legal(1) == [("out",), ("stay",)]
    g.apply(1, ("stay",))
    assert g.waiting_for() == (2,)
    H.dice(g, 50, None)
    g.apply(2, ("sell", 15))                          # sold by the dice: nobody asked again
    assert g.waiting_for() == (2,)
    g.apply(2, ("done",))
    H.buy(g, 2, 100)                                  # the next auction: asked again
    assert g.waiting_for() == (3,) and g.legal(3) == [("stay",)]


def test_HB49_with_asking_off_people_go_out_on_their_own_turn():
    """With the setup's "Ask to go out" off, people are not asked off their turns (a bot worth the
    goal still is); a person at the goal goes out as the buyer."""
    g = H.state(4, hands=([], [0, 1, 2], [15], [3, 4, 5]), top=[9, 10], money=[2000, 4100, 2000, 4000])
    g.options = {"humans": 0b0011, "ask": False}      # players 1 and 2 people
    H.buy(g, 2, 100)
    assert g.waiting_for() == (3,) and g.legal(3) == [("out",), ("stay",)]     # the bot at the goal
    g.apply(3, ("stay",))
    assert g.waiting_for() == (2,)                    # player 2, at the goal too, is not asked
    g.apply(2, ("done",))
    H.buy(g, 1, 100)
    g.apply(3, ("stay",))
    assert g.waiting_for() == (1,) and ("out",) in g.legal(1)


def test_HB50_no_going_out_during_the_bidding():
    """004: "A player may not declare himself as "going out" during the bidding." """
    g = H.state(3, hands=([0, 1, 2],), top=[9])
    g.money[0] = 4000
    assert g.worth(0) == 5000 and ("out",) not in g.legal(0)
    assert "during the bidding" in H.refused(g, 0, ("out",))


def test_HB51_going_out_does_not_by_itself_win():
    """004: ""Going out" does not necessarily mean winning; if another player is worth more than
    the player who goes out, he is the winner." """
    g = H.state(3, hands=([0, 1], [45]), top=[2, 9])
    H.buy(g, 0, 40)
    g.money[0] = 4000
    g.money[1] = 9000
    assert g.waiting_for() == (1,)                # P2, at the goal too, stays for now
    g.apply(1, ("stay",))
    g.apply(0, ("out",))
    assert g.result()["winners"] == [1] and g.result()["out"] == 0


def test_HB52_net_worth_is_money_sets_and_buyers_cards():
    """004: "each player totals his money, property sets and unused buyer's cards" """
    g = H.state(3, hands=([0, 1, 2, H.BUYER, 3],), top=[9])
    assert g.worth(0) == 2000 + 1000 + 500
    assert g.worth(1) == 2000


def test_HB53_a_completed_set_scores_its_collection_value_only():
    """004: "EACH COMPLETED PROPERTY SET is worth the COLLECTION amount indicated on the property
    cards in that set; the individual cards (Buyer's Card included) in each completed set are not
    scored." """
    g = H.state(3, hands=([40, 41, 42, 43, 44, 45],), top=[9])
    assert g.worth(0) == 2000 + 2500
    g = H.state(3, hands=([40, 41, 42, 43, 44, H.BUYER],), top=[9])
    assert g.worth(0) == 2000 + 2500


def test_HB54_a_buyers_card_completes_one_missing_card_per_set():
    """004: "at the end of the game, they may be used as jokers to complete property sets (1 per set)" """
    g = H.state(3, hands=([0, 1, H.BUYER],), top=[9])
    assert g.worth(0) == 2000 + 1000
    g = H.state(3, hands=([0, H.BUYER, H.BUYER2],), top=[9])     # two missing: no
    assert g.worth(0) == 2000 + 1000
    g = H.state(3, hands=([0, 1, 3, 4, H.BUYER, H.BUYER2],), top=[9])
    assert g.worth(0) == 2000 + 1000 + 1000
    g = H.state(3, hands=([0, 1, 40, 41, 42, 43, 44, H.BUYER],), top=[9])
    assert g.worth(0) == 2000 + 2500                        # the better set
    g.where[H.BUYER2] = 0
    assert g.worth(0) == 2000 + 2500 + 1000                 # one each


def test_HB55_an_unused_buyers_card_is_worth_500():
    """004: "EACH H.BUYER'S CARD that has not been used to complete a property set is worth $500." """
    g = H.state(3, hands=([H.BUYER, H.BUYER2, 0],), top=[9])
    assert g.worth(0) == 3000
    g = H.state(3, hands=([H.BUYER, 0, 1],), top=[9])
    assert g.worth(0) == 3000          # used as a joker: the set instead of $500


def test_HB56_incomplete_sets_are_worth_nothing():
    """004: "INCOMPLETE PROPERTY SETS have no scoring value." """
    g = H.state(3, hands=([0, 1, 3, 40, 41, 42, 43, 44],), top=[9])
    assert g.worth(0) == 2000


def test_HB57_the_highest_net_worth_wins():
    """004: "PLAYER WITH THE HIGHEST NET WORTH WINS THE GAME!" """
    hands = ([0, 1, 2], [3, 4], [6, 7, 8])
    g = H.state(3, hands=hands, top=[9], money=[2000, 2000, 1900])
    g.apply(0, ("bid", 100))
    H.passes(g, 1, 2)
    g.apply(0, ("out",)) if ("out",) in g.legal(0) else None
    g.money[0] = 4000
    g.apply(0, ("out",))
    r = g.result()
    assert r["scores"] == [4000 + 1000, 2000, 1900 + 1100] and r["winners"] == [0]
    assert r["turns"] == 1


# ---- rulings and bad input ----------------------------------------------------------------------------------

def test_HB_ruling_nobody_bids_more_than_he_has():
    """ruling: a bid may not exceed the bidder's money (he pays the bank at once)."""
    g = H.state(3, top=[9], money=[120, 60, 2000])
    assert [describe(c) for c in g.legal(0)] == ["bid 100-120 by 20", "pass"]
    assert "you have $120" in H.refused(g, 0, ("bid", 140))
    g.apply(0, ("pass",))
    assert g.legal(1) == [("pass",)]


def test_HB_ruling_the_game_ends_when_the_bank_cannot_sell():
    """ruling: once the deck is empty, if every card in the bank has had an auction without bids
    since the last sale (nobody's money has changed since), the game ends as "all sold"."""
    g = H.state(2, only=True, top=[9, 10])
    H.passes(g, 0, 1, 0, 1)        # both to the bank with no sale since: nothing can sell
    assert g.waiting_for() == () and g.result()["ending"] == "all sold"
    g = H.state(2, only=True, top=[9, 10])
    H.passes(g, 0, 1)              # 9 to the bank
    H.buy(g, 1, 60)                # 10 sold: money has changed
    g.apply(1, ("done",))
    assert list(g.block) == [9]   # so 9 is auctioned again
    H.passes(g, 0, 1)
    assert g.waiting_for() == () and g.result()["ending"] == "all sold"


def test_HB_ruling_an_open_sale_purchase_is_not_the_rounds_purchase():
    """ruling: only the round's auction is "the purchase from the auction block"; the next
    auction opens left of its buyer, not of whoever bought in an Open Sale."""
    g = H.state(4, hands=([], [0]), top=[9, 10])
    H.buy(g, 1, 100)
    H.dice(g, 100, 0)
    g.apply(1, ("sell", 0))
    H.passes(g, 2)
    g.apply(3, ("bid", 40))
    H.passes(g, 0, 1, 2)
    assert g.where[0] == 3 and g.waiting_for() == (1,)
    g.apply(1, ("done",))
    assert list(g.block) == [10] and g.waiting_for() == (2,)


def test_HB_bad_input_changes_nothing():
    """Bad input: a clear IllegalAction and the save bytes unchanged."""
    g = H.state(3, hands=([0, 1, 2, 3],), top=[9])
    H.refused(g, 0, ("bid", 90))            # below the opening bid
    H.refused(g, 0, ("bid", 110))           # not in $20 steps
    H.refused(g, 1, ("bid", 100))           # not his turn
    H.refused(g, 0, ("sell", 0))            # no selling during the bidding
    H.buy(g, 0, 100)
    H.refused(g, 0, ("sell", 9))            # the card just bought
    H.refused(g, 0, ("sell", 20))           # not in his hand
    for c in (0, 1, 2):
        H.dice(g, 25, None)
        g.apply(0, ("sell", c))
    H.refused(g, 0, ("sell", 3))            # a fourth sale
    H.refused(g, 0, ("bid", 20))


def test_HB_resample_keeps_what_the_player_sees():
    """Hidden: the other hands and the deck order; resample deals them again among unseen cards."""
    g = games.new("highbid", 4, 21)
    g.apply(0, ("bid", g.minimum()))
    H.passes(g, 1, 2, 3)
    rng = Rng(5)
    changed = 0
    for p in range(4):
        s = g.resample(p, rng)
        assert s.view(p) == g.view(p)
        assert s.hand(p) == g.hand(p) and len(s.deck) == len(g.deck)
        for q in range(4):
            assert len(s.hand(q)) == len(g.hand(q))
        changed += s.save() != g.save()
    assert changed == 4
