"""`bowwords solve bogglebowl --rolls N`: what re-rolling is worth on a space type.

The solver's best (cubes used) on N seeded rolls of a side's 11 cubes gives the chance of
each count on one roll. A re-roll rule (F, S) rolls again a first roll using fewer than F
cubes and a second using fewer than S, and keeps the third: the bots' rule (`REROLL_AT`,
bogglebowl/bots.py; at most two re-rolls a round, none once the opponent's sand runs). From
the one-roll chances each rule's chance of ending a round on each count is exact, and so is
a round between two rules: on a Wild space the cubes are all that counts, and an equal count is
a tie, played over (BB-23), so a rule's share of the rounds that are decided, and how many
rounds a decided one takes, follow.
"""

import json

from bowengine.bogglebowl.data import CUBES_PER_SIDE as TOP  # the most cubes a roll can use
from bowwords.errors import BowwordsError

RULES = range(TOP + 2)  # a rule's threshold: 0 keeps every roll, 12 rolls every roll again


def one_roll(space, rolls, seed=1, dictionary=None, budget=0, track=False):
    """Counts of the solver's best cubes (index = cubes) on `rolls` seeded rolls (with a
    progress bar on stderr if `track`)."""
    from pathlib import Path

    from bowengine.bogglebowl import solver
    from bowwords.cubeindex import index_for
    from bowwords.dictionary.cli import default_dictionary, open_lexicon
    from bowwords.progress import tracked
    from bowwords.solve import seeded_rolls

    path = Path(dictionary) if dictionary else default_dictionary()
    lex = open_lexicon(path)
    lex.walk_index = index_for(lex, path)  # the same words as the graph's walk, faster
    counts = [0] * (TOP + 1)
    sample = seeded_rolls(rolls, seed)
    try:
        for faces in tracked(sample, rolls, "rolls solved") if track else sample:
            counts[solver.solve(faces, space, lex, budget)[1]] += 1
    finally:
        lex.close()
    return counts


def ending(chances, first, second):
    """Chance of ending the round on each count under the rule (first, second): roll again
    below `first` on the first roll, below `second` on the second, keep the third."""
    def roll(below, then):
        short = sum(chances[:below])
        return [(chances[c] if c >= below else 0.0) + short * then[c] for c in range(TOP + 1)]

    return roll(first, roll(second, chances))


def contest(a, b):
    """(chance a uses more cubes than b, chance b uses more, chance of a tie) for two
    endings."""
    win = sum(a[i] * sum(b[:i]) for i in range(TOP + 1))
    lose = sum(b[i] * sum(a[:i]) for i in range(TOP + 1))
    return win, lose, max(0.0, 1.0 - win - lose)


def _row(rule, chances, theirs):
    mine = ending(chances, *rule)
    win, lose, _ = contest(mine, theirs)
    self_win, self_lose, _ = contest(mine, mine)
    decided = win + lose
    return {"rule": list(rule), "mean": round(sum(c * p for c, p in enumerate(mine)), 3),
            "all": round(mine[TOP], 5),
            "won_of_decided": round(win / decided, 4) if decided else None,
            "rounds_a_decision": round(1 / decided, 1) if decided else None,
            "rounds_a_decision_self": round(1 / (self_win + self_lose), 1)
            if self_win + self_lose else None}


def parse_rule(text):
    """'F/S' -> (F, S), each 0-12; a BowwordsError otherwise."""
    parts = text.split("/")
    if len(parts) != 2 or not all(p.strip().isdigit() and int(p) in RULES for p in parts):
        raise BowwordsError("--against %r: give a re-roll rule F/S, two counts of cubes 0-12 "
                            "(e.g. 11/10: a first roll below 11 rolled again, a second below 10)" % text)
    return int(parts[0]), int(parts[1])


def report(space, counts, against, whose="the expert's"):
    """The rows: the rule played against (`whose` it is), its one-step turns, the rule of most
    cubes expected and the rule that wins most decided rounds against it."""
    n = sum(counts)
    chances = [c / n for c in counts]
    theirs = ending(chances, *against)
    f, s = against
    rules = [against] + [r for r in ((f - 1, s), (f + 1, s), (f, s - 1), (f, s + 1))
                         if r[0] in RULES and r[1] in RULES]
    rows = [_row(r, chances, theirs) for r in rules]
    rows[0]["note"] = whose
    every = [_row((a, b), chances, theirs) for a in RULES for b in RULES]
    # the first in rule order on equal figures: the rule keeping the most rolls
    most = max(every, key=lambda r: r["mean"])
    best = max(every, key=lambda r: r["won_of_decided"] or 0)
    for label, top in (("most cubes", most), ("most decided rounds won", best)):
        row = next((x for x in rows if x["rule"] == top["rule"]), None)
        if row is None:
            row = top
            rows.append(row)
        row["note"] = ", ".join(x for x in (row.get("note"), label) if x)
    return {"space": space, "rolls": n, "one_roll": counts, "against": list(against),
            "rules": rows}


def _pct(x):
    return "-" if x is None else "%.1f %%" % (100 * x)


def run(args):
    """The `bowwords solve bogglebowl --rolls N` command."""
    from bowengine.bogglebowl.bots import ExpertBot
    from bowwords.solve import SPACES

    if args.rolls < 1:
        raise BowwordsError("--rolls must be at least 1")
    space = SPACES.index(args.space)
    at = ExpertBot.REROLL_AT
    whose = "--against" if args.against else "the expert's"
    rule = parse_rule(args.against) if args.against else (at[space * 2], at[space * 2 + 1])
    counts = one_roll(space, args.rolls, args.seed, args.dict, args.budget, track=True)
    out = report(args.space, counts, rule, whose)
    out["seed"] = args.seed
    if args.json:
        print(json.dumps(out))
        return 0
    n = out["rolls"]
    print("%s: the solver's best on %d seeded rolls of the 11 cubes (seed %d)"
          % (args.space.capitalize(), n, args.seed))
    print("  cubes  " + " ".join("%5d" % c for c in range(TOP + 1) if counts[c]))
    print("  rolls  " + " ".join("%5d" % counts[c] for c in range(TOP + 1) if counts[c]))
    print("Re-roll rules F/S: roll again below F cubes on the first roll, below S on the second,")
    print("keep the third; a round against %s %d/%d, and against the rule itself:"
          % ("the rule" if args.against else "the expert's rule", rule[0], rule[1]))
    print("  %-6s %6s %8s %18s %18s %18s" % ("rule", "mean", "all 11", "decided rounds won",
                                              "rounds a decision", "against itself"))
    for r in out["rules"]:
        print("  %-6s %6.2f %8s %18s %18s %18s  %s"
              % ("%d/%d" % tuple(r["rule"]), r["mean"], _pct(r["all"]), _pct(r["won_of_decided"]),
                 r["rounds_a_decision"] or "-", r["rounds_a_decision_self"] or "-", r.get("note", "")))
    print("A tie is played over (BB-23): 'rounds a decision' counts the rounds played until one side")
    print("uses more cubes. On Wild the cubes are all a round counts; elsewhere the margin moves the")
    print("token too (the mean).")
    return 0
