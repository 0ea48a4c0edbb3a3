"""Billionaire rules: Power Play and Security cards (BIL-36 .. BIL-47).

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.holdings import NOBODY
from billionaire_helpers import new, force, spins, land, give, hand, cash, bids, refused, pay_first, auction


def test_BIL36_power_play_drawn_then_played_or_held():
    """ "He may play the card at once or hold it for use on a future turn." """
    g = new()
    g.ppdeck = bytearray([D.SECURITY, D.POWER_PLAY])
    land(g, 0, 4)
    assert list(g.powers[0]) == [D.POWER_PLAY] and g.legal(0) == [("end",), ("powerplay",)]
    g.apply(0, ("end",))
    assert g.turn == 1 and list(g.powers[0]) == [D.POWER_PLAY]


def test_BIL37_only_security_out_of_turn():
    """ "Security Power Play cards are the only cards which may be played at times other than during a player's own turn" """
    g = new()
    g.powers[1] = bytearray([D.SECURITY, D.POWER_PLAY])
    land(g, 0, 2)                      # Profit: an Action player 1 may answer
    assert g.waiting_for() == (1,) and g.legal(1) == [("allow",), ("security",)]
    refused(g, 1, ("powerplay",))
    g.apply(1, ("allow",))
    assert ("powerplay",) not in g.legal(0) and ("security",) not in g.legal(1)


def test_BIL38_security_cancels_an_action():
    """ ""Any Action" is defined as all activity which results when a player lands on a space" """
    g = new()
    g.powers[3] = bytearray([D.SECURITY])
    land(g, 0, 2)
    g.apply(3, ("security",))
    assert len(g.hands[0]) == 5 and ("cancelled", 3, 1) in g.log and g.turn == 1
    assert g.ppdeck[0] == D.SECURITY and len(g.powers[3]) == 0


def test_BIL39_second_security_cancels_the_first():
    """ "If a second Security Power Play card is played on top of a first, the two cards cancel each other" """
    g = new()
    g.powers[3] = bytearray([D.SECURITY])
    g.powers[0] = bytearray([D.SECURITY])
    land(g, 0, 2)
    g.apply(3, ("security",))
    assert g.view(0)["phase"] == "security-2" and g.waiting_for() == (0,)
    g.apply(0, ("security",))
    assert len(g.hands[0]) == 6 and list(g.ppdeck[:2]) == [D.SECURITY, D.SECURITY]


def test_BIL40_no_power_play_after_bids_revealed():
    """ "No Power Play card may be played on any turn after bids have been revealed." """
    g = new()
    g.powers[0] = bytearray([D.POWER_PLAY])
    hand(g, 0, [5])
    auction(g, 0)
    bids(g, [4, 0, 0, 0])              # the lander wins his own card and pays
    assert g.waiting_for() == (0,) and g.plays(0) == []
    assert "revealed" in refused(g, 0, ("powerplay",))
    pay_first(g)
    assert g.turn == 1 and list(g.powers[0]) == [D.POWER_PLAY]   # no "after" step: turn over


def test_BIL41_used_cards_to_bottom_of_deck():
    """ "Power Play cards are returned to the bottom of the Power Play deck after use." """
    g = new()
    g.powers[0] = bytearray([D.POWER_PLAY])
    g.turn = 0
    g.phase = 0
    order = bytes(g.ppdeck)
    g.apply(0, ("powerplay",))
    assert bytes(g.ppdeck) == bytes((D.POWER_PLAY,)) + order and g.view(1)["power_bottom"] == [D.POWER_PLAY]


def test_BIL42_power_play_deck_reconstruction():
    """Power Play (reconstruction): Security 5, Analyze Any 4, Disaster 3, Espionage 3, Proxy Fight 3, Power Play 2."""
    g = new()
    assert [list(g.ppdeck).count(k) for k in range(6)] == [5, 4, 3, 3, 3, 2]


def test_BIL43_analyze_any_investment_card():
    """Analyze Any Investment: the Analyzer on any opponent's unprotected card, any region."""
    g = new()
    give(g, 3, [27, 24, 13])
    g.powers[0] = bytearray([D.ANALYZE_ANY])
    g.turn = 0
    g.phase = 0
    assert g.legal(0) == [("roll",), ("analyze-any", 13), ("analyze-any", 24)]
    force(g, spins("RR"))
    g.apply(0, ("analyze-any", 24))
    assert g.owner[24] == 0 and g.view(0)["phase"] == "roll"


def test_BIL44_disaster_card():
    """Disaster: an opponent's unprotected investment goes back to its deck, reshuffled."""
    g = new()
    give(g, 1, [16])
    g.powers[0] = bytearray([D.DISASTER])
    g.turn = 0
    g.phase = 0
    g.apply(0, ("disaster", 16))
    assert g.owner[16] == NOBODY and len(g.decks[1]) == 10


def test_BIL45_espionage_card():
    """Espionage: look at one opponent's Profit cards and take one of your choice."""
    g = new()
    hand(g, 2, [1, 10, 3])
    g.powers[0] = bytearray([D.ESPIONAGE])
    g.turn = 0
    g.phase = 0
    g.apply(0, ("espionage", 2))
    assert g.view(0)["spy"] == [1, 3, 10] and g.view(1)["spy"] is None
    g.apply(0, ("take", 10))
    assert list(g.hands[2]) == [1, 3] and 10 in list(g.hands[0])


def test_BIL46_proxy_fight_card():
    """Proxy Fight: both roll; if the player rolls higher he pays the trading value and takes it."""
    g = new()
    give(g, 1, [15])
    hand(g, 0, [10, 5, 1])
    g.powers[0] = bytearray([D.PROXY, D.PROXY])
    g.turn = 0
    g.phase = 0
    force(g, lambda r: r.die(6) > r.die(6))
    g.apply(0, ("proxy", 15))
    assert g.waiting_for() == (0,) and g.price == 9 and g.payee == 1     # trading 9
    g.apply(0, ("pay", payment.profit_code([0, 0, 0, 0, 1]), 0))
    assert g.owner[15] == 0 and cash(g, 1) >= 10
    give(g, 1, [14])
    force(g, lambda r: r.die(6) <= r.die(6))
    g.apply(0, ("proxy", 14))
    assert g.owner[14] == 1 and g.view(0)["phase"] == "roll"


def test_BIL46_proxy_fight_tie_nothing_happens():
    """Proxy Fight: "if the player rolls higher" he takes it: equal rolls, nothing happens."""
    g = new()
    give(g, 1, [15])
    hand(g, 0, [10, 5, 1])
    g.powers[0] = bytearray([D.PROXY])
    g.turn = 0
    g.phase = 0
    force(g, lambda r: r.die(6) == r.die(6))
    g.apply(0, ("proxy", 15))
    rolls = [e for e in g.log if e[0] == "proxy"][0]
    assert rolls[2] == rolls[4] and g.owner[15] == 1 and cash(g, 0) == 16
    assert g.view(0)["phase"] != "pay"


def test_BIL47_power_play_card_draws_two():
    """Power Play card: draw 2 Profit cards from the board."""
    g = new()
    g.powers[0] = bytearray([D.POWER_PLAY])
    g.turn = 0
    g.phase = 0
    g.apply(0, ("powerplay",))
    assert len(g.hands[0]) == 7
