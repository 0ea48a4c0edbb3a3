"""What a Billionaire player sees, the result, and resampling hidden cards (a mixin)."""

from bowengine.billionaire import data as D
from bowengine.billionaire.holdings import A_PROXY, ENDINGS, NOBODY, OVER, PHASES, SPY, has


class Seeing:
    """view, result and resample (its code is in resample.py: only search and tests use it)."""

    def sees_drawn(self, p):
        """True if p may see the card(s) up for bids: the drawer of a single card, and
        everybody once an over-bidder has forfeited (rule 6)."""
        if not len(self.pending) or self.act == A_PROXY:
            return False
        return len(self.out) > 0 or (not self.lot and p == self.turn)

    def view(self, player):
        n = self.players
        mine = 0 <= player < n
        v = {
            "player": player,
            "phase": PHASES[self.phase],
            "turn": self.turn,
            "opening": self.opening if self.turns == 1 else [],
            "turns": self.turns,
            "roll": self.roll,
            "positions": list(self.pos),
            "hand": list(self.hands[player]) if mine else [],
            "hand_sizes": [len(h) for h in self.hands],
            "powers": list(self.powers[player]) if mine else [],
            "power_counts": [len(h) for h in self.powers],
            "owners": [-1 if o == NOBODY else o for o in self.owner],
            "decks": [len(d) for d in self.decks],
            "profit_deck": len(self.profit),
            "power_deck": len(self.ppdeck),
            "power_bottom": list(self.ppdeck[:self.ppk]),
            "action": [self.act, self.arg] if self.act else None,
            "security": self.sec,
            "bidders": list(self.bidders),
            "written": [q for q in self.bidders if self.entries[q] >= 0],
            "your_entry": self.entries[player] if mine and has(self.bidders, player) else -1,
            "floor": 1,                 # the lowest bid (the slate's screen reads it)
            "tie": self.tie,            # in a re-bid, the bid the tied players tied at
            "reveals": self.reveals,
            "auctions": self.auctions,
            "past": self.past,
            "out": list(self.out),
            "lot": [D.region(c) for c in self.pending],
            "drawn": list(self.pending) if self.sees_drawn(player) else None,
            "payer": self.payer,
            "price": self.price,
            "payee": self.payee,
            "spy": list(self.hands[self.arg]) if self.phase == SPY and player == self.turn else None,
            "revealed": self.revealed,
            "log": self.log,
            "goal": self.options["goal"],
            "maximum": self.options["maximum"],
            "ending": ENDINGS[self.ending],
            "winners": self.winners,
        }
        return v

    def result(self):
        if self.phase != OVER:
            return None
        return {"winners": list(self.winners),
                "scores": [self.worth(p) for p in range(self.players)],
                "ending": ENDINGS[self.ending], "turns": self.turns,
                "tally": list(self.tally)}

    def resample(self, player, rng):
        """A state `player` cannot tell from this one (billionaire.resample, imported only when used)."""
        from bowengine.billionaire.resample import resample
        return resample(self, player, rng)
