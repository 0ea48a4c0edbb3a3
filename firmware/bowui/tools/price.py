"""The BuyWord price calculator: enter the tiles in front of you (or just their pips) and read
what they cost to buy and what a word of them sells for: (pips) squared, both ways.

Tiles (up to 12): Up/Down change the last tile (A-Z, then "?" for a Wild, 1 pip), Right
adds a tile, Left takes the last one back. A switches to pips (Up/Down 1, Right/Left 10) and
back. B leaves. Wilds are never bought (they are not in the bag) and a word takes at
most one; the screen says so.
"""

from micropython import const

from bowui import ui
from bowui.input import DOWN, LEFT, RIGHT, UP, A, B

_CELLS = const(12)          # one row of tiles; longer words: count their pips
_TOP_PIPS = const(99)
_FACES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ?"


class PriceScreen(ui.Screen):
    """Tiles or pips in, the buy price and sell price out (the rule book's price list)."""

    title = "Price calculator"
    INDEX = 7
    reload_ok = True

    def __init__(self, app, game=None):
        self.game = None
        ui.Screen.__init__(self, app)
        from bowui.games.buyword.tiles import Tiles
        self.mode = ui.label(self.group, "", 80, 21, ui.GREY, anchor=(0.5, 0))
        self.row = Tiles(self.group, _CELLS, 2, 36, per_row=_CELLS, pitch=13)
        self.big = ui.label(self.group, "", 80, 50, ui.WHITE, "big", 2, anchor=(0.5, 0.5))
        self.pips = ui.label(self.group, "", 80, 60, ui.WHITE, anchor=(0.5, 0))
        self.price = ui.label(self.group, "", 80, 76, ui.GOLD, "big", anchor=(0.5, 0))
        self.note = ui.label(self.group, "", 80, 96, ui.GREY, anchor=(0.5, 0))
        self.hint = ui.label(self.group, "", 2, 126, ui.GREY, anchor=(0, 1.0))
        self.tiles = bytearray(b"A")
        self.count = 1                 # pips, in pips mode
        self.by_pips = False
        self.draw()

    def total(self):
        """(pips, wilds) of what is entered."""
        if self.by_pips:
            return self.count, 0
        from bowengine.buyword.pricing import pips
        text = str(self.tiles, "ascii")
        return pips(text), text.count("?")

    def draw(self):
        """The tiles (or pips), their pips and the price, with the neighbours in the price list."""
        n, wilds = self.total()
        if self.by_pips:
            ui.show(self.mode, "Pips on your tiles")
            self.row.show_all("")
            self.row.cursor(-1)
            ui.show(self.big, "< %d >" % n)
            ui.show(self.pips, "")
            ui.show(self.hint, "^v: +-1 <>: +-10 A: tiles")   # pips up/down by 1, by 10
        else:
            text = str(self.tiles, "ascii")
            ui.show(self.mode, "%d tile%s" % (len(text), "" if len(text) == 1 else "s"))
            ui.show(self.big, "")
            self.row.show_all(text)
            self.row.group.x = (ui.W - 13 * len(text)) // 2 + 1   # centred
            self.row.cursor(len(text) - 1)
            ui.show(self.pips, "%d pip%s" % (n, "" if n == 1 else "s"))
            ui.show(self.hint, "^v tile <> add/del A: pips")
        from bowengine.buyword.pricing import price
        dollars = price(n)
        if wilds > 1:
            ui.show(self.price, "Sell: no", ui.RED)
            ui.show(self.note, "a word takes one Wild", ui.RED)
        elif wilds:
            ui.show(self.price, "Sell: $%d" % dollars, ui.GOLD)
            ui.show(self.note, "Wilds are never bought", ui.GREY)
        else:
            ui.show(self.price, "Buy or sell: $%d" % dollars, ui.GOLD)
            ui.show(self.note, ("%d: $%d  %d: $%d" % (n - 1, price(n - 1), n + 1, price(n + 1))
                                if n > 1 else "%d: $%d" % (n + 1, price(n + 1))), ui.GREY)

    def update(self, pressed):
        if pressed & B:
            return self.app.menu(self.INDEX)
        if pressed & A:
            self.by_pips = not self.by_pips
            if self.by_pips:
                self.count = self._pips_now()        # start from the tiles' pips
        elif self.by_pips:
            step = 1 if pressed & UP else -1 if pressed & DOWN else 10 if pressed & RIGHT else \
                -10 if pressed & LEFT else 0
            if not step:
                return None
            self.count = min(_TOP_PIPS, max(1, self.count + step))
        else:
            t = self.tiles
            if pressed & (UP | DOWN):
                i = _FACES.find(chr(t[-1]))
                t[-1] = ord(_FACES[(i + (1 if pressed & UP else -1)) % len(_FACES)])
            elif pressed & RIGHT and len(t) < _CELLS:
                t.append(t[-1])
            elif pressed & LEFT and len(t) > 1:
                self.tiles = t[:-1]
            else:
                return None
        self.draw()
        return None

    def _pips_now(self):
        from bowengine.buyword.pricing import pips
        return max(1, pips(str(self.tiles, "ascii")))
