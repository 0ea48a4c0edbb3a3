"""Boggle Bowl board screens: the round's introduction (where the token stands, what the
space asks for) and the winner's move, one orthogonal step at a time along the path the
winner chooses with the D-pad (or a bot's, one step every STEP_MS), into the scoring row."""

from micropython import const

from bowui import sound, ui
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES, bot_action, make_bot, seat_name
from bowui.games.bogglebowl.board import BoardView
from bowui.input import A, DOWN, LEFT, RIGHT, UP, ticks_diff

STEP_MS = const(450)
SPACE_HELP = {"blank": "Blank: one word", "wild": "Wild: 1+ words", "two": "Two: two words",
              "cross": "X: 2 crossing words"}
SPACE_SHORT = {"blank": "Blank: one word", "wild": "Wild: 1+ words", "two": "Two: 2 words",
               "cross": "X: 2 crossing"}
_DIRS = ((UP, "N", 0, 1), (DOWN, "S", 0, -1), (RIGHT, "E", 1, 0), (LEFT, "W", -1, 0))


class BoardScreen(ui.Screen):
    """A status line, the board with the token and the score panel, and a hint line."""

    def __init__(self, app, game, seats, player):
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        self.head = ui.label(self.group, "", 2, 0)
        self.board = BoardView(self.group)
        self.hint = ui.label(self.group, "", 2, 126, ui.GREY, anchor=(0, 1.0))
        v = game.view(0)
        self.board.place(v["col"], v["row"])
        self.board.panel(v["scores"], v["pegs"])


class IntroScreen(BoardScreen):
    """The start of a round: where the token stands and what its space asks for; A rolls
    (then(app, game, seats, player): the round)."""

    def __init__(self, app, game, seats, player, then):
        BoardScreen.__init__(self, app, game, seats, player)
        self.then = then
        v = game.view(player)
        ui.show(self.head, "%s: round %d, %s" % (seat_name(game, player), v["round"] + 1,
                                                 v["token"]), SIDE_COLOURS[game.side_of(player)])
        other = SIDE_NAMES[1 - game.side_of(player)]
        hint = SPACE_SHORT[v["space"]] + "   A: roll"
        if v["their_done"]:
            hint = other + " turned the timer! A"
        ui.show(self.hint, hint)

    def update(self, pressed):
        if pressed & A:
            return (self.then, self.app, self.game, self.seats, self.player)   # after this screen
        return None


class MoveScreen(BoardScreen):
    """The round's winner moves the token: D-pad steps for a human, timed steps for a bot."""

    def __init__(self, app, game, seats, player, watcher=None, then=None):
        BoardScreen.__init__(self, app, game, seats, player)
        self.then = then        # then(app, game, seats, player): what follows the move
        self.mover = game.waiting_for()[0]
        self.watcher = watcher if watcher is not None else player
        v = game.view(self.mover)
        self.side = game.side_of(self.mover)
        self.squares = list(v["path"])
        self.human = seats[self.mover] == "human"
        self.bot = None if self.human else make_bot(app, game, seats, self.mover)
        self.next = app.now
        self.over = False
        self.board.path(self.squares)
        self.draw(v)

    def draw(self, v):
        """Who moves and the steps left."""
        name = SIDE_NAMES[self.side]
        ui.show(self.head, "%s moves: %d step%s left" % (name, v["steps"],
                                                        "" if v["steps"] == 1 else "s"),
                SIDE_COLOURS[self.side])
        ui.show(self.hint, "D-pad: step, never back" if self.human else name + " is moving...")

    def step(self, d):
        """Apply one step; True if the engine took it."""
        from bowengine.contract import IllegalAction
        v = self.game.view(self.mover)
        before = v["scores"][self.side]
        col, row = v["col"], v["row"]
        for _, name, dc, dr in _DIRS:
            if name == d:
                col, row = col + dc, row + dr
        try:
            self.game.apply(self.mover, ("step", d))
        except IllegalAction:
            self.app.sound.tone(sound.ERROR, 150)
            return False
        self.app.sound.tone(sound.DICE, 20)
        self.squares.append(col * 10 + row)
        self.board.path(self.squares)
        self.board.place(col, row)
        v = self.game.view(self.mover)
        if v["phase"] != "move":
            self.landed(v, v["scores"][self.side] - before, col, row)
        else:
            self.draw(v)
        return True

    def landed(self, v, scored, col, row):
        """The move is over: the score, or the space the token stopped on."""
        self.over = True
        self.board.panel(v["scores"], v["pegs"])
        name = SIDE_NAMES[self.side]
        if scored:
            self.app.sound.tone(sound.LANDED, 200)
            ui.show(self.head, "%s scores %d, total %d" % (name, scored, v["scores"][self.side]))
        else:
            from bowengine.bogglebowl import data
            from bowengine.bogglebowl.data import space_at
            kind = data.SPACE_NAMES[space_at(col, row)]
            ui.show(self.head, "On %s: %s" % (data.square_name(col, row), SPACE_HELP[kind]))
        ui.show(self.hint, "A: results" if self.game.result() is not None else "A: next round",
                ui.WHITE)

    def leave(self):
        """The bot and its search go now (a stale pointer to this screen keeps nothing big)."""
        self.bot = None

    def update(self, pressed):
        if self.over:
            if pressed & A:
                last = self.mover if self.human else self.watcher
                return self.then(self.app, self.game, self.seats, last)
            return None
        if self.human:
            for bit, d, _, _ in _DIRS:
                if pressed & bit:
                    self.step(d)
                    break
        elif ticks_diff(self.app.now, self.next) >= 0:
            self.next = (self.app.now + STEP_MS) & 0x1FFFFFFF
            g = self.game
            legal = g.legal(self.mover)
            if not self.step(bot_action(self.app, self.bot, g.view(self.mover), legal)[1]):
                self.step(legal[0][1])
        return None
