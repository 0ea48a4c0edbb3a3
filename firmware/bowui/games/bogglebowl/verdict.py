"""Boggle Bowl's verdict after each round (both sides' words judged, cubes counted, who moves
the token and how far) and the results at the end."""

from bowui import ui
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES, pegs_text
from bowui.input import A, B
from bowui.games.results import Results as GenericResults

SPACE_TITLE = {"blank": "Blank", "wild": "Wild", "two": "Two", "cross": "X"}


def judged(words, cubes, late, lexicon):
    """Why a side's words count `cubes` (a note shown under them; "" when they count); `late`:
    the sand ran out on this side (its words counted as they stood, BB-18)."""
    if cubes:
        return ""
    if not words:
        return "out of sand" if late else "no words"
    bad = [w for w in words if len(w) < 2 or not lexicon.contains(w.lower())]
    if bad:
        return ui.clip("not a word: " + " ".join(bad), 24)
    return "not what the space asks"


class Verdict(ui.Screen):
    """The round's words and cubes, side by side, and what happens to the token."""

    def __init__(self, app, game, seats, player, then):
        self.then = then        # then(app, game, seats, player): the next round, or the end
        v = game.view(player)
        last = v["last"]
        self.title = "Round %d: %s" % (v["round"], SPACE_TITLE[last["space"]])
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        lex = game.context["lexicon"]
        c = last["cubes"]
        y = 19                            # each side's lines, 13 px apart, the note if any
        for side in (0, 1):
            words = last["words"][side]
            ui.label(self.group, SIDE_NAMES[side], 4, y, SIDE_COLOURS[side])
            ui.label(self.group, "%d cube%s" % (c[side], "" if c[side] == 1 else "s"), 156, y,
                     ui.WHITE, anchor=(1.0, 0))
            ui.label(self.group, " ".join(words) or "-", 10, y + 13,
                     ui.WHITE if c[side] else ui.GREY)
            y += 26
            note = judged(words, c[side], last["late"] == ("red", "blue")[side], lex)
            if note:
                ui.label(self.group, note, 10, y, ui.RED)
                y += 13
        if c[0] == c[1]:
            text = "Tie: replay the round"
            hint = "A: replay"
        else:
            w = 0 if c[0] > c[1] else 1
            d = abs(c[0] - c[1])
            text = "%s wins by %d: moves %d" % (SIDE_NAMES[w], d, d)
            mover = game.waiting_for()[0]
            hint = "A: move the token" if seats[mover] == "human" else "A: watch %s" % SIDE_NAMES[w]
        ui.label(self.group, text, 80, y + 1, ui.GOLD, anchor=(0.5, 0))
        ui.label(self.group, hint, 4, 126, ui.GREY, anchor=(0, 1.0))
        self.review = last["faces"] is not None     # each side's final roll was kept
        if self.review:                 # a line of its own over the hint, or beside it
            ui.label(self.group, "B: the best play" if y <= 85 else "B: best", 4 if y <= 85 else 156,
                     113 if y <= 85 else 126, ui.GREY, anchor=(0 if y <= 85 else 1.0, 1.0))

    def update(self, pressed):
        if pressed & B and self.review:     # the best play: worked out once its screen is up
            from bowui.games.bogglebowl.review import VerdictReview
            return (VerdictReview, self.app, self.game, self.player,
                    (Verdict, self.app, self.game, self.seats, self.player, self.then))
        if not pressed & A:
            return None
        g = self.game
        if g.view(self.player)["phase"] != "move":
            return self.then(self.app, g, self.seats, self.player)
        from bowui.games.bogglebowl.move import MoveScreen
        mover = g.waiting_for()[0]
        if self.seats[mover] != "human":      # (made once this screen has gone)
            return (MoveScreen, self.app, g, self.seats, mover, self.player, self.then)
        humans = len([s for s in self.seats if s == "human"])
        if mover == self.player or humans == 1:
            return (MoveScreen, self.app, g, self.seats, mover, None, self.then)
        return self.app.turn_done(g, self.seats, self.player)     # hands the device over


class Results(GenericResults):
    """The winning side, both scores with their pegs, and how many rounds it took."""

    def draw(self, game, r):
        won = game.side_of(r["winners"][0])
        ui.label(self.group, "%s wins!" % SIDE_NAMES[won], 80, 22, SIDE_COLOURS[won], "big",
                 anchor=(0.5, 0))
        pegs = r["pegs"]
        for side in (0, 1):
            y = 44 + 14 * side
            ui.label(self.group, "%s %d" % (SIDE_NAMES[side], r["side_scores"][side]), 8, y,
                     SIDE_COLOURS[side])
            ui.label(self.group, "pegs " + pegs_text(pegs[side]), 80, y, ui.GREY)
        n = r["rounds"]
        ui.label(self.group, "%d round%s, play to %d" % (n, "" if n == 1 else "s",
                                                        game.options["target"]), 8, 76, ui.WHITE)
        per = r["per_space"]
        most, rounds, cubes = [], 0, [0, 0]
        for name in ("blank", "wild", "two", "cross"):
            k = per[name]["rounds"]
            if k:                       # each side's cubes over every round (the means x rounds)
                rounds += k
                for side in (0, 1):
                    cubes[side] += int(per[name]["mean_cubes"][side] * k + 0.5)
                if most and k > per[most[0]]["rounds"]:
                    most = []
                if not most or k == per[most[0]]["rounds"]:
                    most.append(name)
        if most:
            shown = " = ".join([SPACE_TITLE[m] for m in most]) if len(most) < 3 else \
                "a %d-way tie" % len(most)
            ui.label(self.group, "Most played: " + shown, 8, 90, ui.GREY)
            ui.label(self.group, "mean cubes %.1f / %.1f" % (cubes[0] / rounds, cubes[1] / rounds),
                     8, 102, ui.GREY)
        ui.label(self.group, "A: menu", 4, 126, ui.GREY, anchor=(0, 1.0))
