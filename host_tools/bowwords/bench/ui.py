"""`bowwords bench ui`: each screen's own allocations under Blinka, next to the engine's VM heap.

The VM has no displayio, so the screens are measured in the emulator on CPython with
tracemalloc as a proxy: every key script in docs/screenshots is played headless, and in
the frame where a screen appears the bytes allocated and still live at its end are split
by the innermost project frame that allocated them: firmware/bowui (the screen, its
labels and bitmaps, fonts loaded for it) or engine/bowengine (the game's state and moves,
bots' moves made in that frame). CPython objects are two to three
times the size of MicroPython's, so the figures rank screens rather than predict the board;
the engine column from `bench vm` (`--vm`) is the board's own measure.
"""

import gc
import json
import tracemalloc
from pathlib import Path

from bowwords.emulator import Emulator, ROOT
from bowwords.progress import tracked

SCRIPTS = ROOT / "docs" / "screenshots"
_UI = str(ROOT / "firmware" / "bowui")
_ENGINE = str(ROOT / "engine" / "bowengine")


def _owner(trace):
    """'ui', 'engine' or None: the innermost project frame that made this allocation."""
    for frame in reversed(trace.traceback):   # most recent call first
        name = frame.filename
        if name.startswith(_UI):
            return "ui"
        if name.startswith(_ENGINE):
            return "engine"
    return None


def _split(snapshot):
    """Live traced bytes by owner: {'ui': n, 'engine': n}."""
    out = {"ui": 0, "engine": 0}
    for trace in snapshot.traces:
        who = _owner(trace)
        if who:
            out[who] += trace.size
    return out


def _play(path, on_frame):
    """Play a key script on a fresh emulator; on_frame(emu, frame, now, index) runs each frame.

    Game modules are released at the menu as on the board, so their imports count again."""
    emu = Emulator("pybadge", seed=7)
    emu.release = True
    frame = emu.frame
    count = [0]

    def hooked(now=None):
        count[0] += 1
        on_frame(emu, frame, now, count[0])

    emu.frame = hooked
    emu.play_script(path.read_text().splitlines())


def measure_script(path):
    """[{script, screen, game, ui_bytes, engine_bytes}] for each new screen a key script shows.

    The script runs twice: untraced to find the frames where a new screen appears, then
    traced during those frames only (tracing every frame would take minutes a script)."""
    changes = set()
    last = [None]

    def find(emu, frame, now, i):
        if last[0] is None:
            last[0] = emu.app.screen          # the first screen was built with the emulator
        frame(now)
        if emu.app.screen is not last[0]:
            last[0] = emu.app.screen
            changes.add(i)

    _play(path, find)
    rows = []

    def trace(emu, frame, now, i):
        if i not in changes:
            frame(now)
            return
        gc.collect()
        tracemalloc.start(25)
        try:
            frame(now)
            gc.collect()
            parts = _split(tracemalloc.take_snapshot())
        finally:
            tracemalloc.stop()
        screen = emu.app.screen
        game = getattr(screen, "game", None)
        rows.append({"script": path.stem, "screen": type(screen).__name__,
                     "game": getattr(game, "NAME", None), "ui_bytes": parts["ui"],
                     "engine_bytes": parts["engine"]})

    _play(path, trace)
    return rows


def screens(scripts):
    """The largest figures of each (game, screen) over the scripts, sorted by game then screen."""
    best = {}
    for path in tracked(scripts, len(scripts), "scripts"):
        for row in measure_script(path):
            key = (row["game"] or "", row["screen"])
            old = best.get(key)
            if old is None or row["ui_bytes"] + row["engine_bytes"] > old["ui_bytes"] + old["engine_bytes"]:
                best[key] = row
    return [best[k] for k in sorted(best)]


def run(args):
    """Print each screen's allocations (and with --vm, each game's engine heap on the VM)."""
    scripts = sorted(Path(args.scripts).glob("*.keys")) if args.scripts else sorted(SCRIPTS.glob("*.keys"))
    if not scripts:
        from bowwords.errors import BowwordsError
        raise BowwordsError("no key scripts (*.keys) in %s" % (args.scripts or SCRIPTS))
    rows = screens(scripts)
    vm = {}
    if args.vm:
        from bowwords import bench
        for name in sorted({r["game"] for r in rows if r["game"]}):
            vm[name] = bench.measure(name)["min_heap_kb"]
    for row in rows:
        row["engine_vm_min_heap_kb"] = vm.get(row["game"])
    if args.json:
        print(json.dumps({"proxy": "tracemalloc on CPython (objects ~2-3x MicroPython's)",
                          "unit": "bytes allocated in the frame a screen appears and live at its end, by "
                                  "the project frame that allocated them; engine_vm_min_heap_kb from bench vm",
                          "screens": rows}, indent=2))
        return 0
    print("%-14s %-16s %10s %12s %10s  %s" % ("game/tool", "screen", "ui (B)", "engine (B)", "VM (KB)",
                                             "script"))
    for r in rows:
        kb = r["engine_vm_min_heap_kb"]
        print("%-14s %-16s %10d %12d %10s  %s" % (r["game"] or "-", r["screen"], r["ui_bytes"],
                                                 r["engine_bytes"], "-" if kb is None else kb, r["script"]))
    print("ui/engine: bytes allocated in the frame the screen appears, still live at its end, on CPython (a proxy: "
          "MicroPython objects are smaller); VM: the game's smallest heap on the MicroPython VM (--vm)")
    return 0
