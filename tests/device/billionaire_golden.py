"""Writes golden/billionaire.txt, the golden game test_billionaire_contract.py replays.

A full game of the bots expert, greedy, random, expert (bot seeds 100-103) with the
default options. Regenerate it whenever the rules, the data or the bots change, from the
worktree root (CPython):

    .venv/bin/python tests/device/billionaire_golden.py > tests/device/golden/billionaire.txt
"""

import sys

SEED = 19
BOTS = ("expert", "greedy", "random", "expert")


def main():
    sys.path[:0] = ["engine"]
    from bowengine import games
    from bowengine.billionaire.bots import BOTS as TABLE

    g = games.new("billionaire", len(BOTS), SEED)
    bots = [TABLE[b](p, 100 + p) for p, b in enumerate(BOTS)]
    print("# Billionaire golden game: bots %s (bot seeds 100-103), default options; made by"
          % ",".join(BOTS))
    print("# tests/device/billionaire_golden.py. Then one action a line: player action [ints]")
    print("game %d %d" % (len(BOTS), SEED))
    while g.waiting_for():
        for p in g.waiting_for():
            a = bots[p].act(g.view(p), g.legal(p))
            g.apply(p, a)
            print(" ".join([str(p)] + [str(x) for x in a]))
    r = g.result()
    print("# %s: winners %r, scores %r, %d turns" % (r["ending"], r["winners"], r["scores"], r["turns"]))


if __name__ == "__main__":
    main()
