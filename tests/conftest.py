"""Shared fixtures: the VM harnesses (MicroPython, and CircuitPython where it is found) and the heap report."""

import ast
import functools
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from bowwords import vm as vm_tools

TESTS = Path(__file__).resolve().parent
DEVICE = TESTS / "device"
ROOT = TESTS.parent
sys.path.insert(0, str(DEVICE))  # device test modules and the contract kit import as top-level

# Hypothesis: no test depends on the machine's speed. A loaded machine (two cores, the VM tiers
# running beside) makes generating inputs slow, which is not a failure of the code under test.
settings.register_profile("bowwords", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile("bowwords")

# Filled by the VM tiers: (VM kind, module) -> largest live heap (bytes) after a test.
HEAP_REPORT = {}
MICROPYTHON_HEAP_WK = 96
CIRCUITPY_HEAP_KB = 128   # the CircuitPython tier's cap (the PyBadge target): every device module passes in it


def device_modules():
    """The device test modules (tests/device/test_*.py), by module name."""
    return sorted(p.stem for p in DEVICE.glob("test_*.py"))


@functools.cache
def device_functions(module):
    """The test_* and transcript_* functions a device module defines, in file order."""
    tree = ast.parse((DEVICE / (module + ".py")).read_text())
    return [n.name for n in tree.body if isinstance(n, ast.FunctionDef)
            and (n.name.startswith("test_") or n.name.startswith("transcript_"))]


GAME_CONTRACTS = ("test_billionaire_contract", "test_bogglebowl_contract", "test_buyword_contract",
                  "test_highbid_contract")


def device_sweeps(module):
    """The device tests of a module that are sweeps: a game's contract kit at every player count
    and option set after its first (`make test` plays the first; `make test-sweeps` the rest)."""
    if module not in GAME_CONTRACTS:
        return ()
    return [n for n in device_functions(module) if n.startswith("test_contract_")][1:]


# The modules that take longest (VMs, Chromium, drawing): started first, so that xdist's workers,
# given whole modules (--dist loadscope), end together rather than one waiting on the other.
LONGEST_FIRST = ("test_firmware_circuitpython", "test_vm_tier", "test_web_chromium", "test_web_page",
                 "test_screen_check", "test_bundle", "test_firmware_monkey", "test_heavy_saves")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """Mark the device modules' sweeps (on CPython) before `-m` selects by mark; the longest
    modules first."""
    for item in items:
        path = Path(str(item.fspath))
        if path.parent == DEVICE and item.name in device_sweeps(path.stem):
            item.add_marker(pytest.mark.sweep)
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(Path(str(item.fspath)).stem, len(rank)))   # (stable)


class VM:
    """Runs code on a VM with a hard heap cap: MicroPython (64 K words) or CircuitPython
    (96 KB and a board's 2,048-byte pystack)."""

    def __init__(self, machine, heap):
        self.machine = machine
        self.heap = heap

    def run(self, args, heap=None, paths=(DEVICE,), **kw):
        """Run the VM with ARGS under its cap; returns the finished process."""
        return self.machine.run(args, heap or self.heap, paths=paths, cwd=ROOT, **kw)

    def exec(self, code, heap=None):
        """Run source code; returns its stdout, raising AssertionError if it fails."""
        done = self.run(["-c", code], heap)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    def run_module(self, module, names):
        """Run these tests of a device test module with runner.py: {name: (status, detail, outputs)}."""
        done = self.run([DEVICE / "runner.py", module] + list(names))
        results = {}
        outputs = {}
        for line in done.stdout.splitlines():
            parts = line.split(" ", 2)
            if parts[0] == "OUT":
                outputs.setdefault(parts[1], []).append(parts[2] if len(parts) > 2 else "")
            elif parts[0] in ("PASS", "FAIL") and len(parts) > 1:
                results[parts[1]] = (parts[0], parts[2] if len(parts) > 2 else "")
        for name in names:
            status, detail = results.get(name, ("FAIL", "no result (the VM stopped: %s)"
                                                % (done.stderr.strip()[-300:] or done.stdout[-300:])))
            results[name] = (status, detail, outputs.get(name, []))
        return results


def cli_run(argv, capsys):
    """Run the `bowwords` command in-process: (exit code, stdout, stderr)."""
    from bowwords import cli

    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def tree(folder):
    """{relative path: bytes} of every file under a folder."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


_OURS = ("bowengine", "bowui")


@pytest.fixture(autouse=True)
def same_modules_after_each_test():
    """The firmware releases game modules at the menu (as the board does) and some tests
    import it afresh; afterwards every test sees the module objects it imported at collection
    (its classes, its monkeypatches), not a second copy."""
    before = dict(sys.modules)
    yield
    changed = [n for n in before if sys.modules.get(n) is not before[n]]
    if not changed:
        return
    for name in list(sys.modules):            # imported against the copies: import them again later
        if name not in before and name.split(".")[0] in _OURS:
            del sys.modules[name]
    for name in changed:
        module = before[name]
        sys.modules[name] = module
        parent, _, child = name.rpartition(".")
        if parent in before:
            setattr(before[parent], child, module)


@pytest.fixture(scope="session")
def vm():
    """The MicroPython VM harness (-X heapsize=96wK; CircuitPython's tier is the measure of a board)."""
    return VM(vm_tools.Machine("micropython"), MICROPYTHON_HEAP_WK)


@pytest.fixture(scope="session")
def cpvm():
    """The CircuitPython VM harness (128 KB, 2,048-byte pystack); skipped where it is not found."""
    path = vm_tools.circuitpython()
    if path is None:
        pytest.skip("no CircuitPython VM (../shared/tools/circuitpython/circuitpython): its tier is skipped")
    return VM(vm_tools.Machine("circuitpython", path), CIRCUITPY_HEAP_KB)


def pytest_terminal_summary(terminalreporter):
    if not HEAP_REPORT:
        return
    terminalreporter.section("VM heap: live bytes after each module's heaviest test")
    terminalreporter.write_line("%-28s %14s %14s" % ("module", "MicroPython", "CircuitPython"))
    terminalreporter.write_line("%-28s %14s %14s" % ("", "(64-bit, %dwK)" % MICROPYTHON_HEAP_WK, "(32-bit, %dK)" % CIRCUITPY_HEAP_KB))
    for module in sorted({m for _, m in HEAP_REPORT}):
        terminalreporter.write_line("%-28s %14s %14s" % (module, HEAP_REPORT.get(("micropython", module), "-"),
                                                         HEAP_REPORT.get(("circuitpython", module), "-")))


# Compiled bytecode is kept (under .pytest_cache, never beside the sources), also where the
# environment says not to write it: the firmware's modules are imported afresh at every program
# switch, as a board's are, and compiling them again each time was a quarter of a test's time
# (test_play_text: 22.8 s, 17.3 s with the cache).
PYCACHE = str(ROOT / ".pytest_cache" / "pycache")
sys.dont_write_bytecode = False
sys.pycache_prefix = PYCACHE
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["PYTHONPYCACHEPREFIX"] = PYCACHE
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
