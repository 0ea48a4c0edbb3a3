"""Speed on a PyBadge, estimated from the instructions CircuitPython's own VM executes.

valgrind's callgrind counts the x86 instructions (Ir) the VM runs. The VM is stripped, so a
move or a frame is cut out by a marker: Python calls `binascii.hexlify(b"m")` (MARK; the dictionary
reader uses crc32), whose C function (found once by comparing two short runs, `marker_function`)
makes callgrind dump its counts before it runs, so each dump holds the instructions since the
last marker. A PyBadge's SAMD51 runs
about CYCLES_PER_IR cycles of its 120 MHz clock per instruction the VM executes here (a stated
factor, good to about +-50 %); a word game's dictionary reads from flash add READ_S each.
"""

import os
import re
import shutil
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

from bowwords import vm
from bowwords.errors import BowwordsError

CYCLES_PER_IR = 1.7       # SAMD51 cycles per instruction counted on the x86 VM (+-50 %)
CLOCK_HZ = 120e6          # the PyBadge's SAMD51
READ_S = 0.0002           # one dictionary read from flash (FAT + QSPI), assumed: 0.2 ms

MARK = "hexlify"          # the binascii function that marks: nothing else on the device calls it
_CALLS = "import binascii\nfor i in range(1000):\n    %s\n"
_cache = {}


def seconds(ir, reads=0):
    """Estimated seconds on a PyBadge for `ir` instructions and `reads` dictionary reads."""
    return ir * CYCLES_PER_IR / CLOCK_HZ + reads * READ_S


def _valgrind():
    exe = shutil.which("valgrind")
    if not exe:
        raise BowwordsError("valgrind is not installed: the speed estimate counts instructions with "
                            "callgrind (apt install valgrind)")
    return exe


def _callgrind(machine, args, heap_kb, out, cwd=None, env=None, dump_before=None):
    cmd = [_valgrind(), "--tool=callgrind", "--callgrind-out-file=" + str(out)]
    if dump_before:
        cmd.append("--dump-before=" + dump_before)
    cmd += [machine.path] + machine.caps(heap_kb) + [str(a) for a in args]
    full = dict(os.environ)
    full.update(env or {})
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, env=full, timeout=3600)


def _calls(path):
    """Calls to each function in a callgrind output file."""
    counts = Counter()
    names = {}
    callee = None
    for line in open(path):
        m = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
        if m:
            kind, idx, name = m.groups()
            if name:
                names[idx] = name.strip()
            if kind == "cfn":
                callee = names[idx]
            continue
        m = re.match(r"calls=(\d+)", line)
        if m and callee:
            counts[callee] += int(m.group(1))
    return counts


def marker_function(machine):
    """The name callgrind gives the C function that binascii.hexlify (MARK) alone calls."""
    if machine.path in _cache:
        return _cache[machine.path]
    with tempfile.TemporaryDirectory() as tmp:
        found = []
        for i, call in enumerate(("len(b'x')", "binascii.%s(b'x')" % MARK)):
            out = Path(tmp) / ("cg%d" % i)
            _callgrind(machine, ["-c", _CALLS % call], 256, out)
            found.append(_calls(out))
        base, marked = found
        for name in sorted(marked):
            if marked[name] == 1000 and not base.get(name):
                if _count_dumps(machine, name, tmp) == 3:
                    _cache[machine.path] = name
                    return name
    raise BowwordsError("no C function of the VM is called by binascii.%s alone: cannot mark moves" % MARK)


# Three markers around what a move or a frame does a lot of: a C function the marker calls may be
# also called by str.count, `in`, str.find, crc32, ... (each would cut a move in pieces).
_CHECK = ("import binascii\nbinascii.MARK(b'm')\nx = [str(i) for i in range(300)]\n"
          "binascii.MARK(b'm')\nd = {}\ns = 'BCU' * 3\nn = s.count('B') + ('U' in s) + s.find('C')\n"
          "n += b'u' in b'bcu'\nt = s.lower().upper()[1:] + s.replace('B', 'b')\n"
          "w = str(bytearray(b'abc')[:2], 'ascii')\nimport struct\n"
          "struct.pack_into('3s', bytearray(3), 0, 'abc')\nn = binascii.crc32(b'abc')\n"
          "binascii.MARK(b'm')\n").replace("MARK", MARK)


