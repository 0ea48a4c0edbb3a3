"""BuyWord rules (2/4: the Variations as options, bad tiles, the companion price calculator
and word judge, the games table), one test per checklist item, each quoting the rule book
(seed 001) or the game-data ruling.
"""

import buyword_helpers as H
from bowengine import games
from bowengine.buyword import options, pricing
from bowengine.buyword import rules as R


def test_BW29_variations_are_options_off_by_default():
    """001: "(see Variations for exceptions to this rule!)" / game-data: "Each variant is
    proposed as a separate option, off by default." """
    opts = R.BuyWord.OPTIONS
    assert opts["second_chance"] is False and opts["face_up_draft"] is False
    g = H.buying(2, ("AB", "CD"))
    g.apply(0, ("decline",))
    assert g.waiting_for() == (1,) and g.new[0] == "" and g.gone == 2
    for name in ("second_chance", "face_up_draft", "tile_auction", "letter_trading"):
        assert opts[name] is False and options.OPTION_HELP[name].startswith("RECONSTRUCTION")


def test_BW11_the_open_bag_option_shows_every_player_the_letters_left():
    """BW-11 ("draws from it are random and hidden") with the bag opened by agreement: the
    draws stay random, and every view shows the letters left (26 counts, A to Z)."""
    assert R.BuyWord.OPTIONS["open_bag"] is False
    g = H.new(2, 5, {"open_bag": True})
    g.apply(0, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(0, ("choose", 3))
    for p in range(2):
        v = g.view(p)
        assert v["bag"] == bytes(g.bag) and sum(v["bag"]) == v["bag_size"] == 108 - 2 * g.tiles


def test_BW30_second_chance_purchase_offers_declined_tiles_clockwise():
    """game-data: "Second-chance purchase. A player who declines their drawn tiles offers them to
    the next player clockwise, at the same price (pips^2)." """
    g = H.buying(3, ("MBL", "AE", "IO"), options={"second_chance": True})
    g.apply(0, ("decline",))
    assert g.phase == R.OFFER and g.waiting_for() == (1,) and g.view(1)["offer"] == "MBL"
    g.apply(1, ("decline",))
    assert g.waiting_for() == (2,)
    g.apply(2, ("buy",))
    assert g.held[2] == "BLM" and g.money == [200, 200, 136] and g.new[0] == ""
    assert g.phase == R.BUY and g.waiting_for() == (1,)   # then player 1 decides on his own
    g.apply(1, ("decline",))
    g.apply(2, ("decline",))                            # nobody takes AE
    g.apply(0, ("decline",))
    assert g.waiting_for() == (2,) and g.phase == R.BUY
    g.apply(2, ("decline",))
    g.apply(0, ("decline",))
    g.apply(1, ("decline",))                            # IO out of play too
    assert g.phase == R.SELL and g.gone == 4 and H.accounted(g) == 108


def test_BW32_face_up_draft_takes_one_tile_at_a_time_leader_first():
    """game-data: "Face-up draft. Reveal (players x die result) tiles face up. Starting with the
    Leader and going clockwise, each player takes one tile until everyone has the die number." """
    g = H.new(2, 4, {"face_up_draft": True})
    g.apply(0, ("roll",))
    if g.phase == R.CHOOSE:
        g.apply(0, ("choose", 2))
    n = g.tiles
    assert g.phase == R.DRAFT and len(g.view(1)["display"]) == 2 * n
    order = []
    while g.phase == R.DRAFT:
        p = g.waiting_for()[0]
        order.append(p)
        g.apply(p, g.legal(p)[-1])
    assert order == [0, 1] * n and [len(t) for t in g.new] == [n, n] and g.phase == R.BUY
    assert H.accounted(g) == 108


def test_BW_bad_input_unknown_tile_is_refused():
    """Bad input: a tile that is not a letter tile is refused and changes nothing."""
    g = H.selling(1, ("DEEJNOYAAAA",))           # over the limit: discards are open
    for bad in ("1", "?", "e", "AB", "É"):
        assert "not a tile" in H.refused(g, 0, ("discard", bad))
    assert "a word is letters" in H.refused(g, 0, ("sell", "JO1"))
    try:
        pricing.pips("E1")
    except ValueError as e:
        assert "not a tile" in str(e)
    else:
        raise AssertionError("pips('E1') accepted")


def test_BW_the_price_calculator_and_word_judge():
    """Companion piece: letters -> pips and price; word -> valid, pips, price."""
    lex = H.lexicon()
    assert pricing.quote("EEJD") == (8, 64)
    assert pricing.judge("ENJOYED", lex) == (True, 13, 169)
    assert pricing.judge("enjoyed", lex) == (True, 13, 169)
    assert pricing.judge("ENjOYED", lex) == (True, 10, 100)
    assert pricing.judge("EJNYO", lex)[0] is False
    assert pricing.judge("", lex) == (False, 0, 0)


def test_BW_a_game_is_a_registered_game():
    """games.TABLE row: BuyWord needs a lexicon from the host."""
    assert games.game_class("buyword") is R.BuyWord and R.BuyWord.CONTEXT == ("lexicon",)
    try:
        games.new("buyword", 1, 1)
    except ValueError as e:
        assert "lexicon" in str(e)
    else:
        raise AssertionError("a BuyWord game without a lexicon")
