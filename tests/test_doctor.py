"""`bowwords doctor`: a board's readiness over the raw REPL (the VM on a pseudo-terminal) and from
a drive folder, each problem with a one-line fix (issue 31)."""

import binascii
import shlex
import shutil
import time
from pathlib import Path

import pytest

from bowwords import vm
from bowwords.board import doctor
from bowwords.cli import main
from bowwords.vm import firmware as fwvm

BOOT_OUT = ("Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\n"
            "Board ID:pybadge\nUID:0123456789AB\n")


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    """A CIRCUITPY folder as `bowwords bundle` builds it, with CircuitPython's boot_out.txt."""
    root = tmp_path_factory.mktemp("drive") / "CIRCUITPY"
    shutil.copytree(fwvm.bundle(), root)
    (root / "boot_out.txt").write_text(BOOT_OUT)
    return root


def test_a_bundled_drive_is_ready(drive, capsys):
    """CircuitPython 10.2.1 on a PyBadge with the bundle: every row found, nothing to fix."""
    assert main(["doctor", "--drive", str(drive)]) == 0
    out = capsys.readouterr().out
    assert "CircuitPython  10.2.1" in out and "pybadge" in out and "ready for Bowwords" in out
    assert "words.bwd" in out and "CRC-32" in out and "2048 bytes" in out


def test_doctor_and_about_show_the_same_dictionary_crc_labelled_alike(drive):
    """The figure a person can check with any CRC-32 tool: the whole file's, "file CRC-32" in
    `bowwords doctor` and in Settings > About, for the same words.bwd."""
    from bowwords.emulator import Emulator
    crc = "%08x" % binascii.crc32((drive / "words.bwd").read_bytes())
    rows = {what: found for what, found, _ in doctor.check(doctor.read_drive(str(drive)))}
    assert "file CRC-32 " + crc in rows["dictionary"]
    emu = Emulator("pybadge", seed=1, dict_path=drive / "words.bwd")
    for key in ("up", "a", "down", "down", "a"):          # Settings > About
        emu.press(key)
    assert "File CRC-32: " + crc in emu.text()


def test_a_drive_without_the_dictionary_or_on_circuitpython_9_says_how_to_fix_each(drive, tmp_path, capsys):
    """An old CircuitPython and a missing dictionary: two rows with a fix each, exit 1."""
    root = tmp_path / "CIRCUITPY"
    shutil.copytree(drive, root)
    (root / "words.bwd").unlink()
    (root / "boot_out.txt").write_text(BOOT_OUT.replace("10.2.1", "9.2.8"))
    assert main(["doctor", "--drive", str(root)]) == 1
    out = capsys.readouterr().out
    assert "fix: Bowwords wants CircuitPython 10.x" in out
    assert "fix: copy the default dictionary (ENABLE); run: bowwords flash --drive %s --dict " % root in out
    assert "2 things to fix" in out


def test_doctor_over_the_raw_repl_of_a_vm(drive):
    """The VM on a pseudo-terminal, in the bundled folder: the files, their CRC and the heap
    are read over the raw REPL; a unix VM is no CircuitPython board, and the doctor says so."""
    with vm.serial_board(drive, 64) as port:
        facts = doctor.read_serial(port, 10)
    rows = {what: (found, fix) for what, found, fix in doctor.check(facts)}
    assert int(facts["heap_free"]) > 0 and rows["heap at start"][0].endswith("bytes free")
    assert "CRC-32" in rows["dictionary"][0] and not rows["dictionary"][1]
    assert not rows["firmware"][1] and not rows["rules"][1]
    assert "install CircuitPython 10.x" in rows["CircuitPython"][1] and "8 KB" in rows["NVM"][1]


def test_doctor_over_the_raw_repl_of_circuitpythons_own_vm(drive, cpvm):
    """CircuitPython 10.2.1's own VM on a pseudo-terminal: its raw REPL answers every question
    (its unix REPL flushes its terminal around each command, which once lost its "OK" and the
    transport's `\\x04`s: the VM now has a terminal of its own, relayed, as a board's USB serial)."""
    with vm.serial_board(drive, 128, machine=cpvm.machine) as port:
        facts = doctor.read_serial(port, 10)
    rows = {what: (found, fix) for what, found, fix in doctor.check(facts)}
    assert facts["impl"] == "circuitpython" and rows["CircuitPython"] == ("10.2.1", "")
    assert int(facts["heap_free"]) > 100_000 and "CRC-32" in rows["dictionary"][0]
    assert not rows["firmware"][1] and not rows["rules"][1]


