"""The greedy Billionaire bot and what every Billionaire bot uses to read its view.

- greedy: bids a fixed share (GREEDY_SHARE percent: the trading value) of the
  actual value it can see: the card it drew, else the average of the cards
  that may be up. It does not budget: a bid above what it can pay forfeits
  (rule 6); in a re-bid of a tie it bids the tie or a little more. It pays
  with the payment offered first (the cheapest), always analyzes the most valuable
  card it may, plays every Power Play card at once and never plays Security.
"""

from bowengine.billionaire import data as D
from bowengine.bots import Bot

GREEDY_SHARE = 10          # percent of the visible actual value


def cash(view):
    """Face value of the Profit cards in this player's hand."""
    total = 0
    for v in view["hand"]:
        total += v
    return total


def unowned(view, region):
    """The cards of a region nobody owns: its deck plus any card of it up for bids."""
    owners = view["owners"]
    return [c for c in range(region * 10, region * 10 + 10) if owners[c] < 0]


def mean_value(view, region):
    """The average actual value of a region's cards nobody owns."""
    cards = unowned(view, region)
    total = 0
    for c in cards:
        total += D.actual(c)
    return total // max(1, len(cards))


def lot_value(view, seen=True):
    """The actual value of what is up for bids as this player sees it (seen=False: as all see it)."""
    if seen and view["drawn"] is not None:
        total = 0
        for c in view["drawn"]:
            total += D.actual(c)
        return total
    total = 0
    for r in view["lot"]:
        total += mean_value(view, r)
    return total


def first(legal, name):
    """The first legal choice called `name`, or None."""
    for choice in legal:
        if choice[0] == name:
            return choice
    return None


def bid_action(legal, amount):
    """A legal bid as close to `amount` as allowed, or a pass (amount < 1) if allowed."""
    r = first(legal, "bid")[1]
    if amount < r.start:
        if amount < 1 and first(legal, "pass"):
            return ("pass",)
        amount = r.start
    return ("bid", min(amount, r[-1]))


def best(legal, name, score):
    """The choice called `name` with the highest score(target), or None."""
    top = None
    for choice in legal:
        if choice[0] == name:
            s = score(choice[1])
            if top is None or s > top[0]:
                top = (s, choice)
    return top[1] if top else None


class GreedyBot(Bot):
    """Bids a fixed share of the value it can see; takes every analysis and card at once."""

    ORDER = ("powerplay", "analyze-any", "proxy", "disaster", "espionage")

    def act(self, view, legal):
        phase = view["phase"]
        if phase == "bid":
            if view["tie"]:                       # a re-bid of a tie
                return bid_action(legal, view["tie"] + self.rng.below(3))
            return bid_action(legal, lot_value(view) * GREEDY_SHARE // 100)
        if phase == "pay":
            return legal[0]                       # payment.cheapest: the cheapest in worth
        if phase in ("roll", "after"):
            return self.play(view, legal) or legal[0]
        if phase == "analyze":
            return self.aim(view, legal, "analyze") or ("decline",)
        if phase == "deck":
            return max(legal, key=lambda c: view["decks"][c[1]])
        if phase == "espionage":
            return max(legal, key=lambda c: c[1])
        return legal[0]                            # security windows: allow

    def play(self, view, legal):
        """A Power Play card to play now, or None."""
        for name in self.ORDER:
            choice = first(legal, name) if name == "powerplay" else self.aim(view, legal, name)
            if choice:
                return choice
        return None

    def aim(self, view, legal, name):
        """The choice called `name` on the most valuable card (or the player with most cards)."""
        if name == "espionage":
            return best(legal, name, lambda q: view["hand_sizes"][q])
        return best(legal, name, D.actual)
