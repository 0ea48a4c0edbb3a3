"""The MicroPython VM on a pseudo-terminal as the board, driven over pyserial's raw REPL."""

import time

import serial

from bowengine import games
from bowwords import vm as vm_tools


def _read_until(port, token, timeout=10.0):
    data = b""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        data += port.read(port.in_waiting or 1)
        if data.endswith(token):
            return data
    raise AssertionError("the board did not answer %r; it said %r" % (token, data[-200:]))


def _raw_exec(port, code):
    """Run code through the raw REPL; returns (stdout, stderr) as bytes."""
    port.write(code.encode() + b"\x04")
    reply = _read_until(port, b"\x04>")
    assert reply.startswith(b"OK"), reply
    out, err = reply[2:-2].split(b"\x04", 1)
    return out, err


def test_engine_over_serial_raw_repl_replays_like_cpython(tmp_path):
    code = ("from bowengine import games\n"
            "g = games.new('slate', 3, 2024)\n"
            "for p, a in ((0, ('bid', 9)), (1, ('bid', 9)), (2, ('pass',)), (0, ('bid', 11)), (1, ('bid', 10))):\n"
            "    g.apply(p, a)\n"
            "print(g.save().hex())\n")
    g = games.new("slate", 3, 2024)
    for p, a in ((0, ("bid", 9)), (1, ("bid", 9)), (2, ("pass",)), (0, ("bid", 11)), (1, ("bid", 10))):
        g.apply(p, a)
    with vm_tools.serial_board(tmp_path) as path:
        port = serial.Serial(path, 115200, timeout=0.2)
        port.write(b"\r\x03\x03")
        time.sleep(0.2)
        port.reset_input_buffer()
        port.write(b"\r\x01")
        _read_until(port, b"raw REPL; CTRL-B to exit\r\n>")
        out, err = _raw_exec(port, code)
        assert err == b""
        assert out.decode().strip() == g.save().hex()
        out, err = _raw_exec(port, "from bowengine import games\ngames.new('slate', 3, 1).apply(0, ('bid', 'x'))\n")
        assert b"IllegalAction" in err and b"whole number" in err
        port.close()
