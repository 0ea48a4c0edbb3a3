"""Billionaire's card screens: holdings (investments face up, Profit and Power Play cards),
the news, and one list screen for every choice the engine offers (Power Play cards,
Security, analyses, paying a bid, a sold-out deck, Espionage)."""

from bowengine.billionaire import data as D

from bowui import ui
from bowui.games.billionaire import text as T
from bowui.input import LEFT, RIGHT, A, B


class Holdings(ui.Screen):
    """One player's holdings; Left/Right: the other players' (public) holdings; B: back."""

    title = "Holdings"

    def __init__(self, app, game, player, back):
        ui.Screen.__init__(self, app)
        self.game, self.player, self.back = game, player, back
        self.shown = player
        self.lines = [ui.label(self.group, "", 4, 20 + 13 * i) for i in range(3)]
        self.menu = ui.Menu(self.group, [("", ui.WHITE)], y=60, rows=3, step=13)
        self.detail = ui.label(self.group, "", 4, 100, ui.GREY)
        ui.label(self.group, "<>: player  B: back", 4, 126, ui.GREY, anchor=(0, 1.0))
        self.draw()

    def draw(self):
        q = self.shown
        v = self.game.view(self.player)
        mine = q == self.player
        cards = [c for c in range(D.CARDS) if v["owners"][c] == q]
        value = 0
        for c in cards:
            value += D.actual(c)
        ui.show(self.head, "%s holdings" % ("Your" if mine else T.who(q) + "'s"),
                T.colour(q, self.game.players))
        if mine:
            hand = v["hand"]
            cash = 0
            for x in hand:
                cash += x
            powers = ", ".join([T.POWER_SHORT[k] for k in v["powers"]]) or "none"
            lines = ["Profit $%dM: %s" % (cash, cards_text(hand)),
                     "Power: " + powers,
                     "Worth $%dM of $%dM" % (value + cash, v["goal"])]
        else:
            n, k = v["hand_sizes"][q], v["power_counts"][q]
            lines = ["%d Profit card%s (hidden)" % (n, "" if n == 1 else "s"),
                     "%d Power Play card%s" % (k, "" if k == 1 else "s"),
                     "Investments $%dM" % value]
        for i, lab in enumerate(self.lines):
            ui.show(lab, T.cut(lines[i], ui.COLS))
        self.cards = cards
        rows = [(T.card_row(c, 24), T.REGION_COLOURS[D.region(c)] | 0x505050) for c in cards]
        self.menu.items = rows or [("No investments", ui.GREY)]
        self.menu.cursor = 0
        self.menu.draw()
        self.tell()

    def tell(self):
        """The card under the cursor: its region and trading value."""
        text = ""
        if self.cards:
            c = self.cards[self.menu.cursor]
            text = "%s: trades $%dM" % (D.REGIONS[D.region(c)], D.trading(c))   # 26 columns at most
        ui.show(self.detail, text)

    def update(self, pressed):
        if self.menu.move(pressed):
            self.tell()
            return None
        if pressed & (LEFT | RIGHT):
            n = self.game.players
            self.shown = (self.shown + (1 if pressed & RIGHT else n - 1)) % n
            self.draw()
        elif pressed & (A | B):
            return (self.back, self.app)          # the board, made once this screen has gone
        return None


def cards_text(hand):
    """Profit card values, "1 2 2 5", or grouped "3x$1 4x$2 $5" when many."""
    text = " ".join([str(x) for x in hand]) or "-"
    if len(text) <= 12:
        return text
    out = []
    for v in D.DENOMS:
        k = len([x for x in hand if x == v])
        if k:
            out.append("%dx$%d" % (k, v) if k > 1 else "$%d" % v)
    return " ".join(out)


class News(ui.Screen):
    """What happened in the last and this turn, from the engine's log."""

    title = "News"

    def __init__(self, app, game, player, back):
        ui.Screen.__init__(self, app)
        self.back = back
        v = game.view(player)
        lines = T.events(v["log"], v)
        first = T.opening(v)
        if first:
            lines.insert(0, first)
        items = [(T.cut(t, 24), ui.WHITE) for t in lines] or [("Nothing yet", ui.GREY)]
        self.menu = ui.Menu(self.group, items, x=3, y=22, rows=7, step=14, cursor=len(items) - 1)

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        return (self.back, self.app) if pressed & (A | B) else None


