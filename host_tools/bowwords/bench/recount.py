"""Billionaire's end-of-game review against a recount (issue 30): seeded games of bots, each
auction's payment recounted from the players' worth before and after it (not from the tally
or the payment code), then every player's review page compared with the recount's.

    python -m bowwords.bench.recount [--games N] [--seed S] [--players P]

A page is (paid, got, best buy, worst buy) as billionaire.review.player_review gives it: paid
and got count what a payment took from the payer's worth (Profit cards at face value,
investments at actual value), a buy is its lot's cards and its actual value less that.
"""

import argparse
import sys

BOTS = ("expert", "greedy", "random", "expert")


def _page(paid, got, buys):
    """A review page from a recount: the first best and the first worst buy, as the tally keeps them."""
    best = worst = None
    for buy in buys:
        if best is None or buy[1] > best[1]:
            best = buy
        if worst is None or buy[1] < worst[1]:
            worst = buy
    if worst is not None and worst == best:
        worst = None
    return paid, got, best, worst


def recount_game(seed, players=3):
    """(the review's pages, the recount's pages) of one seeded game of bots."""
    from bowengine import games
    from bowengine.billionaire import data as D
    from bowengine.billionaire.holdings import A_PROXY
    from bowengine.billionaire.review import player_review

    g = games.new("billionaire", players, seed)
    table = games.bots("billionaire")
    bots = [table[BOTS[p]](p, 100 * seed + p) for p in range(players)]
    paid = [0] * players
    got = [0] * players
    buys = [[] for _ in range(players)]
    while g.waiting_for():
        for p in g.waiting_for():
            a = bots[p].act(g.view(p), g.legal(p))
            sale = a[0] == "pay" and g.act != A_PROXY and len(g.pending)
            if sale:
                lot = sorted(g.pending)
                payee = g.payee
                before = [g.worth(q) for q in range(players)]
            g.apply(p, a)
            if sale:
                value = sum(D.actual(c) for c in lot)
                gave = before[p] - (g.worth(p) - value)
                paid[p] += gave
                if payee >= 0:
                    got[payee] += g.worth(payee) - before[payee]
                buys[p].append((lot, value - gave))
    r = g.result()
    review = [player_review(r, p) for p in range(players)]
    recount = [_page(paid[p], got[p], buys[p]) for p in range(players)]
    return review, recount


def run(games=40, seed=1, players=3, out=None):
    """Recount `games` seeded games; prints each differing page and a summary; the count of
    differing pages."""
    out = out or sys.stdout
    differ = pages = 0
    for s in range(seed, seed + games):
        review, recount = recount_game(s, players)
        for p in range(players):
            pages += 1
            if review[p] != recount[p]:
                differ += 1
                print("seed %d P%d: review %r, recount %r" % (s, p + 1, review[p], recount[p]),
                      file=out)
    print("Billionaire review against a recount: %d games of %d players (seeds %d-%d), "
          "%d of %d pages differ" % (games, players, seed, seed + games - 1, differ, pages),
          file=out)
    return differ


def main(argv=None):
    """The command line: exit status 1 if any page differs."""
    ap = argparse.ArgumentParser(prog="python -m bowwords.bench.recount", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40, help="games to recount (default 40)")
    ap.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4), help="players (default 3)")
    args = ap.parse_args(argv)
    return 1 if run(args.games, args.seed, args.players) else 0


if __name__ == "__main__":
    sys.exit(main())
