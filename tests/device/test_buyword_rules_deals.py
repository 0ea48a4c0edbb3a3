"""BuyWord rules (5/5: the tile auction and letter trading options), one test per step,
each quoting the game-data ruling (both are RECONSTRUCTIONS of the Variations)."""

import buyword_helpers as H
from bowengine import games
from bowengine.buyword import bots
from bowengine.buyword import rules as R
from bowengine.contract import describe

AUCTION = {"tile_auction": True}
TRADING = {"letter_trading": True}


def said(g, player):
    """legal() in words (a range compares equal on CPython only)."""
    return [describe(c) for c in g.legal(player)]


def test_BW31_tile_auction_offer_bids_pass_and_payment_to_the_bank():
    """game-data: "Tile auction. Declined tiles are auctioned instead, with bids in $1 steps and
    payment to the bank." (open bids in turn from the decliner's left; he does not bid)"""
    g = H.buying(3, ("MBL", "AE", "IO"), options=AUCTION)
    g.apply(0, ("decline",))                                    # the offer
    v = g.view(2)
    assert g.phase == R.AUCTION and g.waiting_for() == (1,) and v["phase"] == "auction"
    assert v["offer"] == "MBL" and v["offered_by"] == 0 and v["deal"] == {"high": 0, "bidder": -1}
    assert said(g, 1) == ["bid 1-200", "pass"]                  # $1 steps, up to his money
    g.apply(1, ("bid", 1))
    assert g.waiting_for() == (2,) and g.view(0)["deal"] == {"high": 1, "bidder": 1}
    H.refused(g, 2, ("bid", 1), "bid 2-200")                    # a bid tops the high bid
    H.refused(g, 2, ("bid", 201), "bid 2-200")                  # and is at most his money
    H.refused(g, 2, ("sell", "MBL"))
    g.apply(2, ("bid", 2))                                      # $1 more is enough
    assert g.waiting_for() == (1,)                              # the decliner is skipped
    g.apply(1, ("pass",))                                       # every other bidder passed
    assert g.money == [200, 200, 198] and g.held[2] == "BLM"    # $2 to the bank, not to P1
    assert g.new[0] == "" and g.phase == R.BUY and g.waiting_for() == (1,)
    assert "2 won MBL at auction for $2" == g.note and H.accounted(g) == 108


def test_BW31_a_passer_may_bid_again_and_no_bid_puts_the_tiles_out_of_play():
    """game-data: "Declined tiles are auctioned instead": with no bid, out of play as in BW-24."""
    g = H.buying(3, ("MBL", "AE", "IO"), money=[200, 5, 200], options=AUCTION)
    g.apply(0, ("decline",))
    g.apply(1, ("pass",))
    g.apply(2, ("bid", 5))
    assert said(g, 1) == ["pass"]                            # $5 is all P2 has: he cannot top it
    g.apply(1, ("pass",))
    assert g.held[2] == "BLM" and g.money == [200, 5, 195]
    g.apply(1, ("decline",))                                    # AE: P3 bids, then P1 outbids him
    assert g.waiting_for() == (2,)
    g.apply(2, ("bid", 3))
    g.apply(0, ("bid", 4))
    g.apply(2, ("bid", 9))                                      # a passer... bids again
    g.apply(0, ("pass",))
    assert g.held[2] == "ABELM" and g.money == [200, 5, 186]
    g.apply(2, ("decline",))                                    # IO: nobody bids
    g.apply(0, ("pass",))
    g.apply(1, ("pass",))
    assert g.gone == 2 and g.note == "no bids: IO out of play" and g.phase == R.SELL
    assert H.accounted(g) == 108


def test_BW31_two_players_one_bid_wins_and_the_auction_replaces_second_chance():
    """game-data: "Declined tiles are auctioned instead" (instead of the second-chance offer)."""
    g = H.buying(2, ("MBL", "AE"), options={"tile_auction": True, "second_chance": True})
    g.apply(0, ("decline",))
    assert g.phase == R.AUCTION and g.legal(1)[0][0] == "bid"
    g.apply(1, ("bid", 7))                                      # the only bidder: his at once
    assert g.held[1] == "BLM" and g.money == [200, 193] and g.waiting_for() == (1,)
    h = H.buying(2, ("MBL", "AE"), options=AUCTION)
    h.apply(0, ("decline",))
    h2 = games.load(h.save(), H.context())                      # the save carries the auction
    assert h2.save() == h.save() and said(h2, 1) == said(h, 1) and h2.view(1) == h.view(1)


def _trading(held=("QZ", "AT"), money=None):
    g = H.selling(2, held, money, TRADING)
    g.phase = R.TRADE
    g.deal = [0, 0, -1, "", "", 0]
    g.wilds = [0, 0]                  # Wilds are not traded; none here keeps the words plain
    return g


