"""Boggle Bowl's own handheld screens, driven by keys in the emulator: a whole seeded game
against a bot to the results screen, checked against the engine replayed from the same seed
and the actions the UI applied; the pass-and-play hand-off; the bot's low-memory path."""

import re

import pytest

from bowwords.emulator import default_dict_path, Emulator

from screenfit import check

DICT = default_dict_path()
pytestmark = pytest.mark.skipif(not DICT.exists(), reason="the ENABLE dictionary is not built")


@pytest.fixture
def log(monkeypatch):
    """Every action the UI (and its bots) applied, and the arguments the game was made with."""
    from bowengine import games
    from bowengine.bogglebowl.rules import BoggleBowl
    out = {"actions": [], "new": None}
    real_apply = BoggleBowl.apply
    real_new = games.new

    def apply(self, player, action):
        real_apply(self, player, action)
        out["actions"].append((player, action))

    def new(name, players=1, seed=0, options=None, context=None):
        if name == "bogglebowl":
            out["new"] = (players, seed, dict(options))
        return real_new(name, players, seed, options, context)

    monkeypatch.setattr(BoggleBowl, "apply", apply)
    monkeypatch.setattr(games, "new", new)
    return out


def screen(emu):
    return type(emu.app.screen).__name__


def test_the_sand_and_the_bots_stand_still_while_the_rules_pages_hide_the_cubes(log):
    """Select over the round: the pages cover the cubes; while they show, neither side's clock
    runs and the bot does not play; B gives the round back with the clocks where they were."""
    emu = Emulator("pybadge", seed=9, dict_path=DICT)
    start(emu)
    if screen(emu) == "IntroScreen":
        emu.press("a")
    emu.wait(800)                                  # the cubes land; the clocks run
    g = emu.app.screen.game
    assert screen(emu) == "RoundScreen" and g.ms[0] > 0
    before = list(g.ms)
    moves = len(log["actions"])
    emu.press("select")
    assert emu.app.over is not None
    emu.wait(5000)
    assert len(log["actions"]) == moves           # nothing was played under the pages
    emu.press("b")
    assert emu.app.over is None and screen(emu) == "RoundScreen"
    assert g.ms[0] - before[0] <= 300 and g.ms[1] - before[1] <= 300    # the presses' frames
    emu.wait(1000)
    assert g.ms[0] - before[0] >= 900


def start(emu, players=2, seats=(), target_left=2, seen=None, alone_right=0, swap_lead=False,
          look=None):
    """Main menu -> Boggle Bowl setup -> players, seat kinds (Left presses per seat), target;
    with 3 players, Right presses on the Alone row (P2 Blue, P2 Red, P3 Blue, P3 Red, P1 Blue,
    P1 Red) and the team's other member first on the cubes."""
    emu.press("down")
    emu.press("a")
    assert screen(emu) == "Setup"
    check(emu, seen if seen is not None else set())
    if players == 3:
        emu.press("right")
    for lefts in seats:
        emu.press("down")
        for _ in range(lefts):
            emu.press("left")
    for _ in range(players - len(seats)):
        emu.press("down")
    emu.press("down")
    for _ in range(target_left):
        emu.press("left")                          # Play to: 100 -> 50 -> 30
    emu.press("down")
    if players == 3:
        for _ in range(alone_right):
            emu.press("right")
        emu.press("down")
        if swap_lead:
            emu.press("right")
        emu.press("down")
    if look:
        look(emu)                                  # the setup screen, on Start
    emu.press("a")


def goto(emu, target, seen):
    """Move the round screen's cursor to item `target` with the D-pad."""
    s = emu.app.screen
    row = lambda k: 0 if k < 6 else 1 if k < 11 else 2    # noqa: E731
    for _ in range(4):
        if row(s.cursor) == row(target):
            break
        emu.press("down")
    for _ in range(7):
        if s.cursor == target:
            break
        emu.press("right")
    assert s.cursor == target
    check(emu, seen)


