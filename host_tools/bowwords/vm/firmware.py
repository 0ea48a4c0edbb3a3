"""The whole firmware on CircuitPython's own VM, headless: code.py from a bundle, driven by a key script.

`bowwords bundle` builds the folder users flash (`.py` or `.mpy`); the one board model
(host_tools/vboard, imported there as `vboard`) is the board, and `board.py` (imported there as
`vmboard`) its host on the VM (`bowwords.vm.Machine`): it runs boot.py at each power-up, then
code.py and the programs it reloads into, each a VM run of its own under a heap and pystack
cap, with the key levels of a key script changing at the frames model.md gives every host. A run reports the live heap per screen after gc.collect(), the
screen it ended on, and whether the firmware had to recover from an error.
"""

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from bowwords import vm
from bowwords.emulator import BOOT_MS, FRAME_MS, POWER_UP_MS, SWITCH_MS, prepare
from bowwords.keyscript import parse_script
from bowwords.errors import BowwordsError

BOARD = "pybadge"             # the reference board: 8 keys on a shift register, as vmboard.py has
_HERE = Path(__file__).resolve().parent
_VBOARD = _HERE.parent.parent / "vboard"      # the one board model (device Python)
# The board's timing every host keeps (model.md): code.py's first frame POWER_UP_MS after
# power-up (boot.py runs first, vmboard.POWER_UP_MS), and a power cut after the frame at c powers
# up again at c + CUT_MS (code.py's first frame at c + CUT_MS + POWER_UP_MS = c + 990).
CUT_MS = BOOT_MS - POWER_UP_MS
# On the VM: the module name -> its source here (vmswitch: imported by vmboard in MODE "switch" only)
_DRIVER_MODULES = {"vmboard": _HERE / "board.py", "vmswitch": _HERE / "board_switch.py",
                   "vmheap": _HERE / "board_heap.py"}
_ENDS_ON = re.compile(r"#\s*ends on:\s*(\w+)\s*\|\s*(.+?)\s*$")
_SEED = re.compile(r"#\s*seed:\s*(\d+)")


def schedule(lines, held=()):
    """The schedule vmboard.py reads: each press and release of the key script as a change of its
    key line's level at the time of the last frame at or before it (frames on the 33 ms grid from
    power-up at 0), keys numbered as on the PyBadge; vboard.keypad's scans read the levels.
    `held`: keys down since before power-up (a change at -1 ms: boot.py's keypad finds them
    down as it is made), until the script lets them go."""
    prepare(headless=True)           # firmware/ importable, for its board profile
    from bowui import boards
    from bowui.input import NAMES

    keymap = boards.PROFILES[BOARD]["map"]
    bits = {n.lower(): b for n, b in NAMES}
    pending = []
    for t, kind, arg, hold in parse_script(lines):
        pending.append((t, 0, kind, arg))
        if kind == "press":
            pending.append((t + hold, 1, "release", arg))
    pending.sort(key=lambda e: (e[0], e[1]))
    now = 0
    out = ["P -1 %d 1" % keymap.index(bits[name.lower()]) for name in held]
    for t, _, kind, arg in pending:
        while now + FRAME_MS <= t:
            now += FRAME_MS
        if kind == "cut":
            continue                            # fwvm.run's cuts: the VM stops, then boots again
        if kind in ("press", "release"):
            for part in arg.split("+"):
                bit = bits.get(part.lower())
                if bit is None or part.lower() == "shake":
                    raise BowwordsError("key script: %r has no key on the VM board (a PyBadge with no "
                                        "accelerometer: roll with A)" % part)
                out.append("P %d %d %d" % (now, keymap.index(bit), kind == "press"))
        else:                                   # shot or text: the screen after one more frame
            now += FRAME_MS
            label = Path(arg).stem if kind == "shot" else "text"
            out.append("M %d %s" % (now, label))
    now += 2 * FRAME_MS
    return "E %d\n" % now + "\n".join(out) + "\n"


