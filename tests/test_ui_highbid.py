"""High Bid's own handheld screens (firmware/bowui/games/highbid*.py): whole seeded games
played from the buttons and checked against the engine, the dice landing on the engine's
roll, bidding, selling, buying from the table, going out, and every screen fitting 160x128."""

from pathlib import Path

import pytest

from bowengine import games
from bowengine.highbid import data as D
from bowengine.highbid.rules import HighBid
from bowwords.emulator import Emulator

from screenfit import check

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def screen_name(emu):
    return type(emu.app.screen).__name__


def choose(emu, index):
    """Move a screen's menu cursor to row `index` with Up/Down, then press A."""
    menu = emu.app.screen.menu
    for _ in range(len(menu.items)):
        if menu.cursor == index:
            break
        emu.press("down")
    assert menu.cursor == index
    emu.press("a")


def scroll_all(emu, seen):
    """Walk a list screen's cursor over every row, checking the fit on each."""
    for _ in range(len(emu.app.screen.menu.items)):
        check(emu, seen)
        emu.press("down")


def open_game(emu, players, humans, seen=None):
    """Main menu -> High Bid -> players and seats picked with the D-pad -> Start."""
    for key in ("down", "down", "down", "a"):
        emu.press(key)
    setup = emu.app.screen
    seen = set() if seen is None else seen
    assert screen_name(emu) == "SetupScreen" and setup.title == "High Bid"
    while setup.players < players:
        emu.press("right")
    while setup.players > players:
        emu.press("left")
    for seat in range(1, humans):
        while setup.menu.cursor != 1 + seat:
            emu.press("down")
        while setup.seats[seat] != "human":
            emu.press("right")
    check(emu, seen)
    choose(emu, len(setup.menu.items) - 1)


def human_step(emu, seen, looked):
    """One decision by the test's human player(s), by buttons, from the screen showing now."""
    check(emu, seen)
    name = screen_name(emu)
    screen = emu.app.screen
    if name in ("HandOff", "News"):
        emu.press("a")
    elif name == "DiceSale":
        emu.wait(600)
        check(emu, seen)
        emu.press("a")
    elif name == "BidScreen":
        if name not in looked:
            looked.add(name)
            choose(emu, 2)                       # your hand, then the table, then back
            scroll_all(emu, seen)
            emu.press("right")
            scroll_all(emu, seen)
            emu.press("b")
            assert emu.app.screen is screen
        card = screen.game.view(screen.player)["block"][-1]
        if screen.range is not None and screen.range.start <= D.CARDS[card][1] * 3 // 4:
            choose(emu, 0)                       # bid the lowest bid allowed
        else:
            choose(emu, 1)                       # pass
    elif name == "BuyerScreen":
        sales = screen.game.view(screen.player)["sales"]
        for want in ("sell", "buy", "out", "done", "stay"):   # stay: asked below the goal (HB-49)
            if want in screen.acts and (want != "sell" or sales < 2):
                choose(emu, screen.acts.index(want))
                break
    elif name in ("SellPick", "BuyPick"):
        emu.press("a")
    else:
        raise AssertionError("unexpected screen " + name)


def play_whole_game(monkeypatch, seed, players, humans):
    """Play a game from the main menu to the results; returns (emu, game seed and options,
    actions, screens)."""
    applied, options = [], []
    real_apply = HighBid.apply

    def logged(self, player, action):
        real_apply(self, player, action)
        applied.append((player, action))
        if not options:
            options.append(dict(self.options))

    monkeypatch.setattr(HighBid, "apply", logged)
    emu = Emulator("pybadge", seed=seed)
    seeds = []
    real_seed = emu.seed

    def seed_logged():
        seeds.append(real_seed())
        return seeds[-1]

    emu.seed = seed_logged
    seen, looked = set(), set()
    open_game(emu, players, humans, seen)
    for _ in range(5000):
        if screen_name(emu) == "ResultsScreen":
            break
        human_step(emu, seen, looked)
    check(emu, seen)
    assert screen_name(emu) == "ResultsScreen"
    monkeypatch.undo()                              # the replay is not logged
    return emu, (seeds[0], options[0]), applied, seen