def _count_dumps(machine, name, tmp):
    code = _CHECK
    out = Path(tempfile.mkdtemp(dir=tmp)) / "check"     # a folder of its own: no dumps of another check
    _callgrind(machine, ["-c", code], 256, out, dump_before=name)
    return len(_dump_files(out)) - 1


def _dump_files(out):
    """OUT.1, OUT.2, ... (one per marker, in order), then OUT (from the last marker to the end)."""
    return sorted(Path(out).parent.glob(Path(out).name + ".*"), key=lambda p: int(p.suffix[1:])) + [Path(out)]


def intervals(machine, args, heap_kb, cwd=None, env=None):
    """Run the VM under callgrind; the instructions between one marker call and the next, in order
    (the first from the start to the first marker). Also returns the finished process."""
    name = marker_function(machine)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cg"
        done = _callgrind(machine, args, heap_kb, out, cwd=cwd, env=env, dump_before=name)
        if done.returncode != 0:
            raise BowwordsError("the VM failed under callgrind: " + (done.stderr.strip()[-300:] or "no output"))
        counts = []
        for path in _dump_files(out):
            for line in open(path):
                if line.startswith("totals:") or line.startswith("summary:"):
                    counts.append(int(line.split()[1]))
                    break
    return counts, done


_MOVES = """
import binascii
from bowengine import games
%(context)s
table = games.bots(%(name)r)
levels = %(levels)r
bots = [table[levels[p %% len(levels)]](p, 10 + p, ctx) for p in range(%(players)d)]
g = games.new(%(name)r, %(players)d, %(seed)d, None, ctx)
mark = binascii.%(mark)s
steps = 0
while g.waiting_for() and steps < %(steps)d:
    for p in g.waiting_for():
        view = g.view(p)
        legal = g.legal(p)
        reads[0] = 0
        mark(b"m")
        action = bots[p].act(view, legal)
        mark(b"m")
        print("MOVE", levels[p %% len(levels)], reads[0])
        g.apply(p, action)
        steps += 1
"""

_COUNTED = """
from bowengine.lexicon import Lexicon
reads = [0]
class Counted:
    def __init__(self, f):
        self.f = f
        self.seek = f.seek
        self.close = f.close
    def readinto(self, b):
        reads[0] += 1
        return self.f.readinto(b)
lx = Lexicon(%r, check=False)
lx._f = Counted(lx._f)
lx._k = lx._k[:-1] + (lx._f.readinto,)
ctx = {"lexicon": lx}
"""


def bot_moves(name, levels, steps=400, seed=1, machine=None):
    """[(bot level, instructions, dictionary reads)] for each bot move of one game of `name`
    whose seats take the bot levels in turn (the game's most players)."""
    from bowengine import games

    machine = machine or vm.Machine("circuitpython")
    cls = games.game_class(name)
    if "lexicon" in cls.CONTEXT:
        from bowwords.dictionary.cli import default_dictionary
        context = _COUNTED % str(default_dictionary())
    else:
        context = "ctx = {}\nreads = [0]"
    code = _MOVES % {"mark": MARK, "name": name, "players": cls.PLAYERS[1], "levels": list(levels), "seed": seed,
                     "steps": steps, "context": context}
    counts, done = intervals(machine, ["-c", code], 1024, env={"MICROPYPATH": vm.engine_root()})
    moves = [line.split() for line in done.stdout.splitlines() if line.startswith("MOVE ")]
    if len(counts) != 2 * len(moves) + 1:
        raise BowwordsError("%d callgrind dumps for %d bot moves: something else calls the marker's "
                            "C function" % (len(counts), len(moves)))
    acts = counts[1::2]                 # marker, act, marker, apply and the next view, marker, ...
    return [(m[1], ir, int(m[2])) for m, ir in zip(moves, acts, strict=False)]


def spread(values):
    """(p50, p99, max) of a list of numbers (nearest rank)."""
    if not values:
        return (0, 0, 0)
    s = sorted(values)
    pick = lambda q: s[min(len(s) - 1, int(q * len(s)))]   # noqa: E731
    return (pick(0.5), pick(0.99), s[-1])
