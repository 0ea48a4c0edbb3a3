"""BuyWord bots: random, easy, normal and expert. Each sees only its view and legal choices,
and the host's open dictionary (context["lexicon"]) for its word searches.

- easy: buys cheap draws, sells the first word it finds of 3+ letters, CHOICE at random.
- normal: knows the dictionary: buys draws of up to 8 pips, sells its best word once it
  is worth 10+ pips (or when the limit or the last round needs it).
- expert: values tiles in dollars a pip (what a letter is likely to earn later in a
  long word, lower for hard letters, duplicates and as the bag empties), buys when
  the draw is worth more than its price, holds words shorter than what it can expect
  to sell later, prices the use of a Wild, picks 2 on CHOICE, and discards the tiles
  worth least at the 8-tile limit (expert.py).
"""

from bowengine.buyword.player import SELL, Player, has  # noqa: I001 (first: see player.py)
from bowengine.bots import Bot
from bowengine.contract import pick
from bowengine.buyword import data as D
from bowengine.buyword.expert import ExpertBot
from bowengine.buyword.words import random_word, search, tile_pips


class RandomBuyWordBot(Bot):
    """Random legal actions; sells a random word one time in three."""

    def act(self, view, legal):
        lex = self.context.get("lexicon")
        me = self.player
        if has(legal, SELL) and lex and self.rng.below(3) == 0:
            w = random_word(view["held"][me], view["wilds"][me], lex, self.rng)
            if w:
                return ("sell", w)
        choices = [c for c in legal if c != SELL]
        c = choices[self.rng.below(len(choices))]
        if isinstance(c[-1], range):
            c = pick(c, self.rng.below(len(c[-1])))
        if view["phase"] == "trade":
            from bowengine.buyword.trading import fill
            return fill(view["held"], me, c, self.rng)
        return c


class EasyBot(Player):
    """Buys cheap, sells the first word of 3+ letters it finds, CHOICE at random."""

    def choose(self, view):
        return D.CHOICE_LOW + self.rng.below(D.CHOICE_HIGH - D.CHOICE_LOW + 1)

    def buys(self, view, tiles):
        p = tile_pips(tiles)
        return p * p <= view["money"][self.player] // 3

    def sell(self, view, held, wilds, forced):
        for w in search(self.context["lexicon"], held, wilds, 3000, 3, 16, self.tick):
            if w == w.upper() or forced:
                return w
        return None

    def tile_value(self, view, ch):
        return -D.PIPS[ord(ch) - 65]  # keeps the cheap letters


class NormalBot(Player):
    """Knows the dictionary: buys draws of up to 8 pips, sells its best word once it has
    10+ pips (or whatever the limit or the last round needs), discards its dearest tiles."""

    def buys(self, view, tiles):
        p = tile_pips(tiles)
        return p <= 8 and p * p <= view["money"][self.player]

    def sell(self, view, held, wilds, forced):
        best = None
        bp = 0
        for w in self.words(held, wilds):
            p = tile_pips(w)
            if p > bp and (p >= 10 or forced or view["final"]):
                best, bp = w, p
        return best


BOTS = {"random": RandomBuyWordBot, "easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
