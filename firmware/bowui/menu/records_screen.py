"""The menu's Records: each game's records (bowui.records), one game at a time; and a way to
clear them all (A, then A again to confirm)."""

from micropython import const

from bowui import records, records_text, ui
from bowui.catalog import title_of
from bowui.input import DOWN, LEFT, RIGHT, UP, A, B

_ROWS = const(6)


class RecordsScreen(ui.Screen):
    """<>: the game; ^v: scroll its lines; A: clear (asks first); B: the menu."""

    title = "Records"
    reload_ok = True

    def __init__(self, app, shown=0):
        ui.Screen.__init__(self, app)
        self.shown = shown
        self.top = 0
        self.asking = False
        self.data = records.load(app.hw.nvm)
        self.which = ui.label(self.group, "", 80, 21, ui.GOLD, anchor=(0.5, 0))
        self.rows = [ui.label(self.group, "", 4, 34 + 13 * i) for i in range(_ROWS)]
        self.hint = ui.label(self.group, "", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        """The game's lines from `top`, or the question before clearing."""
        if self.asking:
            lines = ["Clear every record of", "every game? This cannot", "be undone."]
            ui.show(self.which, "Clear the records?", ui.RED)
            ui.show(self.hint, "A: clear them  B: keep")
        else:
            name = records.GAMES[self.shown][0]
            lines = records_text.lines(self.data, name)
            self.top = max(0, min(self.top, len(lines) - _ROWS))
            lines = lines[self.top:]
            ui.show(self.which, "< %s >" % title_of(name), ui.GOLD)
            ui.show(self.hint, "<>: game A: clear B: back")
        for i, lab in enumerate(self.rows):
            ui.show(lab, lines[i] if i < len(lines) else "")

    def update(self, pressed):
        if self.asking:
            if pressed & A:
                records.clear(self.app.hw.nvm)
                self.data = records.load(self.app.hw.nvm)
            if pressed & (A | B):
                self.asking = False
                self.draw()
            return None
        if pressed & B:
            return self.app.menu()
        if pressed & A:
            self.asking = True
        elif pressed & (LEFT | RIGHT):
            n = len(records.GAMES)
            self.shown = (self.shown + (1 if pressed & RIGHT else n - 1)) % n
            self.top = 0
        elif pressed & (UP | DOWN):
            self.top += 1 if pressed & DOWN else -1
            self.top = max(0, self.top)
        else:
            return None
        self.draw()
        return None
