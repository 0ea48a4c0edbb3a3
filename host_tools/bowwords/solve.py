"""`bowwords solve bogglebowl`: the best arrangement for a set of cubes and a space type.

Prints {"space", "words", "cubes", "nodes", "seconds"} with --json ("QU" is one
cube's token); "cross" adds the letter the two words share. The search is
exhaustive unless --budget N limits the dictionary nodes it visits ("cut": true).
"""

import json
import time

from bowwords.errors import BowwordsError

SPACES = ("blank", "wild", "two", "cross")


def parse_letters(text):
    """'S O U N D E D', 'SOUNDED' or 'SO' (Qu written QU; 'QU' alone is the one Qu cube) ->
    tokens; a BowwordsError if not cubes."""
    from bowengine.bogglebowl.words import tokenize

    parts = text.upper().replace(",", " ").split()
    if len(parts) == 1 and len(parts[0]) > 1 and parts[0] != "QU":
        word = parts[0]
        parts = []
        i = 0
        while i < len(word):
            take = 2 if word[i:i + 2] == "QU" else 1
            parts.append(word[i:i + take])
            i += take
    out = []
    for p in parts:
        t = tokenize(p)
        if t is None or len(t) != 1:
            raise BowwordsError("'%s' is not a cube face: a letter A-Z, or QU for the Qu face" % p)
        out.append(t[0])
    if not out:
        raise BowwordsError("--letters names no cubes: give the faces, e.g. \"S O U N D E D\"")
    if len(out) > 11:
        raise BowwordsError("--letters names %d cubes: a side has 11" % len(out))
    return out


def solve(space, letters, dictionary=None, budget=0):
    """The report dict for one position."""
    from bowengine.bogglebowl import solver
    from bowengine.bogglebowl.words import spell
    from bowwords.dictionary.cli import open_lexicon

    if space not in SPACES:
        raise BowwordsError("--space must be one of %s" % ", ".join(SPACES))
    faces = parse_letters(letters)
    lex = open_lexicon(dictionary)
    try:
        start = time.perf_counter()
        words, cubes, nodes, cut, tok = solver.solve(faces, SPACES.index(space), lex, budget)
        seconds = time.perf_counter() - start
    finally:
        lex.close()
    report = {"space": space, "words": [spell(w) for w in words], "cubes": cubes,
              "nodes": nodes, "seconds": round(seconds, 4)}
    if space == "cross" and words:
        report["cross"] = spell([tok])
    if budget:
        report["cut"] = cut
    return report


def run(args):
    """The `bowwords solve` command."""
    if args.game != "bogglebowl":
        raise BowwordsError("solve knows bogglebowl only, not '%s'" % args.game)
    report = solve(args.space, args.letters, args.dict, args.budget)
    if args.json:
        print(json.dumps(report))
        return 0
    words = " + ".join(report["words"]) or "(no word)"
    print("%s: %s = %d cubes (%d nodes, %.3f s)" % (report["space"], words, report["cubes"],
                                                    report["nodes"], report["seconds"]))
    return 0


# ---- the Blank-space benchmark: nodes, time on CPython and on the VM, what a budget costs --------

# Runs on the MicroPython VM: one warm-up solve (the dictionary's first reads, and under
# cachegrind its first translations), then the rolls (token lists), one exhaustive Blank
# solve each, printing cubes, nodes and microseconds.
_VM_BLANK = """
import gc, time
from bowengine.lexicon import Lexicon
from bowengine.bogglebowl.solver import solve
lex = Lexicon(%(dict)r, check=False)
solve(%(warm)r, 0, lex)
for faces in %(rolls)r:
    gc.collect()
    t = time.ticks_us()
    r = solve(faces, 0, lex, %(budget)d)
    print("roll", r[1], r[2], time.ticks_diff(time.ticks_us(), t))
"""
DEVICE_INSTRUCTIONS = 150e6  # the device's ~2 s: ~150 M instructions on a 120 MHz Cortex-M4


def seeded_rolls(count, seed):
    """`count` rolls of the 11 cubes from the engine's PRNG (the same on every machine)."""
    from bowengine.bogglebowl.data import CUBES, QU
    from bowengine.rng import Rng

    rng = Rng(seed)
    out = []
    for _ in range(count):
        roll = []
        for faces in CUBES:
            t = ord(faces[rng.below(6)]) - 65
            roll.append(QU if t == 16 else t)
        out.append(roll)
    return out


