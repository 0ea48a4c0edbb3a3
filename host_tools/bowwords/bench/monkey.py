"""`bowwords bench monkey`: seeded random sessions of key presses through the whole firmware
(`--heavy` is bowwords.bench.heavy's: from saves at the heaviest states the rules allow).

Each session is a key script made from its seed (see `session`): presses weighted towards A
and the D-pad, Start + Select now and then (back to the menu from anywhere: games abandoned,
then resumed from the menu), long waits (the sand runs out), and power cuts at random
moments (the board boots again on the same NVM and the game resumes from its save). It runs on
CircuitPython's own VM from the `.mpy` bundle users flash (`bowwords.vm.firmware`), at a board's
heap, with the bundle's pystack less a margin. A session fails on any error the firmware
recovered from, a crash, or the VM stopping. A failing session can be shrunk (`shrink`) to a
short key script that fails the same way: kept under tests/games/monkey/, it is a regression
test.
"""

import json
import random
from concurrent.futures import ThreadPoolExecutor

from bowwords import vm
from bowwords.vm import firmware as fwvm
from bowwords.emulator import ROOT
from bowwords.errors import BowwordsError
from bowwords.progress import tracked

# (key, weight): A most, as players press it most; the chord rarely (it leaves the game).
KEYS = (("a", 30), ("b", 7), ("up", 9), ("down", 11), ("left", 8), ("right", 8),
        ("start+select", 1), ("start", 1), ("select", 1))
GAPS_MS = (99, 99, 132, 200, 300, 500, 1500)   # between presses; now and then a long wait
LONG_WAIT_MS = 12000      # longer than Boggle Bowl's sand
PRESSES = 1500
HEAP_KB = 128             # a PyBadge's heap after boot
MARGIN = 256              # pystack bytes every path must leave unused
REGRESSIONS = ROOT / "tests" / "games" / "monkey"


def session(seed, presses=PRESSES, cuts=True):
    """The key script (lines) of session `seed`: `presses` random presses, and up to two
    power cuts when `cuts`."""
    rng = random.Random(seed)
    keys = [k for k, w in KEYS for _ in range(w)]
    t = 0
    events = []
    for _ in range(presses):
        t += LONG_WAIT_MS if rng.random() < 0.01 else rng.choice(GAPS_MS)
        events.append((t, "%s 66" % rng.choice(keys)))
    if cuts:
        for _ in range(rng.choice((0, 1, 1, 2))):
            events.append((rng.randrange(1000, t), "cut"))
    events.sort()
    return ["# bowwords bench monkey, session %d" % seed, "# seed: %d" % seed] + \
        ["%d %s" % e for e in events]


def play(lines, heap_kb=HEAP_KB, margin=MARGIN, machine=None):
    """Run a session's lines on the VM; returns a fwvm.Run (ok: no error, crash or stop)."""
    return fwvm.run(lines, heap_kb, expected=None, margin=margin, machine=machine, timeout=1800)


