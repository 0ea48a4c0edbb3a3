"""Boggle Bowl's review of a round (B on the verdict): each side's best arrangement on the space
for its final roll (the solver's exhaustive answer, its cubes) beside what it played."""

from bowui import ui
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES
from bowui.games.review import Review, computed


def _review(view, lexicon, side, tick):
    from bowengine.bogglebowl.review import round_review
    return round_review(view, lexicon, side, tick)


def _cubes(n):
    return "%d cube%s" % (n, "" if n == 1 else "s")


class VerdictReview(Review):
    """Both sides' best play for the round just judged, one side worked out a frame."""

    steps = 2

    def __init__(self, app, game, player, back):
        self.view = v = game.view(player)
        self.title = "Round %d: best play" % v["round"]
        Review.__init__(self, app, game, back)
        self.rows = []
        for side in (0, 1):
            y = 20 + 48 * side
            ui.label(self.group, SIDE_NAMES[side], 4, y, SIDE_COLOURS[side])
            self.rows.append([ui.label(self.group, "", 156, y, anchor=(1.0, 0))]
                             + [ui.label(self.group, "", 4, y + 12 * k) for k in (1, 2, 3)])

    def step(self, side):
        got = computed(self.app, _review, self.view, self.game.context["lexicon"], side)
        if side == 1:
            self.view = None
        played, cubes, words, best = got
        rows = self.rows[side]
        ui.show(rows[0], "played " + _cubes(cubes), ui.WHITE if cubes else ui.GREY)
        ui.show(rows[1], (" ".join(played) or "-")[:26], ui.WHITE if cubes else ui.GREY)
        if best > cubes:
            lines = ui.wrap("best, %s: %s" % (_cubes(best), " ".join(words)))
            for k in (0, 1):
                ui.show(rows[2 + k], lines[k] if k < len(lines) else "", ui.GOLD)
        else:
            ui.show(rows[2], "the best there was", ui.GREEN)
