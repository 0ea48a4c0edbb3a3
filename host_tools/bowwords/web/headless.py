"""The browser's board on CPython: the page's device modules run a key script, no browser.

`python -m bowwords.web.headless BUNDLE SCHEDULE SEED OUT` runs code.py from a bundle folder
(`bowwords bundle --py`) on the one board model (host_tools/vboard/) with the page's drawing and
host (web/device/: displayio, vectorio, bitmaptools, webhost), in virtual time, driven by a
schedule as `bowwords.vm.firmware.schedule` makes it (the emulator's timing), exactly as the page does in Chromium; each reload starts the
next program with every module imported again (a fresh interpreter, as far as CPython goes).
The screen at each mark is written to OUT/LABEL.rgba (160 x 128 x 4 bytes, 0x00BBGGRR). It
prints one JSON line: the programs run, the marks and how the run ended. It runs in its own
process: its displayio is not Blinka's.
"""

import json
import os
import sys
from pathlib import Path

DEVICE = Path(__file__).resolve().parent / "device"
VBOARD = Path(__file__).resolve().parents[2]          # host_tools: the one board model, vboard/


class ScheduleHost:
    """The page's object (bowwords.js's `host` in virtual time; webhost's docstring lists it): key
    levels and marks from the schedule's lines, seeds from the emulator's sequence."""

    def __init__(self, schedule, seed, out):
        self.end = 0
        self.keys = []           # [(ms, key_number * 2 + pressed)]
        self.marks = []          # [(ms, label)]
        for line in schedule.splitlines():
            p = line.split()
            if not p:
                continue
            if p[0] == "E":
                self.end = int(p[1])
            elif p[0] == "P":
                self.keys.append((int(p[1]), int(p[2]) * 2 + int(p[3])))
            elif p[0] == "M":
                self.marks.append((int(p[1]), p[2]))
        self.k = 0
        self.m = 0
        self.due = []
        self._seed = seed
        self.out = Path(out)
        self.shown = {}
        self.tones = []

    def now(self):
        raise RuntimeError("a key script runs in virtual time")

    def key(self, ms):
        if self.k < len(self.keys) and self.keys[self.k][0] <= ms:
            self.k += 1
            return self.keys[self.k - 1][1]
        return -1

    def shaken(self):
        return 0

    def seed(self):
        s = self._seed
        self._seed = (s * 1103515245 + 12345) & 0x3FFFFFFF
        return s

    def frame_end(self, ms):
        while self.m < len(self.marks) and self.marks[self.m][0] <= ms:
            self.due.append(self.marks[self.m][1])
            self.m += 1
        return (1 if self.due else 0) | (2 if ms >= self.end else 0)

    def show(self, ms):
        data = (self.out / ".screen").read_bytes()
        for label in self.due:
            (self.out / (label + ".rgba")).write_bytes(data)
            self.shown[label] = ms
        self.due = []

    def nvm_saved(self):
        pass

    def tone(self, hz):
        self.tones.append(hz)

    def mark(self, kind):
        pass


def run(bundle, schedule, seed, out, max_programs=200):
    """Run the schedule from the bundle's code.py; returns the run's summary (a dict)."""
    os.chdir(bundle)
    sys.path[:0] = [str(DEVICE), str(VBOARD), "", "lib"]
    host = ScheduleHost(schedule, seed, out)
    baseline = set(sys.modules)
    real = {name: sys.modules[name] for name in ("time", "os")}
    program, carried = "code.py", None
    programs = []
    summary = {"programs": programs}
    for _ in range(max_programs):
        for name in [n for n in sys.modules if n not in baseline]:
            del sys.modules[name]
        sys.modules.update(real)
        import webhost
        webhost.install(host, virtual=True, carried=carried, scratch=str(out) + "/")
        programs.append(program)
        status = webhost.start(program)
        while status >= 0:
            status = webhost.tick()
        carried = webhost.carry()
        st = json.loads(carried)
        if status != webhost.RELOAD:
            summary.update(ended="stopped" if status == webhost.STOPPED else "error", error=st["error"],
                           screen=webhost.screen_name(), clock=webhost.clock())
            break
        program = st["reload_to"]
    summary["marks"] = host.shown
    summary["tones"] = sorted(set(host.tones))      # every pitch played (0: a stop)
    return summary


def main(argv):
    bundle, schedule, seed, out = argv[1:5]
    summary = run(Path(bundle).resolve(), Path(schedule).read_text(), int(seed), Path(out).resolve())
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv)
