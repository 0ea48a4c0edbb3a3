"""Your hand and the table as scrolling lists; the same lists pick the card to sell
(from the hand) or to buy (from the Collector, Gallery, Dealer and Warehouse)."""

from micropython import const

from bowengine.highbid import data as D

from bowui import ui
from bowui.games.highbid.text import act, holding, list_name, money, set_of, who
from bowui.input import LEFT, RIGHT, A, B

_ROW = const(24)        # a list row's columns: x 6 to 150, the "v" mark at 152


def card_row(card, price, indent=""):
    """A list row: set letter, name (the short one where the whole does not fit), price in
    dollars: _ROW characters, clear of the list's "v" mark."""
    if card >= D.PROPERTIES:
        return indent + "* Buyer's Card"
    cost = "$%d" % price
    width = _ROW - 3 - len(indent) - len(cost)      # 16 at the least: indent, "$560"
    name = list_name(card, width)
    return "%s%s %s %s" % (indent, set_of(card)[0], (name + " " * width)[:width], cost)


def card_detail(view, card):
    """A card's set and how much of it the viewer holds."""
    if card >= D.PROPERTIES:
        return "Joker for a set, or $500"
    code, size, worth, name = set_of(card)
    return "%s %d/%d, %s" % (name, holding(view, card), size, money(worth))


class Cards(ui.Screen):
    """A list of rows (text, colour, card or -1, action or None) with two lines on the cursor's row."""

    HINT = "<>: hand/table  B: back"
    PICKS = False       # a look only (A does nothing); the pickers apply their row's action

    def __init__(self, app, game, player, back, title):
        self.title = title
        ui.Screen.__init__(self, app)
        self.game, self.player, self.back = game, player, back
        self.view = game.view(player)
        ui.label(self.group, money(self.view["money"]), 156, ui.HEAD_Y, ui.GOLD, "big", anchor=(1.0, 0))
        self.rows = self.build()
        self.menu = ui.Menu(self.group, [(r[0], r[1]) for r in self.rows], x=3, y=21, rows=5, step=13,
                            cursor=self.first())
        self.lines = [ui.label(self.group, "", 2, 86 + 13 * i, ui.GREY) for i in range(2)]   # clear of the hint
        ui.label(self.group, self.HINT, 4, 126, ui.GREY, anchor=(0, 1.0))
        self.detail()

    def first(self):
        for i, row in enumerate(self.rows):
            if row[3] is not None:
                return i
        return 0

    def detail(self):
        text = self.explain(self.rows[self.menu.cursor])
        for i, lab in enumerate(self.lines):
            ui.show(lab, text[i] if i < len(text) else "")

    def update(self, pressed):
        if self.menu.move(pressed):
            self.detail()
            return None
        if pressed & B:
            return self.back
        row = self.rows[self.menu.cursor]
        if pressed & A and row[3] is not None:
            if act(self.app, self.game, self.player, row[3]):
                return self.done(row[3])
        elif pressed & (LEFT | RIGHT) and self.HINT[0] == "<":
            return self.other()
        return None


class Hand(Cards):
    """Your cards by set, with their values; cash and net worth below."""

    def __init__(self, app, game, player, back, title="Your hand"):
        Cards.__init__(self, app, game, player, back, title)

    def build(self):
        v = self.view
        cards = sorted(v["hand"], key=lambda c: D.CARDS[c][0] * 64 + c if c < D.PROPERTIES else 999)
        rows = [(card_row(c, D.CARDS[c][1] if c < D.PROPERTIES else 0), ui.WHITE, c, None)
                for c in cards]
        return rows or [("No cards", ui.GREY, -1, None)]

    def explain(self, row):
        v = self.view
        worth = "Cash %s worth %s" % (money(v["money"]), money(v["worth"]))
        return [card_detail(v, row[2]) if row[2] >= 0 else "", worth]

    def other(self):
        return Table(self.app, self.game, self.player, self.back)


