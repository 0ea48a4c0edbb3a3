"""BuyWord rules (1/4: components, setup, the die, drawing, buying), one test per checklist item.

Each test is named after its BW- item (../shared/rules-checklist.md) and quotes the rule book
(seed 001) or the game-data ruling it pins.
"""

import buyword_helpers as H
from bowengine.contract import describe
from bowengine.buyword import data as D
from bowengine.buyword import pricing
from bowengine.buyword import rules as R
from bowengine.buyword import steps


def test_BW01_108_letter_tiles_of_1_to_4_pips_and_9_wilds():
    """001: "108 Letter Tiles" / "9 Wild Tiles" """
    assert sum(D.COUNTS) == D.TILES == 108 and D.WILD_TILES == 9
    for i in range(26):
        assert 1 <= D.PIPS[i] <= 4
    g = H.new(1)
    assert H.accounted(g) == 108


def test_BW02_letter_counts_and_pips_with_an_extra_I_as_the_108th_tile():
    """game-data ruling: "RECONSTRUCTION, the 108th tile. Add one I, making I = 8." """
    groups = {1: "AEINORSTU", 2: "CDGHKLP", 3: "BFMVWY", 4: "JQXZ"}
    for pips in groups:
        for ch in groups[pips]:
            assert D.PIPS[ord(ch) - 65] == pips, ch
    assert sum(D.SOURCE_COUNTS) == 107 and D.RECONSTRUCTION_108TH_TILE == "I"
    assert D.COUNTS[8] == 8 and D.COUNTS[0] == 8 and D.COUNTS[14] == 8 and D.COUNTS[4] == 10
    total = 0
    for i in range(26):
        total += D.COUNTS[i] * D.PIPS[i]
    assert total == D.TOTAL_PIPS == 182


def test_BW03_a_wild_is_worth_one_pip():
    """game-data: "Wild tiles ... each worth 1 pip" """
    assert D.WILD_PIPS == 1 and pricing.pips("e") == 1 and pricing.pips("?") == 1
    assert pricing.pips("ENJOYeD") == 13   # a Wild E counts 1, as the letter E would
    assert pricing.pips("ENjOYED") == 10   # a Wild J counts 1, not the J's 4


def test_BW04_the_die_is_choice_2_3_4_5_choice():
    """game-data: "Six faces: CHOICE, 2, 3, 4, 5, CHOICE." """
    assert D.DIE_FACES == (D.CHOICE, 2, 3, 4, 5, D.CHOICE)
    seen = {}
    for seed in range(60):
        g = H.new(1, seed)
        g.apply(0, ("roll",))
        seen[g.view(0)["face"]] = 1
    assert sorted(seen) == ["2", "3", "4", "5", "CHOICE"]


def test_BW05_each_player_starts_with_200_dollars():
    """001: "Each player begins with $200 in the following denominations: 2 - $50, 3 - $20,
    2 - $10, 3 - $5, 5 - $1." """
    total = 0
    for bill, n in D.START_BILLS:
        total += bill * n
    assert total == 200
    assert H.new(4).money == [200, 200, 200, 200]


def test_BW06_one_to_four_players_solitaire_included():
    """001: "If playing BuyWord alone, you may take 8 of them." """
    for bad in (0, 5):
        try:
            H.new(bad)
        except ValueError as e:
            assert "1 to 4" in str(e)
        else:
            raise AssertionError("%d players accepted" % bad)
    for n in (1, 2, 3, 4):
        assert H.new(n).players == n


def test_BW07_solitaire_takes_8_wilds():
    """001: "If playing BuyWord alone, you may take 8 of them." """
    assert H.new(1).wilds == [8]


def test_BW08_two_players_take_4_wilds_each():
    """001: "In a two-player game, each player takes 4 wild tiles." """
    assert H.new(2).wilds == [4, 4]


def test_BW09_three_players_3_wilds_four_players_2():
    """001: "In a three-player game, each takes 3 tiles, and when 4 play, each takes only 2." """
    assert H.new(3).wilds == [3, 3, 3] and H.new(4).wilds == [2, 2, 2, 2]


def test_BW10_a_wild_stands_for_any_letter():
    """001: "These wild tiles can take the place of any letter in a word." """
    g = H.selling(1, ("DEJNOY",))      # no second E: the Wild is the E
    g.apply(0, ("sell", "ENJOYeD"))
    assert g.money[0] == 200 + 169 and g.wilds[0] == 7 and g.held[0] == ""


