"""Talking to a CircuitPython board over USB serial: the raw REPL, and files written safely.

The protocol is MicroPython's raw REPL, which CircuitPython keeps byte for byte
(``shared/runtime/pyexec.c``):

* interrupt: ``\\r\\x03`` twice (on CircuitPython the ``\\r`` is the key that leaves
  "Press any key to enter the REPL");
* enter: ``\\r\\x01`` -> ``raw REPL; CTRL-B to exit\\r\\n>``;
* run: raw-paste when the board offers it (``\\x05A\\x01`` -> ``R\\x01`` + a 2-byte
  little-endian window; send at most a window, wait for ``\\x01`` before the next,
  end with ``\\x04`` -> ``\\x04``), else plain raw REPL (source + ``\\x04`` -> ``OK``);
  then ``stdout \\x04 stderr \\x04 >``;
* leave: ``\\x02`` (friendly REPL), then ``\\x04`` there soft-reboots (CircuitPython
  runs code.py again).

Files are written by small board-side helpers (the constants below): data goes
over as Python bytes literals (``repr`` of ``bytes``), never as text inside code;
each file goes to ``<path>.bwtmp``, its CRC32 is checked on the board, and only
then is it renamed over the old file, so a transfer cut at any byte leaves the
old file whole. Board paths are validated here, at the lowest layer.
"""

import binascii
import re
import secrets
import struct
import time

from bowwords.errors import BowwordsError

BANNER = b"raw REPL; CTRL-B to exit\r\n>"
TMP_SUFFIX = ".bwtmp"
CHUNK = 1024            # data bytes per write command (a bytes literal of 1-4 KB of source)
SUMS_PER_COMMAND = 24   # paths per checksum query
DEFAULT_TIMEOUT = 10.0  # seconds to wait for one answer from the board

# Defined once per session in the board's raw REPL (globals survive until a soft reboot).
BOARD_SETUP = b"""\
import os
try:
    from binascii import crc32 as _bw_c32
except ImportError:
    def _bw_c32(d, c=0):
        c ^= 0xffffffff
        for x in d:
            c ^= x
            for _ in range(8):
                c = (c >> 1) ^ (0xedb88320 if c & 1 else 0)
        return c ^ 0xffffffff
try:
    _bw_f.close()
except Exception:
    pass
_bw_f = None
def _bw_crc(p):
    try:
        f = open(p, 'rb')
    except OSError:
        return None
    b = bytearray(512)
    m = memoryview(b)
    c = 0
    n = 0
    while True:
        k = f.readinto(b)
        if not k:
            break
        c = _bw_c32(m[:k], c)
        n += k
    f.close()
    return n, c & 0xffffffff
def _bw_sums(*ps):
    for p in ps:
        r = _bw_crc(p)
        print('-' if r is None else '%d %d' % r)
def _bw_dirs(p):
    q = ''
    for s in p.split('/')[:-1]:
        q += s
        try:
            os.stat(q)
        except OSError:
            os.mkdir(q)
        q += '/'
def _bw_open(p):
    global _bw_f
    _bw_dirs(p)
    _bw_f = open(p, 'wb')
def _bw_w(d):
    if _bw_f.write(d) != len(d):
        raise OSError(28)
def _bw_done(t, p, n, c):
    global _bw_f
    _bw_f.close()
    _bw_f = None
    r = _bw_crc(t)
    if r != (n, c):
        os.remove(t)
        print('BAD', r)
        return
    try:
        os.rename(t, p)
    except OSError as e:
        if e.args[0] != 17:
            raise
        os.remove(p)
        os.rename(t, p)
    print('OK')
def _bw_abort(t):
    global _bw_f
    try:
        _bw_f.close()
    except Exception:
        pass
    _bw_f = None
    try:
        os.remove(t)
    except OSError:
        pass
def _bw_rm(p):
    try:
        os.remove(p)
    except OSError as e:
        if e.args[0] != 2:
            raise
def _bw_info():
    try:
        s = os.statvfs('.')
        v = s[0] * s[4]
    except Exception:
        v = -1
    print(os.getcwd(), v)
"""

# The OSError numbers a board reports, with what to do about them.
EROFS, ENOSPC, ENOENT, EISDIR = 30, 28, 2, 21
READ_ONLY_HELP = ("the board's CIRCUITPY drive is read-only to code while the computer may write it "
                  "(OSError 30): switch the board off and on holding Select (A on the CLUE) for "
                  "serial-flash mode, or copy over USB instead with 'bowwords flash --drive PATH'")

_FAT_BAD = set('\\:*?"<>|')


