"""`bowwords bench firmware`: the whole firmware on CircuitPython's VM, per key script.

For each script (the README's screenshots in docs/screenshots and the whole games in
tests/games), from the bundle users flash (`.py` and `.mpy`): the peak live heap of each
screen after gc.collect() at the end of every frame, the smallest board heap in which the
script completes (found by bisection, then checked STEADY_KB above it: where blocks land
changes with the heap's size, so completing is not monotonic), and the least pystack it needs.
"""

import json
from concurrent.futures import ThreadPoolExecutor

from bowwords import vm
from bowwords.vm import firmware as fwvm
from bowwords.bench import speed
from bowwords.emulator import ROOT
from bowwords.errors import BowwordsError
from bowwords.progress import tracked

SCRIPT_DIRS = (ROOT / "docs" / "screenshots", ROOT / "tests" / "games")
HIGH_KB = 512             # the most heap tried: a script that fails here is reported as failing
STEADY_KB = 8             # the smallest heap reported also completes at every 2 KB up to this much more


def steady_least(ok, low):
    """The smallest heap (KB, from `low`) at which ok(kb) holds and also at every 2 KB up to
    STEADY_KB more."""
    kb = vm.least(ok, low, HIGH_KB)
    k = kb + 2
    while k <= min(kb + STEADY_KB, HIGH_KB):
        if ok(k):
            k += 2
        else:
            kb = vm.least(ok, k + 1, HIGH_KB)
            k = kb + 2
    return kb


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
    row["min_heap_kb"] = steady_least(lambda kb: fwvm.run(lines, kb, mpy=mpy, machine=machine).ok, low)
    row["min_pystack_bytes"] = vm.least(
        lambda n: fwvm.run(lines, HIGH_KB, pystack=n, mpy=mpy, machine=machine).ok, 512, 8192)
    return row


def bot_speed(machine, jobs=2):
    """Per game and bot level: seconds a bot move takes on a PyBadge (estimated), p50/p99/max."""
    from bowengine import games

    work = [(g, level) for g in games.names() if g in ("buyword", "bogglebowl", "billionaire", "highbid")
            for level in sorted(games.bots(g))]

    def one(job):
        moves = speed.bot_moves(job[0], [job[1]], machine=machine)
        secs = [speed.seconds(ir, reads) for _, ir, reads in moves]
        p50, p99, top = speed.spread(secs)
        return {"game": job[0], "bot": job[1], "moves": len(moves), "p50_s": round(p50, 3),
                "p99_s": round(p99, 3), "max_s": round(top, 3),
                "max_reads": max([r for _, _, r in moves] or [0])}

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(tracked(pool.map(one, work), len(work), "bot levels"))


def frame_speed(found, machine, jobs=2):
    """Per key script: milliseconds a frame takes on a PyBadge (estimated), p50/p99/max, the
    screen after the slowest, and the longest the screen stays still (no frame's end and no step
    of the thinking dot while bots move)."""
    def one(name):
        turns = []
        frames = fwvm.frame_instructions(found[name], machine=machine, turns=turns)
        ms = [speed.seconds(ir) * 1000 for _, ir, _ in frames]
        p50, p99, top = speed.spread(ms)
        slow = max(frames, key=lambda f: f[1])[0] if frames else "-"
        still = max([s for _, _, s in frames] or [0])
        return {"script": name, "frames": len(frames), "p50_ms": round(p50, 1), "p99_ms": round(p99, 1),
                "max_ms": round(top, 1), "slowest_after": slow,
                "longest_still_ms": round(speed.seconds(still) * 1000, 1),
                "bot_turns": len(turns), "longest_bot_turn_s": round(speed.seconds(max(turns or [0])), 3)}

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(tracked(pool.map(one, sorted(found)), len(found), "scripts timed"))


def _print_speed(bots, frames):
    print("Bot moves on a PyBadge, estimated (seconds; %.1f cycles of %d MHz an instruction, %.1f ms a "
          "dictionary read):" % (speed.CYCLES_PER_IR, speed.CLOCK_HZ / 1e6, speed.READ_S * 1000))
    print("%-12s %-7s %6s %8s %8s %8s %10s" % ("game", "bot", "moves", "p50", "p99", "max", "max reads"))
    for b in bots:
        print("%-12s %-7s %6d %8.3f %8.3f %8.3f %10d" % (b["game"], b["bot"], b["moves"], b["p50_s"],
                                                      b["p99_s"], b["max_s"], b["max_reads"]))
    print("Frames on a PyBadge, estimated (ms; a bot's moves run inside the frame that ends a turn; "
          "still: the longest without a frame's end or a step of the thinking dot; turn: the longest "
          "bots' turn, in s, from the dot's showing to its going, dictionary reads left out):")
    print("%-24s %7s %8s %8s %8s %8s %6s %7s  %s" % ("script", "frames", "p50", "p99", "max", "still", "turns",
                                                    "turn s", "slowest, then"))
    for f in frames:
        print("%-24s %7d %8.1f %8.1f %8.1f %8.1f %6d %7.2f  %s" % (
            f["script"], f["frames"], f["p50_ms"], f["p99_ms"], f["max_ms"], f["longest_still_ms"],
            f["bot_turns"], f["longest_bot_turn_s"], f["slowest_after"]))


