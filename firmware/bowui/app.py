"""The app: one screen at a time, driven one frame at a time by step(now).

Two programs run it, each on a heap of its own: the menu (code.py: the menu, a game's setup,
the companion tools, the dictionary, Settings) and the game (game.py: the game saved in the
NVM ring, from its first turn to its results). They hand over by reloading the board
(App.switch): a game starts on a fresh heap, and nothing a game loaded outlives it.

code.py and game.py (on the board) and the desktop emulator build a hardware object
`hw` and call App(hw).step(now) every frame with a ticks_ms value. hw has:
display, queue (a keypad EventQueue), event (a keypad.Event), profile (a dict
of bowui.boards), joystick, accel (None, or shaken(now) -> bool), speaker
(None, or start(hz)/stop()), nvm (or None), drive_mode ("usb" or "serial"),
dict_path (the dictionary file), rules_path (optional: the rules pages' file,
bowui.rules.PATH by default), set_reload(ok), seed() (a fresh seed
below 2**30), switch(program) (reload the board into `program`, or into code.py for
None; it does not return) and previous_traceback() (the one the last run ended in, or None).
"""

import gc
import sys

import displayio
from micropython import const

from bowui import saves
from bowui.input import SELECT, SHAKE, Buttons
from bowui.sound import Sound

GAME_PROGRAM = "game.py"   # the game program's file, at the drive's root
_SLACK = const(12288)      # live bytes the menu may hold beyond its first before the menu program restarts

# Modules that stay loaded; every other bowui/bowengine module is a game's or a tool's.
# The menu program's top (bowui.menu.home, held by the App) and what it imports stay too.
_KEEP = ("bowui", "bowui.app", "bowui.input", "bowui.saves", "bowui.sound",
         "bowui.ui", "bowui.hw", "bowui.loop", "bowui.menu.home", "bowui.catalog", "bowui.notice",
         "bowengine", "bowengine.games", "bowengine.contract", "bowengine.pack", "bowengine.rng")


def _ours(name):
    """True for our packages and their modules: what comes and goes (the packages stay, kept)."""
    return name.startswith("bowui") or name.startswith("bowengine")


def forget(name):
    """Drop module `name` from sys.modules and from its package (its memory returns at the
    next collect, once nothing uses it)."""
    del sys.modules[name]
    parent, child = name.rsplit(".", 1)
    if parent in sys.modules and hasattr(sys.modules[parent], child):
        delattr(sys.modules[parent], child)


# Values that come from no module: a module's constants, a game's counts and names.
_PLAIN = (int, str, bytes, bool, float, type(None))


def _homes(value, out, seen, deep=True):
    """Add to `out` the modules of ours that `value` comes from (a module, class, function or
    object; when `deep`, also a list's, tuple's or dict's items) and `seen` does not hold."""
    t = type(value)
    if t in _PLAIN:
        return                   # (most values: a quick no, without getattr's failed look-ups)
    if t is type(sys):
        name = value.__name__
    elif t is type:
        name = getattr(value, "__module__", None)
    elif t is list or t is tuple or t is dict:
        if deep:
            for item in (value.values() if t is dict else value):
                _homes(item, out, seen, False)
        return
    else:
        g = getattr(value, "__globals__", None)
        name = g.get("__name__") if g is not None else getattr(t, "__module__", None)
    if name is not None and name not in seen and _ours(name):
        out.append(name)


def in_use(names):
    """The modules `names` and every module of ours their globals come from, and theirs, with
    their packages: what must stay imported while they do (a module forgotten but still used
    would be imported twice)."""
    used = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in used or name not in sys.modules:
            continue
        used.add(name)
        package = name
        while "." in package:
            package = package.rsplit(".", 1)[0]
            used.add(package)
        mod = sys.modules[name]
        if _ours(name) and not hasattr(mod, "__path__"):   # a package's attributes are
            for value in mod.__dict__.values():             # the modules it loaded
                _homes(value, todo, used)
    return used


def forget_new(before):
    """Forget the modules imported since `before` (a list of names from sys.modules) that
    those do not use, then collect: what a look-up imported goes with it."""
    before = in_use(before)
    for name in list(sys.modules):
        if name not in before and _ours(name):
            forget(name)
    gc.collect()


# The last release's answer while App.go makes a screen in steps (release: the same again is
# not walked). Not a local of go: its frame is under every bot's search (the pystack).
_chain = [None]


