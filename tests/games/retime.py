"""Re-times key scripts for the switch between the menu and game programs: `.venv/bin/python
tests/games/retime.py OLD_MS FILE...`.

A script written when a switch took OLD_MS (the emulator's SWITCH_MS then) is played with that
switch time; every line at or after a switch moves later by SWITCH_MS - OLD_MS, so each program
gets the same keys at the same moments of its own run as before (keys pressed during a switch are
lost). Absolute times stay absolute and +delays stay delays; comments are kept.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parent / "device")]

from bowwords import emulator  # noqa: E402
from bowwords.emulator import Emulator, parse_script  # noqa: E402
from bowwords.vm.firmware import script_seed  # noqa: E402


def switches(lines, old_ms):
    """The times (ms) of the frames that reloaded the board, the script played with old_ms."""
    new_ms = emulator.SWITCH_MS
    emulator.SWITCH_MS = old_ms
    try:
        emu = Emulator("pybadge", seed=script_seed(lines))
        emu.release = True
        found = []
        emu.watch = lambda what: found.append(emu.now) if what == "terminal" else None
        emu.play_script(lines)
    finally:
        emulator.SWITCH_MS = new_ms
    out = []                                  # in old time: each switch moved the clock on
    moved = 0
    for t in found:
        out.append(t - moved)
        moved += old_ms - emulator.FRAME_MS
    return out


def retime(lines, old_ms):
    """The script's lines with every event at or after a switch moved by SWITCH_MS - old_ms."""
    at = switches(lines, old_ms)
    shift = emulator.SWITCH_MS - old_ms
    out = []
    t_old = t_new = 0
    for raw in lines:
        body, hash_, comment = raw.partition("#")
        parts = body.split()
        if not parts:
            out.append(raw)
            continue
        when = parts[0]
        t_old = t_old + int(when[1:]) if when.startswith("+") else int(when)
        t = t_old + shift * sum(1 for s in at if t_old >= s)
        stamp = "+%d" % (t - t_new) if when.startswith("+") else "%d" % t
        t_new = t
        out.append(raw.replace(when, stamp, 1) if raw.lstrip().startswith(when) else raw)
    parse_script(out)                         # still a script
    return out


if __name__ == "__main__":
    old = int(sys.argv[1])
    for name in sys.argv[2:]:
        path = Path(name)
        lines = path.read_text().splitlines()
        found = switches(lines, old)
        if found:
            path.write_text("\n".join(retime(lines, old)) + "\n")
        print("%s: %d switches" % (path.name, len(found)))