class Choice(ui.Screen):
    """A few lines on what is asked, then the engine's choices as a list; A applies one,
    B glances at the board."""

    def __init__(self, app, game, seats, player, title, lines, options, back=None, look=None):
        self.title = title
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player, self.back = game, seats, player, back
        self.look = look              # look(app, game, seats, player): the board, glanced at (B)
        self.options = options
        for i, line in enumerate(lines[:2]):
            ui.label(self.group, T.cut(line, ui.COLS), 4, 20 + 13 * i, ui.GREY if i else ui.WHITE)
        self.menu = ui.Menu(self.group, [(T.cut(o[0], 24), ui.WHITE) for o in options],
                            x=3, y=48, rows=5, step=13)
        ui.label(self.group, "A: choose  B: " + ("back" if back else "board"), 4, 126, ui.GREY,
                 anchor=(0, 1.0))

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & B:
            if self.back is not None:
                return (self.back, self.app)
            if self.look is not None:                # made once this screen has gone
                return (self.look, self.app, self.game, self.seats, self.player)
            return None
        if not pressed & A:
            return None
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(self.player, self.options[self.menu.cursor][1])
        except IllegalAction:
            from bowui.sound import ERROR
            self.app.sound.tone(ERROR, 150)
            return None
        g, seats, player = self.game, self.seats, self.player
        pending = getattr(g.watch, "pending", None)
        if pending:                     # the player's own analysis, spun now: shown at once
            from bowui.games.billionaire.spin import Spin
            return (Spin, self.app, g, pending.pop(0), lambda app: app.turn_done(g, seats, player))
        return self.app.turn_done(g, seats, player)


def play_text(action, view):
    """A Power Play action as a row."""
    k = action[0]
    if k == "powerplay":
        return "Power Play: +2 cards"
    if k == "espionage":
        return "Espionage on " + T.who(action[1])
    c = action[1]
    name = {"analyze-any": "Analyze", "disaster": "Disaster", "proxy": "Proxy"}[k]
    return "%s %s %s" % (name, T.who(view["owners"][c]), T.card(c, 22 - len(name)))


def plays(app, game, seats, player, back):
    """The Power Play cards the player may play now."""
    v = game.view(player)
    options = [(play_text(a, v), a) for a in game.legal(player) if a[0] not in ("roll", "end")]
    return Choice(app, game, seats, player, "Power Play",
                  ["Play a card now,", "or B to keep them"], options, back)


def choice_screen(app, game, seats, player, v, look=None):
    """The screen for the phases answered from a list, or None; B on it calls `look` (see
    Choice)."""
    ph = v["phase"]
    legal = game.legal(player)
    if ph == "security" or ph == "security-2":
        lines = [T.action_text(v)]
        if ph == "security-2":
            lines.append("%s played Security on it" % T.who(v["security"]))
        elif len(legal) == 1:
            lines.append("You hold no Security card")
        names = {"allow": "Let it happen", "security": "Play Security"}
        if ph == "security-2":
            names = {"allow": "Let it stay cancelled", "security": "Play Security again"}
        return Choice(app, game, seats, player, "Security?", lines,
                      [(names[a[0]], a) for a in legal], look=look)
    if ph == "analyze":
        options = [("%s %s" % (T.who(v["owners"][a[1]]), T.card(a[1], 18)), a)
                   for a in legal if a[0] == "analyze"]
        options.append(("Do not analyze", ("decline",)))
        return Choice(app, game, seats, player, "Analyze",
                      ["Pick an unprotected card", "then spin the Analyzer"], options, look=look)
    if ph == "pay":
        # Every legal payment is allowed; the list starts with the cheapest (Profit cards
        # alone, overpaying least, where they cover the bid), then up to 11 others.
        from bowengine.billionaire.paylist import choices
        to = "the bank" if v["payee"] < 0 else T.who(v["payee"])
        mine = [c for c in range(D.CARDS) if v["owners"][c] == player]
        return Choice(app, game, seats, player, "Pay $%dM" % v["price"],
                      ["You owe $%dM to %s" % (v["price"], to), "No change is given"],
                      [(T.payment_text(code, mask), ("pay", code, mask))
                       for code, mask in choices(v["hand"], mine, v["price"])], look=look)
    if ph == "deck":
        return Choice(app, game, seats, player, "Sold out", ["That region is sold out:", "take another deck"],
                      [("%s (%d left)" % (D.REGIONS[a[1]], v["decks"][a[1]]), a) for a in legal], look=look)
    if ph == "espionage":
        return Choice(app, game, seats, player, "Espionage",
                      ["%s's Profit cards:" % T.who(v["action"][1]), "take one"],
                      [("$%dM" % a[1], a) for a in legal], look=look)
    return None