def test_BW33_trading_comes_before_selling_in_turn_from_the_leader():
    """game-data: "Letter trading. Before words are sold, players may swap purchased letters one
    for one, or for cash, by agreement." """
    g = H.buying(2, ("MBL", "AE"), options=TRADING)
    g.apply(0, ("buy",))
    g.apply(1, ("buy",))
    assert g.phase == R.TRADE and g.waiting_for() == (0,)
    H.refused(g, 0, ("sell", "LAMB"))                           # no word sold before trading
    assert said(g, 0) == ["swap 1 tile tile", "cash 1 tile 1-196", "pay 1 tile 1-136", "pass"]
    g.apply(0, ("pass",))
    g.apply(1, ("pass",))
    assert g.phase == R.SELL and g.waiting_for() == (0,) and g.deal == []
    s = H.buying(1, ("MBL",), options=TRADING)
    s.apply(0, ("buy",))
    assert s.phase == R.SELL                                    # solitaire: nobody to trade with


def test_BW33_propose_a_swap_the_other_accepts_one_for_one():
    """game-data: "players may swap purchased letters one for one ... by agreement" """
    g = _trading()
    H.refused(g, 0, ("swap", 1, "tile", "tile"))                # real letters only
    H.refused(g, 0, ("swap", 1, "A", "T"))                      # his own must be held
    H.refused(g, 0, ("swap", 1, "Q", "Z"))                      # and theirs too
    H.refused(g, 0, ("swap", 0, "Q", "Q"))
    g.apply(0, ("swap", 1, "Q", "T"))                           # propose
    assert g.waiting_for() == (1,) and g.legal(1) == [("accept",), ("refuse",)]
    terms = {"from": 0, "to": 1, "made": 1, "give": "Q", "get": "T", "cash": 0}
    assert g.view(0)["deal"] == terms and g.view(1)["deal"] == terms
    g.apply(1, ("accept",))
    assert g.held == ["TZ", "AQ"] and g.money == [200, 200] and g.waiting_for() == (0,)
    assert g.note == "0 traded Q to 1 for T"


def test_BW33_a_refused_proposal_changes_nothing_and_the_proposer_goes_on():
    """game-data: "by agreement": the player asked may refuse."""
    g = _trading()
    g.apply(0, ("swap", 1, "Z", "A"))
    g.apply(1, ("refuse",))
    assert g.held == ["QZ", "AT"] and g.waiting_for() == (0,) and g.note == "1 refused a trade from 0"
    g.apply(0, ("cash", 1, "Q", 1))
    g.apply(1, ("refuse",))
    g.apply(0, ("pay", 1, "A", 1))
    g.apply(1, ("refuse",))                                     # the third proposal: his turn ends
    assert g.waiting_for() == (1,) and g.deal[:3] == [1, 0, -1]


def test_BW33_letters_for_cash_both_ways_between_the_two_players():
    """game-data: "swap purchased letters ... or for cash, by agreement" (cash passes between
    the two players; the bank takes nothing)."""
    g = _trading(money=[200, 30])
    H.refused(g, 0, ("cash", 1, "Q", 31))                       # more than the payer has
    g.apply(0, ("cash", 1, "Q", 20))                            # my Q for $20 of yours
    g.apply(1, ("accept",))
    assert g.held == ["Z", "AQT"] and g.money == [220, 10] and g.note == "0 sold Q to 1 for $20"
    g.apply(0, ("pay", 1, "T", 15))                             # $15 of mine for your T
    g.apply(1, ("accept",))
    assert g.held == ["TZ", "AQ"] and g.money == [205, 25] and g.note == "0 bought T from 1 for $15"
    assert sum(g.money) == 230


def test_BW33_a_proposal_shows_to_its_two_players_only_and_survives_a_save():
    """The terms are between the two players; the save carries them."""
    g = H.selling(3, ("QZ", "AT", "E"), None, TRADING)
    g.phase = R.TRADE
    g.deal = [0, 0, -1, "", "", 0]
    g.apply(0, ("pay", 1, "T", 9))
    assert g.view(1)["deal"]["cash"] == -9 and g.view(2)["deal"] == {"from": 0, "to": 1, "made": 1}
    h = games.load(g.save(), H.context())
    assert h.save() == g.save() and h.view(1) == g.view(1) and said(h, 1) == said(g, 1)


def test_BW33_a_bot_accepts_only_a_trade_that_raises_its_best_sale():
    """The bots' ruling: a trade is accepted only when it raises the bot's best word's value
    (with the cash it gets or pays). P2 holds AT, no Wild (best word $4); QAT is $36."""
    for kind in ("easy", "normal", "expert"):
        answers = []
        for proposal in (("swap", 1, "Q", "T"), ("cash", 1, "Q", 20), ("cash", 1, "Q", 40),
                         ("pay", 1, "T", 5), ("pay", 1, "T", 4)):
            g = _trading()
            g.apply(0, proposal)
            bot = bots.BOTS[kind](1, 1, H.context())
            answers.append(bot.act(g.view(1), g.legal(1))[0])
        assert answers == ["refuse", "accept", "refuse", "accept", "refuse"], (kind, answers)
