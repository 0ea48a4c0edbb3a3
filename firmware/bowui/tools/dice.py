"""Companion dice screens: six-sided dice and the BuyWord die (High Bid's two dice are in
bowui.tools.highbid_dice, the Analyzer in bowui.tools.analyzer). A or a shake rolls; the result comes from
the engine at once and a short tumble (faces in a fixed order, no chance) shows it.
"""

from bowui import ui
from bowui.tools.tool import Tool
from bowui.tools.face import Face
from bowui.input import A, B, DOWN, LEFT, RIGHT, SHAKE, UP
from bowui.tools.roll import Rolling
from bowui.tools.roll import roll_hint

class DieScreen(Rolling):
    """One to four six-sided dice (Left/Right changes how many)."""

    NAME = "die"
    title = "Six-sided die"
    INDEX = 0

    def __init__(self, app, game=None):
        Rolling.__init__(self, app, game)
        first = Face(self.group, 0, 28)
        self.faces = [first] + [Face(self.group, 0, 28, first.pals) for _ in range(3)]
        self.total = ui.label(self.group, "", 80, 68, ui.GOLD, "big", anchor=(0.5, 0))
        self.count = ui.label(self.group, "", 80, 90, ui.GREY, anchor=(0.5, 0))
        ui.label(self.group, roll_hint(app) + "  <>: dice", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.place()
        self.draw()

    def place(self):
        n = self.game.options["dice"]
        x = (ui.W - (n * 32 + (n - 1) * 8)) // 2
        for i, face in enumerate(self.faces):
            face.group.hidden = i >= n
            face.group.x = x + i * 40

    def draw(self):
        v = self.game.view(0)
        for i, face in enumerate(self.faces[:len(v["last"])]):
            face.set(v["last"][i])
        if not v["last"]:
            ui.show(self.total, "Roll!")
        elif len(v["last"]) > 1:
            ui.show(self.total, "Total %d" % v["total"])
        else:
            ui.show(self.total, str(v["total"]))
        n = self.game.options["dice"]
        ui.show(self.count, "%d %s, %d roll%s" % (n, "die" if n == 1 else "dice", v["rolls"],
                                                   "" if v["rolls"] == 1 else "s"))

    def tumble(self, frame):
        for i, face in enumerate(self.faces):
            face.set((frame + 2 * i) % 6 + 1)

    def idle(self, pressed):
        if pressed & (A | SHAKE):
            if self.act(("roll",)):
                self.start()
        elif pressed & (LEFT | RIGHT):
            from bowengine import games
            n = self.game.options["dice"] + (1 if pressed & RIGHT else -1)
            if 1 <= n <= 4:
                self.game = games.new("die", 1, self.game.rng.next30(), {"dice": n})
                for face in self.faces:
                    face.set(0)
                self.place()
                self.draw()
        else:
            return Tool.update(self, pressed)
        return None


class BuyWordScreen(Rolling):
    """The BuyWord die: 2-5 tiles each, or CHOICE, where the Leader picks 2-5."""

    NAME = "buyword-die"
    title = "BuyWord die"
    INDEX = 1

    def __init__(self, app, game=None):
        Rolling.__init__(self, app, game)
        ui.rect(self.group, 40, 26, 80, 40, ui.WHITE)
        self.face = ui.label(self.group, "", 80, 46, ui.BLACK, "big", anchor=(0.5, 0.5))
        self.line1 = ui.label(self.group, "", 80, 74, ui.WHITE, anchor=(0.5, 0))
        self.line2 = ui.label(self.group, "", 80, 90, ui.GOLD, anchor=(0.5, 0))
        self.hint = ui.label(self.group, "", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.pick = 3
        self.draw()

    def draw(self):
        v = self.game.view(0)
        face = v["face"] or "?"
        ui.show(self.face, face)
        self.face.rescale(1 if len(face) > 2 else 2)
        if v["choosing"]:
            ui.show(self.line1, "CHOICE: Leader picks")
            ui.show(self.line2, "< %d tiles >" % self.pick)
            ui.show(self.hint, "<>: change  A: choose")
        else:
            ui.show(self.line1, "Each player draws" if v["tiles"] else "BuyWord die")
            ui.show(self.line2, "%d tiles" % v["tiles"] if v["tiles"] else "")
            ui.show(self.hint, roll_hint(self.app))

    def tumble(self, frame):
        ui.show(self.face, ("2", "3", "4", "5", "C")[frame % 5])
        self.face.rescale(2)

    def idle(self, pressed):
        if self.game.view(0)["choosing"]:
            if pressed & (LEFT | RIGHT | UP | DOWN):
                self.pick = min(5, max(2, self.pick + (1 if pressed & (RIGHT | UP) else -1)))
                self.draw()
            elif pressed & A and self.act(("choose", self.pick)):
                self.draw()
            return Tool.update(self, pressed) if pressed & B else None
        if pressed & (A | SHAKE):
            if self.act(("roll",)):
                self.start()
            return None
        return Tool.update(self, pressed)
