"""The heap vmboard gives a program on CircuitPython's VM (bowwords/vm/board.py): no free run
longer than a PyBadge's largest heap area (vmheap's fence, bowwords/vm/board_heap.py), and no
bytecode of the measuring modes (vmswitch) or of the fence on it while the program runs.
A fake firmware (a code.py of a few lines) allocates and reports; skipped where the VM is absent."""

import subprocess

import pytest

from bowwords import vm
from bowwords.vm import firmware as fwvm

FAKE = """import sys
print("MODULES", "vmswitch" in sys.modules, "vmheap" in sys.modules)
for n in %r:
    try:
        big = bytearray(n)
        print("ALLOCATED", n)
    except MemoryError:
        print("REFUSED", n)
    big = None
"""


@pytest.fixture(scope="module")
def machine():
    if vm.circuitpython() is None:
        pytest.skip("no CircuitPython VM (../shared/tools/circuitpython/circuitpython)")
    return vm.Machine("circuitpython")


def _fake_run(machine, tmp_path, sizes, heap_kb=128, largest=vm.BOARD_LARGEST_BLOCK):
    """Run a fake code.py under vmboard as fwvm.run does; its output lines."""
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "code.py").write_text(FAKE % (sizes,))
    boot = fwvm._Boot(["100 wait"], machine, tmp_path, largest=largest)
    heap = heap_kb * 1024 + fwvm.model_credit(machine)      # as fwvm.run: the model's share given back
    cmd = [machine.path, "-X", "heapsize=%d" % heap, "-X", "pystack=%d" % vm.BOARD_PYSTACK]
    done = subprocess.run(cmd + boot.args(), capture_output=True, text=True, env=boot.env, cwd=drive,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


# (the heap a fake program is given: at 128 KB the board model and the names' pool it reserves,
# about 49 KB before the program, leave no free run of 70,000 bytes to fence)
@pytest.mark.parametrize("heap_kb", [160, 192])
def test_an_allocation_above_a_pybadges_largest_heap_area_is_refused(machine, tmp_path, heap_kb):
    """A PyBadge's heap grows by areas, the largest 63,488 bytes, and an object never spans two:
    a 70,000-byte bytearray raises MemoryError there, so it does on the VM (60,000 bytes fit)."""
    out = _fake_run(machine, tmp_path, [70000, 60000], heap_kb)
    assert "REFUSED 70000" in out and "ALLOCATED 60000" in out
    fenced = [line for line in out if line.startswith("FENCE ")]
    assert fenced and int(fenced[0].split()[1]) >= 1


def test_without_the_fence_the_vms_one_heap_holds_what_a_board_cannot(machine, tmp_path):
    """The control: the VM's own contiguous heap gives the 70,000 bytes (so the test
    above fails if the fence is not set)."""
    out = _fake_run(machine, tmp_path, [70000], heap_kb=160, largest=0)
    assert "ALLOCATED 70000" in out and not [line for line in out if line.startswith("FENCE ")]


def test_the_fence_and_the_switch_marks_hold_no_bytecode_while_the_program_runs(machine, tmp_path):
    """vmswitch (MODE "switch" only) is never imported in an ordinary run, and vmheap is
    forgotten once the fence is set: FRAME0 and every heap figure pay for neither."""
    out = _fake_run(machine, tmp_path, [])
    assert "MODULES False False" in out


def test_a_firmware_run_is_fenced_by_default(machine):
    """fwvm.run (the tests, the bench, the monkey) sets the fence at a PyBadge's largest area
    in every program it runs (the menu program here)."""
    run = fwvm.run(["100 wait"], 128, expected=None)
    assert [line for line in run.stdout.splitlines()
            if line.startswith("FENCE ") and line.endswith(" %d" % vm.BOARD_LARGEST_BLOCK)]
