"""The Billionaire Analyzer: two red/green spinners and what the outcome means."""

from bowui import ui
from bowui.tools.tool import Tool
from bowui.input import A, SHAKE
from bowui.tools.roll import Rolling, roll_hint


class AnalyzerScreen(Rolling):
    """The Billionaire Analyzer: two red/green spinners and what the outcome means."""

    NAME = "analyzer"
    title = "Analyzer"
    INDEX = 3

    def __init__(self, app, game=None):
        Rolling.__init__(self, app, game)
        self.pals = [ui.rect(self.group, 24 + 64 * i, 22, 48, 22, ui.GREY) for i in range(2)]
        self.names = [ui.label(self.group, "", 48 + 64 * i, 33, ui.WHITE, anchor=(0.5, 0.5))
                      for i in range(2)]
        self.lines = [ui.label(self.group, "", 2, 47 + 13 * i) for i in range(6)]
        self.draw()

    def set_spinners(self, code):
        for i in range(2):
            red = code[i] == "R"
            self.pals[i][0] = ui.RED if red else ui.GREEN
            ui.show(self.names[i], "RED" if red else "GREEN")

    def draw(self):
        v = self.game.view(0)
        if v["outcome"] is None:
            text = "Name the investment to analyze, then " + roll_hint(self.app, "spin")
            for i in range(2):
                self.pals[i][0] = ui.GREY
                ui.show(self.names[i], "?")
        else:
            self.set_spinners(v["outcome"])
            text = v["meaning"]
        lines = ui.wrap(text)
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i] if i < len(lines) else "")

    def tumble(self, frame):
        self.set_spinners(("RG", "GR", "GG", "RR")[frame % 4])

    def idle(self, pressed):
        if pressed & (A | SHAKE):
            if self.act(("spin",)):
                self.start()
            return None
        return Tool.update(self, pressed)
