"""Faults while flashing over serial: a cable pulled at random points, a full, read-only or hung board.

The board is the real MicroPython VM on a pty. After every fault the files on the
board's drive must be whole (old or new, never a mix), and the next flash completes.
"""

import random

import pytest
import serial

from bowwords.board import flash
from bowwords.board import flash_sim
from bowwords import vm as vm_tools
from bowwords.errors import BowwordsError
from bowwords.board.transport import TMP_SUFFIX, SerialTransport
from conftest import cli_run as run

WRITE_CUTS = 90    # transfers cut after a random number of bytes sent
READ_CUTS = 30     # transfers cut after a random number of bytes received
FIGURES = {}


def _session(port, wrap=None, timeout=10.0):
    ser = serial.Serial(port, 115200, timeout=0.05)
    return flash.SerialTarget(SerialTransport(wrap(ser) if wrap else ser, port, timeout))


@pytest.fixture()
def board(tmp_path):
    root = tmp_path / "root"
    (root / "lib").mkdir(parents=True)
    with vm_tools.serial_board(root) as port:
        yield port, root


def _files(tmp_path):
    """Two files (one in a folder, binary, several chunks; one code.py), old and new contents."""
    rng = random.Random(2024)
    old = {"lib/words.bin": bytes(rng.randrange(256) for _ in range(2600)), "code.py": b"print('old')\n"}
    new = {"lib/words.bin": bytes(rng.randrange(256) for _ in range(3100)),
           "code.py": b"print('new')\n" * 40}
    src = tmp_path / "src"
    src.mkdir()
    items = []
    for path, data in new.items():
        local = src / path.replace("/", "_")
        local.write_bytes(data)
        items.append((path, local))
    return old, new, flash._order(items)


class _Recorded(flash_sim.CutSerial):
    """A line that keeps what was read: least_read() is what every session reads."""

    def __init__(self, ser, **limits):
        super().__init__(ser, **limits)
        self.data = b""

    def read(self, n=1):
        got = super().read(n)
        self.data += got
        return got

    def least_read(self):
        """The bytes read from the session's first prompt on: whether the banner the last session's
        leaving printed arrives before this session opened the port (and is flushed) is timing."""
        return self.read_bytes - (self.data.find(b">>> ") + 4)


def _reset(root, old):
    for path, data in old.items():
        (root / path).write_bytes(data)


@pytest.mark.sweep
def test_a_connection_cut_at_random_points_never_loses_the_old_file(board, tmp_path):
    """Cut the line after N bytes (sent, then received) at seeded random N; the next flash completes."""
    port, root = board
    old, new, items = _files(tmp_path)
    _reset(root, old)
    counter = _Recorded
    probe = []
    for _ in range(2):   # the second measures a session that does not see the VM's start-up banner
        _reset(root, old)
        target = _session(port, lambda s: probe.append(counter(s)) or probe[-1])
        flash.flash(target, items, reboot=False)
        sent, received = probe[-1].written, probe[-1].least_read()   # before close() leaves the raw REPL
        target.close()
        assert {p: (root / p).read_bytes() for p in new} == new

    rng = random.Random(8)
    cuts = [("write", n) for n in [0, 1, 2, sent - 1] + [rng.randrange(sent) for _ in range(WRITE_CUTS - 4)]]
    # what a session reads before the raw REPL depends on timing (least_read), so keep clear of the end
    cuts += [("read", n) for n in [0, 1] + [rng.randrange(received - 64) for _ in range(READ_CUTS - 2)]]
    tried = kept_old = became_new = 0
    for kind, n in cuts:
        _reset(root, old)
        limits = {"write_limit": n} if kind == "write" else {"read_limit": n}
        try:
            target = _session(port, lambda s, limits=limits: flash_sim.CutSerial(s, **limits))
            flash.flash(target, items, reboot=False)
            raise AssertionError("the %s cut at %d of %d bytes did not interrupt the flash"
                                 % (kind, n, sent if kind == "write" else received))
        except BowwordsError as e:
            assert "lost the connection" in str(e) and "\n" not in str(e)
        tried += 1
        for path in new:
            now = (root / path).read_bytes()
            assert now in (old[path], new[path]), "%s was damaged by a %s cut at %d" % (path, kind, n)
            kept_old += now == old[path]
            became_new += now == new[path]
        target = _session(port)
        report = flash.flash(target, items, reboot=False)
        target.close()
        assert {p: (root / p).read_bytes() for p in new} == new
        assert report["written"] + report["unchanged"] == len(new)
    leftovers = sorted(p.name for p in root.rglob("*" + TMP_SUFFIX))
    assert not leftovers
    FIGURES.update(tried=tried, bytes_sent=sent, bytes_received=received, files_kept_old=kept_old,
                   files_already_new=became_new)
    print("\ninterrupted transfers tried: %d (%d cut while sending, %d while receiving, of %d bytes sent "
          "and %d received in a whole flash); files left old: %d, already new: %d, damaged: 0"
          % (tried, WRITE_CUTS, READ_CUTS, sent, received, kept_old, became_new))
    assert tried == WRITE_CUTS + READ_CUTS


