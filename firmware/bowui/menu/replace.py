"""The question asked before a new game (or a tool that saves, the slate, the scorekeeper)
takes the place of the unfinished game in the save ring: "Replace the saved <Game>?". The ring
holds one game (bowui.saves: every record at most a third of the ring, so a power cut keeps the
last one); a ring per game would not fit a 4 KB NVM (244 bytes a record, Billionaire needs 417),
so the player is asked instead. Its callers import it only when app.saved_name() names a game:
a start with nothing saved takes no more memory than before."""

from bowui import ui
from bowui.input import A, B


class Replace(ui.Screen):
    """Replace the saved <Game>? (titled `title`, the new one's name) A calls `yes(app)`, B
    `no(app)`: each returns the next screen, or a tuple that makes it once this one has gone."""

    reload_ok = True

    def __init__(self, app, title, yes, no):
        from bowui.catalog import title_of
        self.title = title
        ui.Screen.__init__(self, app)
        self.yes, self.no = yes, no
        ask = ui.wrap("Replace the saved %s?" % title_of(app.saved_name()))
        lines = ask + [""] + ui.wrap("Yes: it is lost. No: it stays, for Resume.")
        for i, line in enumerate(lines[:6]):
            ui.label(self.group, line, 2, 24 + i * 13, ui.GOLD if i < len(ask) else ui.WHITE)
        ui.label(self.group, "A: yes  B: no", 2, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if pressed & A:
            return self.yes(self.app)
        if pressed & B:
            return self.no(self.app)
        return None