class SellPick(Hand):
    """The buyer picks a card of his hand to sell by the dice."""

    HINT = "A: roll the dice  B: back"
    PICKS = True

    def __init__(self, app, game, player, back, then):
        self.then = then
        Hand.__init__(self, app, game, player, back, "Sell a card")

    def build(self):
        can = [a[1] for a in self.game.legal(self.player) if a[0] == "sell"]
        rows = []
        for text, _, card, _ in Hand.build(self):
            ok = card in can
            rows.append((text, ui.WHITE if ok else ui.GREY, card, ("sell", card) if ok else None))
        return rows

    def explain(self, row):
        card = row[2]
        if card < 0:
            return ["", ""]
        if row[3] is None:
            return [card_detail(self.view, card), "Not for sale now" if card < D.PROPERTIES
                    else "Buyer's Cards: never sold"]
        prices = "/".join([str(D.price(card, p)) for p, _ in D.AREAS])
        return [card_detail(self.view, card), "Dice pay " + prices]

    def done(self, action):
        from bowui.games.highbid.sale import SaleScreen
        from bowui.games.highbid.text import mark_seen
        mark_seen(self.game, self.player)
        return SaleScreen(self.app, self.game, self.player, self.then, True)


class Table(Cards):
    """Deck and bank, every player's card count, and the four table areas with prices."""

    def __init__(self, app, game, player, back, title="The table"):
        Cards.__init__(self, app, game, player, back, title)

    def build(self):
        v = self.view
        buyable = [a[1] for a in self.game.legal(self.player) if a[0] == "buy"] if self.PICKS else []
        rows = [("Deck %d  bank %d  round %d" % (v["deck"], len(v["bank"]), v["rounds"]),
                 ui.GREY, -1, None)]
        for p in range(v["players"]):
            n = v["cards"][p]
            rows.append(("%s: %d card%s" % (who(p, self.player), n, "" if n == 1 else "s"), ui.WHITE,
                         -2 - p, None))
        for a in range(len(D.AREAS)):
            percent, area = D.AREAS[a]
            cards = v["areas"][a]
            rows.append(("%s %d%%: %d" % (area, percent, len(cards)), ui.GOLD, -1, None))
            for c in cards:
                ok = c in buyable
                rows.append((card_row(c, D.price(c, percent), " "), ui.WHITE if ok or not buyable
                             else ui.GREY, c, ("buy", c) if ok else None))
        if v["bank"]:
            rows.append(("Bank: %d to auction again" % len(v["bank"]), ui.GOLD, -1, None))
            for c in v["bank"]:
                rows.append((card_row(c, D.CARDS[c][1] if c < D.PROPERTIES else 0, " "),
                             ui.GREY, c, None))
        return rows

    def explain(self, row):
        card = row[2]
        v = self.view
        if card <= -2:
            p = -2 - card
            known = known_sets(v["known"][p])
            seen = "Seen: " + known if known else "Seen: nothing yet"
            if len(seen) > ui.COLS:                  # many sets seen: the parts close up
                seen = ui.clip("Seen:" + known.replace(" ", ""), ui.COLS)
            return [seen,
                    "Cash %s worth %s" % (money(v["money"]), money(v["worth"])) if p == self.player
                    else "Cash: hidden"]
        if card < 0:
            return ["Goal: worth %s" % money(v["goal"]), ""]
        line = ""
        for i in range(len(D.AREAS)):
            if card in v["areas"][i]:
                line = ("A: buy it for " if row[3] else "Price here ") + \
                    money(D.price(card, D.AREAS[i][0]))
        return [card_detail(v, card), line]

    def other(self):
        return Hand(self.app, self.game, self.player, self.back)


class BuyPick(Table):
    """The buyer picks a card from the table (the first one takes a Buyer's Card)."""

    HINT = "A: buy  B: back"
    PICKS = True

    def __init__(self, app, game, player, back, then):
        self.then = then
        Table.__init__(self, app, game, player, back, "Buy a card")

    def done(self, action):
        return self.then(self.app)


def known_sets(cards):
    """Cards known to be in a hand, as set letters with counts: "B2 P1 *1"."""
    counts = [0] * (len(D.SETS) + 1)
    for c in cards:
        counts[D.CARDS[c][0] if c < D.PROPERTIES else len(D.SETS)] += 1
    parts = []
    for s in range(len(D.SETS)):
        if counts[s]:
            parts.append("%s%d" % (D.SETS[s][0], counts[s]))
    if counts[-1]:
        parts.append("*%d" % counts[-1])
    return " ".join(parts)
