"""Between a game's screens the firmware forgets the modules that only the last screens, the
bots or a look-up used (bowui.app.release), so their code leaves the board's heap; what the
game, its own screens module and the next screen use stays (forgotten while still used, a
module would be imported twice). Pinned here with small modules made for the test."""

import sys
import types
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "firmware"))

from bowui import app  # noqa: E402
import bowengine  # noqa: E402, F401 (the real packages the made-up modules go in)
import bowui.games  # noqa: E402, F401

_MADE = {
    "bowengine.fakegame": "",
    "bowengine.fakegame.rules": "class Fake:\n    NAME = 'fakegame'\n",
    "bowengine.fakegame.bots": "class Bot:\n    pass\n",
    "bowui.games.fakegame": "",
    "bowui.games.fakegame.text": "def line():\n    return 'text'\n",
    "bowui.games.fakegame.cards": "class Cards:\n    pass\n",
    "bowui.games.fakegame.board": "from bowui.games.fakegame.text import line\nclass Board:\n    pass\n",
    "bowui.games.fakegame.entry": "from bowui.games.fakegame import text\n_seen = {}\n",
}


@pytest.fixture
def made():
    """The made-up game's modules in sys.modules; afterwards sys.modules and the packages'
    attributes are as they were."""
    saved = dict(sys.modules)
    for name, code in _MADE.items():
        mod = types.ModuleType(name)
        if name in ("bowengine.fakegame", "bowui.games.fakegame"):
            mod.__path__ = []
        sys.modules[name] = mod
        exec(compile(code, name, "exec"), mod.__dict__)
        parent, child = name.rsplit(".", 1)
        setattr(sys.modules[parent], child, mod)
    yield sys.modules
    for name in list(sys.modules):
        if name not in saved:
            del sys.modules[name]
    sys.modules.update(saved)
    for name in _MADE:
        parent, child = name.rsplit(".", 1)
        if parent in sys.modules and hasattr(sys.modules[parent], child):
            delattr(sys.modules[parent], child)
    for name, mod in saved.items():          # what release() forgot is back in its package
        parent, child = name.rsplit(".", 1) if "." in name else ("", name)
        if parent.split(".")[0] in ("bowui", "bowengine") and parent in saved:
            setattr(saved[parent], child, mod)


def _game(mods):
    return mods["bowengine.fakegame.rules"].Fake()


def test_the_last_screens_and_the_bots_modules_go(made):
    """Cards (a screen left) and the bots (their move done) are forgotten."""
    app.release(_game(made), ())
    assert "bowui.games.fakegame.cards" not in made and "bowengine.fakegame.bots" not in made


def test_the_game_its_screens_module_and_what_they_import_stay(made):
    """The rules of the game in play, bowui.games.NAME.entry (it holds what the players have
    seen) and the modules it imports stay."""
    app.release(_game(made), ())
    for name in ("bowengine.fakegame.rules", "bowui.games.fakegame.entry", "bowui.games.fakegame.text"):
        assert name in made, name


def test_what_the_next_screen_uses_stays(made):
    """The next screen's own module, what its module imports, and the module of a function it
    holds (a way back) stay."""
    board = made["bowui.games.fakegame.board"].Board()
    board.back = made["bowui.games.fakegame.text"].line
    app.release(_game(made), (board,))
    assert "bowui.games.fakegame.board" in made and "bowui.games.fakegame.text" in made
    assert "bowui.games.fakegame.cards" not in made


def test_what_the_function_that_makes_the_next_screen_and_its_arguments_use_stays(made):
    """A turn's end (function, arguments...): the function's module and an argument's class's."""
    cards = made["bowui.games.fakegame.cards"].Cards()
    app.release(_game(made), (made["bowui.games.fakegame.board"].Board, cards))
    assert "bowui.games.fakegame.board" in made and "bowui.games.fakegame.cards" in made
    assert "bowengine.fakegame.bots" not in made


def test_a_package_s_loaded_modules_are_not_counted_as_used(made):
    """A game's package lists every screens module loaded; that alone keeps none of them."""
    used = app.in_use(["bowui.games.fakegame.entry"])
    assert "bowui.games.fakegame" in used and "bowui.games.fakegame.cards" not in used


def test_a_forgotten_module_leaves_its_package(made):
    """A module forgotten is no attribute of its package any more (the next import makes it)."""
    app.forget("bowui.games.fakegame.cards")
    assert not hasattr(sys.modules["bowui.games.fakegame"], "cards")


class _Hardware:
    release = True
    display = None

    def set_reload(self, ok):
        pass


class _Screen:
    is_menu = False
    reload_ok = False

    def __init__(self, game=None):
        self.game = game
        self.group = []

    def leave(self):
        pass


def test_setup_s_modules_go_when_the_game_s_first_turn_is_made(made):
    """The setup screen holds no game; the first turn's maker (function, app, game, ...) does:
    what only the setup used goes before the first turn's screen is built."""
    shell = app.App.__new__(app.App)
    shell.hw, shell.root, shell.screen, shell.building = _Hardware(), [], _Screen(), None
    shell.program, shell.game = app.GAME_PROGRAM, None
    shell.root.append(shell.screen.group)
    game = _game(made)
    seen = []

    def first_turn(game):
        seen.append("bowui.games.fakegame.cards" in sys.modules)
        return _Screen(game)

    shell.go((first_turn, game))
    assert seen == [False] and "bowengine.fakegame.rules" in made


def test_a_release_that_would_find_all_as_the_last_one_left_it_walks_no_module_again(made, monkeypatch):
    """A chain of steps (the game program's resume, then its first turn): the second release,
    with nothing imported since and the same modules asked to stay, forgets nothing and does
    not walk the modules' globals again."""
    game = _game(made)
    last = app.release(game, ())
    walks = []
    monkeypatch.setattr(app, "in_use", lambda names: walks.append(names) or set())
    assert app.release(game, (), last) is last
    assert walks == [] and "bowui.games.fakegame.entry" in made


def test_a_module_imported_since_the_last_release_goes_at_the_next(made):
    """Given the last release's answer, a module a step imported since (bots, a look-up) still
    goes: the release walks again."""
    game = _game(made)
    last = app.release(game, ())
    made["bowengine.fakegame.bots"] = types.ModuleType("bowengine.fakegame.bots")
    app.release(game, (), last)
    assert "bowengine.fakegame.bots" not in made


def test_what_the_last_step_alone_used_goes_at_the_next_release(made):
    """Given the last release's answer, a module only the last step's maker used (its roots
    differ now) goes."""
    game = _game(made)
    last = app.release(game, (made["bowui.games.fakegame.cards"].Cards,))
    assert "bowui.games.fakegame.cards" in made
    app.release(game, (), last)
    assert "bowui.games.fakegame.cards" not in made


@pytest.mark.parametrize("traceback,note", [
    (None, None),
    ("Traceback (most recent call last):\n  File \"game.py\", line 20\nMemoryError: memory allocation failed\n",
     "Out of memory"),
    ("Traceback (most recent call last):\nRuntimeError: pystack exhausted\n", "RuntimeError"),
    ("Traceback (most recent call last):\nKeyboardInterrupt: \n", None),
])
def test_the_menu_names_the_error_the_last_program_ended_in(traceback, note):
    """The menu's last line after the game program ended in an error: its kind in a few words
    (none when it was stopped from the computer with Ctrl-C, or ended without one)."""
    assert app.traceback_kind(traceback) == note
