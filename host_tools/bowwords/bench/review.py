"""How long the reviews and hints of issue 23 take on a PyBadge (estimated as `bowwords bench
firmware --speed` estimates bot moves: callgrind's instructions on CircuitPython's VM, plus
dictionary reads). Seeded games of expert bots; at each Boggle Bowl verdict both sides' best
play (the review's two steps, and each the cost of a hint), at each BuyWord selling turn the
best sale of the rack held as it began (the after-round review and the Sell hint) and at each
buy the Buy hint. Prints p50 / p99 / max seconds per kind:

    bowwords bench review [--rounds N] [--seed S] [--json]
"""

import json

from bowwords import vm
from bowwords.bench import speed
from bowwords.dictionary.cli import default_dictionary

_BOGGLE = """
import binascii
from bowengine import games
%(context)s
from bowengine.bogglebowl.review import round_review
mark = binascii.%(mark)s
table = games.bots("bogglebowl")
bots = [table["expert"](p, 10 + p, ctx) for p in range(2)]
g = games.new("bogglebowl", 2, %(seed)d, None, ctx)
seen = 0
while g.waiting_for() and g.rounds < %(rounds)d:
    for p in g.waiting_for():
        g.apply(p, bots[p].act(g.view(p), g.legal(p)))
        if g.rounds != seen:
            seen = g.rounds
            v = g.view(0)
            for side in (0, 1):
                reads[0] = 0
                mark(b"m")
                round_review(v, lx, side)
                mark(b"m")
                print("KIND verdict-side", reads[0])
            break
"""

_BUYWORD = """
import binascii
from bowengine import games
%(context)s
from bowengine.buyword.review import best_sale, buy_hint
from bowengine.buyword.words import tile_pips
mark = binascii.%(mark)s
table = games.bots("buyword")
bots = [table["expert"](p, 10 + p, ctx) for p in range(4)]
g = games.new("buyword", 4, %(seed)d, None, ctx)
done = {}
while g.waiting_for() and g.rounds <= %(rounds)d:
    p = g.waiting_for()[0]
    v = g.view(p)
    key = (v["rounds"], p, v["phase"])
    if v["phase"] in ("sell", "buy") and key not in done:
        done[key] = 1
        reads[0] = 0
        mark(b"m")
        if v["phase"] == "sell":
            best_sale(lx, v["held"][p], v["wilds"][p])
        else:
            buy_hint(lx, v["held"][p], v["new"][p], v["wilds"][p], tile_pips(v["new"][p]) ** 2)
        mark(b"m")
        print("KIND", "sale" if v["phase"] == "sell" else "buy-hint", reads[0])
    g.apply(p, bots[p].act(v, g.legal(p)))
"""


def measure(code, machine):
    """[(kind, seconds on a PyBadge)] for the marked stretches a program prints KIND lines for."""
    counts, done = speed.intervals(machine, ["-c", code], 1024, env={"MICROPYPATH": vm.engine_root()})
    kinds = [line.split() for line in done.stdout.splitlines() if line.startswith("KIND ")]
    return [(k[1], speed.seconds(ir, int(k[2]))) for k, ir in zip(kinds, counts[1::2], strict=False)]


def run(args):
    """Print the figures (`bowwords bench review`)."""
    machine = vm.Machine("circuitpython")
    context = speed._COUNTED % str(default_dictionary())
    fill = {"context": context, "mark": speed.MARK, "seed": args.seed, "rounds": args.rounds}
    rows = measure(_BOGGLE % fill, machine) + measure(_BUYWORD % fill, machine)
    out = {}
    for kind in sorted({k for k, _ in rows}):
        secs = [s for k, s in rows if k == kind]
        p50, p99, top = speed.spread(secs)
        out[kind] = {"n": len(secs), "p50_s": round(p50, 2), "p99_s": round(p99, 2), "max_s": round(top, 2)}
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for kind, f in out.items():
            print("%-14s %3d  p50 %5.2f  p99 %5.2f  max %5.2f s" % (kind, f["n"], f["p50_s"], f["p99_s"],
                                                                 f["max_s"]))
    return 0
