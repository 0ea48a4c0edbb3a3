"""The menu's Rules: the games and the device, each opening its pages (bowui.rules)."""

from bowui import ui
from bowui.input import A, B
from bowui.rules import Rules

# The list: (key in the rules file, title).
CHAPTERS = (("buyword", "BuyWord"), ("bogglebowl", "Boggle Bowl"), ("billionaire", "Billionaire"),
            ("highbid", "High Bid"), ("device", "The device"))


class RulesList(ui.Screen):
    """The menu's Rules: the games and the device; A opens their pages, B the menu."""

    title = "Rules"
    reload_ok = True
    rules = False              # (these are the rules: Select does nothing here)

    def __init__(self, app, cursor=0):
        ui.Screen.__init__(self, app)
        self.menu = ui.Menu(self.group, [(t, ui.WHITE) for _, t in CHAPTERS] + [("Back", ui.WHITE)],
                            rows=6, cursor=cursor)
        ui.label(self.group, "Select: rules in a game", 4, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        c = self.menu.cursor
        if pressed & B or (pressed & A and c == len(CHAPTERS)):
            return self.app.menu()
        if pressed & A:
            return Rules(self.app, (CHAPTERS[c][0],), lambda app: RulesList(app, c))
        return None
