"""The VM tiers: every device test module runs on MicroPython's VM under a hard heap cap, and on
CircuitPython itself (where ../shared/tools/circuitpython is found) at a board's 2,048-byte pystack.

Each test_* function of tests/device/ must pass there too, and each transcript_*
generator must yield exactly what it yields on CPython (same seeds, same games).
"""

import importlib

import pytest
from conftest import HEAP_REPORT, device_functions, device_modules, device_sweeps

_CASES = [pytest.param(m, f, id="%s::%s" % (m, f), marks=[pytest.mark.sweep] if f in device_sweeps(m) else [])
          for m in device_modules() for f in device_functions(m)]
_RUNS = {}


def _results(vm, module, sweep):
    """The results of the module's quick tests, or of its sweeps, in one run of the VM each."""
    key = (vm.machine.kind, module, sweep)
    if key not in _RUNS:
        names = [n for n in device_functions(module) if (n in device_sweeps(module)) == sweep]
        _RUNS[key] = vm.run_module(module, names)
        heaps = [int(d) for s, d, _ in _RUNS[key].values() if s == "PASS" and d.isdigit()]
        if heaps:
            HEAP_REPORT[key[:2]] = max(heaps + [HEAP_REPORT.get(key[:2], 0)])
    return _RUNS[key]


def _passes(vm, module, name):
    status, detail, outputs = _results(vm, module, name in device_sweeps(module))[name]
    assert status == "PASS", "%s.%s on %s: %s" % (module, name, vm.machine.kind, detail)
    if name.startswith("transcript_"):
        expected = [str(v) for v in getattr(importlib.import_module(module), name)()]
        assert outputs, "the VM printed nothing for " + name
        assert outputs == expected, "%s differs between CPython and %s" % (name, vm.machine.kind)


@pytest.mark.parametrize("module,name", _CASES)
def test_on_micropython_vm(vm, module, name):
    _passes(vm, module, name)


@pytest.mark.parametrize("module,name", _CASES)
def test_on_circuitpython_vm(cpvm, module, name):
    _passes(cpvm, module, name)


def test_vm_cap_is_a_hard_limit(vm):
    """The cap is real: 96 K words cannot hold a 200 KB bytearray (a MemoryError, exit 1)."""
    done = vm.run(["-c", "b = bytearray(200 * 1024)"])
    assert done.returncode != 0 and "MemoryError" in done.stderr + done.stdout


def test_circuitpython_cap_and_pystack_are_hard_limits(cpvm):
    """128 KB cannot hold a 140 KB bytearray; 2,048 bytes of pystack cannot hold 60 nested calls."""
    done = cpvm.run(["-c", "b = bytearray(140 * 1024)"])
    assert done.returncode != 0 and "MemoryError" in done.stderr + done.stdout
    done = cpvm.run(["-c", "def f(n):\n    return n and f(n - 1)\nf(60)"])
    assert done.returncode != 0 and "pystack exhausted" in done.stderr + done.stdout