def ends_on(lines):
    """(screen, text) from a key script's "# ends on: Screen | text" line, or None."""
    for line in lines:
        found = _ENDS_ON.search(line)
        if found:
            return found.group(1), found.group(2)
    return None


def script_seed(lines, default=7):
    """The seed a key script is played with: its "# seed: N" line, else the README's 7."""
    for line in lines:
        found = _SEED.search(line)
        if found:
            return int(found.group(1))
    return default


_BUNDLES = {}


def bundle(mpy=True):
    """The folder `bowwords bundle --board pybadge [--mpy]` builds (once per process)."""
    if mpy not in _BUNDLES or not Path(_BUNDLES[mpy]).is_dir():
        from bowwords import bundle as bundler

        out = Path(tempfile.mkdtemp(prefix="bowwords-fwvm-")) / ("mpy" if mpy else "py")
        _BUNDLES[mpy] = bundler.build(BOARD, out=out, mpy=mpy)["out"]
    return _BUNDLES[mpy]


class Run:
    """What one run of the firmware showed (over the VM runs its reloads and power cuts took):
    ok, ended (screen, texts), peaks, crash, output, reloads and cuts."""

    def __init__(self, done, expected, cuts=0, credit=0):
        self.credit = credit    # bytes of the VM's heap given to the board model (model_credit)
        self.returncode = done.returncode
        self.stdout = done.stdout
        self.stderr = done.stderr
        self.peaks = {}
        self.peak_ms = {}       # screen -> the time (ms) of its peak
        self.screens = []       # [(screen, [texts])] each new screen, and ("crash", line) where one was
        self.start_bytes = 0
        self.heap_bytes = 0
        self.ended = None
        self.crash = None
        self.reloads = 0        # the programs the board switched between (code.py <-> game.py)
        self.cuts = cuts        # power cuts the run was given
        self.games = {}         # screen -> the NAME of the game it showed ("-": none)
        self.terminal = []      # [(ms, text)] each time a player could see the terminal (a switch)
        for line in done.stdout.splitlines():
            head, _, rest = line.partition(" ")
            if head == "TERMINAL":
                ms, _, text = rest.partition(" ")
                self.terminal.append((int(ms), text))
            elif head == "PEAK":
                name, value, ms = rest.rsplit(" ", 2)
                if int(value) - credit > self.peaks.get(name, 0):
                    self.peaks[name] = int(value) - credit
                    self.peak_ms[name] = int(ms)
            elif head == "SCREEN":
                shown = rest.split("|")
                self.screens.append((shown[0], shown[1:]))
            elif head == "FRAME0":
                self.start_bytes = self.start_bytes or int(rest.split()[0]) - credit
                self.heap_bytes = int(rest.split()[1]) - credit     # the whole heap the run had
            elif head == "END":
                self.ended = rest.split("|")
            elif head == "RELOAD":
                self.reloads += 1
            elif head == "OF":
                screen, game = rest.split(" ", 1)
                if game != "-" or screen not in self.games:
                    self.games[screen] = game
            elif head == "CRASH":
                self.screens.append(("crash", rest))
                if self.crash is None:
                    self.crash = rest
        tail = (done.stderr.strip().splitlines() or [""])[-1]
        if self.crash is None and (done.returncode != 0 or self.ended is None):
            self.crash = tail or "the VM stopped (exit %d)" % done.returncode
        self.ok = self.crash is None and self.ended is not None
        if self.ok and expected:
            screen, text = expected
            shown = " ".join(" ".join(self.ended[1:]).split())    # labels of a row, as one line
            if self.ended[0] != screen or " ".join(text.split()) not in shown:
                self.ok = False
                self.crash = "ended on %s, not %s with %r" % (self.ended[0], screen, text)

    def screen_peaks(self):
        """[(screen, peak live bytes)] in the order of the largest first."""
        return sorted(self.peaks.items(), key=lambda kv: -kv[1])


