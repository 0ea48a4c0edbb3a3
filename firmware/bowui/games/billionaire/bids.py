"""Billionaire's sealed bids on the handheld, built on the companion's screens: the slate's
private digit entry and its one-by-one reveal (the Analyzer's spins: billionaire_spin)."""

from bowengine.billionaire import data as D

from bowui import ui
from bowui.games.billionaire import text as T
from bowui.input import A, B, DOWN, LEFT, RIGHT, UP
from bowui.tools.slate import BidEntry, Reveal


def lot_text(v):
    """What is up for bids, as this player may see it."""
    drawn = v["drawn"]
    if drawn and len(drawn) > 1:                    # a lot shown after a forfeit
        worth = 0
        for c in drawn:
            worth += D.actual(c)
        return "%d cards, $%dM in all" % (len(drawn), worth)
    if drawn:
        return T.card(drawn[0])
    if len(v["lot"]) > 1:
        return "%d cards, face down" % len(v["lot"])
    return "%s card drawn by %s" % (T.REGION_SHORT[v["lot"][0]], T.who(v["turn"]))


class Bid(BidEntry):
    """A secret bid in $M: Up/Down change a digit, Left/Right move (past the last digit:
    no bid), A seals it, B hides it: a blank screen until A, the bid typed so far kept
    (nothing on the way to the bidder's holdings). A re-bid of a tie says so."""

    SAVE = False                 # app.turn_done autosaves

    def __init__(self, app, game, seats, player):
        self.seats = seats
        self.hiding = None           # the hint shown on the blank screen while hidden
        BidEntry.__init__(self, app, game, player)
        v = game.view(player)
        self.can_pass = True                 # any amount or no bid, in a re-bid too
        text = lot_text(v) if not v["tie"] else "Tie at $%dM: bid again" % v["tie"]
        for k in range(len(self.group)):     # the slate's "Bid 1 to 999" line tells the lot here
            lab = self.group[k]
            if getattr(lab, "text", "").startswith("Bid "):
                ui.show(lab, T.cut(text, ui.COLS), ui.GOLD)
        cash = 0
        for x in v["hand"]:
            cash += x
        for c in range(D.CARDS):
            if v["owners"][c] == player:
                cash += D.trading(c)
        ui.show(self.head, "%s: you have $%dM" % (T.who(player), cash))
        self.cash = cash
        self.warned = False          # a bid above the cash was sealed once: A again seals it
        self.draw()

    def hide(self, hidden):
        """Blank the screen (all but its background and a hint), or show it again."""
        group = self.group
        if self.hiding is None:
            self.hiding = ui.label(group, "Hidden. A: show", 80, 60, ui.GREY, anchor=(0.5, 0))
        for k in range(1, len(group)):
            group[k].hidden = hidden
        self.hiding.hidden = not hidden
        if not hidden:
            self.draw()                  # what draw() hides stays hidden (the cursor on "No bid")

    def update(self, pressed):
        if self.hiding is not None and not self.hiding.hidden:
            if pressed & A:
                self.hide(False)
            return None
        if pressed & B:
            self.hide(True)
            return None
        if pressed & A and self.pos < self.width and self.value > self.cash and not self.warned:
            self.warned = True           # rule 6: a winner who cannot pay forfeits; say so first
            ui.show(self.note, "Over your $%dM: forfeit" % self.cash, ui.RED)
            ui.show(self.foot, "A: seal anyway  B: hide")
            return None
        if pressed & (UP | DOWN | LEFT | RIGHT) and self.warned:
            self.warned = False
            ui.show(self.foot, BidEntry.FOOT)
            ui.show(self.note, BidEntry.KEYS, ui.GREY)
        return BidEntry.update(self, pressed)

    def done(self):
        return self.app.turn_done(self.game, self.seats, self.player)


def _forfeit(log, player):
    """The log's forfeit entry of `player` (the over-bidder of the auction shown), or None."""
    for e in log:
        if e[0] == "forfeit" and e[1] == player:
            return e
    return None


class _Upto:
    """The game as the slate's Reveal reads it: the reveals up to round k only."""

    def __init__(self, game, k):
        self.game, self.k = game, k

    def view(self, player):
        return {"reveals": self.game.view(player)["reveals"][:self.k + 1]}

    def result(self):
        return None


class RoundReveal(Reveal):
    """Round k of the last auction's bids, revealed one by one from the landing player."""

    def __init__(self, app, game, k, then):
        Reveal.__init__(self, app, _Upto(game, k))
        self.real, self.k, self.then = game, k, then
        ui.show(self.head, "Bids revealed" if k == 0 else "Re-bid, round %d" % (k + 1))

    def update(self, pressed):
        if self.shown >= len(self.round) and pressed & A:
            return self.then(self.app)
        return Reveal.update(self, pressed)

    def amount(self, bid):
        """A bid in $M, as the line under the bids says it."""
        return "$%dM" % bid

    def outcome(self):
        v = self.real.view(0)
        bids = [b for _, b in self.round]
        top = max(bids)
        tied = [p for p, b in self.round if b == top]
        last = self.k == len(v["reveals"]) - 1
        if top == 0:
            lines = ["Nobody bid: the cards go", "back to their decks."]
        elif len(tied) > 1:
            lines = ["Tie at $%dM:" % top, "%s bid again" % " ".join([T.who(p) for p in tied])]
        elif last and v["phase"] == "pay":
            to = "the bank" if v["payee"] < 0 else T.who(v["payee"])
            lines = ["%s wins at $%dM" % (T.who(v["payer"]), v["price"]), "and pays " + to]
        elif last and self.real.result() is not None:      # the auction that ended the game
            lines = ["%s wins at $%dM" % (T.who(tied[0]), top), "and the game is over"]
        else:
            lost = _forfeit(v["log"], tied[0])
            if lost is not None:             # rule 6: a winner who cannot pay forfeits
                lines = ["%s cannot pay $%dM:" % (T.who(tied[0]), top), T.event(lost, v)]
            else:
                lines = ["%s bids highest: $%dM" % (T.who(tied[0]), top), ""]
        for i, lab in enumerate(self.lines):
            ui.show(lab, lines[i])
        ui.show(self.hint, "A: go on")
