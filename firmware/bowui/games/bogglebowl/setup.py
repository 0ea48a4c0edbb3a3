"""Boggle Bowl's setup: the shared setup screen with each seat named by its side; with three
players, who plays alone and in which colour, and which team member works the cubes first."""

from bowui import ui
from bowui.games.bogglebowl.shared import SIDE_COLOURS, SIDE_NAMES
from bowui.input import LEFT, RIGHT
from bowui.menu.setup import SetupScreen

_SOLO = 2       # the default of `solo`: P2 alone, as Blue (solo = 2 x seat + 1 if Red)


class Setup(SetupScreen):
    """Players (2, or 3 as a team of two against one), each seat human or a bot level, the target
    (100 as the rule book says, or a shorter game: the pegs' holes stop at 100); with 3 players
    the lone player and colour, and who of the team is first on the cubes. Humans on both
    sides share the device: their rounds are played in turn (the engine's pass_play)."""

    def __init__(self, app):
        self.solo = _SOLO
        self.lead = 0           # 0: the team's lower seat first on the cubes, 1: the other
        SetupScreen.__init__(self, app, "bogglebowl",
                             (("target", "Play to", (100, 50, 30)),))
        for i in range(1, len(self.seats)):
            self.seats[i] = "normal" if "normal" in self.kinds else self.kinds[-1]
        self.menu.items = self.items()
        self.menu.draw()

    def side(self, seat):
        """The side of `seat` as picked (0 Red, 1 Blue)."""
        if self.players == 2:
            return seat
        alone = self.solo % 2 ^ 1
        return alone if seat == self.solo // 2 else 1 - alone

    def team(self):
        """The seats of the team of two (3 players), the one first on the cubes first."""
        seats = [s for s in range(3) if s != self.solo // 2]
        return seats if self.lead == 0 else seats[::-1]

    def items(self):
        rows = [("Players: < %d >" % self.players, ui.WHITE)]
        for i in range(self.players):
            side = self.side(i)
            who = SIDE_NAMES[side] + (" P%d" % (i + 1) if self.players == 3 else "")
            rows.append(("%s: %s" % (who, self.seats[i]), SIDE_COLOURS[side]))
        for i, row in enumerate(self.choices):
            rows.append(("%s: %s" % (row[1], row[2][self.picked[i]]), ui.WHITE))
        if self.players == 3:
            rows.append(("Alone: P%d %s" % (self.solo // 2 + 1, SIDE_NAMES[self.solo % 2 ^ 1]),
                         SIDE_COLOURS[self.solo % 2 ^ 1]))
            rows.append(("Cubes first: P%d" % (self.team()[0] + 1), ui.WHITE))
        rows.append(self.start_row())
        return rows

    def update(self, pressed):
        c = self.menu.cursor - 1 - self.players - len(self.choices)   # 0: Alone, 1: Cubes first
        if pressed & (LEFT | RIGHT) and self.players == 3 and 0 <= c <= 1:
            step = 1 if pressed & RIGHT else -1
            if c == 0:
                self.solo = (self.solo + step) % 6
            else:
                self.lead ^= 1
            self.menu.items = self.items()
            self.menu.draw()
            return None
        return SetupScreen.update(self, pressed)

    def options(self):
        opts = SetupScreen.options(self)
        n = self.players
        if n == 3 and (self.solo != _SOLO or self.lead):
            opts["alone"] = self.solo // 2
            opts["alone_red"] = self.solo % 2 == 1
            opts["lead"] = self.team()[0]
        humans = [s for s in range(n) if self.seats[s] == "human"]
        sides = [self.side(s) for s in humans]
        if 0 in sides and 1 in sides:       # two humans face each other on one device
            mask = 0
            for s in humans:
                mask |= 1 << s
            opts["pass_play"] = mask
        return opts