class _Done:
    """The VM runs of one firmware run, as one subprocess result."""

    def __init__(self):
        self.returncode = 0
        self.stdout = ""
        self.stderr = ""

    def add(self, done):
        self.returncode = done.returncode
        self.stdout += done.stdout
        self.stderr += done.stderr


def bundle_pystack(root):
    """The pystack (bytes) a bundle's settings.toml asks for, else a SAMD51 board's own."""
    found = re.search(r"^CIRCUITPY_PYSTACK_SIZE\s*=\s*(\d+)", _read(Path(root) / "settings.toml"), re.M)
    return int(found.group(1)) if found else vm.BOARD_PYSTACK


def _read(path):
    try:
        return path.read_text()
    except OSError:
        return ""


_DRIVERS = {}


def _driver(machine):
    """The folder to import vmboard, vboard (the board model, a package) and vmswitch and vmheap
    from (made once a process): compiled by CircuitPython's mpy-cross when there is one, with -O3
    as the bundle (its code then costs less heap), else the source."""
    if machine.path not in _DRIVERS or not Path(_DRIVERS[machine.path]).is_dir():
        where = Path(tempfile.mkdtemp(prefix="bowwords-vmboard-"))
        (where / "vboard").mkdir()
        cross = vm.circuitpython_tool("mpy-cross", machine.path)
        modules = dict(_DRIVER_MODULES)
        modules.update({"vboard/" + p.stem: p for p in sorted(_VBOARD.glob("*.py"))})
        for name, source in modules.items():
            done = None
            if cross:
                done = subprocess.run([cross, "-o", str(where / (name + ".mpy")), "-s", name + ".py",
                                       "-O3", str(source)], capture_output=True, text=True, timeout=60)
            if done is None or done.returncode != 0:
                shutil.copyfile(source, where / (name + ".py"))
        _DRIVERS[machine.path] = str(where)
    return _DRIVERS[machine.path]


# The heap the stand-ins of vm/board.py held on the VM before the board model (measured at 600fdaf on
# CircuitPython 10.2.1's VM: 11,120 bytes, part of FRAME0's 12,816). A board has these modules
# in C, off its heap; the model (vboard, more of the board than the stand-ins were) holds more
# bytecode. The VM's heap is made larger by the difference (model_credit) and every figure of a
# Run is less by it: the firmware has the room it had, and its figures compare with earlier ones.
# The model's names (qstrs): 356 interned in RAM ahead of the firmware's (the stand-ins had 146;
# a board's modules have theirs in flash). py/qstr.c's pools double (10, 20, ..., 640, 1,280
# entries), so the program's own names would reach the 1,280-entry pool (about 7.7 KB in one
# piece, "allocating 1280 bytes" when it fails: qstr_add passes the entry count to
# m_malloc_fail) some 210 names sooner than with the stand-ins, late in a game, where no such
# piece is left. vmboard.reserve_names() makes that pool before the program (the program's names
# go there); the credit gives it back with the names that took the smaller pools' places, but not
# those smaller pools: the program's names would have filled them, as with the stand-ins.
STANDINS_BYTES = 11120
_CREDITS = {}
_PROBE = ("import gc\ngc.collect()\na = gc.mem_alloc()\nimport vmboard\nfrom vboard import model\nmodel.install(None)\n"
          "pools = vmboard.reserve_names()\ngc.collect()\nprint(gc.mem_alloc() - a - pools)")


