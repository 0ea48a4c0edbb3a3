"""Billionaire state helpers: phases, Actions, holdings, the Analyzer (a mixin of rules.Billionaire).

The state lives in rules.Billionaire's FIELDS: Profit hands and decks are
bytearrays of card values, the Power Play deck a bytearray of card kinds (top
last, bottom first), the investment decks bytearrays of card numbers (top
last), owner[card] the owning player or NOBODY.
"""

from micropython import const

from bowengine.billionaire import data as D
from bowengine.billionaire import payment

# Phases.
ROLL = const(0)
WINDOW = const(1)       # the other players may answer an Action with Security
WINDOW2 = const(2)      # ... and a Security with a second one
DECK = const(3)
BID = const(4)
PAY = const(5)
ANALYZE = const(6)
SPY = const(7)
AFTER = const(8)
OVER = const(9)
PHASES = ("roll", "security", "security-2", "deck", "bid", "pay", "analyze", "espionage",
          "after", "over")

# What an Action does (self.act) and its argument (self.arg).
A_BIDS = const(1)       # region
A_THREE = const(2)
A_PROFIT = const(3)     # cards to draw
A_POWER = const(4)      # draw a Power Play card
A_ANALYZE = const(5)    # card
A_DISASTER = const(6)   # card
A_SPY = const(7)        # player
A_PROXY = const(8)      # card
A_DRAW2 = const(9)

NOBODY = const(255)
ENDINGS = ("", "billion", "last investment")
# Power Play action name -> (card kind, Action).
PLAYS = {"analyze-any": (D.ANALYZE_ANY, A_ANALYZE), "disaster": (D.DISASTER, A_DISASTER),
         "espionage": (D.ESPIONAGE, A_SPY), "proxy": (D.PROXY, A_PROXY),
         "powerplay": (D.POWER_PLAY, A_DRAW2)}


def has(b, v):
    """True if the bytearray b holds v (bytearray `in` is missing on the device)."""
    for x in b:
        if x == v:
            return True
    return False


def without(b, v):
    """A copy of bytearray b with one v removed."""
    for i in range(len(b)):
        if b[i] == v:
            return b[:i] + b[i + 1:]
    raise ValueError("no %d to remove" % v)


def with_sorted(b, v):
    """A sorted copy of bytearray b with v added."""
    out = bytearray(sorted(b))
    i = 0
    while i < len(out) and out[i] <= v:
        i += 1
    return out[:i] + bytearray((v,)) + out[i:]


class Holdings:
    """Who holds what, drawing and returning cards, the targets of analyses, the Analyzer."""

    def cards_of(self, p):
        """The investment cards player p owns, by card number."""
        return [c for c in range(D.CARDS) if self.owner[c] == p]

    def worth(self, p):
        """Investments at actual value plus Profit cards at face value (ruling BIL-72)."""
        total = 0
        for c in self.cards_of(p):
            total += D.actual(c)
        for v in self.hands[p]:
            total += v
        return total

    def payable(self, p):
        """What p could pay: Profit cards plus the trading value of his investments."""
        return payment.payable(self.hands[p], self.cards_of(p))

    def unprotected(self, q, region=-1):
        """q's least valuable card in each region (or in one region): the cards open to analysis."""
        out = []
        for r in range(3):
            if region >= 0 and r != region:
                continue
            for c in range(r * D.PER_REGION, (r + 1) * D.PER_REGION):  # rungs rise in value
                if self.owner[c] == q:
                    out.append(c)
                    break
        return out

    def _opponent_cards(self, p, region=-1):
        out = []
        for q in range(self.players):
            if q != p:
                out.extend(self.unprotected(q, region))
        return out

    def _draw(self, p, n):
        """p draws up to n Profit cards from the board; returns how many he got."""
        got = 0
        while got < n and len(self.profit):
            v = self.profit[-1]
            self.profit = self.profit[:-1]
            self.hands[p] = with_sorted(self.hands[p], v)
            got += 1
        return got

    def _to_profit_deck(self, v):
        self.profit.append(v)
        self.rng.permute(self.profit)

    def _to_deck(self, c):
        """An investment goes back into its deck, which is reshuffled."""
        self.owner[c] = NOBODY
        d = self.decks[D.region(c)]
        d.append(c)
        self.rng.permute(d)

    def _take_from(self, p, v):
        self.hands[p] = without(self.hands[p], v)

    def _bottom(self, kind):
        """A used Power Play card goes to the bottom of its deck (not reshuffled)."""
        self.ppdeck = bytearray((kind,)) + self.ppdeck
        self.ppk += 1

    def _decks_left(self):
        return len(self.decks[0]) + len(self.decks[1]) + len(self.decks[2])

    def _top(self, r):
        d = self.decks[r]
        c = d[-1]
        self.decks[r] = d[:-1]
        return c

    def analyze_targets(self):
        """The cards the player whose turn it is may analyze from the square he is on."""
        p = self.turn
        kind, arg = D.BOARD[self.pos[p]]
        if kind == D.ANALYZE:
            return self._opponent_cards(p, arg)
        q = D.corner_owner(arg, self.players) if kind == D.HQ else -1
        if q >= 0 and q != p:
            return self.unprotected(q)
        return []

    def plays(self, p):
        """The Power Play cards p may play now, as actions (Security only answers)."""
        held = self.powers[p]
        out = []
        if self.revealed:
            return out
        if has(held, D.ANALYZE_ANY):
            out.extend([("analyze-any", c) for c in self._opponent_cards(p)])
        if has(held, D.DISASTER):
            out.extend([("disaster", c) for c in self._opponent_cards(p)])
        if has(held, D.ESPIONAGE):
            out.extend([("espionage", q) for q in range(self.players)
                        if q != p and len(self.hands[q])])
        if has(held, D.PROXY):
            cash = self.payable(p)
            out.extend([("proxy", c) for c in self._opponent_cards(p) if D.trading(c) <= cash])
        if has(held, D.POWER_PLAY):
            out.append(("powerplay",))
        return out

    def _spin(self, p, c):
        o = self.owner[c]
        code = self.rng.choice(D.SPINNER) + self.rng.choice(D.SPINNER)
        i = 0
        while D.ANALYZER_OUTCOMES[i][0] != code:
            i += 1
        self.log.append(("spin", p, c, o, i))
        if i == 0:
            self.owner[c] = p
        elif i == 1:
            self._steal(p, o)
            self._draw(o, 1)
        elif i == 2:
            self._draw(o, 1)
            self._steal(p, o)
        else:
            self._draw(o, 2)

    def _steal(self, p, o):
        """p takes one of o's Profit cards, sight unseen (nothing if o has none)."""
        h = self.hands[o]
        if len(h):
            v = h[self.rng.below(len(h))]
            self._take_from(o, v)
            self.hands[p] = with_sorted(self.hands[p], v)
