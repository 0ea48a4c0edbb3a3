"""BuyWord's own screens in the emulator: whole seeded games played from key presses to the
results screen, checked against the engine replaying the same seed and actions; the setup,
the die, word entry over your tiles (one Wild, the 8-tile limit) and every screen's fit."""

from bowengine import games
from bowengine.buyword.bots import NormalBot
from bowwords.emulator import Emulator

from screenfit import check

KINDS = ["human", "easy", "expert", "normal", "random"]     # the setup's seat kinds, in order


def start(emu, seats, options=(), seen=None):
    """From the main menu: BuyWord, len(seats) players with these kinds, option rows moved
    right as many times as given ((row index among the options, presses), ...); Start."""
    seen = set() if seen is None else seen
    emu.press("a")                                   # BuyWord: the first game on the menu
    setup = emu.app.screen
    assert type(setup).__name__ == "SetupScreen"
    check(emu, seen)
    while setup.players != len(seats):
        emu.press("right" if setup.players < len(seats) else "left")
        check(emu, seen)
    for p, kind in enumerate(seats):
        emu.press("down")
        while setup.seats[p] != kind:
            emu.press("right")
            check(emu, seen)
    for row, presses in options:
        while setup.menu.cursor != 1 + len(seats) + row:
            emu.press("down")
            check(emu, seen)
        for _ in range(presses):
            emu.press("right")
            check(emu, seen)
    seed = emu._seed                                 # the next seed() is the game's
    emu.press("up")
    while setup.menu.cursor != len(setup.menu.items) - 1:
        emu.press("up")
    emu.press("a")
    return seed


def logged(game, log):
    """Record every action the UI (and the bots through it) applies to `game`."""
    apply = game.apply

    def applying(player, action):
        apply(player, action)
        log.append((player, action))
    game.apply = applying


def goto(emu, at):
    screen = emu.app.screen
    for _ in range(40):
        if screen.at == at:
            return
        emu.press("right")
    raise AssertionError("cursor never reached %d" % at)


def keys_for(emu, action, seen):
    """Press the keys that make the screen on show apply `action`."""
    s = emu.app.screen
    name = type(s).__name__
    kind = action[0]
    if name == "Table" and kind == "roll":
        emu.press("a")
        check(emu, seen)                             # tumbling
        emu.wait(600)
    elif name == "Table":                            # ("choose", n)
        while s.pick != action[1]:
            emu.press("right" if s.pick < action[1] else "left")
        emu.press("a")
    elif name in ("Buy", "Challenge"):
        want = s.actions.index(action) if name == "Buy" else (0 if kind == "accept" else 1)
        while s.menu.cursor != want:
            emu.press("down")
        emu.press("a")
    elif name == "Draft":
        while s.shown[s.at] != action[1]:
            emu.press("right")
        emu.press("a")
    elif name == "Auction":
        want = 1 if kind == "pass" else 0
        while s.menu.cursor != want:
            emu.press("down")
        while kind == "bid" and s.amount != action[1]:
            emu.press("right" if s.amount < action[1] else "left")
        emu.press("a")
    elif name in ("Propose", "Answer"):
        want = {"pass": 5, "accept": 0, "refuse": 1}[kind]
        while s.menu.cursor != want:
            emu.press("down")
        emu.press("a")
    elif kind in ("sell", "discard"):
        held = s.held()
        for ch in action[1]:
            if ch.islower():
                goto(emu, s.cells() - 1)
                emu.press("a")
                while s.wild != ch:
                    emu.press("up")
            else:
                goto(emu, [i for i in range(len(held)) if held[i] == ch and i not in s.picked][0])
                emu.press("a")
        check(emu, seen)                             # the word (or the tile to toss) spelled
        goto(emu, s.cells() + (0 if kind == "sell" else 1))
        emu.press("a")
    else:                                            # ("done",)
        goto(emu, s.cells() + 1)
        emu.press("a")


def play_out(emu, seen, brains, limit=4000):
    """Drive the game on screen to its results: each human's move is its brain's choice."""
    for _ in range(limit):
        check(emu, seen)
        s = emu.app.screen
        name = type(s).__name__
        if name == "Results":
            return
        if name == "HandOff" or (name == "Table" and s.game.view(s.player)["phase"]
                                 not in ("roll", "choose")):
            emu.press("a")
            continue
        game, p = s.game, s.player
        keys_for(emu, brains[p].act(game.view(p), game.legal(p)), seen)
    raise AssertionError("the game did not end")


