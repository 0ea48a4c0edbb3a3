"""BuyWord's best sale against a brute force (issue 30): racks held as selling began in seeded
games of expert bots, each one's best set of words to sell in a round (buyword.review.best_sale)
against an exhaustive answer worked out here from the word list, not from the dictionary file.

    python -m bowwords.bench.salecheck [--racks N] [--seed S]

The brute force: every sub-multiset of the rack, and each with one Wild standing for any
letter, looked up among the word list's words by their sorted letters; then the best set of
such words, one Wild at most in each and no more Wilds than are held, over sub-multisets of the
rack (each step either leaves the rack's first letter unsold or sells a word that uses it).
"""

import argparse
import sys
from functools import lru_cache

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def word_keys(words):
    """The sorted upper-case letters of every word of the list (a set of anagram keys)."""
    return {"".join(sorted(w.upper())) for w in words}


def _subsets(rack):
    """Every distinct sub-multiset of `rack` (sorted letters) as a sorted string."""
    out = {""}
    for ch in rack:
        out |= {s + ch for s in out}
    return out


def sale_words(rack, keys, pips):
    """[(letters used from the rack (sorted), Wild used 0/1, pips)] of every word `rack` and one
    Wild can make (each letter set once; a Wild counts 1 pip)."""
    out = {}
    for sub in _subsets("".join(sorted(rack))):
        if len(sub) >= 2 and sub in keys:
            out[(sub, 0)] = sum(pips[ord(c) - 65] for c in sub)
        if len(sub) >= 1:
            for ch in LETTERS:
                if "".join(sorted(sub + ch)) in keys:
                    out[(sub, 1)] = sum(pips[ord(c) - 65] for c in sub) + 1
                    break
    return [(k[0], k[1], p) for k, p in out.items()]


def brute_best(rack, wilds, keys, pips):
    """The most money one round's sales of `rack` (and up to `wilds` Wilds, one a word) bring."""
    found = sale_words(rack, keys, pips)
    with_first = {}
    for used, wild, p in found:
        if used:
            with_first.setdefault(used[0], []).append((used, wild, p))

    @lru_cache(None)
    def best(r, w):
        if not r:
            return 0
        first = r[0]
        b = best(r[1:], w)          # the first letter stays unsold
        for used, wild, p in with_first.get(first, ()):
            if wild > w:
                continue
            rest = _less(r, used)
            if rest is not None:
                b = max(b, p * p + best(rest, w - wild))
        return b

    return best("".join(sorted(rack)), wilds)


def _less(r, used):
    """Sorted `r` less the sorted letters `used`, or None if it lacks one."""
    out = []
    i = 0
    for ch in r:
        if i < len(used) and used[i] == ch:
            i += 1
        else:
            out.append(ch)
    return "".join(out) if i == len(used) else None


def racks(n, seed, lexicon, players=4):
    """(rack, Wilds) held as each selling turn began, then the Buy hint's (held + drawn,
    Wilds), in seeded games of expert bots, until n of each (duplicates kept once)."""
    from bowengine import games

    sells = []
    buys = []
    seen = set()
    ctx = {"lexicon": lexicon}
    s = seed
    while len(sells) < n or len(buys) < n:
        g = games.new("buyword", players, s, None, ctx)
        table = games.bots("buyword")
        bots = [table["expert"](p, 10 + p, ctx) for p in range(players)]
        while g.waiting_for():
            p = g.waiting_for()[0]
            v = g.view(p)
            if v["phase"] == "sell" and (v["held"][p], v["wilds"][p]) not in seen:
                seen.add((v["held"][p], v["wilds"][p]))
                sells.append((v["held"][p], v["wilds"][p]))
            if v["phase"] == "buy" and v["new"][p]:
                rack = "".join(sorted(v["held"][p] + v["new"][p]))
                if (rack, v["wilds"][p]) not in seen:
                    seen.add((rack, v["wilds"][p]))
                    buys.append((rack, v["wilds"][p]))
            g.apply(p, bots[p].act(v, g.legal(p)))
        s += 1
    return sells[:n], buys[:n]


def compare(racks_, lexicon, words, budget=None):
    """[(rack, Wilds, best_sale's price, the brute force's, cut short?)] for each rack."""
    from bowengine.buyword import data as D
    from bowengine.buyword.review import SALE, best_sale

    keys = word_keys(words)
    out = []
    for rack, wilds in racks_:
        _, price, cut = best_sale(lexicon, rack, wilds, None, SALE if budget is None else budget)
        out.append((rack, wilds, price, brute_best(rack, wilds, keys, D.PIPS), cut))
    return out


def run(n=200, seed=1, budget=None, out=None):
    """Compare the best sales of n selling racks and n Buy hint racks of real (bot) games with
    the brute force; print each that differs and a summary; the count that differ."""
    from bowengine.lexicon import Lexicon
    from bowwords.dictionary import build as dictbuild
    from bowwords.dictionary.cli import DEFAULT_LIST, default_dictionary

    out = out or sys.stdout
    lexicon = Lexicon(str(default_dictionary()))
    words, _ = dictbuild.read_lists([DEFAULT_LIST])
    sells, buys = racks(n, seed, lexicon)
    differ = 0
    for kind, group in (("selling racks", sells), ("Buy hint racks (held + drawn)", buys)):
        rows = compare(group, lexicon, words, budget)
        bad = [r for r in rows if r[2] != r[3]]
        several = sum(1 for r in rows if r[3] > _single(r[0], r[1], lexicon))
        for r in bad:
            print("%s +%d Wilds: best_sale $%d, brute force $%d%s" % (r[0], r[1], r[2], r[3],
                  " (cut short)" if r[4] else ""), file=out)
        print("%d %s: %d equal to the brute force, %d differ; %d cut short by the budget; "
              "%d sell for more as several words than as one" % (len(rows), kind,
              len(rows) - len(bad), len(bad), sum(1 for r in rows if r[4]), several), file=out)
        differ += len(bad)
    return differ


def _single(rack, wilds, lexicon):
    """The price of the rack's best single word."""
    from bowengine.buyword.words import search, tile_pips

    found = search(lexicon, rack, wilds, 0, 2, 1, None, True)
    return tile_pips(found[0]) ** 2 if found else 0


def main(argv=None):
    """The command line: exit status 1 if any rack differs."""
    ap = argparse.ArgumentParser(prog="python -m bowwords.bench.salecheck", description=__doc__.split("\n\n")[0])
    ap.add_argument("--racks", type=int, default=200, help="racks of each kind (default 200)")
    ap.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    ap.add_argument("--budget", type=int, default=None,
                    help="nodes a best sale may visit, its spelling included (default: the "
                         "review's and the Sell hint's, buyword.review.SALE; 0: no limit)")
    args = ap.parse_args(argv)
    return 1 if run(args.racks, args.seed, args.budget) else 0


if __name__ == "__main__":
    sys.exit(main())
