"""The rules on the device: a few pages per game in our own words, the controls of each screen
and a legend of its symbols, read one page at a time from the rules file `bowwords bundle`
builds (rules.bwr at the drive's root: hw.rules_path). Select opens the page of the screen
on show over it (App.step: the screen stays as it was, hidden, and comes back on B); the
menu's Rules item lists the games (bowui.menu.rules_list: not loaded in a game).

The file (host_tools/bowwords/rulespages.py writes it): HEAD bytes (b"BWRP", a version, the
topics, the pages, 0), then TOPIC bytes per topic: its key (KEY bytes, NUL-padded: a game
"buyword", a screen "buyword:Sell", "device"), its page, its game's first page and page
count, 0; then the pages, PAGE bytes each: a title (TITLE bytes) and LINES lines of COLS
bytes, padded with spaces.
"""

import displayio
from micropython import const

from bowui import ui
from bowui.input import DOWN, LEFT, RIGHT, SELECT, UP, A, B

MAGIC = b"BWRP"
VERSION = const(1)
HEAD = const(8)
TOPIC = const(32)
KEY = const(28)
TITLE = const(20)
LINES = const(8)
COLS = const(26)
PAGE = const(228)           # TITLE + LINES * COLS
STEP = const(13)            # px from a page's line to the next
PATH = "rules.bwr"          # at the drive's root, where code.py runs


def find(path, keys):
    """(page, first page, page count) of the first of `keys` the file has; None if none is
    there or the file cannot be read."""
    try:
        with open(path, "rb") as f:
            head = f.read(HEAD)
            if len(head) < HEAD or head[0:4] != MAGIC or head[4] != VERSION:
                return None
            found = {}
            for _ in range(head[5]):
                row = f.read(TOPIC)
                key = bytes(row[0:KEY]).rstrip(b"\x00").decode()
                if key in keys:
                    found[key] = (row[KEY], row[KEY + 1], row[KEY + 2])
            for key in keys:
                if key in found:
                    return found[key]
    except (OSError, ValueError, IndexError):
        pass
    return None


def page_text(path, page):
    """(title, [lines]) of page `page`, read alone from the file."""
    with open(path, "rb") as f:
        head = f.read(HEAD)
        f.seek(HEAD + head[5] * TOPIC + page * PAGE)
        raw = f.read(PAGE)
    title = bytes(raw[0:TITLE]).decode().rstrip()
    return title, [bytes(raw[TITLE + i * COLS:TITLE + (i + 1) * COLS]).decode().rstrip()
                   for i in range(LINES)]


def cover(app):
    """Select: the rules page of the screen on show, over it (app.over). The screen stays as it
    is, hidden (what it holds, typed letters or a hand, neither lost nor shown), and gets no
    buttons until the pages close (Rules.close, through app.close_rules). Where the heap is too
    short for the page, a low tone, and the screen goes on."""
    screen = app.screen
    try:
        game = getattr(screen, "game", None)
        game = game if hasattr(game, "NAME") else app.game
        over = Rules(app, topic_keys(screen, game), game=game)
    except MemoryError:
        over = game = None
        import gc
        gc.collect()
        app.sound.tone(220, 150)
        return
    screen.group.hidden = True
    app.root.append(over.group)
    app.over = over


def topic_keys(screen, game):
    """The keys to look up for a screen: its game's screen, its game, the device."""
    name = getattr(screen, "name", None) if game is None else game.NAME
    if type(name) is not str:                  # (a setup screen's name is its game's)
        return ("device",)
    return (name + ":" + type(screen).__name__, name, "device")


class Page(displayio.Group):
    """A page's lines, a TileGrid of COLS cells of the body font each, STEP px apart (the font's
    12 px would leave 1 px between a descender and an ascender below it); `rows` are the
    lines shown, `text` them joined."""

    def __init__(self, x, y):
        f = ui.sheet("body")
        super().__init__(x=x, y=y + f.top)
        pal = displayio.Palette(2)
        pal.make_transparent(0)
        pal[1] = ui.WHITE
        for j in range(LINES):
            self.append(displayio.TileGrid(f.bitmap, pixel_shader=pal, width=COLS, height=1,
                                           tile_width=f.w, tile_height=f.h, y=j * STEP))
        self.font = f
        self.rows = [None] * LINES
        self.show([""] * LINES)

    def show(self, rows):
        """Show these lines (a row redrawn only if it changed)."""
        f = self.font
        for j in range(LINES):
            row = rows[j]
            if row != self.rows[j]:
                grid = self[j]
                for i in range(COLS):
                    grid[i] = f.index(row[i] if i < len(row) else " ")
        self.rows = rows

    @property
    def text(self):
        return "\n".join(self.rows)


class Rules(ui.Screen):
    """A game's pages, one on screen: <> (or ^v) turn them, A, B or Select close them. Over a
    screen (back None: update returns True to close) or from the Rules list (`back`)."""

    reload_ok = True
    rules = False              # Select closes this one (App.step opens no rules over it)

    def __init__(self, app, keys, back=None, game=None):
        ui.Screen.__init__(self, app)
        self.back = back
        self.game = game       # (what the monkey's figures file this screen under)
        self.path = getattr(app.hw, "rules_path", PATH)
        # the bar: the page's title and "<1/4>" (<> turn the pages) in the body font; the
        # page's 8 lines below it, 13 px apart, in 2..158
        ui.rect(self.group, 0, 0, ui.W, 16, ui.BLUE)
        self.head = ui.label(self.group, "", 4, 2)
        self.foot = ui.label(self.group, "", 156, 2, ui.WHITE, anchor=(1.0, 0))
        self.body = Page(2, 17)
        self.group.append(self.body)
        where = find(self.path, keys)
        if where is None:
            self.page = self.first = 0
            self.count = 0
            ui.show(self.head, "Rules")
            lines = ui.wrap("No rules file on this drive: flash the bundle again (bowwords "
                            "flash --bundle).")
            self.body.show(lines + [""] * (LINES - len(lines)))
            return
        self.page, self.first, self.count = where
        self.show()

    def show(self):
        """Read and show the page."""
        title, lines = page_text(self.path, self.page)
        ui.show(self.head, title)
        self.body.show(lines)
        ui.show(self.foot, "<%d/%d>" % (self.page - self.first + 1, self.count))

    def close(self):
        """Leave the screen under these pages (over it: see cover)."""
        app = self.app
        app.over = None
        app.root.remove(self.group)
        if app.screen is not None:
            app.screen.group.hidden = False

    def update(self, pressed):
        if pressed & (A | B | SELECT):
            return self.back(self.app) if self.back is not None else True
        step = 1 if pressed & (RIGHT | DOWN) else -1 if pressed & (LEFT | UP) else 0
        if step and self.count > 1:
            self.page = self.first + (self.page - self.first + step) % self.count
            self.show()
        return None
