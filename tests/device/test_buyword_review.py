"""BuyWord's review and hints (issues 23, 30): each player's best sale and unsold pips kept in
the state as the game goes, the best set of words a rack sells for in a round (BW rule book:
"a word or words to sell", one Wild a word), whether a draw pays off, and saves from before
the tally."""

import buyword_helpers as H
import contract_kit as kit
from bowengine import games
from bowengine.buyword import rules as R
from bowengine.buyword.review import best_sale, buy_hint, game_review


def test_a_sale_is_kept_as_the_players_best_only_if_it_pays_more():
    g = H.selling(2, ("DEEJNOY", "AB"))
    g.apply(0, ("sell", "JOY"))
    g.apply(0, ("sell", "DEN"))
    assert g.tally[:3] == [64, "JOY", 0] and g.view(1)["tally"][3:] == [0, "", 0]


def test_a_discard_over_the_limit_counts_as_unsold_pips():
    g = H.selling(1, ("JJKQXZAB" + "C",))
    g.apply(0, ("discard", "Z"))
    assert g.tally == [0, "", 4]


def test_tiles_held_at_the_end_count_as_unsold_pips():
    g = H.selling(2, ("QZ", "AB"))
    g.final = True
    g.apply(0, ("done",))
    g.apply(1, ("done",))
    assert g.phase == R.OVER and g.tally == [0, "", 8, 0, "", 4]


def test_the_game_review_names_the_best_sale_and_who_left_most_unsold():
    best, lost = game_review([64, "JOY", 3, 169, "ENJOYED", 0, 0, "", 9])
    assert best == (1, "ENJOYED", 169) and lost == (2, 9)
    assert game_review([0, "", 0, 0, "", 0]) == (None, None)


def test_the_best_sale_of_a_rack_is_one_word_when_one_word_pays_most():
    words, price, cut = best_sale(H.lexicon(), "DEEJNOY", 0)
    assert (words, price, cut) == (["ENJOYED"], 169, False)


def test_the_best_sale_may_be_several_words_sold_in_one_round():
    """BW rule book: "each player has the opportunity to form a word or words to sell": JOY
    and DEN ($64 + $16) beat JOY alone."""
    words, price, cut = best_sale(H.lexicon(), "DEJNOY", 0)
    assert (sorted(words), price, cut) == (["DEN", "JOY"], 80, False)


def test_each_word_of_the_best_sale_takes_one_wild_at_most():
    """ "No more than one Wild tile may be used in a word": two Wilds go to two words."""
    words, price, cut = best_sale(H.lexicon(), "DENJOYPUN", 1)
    assert (words, price) == (["ENJOYeD", "PUN"], 185)
    words, price, cut = best_sale(H.lexicon(), "JNOY", 2)
    assert (words, price) == (["JaY", "NOo"], 73)


def test_a_rack_that_makes_no_word_sells_for_nothing():
    assert best_sale(H.lexicon(), "QZ", 0)[:2] == ([], 0)


def test_a_draw_pays_off_when_its_best_word_gains_more_than_it_costs():
    w1, p1, p0, cut = buy_hint(H.lexicon(), "DEE", "JNOY", 0, 100)
    assert (w1, p1) == (["ENJOYED"], 169) and p0 < p1 and not cut
    assert buy_hint(H.lexicon(), "DEE", "JNOY", 0, 169 - p0) == ([], 169, p0, False)


def test_a_draw_is_judged_by_the_best_words_it_sells_with_not_one():
    """VAN drawn to JOY: JOY and VAN ($89) against JOY alone ($64)."""
    assert buy_hint(H.lexicon(), "JOY", "VAN", 0, 24) == (["JOY", "VAN"], 89, 64, False)
    assert buy_hint(H.lexicon(), "JOY", "VAN", 0, 25) == ([], 89, 64, False)


def test_hints_are_an_option_off_by_default():
    assert H.new().options["hints"] is False
    assert games.load(H.new(options={"hints": True}).save(), H.context()).options["hints"]


def test_a_save_from_before_the_tally_restores_with_zeros():
    g = H.selling(2, ("DEEJNOY", "AB"))
    g.apply(0, ("sell", "JOY"))
    old = games.load(kit.older_save(g, 2), H.context())
    assert old.tally == [0, "", 0, 0, "", 0] and old.money == g.money
    assert old.options == g.options and old.options["hints"] is False
