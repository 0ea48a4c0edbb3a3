"""The contract kit run over Billionaire, and a golden game replayed on the VM.

The kit's random player bids within its means 15 times in 16 (the game's
random_action), so random games end with the default options too. On the VM's
small heap the kit plays shorter games: a lower "goal" and a top bid
("maximum") of 12. The golden game is a full game of bots (expert, greedy,
random, expert) with the default options.
"""

import sys

import contract_kit as kit
from bowengine import games
from bowengine.billionaire import rules

# Compile the game now, on a fresh heap, rather than inside the first playout.
BILLIONAIRE = rules.Billionaire

# The VM (64 K words) plays short games; CPython plays more and longer ones.
if sys.implementation.name in ("micropython", "circuitpython"):
    OPTIONS = ({"goal": 250, "maximum": 12},)
    SEEDS = 3
else:
    OPTIONS = ({}, {"goal": 400, "maximum": 30}, {"goal": 250, "maximum": 12})
    SEEDS = 3


def test_contract_billionaire_2_players():
    kit.check("billionaire", (2,), OPTIONS, seeds=SEEDS, max_steps=1500)


def test_contract_billionaire_3_players():
    kit.check("billionaire", (3,), OPTIONS, seeds=SEEDS, max_steps=1500)


def test_contract_billionaire_4_players():
    kit.check("billionaire", (4,), OPTIONS, seeds=SEEDS, max_steps=1500)


def test_billionaire_rejects_1_and_5_players():
    for n in (1, 5):
        try:
            games.new("billionaire", n, 0)
        except ValueError as e:
            assert "2 to 4" in str(e)
        else:
            raise AssertionError("billionaire accepted %d players" % n)


def golden_actions():
    """(players, seed), then each (player, action) of golden/billionaire.txt, read line by line."""
    for words in kit.golden_lines(__file__, "billionaire.txt"):
        if words[0] == "game":
            yield int(words[1]), int(words[2])
        else:
            yield kit.golden_action(words)


def transcript_billionaire_golden():
    """The save bytes after every action of the golden game: must match CPython's."""
    g = None
    for p, a in golden_actions():
        if g is None:
            g = games.new("billionaire", p, a)     # the "game PLAYERS SEED" line
            continue
        g.apply(p, a)
        yield kit.hexed(g.save())
    r = g.result()
    yield "%r %r %s %d" % (r["winners"], r["scores"], r["ending"], r["turns"])