def board_path(path):
    """A board path made safe: relative to the board's root, '/'-separated, no '..'.

    Accepts 'lib/x.py' or '/lib/x.py'; raises BowwordsError for anything that could
    leave the root or that a FAT drive cannot hold.
    """
    if not isinstance(path, str) or not path.strip("/"):
        raise BowwordsError("an empty board path: name a file under the board's root, like 'lib/x.py'")
    parts = path.lstrip("/").split("/")
    for part in parts:
        if part in ("", ".", ".."):
            raise BowwordsError("board path %r is not allowed: use a plain path under the board's "
                                "root, without '.', '..' or '//'" % path)
        bad = [ch for ch in part if ch in _FAT_BAD or ord(ch) < 32 or ord(ch) > 126]
        if bad or part != part.strip() or part.endswith("."):
            raise BowwordsError("board path %r has characters a CIRCUITPY drive cannot hold: use "
                                "letters, digits, '-', '_', '.' and spaces" % path)
    return "/".join(parts)


def _lit(text):
    """A Python literal for a validated board path (ASCII, so repr is the same on both VMs)."""
    return repr(text).encode("ascii")


def board_error(stderr, path=None):
    """The one-line BowwordsError for a traceback the board printed."""
    text = stderr.decode("utf-8", "replace").strip()
    last = text.splitlines()[-1] if text else "no details"
    m = re.search(r"OSError: \[Errno (\d+)\]", text) or re.search(r"OSError: (\d+)\s*$", text)
    errno = int(m.group(1)) if m else None
    where = " writing '%s'" % path if path else ""
    if errno == EROFS:
        msg = READ_ONLY_HELP
    elif errno == ENOSPC:
        msg = ("the board's drive is full (OSError 28)%s; the old file is kept: free space on "
               "CIRCUITPY or flash less (a smaller dictionary, 'bowwords bundle --mpy')" % where)
    elif errno == EISDIR:
        msg = "a folder on the board is in the way%s (OSError 21): remove or rename it" % where
    elif "KeyboardInterrupt" in text:
        msg = "the board was interrupted%s; run the command again" % where
    else:
        msg = "the board failed%s: %s" % (where, last)
    err = BowwordsError(msg)
    err.errno = errno
    err.from_board = True
    return err


