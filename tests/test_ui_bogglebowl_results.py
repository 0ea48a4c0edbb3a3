"""Boggle Bowl's results screen says what happened (issue 40): its rounds, the space played most
(a tie says so) and each side's mean cubes over every round, recounted here from the game's own
record (the round each `last` tells of, read as each round ends)."""

import re

from bowengine import games
from bowengine.bogglebowl import data
from bowwords.emulator import Emulator

TITLES = {"blank": "Blank", "wild": "Wild", "two": "Two", "cross": "X"}


def played(emu, seed, target):
    """A game of two easy bots, and its record: (space, Red's cubes, Blue's cubes) per round."""
    ctx = emu.app.context("bogglebowl")
    game = games.new("bogglebowl", 2, seed, {"target": target}, ctx)
    bots = [games.bots("bogglebowl")["easy"](p, seed + p, ctx) for p in (0, 1)]
    record = []
    while game.result() is None:
        rounds = game.rounds
        p = game.waiting_for()[0]
        game.apply(p, bots[p].act(game.view(p), game.legal(p)))
        if game.rounds != rounds:
            sp, _, _, red, blue, _ = game.last
            record.append((data.SPACE_NAMES[sp], red, blue))
    return game, record


def recounted(record, target):
    """The results screen's three lines, from the record alone."""
    n = len(record)
    counts = {}
    for space, _, _ in record:
        counts[space] = counts.get(space, 0) + 1
    top = max(counts.values())
    most = [TITLES[s] for s in ("blank", "wild", "two", "cross") if counts.get(s) == top]
    red = sum(r for _, r, _ in record) / n
    blue = sum(b for _, _, b in record) / n
    return ["%d round%s, play to %d" % (n, "" if n == 1 else "s", target),
            "Most played: " + (" = ".join(most) if len(most) < 3 else "a %d-way tie" % len(most)),
            "mean cubes %.1f / %.1f" % (red, blue)]


def test_the_results_screens_stats_equal_a_recount_of_the_games_rounds():
    emu = Emulator("pybadge", seed=1)
    from bowui.games.bogglebowl.verdict import Results
    ties = several = 0
    for seed in range(1, 9):
        for target in (30, 100):
            game, record = played(emu, seed, target)
            emu.app.go(Results(emu.app, game))
            shown = [re.sub(r"\s+", " ", line).strip() for line in emu.text().splitlines()]
            for line in recounted(record, target):
                assert line in shown, (seed, target, line, shown)
            ties += any(s.startswith("Most played:") and ("=" in s or "tie" in s) for s in shown)
            several += len(set(s for s, _, _ in record)) > 1 and len(record) > 2
    assert ties and several             # both cases were seen
