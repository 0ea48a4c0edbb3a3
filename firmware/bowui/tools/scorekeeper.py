"""Companion scorekeeper for Boggle Bowl played with the real cubes: the board with the
token and each side's pegs. Enter each round's winner (Left/Right) and cube difference
(Up/Down), then move the token with the D-pad along the winner's orthogonal path into
the scoring row, as the rule book says; the engine (companion.scorekeeper) checks each step.
The score is saved after every move, so the main menu can resume it."""

from bowui import sound, ui
from bowui.tools.tool import Tool
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES
from bowui.games.bogglebowl.board import BoardView
from bowui.input import A, DOWN, LEFT, RIGHT, UP

_DIRS = ((UP, "N", 0, 1), (DOWN, "S", 0, -1), (RIGHT, "E", 1, 0), (LEFT, "W", -1, 0))
SPACE_HELP = {"blank": "Blank: one word", "wild": "Wild: 1+ words", "two": "Two: two words",
              "cross": "X: 2 crossing words"}
SPACE_SHORT = {"blank": "Blank, 1 word", "wild": "Wild, 1+ words", "two": "Two, 2 words",
               "cross": "X, 2 crossing"}


class ScorekeeperScreen(Tool):
    """Round winner and difference, then the token's steps (see the module docstring)."""

    NAME = "scorekeeper"
    INDEX = 9
    REPLACES = True     # a new score is saved after its first move: opened, asked first

    def __init__(self, app, game=None):
        Tool.__init__(self, app, game)
        self.head = ui.label(self.group, "", 2, 0)
        self.board = BoardView(self.group)
        self.hint = ui.label(self.group, "", 2, 126, ui.GREY, anchor=(0, 1.0))
        self.winner = 0
        self.diff = 1
        self.squares = []
        self.note = ""
        self.draw()

    def draw(self):
        """The board, the panel and the lines for the phase the engine is in."""
        v = self.game.view(0)
        self.board.panel(v["scores"], v["pegs"])
        if v["phase"] == "move":
            side = 0 if v["mover"] == "red" else 1
            ui.show(self.head, "%s: %d step%s left" % (SIDE_NAMES[side], v["steps"],
                                                       "" if v["steps"] == 1 else "s"),
                    SIDE_COLOURS[side])
            ui.show(self.hint, "D-pad: step, never back", ui.GREY)
            return
        self.board.place(v["col"], v["row"])
        self.board.path(self.squares)
        if v["phase"] == "over":
            won = 0 if v["scores"][0] >= v["target"] else 1
            ui.show(self.head, "%s wins with %d!" % (SIDE_NAMES[won], v["scores"][won]),
                    SIDE_COLOURS[won])
            ui.show(self.hint, "A: new game  B: back", ui.GREY)
            return
        ui.show(self.head, self.note or "Round %d: %s" % (v["rounds"] + 1, SPACE_SHORT[v["space"]]),
                ui.GOLD if self.note else ui.WHITE)
        ui.show(self.hint, "<%s> by ^%dv  A: move" % (SIDE_NAMES[self.winner], self.diff),
                SIDE_COLOURS[self.winner])

    def update(self, pressed):
        v = self.game.view(0) if pressed else None
        if v is None:
            return None
        if v["phase"] == "over":
            if pressed & A:
                return ScorekeeperScreen(self.app)
            return Tool.update(self, pressed)
        if v["phase"] == "move":
            for bit, d, dc, dr in _DIRS:
                if pressed & bit:
                    self.step(v, d, dc, dr)
                    return None
            return Tool.update(self, pressed)
        if pressed & (LEFT | RIGHT):
            self.winner = 1 - self.winner
        elif pressed & (UP | DOWN):
            self.diff = min(11, max(1, self.diff + (1 if pressed & UP else -1)))
        elif pressed & A:
            if self.act(("win", self.winner, self.diff)):
                self.squares = self.game.view(0)["path"]
                self.note = ""
        else:
            return Tool.update(self, pressed)
        self.draw()
        return None

    def step(self, v, d, dc, dr):
        """One step of the token (refused steps sound the error tone)."""
        side = 0 if v["mover"] == "red" else 1
        before = v["scores"][side]
        col, row = v["col"] + dc, v["row"] + dr
        if not self.act(("step", d)):
            return
        self.app.sound.tone(sound.DICE, 20)
        self.squares.append(col * 10 + row)
        self.board.path(self.squares)
        self.board.place(col, row)
        after = self.game.view(0)
        if after["phase"] != "move":
            if after["phase"] == "over":
                self.app.forget_save()
            else:
                self.app.autosave(self.game)        # after each move: Resume brings it back
            gained = after["scores"][side] - before
            if gained:
                self.app.sound.tone(sound.LANDED, 200)
                self.note = "%s scores %d!" % (SIDE_NAMES[side], gained)
            else:
                self.note = "On %s: %s" % (after["token"], SPACE_HELP[after["space"]])
        self.draw()