class SerialTransport:
    """The raw REPL over a pyserial port (or any object with read/write/in_waiting/close).

    Use `open(port)` for a real port; tests pass a wrapped serial object to
    `SerialTransport(ser, name)` to cut or garble the line.
    """

    def __init__(self, ser, name="the board", timeout=DEFAULT_TIMEOUT, raw_paste=True):
        self.ser = ser
        self.name = name
        self.timeout = timeout
        self.raw_paste = raw_paste   # None once the board said it has no raw-paste
        self.used_raw_paste = False
        self.in_raw_repl = False
        self.root = None
        self.free = None
        self._pending = b""

    @classmethod
    def open(cls, port, timeout=DEFAULT_TIMEOUT, raw_paste=True):
        """Open a serial port with a one-line error for missing, busy and denied ports."""
        import serial

        try:
            ser = serial.Serial(port, 115200, timeout=0.05, write_timeout=timeout, exclusive=True)
        except (serial.SerialException, OSError, ValueError) as e:
            raise open_error(port, e) from None
        return cls(ser, port, timeout, raw_paste)

    # -- bytes on the line ------------------------------------------------------

    def _write(self, data):
        try:
            self.ser.write(data)
        except Exception as e:
            raise self._lost(e) from None

    def _waiting(self):
        if self._pending:
            return len(self._pending)
        try:
            return self.ser.in_waiting
        except Exception as e:
            raise self._lost(e) from None

    def _read_some(self):
        if self._pending:
            data, self._pending = self._pending, b""
            return data
        try:
            waiting = self.ser.in_waiting
            return self.ser.read(waiting or 1)
        except Exception as e:
            raise self._lost(e) from None

    def _lost(self, e):
        return BowwordsError("lost the connection to %s (%s): check the cable and run the command "
                             "again; files not yet renamed on the board keep their old contents"
                             % (self.name, str(e).strip() or type(e).__name__))

    def _read_until(self, ending, timeout=None, what="an answer"):
        """Bytes up to and including `ending`; what follows stays for the next read."""
        data = b""
        end = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            at = data.find(ending)
            if at >= 0:
                cut = at + len(ending)
                self._pending = data[cut:] + self._pending
                return data[:cut]
            if time.monotonic() > end or len(data) > 1 << 20:
                raise self._no_answer(data, what)
            data += self._read_some()

    def _read_exactly(self, n, timeout=None, what="an answer"):
        data = b""
        end = time.monotonic() + (self.timeout if timeout is None else timeout)
        while len(data) < n:
            if time.monotonic() > end:
                raise self._no_answer(data, what)
            if self._pending:
                data += self._read_some()
                continue
            try:
                data += self.ser.read(n - len(data))
            except Exception as e:
                raise self._lost(e) from None
        self._pending = data[n:] + self._pending
        return data[:n]

    def _no_answer(self, data, what):
        if not data:
            return BowwordsError("%s did not answer within %g s while waiting for %s: is it a "
                                 "CircuitPython board, and is code.py not stuck? Press reset and "
                                 "run the command again" % (self.name, self.timeout, what))
        return BowwordsError("%s answered something other than the raw REPL while waiting for %s "
                             "(%d bytes, ending %r): is this a CircuitPython board at 115200 baud? "
                             "Press reset and run the command again"
                             % (self.name, what, len(data), data[-24:]))

    def _drain(self, quiet=0.05, limit=0.5):
        """Read and drop what the board sends until it is quiet for `quiet` seconds."""
        end = time.monotonic() + limit
        last = time.monotonic()
        while time.monotonic() < end:
            got = self._read_some()
            now = time.monotonic()
            if got:
                last = now
            elif now - last >= quiet:
                return

    # -- the raw REPL -------------------------------------------------------------

    def enter_raw_repl(self):
        """Stop the running program, enter the raw REPL and check that it answers."""
        for attempt in range(2):
            self._write(b"\r\x03")
            time.sleep(0.02)
            self._write(b"\x03")
            self._drain()
            self._write(b"\r\x01")
            try:
                self._read_until(BANNER, timeout=self.timeout if attempt else min(self.timeout, 3.0),
                                 what="the raw REPL prompt")
                break
            except BowwordsError:
                if attempt:
                    raise
        self.in_raw_repl = True
        self._sync()

    def _sync(self):
        """Run a command whose answer holds a fresh token: stale output cannot fake it."""
        token = secrets.token_hex(6).encode()
        self._write(b"print('%s' + 'bw')\x04" % token)
        self._read_until(token + b"bw", what="the raw REPL")
        tail = self._read_until(b"\x04>", what="the raw REPL")
        if tail.strip(b"\r\n") != b"\x04\x04>":
            raise self._no_answer(tail, "the raw REPL")

    def exec(self, code, timeout=None, path=None):
        """Run source bytes on the board; returns its stdout, raising BowwordsError on a traceback."""
        if not self.in_raw_repl:
            self.enter_raw_repl()
        if self.raw_paste:
            self._write(b"\x05A\x01")
            head = self._read_exactly(2, what="the raw-paste answer")
            if head == b"R\x01":
                self.used_raw_paste = True
                self._paste(code)
            else:
                if head != b"R\x00":  # an old firmware took \x05 as text and re-sent its banner
                    self._read_until(BANNER[-17:], what="the raw REPL prompt")
                self.raw_paste = None
        if not self.raw_paste:
            for i in range(0, len(code), 256):
                self._write(code[i:i + 256])
            self._write(b"\x04")
            ok = self._read_exactly(2, what="'OK' from the raw REPL")
            if ok != b"OK":
                raise self._no_answer(ok, "'OK' from the raw REPL")
        out = self._read_until(b"\x04", timeout, what="the output of a command")[:-1]
        err = self._read_until(b"\x04", timeout, what="the end of a command")[:-1]
        prompt = self._read_exactly(1, what="the raw REPL prompt")
        if prompt != b">":
            raise self._no_answer(prompt, "the raw REPL prompt")
        if err:
            raise board_error(err, path)
        return out

    def _paste(self, code):
        window = struct.unpack("<H", self._read_exactly(2, what="the raw-paste window"))[0]
        room = window
        i = 0
        while i < len(code):
            while room == 0 or self._waiting():
                flag = self._read_exactly(1, what="raw-paste flow control")
                if flag == b"\x01":
                    room += window
                elif flag == b"\x04":   # the board ended the paste early
                    self._write(b"\x04")
                    return
                else:
                    raise self._no_answer(flag, "raw-paste flow control")
            piece = code[i:i + room]
            self._write(piece)
            room -= len(piece)
            i += len(piece)
        self._write(b"\x04")
        self._read_until(b"\x04", what="the end of a raw paste")

    def soft_reboot(self):
        """Leave the raw REPL and soft-reboot (CircuitPython then runs code.py again)."""
        self._write(b"\x02")
        try:
            self._read_until(b">>> ", timeout=2.0, what="the friendly REPL")
        except BowwordsError:
            pass
        self._write(b"\x04")
        self.in_raw_repl = False
        time.sleep(0.05)

    def leave_raw_repl(self):
        """Back to the friendly REPL without a reboot (after an error: the board stays put)."""
        if self.in_raw_repl:
            self.in_raw_repl = False
            try:
                self._write(b"\x02")
            except BowwordsError:
                pass

    def close(self):
        try:
            self.ser.close()
        except Exception:
            pass

    # -- files ----------------------------------------------------------------------

    def setup(self):
        """Define the board-side helpers; learns the board's root folder and free bytes."""
        self.exec(BOARD_SETUP)
        info = self.exec(b"_bw_info()").decode("utf-8", "replace").strip()
        root, _, free = info.rpartition(" ")
        self.root = root or "/"
        try:
            self.free = int(free) if int(free) >= 0 else None
        except ValueError:
            self.free = None

    def checksums(self, paths, timeout=60.0):
        """{path: (size, crc32) or None if absent} for board paths."""
        paths = [board_path(p) for p in paths]
        sums = {}
        for i in range(0, len(paths), SUMS_PER_COMMAND):
            group = paths[i:i + SUMS_PER_COMMAND]
            out = self.exec(b"_bw_sums(%s)" % b", ".join(_lit(p) for p in group), timeout)
            lines = out.decode("ascii", "replace").split()
            answers = []
            j = 0
            while j < len(lines):
                if lines[j] == "-":
                    answers.append(None)
                    j += 1
                else:
                    try:
                        answers.append((int(lines[j]), int(lines[j + 1])))
                    except (ValueError, IndexError):
                        raise self._no_answer(out, "checksums") from None
                    j += 2
            if len(answers) != len(group):
                raise self._no_answer(out, "checksums")
            sums.update(zip(group, answers, strict=True))
        return sums

    def write_file(self, path, data, progress=None):
        """Write bytes to a board path via a checked temporary file; `progress(n)` per chunk."""
        path = board_path(path)
        tmp = path + TMP_SUFFIX
        crc = binascii.crc32(data) & 0xFFFFFFFF
        try:
            self.exec(b"_bw_open(%s)" % _lit(tmp), path=path)
            for i in range(0, len(data), CHUNK):
                self.exec(b"_bw_w(" + repr(data[i:i + CHUNK]).encode("ascii") + b")", path=path)
                if progress:
                    progress(min(i + CHUNK, len(data)))
            out = self.exec(b"_bw_done(%s, %s, %d, %d)" % (_lit(tmp), _lit(path), len(data), crc),
                            timeout=60.0, path=path)
        except BowwordsError as e:
            if getattr(e, "from_board", False):
                self._abort(tmp)
            raise
        if out.strip() != b"OK":
            raise BowwordsError("the copy of '%s' on the board did not match its CRC32 (%s); the old "
                                "file is kept: run the command again, and if it recurs check the cable"
                                % (path, out.decode("ascii", "replace").strip()))
        if progress and not data:
            progress(0)

    def _abort(self, tmp):
        try:
            self.exec(b"_bw_abort(%s)" % _lit(tmp))
        except BowwordsError:
            pass

    def remove(self, path):
        """Remove a board file (missing is fine)."""
        path = board_path(path)
        self.exec(b"_bw_rm(%s)" % _lit(path), path=path)


