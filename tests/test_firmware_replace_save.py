"""A saved game is never replaced without the player saying so (issue 40): starting a game, the
sealed-bid slate or a new score while the save ring holds an unfinished game asks first; B keeps
the saved game as it was, A replaces it."""

from bowwords.emulator import Emulator


def name(emu):
    return type(emu.app.screen).__name__


def to_row(emu, text):
    """Move the cursor of the screen's menu to the row that starts with `text`, then A."""
    menu = emu.app.screen.menu
    rows = [row[0] for row in menu.items]
    target = [i for i, row in enumerate(rows) if row.startswith(text)][0]
    while menu.cursor != target:
        emu.press("down")
    emu.press("a")


def saved_boggle_bowl(seed=7):
    """The menu, the ring holding an unfinished Boggle Bowl game (started, then the chord)."""
    emu = Emulator("pybadge", seed=seed)
    to_row(emu, "Boggle Bowl")
    to_row(emu, "Start")
    emu.wait(3000)
    assert emu.program == "game.py"
    emu.press("start+select")
    emu.wait(3000)
    assert name(emu) == "MainMenu" and emu.app.saved_name() == "bogglebowl"
    return emu


def test_starting_a_game_over_an_unfinished_save_asks_and_b_keeps_the_save():
    emu = saved_boggle_bowl()
    kept = emu.app.ring.load()
    to_row(emu, "Billionaire")
    setup = emu.app.screen
    to_row(emu, "Start")
    assert name(emu) == "Replace" and emu.program is None
    assert "Replace the saved Boggle Bowl?" in " ".join(emu.text().split())
    assert "A: yes  B: no" in emu.text()
    emu.press("b")
    assert emu.app.screen is setup and emu.app.ring.load() == kept     # back, nothing lost
    to_row(emu, "Start")
    emu.press("a")                                                     # yes
    emu.wait(3000)
    assert emu.program == "game.py" and emu.app.saved_name() == "billionaire"


def test_the_slate_asks_before_its_auction_replaces_the_saved_game():
    emu = saved_boggle_bowl()
    kept = emu.app.ring.load()
    to_row(emu, "Companion")
    to_row(emu, "Sealed-bid slate")
    to_row(emu, "Start the auction")
    assert name(emu) == "Replace" and emu.app.ring.load() == kept
    emu.press("b")
    assert name(emu) == "SlateSetup" and emu.app.ring.load() == kept
    to_row(emu, "Start the auction")
    emu.press("a")
    assert name(emu) == "HandOff" and emu.app.saved_name() == "slate"


def test_a_new_score_asks_before_its_first_save_replaces_the_saved_game():
    emu = saved_boggle_bowl()
    kept = emu.app.ring.load()
    to_row(emu, "Companion")
    to_row(emu, "Scorekeeper")
    assert name(emu) == "Replace"
    emu.press("b")
    assert name(emu) == "CompanionMenu" and emu.app.ring.load() == kept
    assert emu.app.screen.menu.items[emu.app.screen.menu.cursor][0] == "Scorekeeper"
    emu.press("a")
    emu.press("a")                                                     # yes
    assert name(emu) == "ScorekeeperScreen"


def test_with_nothing_saved_a_game_starts_without_a_question():
    emu = Emulator("pybadge", seed=7)
    to_row(emu, "High Bid")
    to_row(emu, "Start")
    emu.wait(3000)
    assert emu.program == "game.py" and emu.app.saved_name() == "highbid"


def test_an_error_on_a_tool_that_never_saves_keeps_the_saved_game():
    """App.recover saves the game on the screen before the menu: a die's, a tool that never
    saves, must not take the ring's unfinished game's place."""
    emu = saved_boggle_bowl()
    kept = emu.app.ring.load()
    to_row(emu, "Companion")
    to_row(emu, "Six-sided die")
    emu.press("a")
    assert emu.app.screen.game is not None

    def broken(pressed):
        raise RuntimeError("broken on purpose")

    emu.app.screen.update = broken
    emu.frame()
    emu.wait(300)
    assert name(emu) == "MainMenu" and emu.app.ring.load() == kept


def test_a_new_score_opened_directly_asks_too(tmp_path):
    """`bowwords play --tool scorekeeper` (companion.tool_screen) asks as the list does."""
    from bowwords.emulator import FileNVM
    nvm = FileNVM(tmp_path / "nvm.bin")
    first = Emulator("pybadge", seed=7, nvm=nvm)
    to_row(first, "Boggle Bowl")
    to_row(first, "Start")
    first.wait(3000)
    first.press("start+select")
    first.wait(3000)
    emu = Emulator("pybadge", seed=7, nvm=nvm, game="scorekeeper")
    assert name(emu) == "Replace"
    emu.press("b")
    assert name(emu) == "MainMenu" and emu.app.saved_name() == "bogglebowl"
