"""What the BuyWord bots share: one method per step of the round (a bot fills them in)."""

from bowengine.buyword.rules import SELL_CHOICE as SELL  # noqa: F401, I001 (first: the rules compile
# before the bots, which keeps the VM's peak heap low)
from bowengine.bots import Bot
from bowengine.buyword import data as D
from bowengine.buyword.words import SEARCH_BUDGET, search, spell


def has(legal, action):
    for c in legal:
        if c == action:
            return True
    return False


class Player(Bot):
    """Shared plumbing: each phase calls one method."""

    _found = None  # [rack, its words, the rack before, its words]: Player.words remembers two
    _left = SEARCH_BUDGET  # nodes the searches of the move being chosen may still visit

    def act(self, view, legal):
        me = self.player
        self._left = SEARCH_BUDGET  # nodes this move's searches may visit between them
        kind = legal[0][0]
        if view["phase"] == "auction":
            from bowengine.buyword.auction import bot_act
            return bot_act(self, view, legal)
        if view["phase"] == "trade":
            from bowengine.buyword.trading import bot_act
            return bot_act(self, view, legal)
        if kind == "roll":
            return ("roll",)
        if kind == "choose":
            return ("choose", self.choose(view))
        if kind == "take":
            return self.take(view, legal)
        if kind == "challenge":
            ok = self.context["lexicon"].contains(view["claim"].lower())
            return ("accept",) if ok else ("challenge",)
        if kind in ("buy", "decline"):
            if not has(legal, ("buy",)):
                return ("decline",)
            tiles = view["offer"] if view["phase"] == "offer" else view["new"][me]
            return ("buy",) if self.buys(view, tiles) else ("decline",)
        held = view["held"][me]
        wilds = view["wilds"][me]
        word = self.sell(view, held, wilds, not has(legal, ("done",)))
        if word:
            word = self.spelled(word, held)
        if word:
            return ("sell", word)
        if has(legal, ("done",)):
            return ("done",)
        return ("discard", self.discard(view, held))

    def choose(self, view):
        return D.CHOICE_LOW

    def take(self, view, legal):
        best = legal[0]
        for c in legal:
            if self.tile_value(view, c[1]) > self.tile_value(view, best[1]):
                best = c
        return best

    def tile_value(self, view, ch):
        return D.PIPS[ord(ch) - 65]

    def discard(self, view, held):
        # the tile worth least
        best = held[0]
        for ch in held:
            if self.tile_value(view, ch) < self.tile_value(view, best):
                best = ch
        return best

    def spelled(self, tiles, held):
        """A word with the letters of `tiles` (a letter set words() gave), or None if the nodes
        left to this move find none."""
        lex = self.context["lexicon"]
        if not lex.ranks:
            return tiles  # the file has no anagram index: words() gave words
        left = self._left
        found = spell(lex, tiles, held, left if left > 0 else 1)
        self._left = left - lex.nodes
        return found

    def words(self, held, wilds, keep=12):
        """The `keep` letter sets with most pips that spell words from `held` (and a Wild if
        any): the dictionary's anagram index is searched if it has one, else its words. The
        answers for the last two racks are kept (a turn asks about the rack with and without a
        draw)."""
        key = held + ("*" if wilds else "") + chr(48 + keep)
        c = self._found
        if c is None:
            c = self._found = [None, None, None, None]
        if c[0] == key:
            return c[1]
        if c[2] != key:
            c[3] = None  # the older answer goes first, so two lists are never held with a third
            c[2] = None
            lex = self.context["lexicon"]
            left = self._left
            found = search(lex, held, wilds, left if left > 0 else 1, 2, keep, self.tick, True)
            self._left = left - lex.nodes
            c[3] = found
            c[2] = key
        c[0], c[1], c[2], c[3] = c[2], c[3], c[0], c[1]
        return c[1]
