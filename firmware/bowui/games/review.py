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


class PlayersReview(Review):
    """An end-of-game review in pages: page 0 what decided the game (`decided_lines`), page
    p + 1 player p's (`player_lines`), Left/Right between them; from result() only, as the
    figures were secret until the end."""

    title = "Review"
    steps = 0

    def __init__(self, app, game, back):
        Review.__init__(self, app, game, back)
        self.page = 0
        self.lines = [ui.label(self.group, "", 4, 22 + 13 * i) for i in range(7)]
        ui.label(self.group, "<>: players", 156, 126, ui.GREY, anchor=(1.0, 1.0))
        self.draw()

    def decided_lines(self, result):
        """[(text, colour)]: what decided the game."""

    def player_lines(self, result, p):
        """[(text, colour)]: player p's page."""

    def draw(self):
        """The page's lines."""
        r = self.game.result()
        out = self.decided_lines(r) if self.page == 0 else self.player_lines(r, self.page - 1)
        for i, lab in enumerate(self.lines):
            text, color = out[i] if i < len(out) else ("", ui.WHITE)
            ui.show(lab, text, color)

    def update(self, pressed):
        from bowui.input import LEFT, RIGHT
        if pressed & (LEFT | RIGHT):
            self.page = (self.page + (1 if pressed & RIGHT else -1)) % (self.game.players + 1)
            self.draw()
            return None
        return Review.update(self, pressed)


def buys(out, best, worst, gain, name):
    """The best and worst buy's lines (gain: the value less the price as text; name: the
    card's), appended to `out`."""
    for word, buy in (("best", best), ("worst", worst)):
        if buy is not None:
            out.append(("%s buy %s" % (word, gain(buy[1])), ui.WHITE))
            out.append((" " + ui.clip(name(buy[0]), 24), ui.GREY))
