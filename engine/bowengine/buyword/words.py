"""Word searches for the BuyWord bots: the dictionary's anagrams written as tiles.

A word as tiles: upper-case letters are letter tiles, one lower-case letter a Wild.
"""

from bowengine.buyword import data as D
from bowengine.buyword.state import TRADE

SEARCH_BUDGET = 60000   # nodes a word search may visit


def tiles_for(word, held):
    """`word` (lower case, from the dictionary) written as tiles from `held` (upper-case
    letters): a missing letter becomes a lower-case Wild; None if more than one is missing."""
    have = bytearray(26)
    for ch in held:
        have[ord(ch) - 65] += 1
    out = []
    wild = 0
    for ch in word:
        i = ord(ch) - 97
        if have[i]:
            have[i] -= 1
            out.append(chr(i + 65))
        else:
            wild += 1
            out.append(ch)
    if wild > 1:
        return None
    return "".join(out)


def tile_pips(tiles):
    p = 0
    for ch in tiles:
        o = ord(ch)
        p += D.WILD_PIPS if o >= 97 else D.PIPS[o - 65]
    return p


def _tiled(lexicon, held, wilds, budget, min_len=2):
    """The words the dictionary makes from `held` (and one Wild if any), as tiles, one by one."""
    for w in lexicon.anagrams(held.lower(), 1 if wilds else 0, min_len, budget):
        t = tiles_for(w, held)
        if t:
            yield t


def search(lexicon, held, wilds, budget=SEARCH_BUDGET, min_len=2, keep=0):
    """Words the dictionary makes from `held` (and one Wild if any), as tiles; with keep > 0
    only the `keep` with the most pips, most first (so the list stays short on the device)."""
    out = []
    pips = []
    for t in _tiled(lexicon, held, wilds, budget, min_len):
        if not keep:
            out.append(t)
            continue
        p = tile_pips(t)
        if len(out) >= keep:
            if p <= pips[-1]:
                continue
            out.pop()
            pips.pop()
        i = len(pips)
        while i and pips[i - 1] < p:
            i -= 1
        out.insert(i, t)
        pips.insert(i, p)
    return out


def formable(tiles, held, wilds):
    """Can `tiles` (a word as tiles) be made from `held` with the Wilds left?"""
    have = bytearray(26)
    for ch in held:
        have[ord(ch) - 65] += 1
    for ch in tiles:
        o = ord(ch)
        if o >= 97:
            if not wilds:
                return False
        elif have[o - 65]:
            have[o - 65] -= 1
        else:
            return False
    return True


def remove(held, tiles):
    """`held` less the letter tiles of `tiles`."""
    out = held
    for ch in tiles:
        if ch < "a":
            i = out.find(ch)
            out = out[:i] + out[i + 1:]
    return out


def random_word(held, wilds, lexicon, rng, any_letters=False):
    """A random word the player can sell (or, any_letters, sometimes a non-word), or None."""
    if any_letters and len(held) >= 2 and rng.below(4) == 0:
        return held[:2]
    n = 0                          # counted, then found again: no list of words on the heap
    for _ in _tiled(lexicon, held, wilds, 400):
        n += 1
    if not n:
        return None
    k = rng.below(n)
    for t in _tiled(lexicon, held, wilds, 400):
        if not k:
            return t
        k -= 1


def random_action(g, player, rng):
    """BuyWord.random_action: a sale, one time in three, is a random word from the player's
    tiles; otherwise any other legal choice (("done",) seldom), its tiles filled in if a trade."""
    from bowengine.contract import Game
    if ("sell", "word") in g.legal(player) and rng.below(3) == 0:
        word = random_word(g.held[player], g.wilds[player], g.context["lexicon"], rng, g.challenging())
        if word:
            return ("sell", word)
    action = ("sell",)
    while action[0] == "sell":
        action = Game.random_action(g, player, rng)
    if g.phase == TRADE:
        return g.side().fill(g.held, player, action, rng)
    return action
