"""Companion mode: each component of the four boxes on its own screen.

A tool screen holds one engine component (bowengine.games) and turns button
presses into its actions; its module is imported only when the tool opens.
"""

from bowui import ui
from bowui.catalog import TOOLS, has_lexicon
from bowui.input import A, B


def ready(name, module):
    """True if a tool's screen module and its engine part (if any) are on this device."""
    from bowengine import games

    from bowui import installed
    if not installed(module):
        return False
    return name is None or name in games.TABLE or (name == "lexicon" and has_lexicon())


def _cls(module, name):
    mod = __import__(module)
    for part in module.split(".")[1:]:
        mod = getattr(mod, part)
    return getattr(mod, name)


def tool_screen(app, name, game=None):
    """The screen of the tool registered as engine `name` (continuing `game`), or None.

    A tool with no engine part is found by its module's name (e.g. "price")."""
    for row in TOOLS:
        if row[1] == name or (row[1] is None and row[2] == "bowui.tools." + name):
            if name == "slate" and game is not None:
                return _cls("bowui.tools.slate", "SlateScreen")(app, game)
            if game is None:
                return _opened(app, row, lambda app: app.menu())
            return _cls(row[2], row[3])(app, game)
    return None


def _opened(app, row, back):
    """A new tool's screen (a row of TOOLS), or first the question when its first save would
    take the place of the ring's unfinished game (B: `back(app)`)."""
    screen = _cls(row[2], row[3])
    if getattr(screen, "REPLACES", False) and app.saved_name() is not None:
        from bowui.menu.replace import Replace
        return Replace(app, row[0], screen, back)
    return screen(app)


class CompanionMenu(ui.Screen):
    """The list of tools."""

    title = "Companion"
    reload_ok = True

    def __init__(self, app, cursor=0):
        ui.Screen.__init__(self, app)
        items = []
        for title, name, module, _ in TOOLS:
            ok = ready(name, module)
            items.append((title if ok else title + " (soon)", ui.WHITE if ok else ui.GREY))
        self.menu = ui.Menu(self.group, items, rows=6, cursor=cursor)
        ui.label(self.group, "A: open  B: menu", 4, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & B:
            return self.app.menu()
        if pressed & A:
            cursor = self.menu.cursor
            title = TOOLS[cursor][0]
            if self.menu.items[cursor][1] == ui.GREY:
                from bowui.notice import Notice
                return Notice(self.app, title, title + " arrives with its game's screens.",
                              back=lambda app: CompanionMenu(app, cursor))
            return _opened(self.app, TOOLS[cursor], lambda app: CompanionMenu(app, cursor))
        return None
