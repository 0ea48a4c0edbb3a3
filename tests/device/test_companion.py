"""The companion components' rules, each test naming the rule it pins (CPython and the VM)."""

from bowengine import games
from bowengine.buyword import data as buyword
from bowengine.companion.highbid_dice import sale
from bowengine.contract import describe
from bowengine.highbid import data as highbid
from refusal import refused


def _chi2(counts, expected):
    return sum([(c - expected) * (c - expected) / expected for c in counts])


# ---- six-sided die --------------------------------------------------------------

def test_BIL13_die_rolls_1_to_6():
    """002: "moves his marker clockwise the corresponding number of squares"."""
    g = games.new("die", 1, 3)
    seen = set()
    for _ in range(200):
        g.apply(0, ("roll",))
        (face,) = g.view(0)["last"]
        seen.add(face)
    assert seen == {1, 2, 3, 4, 5, 6}
    assert sum(g.view(0)["tally"]) == 200


def test_die_option_rolls_several_dice_and_totals_them():
    g = games.new("die", 1, 3, {"dice": 3})
    g.apply(0, ("roll",))
    v = g.view(0)
    assert len(v["last"]) == 3 and v["total"] == sum(v["last"])


def test_die_rejects_more_than_4_dice_and_unknown_options():
    for bad in ({"dice": 5}, {"dice": 0}, {"sides": 6}, {"dice": "2"}):
        try:
            games.new("die", 1, 3, bad)
        except ValueError:
            continue
        raise AssertionError("%r was accepted" % (bad,))


# ---- BuyWord die ------------------------------------------------------------------

def _roll_until_choice(g):
    for _ in range(100):
        g.apply(0, ("roll",))
        if g.view(0)["choosing"]:
            return
    raise AssertionError("no CHOICE in 100 rolls")


def test_BW04_die_faces_are_choice_2_3_4_5_choice():
    """game-data: "Six faces: CHOICE, 2, 3, 4, 5, CHOICE"."""
    assert buyword.DIE_FACES == (buyword.CHOICE, 2, 3, 4, 5, buyword.CHOICE)
    g = games.new("buyword-die", 1, 8)
    counts = {}
    for _ in range(6000):
        g.apply(0, ("roll",))
        face = g.view(0)["face"]
        counts[face] = counts.get(face, 0) + 1
        if g.view(0)["choosing"]:
            g.apply(0, ("choose", 2))
    assert sorted(counts) == ["2", "3", "4", "5", "CHOICE"]
    # CHOICE is two faces of six: about a third of the rolls (chi-square, 1% level, df 4).
    assert _chi2([counts["2"], counts["3"], counts["4"], counts["5"], counts["CHOICE"] / 2], 1000) < 13.277


def test_BW14_a_number_face_is_the_tiles_each_player_receives():
    """001: "the number of tiles each player will receive"."""
    g = games.new("buyword-die", 1, 1)
    for _ in range(30):
        g.apply(0, ("roll",))
        v = g.view(0)
        if v["choosing"]:
            g.apply(0, ("choose", 4))
        else:
            assert v["tiles"] == int(v["face"])


def test_BW15_on_choice_the_leader_must_pick_2_to_5():
    """001: "must choose a number from 2 to 5"."""
    g = games.new("buyword-die", 1, 2)
    _roll_until_choice(g)
    assert [describe(c) for c in g.legal(0)] == ["choose 2-5"]
    for bad in (("choose", 1), ("choose", 6), ("choose", "3"), ("roll",), ("done",)):
        message = refused(g, 0, bad)
        assert "2 to 5" in message
    g.apply(0, ("choose", 5))
    assert g.view(0)["tiles"] == 5 and not g.view(0)["choosing"]


# ---- High Bid dice ----------------------------------------------------------------

def test_HB12_dice_faces_red_100_75_75_50_50_25_green_0_0_200_blank():
    """game-data (RECONSTRUCTION): red 100, 75, 75, 50, 50, 25; green 0, 0, 200 and three blanks."""
    assert highbid.RED_DIE == (100, 75, 75, 50, 50, 25)
    assert highbid.GREEN_DIE == (0, 0, 200, None, None, None)
    g = games.new("highbid-dice", 1, 5)
    reds, greens = set(), set()
    for _ in range(300):
        g.apply(0, ("roll",))
        v = g.view(0)
        reds.add(v["red"])
        greens.add(v["green"])
    assert reds == {100, 75, 50, 25} and greens == {0, 200, None}


def test_HB36_green_0_makes_an_open_sale_and_ignores_red():
    """004: "property remains on the auction block and is" sold by bidding."""
    s = sale(100, 0)
    assert s["open"] and s["area"] is None and s["bonus"] == 0