def best_picks(view, lexicon):
    """The cube indices (and -1 word breaks) spelling the solver's best arrangement."""
    from bowengine.bogglebowl.data import SPACE_NAMES
    from bowengine.bogglebowl.solver import solve
    faces = view["cubes"]
    words, _, _, _, cross = solve(faces, SPACE_NAMES.index(view["space"]), lexicon, 0)
    picks = []
    shared = False
    for n, word in enumerate(words):
        if n:
            picks.append(-1)
        first = list(picks)
        for t in word:
            if n == 1 and t == cross and not shared and view["space"] == "cross":
                picks.append([i for i in first if i >= 0 and faces[i] == t][0])
                shared = True
                continue
            picks.append([i for i in range(11) if faces[i] == t and i not in picks][0])
    return picks


def play_round(emu, seen, lexicon, cubes=True):
    """Spell the best arrangement over the human's cubes with the D-pad, then turn the timer."""
    s = emu.app.screen
    emu.wait(600)                                  # the cubes tumble, then land
    check(emu, seen)
    assert [c.text.upper() for c in s.pad.letters] == [
        ("QU" if t == 26 else chr(65 + t)) for t in s.game.view(s.player)["cubes"]]
    for i in best_picks(s.game.view(s.player), lexicon) if cubes else ():
        goto(emu, 11 if i < 0 else i, seen)
        emu.press("a")
    check(emu, seen)
    goto(emu, 14, seen)
    emu.press("a")
    check(emu, seen)


def play_to_results(emu, seen, lexicon, limit=60):
    """Answer every screen until the results (the human always moves straight ahead)."""
    for _ in range(limit * 4):
        name = screen(emu)
        check(emu, seen)
        if name == "Results":
            return
        if name in ("IntroScreen", "HandOff", "Verdict"):
            emu.press("a")
        elif name == "RoundScreen":
            s = emu.app.screen
            if s.player in s.game.waiting_for():
                play_round(emu, seen, lexicon)
            for _ in range(600):
                if screen(emu) != "RoundScreen" or emu.app.screen is not s:
                    break
                emu.wait(100)
        elif name == "MoveScreen":
            s = emu.app.screen
            while not s.over:
                if s.human:
                    emu.press("up" if s.side == 0 else "down")
                else:
                    emu.wait(500)
                check(emu, seen)
            emu.press("a")
        else:
            raise AssertionError("unexpected screen " + name)
    raise AssertionError("no results after %d screens" % limit)


def replayed(log):
    from bowengine import games
    from bowengine.lexicon import Lexicon
    players, seed, options = log["new"]
    g = games.new("bogglebowl", players, seed, options, {"lexicon": Lexicon(str(DICT), check=False)})
    for player, action in list(log["actions"]):
        g.apply(player, action)
    return g


def whole_game(log, seed, players, seats=()):
    """Play a whole game from the keys to the results; compare the screen with the replay."""
    seen = set()
    emu = Emulator("pybadge", seed=seed, dict_path=DICT)
    start(emu, players=players, seats=seats, seen=seen)
    assert log["new"] == (players, seed, {"target": 30, "hints": True})   # one human: hints on
    from bowengine.lexicon import Lexicon
    play_to_results(emu, seen, Lexicon(str(DICT), check=False))
    r = replayed(log).result()
    assert r is not None
    text = emu.text()
    won = "Red" if r["winners"][0] == 0 else "Blue"
    assert won + " wins!" in text
    for side, name in enumerate(("Red", "Blue")):
        assert re.search(r"\b%s %d\b" % (name, r["side_scores"][side]), text)
    assert "%d rounds" % r["rounds"] in text
    assert {"Setup", "IntroScreen", "RoundScreen", "Verdict", "MoveScreen", "Results"} <= seen
    return r


def test_whole_seeded_game_vs_easy_bot_ends_as_the_engine_replays_it(log):
    whole_game(log, 11, 2, seats=(0, 2))           # Blue: easy


