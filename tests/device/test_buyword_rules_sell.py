"""BuyWord rules (3/4: selling words, challenges, bad input), one test per checklist item,
each quoting the rule book (seed 001) or the game-data ruling.
"""

import buyword_helpers as H
from bowengine.buyword import data as D
from bowengine.buyword import rules as R


def test_BW34_no_word_is_sold_before_buying_ends():
    """001: "No words are sold until all the tiles drawn this round have either been purchased
    or placed out of play." """
    g = H.buying(2, ("DEEJ", "AB"), ("NOY", "JO"))
    assert "no words are sold until" in H.refused(g, 0, ("sell", "ENJOYED"))
    g.apply(0, ("buy",))
    assert "not player 1's turn" not in H.refused(g, 1, ("sell", "JO"))
    assert "no words are sold until" in H.refused(g, 1, ("sell", "JO"))
    g.apply(1, ("decline",))
    g.apply(0, ("sell", "ENJOYED"))
    assert g.money[0] == 200 - 64 + 169


def test_BW35_words_must_be_in_the_dictionary():
    """001: "Generally speaking, capitalized, hyphenated, or foreign words are not acceptable." """
    g = H.selling(1, ("DEEJNOY",))
    assert "not in the dictionary" in H.refused(g, 0, ("sell", "JOYED"))
    assert "a word is letters" in H.refused(g, 0, ("sell", "JO-ED"))
    g.apply(0, ("sell", "JOY"))
    assert g.money[0] == 200 + 64


def test_BW36_each_player_may_sell_words_or_not():
    """001: "Once the purchasing phase ends, each player has the opportunity to form a word or
    words to sell back to the bank." """
    g = H.selling(2, ("DEEJNOY", "AB"))
    assert g.legal(0) == [R.SELL_CHOICE, ("done",)]
    g.apply(0, ("sell", "JOY"))
    g.apply(0, ("sell", "ED"))                    # a second word in the same turn
    g.apply(0, ("done",))
    assert g.money[0] == 200 + 64 + 9 and g.held[0] == "EN"
    g.apply(1, ("done",))                         # selling is optional
    assert g.money[1] == 200 and g.phase == R.ROLL and g.leader == 1


def test_BW37_a_word_uses_any_held_tiles_old_and_new():
    """001: "In forming a word, a player may use any and all of the tiles they possess." """
    g = H.buying(1, ("DEEJ",), ("NOY",))
    g.apply(0, ("buy",))
    g.apply(0, ("sell", "ENJOYED"))
    assert g.held[0] == ""


def test_BW38_at_most_one_wild_in_a_word():
    """001: "No more than one "Wild" tile may be used in a word." """
    g = H.selling(1, ("DEJOY",))
    msg = H.refused(g, 0, ("sell", "EnJOYeD"))
    assert "at most one Wild" in msg
    g.apply(0, ("sell", "JOY"))
    g.wilds[0] = 0
    assert "a Wild and you have none" in H.refused(g, 0, ("sell", "DEe"))


def test_BW39_a_word_is_worth_its_pips_squared_a_wild_counting_1():
    """001: "The value of a word is determined by counting the total number of spots (pips) on its
    letter tiles, and then (as before) squaring that value." """
    g = H.selling(1, ("DEEJOY",))
    g.apply(0, ("sell", "EnJOYED"))                # the Wild is the N: 13 pips
    assert g.money[0] == 200 + 169
    g = H.selling(1, ("DEENOY",))
    g.apply(0, ("sell", "ENjOYED"))                # a Wild J: 1 pip, not 4
    assert g.money[0] == 200 + 100


def test_BW40_used_tiles_and_the_wild_go_out_of_play():
    """001: "The used tiles are then placed in the box and are now out of play." """
    g = H.selling(1, ("DEEJOYZ",))
    g.apply(0, ("sell", "EnJOYED"))
    assert g.held[0] == "Z" and g.wilds[0] == 7 and g.gone == 6 and H.accounted(g) == 108


