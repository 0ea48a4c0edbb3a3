"""Billionaire rules: the Analyzer, general rules and the end (BIL-62 .. BIL-73).

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire.holdings import NOBODY
from billionaire_helpers import new, force, spins, land, give, hand, cash, bids, pay_first, auction


def _analysis(code, owner_hand=(5, 5)):
    g = new()
    give(g, 1, [10])
    hand(g, 1, list(owner_hand))
    hand(g, 0, [2])
    land(g, 0, 3)
    force(g, spins(code))
    g.apply(0, ("analyze", 10))
    return g


def test_BIL62_name_the_investment_then_spin():
    """ "he must first indicate which Investment he is analyzing and must spin both parts of the spinner" """
    g = _analysis("GG")
    assert [e for e in g.log if e[0] == "spin"] == [("spin", 0, 10, 1, 3)]


def test_BIL63_four_outcomes_equally_likely():
    """ "Each spinner is marked with red at one end and green at the other." """
    g = new()
    tally = [0, 0, 0, 0]
    for _ in range(400):
        give(g, 1, [10])
        g.log = []
        g._spin(0, 10)
        tally[g.log[-1][4]] += 1
    assert min(tally) > 70 and [o[0] for o in D.ANALYZER_OUTCOMES] == ["RR", "RG", "GR", "GG"]


def test_BIL64_red_red_analyzer_takes_the_investment():
    """ "Red Red – the Investment analyzed becomes the property of the player doing the analyzing." """
    g = _analysis("RR")
    assert g.owner[10] == 0 and cash(g, 1) == 10


def test_BIL65_red_green_take_a_card_then_owner_draws():
    """ "Red Green – the player performing the analyzing takes one of his opponent's Profit cards, sight unseen." """
    g = _analysis("RG")
    assert list(g.hands[0]) == [2, 5] and len(g.hands[1]) == 2 and 5 in list(g.hands[1])
    assert g.owner[10] == 1


def test_BIL65_the_card_taken_is_sight_unseen_at_random():
    """ "takes one of his opponent's Profit cards, sight unseen": the analyzer is not asked which
    (the game goes on at once), and over many spins each of the owner's cards is taken."""
    taken = set()
    for seed in range(1, 40):
        g = new(seed=seed)
        give(g, 1, [10])
        hand(g, 1, [1, 2, 3, 5, 10])
        hand(g, 0, [])
        land(g, 0, 3)
        force(g, spins("RG"))
        g.apply(0, ("analyze", 10))
        assert not [a for a in g.legal(0) if a[0] == "take"]
        assert len(g.hands[0]) == 1
        taken.add(g.hands[0][0])
    assert taken == {1, 2, 3, 5, 10}


def test_BIL66_green_red_owner_draws_then_analyzer_takes():
    """ "Green Red – ... the Investment owner first drawing a Profit card from the board." """
    g = _analysis("GR", ())
    assert len(g.hands[1]) == 0 and len(g.hands[0]) == 2 and g.owner[10] == 1


def test_BIL67_green_green_owner_draws_two():
    """ "Green Green – the Investment owner draws two Profit cards from the board." """
    g = _analysis("GG")
    assert len(g.hands[1]) == 4 and list(g.hands[0]) == [2]


def test_BIL68_owner_without_profit_cards():
    """ "From time to time one or more players ... may be without Profit cards." """
    g = _analysis("RG", ())
    assert list(g.hands[0]) == [2] and len(g.hands[1]) == 1
    g = _analysis("GR", ())
    assert len(g.hands[0]) == 2 and len(g.hands[1]) == 0


def test_BIL69_investments_face_up():
    """ "Investment cards must be displayed face up by their owners at all times." """
    g = new()
    give(g, 2, [7, 23])
    for q in range(4):
        owners = g.view(q)["owners"]
        assert owners[7] == 2 and owners[23] == 2 and owners[0] == -1


def test_BIL70_returned_cards_reshuffled_power_play_to_bottom():
    """ "Whenever Investment or Profit cards are returned to the board, the decks should be reshuffled." """
    g = new()
    g.profit = bytearray([1, 2, 3, 5] * 5)
    places = []
    for _ in range(20):                 # a returned card lands anywhere, not just on top
        g._to_profit_deck(10)
        at = [i for i in range(len(g.profit)) if g.profit[i] == 10][0]
        if at not in places:
            places.append(at)
        g.profit = bytearray([v for v in g.profit if v != 10])
    assert len(places) > 5
    places = []
    for _ in range(20):                 # a returned investment too: shuffled in, not put on top
        give(g, 1, [5])
        g._to_deck(5)
        assert g.owner[5] == NOBODY and sorted(list(g.decks[0])) == list(range(10))
        at = list(g.decks[0]).index(5)
        if at not in places:
            places.append(at)
    assert len(places) > 5
    g.powers[2] = bytearray([D.POWER_PLAY])
    g.turn = 2
    g.phase = 0
    g.apply(2, ("powerplay",))
    assert g.ppdeck[0] == D.POWER_PLAY


def test_BIL71_billion_ends_the_game_at_once():
    """ "The game is over when one player has accumulated $1,000,000,000" """
    g = new()
    give(g, 1, [9, 19, 29, 8, 18, 28])  # 990
    hand(g, 1, [10])
    g.powers[3] = bytearray([D.SECURITY])
    land(g, 0, 2)
    r = g.result()
    assert r["winners"] == [1] and r["ending"] == "billion" and r["scores"][1] == 1000
    assert g.waiting_for() == () and g.legal(3) == []


def test_BIL72_worth_is_actual_value_plus_cash():
    """ "which can be a combination of Investment Values and cash" """
    g = new()
    give(g, 0, [3, 13])                # 60 + 60 actual (6 + 6 trading)
    hand(g, 0, [5, 1])
    assert g.worth(0) == 126


def test_BIL73_last_investment_ends_the_game():
    """ "The game also ends following the bidding and payment on the last Investment card on the board." """
    g = new()
    for c in range(30):
        if c != 4:
            give(g, c % 4, [c])
    hand(g, 2, [5])
    auction(g, 0)
    assert list(g.pending) == [4]
    bids(g, [0, 0, 5, 0])
    pay_first(g)
    r = g.result()
    assert r["ending"] == "last investment" and g.waiting_for() == ()
    assert r["winners"] == [max(range(4), key=lambda p: r["scores"][p])]


def test_BIL73_a_game_of_bots_ends_by_the_last_investment():
    """ "The game also ends following the bidding and payment on the last Investment card on the board.
    In this case, the player having the greatest total of investments and cash is declared the winner." """
    # A real game: four greedy bots from seed 11, default options (the $1,000M goal).
    from bowengine.billionaire.greedy import GreedyBot

    g = new(4, 11)
    bots = [GreedyBot(p, 11 + p) for p in range(4)]
    last = None
    while g.waiting_for():
        for p in g.waiting_for():
            last = bots[p].act(g.view(p), g.legal(p))
            g.apply(p, last)
    r = g.result()
    assert r["ending"] == "last investment" and last[0] == "pay"
    assert [len(d) for d in g.decks] == [0, 0, 0] and NOBODY not in list(g.owner)
    assert r["scores"] == [g.worth(p) for p in range(4)]
    assert r["winners"] == [p for p in range(4) if r["scores"][p] == max(r["scores"])]
