"""What every rolling tool shares: the result comes from the engine at once, then a
short tumble (faces in a fixed order, no chance) with clicks, then the landing tone."""

from micropython import const

from bowui import sound
from bowui.tools.tool import Tool
from bowui.input import ticks_diff

_TUMBLE_MS = const(450)
_STEP_MS = const(60)


def roll_hint(app, what="roll"):
    return ("A/shake: " if app.hw.accel is not None else "A: ") + what


class Rolling(Tool):
    """A tool whose result tumbles for a moment before it shows."""

    def __init__(self, app, game=None):
        Tool.__init__(self, app, game)
        self.rolling = False
        self.frame = 0
        self.until = self.next = 0

    def start(self):
        now = self.app.now
        self.rolling = True
        self.frame = 0
        self.until = (now + _TUMBLE_MS) & 0x1FFFFFFF
        self.next = now

    def animate(self):
        now = self.app.now
        if ticks_diff(now, self.until) >= 0:
            self.rolling = False
            self.draw()
            self.app.sound.tone(sound.LANDED, 80)
        elif ticks_diff(now, self.next) >= 0:
            self.frame += 1
            self.next = (self.next + _STEP_MS) & 0x1FFFFFFF
            self.tumble(self.frame)
            self.app.sound.tone(sound.DICE, 12)

    def update(self, pressed):
        if self.rolling:
            self.animate()
            return None
        return self.idle(pressed)

    def idle(self, pressed):
        return Tool.update(self, pressed)
