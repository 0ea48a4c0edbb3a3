"""BuyWord rules (4/4: the 8-tile limit, the round's end, the last round, solitaire), one test
per checklist item, each quoting the rule book (seed 001) or the game-data ruling.
"""

import buyword_helpers as H
from bowengine.buyword import rules as R


def test_BW43_at_most_8_letter_tiles_at_round_end_wilds_not_counted():
    """001: "At the end of a round no player may have more than 8 tiles (not counting "Wild"
    tiles) in their possession." """
    g = H.selling(1, ("AEEIINOST",))
    assert ("done",) not in g.legal(0) and g.wilds[0] == 8
    assert "8-tile limit" in H.refused(g, 0, ("done",))
    g = H.selling(1, ("AEEINOST",))
    assert ("done",) in g.legal(0)


def test_BW44_over_the_limit_sell_a_word_or_discard_tiles_of_ones_choice():
    """001: "To eliminate the excess, the player must either form another word to sell to the
    bank or immediately remove the excess (their choice of tiles) from play" """
    g = H.selling(1, ("AEEIINOSTX",))
    assert ("discard", "X") in g.legal(0) and ("discard", "A") in g.legal(0)
    g.apply(0, ("discard", "X"))
    assert g.held[0] == "AEEIINOST" and g.gone == 1
    g.apply(0, ("sell", "AT"))
    assert g.legal(0) == [R.SELL_CHOICE, ("done",)]
    assert "not a tile you may discard" in H.refused(g, 0, ("discard", "E"))
    g.apply(0, ("done",))
    assert g.phase == R.ROLL


def test_BW45_the_round_ends_when_all_have_sold_and_are_within_the_limit():
    """001: "Once all players have formed and sold words, and once all players have adhered to
    the 8 Tile limit, the round has ended." """
    g = H.selling(2, ("DEEJNOY", "AEEIINOSTU"))
    g.apply(0, ("done",))
    assert g.phase == R.SELL and g.waiting_for() == (1,)
    g.apply(1, ("discard", "U"))
    assert g.phase == R.SELL
    g.apply(1, ("discard", "I"))
    g.apply(1, ("done",))
    assert g.phase == R.ROLL


def test_BW46_the_die_passes_to_the_leaders_left():
    """001: "The die is passed to the player on the Leaders left and they are now the new Leader
    for the next round." """
    g = H.selling(4, ("", "", "", ""), leader=3)
    for p in (3, 0, 1, 2):
        g.apply(p, ("done",))
    assert g.leader == 0 and g.waiting_for() == (0,) and g.legal(0) == [("roll",)]


def _last_round(players, bag_letters, held):
    """The round after this one draws from a bag holding only `bag_letters`."""
    g = H.selling(players, [""] * players)
    for p in range(players):
        g.apply(p, ("done",))
    for p in range(players):
        H.take(g, held[p])
        g.held[p] = held[p]
    bag = bytearray(26)
    for ch in bag_letters:
        bag[ord(ch) - 65] += 1
    g.gone = 108 - len(bag_letters) - sum([len(h) for h in held])
    g.bag = bag
    g.apply(g.leader, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(g.leader, ("choose", 2))
    return g


def test_BW47_the_round_that_empties_the_bag_is_the_last():
    """001: "When the last letter tiles are drawn (and usually there will be less than the number
    called for by the Leader's die) the final round takes place." """
    g = _last_round(2, "AAA", ("DEEJNOY", "AB"))
    assert g.final and g.phase == R.SELL and sum(g.bag) == 0
    g.apply(1, ("done",))
    g.apply(0, ("done",))
    assert g.phase == R.OVER and g.waiting_for() == () and g.result() is not None


def test_BW48_an_exactly_emptied_bag_is_bought_normally_and_ends_the_game():
    """001: "usually there will be less than the number called for by the Leader's die" """
    for seed in range(1, 80):
        g = H.selling(1, ("",))
        g.bag = bytearray(26)
        for ch in "DEEJN":
            g.bag[ord(ch) - 65] += 1
        g.gone = 103
        g.rng.set_state([seed, 2, 3, 4, 5, 6, 7, 8])
        g.apply(0, ("done",))
        g.apply(0, ("roll",))
        if g.phase == R.CHOOSE:
            g.apply(0, ("choose", 5))
        if g.tiles != 5:
            continue
        assert g.final and g.phase == R.BUY and g.new[0] == "DEEJN"
        g.apply(0, ("buy",))
        assert g.phase == R.SELL and g.held[0] == "DEEJN" and sum(g.bag) == 0
        g.apply(0, ("done",))
        assert g.phase == R.OVER
        return
    raise AssertionError("no seed rolled 5 or CHOICE")


def test_BW49_final_selling_then_unused_tiles_are_lost():
    """001: "After all the tiles are purchased or removed from play, all players sell any words
    they are able to make. Any letter tiles not used are simply lost" """
    g = _last_round(1, "Z", ("AEEIINOSTDEJNOYX",))
    assert g.final and ("done",) in g.legal(0)        # no 8-tile limit in the last round
    g.apply(0, ("sell", "ENJOYED"))
    g.apply(0, ("done",))
    r = g.result()
    assert g.held[0] == "" and r["scores"] == [369] and H.accounted(g) == 108


def test_BW50_the_most_money_wins():
    """001: "The player with the most money is the winner." """
    g = _last_round(3, "Z", ("DEEJNOY", "AB", "CO"))
    assert g.waiting_for() == (1,)                     # the die passed to player 1
    for p in (1, 2, 0):
        if p == 0:
            g.apply(p, ("sell", "ENJOYED"))
        g.apply(p, ("done",))
    assert g.result()["winners"] == [0]
    g = _last_round(2, "Z", ("", ""))
    g.apply(1, ("done",))
    g.apply(0, ("done",))
    assert g.result()["winners"] == [0, 1]             # a tie shares the win


def test_BW51_solitaire_is_the_normal_round_always_the_leader():
    """game-data: "You are always the Leader. Roll the die, draw, buy or discard, sell words, and
    keep the 8-tile limit, as in the normal game." """
    g = H.new(1, 2)
    for _ in range(3):
        assert g.waiting_for() == (0,) and g.leader == 0 and g.legal(0) == [("roll",)]
        g.apply(0, ("roll",))
        if g.phase == R.CHOOSE:
            g.apply(0, ("choose", 2))
        g.apply(0, ("buy",))
        while ("done",) not in g.legal(0):
            g.apply(0, g.legal(0)[1])
        g.apply(0, ("done",))
    assert g.money[0] < 200 and g.rounds == 3


def test_BW52_solitaire_rating_800_fair_900_good_1000_outstanding():
    """001: "For the solitaire version, consider a total of $800 to be a fair game, $900 is good,
    and $1000 is outstanding." """
    assert R.rating(799) == "below fair" and R.rating(800) == "fair"
    assert R.rating(900) == "good" and R.rating(1000) == "outstanding"
    g = _last_round(1, "Z", ("DEEJNOY",))
    g.money[0] = 950
    g.apply(0, ("done",))
    assert g.result()["rating"] == "good"
