"""Billionaire's own handheld screens (firmware/bowui/games/billionaire*.py): whole seeded games
played from the buttons to the results, checked against the engine replaying the actions the
UI applied; every screen state passed through fits 160x128 (screenfit)."""

import re

import pytest

from bowengine import games
from bowengine.billionaire.rules import Billionaire
from bowwords.emulator import Emulator

from screenfit import check


def name(emu):
    return type(emu.app.screen).__name__


@pytest.fixture
def record(monkeypatch):
    """Every game the UI starts (players, seed, options) and every action applied to it."""
    log = {"new": [], "applied": [], "apply": Billionaire.apply}
    new = games.new

    def recording_new(game, players, seed, options=None, context=None):
        log["new"].append((game, players, seed, options))
        return new(game, players, seed, options, context)

    apply = Billionaire.apply

    def recording_apply(self, player, action):
        apply(self, player, action)
        log["applied"].append((player, action))

    monkeypatch.setattr(games, "new", recording_new)
    monkeypatch.setattr(Billionaire, "apply", recording_apply)
    return log


def open_setup(seed=7):
    """From the main menu to Billionaire's setup screen."""
    emu = Emulator("pybadge", seed=seed)
    for key in ("down", "down", "a"):
        emu.press(key)
    assert name(emu) == "SetupScreen"
    return emu


def two_humans(seed=16):
    """A started pass-and-play game for two humans and no bot (its course hangs on the seed
    and the rules alone)."""
    emu = open_setup(seed)
    set_seats(emu, ["human", "human"])
    start(emu)
    return emu


def set_seats(emu, kinds):
    """Players and seat kinds on the setup screen (cursor on Players)."""
    while ("Players: < %d >" % len(kinds)) not in emu.text():
        emu.press("right")
    for p, kind in enumerate(kinds):
        emu.press("down")
        for _ in range(4):
            if ("P%d: %s" % (p + 1, kind)) in emu.text():
                break
            emu.press("right")
        assert ("P%d: %s" % (p + 1, kind)) in emu.text()


def start(emu):
    """Down to the setup's Start row, then A."""
    menu = emu.app.screen.menu
    while menu.cursor != len(menu.items) - 1:
        emu.press("down")
    emu.press("a")


def menu_rows(emu):
    return [row[0] for row in emu.app.screen.menu.items]


def step(emu, seen, security=True, powers=True):
    """One move of a simple policy for the human seat: roll, play the first Power Play card
    after the roll, bid the lowest amount (in a re-bid of a tie, only the first tied player
    bids again), take the first payment, analysis and deck,
    answer with Security when holding one. Checks the screen fits first."""
    check(emu, seen)
    screen = emu.app.screen
    kind = name(emu)
    if kind == "Board":
        rows = menu_rows(emu)
        if powers and "End turn" in rows and "Play card" in rows:
            emu.press("down")
        emu.press("a")
        if screen.state:
            emu.wait(400)
            check(emu, seen)                         # the die tumbling / the mover walking
            emu.wait(1200)
    elif kind == "Spin":
        emu.press("a")
        emu.wait(200)
        check(emu, seen)                             # the spinners tumbling
        emu.wait(600)
        check(emu, seen)
        emu.press("a")
    elif kind == "Bid" and screen.game.view(screen.player)["tie"] \
            and screen.player != screen.game.view(screen.player)["bidders"][0]:
        emu.press("right")                           # a re-bid: only the first tied player
        emu.press("a")                               # bids again, the others make no bid
    elif kind == "Choice" and security and "Play Security" in str(menu_rows(emu)):
        assert screen.game.view(0)["turn"] != screen.player   # Security: out of turn only
        emu.press("down")
        emu.press("a")
    else:
        emu.press("a")


def play(emu, seen, max_steps=3000):
    """The policy until the results screen."""
    for _ in range(max_steps):
        if name(emu) == "Results":
            check(emu, seen)
            return
        step(emu, seen)
    raise AssertionError("no results after %d steps (on %s)" % (max_steps, name(emu)))


def replayed(record):
    """The engine's result for the game the UI played, replayed from its seed and actions."""
    (game, players, seed, options), = record["new"]
    assert game == "billionaire"
    g = games.new(game, players, seed, options)
    for player, action in record["applied"]:
        record["apply"](g, player, action)
    return g.result(), players