def test_whole_seeded_game_vs_expert_bot_ends_as_the_engine_replays_it(log):
    r = whole_game(log, 12, 2, seats=(0, 1))       # Blue: expert
    assert r["rounds"] >= 2


def test_whole_team_game_where_the_teams_bot_plays_its_rounds_on_screen(log):
    """3 players: Red is the human (P1) and a bot (P3) taking turns on the cubes, Blue a bot."""
    r = whole_game(log, 21, 3)
    assert r["winners"] == [0, 2] or r["winners"] == [1]
    assert any(p == 2 and a[0] == "add" for p, a in log["actions"])     # P3 spelled on Red's cubes


def test_three_players_choose_who_plays_alone_in_which_colour_and_who_is_first_on_the_cubes(log):
    """BB-02, BB-06, BB-08: P1 alone as Red against P2 and P3 as Blue, P3 first on their cubes."""
    shown = []
    emu = Emulator("pybadge", seed=4, dict_path=DICT)
    start(emu, players=3, alone_right=5, swap_lead=True,
          look=lambda e: shown.extend([r[0] for r in e.app.screen.menu.items]))
    text = "\n".join(shown)
    for row in ("Red P1: human", "Blue P2: normal", "Blue P3: normal", "Alone: P1 Red",
                "Cubes first: P3"):
        assert row in text, row
    assert log["new"] == (3, 4, {"target": 30, "hints": True, "alone": 0, "alone_red": True, "lead": 2})
    g = emu.app.game
    assert [g.side_of(p) for p in range(3)] == [0, 1, 1] and g.waiting_for() == (0, 2)
    assert screen(emu) == "IntroScreen" and "Red (P1)" in emu.text()
    emu.press("a")
    emu.wait(600)
    assert "Red (P1)" in emu.text() and emu.app.screen.side == 0


def test_two_humans_and_a_bot_play_in_turn_only_the_rounds_the_humans_face_off(log):
    """game-data 2.5: P1 (Blue, alone) and P2 share the device; P3 is P2's bot teammate: the
    setup makes P1 and P2 the pass-and-play seats, so only their rounds are played in turn."""
    emu = Emulator("pybadge", seed=4, dict_path=DICT)
    start(emu, players=3, seats=(0, 3), alone_right=4)      # P1 alone as Blue; P2 human
    assert log["new"] == (3, 4, {"target": 30, "hints": False, "alone": 0, "alone_red": False, "lead": 1,
                                 "pass_play": 3})
    g = emu.app.game
    assert g.in_turn() and g.waiting_for() == (1,)         # round 1: P2 (Red) first, alone
    g.rounds = 1
    assert not g.in_turn() and g.waiting_for() == (0, 2)   # round 2: P3 (a bot) plays at once


def test_bot_moves_are_shown_one_step_at_a_time_along_its_path(log):
    emu = Emulator("pybadge", seed=5, dict_path=DICT)
    start(emu, seats=(0, 1))                      # Blue: expert
    emu.press("a")
    s = emu.app.screen
    emu.wait(600)
    goto(emu, 14, set())
    emu.press("a")                                # Red gives up at once: Blue wins the round
    for _ in range(200):
        if screen(emu) == "Verdict":
            break
        emu.wait(100)
    assert "Blue wins by" in emu.text()
    emu.press("a")
    move = emu.app.screen
    assert screen(emu) == "MoveScreen" and not move.human
    steps = move.game.view(1)["steps"]
    emu.wait(100)
    assert move.game.view(1)["steps"] in (steps, steps - 1) and not move.over
    for _ in range(40):
        if move.over:
            break
        emu.wait(200)
    assert move.over and len(move.squares) >= 2
    assert s is not move


