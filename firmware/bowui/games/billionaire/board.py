"""The Billionaire board: the 24-square track with the movers, the die, who holds what,
the news of the last turns and the turn's choices (roll, play a card, end the turn).

The die tumbles through its faces in a fixed order and lands on the engine's roll;
then the mover walks square by square to where the engine put it.
"""

import displayio
from bowengine.billionaire import data as D
from micropython import const

from bowui import sound, ui
from bowui.games.billionaire import text as T
from bowui.input import A, B, ticks_diff

_PITCH = const(14)        # one square every 14 px, 12 px drawn (even sizes: see place())
_X0 = const(1)
_Y0 = const(2)
_TUMBLE_MS = const(450)
_STEP_MS = const(60)
_WALK_MS = const(110)
# Square look by kind (data.BOARD kinds): letter and text colour; fill from the region/player.
_LETTERS = ("H", "B", "$", "A", "P", "3")
_DARK = 0x283040


def square_xy(sq):
    """The top left pixel of board square sq (clockwise from the top left corner)."""
    if sq <= 6:
        c, r = sq, 0
    elif sq <= 12:
        c, r = 6, sq - 6
    elif sq <= 18:
        c, r = 18 - sq, 6
    else:
        c, r = 0, 24 - sq
    return _X0 + c * _PITCH, _Y0 + r * _PITCH


def _look(sq, players):
    """(fill, letter colour) of square sq."""
    kind, arg = D.BOARD[sq]
    if kind == D.HQ:
        return (T.PLAYER_COLOURS[arg] if D.corner_owner(arg, players) >= 0 else ui.GREY), ui.BLACK
    if kind == D.BIDS:
        return T.REGION_COLOURS[arg], ui.WHITE
    if kind == D.ANALYZE:
        return _DARK, T.REGION_COLOURS[arg]    # at most 16 colours in all (the bitmap)
    if kind == D.PROFIT:
        return 0x1E6A3A, ui.WHITE
    if kind == D.POWER:
        return 0xD8D8D8, ui.BLACK
    return ui.GOLD, ui.BLACK


def draw_track(group, players):
    """The 24 squares with their letters, drawn once into four bitmaps (the rows and columns
    of the track, 4 bits a pixel, 2 KB, none above 0.6 KB so that a fragmented heap still
    has room): 24 labels and 24 rectangles would take several times that heap."""
    pal = displayio.Palette(16)
    pal.make_transparent(0)
    colours = [None]

    def index(colour):
        if colour not in colours:
            colours.append(colour)
            pal[len(colours) - 1] = colour
        return colours.index(colour)

    end = 6 * _PITCH                       # the last row's and column's offset
    strips = []
    for x, y, w, h in ((0, 0, end + 12, 12), (0, end, end + 12, 12), (0, _PITCH, 12, end - _PITCH),
                       (end, _PITCH, 12, end - _PITCH)):
        bmp = displayio.Bitmap(w, h, 16)
        strips.append((x, y, bmp))
        group.append(displayio.TileGrid(bmp, pixel_shader=pal, x=_X0 + x, y=_Y0 + y))
    f = ui.sheet("body")
    for sq in range(len(D.BOARD)):
        x, y = square_xy(sq)
        x -= _X0
        y -= _Y0
        k = 0 if y == 0 else 1 if y == end else 2 if x == 0 else 3
        x -= strips[k][0]
        y -= strips[k][1]
        bmp = strips[k][2]
        fill, ink = _look(sq, players)
        k = index(fill)
        for j in range(y, y + 12):
            for i in range(x, x + 12):
                bmp[i, j] = k
        k = index(ink)
        gx = f.index(_LETTERS[D.BOARD[sq][0]]) * f.w      # the letter's cell in the font's sheet
        ox = x + (12 - f.w) // 2 + 1
        oy = y + (12 - f.h) // 2
        for j in range(min(12, f.h)):
            for i in range(f.w):
                if f.bitmap[gx + i, j]:
                    bmp[ox + i, oy + j] = k