def test_BW11_only_letter_tiles_in_the_bag_draws_random_and_hidden():
    """001: "Take the letter tiles and place them back in the bag." """
    g = H.new(1, 5)
    assert sum(g.bag) == 108
    g.apply(0, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(0, ("choose", 3))
    assert sum(g.bag) == 108 - g.tiles and len(g.new[0]) == g.tiles
    v = g.view(0)
    assert "rng" not in v
    draws = {}
    for seed in range(12):
        h = H.new(1, seed)
        h.apply(0, ("roll",))
        if h.phase == R.CHOOSE:
            h.apply(0, ("choose", 2))
        draws[h.new[0]] = 1
    assert len(draws) > 6            # different seeds, different tiles


def test_BW11_a_closed_bag_shows_every_player_how_many_tiles_are_left_never_which():
    """001: "Take the letter tiles and place them back in the bag." A bag hides its letters:
    with the open bag option off (the default) no view carries them, only their count."""
    from bowengine.pack import pack
    g = H.new(3, 5)
    h = H.new(3, 5)
    for x in (g, h):
        x.apply(0, ("roll",))
        if x.phase == R.CHOOSE:
            x.apply(0, ("choose", 3))
    i = 0
    while not h.bag[i]:
        i += 1
    h.bag[i] -= 1                    # another bag of the same size
    h.bag[25 - i if 25 - i != i else 0] += 1
    assert bytes(h.bag) != bytes(g.bag)
    for p in range(3):
        v = g.view(p)
        assert "bag" not in v and v["bag_size"] == sum(g.bag) == 108 - 3 * g.tiles
        assert pack(v) == pack(h.view(p))


def test_BW12_the_first_leader_is_chosen_by_agreement():
    """001: "Determine in any mutually agreeable manner which player will be the Leader" """
    assert H.new(3).waiting_for() == (0,)
    g = H.new(3, 1, {"leader": 2})
    assert g.waiting_for() == (2,) and g.leader == 2
    try:
        H.new(3, 1, {"leader": 3})
    except ValueError:
        pass
    else:
        raise AssertionError("leader 3 of 3 players accepted")


def test_BW13_each_round_starts_with_the_leader_rolling():
    """001: "The Leader throws the die." """
    g = H.new(2, 1, {"leader": 1})
    assert g.legal(1) == [("roll",)] and g.legal(0) == []
    assert "not player 0's turn" in H.refused(g, 0, ("roll",))


def _rolled(players, value, seed_from=0):
    for seed in range(seed_from, seed_from + 200):
        g = H.new(players, seed)
        g.apply(0, ("roll",))
        if D.DIE_FACES[g.face] == value:
            return g
    raise AssertionError("no seed rolls %r" % value)


def test_BW14_a_number_is_the_tiles_each_player_receives():
    """001: "The result of the roll indicates the number of tiles each player will receive" """
    for value in (2, 3, 4, 5):
        g = _rolled(3, value)
        assert g.tiles == value and [len(t) for t in g.new] == [value] * 3


def test_BW15_on_choice_the_leader_picks_2_to_5_only():
    """001: "If a die result of "choice" is rolled, the Leader must choose a number from 2 to 5." """
    g = _rolled(2, D.CHOICE)
    assert g.view(0)["face"] == "CHOICE" and [describe(c) for c in g.legal(0)] == ["choose 2-5"]
    for bad in (1, 6, 0):
        assert "2 to 5" in H.refused(g, 0, ("choose", bad))
    g.apply(0, ("choose", 5))
    assert [len(t) for t in g.new] == [5, 5]


def test_BW16_tiles_are_drawn_one_at_a_time_leader_first_then_left():
    """001: "Starting with the leader, then proceeding left (clockwise), each player takes
    (draws) the indicated number of letter tiles." / "Continue selecting tiles in this fashion
    until all players have the number" """
    # Replay the draw with the same PRNG: tile k goes to player (leader + k) % n.
    g = H.new(3, 11, {"leader": 1})
    twin = H.new(3, 11, {"leader": 1})
    g.apply(1, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(1, ("choose", 3))
    twin.rng.below(len(D.DIE_FACES))             # the roll
    got = [[], [], []]
    for k in range(3 * g.tiles):
        got[(1 + k) % 3].append(steps.pull(twin))
    for p in range(3):
        assert g.new[p] == "".join(sorted(got[p])), (p, g.new[p], got[p])


def test_BW17_example_leader_rolls_4_everyone_draws_four():
    """001: "The Leader rolls a four on the special die. In turn, each player (starting with the
    leaders and moving to the left) selects a letter tile until all players have four." """
    g = _rolled(4, 4)
    assert [len(t) for t in g.new] == [4, 4, 4, 4] and sum(g.bag) == 108 - 16
    assert g.phase == R.BUY and g.waiting_for() == (0,)


def test_BW18_drawn_tiles_kept_apart_until_bought():
    """001: "These tiles must be kept separate from any tiles a player may possess from previous
    rounds." """
    g = H.buying(2, ("DEEJ", "AB"), ("XY", "CO"))
    v = g.view(1)
    assert v["held"] == ["XY", "CO"] and v["new"] == ["DEEJ", "AB"]
    g.apply(0, ("buy",))
    assert g.held[0] == "DEEJXY" and g.new[0] == "" and g.held[1] == "CO"


def test_BW19_bag_runs_out_mid_draw_nothing_bought_all_out_of_play():
    """001: "If the tiles run out before all players have the correct number the tiles may not
    be purchased and they are placed out of play" """
    g = H.new(2, 3)
    bag = bytearray(26)
    bag[0] = 3                                   # three As left; two players want 2 each
    g.gone = 105
    g.bag = bag
    g.apply(0, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(0, ("choose", 2))
    assert g.final and g.phase == R.SELL and g.new == ["", ""] and g.gone == 108
    assert H.accounted(g) == 108 and ("buy",) not in g.legal(0)


def test_BW20_buying_in_turn_from_the_leader_each_on_his_own_tiles():
    """001: "Starting with the Leader (and moving clockwise) each player has an opportunity to
    buy the letter tiles they have just drawn." """
    g = H.buying(3, ("AB", "CD", "EF"), leader=1)
    order = []
    while g.phase == R.BUY:
        p = g.waiting_for()[0]
        order.append(p)
        g.apply(p, ("decline",))
    assert order == [1, 2, 0]


def test_BW21_price_is_total_pips_squared():
    """001: "The price is determined by counting the total number of spots (pips) on those letter
    tiles, and then squaring that value" """
    g = H.buying(1, ("QZ",))                     # 8 pips
    g.apply(0, ("buy",))
    assert g.money[0] == 200 - 64
    assert pricing.quote("QZ") == (8, 64)


def test_BW22_buyer_pays_the_bank_never_another_player():
    """001: "No money should be exchanged between players." """
    g = H.buying(2, ("MBL", "AE"))
    g.apply(0, ("buy",))
    assert g.money == [200 - 64, 200]


def test_BW23_all_or_nothing():
    """001: "It is not permissible to purchase some of the letters drawn, it's all or nothing!" """
    g = H.buying(1, ("DEEJ",))
    assert g.legal(0) == [("buy",), ("decline",)]
    msg = H.refused(g, 0, ("buy", "J"))
    assert "all or nothing" in msg


def test_BW24_declined_or_unaffordable_tiles_go_out_of_play():
    """001: "If a player chooses not to purchase the letters, or simply does not have enough
    money, the tiles are placed in the box and are out of play." """
    g = H.buying(2, ("DEEJ", "QZ"), money=[200, 63])
    g.apply(0, ("decline",))
    assert g.new[0] == "" and g.held[0] == "" and g.gone == 4
    assert g.legal(1) == [("decline",)]
    assert "cost $64 and you have $63" in H.refused(g, 1, ("buy",))
    g.apply(1, ("decline",))
    assert g.gone == 6 and H.accounted(g) == 108 and g.phase == R.SELL


def test_BW25_bought_tiles_join_the_earlier_ones():
    """001: "Once the letter tiles are purchased, they may be placed with any other letters
    acquired in earlier rounds that were not used to form words." """
    g = H.buying(1, ("DEEJ",), ("NOY",))
    g.apply(0, ("buy",))
    assert g.held[0] == "DEEJNOY"


def test_BW26_example_EEJD_costs_64():
    """001: "Player A draws the following letters - E, E, J, and D. If player A wishes to
    purchase these letters, the price is $64 (8 total spots squared = 64)." """
    g = H.buying(1, ("DEEJ",))
    assert g.view(0)["new"] == ["DEEJ"] and g.price("EEJD") == 64
    g.apply(0, ("buy",))
    assert g.money[0] == 136
    g = H.buying(1, ("DEEJ",))
    g.apply(0, ("decline",))
    assert g.money[0] == 200 and g.gone == 4 and g.held[0] == ""


def test_BW27_DES_is_16_and_MBL_is_64():
    """game-data: "DES (BGG) 2+1+1 = 4 pips, $16" / "MBL (BGG) 3+3+2 = 8, $64" """
    assert pricing.quote("DES") == (4, 16) and pricing.quote("MBL") == (8, 64)


def test_BW28_the_price_list_is_squares_to_40_pips():
    """001: "A price list is provided for those still learning their multiplication tables." """
    for n in range(1, D.PRICE_LIST_TOP + 1):
        assert pricing.price(n) == n * n
    assert pricing.price(40) == 1600 and pricing.price(13) == 169


def test_BW24_a_player_with_exactly_the_price_may_buy():
    """001: "or simply does not have enough money": the price is enough. With $64 for E, E, J, D
    ($64) the player buys and has $0 left."""
    g = H.buying(1, ("DEEJ",), money=[64])
    assert g.legal(0) == [("buy",), ("decline",)]
    g.apply(0, ("buy",))
    assert g.money[0] == 0 and g.held[0] == "DEEJ"


def test_BW21_a_price_over_100_is_paid_in_full():
    """001: "The price is determined by counting the total spots ... and squaring": J, Q, X, Z
    are 16 pips and cost $256, all of it (no cap at the $100 a few small draws reach)."""
    g = H.buying(1, ("JQXZ",), money=[300])
    assert g.price("JQXZ") == 256
    g.apply(0, ("buy",))
    assert g.money[0] == 300 - 256
