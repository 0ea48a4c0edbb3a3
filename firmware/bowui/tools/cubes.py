"""Companion cube roller for Boggle Bowl: both colours' 11 letter cubes. A (or a shake)
rolls both sets, Left re-rolls Red's, Right Blue's; the faces come from the engine at once
and each cube tumbles through its own faces in a fixed order before it lands. Up opens the
10-second sand timer (B comes back here)."""

from micropython import const

from bowengine.bogglebowl import data
from bowui import ui
from bowui.tools.tool import Tool
from bowui.input import A, LEFT, RIGHT, SHAKE, UP
from bowui.tools.roll import Rolling
from bowui.tools.timer import TimerScreen

_SIZE = const(18)
_PITCH = const(20)
_TOP = (21, 62)
CREAM = 0xF4EEDC
LETTERS = (0xC02020, 0x1840B0)
NAMES = ("Red", "Blue")


def cube_xy(side, i):
    """Top-left pixel of cube i of a side's set (6 on the first row, 5 on the second)."""
    y = _TOP[side] + (0 if i < 6 else _PITCH)
    return (36 + i * _PITCH, y) if i < 6 else (46 + (i - 6) * _PITCH, y)


class CubeTimer(TimerScreen):
    """The 10-second timer opened from the cube roller; B goes back to the cubes."""

    def __init__(self, app, cubes):
        self.cubes = cubes
        TimerScreen.__init__(self, app)

    def back(self):
        return self.cubes


class CubesScreen(Rolling):
    """Red's and Blue's 11 cubes, rolled together or one set at a time."""

    NAME = "cubes"
    title = "Cube roller"
    INDEX = 8

    def __init__(self, app, game=None):
        Rolling.__init__(self, app, game)
        self.letters = ([], [])
        self.rolls = []
        pal = None
        for side in (0, 1):
            ui.label(self.group, NAMES[side], 2, _TOP[side] + 3, LETTERS[side] | 0x303030)
            self.rolls.append(ui.label(self.group, "", 2, _TOP[side] + 3 + _PITCH, ui.GREY))
            for i in range(data.CUBES_PER_SIDE):
                x, y = cube_xy(side, i)
                pal = ui.rect(self.group, x, y, _SIZE, _SIZE, CREAM, pal)
                self.letters[side].append(ui.label(self.group, "", x + _SIZE // 2,
                                                   y + _SIZE // 2 + 1, LETTERS[side],
                                                   anchor=(0.5, 0.5)))
        self.keys = ui.label(self.group, "", 2, 113, ui.GREY, anchor=(0, 1.0))
        self.hint = ui.label(self.group, "", 2, 126, ui.GREY, anchor=(0, 1.0))
        self.sides = (0, 1)
        self.draw()

    def draw(self):
        v = self.game.view(0)
        for side in (0, 1):
            faces = v["letters"][side]
            for i, lab in enumerate(self.letters[side]):
                ui.show(lab, ("Qu" if faces[i] == "QU" else faces[i]) if faces else "?")
            n = v["rolls"][side]
            ui.show(self.rolls[side], "%d roll%s" % (n, "" if n == 1 else "s") if n else "")
        first = not v["rolls"][0] and not v["rolls"][1]
        ui.show(self.keys, "" if first else "Left/Right: Red/Blue again")
        ui.show(self.hint, "A: roll both  Up: timer")

    def tumble(self, frame):
        for side in self.sides:
            for i, lab in enumerate(self.letters[side]):
                ch = data.CUBES[i][(frame + i) % 6]
                ui.show(lab, "Qu" if ch == "Q" else ch)

    def idle(self, pressed):
        if pressed & (A | SHAKE):
            action, self.sides = ("roll",), (0, 1)
        elif pressed & LEFT:
            action, self.sides = ("roll", 0), (0,)
        elif pressed & RIGHT:
            action, self.sides = ("roll", 1), (1,)
        elif pressed & UP:
            return CubeTimer(self.app, self)
        else:
            return Tool.update(self, pressed)
        if self.act(action):
            self.start()
        return None
