"""A notice: a title and a few lines of text; A or B goes back."""

from bowui import ui
from bowui.input import A, B


class Notice(ui.Screen):
    """A title and a few lines of text; A or B goes back to `back` (the menu by default)."""

    reload_ok = True

    def __init__(self, app, title, text, back=None):
        self.title = title
        ui.Screen.__init__(self, app)
        self.back = back
        for i, line in enumerate(ui.wrap(text)[:7]):
            ui.label(self.group, line, 2, 21 + i * 13)
        ui.label(self.group, "A/B: back", 4, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if pressed & (A | B):
            return self.back(self.app) if self.back else self.app.menu()
        return None