def release(game=None, using=(), last=None):
    """Forget the game and tool modules, then collect. With `game` (the game in play), what
    it, bowui.games.play, its own entry module (bowui.games.NAME.entry) and the objects `using` (the
    next screen, or the function and arguments that make it) use stays: the modules only
    the last screens, the bots or a look-up used go (they are imported again when needed).
    Returns what it was asked to keep and what it left imported; given that as `last` (the
    release before, in one chain of steps) and both the same now, the modules are not walked
    again: nothing came or changed that could go (the game program's resume, then its
    first turn: in_use's walk, 0.05 s on a PyBadge for Billionaire, is not made twice)."""
    keep = _KEEP
    if game is not None:
        from bowui.games import entry_of
        roots = ["bowui.games.play", entry_of(game.NAME)]
        for thing in using + (game,):
            _homes(thing, roots, ())
            for value in getattr(thing, "__dict__", {}).values():
                _homes(value, roots, ())
        if last is not None and last[0] == roots and last[1] == _imported():
            gc.collect()
            return last
        keep = in_use(roots)
    for name in list(sys.modules):
        if name not in _KEEP and name not in keep and _ours(name):
            forget(name)
    gc.collect()
    return (roots, _imported()) if game is not None else None


def _imported():
    """What is imported, in two small ints (no list of names held while the next screen is
    built): how many modules, and their names' hashes xor'ed."""
    mark = 0
    for name in sys.modules:
        mark ^= hash(name)
    return len(sys.modules), mark


def live():
    """Bytes allocated on the heap, right after a collection (0 where the VM cannot tell: CPython)."""
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def game_in(screen):
    """The game among the arguments of a tuple (function, arguments...) that makes a screen: a
    game's first turn, made from its setup screen (which holds no game), or None."""
    if type(screen) is tuple:
        for value in screen:
            if hasattr(value, "NAME"):
                return value
    return None


def error_kind(name):
    """An error's kind (its class's name) in a few words for the menu's last line."""
    return "Out of memory" if name == "MemoryError" else name


def traceback_kind(traceback):
    """The kind of error a traceback ends in, as error_kind words, or None (no error, or the run
    was stopped from the computer with Ctrl-C)."""
    kind = (traceback or "").strip().split("\n")[-1].split(":")[0].strip()
    return error_kind(kind) if kind and kind != "KeyboardInterrupt" else None


