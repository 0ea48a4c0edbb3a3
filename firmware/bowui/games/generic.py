"""The turn screens of a game without its own (from the contract alone): the player's view
as lines (Left/Right scroll it) and legal() as a list; a number range has its own entry."""

from bowui import ui
from bowui.input import DOWN, LEFT, RIGHT, UP, A, B
from bowui.games.results import view_lines


class Turn(ui.Screen):
    """A human's turn: their view (Left/Right scroll it) and their legal choices."""

    def __init__(self, app, game, seats, player):
        self.title = "Player %d" % (player + 1) if player is not None else game.NAME
        ui.Screen.__init__(self, app)
        from bowengine.contract import describe
        self.game, self.seats, self.player = game, seats, player
        self.view = view_lines(game.view(player if player is not None else 0))
        self.top = 0
        self.rows = [ui.label(self.group, "", 2, 20 + 12 * i, ui.GREY) for i in range(4)]
        self.choices = game.legal(player) if player is not None else []
        items = [(ui.clip(describe(c), 24), ui.WHITE) for c in self.choices] or [("A: let the bots go on", ui.GREY)]
        self.menu = ui.Menu(self.group, items, x=3, y=70, rows=4, step=13)
        self.draw()

    def draw(self):
        for i, lab in enumerate(self.rows):
            k = self.top + i
            ui.show(lab, self.view[k] if k < len(self.view) else "")

    def update(self, pressed):
        if self.player is None:
            return self.app.turn_done(self.game, self.seats, None) if pressed & A else None
        if self.menu.move(pressed):
            return None
        if pressed & (LEFT | RIGHT):
            self.top = max(0, min(len(self.view) - 1, self.top + (4 if pressed & RIGHT else -4)))
            self.draw()
        elif pressed & A and self.choices:
            choice = self.choices[self.menu.cursor]
            for part in choice:
                if isinstance(part, range):
                    return Number(self.app, self, choice)
            return self.take(choice)
        return None

    def take(self, action):
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(self.player, action)
        except IllegalAction:
            from bowui.sound import ERROR
            self.app.sound.tone(ERROR, 150)
            return None
        return self.app.turn_done(self.game, self.seats, self.player)


class Number(ui.Screen):
    """A number from a range: Up/Down one step, Right/Left ten steps, A takes it, B goes back."""

    def __init__(self, app, turn, choice):
        from bowengine.contract import describe
        self.title = describe(choice)[:18]
        ui.Screen.__init__(self, app)
        self.turn, self.choice = turn, choice
        self.r = [p for p in choice if isinstance(p, range)][0]
        self.i = 0
        self.value = ui.label(self.group, "", 80, 60, ui.GOLD, "big", 2, anchor=(0.5, 0.5))
        ui.label(self.group, "^v: +-1  <>: +-10  A: take", 2, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        ui.show(self.value, str(self.r[self.i]))

    def update(self, pressed):
        if pressed & B:
            return self.turn
        step = 1 if pressed & UP else -1 if pressed & DOWN else 10 if pressed & RIGHT else \
            -10 if pressed & LEFT else 0
        if step:
            self.i = max(0, min(len(self.r) - 1, self.i + step))
            self.draw()
        elif pressed & A:
            action = tuple([self.r[self.i] if isinstance(p, range) else p for p in self.choice])
            return self.turn.take(action)
        return None
