"""`bowwords bench firmware`: the whole firmware on CircuitPython's VM, per key script.

For each script (the README's screenshots in docs/screenshots and the whole games in
tests/games), from the bundle users flash (`.py` and `.mpy`): the peak live heap of each
screen after gc.collect() at the end of every frame, the smallest board heap in which the
script completes (found by bisection; the bundle's extra pystack comes out of it), and the
least pystack it needs.
"""

import json
from concurrent.futures import ThreadPoolExecutor

from bowwords import fwvm, vm
from bowwords.emulator import ROOT
from bowwords.errors import BowwordsError
from bowwords.progress import tracked

SCRIPT_DIRS = (ROOT / "docs" / "screenshots", ROOT / "tests" / "games")
HIGH_KB = 512             # the most heap tried: a script that fails here is reported as failing


def scripts(only=None):
    """The key scripts to measure: {name: lines}, every one unless `only` names some."""
    found = {}
    for folder in SCRIPT_DIRS:
        for path in sorted(folder.glob("*.keys")):
            found[path.stem] = path.read_text().splitlines()
    if only:
        unknown = [n for n in only if n not in found]
        if unknown:
            raise BowwordsError("no key script named %s (known: %s)" % (", ".join(unknown), ", ".join(sorted(found))))
        found = {n: found[n] for n in only}
    return found


def measure(name, lines, mpy, machine):
    """{script, mpy, ok, min_heap_kb, min_pystack_bytes, start_bytes, screens} for one script."""
    big = fwvm.run(lines, HIGH_KB, mpy=mpy, machine=machine)
    row = {"script": name, "mpy": mpy, "ok": big.ok, "error": big.crash,
           "start_bytes": big.start_bytes, "min_heap_kb": None, "min_pystack_bytes": None,
           "screens": [{"screen": s, "peak_live_bytes": b} for s, b in big.screen_peaks()]}
    if not big.ok:
        return row
    low = max(16, max(big.peaks.values()) // 1024)
    row["min_heap_kb"] = vm.least(lambda kb: fwvm.run(lines, kb, mpy=mpy, machine=machine).ok, low, HIGH_KB)
    row["min_pystack_bytes"] = vm.least(
        lambda n: fwvm.run(lines, HIGH_KB, pystack=n, mpy=mpy, machine=machine).ok, 512, 8192)
    return row


def run(args):
    """Print every script's figures (a table, or JSON with --json)."""
    machine = vm.Machine.parse(args.vm or "circuitpython")
    if machine.kind != "circuitpython":
        raise BowwordsError("bench firmware runs on the CircuitPython VM only (displayio is its own)")
    found = scripts(args.only)
    modes = [False, True] if args.mpy == "both" else [args.mpy == "mpy"]
    jobs = [(n, found[n], m) for m in modes for n in found]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = list(tracked(pool.map(lambda j: measure(j[0], j[1], j[2], machine), jobs), len(jobs), "scripts"))
    pystack = fwvm.bundle_pystack(fwvm.bundle(False))
    if args.json:
        print(json.dumps({"vm": machine.describe(), "bundle_pystack_bytes": pystack,
                          "unit": "min_heap_kb: the smallest board heap (KB) the script completes in, the "
                                  "bundle's pystack beyond 1,536 bytes taken from it; peak_live_bytes: "
                                  "gc.mem_alloc() after gc.collect() at the end of a frame, the largest "
                                  "while that screen was up; start_bytes: the stand-ins' share before "
                                  "code.py ran (a board has none of it)",
                          "results": rows}, indent=2))
        return 0
    print("%-22s %-4s %9s %9s %11s  %s" % ("script", "code", "heap (KB)", "pystack", "stand-ins",
                                           "largest screens: peak live KB"))
    for r in rows:
        tops = ", ".join(["%s %d" % (s["screen"], s["peak_live_bytes"] // 1024) for s in r["screens"][:3]])
        if not r["ok"]:
            tops = "FAILS at %d KB: %s" % (HIGH_KB, r["error"])
        print("%-22s %-4s %9s %9s %11d  %s" % (r["script"], "mpy" if r["mpy"] else "py",
                                               r["min_heap_kb"] or "-", r["min_pystack_bytes"] or "-",
                                               r["start_bytes"], tops))
    print("On %s; the bundle runs with a %d-byte pystack (settings.toml's, if it sets one: its share "
          "beyond 1,536 comes out of the heap). Stand-ins: bytes live before code.py ran (board, keypad, "
          "clock; a board has none of them)." % (machine.describe(), pystack))
    return 0 if all(r["ok"] for r in rows) else 1

