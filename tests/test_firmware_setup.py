"""The shared setup screen: players, each seat human or a bot, and the options a game offers."""

from bowwords.emulator import Emulator

from screenfit import check


def _setup(choices=()):
    emu = Emulator("pybadge", seed=5, game="slate")
    from bowui.menu.setup import SetupScreen
    emu.app.go(SetupScreen(emu.app, "slate", choices))
    emu.frame()
    return emu


def test_options_offered_by_a_game_reach_the_engine():
    emu = _setup((("maximum", "Top bid", (999, 500, 100)),))
    emu.press("up")
    emu.press("up")                                  # the option row (above Start)
    emu.press("left")
    emu.press("left")                                # down: 999, 500, 100
    assert "Top bid: 100" in emu.text()
    check(emu, set())
    emu.press("down")
    emu.press("a")                                   # Start: P1 human, P2 a bot
    game = emu.app.screen.game
    assert game.options["maximum"] == 100 and game.players == 2


def test_option_words_wrap_numbers_stop_at_their_ends_and_booleans_read_on_off():
    emu = _setup((("first", "First", (0, 1)), ("maximum", "Cap", (999, 5)), ("look", "Look", ("a", "b"))))
    assert "First: 0" in emu.text() and "Cap: 999" in emu.text()
    for _ in range(3):
        emu.press("up")                              # Start, Look, Cap
    emu.press("right")
    assert "Cap: 999" in emu.text()                  # the largest: Right goes no further
    emu.press("up")
    emu.press("left")
    assert "First: 0" in emu.text()                  # the smallest: Left goes no further
    emu.press("down")
    emu.press("down")
    emu.press("left")
    assert "Look: b" in emu.text()                   # words go round
    from bowui.menu.setup import _shown
    assert (_shown(True), _shown(False), _shown(7)) == ("on", "off", "7")


def test_right_makes_a_number_larger_whatever_order_its_values_are_listed_in():
    """Issue 40: Billionaire's "Goal $M" (1000, 500, 250) and Boggle Bowl's "Play to" (100, 50,
    30) list their default, the largest, first; Right made them smaller."""
    emu = _setup((("goal", "Goal $M", (1000, 500, 250)),))
    emu.press("up")
    emu.press("up")                                  # Start, the option
    seen = []
    for key in ("left", "left", "left", "right", "right", "right"):
        emu.press(key)
        seen.append(emu.text().split("Goal $M: ")[1].split()[0])
    assert seen == ["500", "250", "250", "500", "1000", "1000"]


def test_without_options_start_follows_the_seats():
    emu = _setup()
    emu.press("up")                                  # Start (wrapping up from Players)
    emu.press("a")
    assert emu.app.screen.game.options["maximum"] == 999


class _Starved:
    """A bot whose search runs out of memory the first `fails` times it is asked."""

    def __init__(self, fails):
        from bowengine.rng import Rng
        self.fails, self.asked, self.lightened, self.rng = fails, 0, 0, Rng(3)

    def lighten(self):
        self.lightened += 1

    def act(self, view, legal):
        self.asked += 1
        if self.asked <= self.fails:
            raise MemoryError
        return ("bid", 7)


def _slate_bidder():
    from bowengine import games
    game = games.new("slate", 2, 1)
    return game, game.waiting_for()[0]


def test_a_bot_out_of_memory_is_asked_again_after_a_collect():
    from bowui.games.play import bot_act
    game, p = _slate_bidder()
    bot = _Starved(1)
    assert bot_act(game, p, bot) == ("bid", 7) and bot.asked == 2


def test_a_bot_out_of_memory_lets_go_of_its_search_before_it_is_asked_again():
    """bot.lighten() (the solver's arrays, a smaller budget) comes between the two asks."""
    from bowui.games.play import bot_act
    game, p = _slate_bidder()
    bot = _Starved(1)
    bot_act(game, p, bot)
    assert bot.lightened == 1


def test_a_bot_still_out_of_memory_gets_a_plain_legal_move_not_a_crash():
    from bowui.games.play import bot_act
    game, p = _slate_bidder()
    bot = _Starved(99)
    action = bot_act(game, p, bot)
    assert bot.asked == 2 and game.allows(p, action)


def test_each_human_turn_starts_saved_with_the_bots_moves_in_it():
    """Resume shows the position the player saw: the save is made after the bots moved."""
    emu = Emulator("pybadge", seed=9)
    from bowui.menu.setup import setup_screen
    emu.app.go(setup_screen(emu.app, "highbid"))
    emu.frame()
    emu.press("up")                                  # Start
    emu.press("a")
    checked = 0
    for _ in range(40):
        if type(emu.app.screen).__name__ in ("BidScreen", "BuyerScreen"):   # a turn's first screen
            assert emu.app.ring.load() == emu.app.screen.game.save()
            checked += 1
        emu.press("a")
    assert checked >= 10
