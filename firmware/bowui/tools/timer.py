"""The 10-second sand timer. Time reaches the engine only as ("tick", elapsed_ms),
measured with ticks_diff between frames; the engine never reads a clock."""

import displayio
from micropython import const

from bowui import sound, ui
from bowui.tools.tool import Tool
from bowui.input import A, SHAKE, ticks_diff

_BAR_W = const(140)
_SHOWN = {"ready": "Ready", "running": "Running", "expired": "TIME!"}


class TimerScreen(Tool):
    """Big seconds, a bar of sand, a tick in the last seconds and a buzzer at the end."""

    NAME = "timer"
    title = "10-second timer"
    INDEX = 4

    def __init__(self, app, game=None):
        Tool.__init__(self, app, game)
        self.digits = ui.label(self.group, "", 80, 52, ui.WHITE, "big", 3, anchor=(0.5, 0.5))
        self.bar = displayio.Bitmap(_BAR_W, 8, 2)
        pal = displayio.Palette(2)
        pal[0] = ui.BLACK
        pal[1] = ui.GOLD
        self.group.append(displayio.TileGrid(self.bar, pixel_shader=pal, x=10, y=84))
        self.state = ui.label(self.group, "", 80, 98, ui.WHITE, anchor=(0.5, 0))
        ui.label(self.group, "A: turn over  B: back", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.filled = 0
        self.last = app.now
        self.shown = -1
        self.draw()

    def draw(self, v=None):
        v = v or self.game.view(0)
        left = (v["remaining_ms"] + 999) // 1000
        expired = v["phase"] == "expired"
        if left != self.shown:
            if v["phase"] == "running" and 0 < left <= 3:
                self.app.sound.tone(sound.TICK, 40)
            self.shown = left
        ui.show(self.digits, str(left), ui.RED if expired else ui.WHITE)
        total = v["seconds"] * 1000
        self.fill(_BAR_W * v["remaining_ms"] // total)
        ui.show(self.state, _SHOWN[v["phase"]], ui.RED if expired else ui.WHITE)

    def fill(self, n):
        """Set the bar to n columns, touching only the columns that change."""
        lo, hi = (n, self.filled) if n < self.filled else (self.filled, n)
        value = 1 if n > self.filled else 0
        for x in range(lo, hi):
            for y in range(8):
                self.bar[x, y] = value
        self.filled = n

    def update(self, pressed):
        now = self.app.now
        elapsed = ticks_diff(now, self.last)
        self.last = now
        running = self.game.view(0)["phase"] == "running"
        if running and elapsed > 0:                     # time reaches the engine only as ticks
            self.act(("tick", elapsed))
        if pressed & (A | SHAKE):
            self.act(("turn",))
        if running or pressed:
            v = self.game.view(0)
            if running and v["phase"] == "expired":
                self.app.sound.tone(sound.TIME_UP, 700)
            self.draw(v)
        return Tool.update(self, pressed)
