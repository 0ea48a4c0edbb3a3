"""High Bid bots: random, greedy and expert; each sees only its view and legal choices.

- random: a uniform legal choice (bowengine.bots.RandomBot).
- greedy: bids the least it may while that is at most the card's 100% value;
  never sells nor buys from the table; goes out as soon as it may (as the
  buyer or when asked).
- expert: values cards by the chance of completing sets given what it can
  see, keeps cash for the cards still to come, sets a reserve in its own Open
  Sales, sells and buys from the table by that, and goes out (as the buyer or
  when asked) as soon as it may (expert.py, a module of its own so that each
  compiles on a small heap).
"""

from bowengine.bots import Bot, RandomBot
from bowengine.highbid import data as D
from bowengine.highbid.expert import ExpertBot

_PASS = ("pass",)
_OUT = ("out",)


class GreedyBot(Bot):
    """Bids up to a card's 100% value; keeps everything; goes out when it may."""

    def act(self, view, legal):
        if view["phase"] == "auction" or view["phase"] == "open sale":
            if view["phase"] == "open sale" and view["buyer"] == self.player:
                return _PASS
            value = D.CARDS[view["block"][-1]][1]
            for choice in legal:
                if choice[0] == "bid" and choice[1].start <= value:
                    return ("bid", choice[1].start)
            return _PASS
        return _OUT if _OUT in legal else legal[-1]      # "done", or "stay" when asked


BOTS = {"random": RandomBot, "greedy": GreedyBot, "expert": ExpertBot}
