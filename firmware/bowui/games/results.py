"""The end of a game from its result() alone: who won and the rest in a few lines (a game's
own results screen subclasses Results and lays it out itself)."""

from bowui import ui
from bowui.input import A, B


def view_lines(view):
    """A view (a dict) as lines of text: "key: value", each wrapped to at most three lines."""
    out = []
    for key in sorted(view):
        text = "%s: %s" % (key, view[key])
        out.extend(ui.wrap(text)[:3])
    return out


class Results(ui.Screen):
    """Who won, and the rest of result() in a few lines; A or B: the menu.

    A game's own results screen subclasses it and overrides draw."""

    title = "Results"
    reload_ok = True

    def __init__(self, app, game):
        ui.Screen.__init__(self, app)
        self.game = game        # (finished: never saved again) for a review B may open
        self.draw(game, game.result())

    def draw(self, game, r):
        """Lay out result() `r` of `game` on the screen."""
        won = ", ".join(["Player %d" % (p + 1) for p in r["winners"]]) or "nobody"
        ui.label(self.group, "Winner: " + won, 4, 20, ui.GOLD)
        lines = view_lines(dict([(k, r[k]) for k in r if k != "winners"]))
        for i, line in enumerate(lines[:7]):
            ui.label(self.group, line, 4, 34 + 13 * i)

    def review(self):
        """The tuple that makes the game's end-of-game review (B), or None: B is the menu too."""
        return None

    def update(self, pressed):
        if pressed & B:
            review = self.review()
            if review is not None:
                return review
        return self.app.menu() if pressed & (A | B) else None