def test_HB40_red_die_sells_to_the_matching_area_at_its_percentage():
    """004: "sold according to the number rolled on the" red die."""
    assert [(sale(r, None)["area"], sale(r, None)["percent"]) for r in (100, 75, 50, 25)] == [
        ("Collector", 100), ("Gallery", 75), ("Dealer", 50), ("Warehouse", 25)]


def test_HB42_red_75_sells_to_the_gallery():
    """004: "If player rolls 75, property is sold" to the Gallery."""
    assert sale(75, None)["area"] == "Gallery"


def test_HB43_green_200_adds_a_200_bonus_and_red_still_sells():
    """004: "ROLLED 200 ON THE GREEN DIE"."""
    s = sale(50, 200)
    assert not s["open"] and s["area"] == "Dealer" and s["bonus"] == 200


# ---- Billionaire Analyzer ---------------------------------------------------------

def test_BIL62_the_analyzer_spins_both_spinners_red_or_green():
    """002: "must spin both parts of the spinner"."""
    g = games.new("analyzer", 1, 6)
    seen = set()
    for _ in range(100):
        g.apply(0, ("spin",))
        seen.add(g.view(0)["outcome"])
    assert seen == {"RR", "RG", "GR", "GG"}


def test_BIL63_the_four_outcomes_are_equally_likely():
    """002: "marked with red at one end and green"; ruling: all four equally likely."""
    g = games.new("analyzer", 1, 9)
    for _ in range(8000):
        g.apply(0, ("spin",))
    assert _chi2(g.view(0)["tally"], 2000) < 11.345  # df 3, 1% level


def test_BIL64_to_67_each_outcome_says_what_the_rule_book_says():
    """002: Red Red / Red Green / Green Red / Green Green."""
    g = games.new("analyzer", 1, 9)
    meanings = {}
    for _ in range(60):
        g.apply(0, ("spin",))
        meanings[g.view(0)["outcome"]] = g.view(0)["meaning"]
    assert "becomes the property" in meanings["RR"]
    assert meanings["RG"].index("takes one") < meanings["RG"].index("draws")
    assert meanings["GR"].index("draws") < meanings["GR"].index("takes one")
    assert "two Profit cards" in meanings["GG"]


# ---- the 10-second timer ----------------------------------------------------------

def test_BB16_timer_runs_out_10_seconds_after_it_is_turned():
    """003: "Your opponent must finish his/her word or words" before the timer runs out."""
    g = games.new("timer", 1, 0)
    assert g.view(0)["seconds"] == 10 and g.view(0)["phase"] == "ready"
    g.apply(0, ("turn",))
    g.apply(0, ("tick", 6000))
    g.apply(0, ("tick", 3999))
    assert g.view(0)["phase"] == "running" and g.view(0)["remaining_ms"] == 1
    g.apply(0, ("tick", 1))
    assert g.view(0)["phase"] == "expired" and g.view(0)["remaining_ms"] == 0


def test_timer_is_driven_only_by_the_times_passed_in():
    """Same ticks, same state: the engine reads no clock."""
    a = games.new("timer", 1, 0, {"seconds": 3})
    b = games.new("timer", 1, 99, {"seconds": 3})
    for g in (a, b):
        g.apply(0, ("turn",))
        g.apply(0, ("tick", 1234))
    assert a.view(0) == b.view(0) and a.view(0)["remaining_ms"] == 1766


def test_timer_turned_again_starts_full():
    g = games.new("timer", 1, 0)
    g.apply(0, ("turn",))
    g.apply(0, ("tick", 9000))
    g.apply(0, ("turn",))
    assert g.view(0)["remaining_ms"] == 10000 and g.view(0)["turns"] == 2


def test_timer_rejects_ticks_before_it_is_turned_and_negative_times():
    g = games.new("timer", 1, 0)
    assert "turn it first" in refused(g, 0, ("tick", 5))
    g.apply(0, ("turn",))
    for bad in (("tick", -1), ("tick", "5"), ("tick", 2.5), ("tick",)):
        refused(g, 0, bad)


# ---- the sealed-bid slate ---------------------------------------------------------

def test_BIL48_bidding_is_optional_a_player_may_make_no_bid():
    """002: "each player who wishes to bid secretly writes"."""
    g = games.new("slate", 3, 1)
    g.apply(0, ("pass",))
    g.apply(1, ("bid", 4))
    g.apply(2, ("pass",))
    assert g.result()["winners"] == [1] and g.result()["price"] == 4


