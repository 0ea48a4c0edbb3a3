"""The VM tier: every device test module runs on the MicroPython VM under a hard heap cap.

Each test_* function of tests/device/ must pass there too, and each transcript_*
generator must yield exactly what it yields on CPython (same seeds, same games).
"""

import importlib

import pytest
from conftest import HEAP_REPORT, device_functions, device_modules

_CASES = [(m, f) for m in device_modules() for f in device_functions(m)]
_RUNS = {}


def _results(vm, module):
    if module not in _RUNS:
        _RUNS[module] = vm.run_module(module)
        heaps = [int(d) for s, d, _ in _RUNS[module].values() if s == "PASS" and d.isdigit()]
        if heaps:
            HEAP_REPORT[module] = max(heaps)
    return _RUNS[module]


@pytest.mark.parametrize("module,name", _CASES, ids=["%s::%s" % c for c in _CASES])
def test_on_micropython_vm(vm, module, name):
    status, detail, outputs = _results(vm, module)[name]
    assert status == "PASS", "%s.%s on the VM: %s" % (module, name, detail)
    if name.startswith("transcript_"):
        expected = [str(v) for v in getattr(importlib.import_module(module), name)()]
        assert outputs, "the VM printed nothing for " + name
        assert outputs == expected, "%s differs between CPython and the VM" % name


def test_vm_cap_is_a_hard_limit(vm):
    """The cap is real: 64 K words cannot hold a 200 KB bytearray (a MemoryError, exit 1)."""
    done = vm.run(["-c", "b = bytearray(200 * 1024)"])
    assert done.returncode != 0 and "MemoryError" in done.stderr + done.stdout
