"""A die face drawn with rectangles: the companion dice and Billionaire's board show it
(its own module, so a board screen does not import the dice tools)."""

import displayio

from bowui import ui

# Pips of a 32x32 face (TL, TR, ML, C, MR, BL, BR) and the pips of faces 1-6 as bits.
_PIPS = ((5, 5), (21, 5), (5, 13), (13, 13), (21, 13), (5, 21), (21, 21))
_FACES = (0, 0x08, 0x41, 0x49, 0x63, 0x6B, 0x77)


class Face:
    """A 32x32 die face with seven pips that are shown or hidden."""

    def __init__(self, group, x, y, pals=None):
        self.group = displayio.Group(x=x, y=y)
        white = ui.rect(self.group, 0, 0, 32, 32, ui.WHITE, pals and pals[0])
        black = pals and pals[1]
        self.pips = []
        for px, py in _PIPS:
            black = ui.rect(self.group, px, py, 6, 6, ui.BLACK, black)
            self.pips.append(self.group[-1])
        self.pals = (white, black)
        group.append(self.group)
        self.value = -1
        self.set(0)

    def set(self, value):
        """Show face 1-6 (0: blank); only changed pips are touched."""
        if value == self.value:
            return
        bits = _FACES[value]
        for i in range(7):
            hide = not bits & (1 << (6 - i))
            if self.pips[i].hidden != hide:
                self.pips[i].hidden = hide
        self.value = value
