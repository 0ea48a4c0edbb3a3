"""The menu program's top: the main menu and Settings, and `menu`, the way back to them that
code.py gives the App (a screen below never imports this module).

The hand-off between players is in bowui.handoff, notices in bowui.notice."""

from bowui import ui
from bowui.catalog import GAMES, has_lexicon, registered, title_of
from bowui.input import LEFT, RIGHT, A, B
from bowui.notice import Notice


def menu(app, tools=None, note=None):
    """The main menu (its last line `note`, if given), or with `tools` (a row of
    bowui.catalog.TOOLS) the companion's list of tools with its cursor on that row."""
    if tools is not None:
        from bowui.menu.companion import CompanionMenu
        return CompanionMenu(app, tools)
    return MainMenu(app, note)


def open_game(app, game):
    """The screen that continues `game` (a resumed engine state): a tool's screen here, or a
    game's turns in the game program (the board reloads into it; the ring holds the game)."""
    from bowui.menu.companion import tool_screen
    screen = tool_screen(app, game.NAME, game)
    if screen is None:
        app.play()
    return screen


class MainMenu(ui.Screen):
    """Resume, the four games, Companion, Dictionary, Records, Rules, Settings; the last line
    says the drive mode, or `note` (what went wrong, after App.recover) in red; the cursor on
    game `on`'s row if given, else on the row last opened (app.menu_row: the menu comes back
    to it)."""

    title = "BOWWORDS"
    reload_ok = True
    is_menu = True

    def __init__(self, app, note=None, on=None):
        ui.Screen.__init__(self, app)
        self.actions = []
        items = []
        resumed = app.saved_name()
        if resumed is not None:
            items.append(("Resume " + title_of(resumed), ui.GOLD))
            self.actions.append(("resume", resumed))
        for names, title in GAMES:
            name = registered(names)
            items.append((title if name else title + "  (soon)", ui.WHITE if name else ui.GREY))
            self.actions.append(("game", name or title))
        items.append(("Companion", ui.WHITE))
        self.actions.append(("companion", None))
        if has_lexicon():
            items.append(("Dictionary", ui.WHITE))
            self.actions.append(("dictionary", None))
        items.append(("Records", ui.WHITE))
        self.actions.append(("records", None))
        items.append(("Rules", ui.WHITE))
        self.actions.append(("rules", None))
        items.append(("Settings", ui.WHITE))
        self.actions.append(("settings", None))
        back = ("game", on) if on is not None else getattr(app, "menu_row", None)
        cursor = self.actions.index(back) if back in self.actions else 0
        self.menu = ui.Menu(self.group, items, rows=6, cursor=cursor)
        mode = "serial-flash mode" if app.hw.drive_mode == "serial" else "USB drive mode"
        ui.label(self.group, note or mode, 80, 126, ui.RED if note else ui.GREY, anchor=(0.5, 1.0))

    def update(self, pressed):
        if self.menu.move(pressed) or not pressed & A:
            return None
        app = self.app
        kind, arg = app.menu_row = self.actions[self.menu.cursor]
        if kind == "resume":
            game = app.saved_game()
            if game is None:      # another build's save (an older version): a new game instead
                return (MainMenu, app, "Save unreadable: new game?", arg)
            return open_game(app, game)
        if kind == "companion":
            from bowui.menu.companion import CompanionMenu
            return CompanionMenu(app)
        if kind == "settings":
            return Settings(app)
        if kind == "records":
            from bowui.menu.records_screen import RecordsScreen
            return RecordsScreen(app)
        if kind == "rules":
            from bowui.menu.rules_list import RulesList
            return RulesList(app)
        if kind == "dictionary":
            from bowui.tools.judge import JudgeScreen
            judge = JudgeScreen(app)
            judge.back = app.menu
            return judge
        if arg in [t for _, t in GAMES]:
            return Notice(app, arg, arg + " is coming soon: its engine is not on this device yet.")
        from bowui.menu.setup import setup_screen
        return (setup_screen, app, arg)        # made once the menu has gone (App.go)


class Settings(ui.Screen):
    """Sound on or off, forget the saved game, About (what this board is and runs: bowui.menu.
    about), Back; the drive mode and the menu chord below. The cursor on row `cursor`."""

    title = "Settings"
    reload_ok = True

    def __init__(self, app, cursor=0):
        ui.Screen.__init__(self, app)
        self.menu = ui.Menu(self.group, self.items(), rows=4, cursor=cursor)
        p = app.hw.profile
        mode = "serial-flash" if app.hw.drive_mode == "serial" else "USB drive"
        ui.label(self.group, "Drive: " + mode, 4, 84, ui.GREY)
        ui.label(self.group, "Menu from anywhere:", 4, 98, ui.GREY)
        ui.label(self.group, chord_name(p), 4, 111, ui.GREY)

    def items(self):
        return [("Sound: " + ("off" if self.app.sound.muted else "on"), ui.WHITE),
                ("Forget saved game", ui.WHITE), ("About", ui.WHITE), ("Back", ui.WHITE)]

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & B:
            return self.app.menu()
        if pressed & (A | LEFT | RIGHT) and self.menu.cursor == 0:
            snd = self.app.sound
            snd.muted = not snd.muted
            self.app.store_settings()
            self.menu.items = self.items()
            self.menu.draw()
            snd.tone(660, 60)
        elif pressed & A and self.menu.cursor == 1:
            self.app.forget_save()
            self.menu.items[1] = ("Saved game forgotten", ui.GREY)
            self.menu.draw()
        elif pressed & A and self.menu.cursor == 2:
            from bowui.menu.about import About
            return About(self.app, lambda app: Settings(app, 2))
        elif pressed & A:
            return self.app.menu()
        return None


def chord_name(profile):
    """The menu chord in words, e.g. "Start + Select"."""
    from bowui.input import NAMES
    return " + ".join([n for n, bit in NAMES if profile["home"] & bit])
