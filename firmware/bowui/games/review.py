"""What the review screens share (best play after the fact, issue 23): a screen whose figures
are worked out only once it is open, one step a frame, the thinking dot stepping while a step
searches; what a step imported (a solver, its arrays) goes once it is done."""

import sys

from bowui import ui
from bowui.input import A, B


def computed(app, work, *args):
    """work(*args, tick) with the thinking dot on the screen; the modules it imported go after."""
    before = list(sys.modules) if app.releases() else None
    from bowui.thinking import Thinking
    think = Thinking(app)
    try:
        return work(*(args + (think.tick,)))
    finally:
        think.close()
        if before is not None:
            from bowui.app import forget_new
            forget_new(before)


class Review(ui.Screen):
    """Lines filled in by `step(i)` (`steps` of them, one a frame); then A or B goes `back`
    (the tuple that makes the screen the review was opened from, made again)."""

    steps = 1

    def __init__(self, app, game, back):
        ui.Screen.__init__(self, app)
        self.game = game
        self.back = back
        self.done = 0
        self.hint = ui.label(self.group, "A: back" if not self.steps else "thinking...", 4, 126,
                             ui.GREY, anchor=(0, 1.0))

    def step(self, i):
        """Work out and show part i of the review."""

    def update(self, pressed):
        if self.done < self.steps:       # (a frame after the screen showed: it is up meanwhile)
            self.step(self.done)
            self.done += 1
            if self.done == self.steps:
                ui.show(self.hint, "A: back")
            return None
        return self.back if pressed & (A | B) else None
