"""The expert Billionaire bot (see bots.py): it sees only its own view and legal choices."""

from bowengine.billionaire import data as D
from bowengine.billionaire.greedy import GreedyBot, bid_action, cash, first, lot_value, mean_value

def public_worth(view):
    """Each player's investments at actual value (everybody sees them)."""
    out = [0] * len(view["hand_sizes"])
    owners = view["owners"]
    for c in range(D.CARDS):
        if owners[c] >= 0:
            out[owners[c]] += D.actual(c)
    return out


def per_card(view):
    """The average Profit card this player cannot see, in hundredths of $1M."""
    unseen = 0
    for v, k in D.PROFIT_CARDS:
        unseen += v * k
    unseen -= cash(view)
    return unseen * 100 // max(1, 50 - len(view["hand"]))


class ExpertBot(GreedyBot):
    """Values cards from what it sees, budgets its cash, uses Security and Power Play with sense."""

    ORDER = ("powerplay", "proxy", "analyze-any", "disaster", "espionage")

    # Its settings (TUNING: what `bowwords sim billionaire --challenger expert,NAME:VALUE` turns):
    RATIO = 6           # buy an unseen card only at value / price >= RATIO
    PRIOR = (0, 0, 100, 100, 100)   # by players: rivals bid this many per mille of the value until seen
    SAFETY = (0, 0, 292, 292, 438)  # by players: a rival may hold this many per cent of the cash guessed
    SHORT = 7           # tenths: a bid under this share of a rival's usual one is all his cash
    MARGIN = 33         # per cent a seat over two: how far over his usual share a rival may bid
                        # (the more rivals, the higher the top one's bid may run)
    SOLD = 150          # what a rival who buys the card I drew pays me, in actual value (he often
                        # pays with investments, worth ten times their trading value to me)
    SECMIN = 100        # answer an Action on one of my cards worth at least this with Security
    POOL = 2            # 0: a rival's bids until seen are PRIOR; k: the bids seen of all rivals,
                        # PRIOR counted as k of them (the table's style, learned sooner)
    TUNING = ("RATIO", "PRIOR", "SAFETY", "SHORT", "MARGIN", "SOLD", "SECMIN", "POOL")   # PRIOR[N], SAFETY[N]

    def __init__(self, player, seed=0, context=None):
        GreedyBot.__init__(self, player, seed, context)
        # wager.py is compiled when the first expert is made, not when bots.py is imported
        # (every Billionaire bot's module is, and the device's heap is small).
        from bowengine.billionaire import wager  # noqa: F401
        self.seen = (0, 0)            # the last auction learned from
        self.values = {}              # auction number -> (value all could see, hand sizes)
        self.anchor = [None] * 4      # per rival: [cash, cards] when his cash was last known
        self.rsum = [0] * 4           # each rival's bids, per mille of the value seen
        self.rn = [0] * 4

    def usual(self, rival, players):
        """A rival's usual bid, per mille of the value all see: his bids seen, and until then
        every rival's (POOL: PRIOR counted as POOL of them; 0: PRIOR alone)."""
        prior = self.PRIOR[players]
        if self.POOL:
            prior = (sum(self.rsum) + prior * self.POOL) // (sum(self.rn) + self.POOL)
        return (self.rsum[rival] + prior * 2) // (self.rn[rival] + 2)

    def act(self, view, legal):
        self.learn(view)
        phase = view["phase"]
        if phase == "bid":
            return self.bid(view, legal)
        if phase == "security" or phase == "security-2":
            return self.answer(view, legal)
        if phase == "deck":
            return max(legal, key=lambda c: mean_value(view, c[1]))      # the richest deck
        return GreedyBot.act(self, view, legal)

    def aim(self, view, legal, name):
        """The most valuable target, the leader's first; for Espionage the richest hand."""
        lead = public_worth(view)
        picks = [c for c in legal if c[0] == name]
        if not picks:
            return None
        if name == "espionage":
            return max(picks, key=lambda c: view["hand_sizes"][c[1]] * 10 + lead[c[1]] // 100)
        return max(picks, key=lambda c: D.actual(c[1]) * 4 + lead[view["owners"][c[1]]] // 10)

    def learn(self, view):
        """From the last auction (first round revealed, then the payment): how each rival
        bids for the value all could see, and how much cash he holds."""
        past = view["past"]
        if not past or (past[0], len(past)) == self.seen:
            return
        new = past[0] != self.seen[0]
        self.seen = (past[0], len(past))
        snap = self.values.get(past[0])
        if new and snap:
            value, sizes = snap
            for p, b in past[3]:
                if p == self.player or p == past[2] or b <= 0:
                    continue
                usual = self.usual(p, len(sizes))
                self.rsum[p] += b * 1000 // max(1, value)
                self.rn[p] += 1
                if b * 1000 * 10 < value * usual * self.SHORT:   # well under his usual share:
                    self.anchor[p] = [b, sizes[p]]          # all the cash he had
        if len(past) > 4:
            payer, paid, cards, payee = past[4], past[5], past[6], past[7]
            a = self.anchor[payer]
            if a is not None:
                self.anchor[payer] = [max(0, a[0] - paid), a[1] - cards]
            a = self.anchor[payee] if payee >= 0 else None
            if a is not None:
                self.anchor[payee] = [a[0] + paid, a[1] + cards]
        for n in list(self.values):
            if n < past[0]:
                del self.values[n]

    def cash_guess(self, view):
        """Each player's cash: mine exactly, a rival's from his last known cash and the cards
        he got since, else from his number of cards."""
        avg = per_card(view)
        est = []
        for q in range(len(view["hand_sizes"])):
            n = view["hand_sizes"][q]
            a = self.anchor[q]
            if q == self.player:
                est.append(cash(view))
            elif a is not None:
                est.append(max(0, a[0] + (n - a[1]) * avg // 100))
            else:
                est.append(n * avg // 100)
        return est

    def bid(self, view, legal):
        from bowengine.billionaire import wager    # compiled in __init__: here a look-up

        me = self.player
        tie = view["tie"]
        if tie:                                             # a re-bid: a little more, or pass
            return bid_action(legal, min(cash(view), tie + 1 + self.rng.below(2)) if cash(view) > tie else 0)
        money = cash(view)
        value = lot_value(view)
        common = lot_value(view, False)                      # what the others can see
        if not view["out"]:
            self.values[view["auctions"]] = (common, list(view["hand_sizes"]))
        rivals = [q for q in view["bidders"] if q != me]
        est = self.cash_guess(view)
        n = len(view["hand_sizes"])
        margin = 100 + self.MARGIN * (n - 2)
        safety = self.SAFETY[n]
        top = 0
        for q in rivals:
            # His usual share of the value all see (bids seen so far, PRIOR until then), a
            # little over it, never above his cash guessed.
            ratio = self.usual(q, n)
            top = max(top, min(est[q] * safety // 100, common * ratio * margin // 100000))
        beat = top + 1
        worth = public_worth(view)
        left = view["decks"][0] + view["decks"][1] + view["decks"][2] + len(view["lot"])
        want = 0
        drawer = view["turn"]
        if drawer != me and view["drawn"] is None and len(view["lot"]) == 1 and drawer in rivals:
            # He sees the card and bids by it: beating him wins the cards he holds cheap.
            others = 0
            for q in rivals:
                if q != drawer:
                    r = self.usual(q, n)
                    others = max(others, min(est[q] * safety // 100, common * r * margin // 100000))
            r = self.usual(drawer, n) * margin // 100
            # What I pay goes to him: in a game of n it costs me n / (n - 1) times as much.
            want = wager.blind(view, r, others, money, self.RATIO * n // (n - 1))
        elif beat <= money and (beat * self.RATIO <= value or left <= 4):
            want = beat                                      # outbid them all: a bargain
        elif len(view["lot"]) > 1:
            want = wager.best(view, value, rivals, est, 0)         # a lot of several cards
        elif view["drawn"] is not None:
            want = wager.best(view, value, rivals, est, self.SOLD)      # my card: keep or sell it
        goal = view["goal"]
        if worth[me] + money + value >= goal:                # this lot may win me the game
            want = max(want, wager.to_win(view, worth[me] + money + value - goal))
        for q in rivals:
            if worth[q] + est[q] + value >= goal:
                want = max(want, money)                      # or let a rival win: stop him
        if want <= 0 and money > 0:
            want = 1            # the others may all pass: a lot for my smallest Profit card
        if want > 0:
            want = wager.payable(view, want)    # no change: the same cost, a better chance
        return bid_action(legal, want)

    def answer(self, view, legal):
        """Security against an Action on my cards or my hand; a second one to restore mine."""
        if first(legal, "security") is None:
            return ("allow",)
        kind, arg = view["action"]
        me = self.player
        if view["phase"] == "security-2":
            return ("security",) if view["turn"] == me else ("allow",)
        if kind in (5, 6, 8) and view["owners"][arg] == me and D.actual(arg) >= self.SECMIN:
            return ("security",)                             # analysis, Disaster, Proxy Fight
        if kind == 7 and arg == me:
            return ("security",)                             # Espionage on me
        return ("allow",)