class Board(ui.Screen):
    """The table. mode "turn": the player's own turn (roll, cards, end); "look": a glance
    from another screen (back returns to it)."""

    def __init__(self, app, game, seats, player, back=None, news=()):
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player, self.back = game, seats, player, back
        self.state = 0                        # 0 idle, 1 tumbling, 2 walking, 3 rolled
        self.lines = list(news)
        self.build()

    def build(self, cursor=0):
        """The track, the movers, the die, the panel and the menu, drawn from the state."""
        n = self.game.players
        draw_track(self.group, n)
        self.tokens = []
        black = None
        for p in range(n):
            g = displayio.Group()
            black = ui.rect(g, 0, 0, 4, 6, ui.BLACK, black)     # even sizes: see place()
            ui.rect(g, 0, 1, 4, 4, T.colour(p, n))      # a 4 px square of colour, black above and below
            self.group.append(g)
            self.tokens.append(g)
        from bowui.tools.face import Face
        self.die = Face(self.group, 33, 34)
        self.whose = ui.label(self.group, "", 49, 18, ui.WHITE, anchor=(0.5, 0))
        self.rolled = ui.label(self.group, "", 49, 68, ui.GREY, anchor=(0.5, 0))
        ui.label(self.group, "worth hand", 98, 2, ui.GREY)     # over the rows: $, cards held
        self.rows = [ui.label(self.group, "", 98, 12 + 12 * p, T.colour(p, n)) for p in range(n)]
        self.news = [ui.label(self.group, "", 2, 99 + 13 * i) for i in range(2)]
        self.menu = ui.Menu(self.group, [("", ui.WHITE)], x=99, y=60, rows=3, step=13)
        self.menu._bar.x = 98                 # the cursor bar spans the right panel only
        self.menu._bar.width = ui.W - 98
        self.menu.cursor = cursor
        if self.state == 3:
            self.die.set(self.to)
            ui.show(self.rolled, "rolled %d" % self.to)
        self.draw()

    def away(self):
        """A way back to this board from a look elsewhere (holdings, news, cards): the drawing
        goes now, before that screen is made, and is made again on the way back (which that
        screen returns as (back, app): App.go makes it once that screen has gone)."""
        cursor = self.menu.cursor
        while len(self.group):
            self.group.pop()
        self.tokens = self.die = self.whose = self.rolled = self.rows = self.news = self.menu = None

        def back(app):
            ui.Screen.__init__(self, app)
            self.build(cursor)
            return self
        return back

    # ---- drawing ---------------------------------------------------------------------
    def draw(self):
        v = self.game.view(self.player)
        for p in range(self.game.players):
            self.place(p, v["positions"][p])
            worth = 0
            for c in range(D.CARDS):
                if v["owners"][c] == p:
                    worth += D.actual(c)
            text = "P%d $%d" % (p + 1, worth)     # worth, then cards under their heading
            ui.show(self.rows[p], "%s%*d" % (text, 10 - len(text), v["hand_sizes"][p]))
        ui.show(self.whose, "%s's turn" % T.who(v["turn"]), T.colour(v["turn"], self.game.players))
        if self.state == 0:
            self.die.set(v["roll"] if v["roll"] else 0)
            ui.show(self.rolled, "rolled %d" % v["roll"] if v["roll"] else "")
        self.show_news(self.lines)
        self.menu.items = self.items(v)
        self.menu.cursor = min(self.menu.cursor, len(self.menu.items) - 1)
        self.menu.draw()

    def place(self, p, sq):
        """Put p's mover on square sq, in the square's corner for p, beside its letter (which
        inks columns 4-8): the left corners or the right ones, reaching into the gap. Everything
        that moves keeps even sizes (Blinka's pygame display fails on odd dirty areas)."""
        x, y = square_xy(sq)
        self.tokens[p].x = x + (9 if p & 1 else 0)
        self.tokens[p].y = y + (6 if p & 2 else 0)

    def show_news(self, lines):
        lines = [T.cut(t, ui.COLS) for t in lines[-2:]]
        for i, lab in enumerate(self.news):
            ui.show(lab, lines[i] if i < len(lines) else "", ui.WHITE if i == len(lines) - 1 else ui.GREY)

    def items(self, v):
        """The menu rows: (text, colour, what)."""
        rows = []
        if self.back is not None:
            rows.append(("Back", ui.GOLD, "back"))
        elif self.state == 3:
            rows.append(("Continue", ui.GOLD, "go"))
        elif self.state == 0:
            legal = self.game.legal(self.player)
            if ("roll",) in legal:
                rows.append(("Roll", ui.GOLD, "roll"))
            if ("end",) in legal:
                rows.append(("End turn", ui.GOLD, "end"))
            if len(legal) > 1:
                rows.append(("Play card", ui.WHITE, "play"))
        rows.append(("Holdings", ui.WHITE, "hold"))
        rows.append(("News", ui.WHITE, "news"))
        return rows

    # ---- buttons and the roll --------------------------------------------------------
    def update(self, pressed):
        if self.state == 1 or self.state == 2:
            self.animate()
            return None
        if self.menu.move(pressed):
            return None
        if pressed & B and self.back is not None:
            return (self.back, self.app)      # made once this board has gone (App.go)
        if not pressed & A:
            return None
        what = self.menu.items[self.menu.cursor][2]
        app, game, player = self.app, self.game, self.player
        if what == "back":
            return (self.back, app)
        if what == "hold":
            from bowui.games.billionaire.cards import Holdings
            return Holdings(app, game, player, self.away())
        if what == "news":
            from bowui.games.billionaire.cards import News
            return News(app, game, player, self.away())
        if what == "play":
            from bowui.games.billionaire.cards import plays
            return plays(app, game, self.seats, player, self.away())
        if what == "go":
            return app.turn_done(game, self.seats, player)
        if what == "end":
            game.apply(player, ("end",))
            return app.turn_done(game, self.seats, player)
        self.roll()
        return None

    def roll(self):
        """Roll through the engine, then animate the die and the walk."""
        v = self.game.view(self.player)
        self.start = v["positions"][self.player]
        seen = len(v["log"])
        self.game.apply(self.player, ("roll",))
        v = self.game.view(self.player)
        self.lines = T.events(v["log"][seen:], v)
        self.to = v["roll"]
        self.steps = 0
        self.state = 1
        self.frame = 0
        self.until = (self.app.now + _TUMBLE_MS) & 0x1FFFFFFF
        self.next = self.app.now
        self.menu.items = [("...", ui.GREY, "")]
        self.menu.cursor = 0
        self.menu.draw()
        self.show_news([])

    def animate(self):
        now = self.app.now
        if ticks_diff(now, self.next) < 0:
            return
        if self.state == 1:
            if ticks_diff(now, self.until) >= 0:
                self.die.set(self.to)
                ui.show(self.rolled, "rolled %d" % self.to)
                self.app.sound.tone(sound.LANDED, 80)
                self.state = 2
                self.next = (now + _WALK_MS) & 0x1FFFFFFF
                return
            self.frame += 1
            self.die.set(self.frame % 6 + 1)
            self.app.sound.tone(sound.DICE, 12)
            self.next = (self.next + _STEP_MS) & 0x1FFFFFFF
            return
        self.steps += 1
        self.place(self.player, (self.start + self.steps) % len(D.BOARD))
        self.next = (now + _WALK_MS) & 0x1FFFFFFF
        if self.steps >= self.to:
            self.state = 3
            self.draw()
