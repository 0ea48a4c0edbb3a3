"""What every BuyWord screen shares: letter tiles (cream squares with a letter and its pips
as dots, Wilds in gold, a gold frame for the cursor), the Seat a turn screen is built on,
and short texts."""

import displayio

from bowui import sound, ui

from bowengine.buyword.pricing import letter_pips, quote

CREAM = 0xF4E6C0
USED = 0x505868

_pals = None
_dots = None


def pips_text(word):
    """'13 pips $169' for tiles written as letters."""
    n, dollars = quote(word)
    return "%d pip%s $%d" % (n, "" if n == 1 else "s", dollars)


def _shared():
    """One palette for every tile (cream, used, gold, black), one bitmap of 1-4 dots and its palette."""
    global _pals, _dots
    if _pals is None:
        dot_pal = displayio.Palette(2)
        dot_pal.make_transparent(0)
        dot_pal[1] = ui.BLACK
        _pals = displayio.Palette(4)
        _pals[0] = CREAM
        _pals[1] = USED
        _pals[2] = ui.GOLD
        _pals[3] = ui.BLACK
        _dots = displayio.Bitmap(48, 2, 2)          # tile k of 12x2 px shows k + 1 dots
        for k in range(4):
            start = k * 12 + (12 - (3 * (k + 1) - 1)) // 2
            for d in range(k + 1):
                for x in (0, 1):
                    for y in (0, 1):
                        _dots[start + 3 * d + x, y] = 1
        _dots = (_dots, dot_pal)
    return _pals, _dots


class Tiles:
    """`count` tiles in rows of `per_row`, `pitch` px apart; set(i, ch, used) shows one, "" hides it.

    `tall` is even: Blinka's displayio fails to redraw an area of an odd number of pixels."""

    def __init__(self, group, count, x, y, per_row=10, pitch=15, tall=16, kind="body"):
        pals, (dots, dot_pal) = _shared()
        self.group = displayio.Group(x=x, y=y)
        self.pitch, self.per_row, self.tall = pitch, per_row, tall
        w = pitch - 2
        ui.rect(self.group, 0, 0, w + 2, tall + 2, ui.GOLD)
        self.frame = self.group[-1]
        self.frame.hidden = True
        self.cells = []
        self.shown = []
        for i in range(count):
            cell = displayio.Group(x=(i % per_row) * pitch, y=(i // per_row) * (tall + 3))
            cell.append(_rect(pals, 0, 1, 1, w, tall))
            lab = ui.label(cell, "", 1 + w // 2, -1, ui.BLACK, kind, anchor=(0.5, 0))
            grid = displayio.TileGrid(dots, pixel_shader=dot_pal, width=1, height=1,
                                      tile_width=12, tile_height=2, x=1 + (w - 11) // 2, y=tall - 2)
            cell.append(grid)
            cell.hidden = True
            self.group.append(cell)
            self.cells.append((cell, lab, grid))
            self.shown.append("")
        group.append(self.group)

    def set(self, i, ch, used=False):
        """Show tile i as `ch` (upper case: a letter tile; lower case or "?": a Wild); "" hides it."""
        key = ch + ("-" if used else "")
        if self.shown[i] == key:
            return
        self.shown[i] = key
        cell, lab, grid = self.cells[i]
        cell.hidden = not ch
        if not ch:
            return
        wild = not ("A" <= ch <= "Z")
        cell[0].color_index = 1 if used else 2 if wild else 0
        ui.show(lab, ch.upper(), ui.GREY if used else ui.BLACK)
        grid[0] = letter_pips(ch) - 1

    def show_all(self, text, used=()):
        """Tiles 0.. show the letters of text (the rest hidden); `used` lists indexes drawn grey."""
        for i in range(len(self.cells)):
            self.set(i, text[i] if i < len(text) else "", i in used)

    def cursor(self, i):
        """Put the gold frame around tile i (-1: no frame)."""
        self.frame.hidden = i < 0
        if i >= 0:
            self.frame.x = (i % self.per_row) * self.pitch
            self.frame.y = (i // self.per_row) * (self.tall + 3)


def _rect(pal, index, x, y, w, h):
    import vectorio
    r = vectorio.Rectangle(pixel_shader=pal, width=w, height=h, x=x, y=y)
    r.color_index = index
    return r


def who(p, me=None):
    """A player's short name: "P2", or "You" for the player looking."""
    return "You" if p == me else "P%d" % (p + 1)


def story(note, me=None):
    """The engine's last event in words, its player numbers as names ("1 sold OX" -> "P2 sold OX";
    the player looking is "you" only where the verb agrees)."""
    if not note or note.startswith("rolled") or note.startswith("chose"):
        return note
    out = []
    for word in note.split(" "):
        if word.isdigit():
            word = who(int(word), me)
        elif word[:-1].isdigit() and word[-1] == ";":
            word = who(int(word[:-1]), me) + ";"
        elif word == "pays" and out and out[-1] == "You":
            word = "pay"
        out.append(word)
    text = " ".join(out)
    return text[0].upper() + text[1:]


def money_line(view, skip=None):
    """Every other player's cash on one line: "P2 $231 P3 $180"."""
    parts = []
    for p, m in enumerate(view["money"]):
        if p != skip:
            parts.append("%s $%d" % (who(p), m))
    return " ".join(parts)


class Seat(ui.Screen):
    """A human's turn screen: the title names the player, their cash at the top right."""

    def __init__(self, app, game, seats, player, title):
        self.title = title
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        self.cash = ui.label(self.group, "", 156, 1, ui.GOLD, "big", anchor=(1.0, 0))
        self.v = game.view(player)
        self.show_cash()

    def show_cash(self):
        """The player's money at the top right."""
        ui.show(self.cash, "$%d" % self.v["money"][self.player])

    def act(self, action):
        """Apply the player's action; an illegal one sounds the error tone. True if applied."""
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(self.player, action)
        except IllegalAction:
            self.app.sound.tone(sound.ERROR, 150)
            return False
        return True

    def finish(self):
        """The player acted: autosave, bots move, the next screen (bowui.play, loaded with the game)."""
        from bowui.play import finish
        return finish(self.app, self.game, self.seats, self.player)
