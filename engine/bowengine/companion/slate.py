"""The sealed-bid slate: 2-5 players write secret bids, then reveal in turn order.

Billionaire's rules for bidding: every player who wishes to bid writes a secret
bid; when all have written, the player whose turn it is reveals first and the
others follow clockwise (player numbers going up, wrapping round). The highest
bid wins. Bids that tie for highest are bid again, sealed, by the tied players
only, until one is higher than the others.

Rulings: in a re-bid a tied player may not bid below the tied amount (bidding
it again is allowed, and nobody may drop out); if the tie is at the slate's
maximum, so nobody can outbid the others, the device draws lots among them.

Options: first (the player who reveals first), minimum and maximum bid.
Actions: ("bid", amount) or ("pass",) (no bid; first round only).
"""

from bowengine.billionaire.sealed import reveal_round
from bowengine.contract import Game

_PASS = ("pass",)
_NO_BID = 0


class SealedBidSlate(Game):
    """One sealed-bid auction among all players; it ends with a winner or no bids."""

    NAME = "slate"
    PLAYERS = (2, 5)
    OPTIONS = {"first": 0, "minimum": 1, "maximum": 999}
    FIELDS = ("bidders", "entries", "floor", "reveals", "winner", "price", "by_lot")

    def check_options(self, opts):
        if not 0 <= opts["first"] < self.players:
            raise ValueError("first must be a player from 0 to %d" % (self.players - 1))
        if not 1 <= opts["minimum"] <= opts["maximum"] <= 99999:
            raise ValueError("bids need 1 <= minimum <= maximum <= 99999")

    def setup(self):
        self.bidders = list(range(self.players))   # who bids in this round
        self.entries = [None] * self.players       # None: not written yet
        self.floor = self.options["minimum"]       # lowest bid this round
        self.reveals = []                          # per round: [[player, bid], ...]
        self.winner = None
        self.price = 0
        self.by_lot = False

    def settled(self):
        """True once the auction has a winner or ended with no bids."""
        return bool(self.reveals) and not self.bidders

    def waiting_for(self):
        return tuple([p for p in self.bidders if self.entries[p] is None])

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        bids = ("bid", range(self.floor, self.options["maximum"] + 1))
        return [bids, _PASS] if len(self.reveals) == 0 else [bids]

    def explain(self, player, action):
        if action[0] == "bid" and len(action) == 2:
            if len(self.reveals):
                return "this is a re-bid of a tie at %d: bid a whole number from %d to %d" % (
                    self.floor, self.floor, self.options["maximum"])
            return "a bid must be a whole number from %d to %d" % (
                self.floor, self.options["maximum"])
        return Game.explain(self, player, action)

    def reveal_order(self):
        """This round's bidders in reveal order, from the first player clockwise."""
        first = self.options["first"]
        order = []
        for i in range(self.players):
            p = (first + i) % self.players
            if p in self.bidders:
                order.append(p)
        return order

    def _apply(self, player, action):
        self.entries[player] = _NO_BID if action == _PASS else action[1]
        if not self.waiting_for():
            self._reveal()

    def _reveal(self):
        shown, top, tied = reveal_round(self.players, self.options["first"], self.bidders,
                                        self.entries)
        self.reveals.append(shown)
        if top == _NO_BID:
            self.bidders = []
        elif len(tied) == 1 or top >= self.options["maximum"]:
            self.by_lot = len(tied) > 1
            self.winner = tied[self.rng.below(len(tied))]
            self.price = top
            self.bidders = []
        else:
            self.bidders = tied
            self.floor = top
        self.entries = [None] * self.players

    def view(self, player):
        mine = self.entries[player] if 0 <= player < self.players else None
        return {
            "round": len(self.reveals) + (0 if self.settled() else 1),
            "bidders": self.bidders,
            "written": [p for p in self.bidders if self.entries[p] is not None],
            "your_bid": mine,
            "floor": self.floor,
            "reveals": self.reveals,
            "winner": self.winner,
            "price": self.price,
            "by_lot": self.by_lot,
        }

    def result(self):
        if not self.settled():
            return None
        winners = [] if self.winner is None else [self.winner]
        return {"winners": winners, "price": self.price, "by_lot": self.by_lot,
                "rounds": len(self.reveals)}
