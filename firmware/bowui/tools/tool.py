"""The base of a companion tool's screen: one engine component for player 0, B back to the
list of tools. Its own module, so a game's screens built on a tool (Billionaire's bids and
spinner, High Bid's dice) do not load the companion's list with it."""

from bowui import ui
from bowui.input import B


class Tool(ui.Screen):
    """A screen holding one engine component for player 0 (B goes back to the tools)."""

    NAME = ""
    OPTIONS = None
    SAVE = False        # autosave after every action (worth it for the slate only)
    INDEX = 0

    def __init__(self, app, game=None):
        from bowengine import games
        self.game = game if game is not None else games.new(
            self.NAME, 1, app.hw.seed(), self.OPTIONS)
        ui.Screen.__init__(self, app)

    def act(self, action, player=0):
        """Apply an action; an illegal one sounds the error tone. True if applied."""
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(player, action)
        except IllegalAction:
            from bowui.sound import ERROR
            self.app.sound.tone(ERROR, 150)
            return False
        if self.SAVE:
            self.app.autosave(self.game)
        return True

    def back(self):
        """B: the companion's list of tools, the cursor on this one (INDEX: its row)."""
        return self.app.menu(self.INDEX)

    def update(self, pressed):
        if pressed & B:
            return self.back()
        return None
