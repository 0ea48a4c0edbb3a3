"""The board's power-up on CircuitPython's VM, from the one board model (vboard) as model.md times
it: boot.py runs first (a VM run of its own), code.py's first frame comes POWER_UP_MS later on a
clock that starts at 0x1FFF0000 (shared-bindings/supervisor/__init__.c), a key held while
boot.py's keypad is made gives it no press unless it calls reset()
(shared-module/keypad/__init__.c), and a missing program is refused with nothing changed.
Skipped where the VM is absent."""

import shutil

import pytest

from bowwords import vm
from bowwords.vm import firmware as fwvm

pytestmark = pytest.mark.skipif(vm.circuitpython() is None, reason="no CircuitPython VM here")

BOOT = "import time\nprint('BOOT', __import__('supervisor').ticks_ms())\ntime.sleep(0.1)\n"


def _drive(tmp_path, **programs):
    """A drive folder holding `programs` ({name without .py: source})."""
    drive = tmp_path / "drive"
    drive.mkdir()
    for name, text in programs.items():
        (drive / (name + ".py")).write_text(text)
    return drive


def _lines(out, head):
    return [line.split(" ", 1)[1] for line in out.splitlines() if line.startswith(head + " ")]


def test_the_clock_reads_0x1fff0000_plus_132_at_code_pys_first_frame(tmp_path):
    """supervisor_ticks_ms: (ms + 0x1FFF0000) % 2**29; boot.py runs at power-up (ms 0) and code.py's
    first frame is at POWER_UP_MS = 132."""
    drive = _drive(tmp_path, boot=BOOT, code="import supervisor\nprint('TICKS', supervisor.ticks_ms())\n")
    run = fwvm.run(["300 wait"], 128, expected=None, root=drive)
    assert _lines(run.stdout, "BOOT") == [str(0x1FFF0000)], run.stdout + run.stderr
    assert _lines(run.stdout, "TICKS") == [str((0x1FFF0000 + fwvm.POWER_UP_MS) % 2 ** 29)], run.stdout


def test_boot_py_runs_again_after_a_power_cut(tmp_path):
    """A power cut after the frame at c: boot.py at c + CUT_MS, code.py's first frame 990 after c."""
    code = ("import supervisor, time\nwhile True:\n    print('TICKS', supervisor.ticks_ms())\n"
            "    time.sleep(0.033)\n")
    drive = _drive(tmp_path, boot=BOOT, code=code)
    run = fwvm.run(["500 cut", "+300 wait"], 128, expected=None, root=drive)
    ticks = [int(t) - 0x1FFF0000 for t in _lines(run.stdout, "TICKS")]
    boots = [int(t) - 0x1FFF0000 for t in _lines(run.stdout, "BOOT")]
    cut = [t for t in ticks if t >= 500][0]               # the frame the power was cut after
    assert boots == [0, cut + fwvm.CUT_MS], (boots, ticks)
    assert cut + 990 in ticks and cut + 33 not in ticks, ticks


def _bundle_copy(tmp_path, reset):
    """The bundle in a folder of its own; boot.py calls keys.reset() after making its keypad if
    `reset`, else not (whatever the bundle's boot.py does)."""
    drive = tmp_path / "drive"
    shutil.copytree(fwvm.bundle(True), drive)
    boot = (drive / "boot.py").read_text().replace("keys.reset()\n", "")
    made = "keys = boards.make_keys(profile)\n"
    assert made in boot
    (drive / "boot.py").write_text(boot.replace(made, made + "keys.reset()\n") if reset else boot)
    return drive


def test_select_held_at_power_up_gives_boot_py_no_press_without_reset(tmp_path):
    """keypad_construct_common scans once: Select already down when boot.py makes its keypad is no
    press event, so a boot.py without reset() stays in USB drive mode (the menu says so)."""
    run = fwvm.run(["1000 select 1", "+1000 wait"], 128, expected=None, root=_bundle_copy(tmp_path, False),
                   held=("Select",))
    assert run.crash is None and run.ended[0] == "MainMenu", (run.crash, run.stdout[-1500:])
    assert run.ended[-1] == "USB drive mode", run.ended


def test_select_held_at_power_up_reaches_boot_py_through_keypad_reset(tmp_path):
    """reset() reports a key held as pressed: boot.py enters serial-flash mode and remounts the
    drive writable by code; the board keeps that for code.py (storage.getmount('/').readonly is
    False there: the menu says serial-flash mode)."""
    run = fwvm.run(["1000 select 1", "+1000 wait"], 128, expected=None, root=_bundle_copy(tmp_path, True),
                   held=("Select",))
    assert run.crash is None and run.ended[0] == "MainMenu", (run.crash, run.stdout[-1500:])
    assert run.ended[-1] == "serial-flash mode", run.ended


def test_a_missing_program_is_refused_and_the_next_one_stays(tmp_path):
    """supervisor_set_next_code_file: a file that does not exist is ValueError("File not found") and
    nothing changes: the reload after it runs the program set before."""
    code = ("import supervisor\nsupervisor.set_next_code_file('game.py')\n"
            "try:\n    supervisor.set_next_code_file('nope.py')\nexcept ValueError as e:\n    print('REFUSED', e)\n"
            "supervisor.reload()\n")
    drive = _drive(tmp_path, boot=BOOT, code=code, game="print('GAME RUNS')\n")
    run = fwvm.run(["300 wait"], 128, expected=None, root=drive)
    assert "REFUSED File not found" in run.stdout.splitlines(), run.stdout
    assert _lines(run.stdout, "RELOAD")[0].split()[1] == "game.py" and "GAME RUNS" in run.stdout, run.stdout


def test_a_key_change_takes_effect_at_the_last_frame_at_or_before_it():
    """schedule(): a press at t and its release at t + hold change the key's level at the time
    of the last frame (on the 33 ms grid from power-up) at or before each, as every host does;
    vboard.keypad's scans read the level from then."""
    text = fwvm.schedule(["200 a 66", "+100 b"])
    changes = [line.split() for line in text.splitlines() if line.startswith("P ")]
    assert [(int(ms), down) for _, ms, _, down in changes] == [(198, "1"), (264, "0"), (297, "1"), (330, "0")]


def test_a_key_held_since_before_power_up_is_down_at_once():
    """schedule(held=): the key's level goes down before 0 ms, so the scan boot.py's keypad makes
    as it is built (at 0) finds it down; the script's press and release let it go."""
    text = fwvm.schedule(["1000 select 1"], held=("Select",))
    changes = [line.split()[1:] for line in text.splitlines() if line.startswith("P ")]
    assert changes[0][0] == "-1" and changes[0][2] == "1" and changes[-1][2] == "0", changes