def test_BIL49_no_bid_is_seen_before_all_are_written():
    """002: "When all players indicate their bids have been written"."""
    g = games.new("slate", 3, 1)
    g.apply(0, ("bid", 17))
    for p in (1, 2):
        v = g.view(p)
        assert v["written"] == [0] and v["your_bid"] is None and v["reveals"] == []
        assert 17 not in [v[k] for k in v if isinstance(v[k], int)]
    assert g.view(0)["your_bid"] == 17


def test_BIL49_reveal_starts_with_the_turn_player_then_clockwise():
    """002: "the player on whose turn the bidding occurs reveals his bid"."""
    g = games.new("slate", 4, 1, {"first": 2})
    for p, bid in ((0, 5), (1, 6), (2, 7), (3, 8)):
        g.apply(p, ("bid", bid))
    assert [p for p, _ in g.view(0)["reveals"][0]] == [2, 3, 0, 1]


def test_BIL50_the_highest_bidder_wins_at_his_bid():
    """002: "The highest bidder pays the amount of his bid"."""
    g = games.new("slate", 3, 1)
    for p, bid in ((0, 10), (1, 30), (2, 20)):
        g.apply(p, ("bid", bid))
    assert g.result() == {"winners": [1], "price": 30, "by_lot": False, "rounds": 1}


def test_BIL51_ties_are_bid_again_by_the_tied_players_only():
    """002: "there is another round of sealed bids until one player bids a higher figure"."""
    g = games.new("slate", 3, 1)
    for p, bid in ((0, 9), (1, 9), (2, 3)):
        g.apply(p, ("bid", bid))
    assert g.waiting_for() == (0, 1) and g.result() is None
    assert refused(g, 2, ("bid", 50)).startswith("not player 2's turn")
    assert "re-bid" in refused(g, 0, ("bid", 8))   # ruling: not below the tie
    g.apply(0, ("bid", 9))
    g.apply(1, ("bid", 12))
    assert g.result()["winners"] == [1] and g.result()["rounds"] == 2


def test_slate_tie_at_the_maximum_is_drawn_by_lot():
    g = games.new("slate", 2, 1, {"maximum": 10})
    g.apply(0, ("bid", 10))
    g.apply(1, ("bid", 10))
    r = g.result()
    assert r["by_lot"] and r["winners"][0] in (0, 1) and r["price"] == 10


def test_slate_with_no_bids_ends_with_no_winner():
    g = games.new("slate", 2, 1)
    g.apply(0, ("pass",))
    g.apply(1, ("pass",))
    assert g.result()["winners"] == [] and g.waiting_for() == ()


def test_slate_rejects_bad_bids_with_clear_errors_and_no_change():
    g = games.new("slate", 3, 1, {"minimum": 2, "maximum": 50})
    assert "whole number from 2 to 50" in refused(g, 0, ("bid", "ten"))
    assert "whole number from 2 to 50" in refused(g, 0, ("bid", 51))
    assert "whole number from 2 to 50" in refused(g, 0, ("bid", 1))
    g.apply(0, ("bid", 5))
    assert refused(g, 0, ("bid", 6)).startswith("not player 0's turn")
    assert refused(g, 7, ("bid", 6)).startswith("there is no player 7")


def test_slate_is_for_2_to_5_players():
    for n in (1, 6):
        try:
            games.new("slate", n, 1)
        except ValueError as e:
            assert "2 to 5" in str(e)
            continue
        raise AssertionError("%d players accepted" % n)


# ---- saves ------------------------------------------------------------------------

def test_damaged_saves_are_rejected_with_a_clear_error():
    g = games.new("slate", 3, 1)
    g.apply(0, ("bid", 5))
    data = g.save()
    for bad in (data[:-3], b"XX" + data[2:], data[:2] + b"\x09" + data[3:], b"", data + b"\x00"):
        try:
            games.load(bad)
        except ValueError:
            continue
        raise AssertionError("a damaged save loaded")
    assert games.load(data).save() == data


def transcript_companion_replay_views():
    """Views after a fixed action list: must match CPython's exactly."""
    g = games.new("slate", 4, 77, {"first": 3})
    for p, a in ((1, ("bid", 40)), (0, ("pass",)), (3, ("bid", 40)), (2, ("bid", 12)),
                 (1, ("bid", 41)), (3, ("bid", 45))):
        g.apply(p, a)
        yield "%r" % sorted(g.view(p).items())
    d = games.new("buyword-die", 1, 2024)
    for _ in range(40):
        d.apply(0, ("roll",))
        if d.view(0)["choosing"]:
            d.apply(0, ("choose", 3))
        yield d.view(0)["face"]
