"""Boggle Bowl's setup: the shared setup screen with each seat named by its side."""

from bowui import ui
from bowui.games.bogglebowl_shared import SIDE_COLOURS, SIDE_NAMES
from bowui.setup import SetupScreen


class Setup(SetupScreen):
    """Players (2, or 3 as a team of two against one), each seat human or a bot level, the target
    (100 as the rule book says, or a shorter game: the pegs' holes stop at 100)."""

    def __init__(self, app):
        SetupScreen.__init__(self, app, "bogglebowl",
                             (("target", "Play to", (100, 50, 30)),))
        for i in range(1, len(self.seats)):
            self.seats[i] = "normal" if "normal" in self.kinds else self.kinds[-1]
        self.menu.items = self.items()
        self.menu.draw()

    def items(self):
        rows = [("Players: < %d >" % self.players, ui.WHITE)]
        for i in range(self.players):
            side = i % 2
            who = SIDE_NAMES[side] + (" P%d" % (i + 1) if self.players == 3 else "")
            rows.append(("%s: %s" % (who, self.seats[i]), SIDE_COLOURS[side]))
        for i, row in enumerate(self.choices):
            rows.append(("%s: %s" % (row[1], row[2][self.picked[i]]), ui.WHITE))
        rows.append(self.start_row())
        return rows

