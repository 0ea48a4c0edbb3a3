"""Billionaire's analyses on the Analyzer spinner (its own module: the bid screens do not
import the spinner)."""

from bowengine.billionaire import data as D
from bowui import ui
from bowui.tools.analyzer import AnalyzerScreen
from bowui.games.billionaire import text as T
from bowui.input import A, SHAKE


class Spin(AnalyzerScreen):
    """An analysis from the log (entry ("spin", p, card, owner, outcome)): A spins the
    Analyzer, which tumbles and lands on the engine's outcome; A again goes on."""

    def __init__(self, app, game, entry, then):
        self.entry, self.then, self.landed = entry, then, False
        AnalyzerScreen.__init__(self, app, game)
        self.hint = ui.label(self.group, "A: spin", 4, 126, ui.GREY, anchor=(0, 1.0))

    def draw(self):
        _, p, c, o, i = self.entry
        who = {"a": T.who(p), "o": T.who(o), "c": T.card(c, 18)}
        text = ["%s analyzes %s's" % (who["a"], who["o"]), T.card(c)]
        if self.landed:
            self.set_spinners(D.ANALYZER_OUTCOMES[i][0])
            said = ui.wrap(T.OUTCOMES[i] % who)
            text = text + ([""] if len(said) < 3 else []) + said
        else:
            for k in range(2):
                ui.show(self.names[k], "?")
        for k, lab in enumerate(self.lines):
            ui.show(lab, text[k] if k < len(text) and k < 5 else "")

    def update(self, pressed):
        if self.rolling:
            self.animate()
            if not self.rolling:
                ui.show(self.hint, "A: go on")
            return None
        if pressed & (A | SHAKE):
            if self.landed:
                return self.then(self.app)
            self.landed = True      # draw() shows the outcome once the tumble ends
            self.start()
        return None
