"""What every BuyWord screen shares: letter tiles (cream squares with a letter and its pips
as dots, Wilds in gold, a gold frame for the cursor), the Seat a turn screen is built on,
and short texts."""

import displayio
from bitmaptools import fill_region
from bowengine.buyword.pricing import letter_pips, quote
from micropython import const

from bowui import sound, ui

CREAM = 0xF4E6C0
USED = 0x505868

# Palette of the tile rows: see-through, the tiles' three faces, the letters' two inks.
_CREAM = const(1)
_USED = const(2)
_GOLD = const(3)
_INK = const(4)
_GREY_INK = const(5)
_pal = []


def pips_text(word):
    """'13 pips $169' for tiles written as letters."""
    n, dollars = quote(word)
    return "%d pip%s $%d" % (n, "" if n == 1 else "s", dollars)


def _palette():
    """The palette every tile row shares (made once)."""
    if not _pal:
        pal = displayio.Palette(6)
        pal.make_transparent(0)
        for i, color in enumerate((CREAM, USED, ui.GOLD, ui.BLACK, ui.GREY)):
            pal[i + 1] = color
        _pal.append(pal)
    return _pal[0]


class Tiles:
    """`count` tiles in rows of `per_row`, `pitch` px apart; set(i, ch, used) shows one, "" hides it.

    Each row of tiles is one bitmap the tiles are painted into (a cream square, its letter, its
    pips as dots; Wilds gold, used tiles grey): a few hundred bytes a row, where a tile made of
    a rectangle, a label and a grid of dots took ~600. `tall` is even: Blinka's displayio
    fails to redraw an area of an odd number of pixels."""

    def __init__(self, group, count, x, y, per_row=10, pitch=15, tall=16, kind="body"):
        self.group = displayio.Group(x=x, y=y)
        self.count, self.pitch, self.per_row, self.tall = count, pitch, per_row, tall
        self.font = ui.sheet(kind)
        ui.rect(self.group, 0, 0, pitch, tall + 2, ui.GOLD)
        self.frame = self.group[-1]
        self.frame.hidden = True
        self.rows = []
        for first in range(0, count, per_row):
            bmp = displayio.Bitmap(min(per_row, count - first) * pitch, tall + 3, 6)
            self.group.append(displayio.TileGrid(bmp, pixel_shader=_palette(),
                                                 y=first // per_row * (tall + 3)))
            self.rows.append(bmp)
        self.shown = [""] * count
        group.append(self.group)

    def set(self, i, ch, used=False):
        """Show tile i as `ch` (upper case: a letter tile; lower case or "?": a Wild); "" hides it."""
        key = ch + ("-" if used else "")
        if self.shown[i] == key:
            return
        self.shown[i] = key
        bmp = self.rows[i // self.per_row]
        x0 = i % self.per_row * self.pitch
        tall = self.tall
        fill_region(bmp, x0, 0, x0 + self.pitch, tall + 3, 0)
        if not ch:
            return
        w = self.pitch - 2
        wild = not ("A" <= ch <= "Z")
        fill_region(bmp, x0 + 1, 1, x0 + 1 + w, 1 + tall, _USED if used else _GOLD if wild else _CREAM)
        self._letter(bmp, x0, ch.upper(), _GREY_INK if used else _INK)
        k = letter_pips(ch)                  # the pips as 2x2 dots, 3 px apart, centred
        x = x0 + 1 + (w - 11) // 2 + (12 - (3 * k - 1)) // 2
        for d in range(k):
            fill_region(bmp, x + 3 * d, tall - 2, x + 3 * d + 2, tall, _INK)

    def _letter(self, bmp, x0, ch, ink):
        """The letter's glyph, centred at the tile's top, as a label there would draw it."""
        f = self.font
        src = f.bitmap
        at = f.index(ch)
        across = src.width // f.w
        sx = at % across * f.w
        sy = at // across * f.h
        x = x0 + 1 + (self.pitch - 2) // 2 - round(f.w / 2)
        y = f.top - 1
        for dy in range(f.h):
            if 0 <= y + dy < bmp.height:
                for dx in range(f.w):
                    if src[sx + dx, sy + dy]:
                        bmp[x + dx, y + dy] = ink

    def show_all(self, text, used=()):
        """Tiles 0.. show the letters of text (the rest hidden); `used` lists indexes drawn grey."""
        for i in range(self.count):
            self.set(i, text[i] if i < len(text) else "", i in used)

    def cursor(self, i):
        """Put the gold frame around tile i (-1: no frame)."""
        self.frame.hidden = i < 0
        if i >= 0:
            self.frame.x = (i % self.per_row) * self.pitch
            self.frame.y = (i // self.per_row) * (self.tall + 3)


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
        self.cash = ui.label(self.group, "", 156, ui.HEAD_Y, ui.GOLD, "big", anchor=(1.0, 0))
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
        """The player acted: autosave, bots move, the next screen (bowui.games.play, loaded with the game)."""
        return self.app.turn_done(self.game, self.seats, self.player)


def hint(app, name, game, *args):
    """A hint's line from bowui.games.buyword.review (issue 23), its modules gone after it.
    Before the line shows, the game is marked as played with hints (for the records) and saved
    so (a power cut cannot lose the mark), and the bests it set go back (bowui.records.unbest:
    a game with hints sets none). Where the heap has no room for the search, the line says so
    and the game goes on unmarked."""
    import sys
    before = list(sys.modules) if app.releases() else None
    try:
        from bowui.games.buyword import review as buyword_review
        line = getattr(buyword_review, name)(app, game, *args)
        buyword_review = None
        mark(app, game)
    except MemoryError:
        import gc
        gc.collect()
        line = "No room for a hint now"
    buyword_review = None
    if before is not None:
        from bowui.app import forget_new
        forget_new(before)
    return line


def mark(app, game):
    """The game is played with hints from now on: saved so, then the bests it set go back
    (unsaved, the mark would be lost at a power cut; a cut between the two writes is mended
    when the game resumes or ends). A MemoryError leaves the game unmarked."""
    was = game.options.get("hints")
    if was == 2:
        return
    game.options["hints"] = 2
    try:
        app.autosave(game)
    except MemoryError:
        game.options["hints"] = was
        raise
    from bowui.records import unbest
    unbest(app.hw.nvm)
