"""High Bid's two dice, as a companion tool and under the game's dice sales (a module of its
own: a sale does not import the other dice). A or a shake rolls; the result comes from the
engine at once and a short tumble shows it."""

from bowui import ui
from bowui.tools.tool import Tool
from bowui.input import A, SHAKE
from bowui.tools.roll import Rolling, roll_hint


def sale_text(sale):
    """What a High Bid roll means, in a few words."""
    if sale["open"]:
        return "OPEN SALE: the others bid, from $20 up in $20 steps"
    text = "Sold to the %s for %d%% of its value" % (sale["area"], sale["percent"])
    if sale["bonus"]:
        text += ", plus a $%d bonus" % sale["bonus"]
    return text


class HighBidScreen(Rolling):
    """High Bid's red (percent) and green (open sale / bonus) dice, read as a sale."""

    NAME = "highbid-dice"
    title = "High Bid dice"
    INDEX = 2

    def __init__(self, app, game=None):
        Rolling.__init__(self, app, game)
        ui.rect(self.group, 20, 24, 56, 36, ui.RED)
        ui.rect(self.group, 84, 24, 56, 36, ui.GREEN)
        self.red = ui.label(self.group, "", 48, 42, ui.WHITE, "big", anchor=(0.5, 0.5))
        self.green = ui.label(self.group, "", 112, 42, ui.WHITE, "big", anchor=(0.5, 0.5))
        self.lines = [ui.label(self.group, "", 2, 66 + 13 * i) for i in range(3)]
        ui.label(self.group, roll_hint(app), 4, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        v = self.game.view(0)
        if v["sale"] is None:
            ui.show(self.red, "?")
            ui.show(self.green, "?")
            text = "Roll for the card on sale"
        else:
            ui.show(self.red, "%d%%" % v["red"])
            ui.show(self.green, green_face(v["green"]))
            text = sale_text(v["sale"])
        lines = ui.wrap(text)
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i] if i < len(lines) else "")

    def tumble(self, frame):
        ui.show(self.red, ("25%", "50%", "75%", "100%")[frame % 4])
        ui.show(self.green, ("OPEN", "$200", "")[frame % 3])

    def idle(self, pressed):
        if pressed & (A | SHAKE):
            if self.act(("roll",)):
                self.start()
            return None
        return Tool.update(self, pressed)


def green_face(value):
    """The green die's face: "OPEN", a bonus such as "$200", or blank."""
    if value is None:
        return ""
    return "OPEN" if value == 0 else "$%d" % value
