"""The expert High Bid bot (see bots.py): sees only its view and legal choices.

It values what it holds as the end of the game will score it: each set's value
times the chance of completing it, given where the set's other cards are known
to be (own hand, the table areas, the bank, other players' cards that have been
face up, or unseen: the deck or a hidden hand), and each Buyer's Card as $500
or as the joker of the one set where it adds most (one joker a set, as scored,
not a stand-in in every set at once). A card is worth what it adds to that, plus
what it fetches when sold by the dice if its set is not completed, plus the
worth of the sales a purchase opens. It keeps cash for the cards still to come
(a bid is capped by the lot's share of the value left to auction), bids in
auctions a little more or less boldly from game to game (a factor drawn from its
own seed: at 3-5 players a table of experts of one mind is one a player beats by
being different), sets a reserve in its own Open Sales (a rival pays it at least
that, else it buys the card back) instead of giving cards away for $20, sells
cards worth more as cash than kept, spends a Buyer's Card on the table when the
cards bought are worth more than the card, and goes out as soon as it may.
"""

from bowengine.bots import Bot
from bowengine.highbid import data as D

_PASS = ("pass",)
_OUT = ("out",)
_AVERAGE = 250      # a deck card's average face value (Buyer's Cards count 0)
_NSETS = len(D.SETS)
# The Property Cards of each set, by number.
_SET_CARDS = tuple(tuple(c for c in range(D.PROPERTIES) if D.CARDS[c][0] == s) for s in range(_NSETS))


# Where a card is, as the expert sees it.
_MINE = 0
_BLOCK = 1
_BANK = 2
_AREA = 3
_OTHER = 4
_UNSEEN = 5


def _sale_value(card):
    """What selling a card by the dice fetches on average (Open Sales at about half)."""
    v = D.CARDS[card][1]
    return (v * 5) // 9 + 33