def replay(seed, players, options, log, ctx):
    ref = games.new("buyword", players, seed, options, ctx)
    for p, a in log:
        ref.apply(p, a)
    return ref


def results_match(emu, ref):
    """The results screen shows the replayed engine's winners and every score."""
    r = ref.result()
    text = emu.text()
    for p, money in enumerate(r["scores"]):
        assert "P%d" % (p + 1) in text and "$%d" % money in text
    if ref.players == 1:
        assert r["rating"] in text
    elif len(r["winners"]) == 1:
        assert "P%d wins!" % (r["winners"][0] + 1) in text
    else:
        assert "Tie" in text
    return r


def whole_game(seed, seats, options=(), engine_options=None):
    emu = Emulator("pybadge", seed=seed)
    seen = set()
    game_seed = start(emu, seats, options, seen)
    if type(emu.app.screen).__name__ == "HandOff":   # several humans: P1 takes the device
        check(emu, seen)
        emu.press("a")
    game = emu.app.screen.game
    ctx = game.context
    hints = {"hints": seats.count("human") == 1}          # the setup's default: one human
    assert game.options == dict(games.game_class("buyword").OPTIONS, **(engine_options or {}), **hints)
    log = []
    logged(game, log)
    brains = {p: NormalBot(p, 50 + p, ctx) for p in range(len(seats)) if seats[p] == "human"}
    play_out(emu, seen, brains)
    ref = replay(game_seed, len(seats), game.options, log, ctx)
    assert ref.save() == game.save()
    return emu, ref, seen, log


def test_whole_two_player_game_against_the_expert_bot_ends_as_the_engine_replays_it():
    """BW-50: the results screen names the player with the most money, as the engine does."""
    emu, ref, seen, log = whole_game(7, ["human", "expert"])
    results_match(emu, ref)
    assert {"SetupScreen", "Table", "Buy", "Sell", "Results"} <= seen
    sold = [a for p, a in log if p == 0 and a[0] == "sell"]
    assert sold, "the human sold words through the word-entry screen"


def test_whole_solitaire_game_shows_the_rating_of_the_final_money():
    """BW-51, BW-52: solitaire, rated fair/good/outstanding by the final money."""
    emu, ref, seen, log = whole_game(11, ["human"])
    r = results_match(emu, ref)
    assert r["rounds"] == ref.view(0)["rounds"] and "%d rounds" % r["rounds"] in emu.text()


def test_two_humans_with_every_option_pass_the_device_draft_offer_and_challenge():
    """BW-30, BW-32, BW-42: second-chance offers, the face-up draft and challenges on screen."""
    emu, ref, seen, log = whole_game(5, ["human", "human", "easy"],
                                     options=((1, 1), (2, 1), (3, 1)),
                                     engine_options={"challenges": True, "second_chance": True,
                                                     "face_up_draft": True})
    results_match(emu, ref)
    assert {"HandOff", "Draft", "Challenge", "Buy", "Sell"} <= seen
    kinds = set([a[0] for p, a in log if p < 2])
    assert {"take", "accept"} <= kinds


# ---- single screens -----------------------------------------------------------------

def _game_on(seed, seats=("human", "normal")):
    emu = Emulator("pybadge", seed=seed)
    start(emu, list(seats))
    return emu


def _press_a_until(emu, screen, limit):
    """Press A (buying every draw, passing the device) until `screen` shows; returns it."""
    for _ in range(limit):
        if type(emu.app.screen).__name__ == screen:
            return emu.app.screen
        emu.press("a")
        emu.wait(600)
    raise AssertionError("no %s screen" % screen)


def _to_sell(emu):
    """Buy every draw until the Sell screen shows."""
    return _press_a_until(emu, "Sell", 200)


def test_first_leader_row_wraps_over_the_players_of_this_game():
    """BW-12: the first Leader is any player, chosen at setup."""
    emu = Emulator("pybadge", seed=3)
    emu.press("a")
    setup = emu.app.screen
    for _ in range(3):
        emu.press("down")                            # P1, P2, First Leader
    emu.press("right")
    assert "First Leader: P2" in emu.text()
    emu.press("right")
    assert "First Leader: P1" in emu.text()          # two players: P1, P2, P1
    emu.press("left")
    assert setup.options()["leader"] == 1
    check(emu, set())