class App:
    """Screens, buttons, sound and saves; step(now) runs one frame."""

    over = None                    # the rules pages shown over the screen (Select), or None

    def __init__(self, hw, first=None, now=0, menu=None, turns=None):
        self.hw = hw
        # The program's top, given by code.py or game.py (a screen never imports it): the menu
        # program's menu(app, tools, note) (bowui.menu.home), or the game program's
        # next_turn(app, game, seats, player) (bowui.games.play).
        self._menu = menu
        self._turns = turns
        self.program = GAME_PROGRAM if turns is not None else None
        p = hw.profile
        self.buttons = Buttons(hw.queue, p["map"], p["home"], hw.event, hw.joystick)
        self.ring = saves.game_ring(hw.nvm, p.get("nvm_erase", 0))
        st = self.ring.settings()
        self.sound = Sound(hw.speaker, muted=bool(st and st[0] & 1))
        self.root = displayio.Group()
        from bowui.boards import offset
        self.root.x, self.root.y = offset(p)
        hw.display.root_group = self.root
        self.now = now             # ticks_ms: the first screen may start a clock (a die tumbling)
        self.screen = None
        self.building = None       # the game of a screen being built (App.go)
        self.game = None           # in the game program: its game, once a screen has shown it
        self._saved = None
        # The first screen; at power-up the menu, whose last line names the error the game
        # program ended in, if it did (CircuitPython keeps that run's traceback).
        self.go(first(self) if first else menu(self, None, traceback_kind(hw.previous_traceback())))
        self.fresh = None                   # what the first screen holds, where modules go
        if self.releases():
            gc.collect()
            self.fresh = live()

    def menu(self, tools=None):
        """The main menu screen (with `tools`, a row of the companion's list: that list); in the
        game program, the way back to it (the menu program, started once the game's screen
        has gone and saved the game)."""
        if self.program is not None:
            return (self.switch, None)
        return self._menu(self, tools)

    def turn_done(self, game, seats, player):
        """What a turn screen returns once its human acted: the game program's next turn (the
        bots move while this screen shows, with the thinking dot; the next screen is made by
        App.go once this one has gone, so the two never share the heap)."""
        return self._turns(self, game, seats, player)

    def switch(self, program):
        """Reload the board into `program` (GAME_PROGRAM, or None: the menu): a fresh heap.
        The backlight goes off first: between two programs the board shows its console (the
        terminal: "Code done running.", "soft reboot"...) until the next program sets its own
        screen, and a reload keeps the backlight as it is; the next program lights it again
        once its first frame is drawn (App.step)."""
        self.dark()
        try:
            self.hw.switch(program)
        except Exception:                 # noqa: BLE001 - not switched (no such program): lit again
            self.light()
            raise

    def dark(self):
        """The backlight off (never raises: a board without one shows the switch)."""
        try:
            self.hw.display.brightness = 0
        except (AttributeError, ValueError, RuntimeError):
            pass

    def light(self):
        """The screen drawn as it is now, then the backlight on (after a switch, once the first
        frame is on the screen: the terminal and a half-built screen are never seen)."""
        display = self.hw.display
        try:
            if display.brightness < 1:
                display.refresh()
                display.brightness = 1
        except (AttributeError, ValueError, RuntimeError):
            pass

    def play(self, game=None):
        """Start the game program on `game`, saved first (None: on the game the ring holds)."""
        if game is not None and not self.ring.save(game.save()):
            raise RuntimeError("the game does not fit the save ring")
        self.switch(GAME_PROGRAM)

    def go(self, screen):
        """Show `screen` (the old one leaves first: it may autosave).

        `screen` may also be a tuple (function, arguments...) that makes it: a screen that
        ends a turn returns one, so the next screen is built here, near the top of the call
        stack, not under the update that ended the turn (a board's pystack is 2,048 bytes),
        and after the old screen has gone, so the two never share the heap."""
        had_one = self.screen is not None
        game = self._drop() or game_in(screen) or self.game
        if self.program is not None:
            self.game = game                # the game program's one game (a look-only screen has none)
        tidy = game is not None and self.releases()
        if type(screen) is tuple:
            self.building = game            # recover() saves it if the build fails
            while type(screen) is tuple:    # (the bots' moves may return the next one to make)
                if tidy:                    # the last screens' modules go before the next is built
                    _chain[0] = release(game, screen, _chain[0])
                                            # (at the game program's start too: what the resume
                                            # imported, 2-3 KB, goes before the first screen)
                elif self.releases():
                    gc.collect()            # (on a board: not in the emulator's CPython tests)
                screen = screen[0](*screen[1:])
            _chain[0] = None
            self.building = None
        elif tidy and not screen.is_menu:
            release(game, (screen,))        # what only the last screens used goes
        game = None
        self.screen = screen
        self.root.append(screen.group)
        self.hw.set_reload(screen.reload_ok)
        if had_one and screen.is_menu and self.releases():
            release()           # back at the menu: the game's or tool's modules go (and a collect)
            if self.fresh is not None and live() > self.fresh + _SLACK:
                self.switch(None)   # what tools left (blocks the collector keeps): a fresh heap

    def releases(self):
        """True if modules are released as screens change: on a board; in the emulator only when
        asked (tests share one CPython process)."""
        return getattr(self.hw, "release", True)

    def _drop(self, leave=True):
        """The old screen leaves (and autosaves, unless `leave` is False: it failed); returns
        its game, if it shows one. A call of its own: the slots of its frame, which still point
        at the old screen, are gone when the next screen is built (the board's garbage
        collector would keep what they hold)."""
        self.close_rules()
        old = self.screen
        if old is None:
            return None
        if leave:
            old.leave()
        self.root.remove(old.group)
        self.screen = None
        game = getattr(old, "game", None)
        return game if hasattr(game, "NAME") else None    # a tool's, or none: not a game's

    def home(self):
        """The menu chord: back to the menu from anywhere."""
        self.close_rules()
        self.go(self.menu())

    def close_rules(self):
        """The rules pages over the screen (Select, bowui.rules) go; the screen shows again."""
        if self.over is not None:
            self.over.close()
            gc.collect()          # (bowui.rules stays until the screen changes: imported once
                                  # per screen; forgotten and imported again at each Select, it
                                  # left BuyWord's heap too fragmented for a bot's search)
            resumed = getattr(self.screen, "resumed", None)
            if resumed is not None:
                resumed()         # a timed screen: the time under the pages does not count

    def recover(self, error):
        """After an error in a frame: save the game if one is on, then the menu, with one line
        saying what happened (and the traceback on the console). The game program leaves that
        to the menu program: it saves and raises again, and the board reloads into code.py
        (game.py runs with reload_on_error), whose menu reads the error back. In the menu
        program, should the recovery fail too, the board reloads: never a dead screen."""
        if self.program is not None:
            self.save_now()
            self.dark()                   # the board shows the traceback on its console next
            raise error
        try:
            self._recover(error)
        except Exception:                 # noqa: BLE001 - the last resort: a fresh heap
            self.switch(None)

    def _recover(self, error):
        try:                              # (CircuitPython has no sys.print_exception)
            import traceback
            traceback.print_exception(error)
        except ImportError:
            print(type(error).__name__ + ":", error)
        saved = ", game saved" if self.save_now() else ""
        self._drop(False)                 # the failed screen's memory goes before the menu is built
        if self.releases():
            release()
        else:
            gc.collect()
        kind = error_kind(type(error).__name__)
        print("Bowwords:", kind + saved + ":", error)
        self.go(self._menu(self, None, (kind + saved)[:26]))

    def save_now(self):
        """Save the game on the screen (or being built), if one is unfinished; True if saved.
        Never raises: a save that fails keeps the last one."""
        game = getattr(self.screen, "game", None) or self.building or self.game
        self.building = None
        screen = self.screen
        if (self.program is None and screen is not None and getattr(screen, "SAVE", True) is False
                and not getattr(screen, "REPLACES", False)):
            return False                  # a tool that never saves (a die): the saved game stays
        try:
            if game is not None and game.result() is None:
                self.autosave(game)
                return True
        except Exception:                 # noqa: BLE001
            pass
        return False

    unlit = 2           # frames before the backlight comes on again (App.switch turned it off)

    def step(self, now):
        """One frame: read the buttons (and the accelerometer), update the screen. The second
        frame starts by lighting the backlight: the first is on the screen by then. (Checked
        here, not in a call around the frame: the paths under it keep their pystack.)"""
        if self.unlit:
            self.unlit -= 1
            if not self.unlit:
                self.light()
        self.now = now
        self.sound.update(now)
        pressed = self.buttons.scan(now)
        if self.buttons.home:
            self.home()
            return
        accel = self.hw.accel
        if accel is not None and accel.shaken(now):
            pressed |= SHAKE
        if self.over is not None:
            if self.over.update(pressed) is not None:
                self.close_rules()
            return
        if pressed & SELECT and getattr(self.screen, "rules", None) is not False:
            try:
                from bowui.rules import cover
            except MemoryError:       # no room for the pages here: the screen goes on
                gc.collect()
                return
            cover(self)               # the rules page of this screen, over it
            return
        nxt = self.screen.update(pressed)
        if nxt is not None:
            self.go(nxt)

    # ---- saves -------------------------------------------------------------------
    unchanged = None               # the game as the ring holds it, until a move (bowui.games.play)

    def autosave(self, game):
        """Save game.save() in the NVM ring (skipped when nothing changed; not even packed for
        the game the game program resumed, before its first move)."""
        if game is self.unchanged:
            self.unchanged = None
            return
        data = game.save()
        if data != self._saved and self.ring.save(data):
            self._saved = data

    def forget_save(self):
        """Nothing to resume any more (the game ended)."""
        if self._saved != b"":
            loaded = self.ring.load()
            if loaded:
                self.ring.clear()
            self._saved = b""

    def saved_name(self):
        """The name of the game saved last (read from its header: nothing imported), or None."""
        data = self.ring.load()
        if not data:
            return None
        try:
            from bowengine.contract import read_header
            return read_header(data)[0]
        except (ValueError, IndexError, TypeError):
            return None

    def saved_game(self):
        """The engine state saved last, or None. The ring is read once, and what it holds is
        known to be saved: an autosave writes nothing until the game changes."""
        data = self.ring.load()
        if not data:
            return None
        try:
            from bowengine import games
            game = games.load(data, self.context(games.read_header(data)[0]))
        except (ValueError, ImportError, KeyError, IndexError, TypeError, OSError):
            return None
        self._saved = data
        return game

    def context(self, name):
        """What the engine borrows from the device for game `name`: the dictionary, for word games."""
        from bowengine import games
        if "lexicon" not in games.game_class(name).CONTEXT:
            return {}
        from bowengine.lexicon import Lexicon
        return {"lexicon": Lexicon(self.hw.dict_path, check=False)}

    def store_settings(self):
        """Save Sound on/off (byte 0), keeping what follows (the seats of the saved game)."""
        old = self.ring.settings()
        self.ring.store_settings(bytes((1 if self.sound.muted else 0,)) + old[1:])