def check_results(emu, result, players):
    text = emu.text()
    winners = ", ".join(["P%d" % (p + 1) for p in result["winners"]])
    assert ("Winner: " + winners) in text or ("Winners: " + winners) in text
    for p in range(players):
        line = [t for t in text.splitlines() if "Player %d" % (p + 1) in t][0]
        assert line.split()[-1] == "$%dM" % result["scores"][p]
    assert "%d turns" % result["turns"] in text


def test_whole_game_against_an_expert_bot_ends_as_the_engine_replay_says(record):
    # The course hangs on the expert's choices: a seed whose game takes the human through a
    # payment (a Choice screen); re-pick one when the expert's play changes.
    emu = open_setup(seed=5)
    seen = set()
    check(emu, seen)
    start(emu)
    play(emu, seen)
    result, players = replayed(record)
    assert result is not None and players == 2
    check_results(emu, result, players)
    assert {"Board", "Bid", "RoundReveal", "Choice", "Results"} <= seen
    assert {"roll", "bid", "pay"} <= set([a[0] for p, a in record["applied"] if p == 0])
    emu.press("a")
    assert name(emu) == "MainMenu"


def test_pass_and_play_shows_secrets_only_after_the_hand_off_and_ends_as_the_engine_says(record):
    # Two humans and no bot: the game's course hangs on the rules and the seed alone.
    emu = open_setup(seed=16)
    set_seats(emu, ["human", "human"])
    start(emu)
    seen = set()
    holder = None
    for _ in range(3000):
        kind = name(emu)
        if kind == "Results":
            break
        if kind == "HandOff":
            holder = [p for p in (0, 1) if "A: I am Player %d" % (p + 1) in emu.text()][0]
        elif kind in ("Board", "Bid", "Choice"):
            assert emu.app.screen.player == holder   # nothing of a player's before his hand-off
        step(emu, seen)
    check(emu, seen)
    result, players = replayed(record)
    check_results(emu, result, players)
    assert {"HandOff", "Bid", "RoundReveal", "Spin", "Choice"} <= seen
    done = set([a[0] for _, a in record["applied"]])
    # Security out of turn, Power Play cards, Espionage, analyses and payments, all from keys.
    assert {"security", "espionage", "take", "disaster", "powerplay", "proxy", "analyze", "pay"} <= done


def to_screen(emu, wanted, until=None, seen=None):
    """Play on (the test's policy) until the screen class `wanted` shows (and until(screen))."""
    seen = set() if seen is None else seen
    for _ in range(600):
        screen = emu.app.screen
        if name(emu) == wanted and (until is None or until(screen)):
            return screen
        step(emu, seen)
    raise AssertionError("never reached " + wanted)


def test_die_tumbles_then_lands_on_the_engine_roll_and_the_mover_walks_to_its_square():
    from bowui.games.billionaire.board import square_xy
    emu = two_humans()
    board = to_screen(emu, "Board")
    me = board.player
    assert menu_rows(emu)[0] == "Roll"
    was = board.game.view(me)["positions"][me]
    emu.press("a")
    faces = set()
    for _ in range(10):
        emu.frame()
        faces.add(board.die.value)
    assert board.state == 1 and len(faces) >= 4            # tumbling through the faces
    emu.wait(1500)
    v = board.game.view(me)
    assert board.state == 3 and board.die.value == v["roll"]
    assert v["positions"][me] == (was + v["roll"]) % 24
    x, y = square_xy(v["positions"][me])
    # in the square's corner for the player, beside the square's letter (not on it)
    assert (board.tokens[me].x, board.tokens[me].y) == (x + 9 * (me & 1), y + 6 * (me >> 1))
    assert "rolled %d" % v["roll"] in emu.text() and menu_rows(emu)[0] == "Continue"


def test_analyzer_spins_then_lands_on_the_outcome_the_engine_drew():
    from bowengine.billionaire import data as D
    emu = two_humans()
    spin = to_screen(emu, "Spin")
    assert spin.entry in spin.game.view(0)["log"]
    assert emu.text().count("?") == 2                     # nothing shown before the spin
    emu.press("a")
    emu.wait(150)
    assert spin.rolling
    emu.wait(700)
    code = D.ANALYZER_OUTCOMES[spin.entry[4]][0]
    words = [{"R": "RED", "G": "GREEN"}[x] for x in code]
    assert [lab.text for lab in spin.names] == words and "A: go on" in emu.text()
    check(emu, set())