def least_pystack(lines, heap_kb=HEAP_KB, machine=None, low=1024):
    """The least pystack (bytes, a multiple of 8) a session runs clean in, by bisection (the
    heap stays the board's); None if it is not clean with the bundle's whole pystack."""
    top = fwvm.bundle_pystack(fwvm.bundle())
    if not play(lines, heap_kb, 0, machine).ok:
        return None
    return 8 * vm.least(lambda k: play(lines, heap_kb, top - 8 * k, machine).ok, low // 8, top // 8)


def summary(seed, run):
    """One session's figures: ok, error, reloads, cuts, and each screen's game and peak."""
    return {"seed": seed, "ok": run.ok, "error": run.crash, "reloads": run.reloads, "cuts": run.cuts,
            "screens": {s: {"game": run.games.get(s, "-"), "peak_live_bytes": b} for s, b in run.peaks.items()}}


def _fails_alike(lines, error, heap_kb, margin, machine):
    run = play(lines, heap_kb, margin, machine)
    return not run.ok and _kind(run.crash) == _kind(error)


def _kind(error):
    """An error's kind, without the numbers that change with the path (bytes asked for)."""
    return "".join(c for c in (error or "") if not c.isdigit())


def shrink(lines, error, heap_kb=HEAP_KB, margin=MARGIN, machine=None, budget=80):
    """A shorter key script that fails with the same kind of error: the shortest failing prefix,
    then presses taken out in halving chunks while it still fails (at most `budget` runs)."""
    head = [ln for ln in lines if ln.startswith("#")]
    body = [ln for ln in lines if ln.strip() and not ln.startswith("#")]
    runs = [0]

    def fails(part):
        runs[0] += 1
        return runs[0] <= budget and _fails_alike(head + part, error, heap_kb, margin, machine)

    lo, hi = 1, len(body)                      # the shortest prefix that fails
    while lo < hi:
        mid = (lo + hi) // 2
        if fails(body[:mid]):
            hi = mid
        else:
            lo = mid + 1
    body = body[:hi]
    chunk = max(1, len(body) // 2)
    while chunk >= 1 and runs[0] < budget:
        i = 0
        while i < len(body) - 1 and runs[0] < budget:    # the last press stays: it fails
            trial = body[:i] + body[i + chunk:]
            if trial and fails(trial):
                body = trial
            else:
                i += chunk
        chunk //= 2
    return head + body


def keep(seed, lines, error, folder=REGRESSIONS):
    """Write a shrunk failing session as a regression script; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ("monkey-%d.keys" % seed)
    path.write_text("# found by bowwords bench monkey (session %d), shrunk; it failed with: %s\n"
                    % (seed, error) + "\n".join(lines) + "\n")
    return path


def sessions(seeds, heap_kb=HEAP_KB, margin=MARGIN, presses=PRESSES, machine=None, jobs=2):
    """Run the sessions of `seeds` (jobs at a time, with a progress bar); [(seed, lines, Run)]."""
    machine = machine or vm.Machine("circuitpython")
    fwvm.bundle()                              # built once, before the threads share it

    def one(seed):
        lines = session(seed, presses)
        return seed, lines, play(lines, heap_kb, margin, machine)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(tracked(pool.map(one, seeds), len(seeds), "sessions"))


def per_game(results):
    """{game: (screen, peak live bytes)}: each game's (and the menu's) largest screen."""
    out = {}
    for _, _, run in results:
        for screen, peak in run.peaks.items():
            game = run.games.get(screen, "-")
            game = "menu and tools" if game == "-" else game
            if game not in out or peak > out[game][1]:
                out[game] = (screen, peak)
    return out


def run(args):
    """`bowwords bench monkey`: print the sessions' figures; exit 1 if any failed (cli checked
    the numbers)."""
    machine = vm.Machine.parse(args.vm or "circuitpython")
    if machine.kind != "circuitpython":
        raise BowwordsError("bench monkey runs on the CircuitPython VM only (displayio is its own)")
    seeds = list(range(args.seed, args.seed + args.sessions))
    results = sessions(seeds, args.heap, args.margin, args.presses, machine, args.jobs)
    failed = [(s, lines, r) for s, lines, r in results if not r.ok]
    kept = []
    if args.keep:
        for seed, lines, r in failed[:args.keep]:
            kept.append(str(keep(seed, shrink(lines, r.crash, args.heap, args.margin, machine), r.crash)))
    pystack = fwvm.bundle_pystack(fwvm.bundle()) - args.margin
    deepest = None
    if args.deepest:
        picked = [(s, lines) for s, lines, r in results if r.ok][:args.deepest]
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            found = list(tracked(pool.map(lambda j: least_pystack(j[1], args.heap, machine), picked),
                                 len(picked), "sessions bisected"))
        deepest = max([n for n in found if n] or [0])
    games = per_game(results)
    reached = sorted({s for _, _, r in results for s in r.peaks})
    if args.json:
        print(json.dumps({"vm": machine.describe(), "heap_kb": args.heap, "pystack_bytes": pystack,
                          "presses": args.presses, "sessions": len(results),
                          "clean": len(results) - len(failed), "deepest_pystack_bytes": deepest,
                          "per_game": {g: {"screen": s, "peak_live_bytes": b} for g, (s, b) in games.items()},
                          "results": [summary(s, r) for s, _, r in results], "kept": kept}, indent=2))
        return 1 if failed else 0
    print("%d of %d sessions clean (seeds %d-%d, %d presses each, %d KB heap, %d-byte pystack, on %s)"
          % (len(results) - len(failed), len(results), seeds[0], seeds[-1], args.presses, args.heap,
             pystack, machine.describe()))
    for seed, _, r in failed:
        print("  session %d: %s" % (seed, r.crash))
    print("Largest live heap after gc.collect(), per game (KiB):")
    for game in sorted(games):
        screen, peak = games[game]
        print("  %-16s %-18s %6.1f" % (game, screen, peak / 1024))
    print("Screens reached (%d): %s" % (len(reached), ", ".join(reached)))
    if deepest is not None:
        print("Deepest pystack of the first %d clean sessions (least each runs in, by bisection): %d bytes"
              % (args.deepest, deepest))
    print("Reloads between the menu and game programs: %d; power cuts: %d"
          % (sum(r.reloads for _, _, r in results), sum(r.cuts for _, _, r in results)))
    for path in kept:
        print("kept %s" % path)
    return 1 if failed else 0


def regressions():
    """The kept regression scripts: {name: lines}."""
    return {p.stem: p.read_text().splitlines() for p in sorted(REGRESSIONS.glob("*.keys"))}
