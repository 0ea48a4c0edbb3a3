"""Figures of the browser build: `python -m bowwords.web.figures [--screenshot PNG]`.

Builds the site, then in headless Chromium (as the tests drive it): the page's weight (each
pack), the time from navigation to the first menu frame, cold (a fresh profile) and warm (the
page opened again), from file:// and over http (warm: answered by the service worker), and
the bots' slowest moves of a whole game (default tests/games/buyword-game.keys) in the page
against the same frames in the emulator (CPython), on this machine, one run each. With
--screenshot it also writes a picture of the page showing a BuyWord table
(docs/screenshots/buyword-table.keys).
"""

import argparse
import json
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from bowwords.vm import firmware as fwvm
from bowwords.web import site

ROOT = Path(__file__).resolve().parents[3]


def _drive(steps, out):
    job = {"npm": str(site.npm_root()), "chromium": shutil.which("chromium"), "site": str(out), "steps": steps}
    done = subprocess.run(["node", str(Path(__file__).parent / "drive.mjs")], input=json.dumps(job),
                          capture_output=True, text=True, timeout=600)
    return json.loads(done.stdout)["results"]


def _emulator_frames(lines, seed):
    """({virtual ms: wall ms} of every emulator frame, [(virtual ms, wall ms) of each bots' turn])
    of a key script."""
    from bowwords.emulator import Emulator
    emu = Emulator("pybadge", seed=seed)
    times = {}
    bots = []
    frame = emu.frame
    began = []

    def mark(data):                  # bowui.thinking's hook, as the page's display has it
        if data == b"b":
            began[:] = [time.perf_counter()]
        elif data == b"e" and began:
            bots.append((emu.now, (time.perf_counter() - began[0]) * 1000))
    emu.board.DISPLAY.mark = mark

    def timed(now=None):
        t0 = time.perf_counter()
        frame(now)
        times[emu.now] = (time.perf_counter() - t0) * 1000
    emu.frame = timed
    emu.play_script(lines)
    return times, bots


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--screenshot", metavar="PNG", help="write a picture of the page (a BuyWord table)")
    ap.add_argument("--game", metavar="KEYS", default=str(ROOT / "tests" / "games" / "buyword-game.keys"),
                    help="the whole game whose bots' moves are timed (default: BuyWord, tests/games)")
    args = ap.parse_args(argv)
    out = Path(tempfile.mkdtemp(prefix="bowwords-web-")) / "site"
    report = site.build(out)
    print("page weight: %d KB (%s bytes) in %d files" % (round(report["bytes"] / 1024), format(report["bytes"], ","),
                                                         len(report["files"])))
    sizes = dict(report["files"])
    packs = {"the dictionary": "packs/words.js", "the port": "packs/port.js", "the firmware": "packs/firmware.js",
             "the board's stand-ins": "packs/device.js"}
    rest = report["bytes"] - sum(sizes[f] for f in packs.values())
    print("  " + ", ".join("%s %d KB" % (name, round(sizes[f] / 1024)) for name, f in packs.items())
          + ", the page itself %d KB" % round(rest / 1024))
    game = Path(args.game).read_text().splitlines()
    steps = [{"op": "open", "waitFrame": True}, {"op": "open", "waitFrame": True}]
    steps.append({"op": "open", "query": "?paused"})
    steps.append({"op": "script", "schedule": fwvm.schedule(game), "seed": fwvm.script_seed(game)})
    if args.screenshot:
        table = (ROOT / "docs" / "screenshots" / "buyword-table.keys").read_text().splitlines() + ["+1 shot f.png"]
        steps.append({"op": "script", "schedule": fwvm.schedule(table), "seed": 7})
        steps.append({"op": "screenshot", "path": str(Path(args.screenshot).resolve())})
    steps += [{"op": "serve"}, {"op": "open", "waitFrame": True, "waitWorker": True}, {"op": "open", "waitFrame": True}]
    got = _drive(steps, out)
    cold, warm, http_cold, http_warm = got[0], got[1], got[-2], got[-1]
    print("first menu frame after navigation, file://: cold %.0f ms (files loaded and unpacked at %.0f ms), "
          "warm %.0f ms" % (cold["firstFrame"], cold["loadedMs"], warm["firstFrame"]))
    print("first menu frame over http: cold %.0f ms, warm (the service worker's cache) %.0f ms"
          % (http_cold["firstFrame"], http_warm["firstFrame"]))
    page = got[3]
    emu, emu_bots = _emulator_frames(game, fwvm.script_seed(game))
    in_page = {clock: ms for _, clock, ms in page["slow"]}
    print("%s, menu to results: %.1f s in the page, %.1f s of frames in the emulator; ended on %s" % (
        Path(args.game).name, page["ms"] / 1000, sum(emu.values()) / 1000, page["screen"]))
    print("the page's slowest frames (the bots' moves) and the same frames in the emulator:")
    for clock in sorted(in_page, key=lambda c: -in_page[c])[:3]:
        print("  frame at %6d ms (virtual): page %5d ms, emulator %5.0f ms" % (clock, in_page[clock], emu.get(clock, 0)))
    page_bots = [ms for _, _, ms in page["bots"]]
    emu_ms = [ms for _, ms in emu_bots]
    if page_bots and emu_ms:
        print("the bots' turns (the thinking dot, begin to end): %d in the page, %d in the emulator; "
              "median %.0f ms against %.0f ms, longest %.0f ms against %.0f ms"
              % (len(page_bots), len(emu_ms), sorted(page_bots)[len(page_bots) // 2], sorted(emu_ms)[len(emu_ms) // 2],
                 max(page_bots), max(emu_ms)))
    if args.screenshot:
        print("screenshot:", args.screenshot)


if __name__ == "__main__":
    main()