def test_bids_are_revealed_one_by_one_in_the_engine_order_from_the_landing_player():
    emu = two_humans()
    reveal = to_screen(emu, "RoundReveal")
    v = reveal.real.view(0)
    shown = v["reveals"][reveal.k]
    assert shown[0][0] == v["past"][2] or reveal.k > 0     # the lander reveals first
    assert [lab.text for lab in reveal.rows] == ["?"] * len(shown)
    for i, (p, bid) in enumerate(shown):
        emu.press("a")
        assert reveal.rows[i].text == ("$%dM" % bid if bid else "no bid")   # as the line below says it
        assert ("Player %d" % (p + 1)) in emu.text()
    assert "A: go on" in emu.text()
    top = max([b for _, b in shown])
    tied = [p for p, b in shown if b == top]
    if len(tied) > 1 and v["phase"] == "bid":           # what happens next, as the engine says
        assert "Tie at $%dM:" % top in emu.text() and "bid again" in emu.text()
    elif v["phase"] == "pay":
        assert "P%d wins at $%dM" % (v["payer"] + 1, v["price"]) in emu.text()


def test_setup_options_and_seats_reach_the_engine(record):
    emu = open_setup()
    assert "P2: expert" in emu.text()                     # a good bot by default
    for _ in range(3):
        emu.press("down")                                 # Goal
    emu.press("left")                                     # 1000 -> 500 (Right: larger)
    emu.press("down")                                     # Top bid
    emu.press("left")
    start(emu)
    assert record["new"] == [("billionaire", 2, record["new"][0][2], {"goal": 500, "maximum": 500})]
    assert emu.app.ring.settings()[1:] == b"human,expert"


def test_holdings_show_own_cards_and_the_others_public_ones():
    from bowengine.billionaire import data as D
    emu = two_humans()
    seen = set()
    board = to_screen(emu, "Board", lambda s: s.state == 0 and s.player in s.game.view(0)["owners"])
    me, other = board.player, 1 - board.player
    while menu_rows(emu)[emu.app.screen.menu.cursor] != "Holdings":
        emu.press("down")
    emu.press("a")
    check(emu, seen)
    v = board.game.view(me)
    text = emu.text()
    from bowui.games.billionaire.cards import cards_text
    assert "Profit $%dM: %s" % (sum(v["hand"]), cards_text(v["hand"])) in text
    assert cards_text([1, 1, 2]) == "1 1 2" and cards_text([1, 1, 1, 2, 2, 2, 2, 5]) == "3x$1 4x$2 $5"
    mine = [c for c in range(D.CARDS) if v["owners"][c] == me]
    assert mine and all(D.name(c)[:12] in text for c in mine[:3])
    emu.press("right")
    check(emu, seen)
    assert "P%d's holdings" % (other + 1) in emu.text()
    assert "%d Profit cards (hidden)" % v["hand_sizes"][other] in emu.text()
    emu.press("b")
    assert emu.app.screen is board
    while menu_rows(emu)[board.menu.cursor] != "News":
        emu.press("down")
    emu.press("a")
    check(emu, seen)
    assert name(emu) == "News"


def test_b_on_the_bid_hides_it_until_a_and_keeps_the_typed_bid():
    """Issue 24: "B: hide" blanks the screen (no way to the board or the holdings from it), and
    A shows the bid again as it was typed, the cursor on "No bid" too."""
    emu = two_humans()
    bid = to_screen(emu, "Bid")
    emu.press("up")
    emu.press("up")                                       # 001 -> 003
    for _ in range(bid.width):
        emu.press("right")                                # past the last digit: no bid
    assert bid.pos == bid.width and bid.bar.hidden
    shown = emu.text()
    emu.press("b")
    assert emu.app.screen is bid and emu.text().strip() == "Hidden. A: show"
    for key in ("b", "up", "left", "down", "right"):
        emu.press(key)
        assert emu.app.screen is bid and emu.text().strip() == "Hidden. A: show"
    emu.press("a")
    assert emu.app.screen is bid and emu.text() == shown
    assert bid.value == 3 and bid.pos == bid.width and bid.bar.hidden


def test_an_illegal_bid_sounds_the_error_and_changes_nothing():
    from bowui.sound import ERROR
    emu = two_humans()
    bid = to_screen(emu, "Bid")
    before = bid.game.save()
    emu.press("down")                                     # 001 -> 000: no such bid
    emu.press("a")
    assert emu.app.screen is bid and bid.game.save() == before
    assert emu.speaker.tones[-1][1] == ERROR