# The parts of a switch a board spends (bowwords.vm.firmware.SWITCH_PARTS less the stand-ins'
# set-up, which a board does in C before code.py), with their column titles.
SWITCH_COLUMNS = (("vm", "VM start"), ("compile", "compile"), ("imports", "imports"),
                  ("hardware", "Hardware()"), ("app", "App+screen"), ("frame", "1st frame"),
                  ("bots", "bots' turn"))
_INTO = {"game.py": "into a game", "code.py": "into the menu"}


def switch_speed(found, machine, jobs=2):
    """Per key script: the seconds (on a PyBadge, estimated) of each part of its switches into
    the game program and back into the menu program, their total, and the costliest imports."""
    def one(name):
        rows = []
        for program, parts, imports in fwvm.switch_instructions(found[name], machine=machine):
            if program not in _INTO:
                continue                            # the menu at power-up: its first frame reads a key
            secs = {part: round(speed.seconds(parts[part]), 3) for part, _ in SWITCH_COLUMNS}
            top = sorted(imports, key=lambda i: -i[2])[:4]
            rows.append({"script": name, "switch": _INTO[program], "parts_s": secs,
                         "total_s": round(sum(speed.seconds(parts[p]) for p, _ in SWITCH_COLUMNS), 3),
                         "standins_s": round(speed.seconds(parts["standins"]), 3),
                         "imports": [{"module": m, "part": p, "s": round(speed.seconds(ir), 3)}
                                     for p, m, ir in top]})
        return rows

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return [r for rows in tracked(pool.map(one, sorted(found)), len(found), "scripts") for r in rows]


def _print_switch(rows):
    print("A switch on a PyBadge, estimated (s; %.1f cycles of %d MHz an instruction, as --speed), from the "
          "VM's start to the next program's first frame, its bots' first turn included (the board's own "
          "reset and the stand-ins' set-up left out):" % (speed.CYCLES_PER_IR, speed.CLOCK_HZ / 1e6))
    print("%-24s %-14s" % ("script", "switch") + "".join(" %10s" % t for _, t in SWITCH_COLUMNS) + " %7s" % "total")
    for r in rows:
        print("%-24s %-14s" % (r["script"], r["switch"]) +
              "".join(" %10.3f" % r["parts_s"][p] for p, _ in SWITCH_COLUMNS) + " %7.3f" % r["total_s"])
    print("Costliest imports (s, the modules they import included, and the part they fall in):")
    for r in rows:
        print("  %-24s %-14s %s" % (r["script"], r["switch"], ", ".join(
            "%s %.3f (%s)" % (i["module"], i["s"], i["part"]) for i in r["imports"])))


def run(args):
    """Print every script's figures (a table, or JSON with --json)."""
    machine = vm.Machine.parse(args.vm or "circuitpython")
    if machine.kind != "circuitpython":
        raise BowwordsError("bench firmware runs on the CircuitPython VM only (displayio is its own)")
    if getattr(args, "switch", False):
        found = scripts(args.only or [p.stem for p in sorted(SCRIPT_DIRS[1].glob("*.keys"))])
        rows = switch_speed(found, machine, args.jobs)
        if args.json:
            print(json.dumps({"vm": machine.describe(), "cycles_per_instruction": speed.CYCLES_PER_IR,
                              "clock_hz": speed.CLOCK_HZ, "switches": rows}, indent=2))
        else:
            _print_switch(rows)
        return 0
    if args.speed:
        found = scripts(args.only or [p.stem for p in sorted(SCRIPT_DIRS[1].glob("*.keys"))])
        bots, frames = bot_speed(machine, args.jobs), frame_speed(found, machine, args.jobs)
        if args.json:
            print(json.dumps({"vm": machine.describe(), "cycles_per_instruction": speed.CYCLES_PER_IR,
                              "clock_hz": speed.CLOCK_HZ, "seconds_per_dictionary_read": speed.READ_S,
                              "unit": "seconds on a PyBadge = instructions counted by callgrind on the "
                                      "CircuitPython VM x cycles_per_instruction / clock_hz (+-50 %%) + "
                                      "dictionary reads x seconds_per_dictionary_read",
                              "bots": bots, "frames": frames}, indent=2))
        else:
            _print_speed(bots, frames)
        return 0
    found = scripts(args.only)
    modes = [False, True] if args.mpy == "both" else [args.mpy == "mpy"]
    jobs = [(n, found[n], m) for m in modes for n in found]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = list(tracked(pool.map(lambda j: measure(j[0], j[1], j[2], machine), jobs), len(jobs), "scripts"))
    pystack = fwvm.bundle_pystack(fwvm.bundle())
    if args.json:
        print(json.dumps({"vm": machine.describe(), "bundle_pystack_bytes": pystack,
                          "unit": "min_heap_kb: the smallest board heap (KB) the script completes in, the "
                                  "peak_live_bytes: "
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
    print("On %s; the bundle runs with a %d-byte pystack (settings.toml's, if it sets one; not "
          "taken from the heap, as on CircuitPython 10). Stand-ins: bytes live before code.py ran (board, keypad, "
          "clock; a board has none of them)." % (machine.describe(), pystack))
    return 0 if all(r["ok"] for r in rows) else 1

