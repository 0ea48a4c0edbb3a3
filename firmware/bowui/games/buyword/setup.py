"""BuyWord's setup screen: the shared one, with the first Leader among this game's players."""

from bowui import ui
from bowui.menu import setup
from bowui.input import LEFT, RIGHT


class SetupScreen(setup.SetupScreen):
    """The shared setup screen; the first Leader is a player of this game (P1-P4)."""

    def items(self):
        rows = setup.SetupScreen.items(self)
        i = 1 + self.players                       # the Leader row
        rows[i] = ("First Leader: P%d" % (min(self.picked[0], self.players - 1) + 1), ui.WHITE)
        return rows

    def update(self, pressed):
        if pressed & (LEFT | RIGHT) and self.menu.cursor == 1 + self.players:
            step = 1 if pressed & RIGHT else -1      # the Leader wraps over this game's players
            self.picked[0] = (min(self.picked[0], self.players - 1) + step) % self.players
            self.menu.items = self.items()
            self.menu.draw()
            return None
        return setup.SetupScreen.update(self, pressed)

    def options(self):
        opts = setup.SetupScreen.options(self)
        opts["leader"] = min(opts["leader"], self.players - 1)
        return opts