def test_the_leaders_roll_tumbles_then_lands_on_the_engines_face():
    """BW-13, BW-14: the Leader rolls; the die shows the engine's roll once it lands."""
    emu = _game_on(7)
    table = emu.app.screen
    assert type(table).__name__ == "Table" and "A: roll the die" in emu.text()
    emu.press("a")
    assert table.rolling
    check(emu, set())
    emu.wait(600)
    face = table.game.view(0)["face"]
    assert not table.rolling and table.face.text == face


def test_choice_is_picked_on_the_table_within_two_to_five():
    """BW-15: on CHOICE the Leader picks 2 to 5; the screen keeps the pick in that range."""
    for seed in range(1, 60):
        emu = _game_on(seed, ("human",))
        table = emu.app.screen
        emu.press("a")
        emu.wait(600)
        if table.game.view(0)["phase"] == "choose":
            break
    else:
        raise AssertionError("no CHOICE in the first roll of seeds 1-59")
    assert "CHOICE" in emu.text()
    for _ in range(5):
        emu.press("right")
    assert table.pick == 5
    for _ in range(6):
        emu.press("left")
    assert table.pick == 2
    check(emu, set())
    emu.press("a")
    assert table.game.view(0)["tiles"] == 2


def test_a_word_that_is_not_in_the_dictionary_is_shown_red_and_not_sold():
    """BW-35: only dictionary words sell; nothing changes when one is refused."""
    emu = _game_on(7, ("human",))
    sell = _to_sell(emu)
    before = sell.game.save()
    held = sell.held()
    for i in range(min(2, len(held))):
        goto(emu, i)
        emu.press("a")
    word = sell.word()
    assert not sell.game.context["lexicon"].contains(word.lower())   # seed 7's first two tiles
    assert "not a word" in emu.text()
    goto(emu, sell.cells())
    emu.press("a")                                   # SELL
    assert sell.game.save() == before and type(emu.app.screen).__name__ == "Sell"
    assert "Not sold: not a word" in emu.text()
    check(emu, set())


def test_the_wild_is_one_tile_a_word_and_up_down_choose_its_letter():
    """BW-10, BW-38: a Wild stands for any letter; a word takes at most one."""
    emu = _game_on(7, ("human",))
    sell = _to_sell(emu)
    goto(emu, sell.cells() - 1)                      # the "?" tile
    emu.press("a")
    emu.press("a")                                   # a second Wild: refused
    assert sell.picked == [-1]
    emu.press("up")
    emu.press("up")
    assert sell.word() == "g" and "G" in emu.text()
    emu.press("b")
    assert sell.word() == ""
    check(emu, set())


def test_up_down_change_the_wilds_letter_only_with_the_cursor_on_the_wild():
    """Issue 29 (BW-10: the Wild stands for the letter its owner names): with the Wild in the
    word and the cursor on another tile, Down goes to SELL and leaves the Wild's letter be."""
    emu = _game_on(7, ("human",))
    sell = _to_sell(emu)
    goto(emu, sell.cells() - 1)                      # the "?" tile
    emu.press("a")
    emu.press("up")
    assert sell.word() == "f"
    goto(emu, 0)
    emu.press("a")
    emu.press("down")
    emu.press("up")
    emu.press("down")
    assert sell.word() == "f" + sell.held()[0]
    assert sell.at == sell.cells()                    # Down: on SELL
    check(emu, set())


def test_selling_a_word_pays_pips_squared_and_the_tiles_leave_the_hand():
    """BW-39, BW-40: the bank pays (pips)^2; the sold tiles go out of play."""
    emu = _game_on(7, ("human",))
    sell = _to_sell(emu)
    game = sell.game
    from bowengine.buyword.words import search
    words = [w for w in search(game.context["lexicon"], sell.held(), 0, 3000, 2, 4)]
    assert words, "seed 7's first hand makes a word"
    money = game.view(0)["money"][0]
    keys_for(emu, ("sell", words[0]), set())
    from bowengine.buyword.pricing import quote
    assert game.view(0)["money"][0] == money + quote(words[0])[1]
    assert "Sold %s" % words[0] in emu.text()
    check(emu, set())