def shown_result(emu, players):
    """The winner line and each player's net worth as the results screen shows them."""
    text = emu.text()
    lines = text.splitlines()
    worth = {}
    for p in range(players):
        row = [line for line in lines if (". P%d " % (p + 1)) in line]
        assert len(row) == 1, text
        worth[p] = int(row[0].split("$")[1].replace(",", ""))
    return lines[1].strip(), worth


def expected_head(result):
    wins = result["winners"]
    if len(wins) == 1:
        return "P%d wins!" % (wins[0] + 1)
    return "Tie: " + " & ".join(["P%d" % (p + 1) for p in wins])


@pytest.mark.parametrize("seed, players, humans", [(7, 3, 1), (12, 4, 2)])
def test_whole_game_from_the_buttons_matches_an_engine_replay(monkeypatch, seed, players, humans):
    emu, (game_seed, options), applied, seen = play_whole_game(monkeypatch, seed, players, humans)
    # with two or more people the setup marks their seats: each is asked "Go out?" (HB-49)
    assert options == {"humans": (1 << humans) - 1 if humans > 1 else 0, "ask": True}
    replay = games.new("highbid", players, game_seed, options)
    for player, action in applied:
        replay.apply(player, action)
    result = replay.result()
    assert result is not None
    head, worth = shown_result(emu, players)
    assert head == expected_head(result)
    assert worth == dict(enumerate(result["scores"]))
    assert {"SetupScreen", "BidScreen", "Hand", "Table", "BuyerScreen", "SellPick", "DiceSale",
            "News", "ResultsScreen"} <= seen
    if humans > 1:
        assert "HandOff" in seen


def test_pass_and_play_hands_off_before_each_humans_secrets():
    emu = Emulator("pybadge", seed=11)
    open_game(emu, 4, 2)                           # P1 and P2 human, P3 and P4 expert bots
    handoffs = 0
    for _ in range(80):
        if screen_name(emu) != "HandOff":
            human_step(emu, set(), {"BidScreen"})
            continue
        handoffs += 1
        who = int(emu.text().split("Player ")[1][0]) - 1
        assert "$" not in emu.text()               # no cash shows before the right player is there
        emu.press("a")
        while screen_name(emu) in ("News", "DiceSale"):
            emu.wait(600)
            emu.press("a")
        screen = emu.app.screen
        assert screen.player == who
        from bowui.games.highbid.text import money
        assert money(screen.game.view(who)["money"]) in emu.text().splitlines()[0]
    assert handoffs >= 10


def test_setup_offers_two_to_five_players_with_expert_bots_by_default():
    emu = Emulator("pybadge", seed=3)
    for key in ("down", "down", "down", "a"):
        emu.press(key)
    setup = emu.app.screen
    seen = set()
    assert setup.seats[:3] == ["human", "expert", "expert"]
    for _ in range(6):
        emu.press("right")
        check(emu, seen)
    assert setup.players == 5 and "P5: expert" in emu.text()
    for _ in range(6):
        emu.press("left")
    assert setup.players == 2


def game_where(seed, players, wanted, kinds="expert"):
    """An engine game played by bots until player 0, on his own turn, may take an action of kind
    `wanted` (asked whether he goes out on another's turn, he stays)."""
    bots_table = games.bots("highbid")
    game = games.new("highbid", players, seed)
    bots = [bots_table[kinds](p, 100 + p, {}) for p in range(players)]
    for _ in range(5000):
        p = game.waiting_for()[0]
        legal = game.legal(p)
        if p == 0 and game.turn == 0 and [c for c in legal if c[0] == wanted]:
            return game
        if p == 0 and game.turn != 0:
            game.apply(p, ("stay",))      # asked on another's turn: player 0 waits for his own
            continue
        game.apply(p, bots[p].act(game.view(p), legal))
    raise AssertionError("no state with " + wanted)