def open_error(port, e):
    """A one-line BowwordsError for a serial port that would not open."""
    errno = getattr(e, "errno", None)
    text = str(e)
    if errno in (13, 1) or "ermission denied" in text:
        return BowwordsError("permission denied opening %s: on Linux add yourself to the 'dialout' group "
                             "(sudo usermod -aG dialout $USER, then log out and in)" % port)
    if errno in (11, 16) or "busy" in text.lower() or "exclusively lock" in text:
        return BowwordsError("%s is busy: another program has it open (a serial monitor, Mu, mpremote, "
                             "screen or tio); close it and run the command again" % port)
    if errno == 2 or "No such file" in text:
        return BowwordsError("no serial port %s: check the name ('bowwords flash' without --port finds "
                             "the board)" % port)
    if errno == 25 or "(25," in text or "Inappropriate ioctl" in text:
        return BowwordsError("%s is not a serial port (it takes no serial settings): give the board's port, "
                             "e.g. /dev/ttyACM0, or leave --port out to find it" % port)
    if errno is None:                   # pyserial folds the OSError into its message: (N, 'words')
        import re
        m = re.search(r"\((\d+), '([^']*)'\)", text)
        if m:
            text = "%s (error %s)" % (m.group(2), m.group(1))
    return BowwordsError("could not open %s: %s" % (port, text.strip()))