def _prelude(port, code):
    t = SerialTransport.open(port)
    t.exec(code)
    t.close()



def test_a_read_only_drive_says_what_to_do(board, tmp_path, capsys):
    """OSError 30 (the computer owns the drive): the message names serial-flash mode and --drive."""
    port, root = board
    (root / "code.py").write_bytes(b"print('old')\n")
    new = tmp_path / "code.py"
    new.write_bytes(b"print('new')\n")
    _prelude(port, flash_sim.PRELUDE_READ_ONLY)
    code, out, err = run(["flash", str(new), "--port", port], capsys)
    assert code == 1 and err.count("\n") == 1
    assert "read-only to code while the computer may write it (OSError 30)" in err
    assert "holding Select" in err and "--drive PATH" in err
    assert (root / "code.py").read_bytes() == b"print('old')\n"


def test_a_full_drive_keeps_the_old_file_and_its_space(board, tmp_path, capsys):
    """OSError 28 halfway through: the old file stays, the temporary file is removed."""
    port, root = board
    (root / "lib" / "big.bin").write_bytes(b"old" * 100)
    new = tmp_path / "big.bin"
    new.write_bytes(bytes(range(256)) * 24)
    _prelude(port, flash_sim.PRELUDE_FULL % 4000)
    code, out, err = run(["flash", str(new), "--to", "lib", "--port", port], capsys)
    assert code == 1 and err.count("\n") == 1
    assert "drive is full (OSError 28) writing 'lib/big.bin'; the old file is kept" in err
    assert (root / "lib" / "big.bin").read_bytes() == b"old" * 100
    assert not list(root.rglob("*" + TMP_SUFFIX))
    _prelude(port, flash_sim.PRELUDE_FULL % 100000)   # room again: the same flash goes through
    code, out, err = run(["flash", str(new), "--to", "lib", "--port", port, "--no-reboot"], capsys)
    assert code == 0, err
    assert (root / "lib" / "big.bin").read_bytes() == new.read_bytes()


def test_a_board_that_stops_answering_mid_transfer_times_out(board, tmp_path, capsys):
    port, root = board
    (root / "code.py").write_bytes(b"print('old')\n")
    new = tmp_path / "code.py"
    new.write_bytes(b"print('new')\n")
    _prelude(port, flash_sim.PRELUDE_HANG)
    code, out, err = run(["flash", str(new), "--port", port, "--timeout", "0.5"], capsys)
    assert code == 1 and err.count("\n") == 1
    assert "did not answer within 0.5 s" in err
    assert (root / "code.py").read_bytes() == b"print('old')\n"


def test_a_board_that_answers_garbage_is_not_written(capsys):
    with flash_sim.noise_board("noise") as port:
        code, out, err = run(["flash", __file__, "--port", port, "--timeout", "0.5"], capsys)
    assert code == 1 and "answered something other than the raw REPL" in err and err.count("\n") == 1
