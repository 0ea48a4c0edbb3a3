"""Billionaire rules: players, components, setup and moving (BIL-01 .. BIL-14).

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.pack import pack
from bowengine.rng import Rng
from billionaire_helpers import new, peek, land, give, hand


def test_BIL01_two_to_four_players():
    """ "2 to 4 Players" """
    for n in (2, 3, 4):
        assert new(n).players == n
    for n in (1, 5):
        try:
            new(n)
        except ValueError:
            continue
        raise AssertionError("%d players accepted" % n)


def test_BIL02_object_first_billionaire_wins():
    """ "The object of the game is to be the first player to become a billionaire." """
    g = new()
    give(g, 2, [9, 19, 29, 8, 18, 28])   # 3 x 180 + 3 x 150
    hand(g, 2, [10])
    g.apply(g.turn, ("roll",))
    assert g.result()["winners"] == [2] and g.result()["ending"] == "billion"


def test_BIL03_components():
    """ "Board • Profit Cards ... Analyzer • Movers (orange, yellow, green, blue) • Die" """
    g = new()
    assert D.COLOURS == ("orange", "yellow", "green", "blue")
    assert len(g.profit) + sum([len(h) for h in g.hands]) == 50
    assert len(g.ppdeck) == 20 and [len(d) for d in g.decks] == [10, 10, 10]
    assert D.REGIONS == ("Eurasia", "Afro-Europa", "The Americas") and D.SPINNER == ("R", "G")
    assert D.DIE == 6


def test_BIL04_board_of_24_squares():
    """Board (reconstruction): 4 HQ corners and 20 action squares, game-data order."""
    kinds = [k for k, _ in D.BOARD]
    assert len(D.BOARD) == 24
    assert [kinds.count(k) for k in range(6)] == [4, 6, 5, 3, 4, 2]
    assert [i for i in range(24) if kinds[i] == D.HQ] == [0, 6, 12, 18]
    for r in range(3):
        assert D.BOARD.count((D.BIDS, r)) == 2 and D.BOARD.count((D.ANALYZE, r)) == 1
    assert D.BOARD[9] == (D.THREE, 0) and D.BOARD[23] == (D.PROFIT, 0)


def test_BIL05_movers_start_on_their_headquarters():
    """ "places it on this space, which then becomes his "Headquarters." " """
    g = new(3)
    assert list(g.pos) == [0, 6, 12]
    assert g.view(1)["positions"] == [0, 6, 12] and D.BOARD[6] == (D.HQ, 1)


def test_BIL05_two_players_sit_opposite_so_their_headquarters_are_opposite_corners():
    """ "Each player selects a marker ($ sign) of the same color as the corner space to his right" """
    # Two players sit at opposite sides of the board: the corners to their right are opposite.
    g = new(2)
    assert list(g.pos) == [0, 12] and [D.corner(p, 2) for p in (0, 1)] == [0, 2]
    assert D.BOARD[12] == (D.HQ, 2) and D.corner_owner(2, 2) == 1 and D.corner_owner(1, 2) == -1
    hand(g, 1, [])
    land(g, 1, 12)                     # his own HQ, by exact count: two Profit cards
    assert len(g.hands[1]) == 2
    give(g, 1, [3])
    land(g, 0, 12)                     # the other player's HQ: analyze his card
    assert g.view(0)["phase"] == "analyze" and g.legal(0)[0] == ("analyze", 3)


def test_BIL06_unowned_corner_does_nothing():
    """Ruling: with 2 or 3 players a corner nobody owns has no effect."""
    g = new(2)
    give(g, 1, [3])
    land(g, 0, 6)                      # Yellow HQ: nobody's with two players
    assert g.turn == 1 and g.view(0)["phase"] == "roll" and g.owner[3] == 1


def test_BIL07_decks_shuffled_and_hidden():
    """ "shuffle the Profit, Power Play and Investment cards separately and place them face down" """
    a = new(4, 1)
    b = new(4, 2)
    assert a.decks != b.decks and a.profit != b.profit and a.ppdeck != b.ppdeck
    v = a.view(0)
    assert v["decks"] == [10, 10, 10] and v["power_deck"] == 20 and v["power_bottom"] == []
    s = a.resample(0, Rng(5))
    assert s.decks != a.decks and pack(s.view(0)) == pack(a.view(0))


def test_BIL08_five_profit_cards_dealt_face_down():
    """ "Deal 5 Profit cards face down to each player." """
    g = new()
    assert [len(h) for h in g.hands] == [5, 5, 5, 5]
    v = g.view(1)
    assert v["hand"] == list(g.hands[1]) and v["hand_sizes"] == [5, 5, 5, 5]
    assert "hands" not in v


def test_BIL09_profit_deck_reconstruction():
    """Profit cards (reconstruction): $1M x12, $2M x12, $3M x10, $5M x10, $10M x6: $176M."""
    g = new()
    cards = list(g.profit)
    for h in g.hands:
        cards.extend(list(h))
    assert [cards.count(v) for v in (1, 2, 3, 5, 10)] == [12, 12, 10, 10, 6] and sum(cards) == 176


def test_BIL10_investment_decks_reconstruction():
    """Investment cards (reconstruction, revised): 10 per region, 30/3 .. 180/18, $2,700M in all."""
    assert D.ACTUAL == (30, 40, 50, 60, 80, 90, 100, 120, 150, 180)
    assert D.TRADING == (3, 4, 5, 6, 8, 9, 10, 12, 15, 18)
    assert [D.actual(c) for c in range(20, 30)] == list(D.ACTUAL) and D.CARDS == 30
    assert sum([D.actual(c) for c in range(D.CARDS)]) == 2700
    g = new()
    for r in range(3):
        assert sorted(list(g.decks[r])) == list(range(r * 10, r * 10 + 10))
    assert len(D.name(29)) > 0


def test_BIL11_actual_is_ten_times_trading():
    """ "The actual value of each investment card is ten times its trading value." """
    for c in range(30):
        assert D.actual(c) == 10 * D.trading(c)


def test_BIL12_highest_roll_plays_first():
    """ "The player with the highest roll rolls again and moves his marker" """
    ties = 0
    for seed in range(40):
        g = new(4, seed)
        last = g.opening[-1]
        top = max([r[1] for r in last])
        assert [r[0] for r in last if r[1] == top] == [g.first] and g.turn == g.first
        ties += len(g.opening) > 1
        for rolls in g.opening[:-1]:
            hi = max([r[1] for r in rolls])
            assert len([r for r in rolls if r[1] == hi]) > 1
    assert ties > 0


def test_BIL13_roll_and_move_clockwise():
    """ "rolls again and moves his marker clockwise the corresponding number of squares" """
    g = new()
    p = g.first
    assert g.waiting_for() == (p,) and g.legal(p)[0] == ("roll",)
    g.pos[p] = 22
    d = peek(g).die(6)
    g.apply(p, ("roll",))
    assert g.roll == d and g.pos[p] == (22 + d) % 24


def test_BIL14_others_follow_in_turn():
    """ "Other players follow in turn." """
    g = new(4)
    order = [g.turn]
    for _ in range(4):
        land(g, g.turn, 2)                 # a Profit square: one card, then the turn ends
        order.append(g.turn)
    first = order[0]
    assert order == [first, (first + 1) % 4, (first + 2) % 4, (first + 3) % 4, first]
    assert g.turns == 5