def test_over_the_limit_toss_replaces_done_and_discards_the_picked_tiles():
    """BW-43, BW-44: over 8 letter tiles, DONE becomes TOSS until the player is within the limit."""
    emu = _game_on(7, ("human",))
    for _ in range(40):
        sell = _to_sell(emu)
        if sell.over():
            break
        goto(emu, sell.cells() + 1)
        emu.press("a")                               # DONE: keep everything
    else:
        raise AssertionError("never over the limit")
    over = sell.over()
    assert "TOSS" in emu.text() and "DONE" not in emu.text()
    goto(emu, 0)
    emu.press("a")
    goto(emu, sell.cells() + 1)
    emu.press("a")                                   # TOSS the first tile
    assert sell.over() == over - 1
    check(emu, set())


def test_story_names_players_instead_of_engine_numbers():
    emu = Emulator("pybadge", seed=1)
    assert emu.app is not None
    from bowui.games.buyword.tiles import story
    assert story("1 sold OX for $64", 0) == "P2 sold OX for $64"
    assert story("0 challenged OXO: valid; 0 pays $20", 0) == "You challenged OXO: valid; You pay $20"
    assert story("rolled 4", 0) == "rolled 4"


def test_buying_pays_pips_squared_and_declining_puts_the_draw_out_of_play():
    """BW-21, BW-22, BW-24, BW-25: the draw costs (pips)^2, paid to the bank; declined tiles leave."""
    from bowengine.buyword.pricing import quote
    emu = _game_on(7, ("human",))
    emu.press("a")
    emu.wait(600)
    emu.press("a")                                   # the die landed: go on to buying
    buy = emu.app.screen
    assert type(buy).__name__ == "Buy"
    game = buy.game
    v = game.view(0)
    pips, dollars = quote(v["new"][0])
    assert "%d pips $%d" % (pips, dollars) in emu.text() and "Buy for $%d" % dollars in emu.text()
    emu.press("a")
    assert game.view(0)["money"][0] == v["money"][0] - dollars
    assert game.view(0)["held"][0] == v["new"][0]
    for _ in range(40):                              # next round's draw: decline it
        if type(emu.app.screen).__name__ == "Sell":
            keys_for(emu, ("done",), set())
        else:
            emu.press("a")
        emu.wait(600)
        if type(emu.app.screen).__name__ == "Buy":
            break
    v = game.view(0)
    emu.press("down")
    emu.press("a")                                   # Decline
    after = game.view(0)
    assert after["money"][0] == v["money"][0] and after["held"][0] == v["held"][0]
    assert after["gone"] == v["gone"] + len(v["new"][0])


def test_a_saved_game_resumes_on_its_own_screens():
    """The autosave at the end of a turn brings the game back, on BuyWord's screens."""
    from bowwords.emulator import FileNVM
    nvm = FileNVM(None)
    emu = Emulator("pybadge", seed=7, nvm=nvm)
    start(emu, ["human", "expert"])
    emu.press("a")
    emu.wait(600)
    emu.press("a")                                   # roll, go on: autosaved
    emu.press("a")                                   # buy: autosaved
    saved = emu.app.screen.game.save()
    assert type(emu.app.screen).__name__ == "Sell"
    again = Emulator("pybadge", seed=99, nvm=nvm)
    assert "Resume BuyWord" in again.text()
    again.press("a")
    screen = again.app.screen
    assert type(screen).__name__ == "Sell" and screen.game.save() == saved
    check(again, set())


def test_another_leaders_roll_tumbles_on_the_table_before_the_human_buys():
    """BW-13, BW-46: P2 leads (then the die passes left); each human sees the Leader's roll land."""
    emu = Emulator("pybadge", seed=7)
    start(emu, ["human", "normal"], options=((0, 1),))   # First Leader: P2
    table = emu.app.screen
    game = table.game
    assert type(table).__name__ == "Table" and table.rolling and game.view(0)["leader"] == 1
    check(emu, set())
    emu.press("a")                                   # ignored while the die tumbles
    assert emu.app.screen is table
    emu.wait(600)
    v = game.view(0)
    assert table.face.text == v["face"] and "P2 rolled %s" % v["face"] in emu.text()
    emu.press("a")
    assert type(emu.app.screen).__name__ == "Buy"
    keys_for(emu, ("decline",), set())
    keys_for(emu, ("done",), set())                  # round 2: the die passed to P1
    assert type(emu.app.screen).__name__ == "Table" and "A: roll the die" in emu.text()