def _vm_blank(path, sample, valgrind=None):
    """Run the VM Blank script; (microseconds per roll, machine instructions or None).

    With valgrind, the run is counted by cachegrind, once with the rolls and once without,
    so the difference is the instructions (x86-64) the VM executed for the solves."""
    import os
    import subprocess
    import tempfile

    from bowwords import vm

    us = None
    counts = []
    for rolls in ([], sample) if valgrind else (sample,):
        code = _VM_BLANK % {"dict": path, "rolls": rolls, "budget": 0, "warm": sample[0]}
        with tempfile.TemporaryDirectory() as tmp:
            script = os.path.join(tmp, "blank.py")
            with open(script, "w") as f:
                f.write(code)
            cmd = [vm.micropython(), "-X", "heapsize=256wK", script]
            if valgrind:
                cmd = [valgrind, "--tool=cachegrind", "--cache-sim=no",
                       "--cachegrind-out-file=" + os.path.join(tmp, "cg.out")] + cmd
            env = dict(os.environ)
            env["MICROPYPATH"] = os.pathsep.join([".frozen", vm.engine_root()])
            done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=1800)
        if done.returncode != 0:
            raise BowwordsError("the Blank benchmark failed on the VM: %s" % done.stderr.strip()[-200:])
        if rolls and not valgrind:
            us = [int(line.split()[3]) for line in done.stdout.splitlines() if line.startswith("roll ")]
        if valgrind:
            refs = [line for line in done.stderr.splitlines() if "I   refs:" in line or "I refs:" in line]
            counts.append(int(refs[-1].split(":")[-1].replace(",", "").strip()))
    return us, (counts[1] - counts[0] if valgrind else None)


def blank_figures(rolls=100, seed=4, budgets=(100, 200, 400, 800, 1600, 3200), vm_rolls=20,
                  dictionary=None, instructions=True):
    """The best Blank word from 11 cubes: nodes and seconds on CPython, on the VM for the
    first `vm_rolls` rolls (and the machine instructions it ran, counted by cachegrind when
    valgrind is installed), and for each node budget the cubes lost against the optimum."""
    import shutil
    import statistics

    from bowengine.bogglebowl import solver
    from bowwords.dictionary.cli import default_dictionary, open_lexicon

    path = str(dictionary or default_dictionary())
    lex = open_lexicon(path)
    sample = seeded_rolls(rolls, seed)
    best, nodes, secs = [], [], []
    lost = {b: [] for b in budgets}
    try:
        for faces in sample:
            t = time.perf_counter()
            r = solver.solve(faces, 0, lex)
            secs.append(time.perf_counter() - t)
            best.append(r[1])
            nodes.append(r[2])
            for b in budgets:
                lost[b].append(r[1] - solver.solve(faces, 0, lex, b)[1])
    finally:
        lex.close()
    report = {"rolls": rolls, "seed": seed, "dictionary": path,
              "mean_best_cubes": round(statistics.fmean(best), 3),
              "nodes": {"mean": round(statistics.fmean(nodes), 1), "max": max(nodes)},
              "cpython_seconds": {"mean": round(statistics.fmean(secs), 5), "max": round(max(secs), 5)},
              "budgets": [{"budget": b, "mean_cubes_lost": round(statistics.fmean(lost[b]), 3),
                           "share_of_rolls_losing": round(sum(1 for x in lost[b] if x) / rolls, 3),
                           "most_lost": max(lost[b])} for b in budgets]}
    if vm_rolls:
        us, _ = _vm_blank(path, sample[:vm_rolls])
        report["vm"] = {"rolls": vm_rolls, "seconds": {"mean": round(statistics.fmean(us) / 1e6, 4),
                                                       "max": round(max(us) / 1e6, 4)},
                        "nodes": {"mean": round(statistics.fmean(nodes[:vm_rolls]), 1),
                                  "max": max(nodes[:vm_rolls])}}
        grind = shutil.which("valgrind") if instructions else None
        if grind:
            total = _vm_blank(path, sample[:vm_rolls], grind)[1]
            # the most nodes of all the rolls at the VM rolls' instructions a node (wall time is
            # too noisy a share: the dictionary's window reads wait on the file)
            per_node = total / sum(nodes[:vm_rolls])
            report["vm"]["instructions_M"] = {"mean": round(total / vm_rolls / 1e6, 1),
                                              "max_est": round(per_node * max(nodes) / 1e6, 1)}
            report["vm"]["instructions_per_node"] = int(per_node)
            report["vm"]["nodes_in_device_budget"] = int(DEVICE_INSTRUCTIONS / per_node)
            report["vm"]["times_device_budget"] = {
                "mean": round(total / vm_rolls / DEVICE_INSTRUCTIONS, 2),
                "max_est": round(per_node * max(nodes) / DEVICE_INSTRUCTIONS, 2)}
    return report


if __name__ == "__main__":  # python -m bowwords.solve [ROLLS [VM_ROLLS]]: the Blank benchmark
    import sys

    print(json.dumps(blank_figures(int(sys.argv[1]) if len(sys.argv) > 1 else 100,
                                   vm_rolls=int(sys.argv[2]) if len(sys.argv) > 2 else 20), indent=2))