def model_credit(machine):
    """The bytes added to the VM's heap for the board model (vboard and vmboard, and the names'
    pool reserved for the program): what it holds beyond the stand-ins' STANDINS_BYTES and the
    pools the program's names would have made, and the GC's tables for it, in whole KB (0 if
    nothing more): measured once a process."""
    if machine.path not in _CREDITS:
        done = machine.run(["-c", _PROBE], 512, paths=[_driver(machine)])
        if done.returncode != 0:
            raise BowwordsError("the board model does not load on the VM: %s"
                                % (done.stderr.strip().splitlines() or ["?"])[-1])
        extra = int(done.stdout.split()[-1]) - STANDINS_BYTES
        extra += extra // 25              # the GC's tables take about 1/33 of what is added
        _CREDITS[machine.path] = max(0, (extra + 1023) // 1024 * 1024)
    return _CREDITS[machine.path]


MAX_RUNS = 400                # VM runs in one firmware run: more is a reload loop


def run(lines, heap_kb, pystack=None, mpy=True, nvm=None, seed=None, machine=None,
        expected="script", timeout=900, cuts=None, margin=0, mode="", largest=vm.BOARD_LARGEST_BLOCK,
        root=None, held=()):
    """Run the firmware on the CircuitPython VM for a key script's lines; returns a Run.

    mpy: the bundle's default .mpy files (False: its .py sources).
    heap_kb: the board's heap (the VM's is larger by model_credit: the figures are less by it); the pystack (default: the bundle's settings.toml, else the
    board's 2,048 bytes) is not taken from it (CircuitPython 10 takes both from one outer
    pool, and the heap's figure is what is left). nvm: the file that holds the board's
    NVM across runs (None: erased flash, forgotten after the run). expected: (screen, text) the
    run must end on, "script" for the script's own "# ends on:" line, or None. cuts: times (ms)
    of power cuts: the VM stops after the frame at each and boots again on the same NVM (None:
    the script's own `cut` lines). margin: bytes of pystack the run leaves unused (the heap stays
    the board's). mode: vmboard's MODE ("break MS": an error in the frame at MS). A reload (the
    menu and game programs hand over so) starts the VM again on a fresh heap. largest: the
    longest free run of the heap in bytes, as a board's largest heap area (vmboard's heap
    fence, bowwords/vm/board_heap.py: an allocation above it raises MemoryError); 0: the VM's
    one contiguous heap. root: the drive's folder (default: the bundle's). held: keys held down
    since before power-up (names, as in key scripts)."""
    machine = machine or vm.Machine("circuitpython")
    if expected == "script":
        expected = ends_on(lines)
    root = root or bundle(mpy)
    pystack = pystack or bundle_pystack(root)
    credit = model_credit(machine)
    heap = heap_kb * 1024 + credit
    pystack -= margin
    if cuts is None:
        cuts = [t for t, kind, _, _ in parse_script(lines) if kind == "cut"]
    done = _Done()
    with tempfile.TemporaryDirectory(prefix="bowwords-run-") as tmp:
        state = _Boot(lines, machine, tmp, nvm, seed, mode, largest, held)
        cuts = sorted(cuts)
        given = len(cuts)
        for _ in range(MAX_RUNS):
            stop = cuts[0] if cuts else 0
            cmd = [machine.path, "-X", "heapsize=%d" % heap, "-X", "pystack=%d" % pystack] + state.args(stop)
            one = subprocess.run(cmd, capture_output=True, text=True, env=state.env, cwd=root, timeout=timeout)
            done.add(one)
            if one.returncode != 0 or not state.next(one.stdout, stop):
                break
            if cuts and state.start > cuts[0]:
                cuts.pop(0)
        else:
            done.stdout += "CRASH more than %d reloads\n" % MAX_RUNS
    return Run(done, expected, given, credit)


class _Boot:
    """The arguments of each VM run of one firmware run: where the last one stopped. The first
    is the power-up (boot.py); what the board keeps between runs (the drive's readonly, the
    status bar, the terminal) is in the file `kept`."""

    def __init__(self, lines, machine, tmp, nvm=None, seed=None, mode="", largest=0, held=()):
        self.tmp = Path(tmp)
        sched = self.tmp / "schedule.txt"
        text = schedule(lines, held)
        sched.write_text(text)
        self.end = int(text.split()[1])              # the schedule's "E ms"
        self.schedule = str(sched)
        self.seed = script_seed(lines) if seed is None else seed
        self.nvm = str(nvm or self.tmp / "nvm.bin")
        self.mode = mode
        self.largest = largest                       # vmboard's heap fence (0: none)
        self.start = 0                               # power-up at 0
        self.program = "boot.py"
        self.previous = ""
        self.options = 0                             # the reload options the next run starts with
        self.brightness = ""                         # the backlight a reload keeps ("": power-up)
        self.traceback_out = str(self.tmp / "traceback-out.txt")
        self.kept = str(self.tmp / "kept.txt")
        self.env = dict(os.environ)
        self.env["MICROPYPATH"] = os.pathsep.join([_driver(machine), "", "lib"])   # then the drive, as a board

    def args(self, stop=0):
        """The VM's arguments for the next run (stopped by a power cut at `stop` ms, if not 0)."""
        argv = ["vmboard", self.schedule, self.nvm, self.seed, self.mode, self.start, stop,
                self.program, self.previous, self.options, self.traceback_out, self.brightness,
                self.largest, self.kept]
        start = ""
        if self.mode == "switch":         # the VM's own start ends here (bench.speed.MARK)
            start = "import binascii; binascii.hexlify(b'm'); print('S vm'); "
        return ["-c", start + "import vmboard; vmboard.main(%r)" % [str(a) for a in argv]]

    def next(self, stdout, stop=0):
        """Read where a run ended; True if the board runs again (code.py after boot.py, a reload,
        or a power cut at `stop`)."""
        error = ""
        stopped = stop
        for line in stdout.splitlines():
            head, _, rest = line.partition(" ")
            if head == "STOPPED":
                stopped = int(rest)
            elif head == "TRACEBACK":
                error = rest
            elif head == "BOOTED":                     # code.py's first frame, POWER_UP_MS after power-up
                self.start += POWER_UP_MS
                self.program = ""
                self.brightness = rest.split()[1]
                return True
            elif head == "RELOAD":
                ms, program, seed, options, brightness = rest.split()
                self.start = int(ms) + SWITCH_MS       # keys pressed during the switch are lost
                self.program = program
                self.seed = int(seed)
                self.options = int(options)
                self.brightness = brightness
                self.previous = ""
                if error:                              # the whole text, for get_previous_traceback
                    path = self.tmp / "traceback.txt"
                    os.replace(self.traceback_out, path)
                    self.previous = str(path)
                return True
            elif head == "END" and 0 < stop < self.end:
                self.start = stopped + CUT_MS          # the power comes back: boot.py runs
                self.program = "boot.py"
                self.previous = self.brightness = ""
                self.options = 0
                return True
        return False


def frame_instructions(lines, heap_kb=192, mpy=True, machine=None, turns=None):
    """[(screen, instructions, longest stretch)] for each frame of a key script (the first, which
    also boots, left out). The longest stretch: the most instructions the frame ran between two
    screen changes, a frame's end or a step of the thinking dot while bots move (vmboard prints
    "T" at each). With a list `turns`, the instructions of each bots' turn (from the thinking dot's
    showing to its going, vmboard's "B" and "E": every bot move between two human ones) are
    added to it, the first frames' included."""
    from bowwords.bench import speed

    machine = machine or vm.Machine("circuitpython")
    frames = []
    with tempfile.TemporaryDirectory(prefix="bowwords-time-") as tmp:
        boot = _Boot(lines, machine, tmp, mode="time")
        for _ in range(MAX_RUNS):
            counts, done = speed.intervals(machine, boot.args(), heap_kb, cwd=bundle(mpy), env=boot.env)
            frames += _frames(counts, done.stdout, turns)[1:]       # the first frame also boots
            if not boot.next(done.stdout):
                break
    return frames


def _frames(counts, stdout, turns=None):
    """[(screen, instructions, longest stretch)] of one VM run's frames, from its callgrind counts
    (each the instructions before one mark); the bots' turns' instructions added to `turns`."""
    marks = [line for line in stdout.splitlines() if line.startswith("F ") or line in ("T", "B", "E")]
    if len(counts) != len(marks) + 1:
        raise BowwordsError("%d callgrind dumps for %d frames and dot marks: something else calls the "
                            "marker's C function" % (len(counts), len(marks)))
    frames = []
    total = longest = 0
    turn = None                         # the instructions of the bots' turn under way, if any
    for line, n in zip(marks, counts[:len(marks)], strict=True):
        total += n
        longest = max(longest, n)
        if turn is not None:
            turn += n
        if line == "B":
            turn = 0
        elif line == "E":
            if turns is not None and turn is not None:
                turns.append(turn)
            turn = None
        elif line != "T":
            frames.append((line[2:], total, longest))
            total = longest = 0
    return frames


SWITCH_PARTS = ("vm", "standins", "compile", "imports", "hardware", "app", "frame", "bots")


def switch_instructions(lines, heap_kb=192, mpy=True, machine=None):
    """[(program, {part: instructions}, [(part, module, instructions)])] for each program a key
    script starts, up to the game program's first return to the menu: the menu at power-up,
    the game program (the script's setup starts a game), then the menu program after it (Start
    + Select's switch, made by vmboard once the game's bots' first turn is over). Parts
    (vmboard's MODE "switch"): vm (the VM's own start), standins (vmboard's set-up: a board has
    none), compile (the program's text compiled), imports, hardware (Hardware()), app (App and
    its first screen), frame (the first frame) and bots (the thinking dot's bots' turns,
    wherever they fall, to the end of the first). The list: each outermost import's cost (the
    modules it imported included) and the part it fell in."""
    from bowwords.bench import speed

    machine = machine or vm.Machine("circuitpython")
    runs = []
    with tempfile.TemporaryDirectory(prefix="bowwords-switch-") as tmp:
        boot = _Boot(lines, machine, tmp, mode="switch")
        for _ in range(4):
            program = boot.program or "code.py (power-up)"
            counts, done = speed.intervals(machine, boot.args(), heap_kb, cwd=bundle(mpy), env=boot.env)
            if program != "boot.py":                   # the power-up's boot.py: not a switch
                runs.append((program,) + _switch_parts(counts, done.stdout))
            if not boot.next(done.stdout):
                break
    return runs


def _switch_parts(counts, stdout):
    """({part: instructions}, [(part, module, instructions)]) of one VM run from its callgrind
    counts (one before each mark)."""
    marks = [line for line in stdout.splitlines()
             if line[:2] in ("S ", "I>", "I<") or line in ("T", "B", "E")]
    if len(counts) != len(marks) + 1:
        raise BowwordsError("%d callgrind dumps for %d switch marks: something else calls the marker's "
                            "C function" % (len(counts), len(marks)))
    parts = dict.fromkeys(SWITCH_PARTS, 0)
    imports = []                    # [(part, module, instructions)]
    waiting = []                    # imports of the part under way: its name comes at its end
    pending = 0                     # instructions of the part under way (up to a dot's mark)
    turn = False
    framed = False
    for line, n in zip(marks, counts[:len(marks)], strict=True):
        if turn:
            parts["bots"] += n
            turn = line != "E"
            if not turn and framed:
                break               # the bots' first turn after the first frame is over
        elif framed:
            turn = line == "B"      # after the first frame: only the bots' first turn counts
        elif line == "B":
            pending += n
            turn = True
        elif line.startswith("S "):
            part = line[2:]
            parts[part] += pending + n
            imports += [(part, name, ir) for name, ir in waiting]
            pending = 0
            waiting = []
            framed = part == "frame"
        else:                       # an import's start or end, a step of the dot outside a turn
            pending += n
            if line.startswith("I< "):
                waiting.append((line[3:], n))
    return parts, imports
