"""Billionaire rules: Analyze squares, Headquarters and Profit squares (BIL-27 .. BIL-35).

One test per checklist item, named after its ID, quoting the rule book (seed 002).
"""

from bowengine.billionaire import data as D
from billionaire_helpers import new, force, land, give, refused


def test_BIL27_analyze_is_optional_and_never_own_card():
    """ "a player may, if he wishes, select an investment card ... owned by another player" """
    g = new()
    give(g, 0, [12])
    give(g, 1, [14])
    land(g, 0, 3)                      # Analyze - Afro-Europa
    assert g.legal(0) == [("analyze", 14), ("decline",)]
    g.apply(0, ("decline",))
    assert g.turn == 1 and g.owner[14] == 1


def test_BIL28_only_least_valuable_card_in_the_group():
    """ "The investment analyzed must be the least valuable card owned by that player" """
    g = new()
    give(g, 2, [25, 21, 29])
    land(g, 0, 15)                     # Analyze - The Americas
    assert g.legal(0) == [("analyze", 21), ("decline",)]
    assert "not allowed" in refused(g, 0, ("analyze", 29))


def test_BIL29_least_valuable_never_ties_within_a_region():
    """Ruling: tied least cards -> the owner chooses; the reconstructed values never tie."""
    for r in range(3):
        values = [D.actual(c) for c in range(r * 10, r * 10 + 10)]
        assert sorted(values) == values and len(set(values)) == 10


def test_BIL30_other_hq_analyze_any_unprotected():
    """ "A player who lands on another player's Headquarters may analyze any "unprotected" investment" """
    g = new()
    give(g, 1, [5, 2, 17, 28])
    give(g, 2, [0])
    land(g, 0, 6)                      # Yellow: player 1's HQ
    assert g.legal(0) == [("analyze", 2), ("analyze", 17), ("analyze", 28), ("decline",)]


def test_BIL31_passing_own_hq_draws_one():
    """ "When a player passes his own Headquarters he draws one Profit card from the board." """
    g = new()
    g.turn = 1
    g.pos[1] = 4
    force(g, lambda r: r.die(6) == 3)
    g.apply(1, ("roll",))              # 4 -> 7, past square 6
    assert len(g.hands[1]) == 6 and ("hq", 1, 1) in g.log


def test_BIL32_landing_exactly_on_own_hq_draws_two():
    """ "If a player lands by exact count on his own Headquarters, he takes two Profit cards" """
    g = new()
    land(g, 2, 12)
    assert len(g.hands[2]) == 7 and ("draw", 2, 2) in g.log


def test_BIL33_leaving_hq_at_start_is_not_passing():
    """Ruling: leaving one's own HQ at the start does not count as passing it."""
    g = new()
    p = g.turn
    force(g, lambda r: r.die(6) in (1, 3, 5))     # Sealed Bids, Analyze or a Bids square
    g.apply(p, ("roll",))
    assert len(g.hands[p]) == 5 and not [e for e in g.log if e[0] == "hq"]


def test_BIL34_profit_square_takes_one_card():
    """ "A player landing on a Profit space takes one Profit card from the deck" """
    g = new()
    deck = len(g.profit)
    land(g, 0, 2)
    assert len(g.hands[0]) == 6 and len(g.profit) == deck - 1


def test_BIL35_empty_profit_deck_gives_nothing():
    """ "Any player entitled to draw one or more Profit cards where they are not available collects nothing" """
    g = new()
    g.profit = bytearray()
    land(g, 0, 2)
    assert len(g.hands[0]) == 5 and g.turn == 1
    g.hands[0] = bytearray()
    land(g, 0, 0)
    assert len(g.hands[0]) == 0 and g.turn == 1