def show_turn(game, seed=5):
    """The emulator showing human player 0's turn of `game` (the others expert bots)."""
    emu = Emulator("pybadge", seed=seed)          # puts firmware/ on the path
    from bowui.app import GAME_PROGRAM
    from bowui.games.highbid import entry as highbid
    from bowui.games.highbid import text as highbid_text
    seats = ["human"] + ["expert"] * (game.players - 1)
    highbid_text.mark_seen(game, 0)
    emu.start(GAME_PROGRAM, lambda app: highbid.turn(app, game, seats, 0))   # as game.py would
    emu.frame()
    return emu


def test_going_out_ends_the_game_and_the_results_say_who_went_out():
    """HB-49, HB-51: the buyer's "Go out now!" ends the game; the results name who went out."""
    game = game_where(11, 3, "done")   # a seed where P1 buys at auction before the game ends
    game.money[0] = game.goal()                   # player 0, the buyer, is now worth the goal
    assert ("out",) in game.legal(0)
    emu = show_turn(game)
    screen = emu.app.screen
    assert screen_name(emu) == "BuyerScreen" and "Go out now!" in emu.text()
    choose(emu, screen.acts.index("out"))
    result = game.result()
    assert result["out"] == 0 and screen_name(emu) == "ResultsScreen"
    assert "P1 went out, round %d" % result["turns"] in emu.text()
    check(emu, set())


def asked_game(seed):
    """A 3-player game of expert bots on a bot buyer's turn, human P1 given the goal's money."""
    game = games.new("highbid", 3, seed)
    bots = [games.bots("highbid")["expert"](p, 100 + p, {}) for p in range(3)]
    while game.view(0)["phase"] != "after" or game.view(0)["turn"] == 0:
        p = game.waiting_for()[0]
        game.apply(p, bots[p].act(game.view(p), game.legal(p)))
    game.money[0] = game.goal()
    assert game.waiting_for() == (0,)
    return game


def test_a_human_at_the_goal_is_asked_on_another_players_turn(monkeypatch):
    """HB-49, HB-50: outside the bidding a human worth the goal may go out on the buyer's turn:
    asked "Go out?" he stays in (the buyer then acts) or goes out (the game ends)."""
    game = asked_game(4)
    applied = []
    real_apply = HighBid.apply
    monkeypatch.setattr(HighBid, "apply",
                        lambda g, p, a: (real_apply(g, p, a), applied.append((p, a))))
    buyer = game.view(0)["turn"]
    emu = show_turn(game)
    screen = emu.app.screen
    check(emu, set())
    assert screen_name(emu) == "BuyerScreen" and screen.title == "Go out?"
    assert screen.acts == ["out", "stay", "look"] and "Not now: stay in" in emu.text()
    assert "P%d's turn; you may go out" % (buyer + 1) in emu.text()
    choose(emu, screen.acts.index("stay"))
    assert applied[0] == (0, ("stay",)) and applied[1][0] == buyer
    game = asked_game(4)
    emu = show_turn(game)
    choose(emu, emu.app.screen.acts.index("out"))
    assert game.result()["out"] == 0 and screen_name(emu) == "ResultsScreen"
    assert "P1 went out" in emu.text()


def test_buying_from_the_table_pays_the_area_price_and_spends_a_buyers_card():
    """HB-45, HB-46, HB-47 through the BuyPick list."""
    game = game_where(3, 3, "buy")
    view = game.view(0)
    emu = show_turn(game)
    screen = emu.app.screen
    choose(emu, screen.acts.index("buy"))
    seen = set()
    check(emu, seen)
    pick = emu.app.screen
    assert screen_name(emu) == "BuyPick"
    row = pick.rows[pick.menu.cursor]
    card = row[2]
    area = [a for a in range(4) if card in view["areas"][a]][0]
    price = D.price(card, D.AREAS[area][0])
    assert "A: buy it for $%d" % price in emu.text()
    emu.press("a")
    after = game.view(0)
    assert card in after["hand"] and after["money"] == view["money"] - price
    assert after["spent"] == view["spent"] + 1