def test_the_menu_chord_then_resume_continues_the_saved_game_to_the_results():
    emu = two_humans()
    seen = set()
    to_screen(emu, "Board", lambda s: s.state == 0 and s.game.view(0)["turns"] >= 6, seen)
    saved = emu.app.ring.load()
    emu.press("start+select")
    assert name(emu) == "MainMenu" and "Resume Billionaire" in emu.text()
    emu.press("a")
    assert name(emu) == "HandOff"                      # two humans share the device
    emu.press("a")
    assert name(emu) in ("Board", "Bid", "Choice", "RoundReveal", "Spin")
    screen = emu.app.screen
    resumed = getattr(screen, "real", screen.game)
    was = games.load(saved).view(0)
    assert resumed.NAME == "billionaire" and resumed.view(0)["turns"] >= was["turns"] >= 6
    play(emu, seen)
    assert emu.app.ring.load() in (None, b"")          # a finished game is not offered again


def test_four_player_table_shows_every_mover_and_every_screen_fits():
    emu = open_setup(seed=5)
    set_seats(emu, ["human", "expert", "greedy", "random"])
    start(emu)
    seen = set()
    board = to_screen(emu, "Board", lambda s: s.state == 0, seen)
    v = board.game.view(0)
    assert len(board.tokens) == 4 and all("%d $" % (p + 1) in emu.text() for p in range(4))
    assert "P%d's turn" % (v["turn"] + 1) in emu.text()
    for _ in range(60):
        if name(emu) == "Results":
            break
        step(emu, seen)
    assert {"Board", "Bid", "RoundReveal"} <= seen


def test_results_say_which_ending_and_every_players_total():
    """Both endings on the end screen: four greedy bots from seed 11 end by the last investment
    (as in test_BIL73), one of seed 0 by the billion; each player's total is shown."""
    from bowengine.billionaire.greedy import GreedyBot

    for seed, how in ((11, "Last card sold"), (0, "Goal reached")):
        g = games.new("billionaire", 4, seed)
        bots = [GreedyBot(p, seed + p) for p in range(4)]
        while g.waiting_for():
            for p in g.waiting_for():
                g.apply(p, bots[p].act(g.view(p), g.legal(p)))
        emu = Emulator("pybadge", seed=1)
        from bowui.games.billionaire.entry import results      # on the path once the emulator runs
        emu.app.go(results(emu.app, g))
        emu.frame()
        for _ in range(40):                     # the game-ending auction's bids, if unseen
            if name(emu) == "Results":
                break
            emu.press("a")
        assert ("%s in %d turns" % (how, g.result()["turns"])) in emu.text()
        check_results(emu, g.result(), 4)
        check(emu, set())


def test_paying_lists_the_profit_cards_first_then_other_legal_payments():
    """The pay screen: the cheapest payment (Profit cards alone, overpaying least) first, then
    others the engine allows, such as an investment that pays exactly."""
    from bowengine.billionaire import payment

    g = games.new("billionaire", 2, 3)
    g.hands[1] = bytearray([2, 10])
    g.owner[2] = 1                       # Indian Tea Estates, trades at 5
    g.decks[0] = bytearray([c for c in g.decks[0] if c != 2])
    g.phase, g.payer, g.price, g.payee = 5, 1, 5, 0
    emu = Emulator("pybadge", seed=1)
    from bowui.games.billionaire.cards import choice_screen
    screen = choice_screen(emu.app, g, ["human", "human"], 1, g.view(1))
    options = [o[1] for o in screen.options]
    assert options[0] == ("pay", payment.profit_code([0, 0, 0, 0, 1]), 0)
    assert ("pay", 0, 1 << 2) in options and all(g.allows(1, a) for a in options)


def test_back_from_the_holdings_the_board_shows_what_it_showed_with_its_drawing_made_anew():
    """While the holdings show, the board keeps its state but not its drawing (memory); B
    brings it back as it was: the rolled die, the news, the cursor on Holdings."""
    emu = two_humans()
    board = to_screen(emu, "Board", lambda s: s.state == 0 and ("roll",) in s.game.legal(s.player))
    emu.press("a")
    emu.wait(2000)                                   # the die lands, the mover walks
    assert board.state == 3 and "rolled %d" % board.to in emu.text()
    while menu_rows(emu)[board.menu.cursor] != "Holdings":
        emu.press("down")
    shown = emu.text()
    emu.press("a")
    assert name(emu) == "Holdings" and len(board.group) == 0 and board.menu is None
    emu.press("b")
    assert emu.app.screen is board and emu.text() == shown
    assert menu_rows(emu)[board.menu.cursor] == "Holdings"