class ExpertBot(Bot):
    """Values cards by the chance of completing their sets (see the module docstring)."""

    # Tuned against the challengers of `bowwords sim highbid --challenger search` and the
    # greedy bot, 2-5 seats (issue 32), then turned against itself (issue 42). Each setting is
    # held by players (entry N for an N-player game; 0 and 1 unused): the play that is right
    # against one rival is not the play against four.
    WIN = (0, 0, 0.08, 0.08, 0.08, 0.08)        # the chance of winning a later auction for a
                        # card it wants
    SALVAGE = (0, 0, 0.6667, 0.6667, 0.5556, 0.4445)  # share of the resale value counted in a
                        # card's worth
    SALES = (0, 0, 0.5, 0.3333, 0.0987, 0.3333)  # share of the worth of the sales a purchase opens
    TABLE = (0, 0, 0.3333, 0.3333, 0.3333, 0.3333)  # the chance of buying a table card with a
                        # Buyer's Card
    LATE = (0, 0, 8, 8, 8, 8)                   # cards left to auction when every sale counts
                        # in full
    OTHER = (0, 0, 0.06, 0.06, 0.06, 0.06)      # the chance of getting a card another player holds
    RESERVE = (0, 0, 0.5333, 0.5333, 0.8, 0.8)  # the seller's own bids in its Open Sale, a share
                        # of the sale value
    BUDGET = (0, 0, 1.5, 1.0, 0.75, 0.75)       # a bid is at most this x players x cash x the
                        # lot's share of the face value left to auction (0: no cap)
    MIX = (0.0, 0.0, 0.0, 0.3, 0.3, 0.3)        # how boldly it bids this game: its auction bids
                        # x a factor drawn from 1 - MIX .. 1 + MIX (experts of one mind are beaten
                        # by being different)
    # The settings `bowwords sim highbid --challenger expert,NAME[N]:VALUE` turns.
    TUNING = ("WIN", "SALVAGE", "SALES", "TABLE", "LATE", "OTHER", "RESERVE", "BUDGET", "MIX")

    def __init__(self, player, seed=0, context=None):
        Bot.__init__(self, player, seed, context)
        self.bold = (self.rng.below(2001) - 1000) / 1000     # -1 .. 1: this game's MIX, from its seed

    def act(self, view, legal):
        self._read(view)
        phase = view["phase"]
        if phase == "auction" or phase == "open sale":
            action = self._bid(view, legal)
        else:
            action = self._after(view, legal)
        self._base = None      # the sets' chances are for this move only: not kept on the heap
        return action

    # ---- what the view tells -------------------------------------------------------
    def _read(self, view):
        me = view["you"]
        self.n = view["players"]
        loc = bytearray([_UNSEEN] * D.DECK)
        for q in range(self.n):
            for c in view["known"][q]:
                loc[c] = _MINE if q == me else _OTHER
        for a in view["areas"]:
            for c in a:
                loc[c] = _AREA
        for c in view["bank"]:
            loc[c] = _BANK
        for c in view["block"]:
            loc[c] = _BLOCK
        hidden = 0
        for q in range(self.n):
            if q != me:
                hidden += view["cards"][q] - len(view["known"][q])
        deck = view["deck"]
        self.in_deck = deck / (deck + hidden) if deck + hidden else 0.0
        self.loc = loc
        self.jokers = 0
        for c in range(D.PROPERTIES, D.DECK):
            if loc[c] == _MINE:
                self.jokers += 1
        self.money = view["money"]
        self._base = [None, None]     # _pairs() without and with a Buyer's Card to buy from the table

    def _chance(self, card, table):
        """The chance of getting a card the expert does not hold."""
        where = self.loc[card]
        if where == _MINE:
            return 1.0
        if where == _BANK:
            return self.WIN[self.n]
        if where == _AREA:
            return self.TABLE[self.n] if table else self.TABLE[self.n] * 0.35
        if where == _UNSEEN:
            return self.in_deck * self.WIN[self.n] + (1.0 - self.in_deck) * self.OTHER[self.n]
        return self.OTHER[self.n]      # another player's, or on the block going to another

    def _set_chance(self, s, table):
        """The chances of completing set s from where its cards are now: without a Buyer's
        Card, and with one standing in for the hardest card missing."""
        probs = []
        for c in _SET_CARDS[s]:
            if self.loc[c] != _MINE:
                probs.append(self._chance(c, table))
        if not probs:
            return 1.0, 1.0
        probs.sort()
        p = probs[0]
        pj = 1.0
        for x in probs[1:]:
            pj *= x
        return p * pj, pj

    def _pairs(self, table):
        """Every set's (_set_chance) as the cards lie now, kept until they move."""
        k = 1 if table else 0
        pairs = self._base[k]
        if pairs is None:
            pairs = [self._set_chance(s, table) for s in range(_NSETS)]
            self._base[k] = pairs
        return pairs

    def _worth(self, pairs, jokers, s=-1, pair=None):
        """The expected worth of the cards held, from each set's chances (`pair` instead of
        set s's): each set's value times its chance, and each Buyer's Card either $500 or a
        joker where it adds most (one a set, as scored)."""
        total = 0.0
        extra = []
        for t in range(_NSETS):
            p, pj = pair if t == s else pairs[t]
            v = D.SETS[t][2]
            total += v * p
            e = v * (pj - p) - D.BUYER_VALUE
            if e > 0:
                extra.append(e)
        extra.sort()
        total += jokers * D.BUYER_VALUE
        while jokers and extra:
            total += extra.pop()
            jokers -= 1
        return total

    def _keep_value(self, card, table, more=0):
        """What holding `card` (and `more` Buyer's Cards with it) adds over not holding it
        (expected worth with it less without), and the chance of completing its set with it."""
        s = D.CARDS[card][0]
        table_with = table or more > 0
        base_with = self._pairs(table_with)
        base = self._pairs(table)
        old = self.loc[card]
        self.loc[card] = _MINE
        jokers = self.jokers + more
        pair = self._set_chance(s, table_with)
        with_it = self._worth(base_with, jokers, s, pair)
        self.loc[card] = _OTHER
        without = self._worth(base, self.jokers, s, self._set_chance(s, table))
        self.loc[card] = old
        return with_it - without, pair[1] if jokers else pair[0]

    def _card_worth(self, card, table, more=0):
        """What a Property Card (and `more` Buyer's Cards under it) is worth to the expert:
        the expected worth it adds plus its resale if the set is not completed."""
        gain, done = self._keep_value(card, table, more)
        return gain + (1.0 - done) * _sale_value(card) * self.SALVAGE[self.n]

    def _sales_gain(self, view, exclude):
        """The worth of the up-to-3 sales a purchase opens: best cash-over-keep cards."""
        gains = []
        table = self.jokers > 0
        for c in view["hand"]:
            if c < D.PROPERTIES and c != exclude:
                keep = self._keep_value(c, table)[0]
                g = _sale_value(c) - keep
                if g > 0:
                    gains.append(g)
        gains.sort()
        return sum(gains[-D.MAX_SALES:])

    # ---- bidding -------------------------------------------------------------------
    def _bid(self, view, legal):
        me = self.player
        block = view["block"]
        top = block[-1]
        sale = view["phase"] == "open sale"
        if sale:
            ceiling = self._card_worth(top, self.jokers > 0)
            if view["buyer"] == me:
                # the seller's bids set a reserve: a rival who wants the card pays at least
                # that to the seller; below it the seller buys it back (paid to the bank)
                ceiling = self.RESERVE[self.n] * _sale_value(top)
        else:
            ceiling = self._card_worth(top, self.jokers > 0, len(block) - 1)
            left = view["deck"] + len(view["bank"])
            share = 1.0 if left <= self.LATE[self.n] else self.SALES[self.n]
            ceiling += self._sales_gain(view, top) * share
        if self.BUDGET[self.n]:
            # keep cash for the cards still to come: at most BUDGET times this lot's share of
            # the face value left to auction (the deck counted at the average card)
            lot = D.CARDS[top][1] + (len(block) - 1) * D.BUYER_VALUE
            rest = lot + view["deck"] * _AVERAGE
            for c in view["bank"]:
                rest += D.CARDS[c][1]
            cap = self.money * self.BUDGET[self.n] * self.n * lot // rest
            if ceiling > cap:
                ceiling = cap
        if not sale:
            ceiling *= 1.0 + self.MIX[self.n] * self.bold
        for choice in legal:
            if choice[0] == "bid" and choice[1].start <= ceiling:
                return ("bid", choice[1].start)
        return _PASS

    # ---- after a purchase ------------------------------------------------------------
    def _after(self, view, legal):
        sells = [c[1] for c in legal if c[0] == "sell"]
        buys = [c[1] for c in legal if c[0] == "buy"]
        table = self.jokers > 0 or view["bought"] > 0
        best = None
        best_gain = 0
        for c in sells:
            g = _sale_value(c) - self._keep_value(c, table)[0]
            if g > best_gain:
                best, best_gain = c, g
        if best is not None:
            return ("sell", best)
        if buys:
            c = self._table_pick(view, buys)
            if c is not None:
                return ("buy", c)
        if _OUT in legal:        # worth the goal: waiting only lets the others catch up
            return _OUT
        return legal[-1]        # "done", or "stay" when asked whether it goes out

    def _price(self, card):
        return D.price(card, D.AREAS[self._area(card)][0])

    def _area(self, card):
        for a in range(len(D.AREAS)):
            if card in self._areas[a]:
                return a
        return 3

    def _table_pick(self, view, buys):
        """The table card to buy now, or None: the first buy must repay the Buyer's Card."""
        self._areas = view["areas"]
        first = view["bought"] == 0
        plan = []
        total = 0.0
        money = self.money
        if first:
            self.jokers -= 1
        for _ in range(D.MAX_TABLE_BUYS - view["bought"]):
            pick = None
            pick_net = 0.0
            for c in buys:
                if c in plan:
                    continue
                cost = self._price(c)
                if cost > money:
                    continue
                gain, done = self._keep_value(c, True)
                net = gain + (1.0 - done) * _sale_value(c) * 0.5 - cost
                if net > pick_net:
                    pick, pick_net = c, net
            if pick is None:
                break
            plan.append(pick)
            total += pick_net
            money -= self._price(pick)
            self.loc[pick] = _MINE
            self._base = [None, None]
        if first:
            self.jokers += 1
        if not plan:
            return None
        if first and total < D.BUYER_VALUE + 50:
            return None
        return plan[0]