def test_bid_amount_moves_in_twenty_dollar_steps_inside_the_legal_range(monkeypatch):
    """HB-16, HB-17, HB-20: the entry starts at the opening bid and moves by $20."""
    applied = []
    real_apply = HighBid.apply
    monkeypatch.setattr(HighBid, "apply",
                        lambda g, p, a: (real_apply(g, p, a), applied.append((p, a))))
    game = games.new("highbid", 3, 4)
    emu = show_turn(game)
    screen = emu.app.screen
    low = game.view(0)["minimum"]
    assert "Bid  < $%d >" % low in emu.text()
    emu.press("left")
    assert screen.amount == low                    # never below the opening bid
    emu.press("right")
    emu.press("right")
    assert "Bid  < $%d >" % (low + 40) in emu.text()
    emu.press("a")
    assert applied[0] == (0, ("bid", low + 40))


def test_the_dice_tumble_then_land_on_the_engines_roll():
    """HB-35, HB-40: selling rolls the engine's dice; the animation ends on that roll."""
    game = game_where(7, 3, "sell")
    emu = show_turn(game)
    choose(emu, emu.app.screen.acts.index("sell"))
    assert screen_name(emu) == "SellPick"
    emu.press("a")
    assert screen_name(emu) == "DiceSale"
    red, green = game.view(0)["roll"]
    faces = set()
    for _ in range(8):
        emu.frame()
        faces.add(emu.app.screen.red.text)
    assert len(faces) > 2                          # the red die tumbles through its faces
    emu.wait(600)
    check(emu, set())
    assert emu.app.screen.red.text == "%d%%" % red
    assert emu.app.screen.green.text == ("OPEN" if green == 0 else "$200" if green else "")


def test_a_bots_purchase_is_announced_once():
    game = games.new("highbid", 3, 2)
    bots = [games.bots("highbid")["greedy"](p, 1, {}) for p in range(3)]
    while not (game.view(0)["note"][0] == 1 and game.view(0)["note"][1] != 0
               and game.waiting_for() == (0,) and game.view(0)["phase"] == "auction"):
        p = game.waiting_for()[0]
        game.apply(p, bots[p].act(game.view(p), game.legal(p)))
    emu = Emulator("pybadge", seed=5)                  # puts firmware/ on the path
    from bowui.app import GAME_PROGRAM
    from bowui.games.highbid import entry as highbid
    seats = ["human", "greedy", "greedy"]
    emu.start(GAME_PROGRAM, lambda app: highbid.turn(app, game, seats, 0))
    note = game.view(0)["note"]
    assert screen_name(emu) == "News" and "SOLD!" in emu.text()
    assert "P%d bought" % (note[1] + 1) in emu.text()
    emu.app.go(highbid.turn(emu.app, game, seats, 0))
    assert screen_name(emu) == "BidScreen"


def test_hand_and_table_lists_fit_late_in_a_five_player_game():
    game = game_where(2, 5, "sell")
    bots = [games.bots("highbid")["expert"](p, 100 + p, {}) for p in range(5)]
    while game.view(0)["deck"] > 8 or game.view(0)["phase"] != "auction" or game.waiting_for() != (0,):
        p = game.waiting_for()[0]
        game.apply(p, bots[p].act(game.view(p), game.legal(p)))
        assert game.result() is None
    emu = show_turn(game)
    seen = set()
    check(emu, seen)
    choose(emu, 2)
    assert screen_name(emu) == "Hand"
    scroll_all(emu, seen)
    emu.press("right")
    assert screen_name(emu) == "Table"
    assert len(emu.app.screen.rows) > 12          # players, four areas with cards, the bank
    scroll_all(emu, seen)
    emu.press("b")
    assert screen_name(emu) == "BidScreen"