def test_the_review_names_a_lot_of_three_by_all_its_cards():
    """Issue 30: a lot bought on Sealed Bids on Three is named by its three cards, each line
    within the screen's 26 columns."""
    Emulator("pybadge", seed=7)                     # (the firmware importable)
    from bowengine.billionaire import data as D
    from bowui.games.billionaire.review import lot_lines
    lines = lot_lines([8, 18, 28])
    assert len(lines) == 2 and all(len(line) <= 26 for line in lines)
    for c in (8, 18, 28):
        assert D.name(c)[:9] in "".join(lines)


def greedy_game(seed, players=4):
    """A whole game of greedy bots (no UI)."""
    from bowengine.billionaire.greedy import GreedyBot

    g = games.new("billionaire", players, seed)
    bots = [GreedyBot(p, seed + p) for p in range(players)]
    while g.waiting_for():
        for p in g.waiting_for():
            g.apply(p, bots[p].act(g.view(p), g.legal(p)))
    return g


def test_the_auction_that_ends_the_game_shows_its_bids_before_the_results():
    """Issue 29 (BIL-73: the last investment sold ends the game): the bids of that auction are
    revealed, round by round, before the results; then A goes on to the results."""
    g = greedy_game(11)
    assert g.result()["ending"] != "billion"
    rounds = g.view(0)["reveals"]
    emu = Emulator("pybadge", seed=1)
    from bowui.games.billionaire.entry import results
    emu.app.go(results(emu.app, g))
    emu.frame()
    for bids in rounds:
        assert name(emu) == "RoundReveal"
        for _ in bids:
            emu.press("a")
        for p, bid in bids:
            assert ("Player %d" % (p + 1)) in emu.text()
            assert ("$%dM" % bid if bid else "no bid") in emu.text()
        if bids is not rounds[-1]:
            emu.press("a")
    assert "wins at $%dM" % max(b for _, b in rounds[-1]) in emu.text() and "game is over" in emu.text()
    emu.press("a")
    assert name(emu) == "Results"


def test_down_on_the_last_digit_stops_at_000_not_999():
    """Issue 29: the bid's digits do not wrap: Down at 000 stays 000, Up at the top bid stays."""
    emu = two_humans()
    bid = to_screen(emu, "Bid")
    assert bid.value == 1
    emu.press("down")
    emu.press("down")
    assert bid.value == 0 and re.search(r"0  0 [ >]0", emu.text())
    for _ in range(2):
        emu.press("left")
    for _ in range(12):
        emu.press("up")
    assert bid.value == bid.game.options["maximum"]


def test_a_bid_above_the_cash_says_it_forfeits_before_it_is_sealed():
    """Rule 6 (a winner who cannot pay forfeits): the first A on a bid above the bidder's cash
    seals nothing and says so; a second A seals it."""
    emu = two_humans()
    bid = to_screen(emu, "Bid")
    emu.press("left")
    emu.press("left")
    emu.press("up")                                       # 101: above a starting hand
    assert bid.value > bid.cash
    before = bid.game.save()
    emu.press("a")
    assert emu.app.screen is bid and bid.game.save() == before
    assert ("Over your $%dM: forfeit" % bid.cash) in emu.text() and "A: seal anyway" in emu.text()
    emu.press("a")
    assert emu.app.screen is not bid


def test_a_forfeit_is_told_where_the_bids_are_revealed():
    """Rule 6: when the high bidder cannot pay, the reveal says so and what he lost, not that
    he bid highest."""
    emu = two_humans()
    to_screen(emu, "Bid")
    emu.press("left")
    emu.press("left")
    emu.press("up")
    emu.press("a")
    emu.press("a")                                        # sealed anyway, above the cash
    reveal = to_screen(emu, "RoundReveal")
    while reveal.shown < len(reveal.round):
        emu.press("a")
    text = emu.text()
    assert "cannot pay $101M" in text and "overbid: lost" in text and "bids highest" not in text
