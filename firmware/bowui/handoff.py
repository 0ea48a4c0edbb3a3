"""Pass-and-play's hand-off screen (its own module: imported only when players pass the device)."""

from bowui import ui
from bowui.input import A


class HandOff(ui.Screen):
    """Pass-and-play: nothing secret shows until the named player presses A."""

    def __init__(self, app, who, then, note=""):
        self.title = "Pass the device"
        ui.Screen.__init__(self, app)
        self.then = then
        ui.label(self.group, "Hand the device to", 80, 30, ui.WHITE, anchor=(0.5, 0))
        ui.label(self.group, who, 80, 48, ui.GOLD, "big", anchor=(0.5, 0))
        for i, line in enumerate(ui.wrap(note)[:2]):
            ui.label(self.group, line, 80, 72 + 13 * i, ui.GREY, anchor=(0.5, 0))
        ui.label(self.group, "A: I am " + who, 80, 126, ui.WHITE, anchor=(0.5, 1.0))

    def update(self, pressed):
        if pressed & A:
            return self.then(self.app)
        return None