def test_card_names_and_dollars_read_as_the_engine_names_them():
    Emulator("pybadge", seed=1)                    # puts firmware/ on the path
    from bowui.games.highbid.text import card_title, money
    assert [card_title(c) for c in range(D.PROPERTIES)] == D.NAMES.split("|")
    assert card_title(D.PROPERTIES) == "Buyer's Card"
    assert (money(60), money(1000), money(7620)) == ("$60", "$1,000", "$7,620")


def _list_columns():
    """A list row's columns: from the list's x to its "v" mark (bowui.ui.Menu)."""
    from bowui import ui
    return (ui.W - 8 - 6) // 6


def test_hb09_every_card_row_names_its_card_whole_or_by_its_short_name_never_cut():
    """HB-09 "Each Property Card shows ... four values": every card at every area's price, in the
    hand (no indent) and on the table (indented), names the card by its whole name or, where that
    does not fit, by its short name (data.SHORT_NAMES) -- never cut with "." or "..", and within
    the list's columns."""
    Emulator("pybadge", seed=1)                    # puts firmware/ on the path
    from bowui.games.highbid.look import card_row
    from bowui.games.highbid.text import card_title
    shorts = D.SHORT_NAMES.split("|")
    assert len(shorts) == D.PROPERTIES and len(set(s for s in shorts if s)) == len([s for s in shorts if s])
    columns = _list_columns()
    for card in range(D.PROPERTIES):
        for indent in ("", " "):
            for price in [D.price(card, p) for p, _ in D.AREAS]:
                row = card_row(card, price, indent)
                named = row[len(indent) + 2:row.rindex(" $")].rstrip()
                assert len(row) <= columns and row.endswith("$%d" % price), row
                assert named == card_title(card) or named == shorts[card] != "", row
                assert named == card_title(card) or len(card_title(card)) > columns - 7 - len(indent), row


def test_the_hand_table_and_review_screens_show_no_cut_card_name():
    """The README's hand, table and review screens: card rows by a whole or short name, the
    review's buys by their whole names; no name cut."""
    for name, words in (("highbid-hand", "B Manuscript"), ("highbid-table", "B Manuscript"),
                        ("highbid-review", " C-3 Grandfather Clock")):
        emu = Emulator("pybadge", seed=7)
        emu.play_script((SHOTS / (name + ".keys")).read_text().splitlines())
        text = emu.text()
        assert words in text and ".." not in text and ". $" not in text, text


def test_the_review_names_every_card_whole():
    """The review's best and worst buy name the card whole: with its set code where both fit the
    line (" B-3 Mantel Clock"), else the name alone (" Impressionist Landscape")."""
    Emulator("pybadge", seed=1)
    from bowui.games.highbid.review import card_named
    from bowui.games.highbid.text import card_title
    for card in range(D.PROPERTIES):
        named = card_named(card)
        assert len(" " + named) <= 25 and named.endswith(card_title(card)), named
    assert card_named(4) == "C-3 Mantel Clock" and card_named(41) == "Impressionist Landscape"


def test_a_card_name_too_long_for_the_review_line_ends_in_two_dots():
    """Issue 24's leftover: a cut name shows that it was cut."""
    Emulator("pybadge", seed=1, game="slate")                   # (the firmware's modules on the path)
    from bowui import ui
    from bowui.games import review

    out = []
    review.buys(out, ("Oil Wells of the Northern Territory", 40), None, str, lambda c: c)
    assert out[1][0] == " Oil Wells of the North.." and len(out[1][0]) == 25
    assert ui.clip("Oil Wells", 24) == "Oil Wells"