class _Slow:
    """A serial port read by a busy computer: each read comes 20 ms late."""

    def __init__(self, ser):
        self.ser = ser
        self.write = ser.write
        self.close = ser.close

    @property
    def in_waiting(self):
        return self.ser.in_waiting

    def read(self, n=1):
        time.sleep(0.02)
        return self.ser.read(n)


def test_a_slow_reader_loses_no_byte_of_circuitpythons_vm(tmp_path, cpvm):
    """Twenty commands read late, each answered whole (its output, then the raw REPL's ending):
    the VM's flush of its terminal around a command drops nothing the host has not read yet."""
    import serial

    from bowwords.board.transport import SerialTransport

    with vm.serial_board(tmp_path, 64, machine=cpvm.machine) as port:
        link = SerialTransport(_Slow(serial.Serial(port, 115200, timeout=0.05)), port, timeout=10)
        try:
            answers = [link.exec(b"print(%d * 3)" % i) for i in range(20)]
        finally:
            link.close()
    assert answers == [b"%d\n" % (i * 3) for i in range(20)]


def test_port_and_drive_exclude_each_other(capsys):
    assert main(["doctor", "--port", "/dev/null", "--drive", "x"]) != 0


@pytest.mark.parametrize("gone", ["lib/bowui", "fonts", "settings.toml", "lib/bowengine", "game.py"])
def test_a_drive_without_a_folder_or_file_the_bundle_puts_there_is_not_ready(gone, drive, tmp_path, capsys):
    """`doctor` once said "ready" for a drive without lib/bowui or fonts/ (issue 39, case 10): it
    checks every path of the bundle's own list (bundle.DRIVE_PATHS)."""
    root = tmp_path / "CIRCUITPY"
    shutil.copytree(drive, root)
    (shutil.rmtree if (root / gone).is_dir() else Path.unlink)(root / gone)
    assert main(["doctor", "--drive", str(root)]) == 1
    out = capsys.readouterr().out
    assert "firmware" in out and "missing " + gone in out and "1 thing to fix" in out


def test_every_fix_the_doctor_prints_works_as_printed(drive, tmp_path, capsys, monkeypatch):
    """A drive missing its dictionary, rules, UI, fonts and settings: each "run: " command the doctor
    prints is run as printed (from a fresh folder), and then the drive is ready."""
    root = tmp_path / "CIRCUITPY"
    shutil.copytree(drive, root)
    for gone in ("words.bwd", "rules.bwr", "settings.toml"):
        (root / gone).unlink()
    for gone in ("lib/bowui", "fonts"):
        shutil.rmtree(root / gone)
    (root / "settings.toml").write_text('CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 1024\n')
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert main(["doctor", "--drive", str(root)]) == 1
    out = capsys.readouterr().out
    fixes = [line.split("run: ", 1)[1] for line in out.splitlines() if "fix: " in line and "run: " in line]
    assert len(fixes) == 4                   # pystack, dictionary, rules, firmware
    assert all("--drive %s" % root in fix for fix in fixes)
    for fix in dict.fromkeys(fixes):
        for command in fix.split(" && "):
            argv = shlex.split(command)
            assert argv[0] == "bowwords"
            assert main(argv[1:]) == 0, (command, capsys.readouterr())
    capsys.readouterr()
    assert main(["doctor", "--drive", str(root)]) == 0
    assert "ready for Bowwords" in capsys.readouterr().out
    assert (root / "settings.toml").read_text().startswith('CIRCUITPY_WIFI_SSID = "home"\n')


def test_the_serial_fix_names_the_port_it_was_given():
    facts = {"over": "serial /dev/ttyACM0", "port": "/dev/ttyACM0", "impl": "circuitpython", "version": "10.2.1",
             "board": "pygamer", "heap_free": "150000", "heap_used": "0", "nvm": "8192"}
    fixes = {what: fix for what, _, fix in doctor.check(facts)}
    assert fixes["firmware"].endswith("run: bowwords bundle --board pygamer && bowwords flash --port /dev/ttyACM0 "
                                      "--bundle build/circuitpy-pygamer")