def test_BW41_example_ENJOYED_sells_for_169():
    """001: "For example the word ENJOYED has a total of 13 pips. The value of this word is $169" """
    g = H.selling(1, ("DEEJNOY",))
    g.apply(0, ("sell", "ENJOYED"))
    assert g.money[0] == 369 and "sold ENJOYED for $169" in g.view(0)["note"]


def _claim(word, held=("DEEJNOY", "AB", "CO")):
    g = H.selling(3, held, options={"challenges": True})
    g.apply(0, ("sell", word))
    assert g.phase == R.CHALLENGE and g.waiting_for() == (1,)
    assert g.legal(1) == [("challenge",), ("accept",)]
    return g


def test_BW42_a_lost_challenge_costs_20_dollars_to_the_bank():
    """001: "In the event a player wishes to challenge another player's word, the loser must pay
    a$20 penalty." / game-data: "the loser of the challenge pays the bank" """
    g = _claim("ENJOYED")                          # a good word, wrongly challenged
    g.apply(1, ("challenge",))
    assert g.money == [369, 180, 200] and g.held[0] == "" and g.waiting_for() == (0,)
    g = _claim("JOYED")                            # not a word: the seller pays
    g.apply(1, ("accept",))
    g.apply(2, ("challenge",))
    assert g.money == [180, 200, 200] and g.held[0] == "DEEJNOY" and g.phase == R.SELL
    g = _claim("DEY")                              # nobody challenges: it sells
    g.apply(1, ("accept",))
    g.apply(2, ("accept",))
    assert g.money[0] == 200 + 36 and g.held[0] == "EJNO"
    g = H.selling(3, ("DEEJNOY", "AB", "CO"), money=[5, 200, 200], options={"challenges": True})
    g.apply(0, ("sell", "JOYED"))
    g.apply(1, ("challenge",))
    assert g.money == [0, 200, 200]                # pays what he has
    solo = H.selling(1, ("DEEJNOY",), options={"challenges": True})
    assert "not in the dictionary" in H.refused(solo, 0, ("sell", "JOYED"))


def test_BW_bad_input_a_word_not_formable_from_ones_tiles():
    """Bad input: a word needing tiles the player does not hold is refused; nothing changes."""
    g = H.selling(2, ("DEEJNOY", "QUIZ"))
    msg = H.refused(g, 0, ("sell", "QUIZ"))
    assert "needs a Q tile you do not hold" in msg
    assert "needs a E tile" in H.refused(g, 0, ("sell", "DEEEJ"))


def test_BW_bad_input_two_wilds_in_one_word():
    """Bad input: "No more than one "Wild" tile may be used in a word." """
    g = H.selling(1, ("DEJOY",))
    assert "uses 2 Wilds" in H.refused(g, 0, ("sell", "EnJOYeD"))
    assert "uses 7 Wilds" in H.refused(g, 0, ("sell", "enjoyed"))


def test_BW_bad_input_a_sale_before_buying_ends():
    """Bad input: "No words are sold until all the tiles drawn this round have either been
    purchased or placed out of play." """
    g = H.new(1, 1)
    assert "no words are sold" in H.refused(g, 0, ("sell", "AB"))
    g.apply(0, ("roll",))
    assert "no words are sold" in H.refused(g, 0, ("sell", "AB"))


def test_BW_money_is_whole_dollars():
    """Money is whole dollars: every amount a game holds is an int."""
    g = H.selling(1, ("DEEJNOY",))
    g.apply(0, ("sell", "EnJOYED"))
    assert isinstance(g.money[0], int) and D.START_MONEY == 200


def test_BW39_a_word_of_15_or_more_pips_sells_for_its_square():
    """001: "counting the total number of spots (pips) on its letter tiles, and then (as before)
    squaring that value": JUKEBOX has 16 pips and sells for $256."""
    g = H.selling(1, ("BEJKOUX",))
    g.apply(0, ("sell", "JUKEBOX"))
    assert g.money[0] == 200 + 256
