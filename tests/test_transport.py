"""The serial transport against the real MicroPython VM on a pty: raw REPL, raw-paste, files, faults."""

import binascii
import os
import time

import pytest
import serial

from bowwords.board import flash_sim
from bowwords import vm as vm_tools
from bowwords.errors import BowwordsError
from bowwords.board.transport import TMP_SUFFIX, SerialTransport, board_path, open_error


def _transport(path, wrap=None, timeout=10.0):
    ser = serial.Serial(path, 115200, timeout=0.05)
    return SerialTransport(wrap(ser) if wrap else ser, path, timeout)


@pytest.fixture()
def board(tmp_path):
    """(port, root): the VM as a board whose CIRCUITPY is tmp_path/root."""
    root = tmp_path / "root"
    root.mkdir()
    with vm_tools.serial_board(root) as port:
        yield port, root


def test_raw_paste_session_writes_checks_and_renames(board):
    """A session enters the raw REPL, uses raw-paste, writes a file in chunks and reports CRCs."""
    port, root = board
    t = _transport(port)
    t.enter_raw_repl()
    t.setup()
    assert os.path.samefile(t.root, root)
    data = bytes(range(256)) * 9 + b"'\"\\\n\r\x00 end"   # every byte value, quotes and escapes
    seen = []
    t.write_file("/lib/deep/data.bin", data, seen.append)
    assert t.used_raw_paste
    assert (root / "lib" / "deep" / "data.bin").read_bytes() == data
    assert seen == sorted(seen) and seen[-1] == len(data)
    assert not list(root.rglob("*" + TMP_SUFFIX))
    sums = t.checksums(["lib/deep/data.bin", "lib/none.py"])
    assert sums == {"lib/deep/data.bin": (len(data), binascii.crc32(data)), "lib/none.py": None}
    t.close()


@pytest.mark.parametrize("old", [False, True], ids=["R-x00", "old-firmware"])
def test_plain_raw_repl_when_the_board_has_no_raw_paste(board, old):
    """A board that answers R\\x00 (or its banner, like old firmware) gets the plain raw REPL."""
    port, root = board
    t = _transport(port, lambda s: flash_sim.NoRawPasteSerial(s, old=old))
    t.setup()
    data = os.urandom(3000)
    t.write_file("x.bin", data)
    assert not t.used_raw_paste and t.raw_paste is None
    assert (root / "x.bin").read_bytes() == data
    assert t.exec(b"print(6 * 7)").strip() == b"42"
    t.close()


def test_a_traceback_on_the_board_is_one_line(board):
    port, _ = board
    t = _transport(port)
    with pytest.raises(BowwordsError) as e:
        t.exec(b"1 / 0")
    assert "ZeroDivisionError" in str(e.value) and "\n" not in str(e.value)
    assert t.exec(b"print('still here')").strip() == b"still here"   # the session goes on
    t.close()


def test_a_corrupted_chunk_fails_the_crc_check_and_keeps_the_old_file(board):
    """A line that changes one byte: the board's CRC32 differs, the temporary file is dropped."""
    port, root = board
    (root / "code.py").write_bytes(b"print('old')\n")
    t = _transport(port, flash_sim.CorruptingSerial)
    t.setup()
    with pytest.raises(BowwordsError, match="did not match its CRC32"):
        t.write_file("code.py", b"print('a new code.py')\n" * 20)
    assert t.ser.done
    assert (root / "code.py").read_bytes() == b"print('old')\n"
    assert not list(root.rglob("*" + TMP_SUFFIX))
    t.close()


def test_stale_output_cannot_fake_the_session_start(board):
    """Leftovers of an earlier session (a half-sent command, old output) are cleared by the sync."""
    port, _ = board
    ser = serial.Serial(port, 115200, timeout=0.05)
    ser.write(b"\r\x01print('left over')\x04\r\x01\x05A\x01print(")
    time.sleep(0.1)
    ser.close()
    t = _transport(port)
    t.setup()
    assert t.exec(b"print(1 + 1)").strip() == b"2"
    t.close()


@pytest.mark.parametrize("path,expected", [
    ("code.py", "code.py"), ("/lib/x.py", "lib/x.py"), ("lib/a b/c-d_e.mpy", "lib/a b/c-d_e.mpy"),
])
def test_board_paths_that_are_fine(path, expected):
    assert board_path(path) == expected


@pytest.mark.parametrize("path", ["", "/", "../x.py", "lib/../../x", "lib//x.py", "./x", "a/./b",
                                  "lib/x?.py", "C:\\x.py", "lib\\x.py", "x\x00.py", "caf\u00e9.py",
                                  "lib/x.", " x.py", "\n"])
def test_board_paths_that_could_escape_or_break_the_drive_are_refused(path):
    with pytest.raises(BowwordsError) as e:
        board_path(path)
    assert "\n" not in str(e.value)


def test_the_transport_refuses_a_bad_path_before_sending_anything(board):
    port, root = board
    t = _transport(port)
    t.setup()
    with pytest.raises(BowwordsError, match="not allowed"):
        t.write_file("../escape.txt", b"x")
    assert not (root.parent / "escape.txt").exists()
    t.close()


@pytest.mark.parametrize("mode,message", [("noise", "something other than the raw REPL"),
                                          ("silent", "did not answer within 0.5 s")])
def test_a_board_that_answers_noise_or_nothing(mode, message):
    with flash_sim.noise_board(mode) as port:
        t = SerialTransport.open(port, timeout=0.5)
        start = time.monotonic()
        with pytest.raises(BowwordsError, match=message) as e:
            t.enter_raw_repl()
        t.close()
    assert time.monotonic() - start < 5
    assert "\n" not in str(e.value)


def test_a_busy_port_is_named_as_busy(board):
    port, _ = board
    first = SerialTransport.open(port)
    with pytest.raises(BowwordsError, match="is busy: another program has it open"):
        SerialTransport.open(port)
    first.close()


@pytest.mark.parametrize("exc,message", [
    (serial.SerialException(13, "could not open port /dev/ttyACM0: [Errno 13] Permission denied"),
     "permission denied opening /dev/ttyACM0: on Linux add yourself to the 'dialout' group"),
    (serial.SerialException(16, "could not open port /dev/ttyACM0: [Errno 16] Device or resource busy"),
     "/dev/ttyACM0 is busy"),
    (serial.SerialException(2, "could not open port /dev/ttyACM0: [Errno 2] No such file or directory"),
     "no serial port /dev/ttyACM0"),
])
def test_open_errors_say_what_to_do(exc, message):
    assert str(open_error("/dev/ttyACM0", exc)).startswith(message)


def test_a_missing_port_opens_with_a_clear_error(tmp_path):
    with pytest.raises(BowwordsError, match="no serial port"):
        SerialTransport.open(str(tmp_path / "ttyACM9"))