def test_two_humans_with_the_tile_auction_and_letter_trading_options():
    """BW-31, BW-33: the setup offers both options; auctions and trading rounds on screen."""
    emu, ref, seen, log = whole_game(5, ["human", "human", "expert"], options=((4, 1), (5, 1)),
                                     engine_options={"tile_auction": True, "letter_trading": True})
    results_match(emu, ref)
    assert {"Auction", "Propose"} <= seen
    kinds = set([a[0] for p, a in log])
    assert {"bid", "pass"} <= kinds


def _trade_screen(emu):
    """Play on (buying everything, passing the device) to P1's first trade screen."""
    return _press_a_until(emu, "Propose", 60)


def test_a_trade_proposed_on_screen_is_answered_behind_a_hand_off():
    """BW-33: P1 proposes one of his letters for one of P2's; the device goes to P2 ("hand the
    device to"), who accepts: the letters change hands. Then a cash offer P2 refuses."""
    emu = Emulator("pybadge", seed=7)
    start(emu, ["human", "human"], options=((5, 1),))
    emu.press("a")                                   # the hand-off to P1
    prop = _trade_screen(emu)
    game = prop.game
    me = prop.player
    held = [game.view(0)["held"][p] for p in (0, 1)]
    assert "Trade letters" in emu.text() or "P2" in emu.text()
    check(emu, set())
    emu.press("down")
    emu.press("right")                               # Give: your first letter
    emu.press("down")
    emu.press("right")                               # Get: their first letter
    assert prop.action() == ("swap", 1 - me, held[me][0], held[1 - me][0])
    emu.press("down")
    emu.press("down")
    emu.press("a")                                   # Propose
    assert type(emu.app.screen).__name__ == "HandOff" and "Hand the device to" in emu.text()
    emu.press("a")
    answer = emu.app.screen
    assert type(answer).__name__ == "Answer" and "You get %s" % held[me][0] in emu.text()
    check(emu, set())
    emu.press("a")                                   # Accept
    after = game.view(0)["held"]
    assert sorted(after[me] + after[1 - me]) == sorted(held[0] + held[1]) and after[me] != held[me]
    assert type(emu.app.screen).__name__ == "HandOff"   # back to the proposer
    emu.press("a")
    prop = emu.app.screen
    assert type(prop).__name__ == "Propose" and "traded" in emu.text()
    emu.press("up")
    emu.press("up")
    emu.press("up")                                  # Cash row
    emu.press("left")
    assert prop.action() is None                     # cash for nothing is no trade
    emu.press("down")
    emu.press("a")
    assert "One letter for one" in emu.text()


def test_the_bag_shows_its_count_only_unless_the_open_bag_option_is_on():
    """BW-11: draws come from a hidden bag: the table shows how many tiles are left; with the
    open bag option on, Down shows the letters left (the engine's counts), and A goes back."""
    emu = _game_on(7)
    table = emu.app.screen
    assert "bag 108" in emu.text() and "v: bag" not in emu.text()
    emu.press("down")
    assert emu.app.screen is table
    emu = Emulator("pybadge", seed=7)
    start(emu, ["human", "normal"], ((6, 1),))           # the open bag row: on
    game = emu.app.game
    assert game.options["open_bag"] is True
    assert type(emu.app.screen).__name__ == "Table" and "v: bag" in emu.text()
    check(emu, set())
    emu.press("down")
    assert type(emu.app.screen).__name__ == "Notice" and "Bag: 108 tiles" in emu.text()
    shows_bag(emu, game.view(0)["bag"])
    check(emu, set())
    emu.press("a")
    assert type(emu.app.screen).__name__ == "Table"
    game.bag[25] = 0                                      # both Zs out, and two As
    game.bag[0] -= 2
    emu.press("down")
    left = game.view(0)["bag"]
    assert sum(left) == 104 and "Bag: 104 tiles" in emu.text()
    shows_bag(emu, left)


def shows_bag(emu, left):
    """The screen lists each letter left in the bag with its count, and no other letter."""
    words = emu.text().split()
    for i, n in enumerate(left):
        assert ("%s%d" % (chr(65 + i), n) in words) == (n > 0), chr(65 + i)
