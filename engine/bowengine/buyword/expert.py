"""The BuyWord expert bot: tiles valued in dollars a pip, words held for later."""

# It values each held letter at what it should earn later in a long word (THETA dollars
# a pip while the bag is full, falling to FLOOR as it empties; less for hard letters,
# duplicates, and a Q without a U), so it sells a word only when the word pays more
# than its tiles are worth held (a Wild's use costs WILD dollars while Wilds are
# scarce), buys a draw when holding it is worth more than its price, keeps to the
# 8-tile limit by the cheapest sale or discard, and in the last round sells
# everything it can. One dictionary search per rack, keeping the KEEP words with most
# pips, so the device holds a short list.

from bowengine.buyword import data as D
from bowengine.buyword.player import Player
from bowengine.buyword.words import formable, remove, tile_pips

# How easily a letter goes into a long word (0-8), A to Z: vowels and common consonants high.
_EASE = b"\x08\x05\x06\x06\x08\x04\x05\x05\x08\x02\x04\x07\x05\x08\x08\x05\x01\x08\x08\x08\x06\x03\x04\x02\x04\x02"


class ExpertBot(Player):
    """Values tiles in dollars a pip and holds for long words (see the module docstring)."""

    THETA = 20          # dollars a pip a held letter is worth while the bag is full
    FLOOR = 16          # ... and when it is nearly empty
    FULL = 40           # bag size below which the worth falls towards FLOOR
    WILD = 60           # dollars the use of a Wild costs while Wilds are scarce
    EASE0 = 2           # added to every letter's ease (0-8) before scaling
    DUP = 2             # ease lost by a second tile of a letter (and 3 more by a third)
    KEEP = 16           # words with the most pips kept from a search
    # The settings `bowwords sim buyword --challenger expert,NAME:VALUE` turns (KEEP is the
    # search's breadth, held by the speed and heap bars, not a judgement to tune).
    TUNING = ("THETA", "FLOOR", "FULL", "WILD", "EASE0", "DUP")

    def theta(self, view):
        """Dollars a pip for a held letter: what it should earn later in a word."""
        if view["final"]:
            return 0
        left = view["bag_size"]
        if left >= self.FULL:
            return self.THETA
        return self.FLOOR + (self.THETA - self.FLOOR) * left // self.FULL

    def wild_cost(self, view, wilds):
        if view["final"] or not wilds:
            return 0
        rounds = view["bag_size"] // (2 * len(view["money"])) + 1
        words = rounds // 2 + 1
        if wilds >= words:
            return 0
        return self.WILD * (words - wilds) // words

    def values(self, view, rack):
        """Dollars each letter of `rack` is worth held (26 values, A to Z)."""
        theta = self.theta(view)
        out = [0] * 26
        for i in range(26):
            ch = D.LETTERS[i]
            dup = rack.count(ch)
            if not dup:
                continue
            ease = _EASE[i] - self.DUP * (dup > 1) - 3 * (dup > 2)
            if ch == "Q" and "U" not in rack:
                ease = 0
            if ease < 0:
                ease = 0
            out[i] = D.PIPS[i] * (ease + self.EASE0) * theta // (8 + self.EASE0)
        return out

    def tile_value(self, view, ch):
        return self.values(view, view["held"][self.player])[ord(ch) - 65]

    def plan(self, view, rack, wilds):
        """(worth of holding `rack` after the best sale now, that word or None)."""
        tv = self.values(view, rack)
        wcost = self.wild_cost(view, wilds)
        limit = 99 if view["final"] else D.TILE_LIMIT
        total = 0
        for ch in rack:
            total += tv[ord(ch) - 65]
        best = total - _excess(tv, rack, limit)
        word = None
        words = self.words(rack, wilds, self.KEEP)
        for w in words:
            p = tile_pips(w)
            v = p * p + total
            wild = 0
            for ch in w:
                if ch < "a":
                    v -= tv[ord(ch) - 65]
                else:
                    wild = 1
            if wild:
                v -= wcost
            if len(rack) - len(w) + wild > limit:
                v -= _excess(tv, remove(rack, w), limit)
            if v > best:
                best, word = v, w
        return max(best, _greedy(words, rack, wilds)), word

    def buys(self, view, tiles):
        p = tile_pips(tiles)
        cost = p * p
        me = self.player
        if cost > view["money"][me]:
            return False
        held = view["held"][me]
        wilds = view["wilds"][me]
        rack = "".join(sorted(held + tiles))
        with_them = self.plan(view, rack, wilds)[0]
        return with_them - cost > self.plan(view, held, wilds)[0]

    def sell(self, view, held, wilds, forced):
        return self.plan(view, held, wilds)[1]


def _excess(tv, rack, limit):
    """Worth lost discarding the least worth letters of `rack` down to `limit`."""
    k = len(rack) - limit
    if k <= 0:
        return 0
    vals = sorted([tv[ord(ch) - 65] for ch in rack])
    return sum(vals[:k])


def _greedy(words, rack, wilds):
    """Dollars from selling, now, the longest-pipped words one after another."""
    ranked = sorted([(tile_pips(w), w) for w in words], reverse=True)
    total = 0
    for p, w in ranked:
        if formable(w, rack, wilds):
            total += p * p
            rack = remove(rack, w)
            if w != w.upper():
                wilds -= 1
    return total
