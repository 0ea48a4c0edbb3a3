"""Billionaire sealed bids: rounds, ties, forfeits and payment (a mixin of rules.Billionaire).

The reveal order and the tie test are shared with the sealed-bid slate (billionaire.sealed).
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.holdings import A_PROXY, BID, PAY, has, with_sorted
from bowengine.billionaire.sealed import reveal_round


class Bidding:
    """An auction from the drawn card(s) to the payment."""

    def _auction(self, cards, lot):
        self.pending = bytearray(cards)
        self.auctions += 1
        self.lot = lot
        self.out = bytearray()
        self.reveals = []
        self._round(list(range(self.players)), 0)

    def _round(self, who, tie):
        """A round of sealed bids by `who`; tie: the bid they tied at (a re-bid), else 0."""
        self.phase = BID
        self.tie = tie
        self.bidders = bytearray(who)
        self.entries = [-1] * self.players

    def _bids_done(self):
        shown, top, tied = reveal_round(self.players, self.turn, self.bidders, self.entries)
        self.reveals.append(shown)
        if len(self.reveals) == 1:
            self.past = [self.auctions, len(self.pending), self.turn, shown]
        self.revealed = True
        if top == 0:
            self._unsold()
            return
        if len(tied) > 1:
            self._round(tied, top)         # rule 3: "another round of sealed bids"
            return
        w = tied[0]
        if self.payable(w) < top:
            self._forfeit(w)
            self.out.append(w)
            rest = [q for q in range(self.players) if not has(self.out, q)]
            if rest:
                self._round(rest, 0)
            else:
                self._unsold()
            return
        self._bill(w, top, self.turn if w != self.turn else -1)

    def _bill(self, payer, price, payee):
        """payer owes price to payee (-1: the board, i.e. the Profit deck)."""
        self.phase = PAY
        self.payer = payer
        self.price = price
        self.payee = payee
        self.bidders = bytearray()
        self.entries = [-1] * self.players

    def _forfeit(self, w):
        """Rule 6: the over-bidder loses his most valuable investment, else his highest Profit card."""
        best = -1
        for c in self.cards_of(w):
            if best < 0 or D.actual(c) > D.actual(best):
                best = c
        if best >= 0:
            self._to_deck(best)
            self.log.append(("forfeit", w, best, 0))
        elif len(self.hands[w]):
            v = self.hands[w][-1]
            self._take_from(w, v)
            self._to_profit_deck(v)
            self.log.append(("forfeit", w, -1, v))
        else:
            self.log.append(("forfeit", w, -1, 0))

    def _tally(self, p, to, paid):
        """An auction won by p, who gave `paid` in worth ($M: Profit cards at face value,
        investments at actual value) to player `to` or the board: the review's tally. A buy's
        gain is the lot's actual value less `paid`; it is kept as (the lot's cards as a bit
        mask, gain)."""
        t = self.tally
        k = 6 * p
        t[k] += paid
        if to >= 0:
            t[6 * to + 1] += paid
        gain = -paid
        lot = 0
        for c in self.pending:
            gain += D.actual(c)
            lot |= 1 << c
        if t[k + 2] < 0 or gain > t[k + 3]:
            t[k + 2], t[k + 3] = lot, gain
        if t[k + 4] < 0 or gain < t[k + 5]:
            t[k + 4], t[k + 5] = lot, gain

    def _unsold(self):
        for c in self.pending:
            self._to_deck(c)
        self.pending = bytearray()
        self.bidders = bytearray()
        self.log.append(("unsold",))
        self._done()

    def _pay(self, code, mask):
        p = self.payer
        to = self.payee
        cnt = payment.profit_counts(code)
        for i in range(len(D.DENOMS)):
            for _ in range(cnt[i]):
                v = D.DENOMS[i]
                self._take_from(p, v)
                if to >= 0:
                    self.hands[to] = with_sorted(self.hands[to], v)
                else:
                    self._to_profit_deck(v)
        for c in range(D.CARDS):
            if mask >> c & 1:
                if to >= 0:
                    self.owner[c] = to
                else:
                    self._to_deck(c)
        self.log.append(("paid", p, code, mask, to))
        if self.act != A_PROXY and self.pending:
            self._tally(p, to, payment.worth(code, mask))
        if self.act != A_PROXY and len(self.past) == 4:
            # The sale, public: who paid how much (and in how many cards) to whom.
            given = 0
            for k in cnt:
                given += k
            self.past.extend([p, payment.value(code, 0), given, to])
        for c in self.pending:
            self.owner[c] = p
        self.pending = bytearray()
        if self.act != A_PROXY and not self._decks_left():
            self._finish(2)
            return
        self._done()