def test_words_typed_on_the_dpad_reach_the_engine_as_the_player_spelled_them(log):
    seen = set()
    emu = Emulator("pybadge", seed=3, dict_path=DICT)
    start(emu)
    emu.press("a")
    s = emu.app.screen
    emu.wait(600)
    for i in (4, 0, 7):
        goto(emu, i, seen)
        emu.press("a")
    v = s.game.view(0)
    assert v["draft"] == [s.faces[4], s.faces[0], s.faces[7]]
    emu.press("b")                                # B takes the last cube back
    assert s.game.view(0)["draft"] == [s.faces[4], s.faces[0]]
    goto(emu, 4, seen)
    emu.press("a")                                # a used cube is refused, nothing changes
    assert s.game.view(0)["draft"] == [s.faces[4], s.faces[0]]
    assert "used" in emu.text()


def test_pass_and_play_the_second_side_gets_the_firsts_time_plus_the_sand_unseen(log):
    """BB-16 on one device (game-data 2.5): two humans take the device in turn, each behind a
    hand-off; the second side gets the time the first took plus the 10 s of sand, its clock
    starting once its cubes have landed; neither sees the other's words before the verdict."""
    from bowengine.lexicon import Lexicon
    seen = set()
    emu = Emulator("pybadge", seed=9, dict_path=DICT)
    start(emu, seats=(0, 3))                      # Blue: human too
    assert log["new"] == (2, 9, {"target": 30, "hints": False, "pass_play": 3})
    assert screen(emu) == "HandOff" and "Player 1" in emu.text()
    emu.press("a")
    emu.press("a")
    s = emu.app.screen
    g = s.game
    assert g.ms == [0, 0]
    emu.wait(450)                                 # the cubes tumble: Red's clock waits
    assert g.ms == [0, 0]
    play_round(emu, seen, Lexicon(str(DICT), check=False))     # Red spells, turns the timer
    red = g.view(0)["words"]
    took = g.ms[0]
    assert red and took > 0 and g.first == 0
    assert screen(emu) == "HandOff" and "Player 2" in emu.text()
    check(emu, seen)
    emu.press("a")
    assert screen(emu) == "IntroScreen" and "turned the timer" in emu.text()
    emu.press("a")
    assert g.view(1)["timer_ms"] == took + 10000 and g.ms[1] == 0
    emu.wait(450)                                 # Blue's cubes tumble: the sand waits
    assert g.view(1)["timer_ms"] == took + 10000
    emu.wait(300)
    left = g.view(1)["timer_ms"]
    assert took + 10000 - 300 <= left < took + 10000
    assert "%d." % (left // 1000) in emu.text()
    for w in red:
        assert w not in emu.text().upper().split()     # Red's words stay hidden
    check(emu, seen)
    emu.wait(left - 100)
    assert screen(emu) == "RoundScreen"
    emu.wait(300)                                 # Blue's sand runs out
    assert screen(emu) == "Verdict"
    ticks = [a[1] for p, a in log["actions"] if p == 1 and a[0] == "tick"]
    assert sum(ticks[:-1]) < took + 10000 <= sum(ticks)      # the last frame ran it out
    assert " ".join(red) in emu.text()


def starve(monkeypatch, fake):
    """Make the bots' search call `fake` (wherever bots.py takes solve from)."""
    from bowengine.bogglebowl import bots, solver
    monkeypatch.setattr(solver, "solve", fake)
    monkeypatch.setattr(bots, "solve", fake, raising=False)


def test_a_memory_error_in_the_bots_search_retries_with_a_small_budget(log, monkeypatch):
    from bowengine.bogglebowl import solver
    real = solver.solve
    budgets = []

    def starved(faces, space, lex, budget=0, tick=None):
        budgets.append(budget)
        if budget == 0 or budget > 150:
            raise MemoryError("forced")
        return real(faces, space, lex, budget, tick)

    starve(monkeypatch, starved)
    emu = Emulator("pybadge", seed=4, dict_path=DICT)
    start(emu)
    emu.press("a")
    emu.wait(600)
    goto(emu, 14, set())
    emu.press("a")
    for _ in range(200):
        if screen(emu) == "Verdict":
            break
        emu.wait(100)
    assert screen(emu) == "Verdict"
    assert budgets[0] == 400 and 150 in budgets
    assert any(p == 1 and a[0] == "add" for p, a in log["actions"])   # the bot still played


def test_a_bot_that_cannot_search_at_all_turns_the_timer_instead_of_crashing(log, monkeypatch):
    def none_left(*args):
        raise MemoryError("forced")

    starve(monkeypatch, none_left)
    emu = Emulator("pybadge", seed=4, dict_path=DICT)
    start(emu)
    emu.press("a")
    emu.wait(1000)
    assert screen(emu) == "RoundScreen"
    assert (1, ("done",)) in log["actions"]
    assert "turned the timer" in emu.text()


def round_on(emu, space, letters):
    """A round screen for Red (human) against a normal bot, on `space` with Red's cubes set."""
    from bowengine import games
    from bowengine.bogglebowl import data
    from bowui.games.bogglebowl.round import RoundScreen
    g = games.new("bogglebowl", 2, 1, {"target": 100}, emu.app.context("bogglebowl"))
    g.space = data.SPACE_NAMES.index(space)
    g.faces[0] = [ord(c) - 65 for c in letters]
    emu.app.go(RoundScreen(emu.app, g, ["human", "normal"], 0))
    return emu.app.screen


def test_x_space_second_word_crosses_on_one_cube_of_the_first(log):
    seen = set()
    emu = Emulator("pybadge", seed=2, dict_path=DICT)
    s = round_on(emu, "cross", "TONESARIDLM")
    for i in (0, 1, 2, 3):                        # TONE
        goto(emu, i, seen)
        emu.press("a")
    goto(emu, 11, seen)
    emu.press("a")                                # Next word
    for i in (4, 3, 5, 6):                        # S, the E of TONE (shared), A, R
        goto(emu, i, seen)
        emu.press("a")
    assert s.game.view(0)["words"] == ["TONE", "SEAR"]
    from bowui.games.bogglebowl.cubes import CROSS, USED
    assert s.pad.cubes[3].pixel_shader[0] == CROSS and s.pad.cubes[0].pixel_shader[0] == USED
    assert "7 cubes" in emu.text()                # 4 + 4 - 1: the shared cube counts once
    goto(emu, 0, seen)
    emu.press("a")                                # a second shared cube is refused
    assert s.game.view(0)["words"] == ["TONE", "SEAR"] and "used" in emu.text()
    assert s.game.cubes_of(0) == 7


def test_blank_space_greys_out_next_word_and_the_engine_refuses_a_break(log):
    emu = Emulator("pybadge", seed=2, dict_path=DICT)
    s = round_on(emu, "blank", "TONESARIDLM")
    goto(emu, 0, set())
    emu.press("a")
    assert s.pad.buttons[0].color == 0x8C8C8C     # grey: a Blank space takes one word
    goto(emu, 11, set())
    emu.press("a")
    assert s.game.view(0)["draft"] == [19]


def test_roll_button_re_rolls_tumbles_and_lands_on_the_new_faces(log):
    emu = Emulator("pybadge", seed=2, dict_path=DICT)
    s = round_on(emu, "wild", "TONESARIDLM")
    goto(emu, 0, set())
    emu.press("a")
    goto(emu, 13, set())
    emu.press("a")
    v = s.game.view(0)
    assert v["rolls"] == 2 and v["draft"] == [] and s.rolling
    emu.wait(600)
    assert not s.rolling
    assert [c.text for c in s.pad.letters] == [("Qu" if t == 26 else chr(65 + t)) for t in v["cubes"]]
    assert "0 cubes" in emu.text()


def test_a_game_saved_after_a_round_resumes_on_the_next_rounds_board(log):
    emu = Emulator("pybadge", seed=5, dict_path=DICT)
    start(emu, target_left=0)                     # play to 100
    emu.press("a")
    emu.wait(600)
    goto(emu, 14, set())
    emu.press("a")                                # Red turns the timer with no words
    for _ in range(200):
        if screen(emu) == "Verdict":
            break
        emu.wait(100)
    emu.press("a")
    move = emu.app.screen
    for _ in range(40):
        if move.over:
            break
        emu.wait(200)
    emu.press("a")                                # the next round: saved before it shows
    assert screen(emu) == "IntroScreen"
    game = emu.app.screen.game
    emu.press("start+select")
    assert "Resume Boggle Bowl" in emu.text()
    emu.press("a")
    assert screen(emu) == "IntroScreen"
    resumed = emu.app.screen.game
    assert resumed is not game and resumed.save() == game.save()
    assert resumed.view(0)["round"] == 1


def test_words_that_no_longer_fit_the_big_font_show_in_the_body_font_on_the_same_line():
    """The words line of the cube pad: the big font up to 19 characters, beyond that the body
    font (one label, its font swapped), and back to the big font when the words shrink."""
    from bowwords.emulator import prepare
    prepare(True)
    import displayio

    from bowui import ui
    from bowui.games.bogglebowl.cubes import CubePad
    group = displayio.Group()
    pad = CubePad(group, 0)
    faces = list(range(11))
    long = [0, 1, 2, -1, 3, 4, 5, -1, 6, 7, -1, 8, 9, 10, -1, 0, 1, -1, 2, 3]
    pad.draw_words(faces, long)
    assert pad.words.font is ui.sheet("body") and len(pad.words.text) > 19
    pad.draw_words(faces, [0, 1, 2])
    assert pad.words.font is ui.sheet("big") and len(pad.words.text) == 3
    assert sum(1 for layer in group if isinstance(layer, ui.Text) and layer.font is ui.sheet("big")) == 12


def test_the_bots_search_on_the_round_screen_steps_the_screens_own_thinking_dot():
    """During the round the bot searches on the round screen: its ticks step a gold dot at the
    top right (146, 151, 156, as bowui.thinking's), shown only while it searches, with no
    module loaded for it (the bench's `mark` called at each step)."""
    import sys
    emu = Emulator("pybadge", seed=4, dict_path=default_dict_path())    # ENABLE: long searches
    places = []
    emu.board.DISPLAY.mark = lambda data: places.append((emu.app.screen.dot.x, emu.app.screen.dot.hidden))
    start(emu)
    emu.press("a")
    for _ in range(100):
        if places and emu.app.screen.dot.hidden:
            break
        emu.wait(50)
    assert places and not any(hidden for _, hidden in places)     # shown while it searched,
    round_screen = emu.app.screen
    assert round_screen.dot.hidden and "bowui.thinking" not in sys.modules   # hidden after
    for _ in range(4):
        round_screen.think()
    assert [x for x, _ in places[-4:]] == [146, 151, 156, 146]


def test_a_first_round_only_bots_play_is_watched_by_the_human_teammate(log):
    """Issue 30 (BB-02, BB-08): 3 players, the team's bot first on the cubes: the first round
    is not over at Start; P1 watches it on Red's cubes, and its verdict shows both sides' words
    before the next round (the one P1 plays) begins."""
    emu = Emulator("pybadge", seed=21, dict_path=DICT)
    start(emu, players=3, swap_lead=True)
    s = emu.app.screen
    assert screen(emu) == "RoundScreen" and s.player == 0 and s.game.rounds == 0
    assert s.game.waiting_for() == (1, 2) and "Your team's bot plays" in emu.text()
    for _ in range(300):
        if screen(emu) != "RoundScreen":
            break
        emu.wait(100)
    assert screen(emu) == "Verdict" and "Round 1:" in emu.text()
    for side in ("Red", "Blue"):                 # each side's count, then the words it laid
        assert re.search(r"%s +\d+ cubes\n +[A-Z]{2,}" % side, emu.text()), emu.text()
