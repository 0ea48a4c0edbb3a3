"""`bowwords doctor [--port PORT | --drive PATH]`: is this board ready for Bowwords?

Over USB serial it reads, through the raw REPL (board/transport.py): CircuitPython's version
(10.x wanted), the board, the heap free at the start of a run, the pystack, the NVM's size, the
dictionary file and its CRC-32 (the whole file's, as any CRC-32 tool and Settings > About
show it: "file CRC-32"), the rules file and the free flash. From a mounted CIRCUITPY
drive it reads what the files say (boot_out.txt, settings.toml, the dictionary, the rules);
the heap and the NVM need the serial line. Either way it checks every file and folder a bundle
puts on the drive, against the bundle's own list (bowwords.bundle.DRIVE_PATHS). Each thing missing
or wrong comes with a one-line fix; a fix that is a command is printed after "run: " and works as
printed (the drive's own path or the port in it).
"""

import binascii
import json
import shlex
import shutil
from pathlib import Path

from bowwords.bundle import BOARD_DICT_PATH as DICT, DRIVE_PATHS
from bowwords.errors import BowwordsError
from bowwords.rulespages import BOARD_PATH as RULES

PROGRAMS = ("code.py", "game.py", "boot.py")
PYSTACK_WANTED = 2048     # CircuitPython 10's default on a SAMD51 (bowwords.vm.BOARD_PYSTACK)
HEAP_WANTED = 128 * 1024  # what the firmware is designed to (README: memory is the product)
NVM_WANTED = 8192
FLASH_SPARE = 16 * 1024   # room for the save files a flash writes beside the old ones

# Board-side: one line of facts, key=value separated by tabs (no import fails it).
BOARD_CODE = r"""
import gc, os, sys
def _bw_doc():
    out = []
    def put(k, v):
        out.append('%s=%s' % (k, v))
    put('impl', sys.implementation.name)
    put('version', '.'.join([str(n) for n in sys.implementation.version[:3]]))
    try:
        put('machine', os.uname().machine)
    except Exception:
        put('machine', '')
    try:
        import board
        put('board', board.board_id)
    except Exception:
        put('board', '')
    gc.collect()
    put('heap_free', gc.mem_free())
    put('heap_used', gc.mem_alloc())
    try:
        put('pystack', os.getenv('CIRCUITPY_PYSTACK_SIZE') or '')
    except Exception:
        put('pystack', '')
    try:
        import microcontroller
        put('nvm', len(microcontroller.nvm))
    except Exception:
        put('nvm', '')
    for p in ('words.bwd', 'rules.bwr', 'code.py', 'game.py', 'boot.py'):
        r = _bw_crc(p)
        put('file:' + p, '' if r is None else '%d %d' % r)
    for p in DRIVE_PATHS:
        try:
            folder = os.stat(p.rstrip('/'))[0] & 0x4000
            put('path:' + p, 1 if bool(folder) == p.endswith('/') else 0)
        except OSError:
            put('path:' + p, 0)
    try:
        s = os.statvfs('/')
        put('flash_free', s[0] * s[3])
    except Exception:
        put('flash_free', '')
    print('\t'.join(out))
_bw_doc()
""".replace("DRIVE_PATHS", repr(DRIVE_PATHS))


def read_serial(port=None, timeout=10.0):
    """The facts of the board on `port` (found by vendor id if None), as a dict."""
    from bowwords.board.flash import find_port
    from bowwords.board.transport import BOARD_SETUP, SerialTransport

    transport = SerialTransport.open(port or find_port(), timeout=timeout)
    try:
        transport.exec(BOARD_SETUP, timeout=max(timeout, 30.0))
        text = transport.exec(BOARD_CODE.encode(), timeout=max(timeout, 30.0)).decode("utf-8", "replace")
        transport.leave_raw_repl()
    finally:
        transport.close()
    facts = {"over": "serial " + (port or "(found)"), "port": port or ""}
    for line in text.splitlines():
        if line.startswith("impl="):
            for part in line.split("\t"):
                key, _, value = part.partition("=")
                facts[key] = value
    if "impl" not in facts:
        raise BowwordsError("the board on %s did not answer the doctor's questions: %r" % (port, text[-200:]))
    return facts


def read_drive(path):
    """The facts a mounted CIRCUITPY folder tells (no heap, no NVM: those need serial)."""
    from bowwords.board.flash import find_drive

    from bowwords.board import boot_out
    from bowwords.board.settings_toml import keys

    root = Path(find_drive(path))
    facts = {"over": "drive %s" % root, "drive": str(root), "impl": "", "version": "", "machine": "",
             "board": "", "heap_free": "", "pystack": "", "nvm": ""}
    said = boot_out.parse(_read(root / "boot_out.txt"))
    if said["version"]:
        facts.update(impl="circuitpython", version=said["version"], machine=said["machine"])
    facts["board"] = said["board"]
    try:
        line = keys((root / "settings.toml").read_bytes()).get("CIRCUITPY_PYSTACK_SIZE", b"")
    except OSError:
        line = b""
    value = line.split(b"=", 1)[1].split(b"#", 1)[0].strip().decode("ascii", "replace") if line else ""
    facts["pystack"] = value if value.isdigit() else ""
    for name in (DICT, RULES) + PROGRAMS:
        p = root / name
        facts["file:" + name] = "%d %d" % (p.stat().st_size, binascii.crc32(p.read_bytes())) if p.is_file() else ""
    for p in DRIVE_PATHS:
        there = (root / p.rstrip("/")).is_dir() if p.endswith("/") else (root / p).is_file()
        facts["path:" + p] = "1" if there else "0"
    facts["flash_free"] = str(shutil.disk_usage(root).free)
    return facts


def _read(path):
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


def default_dictionary_crc():
    """(size, CRC-32) of the dictionary `bowwords bundle` puts on a board, or None."""
    try:
        from bowwords.dictionary.cli import default_dictionary
        data = Path(default_dictionary(quiet=True)).read_bytes()
    except (OSError, ImportError, BowwordsError):
        return None
    return len(data), binascii.crc32(data)


def check(facts):
    """[(what, found, fix or "")] from a board's facts: the doctor's table."""
    rows = []
    serial = facts["over"].startswith("serial")
    version = facts.get("version", "")
    if facts.get("impl") != "circuitpython":
        rows.append(("CircuitPython", "%s %s" % (facts.get("impl") or "unknown", version),
                     "install CircuitPython 10.x for the board from https://circuitpython.org/downloads"))
    elif not version.startswith("10."):
        rows.append(("CircuitPython", version, "Bowwords wants CircuitPython 10.x: update it from "
                                               "https://circuitpython.org/downloads"))
    else:
        rows.append(("CircuitPython", version, ""))
    board = facts.get("board") or ""
    from bowwords.bundle import BOARDS, board_ids
    known = board and any(board in board_ids(name) for name in BOARDS)
    rows.append(("board", (board or "unknown") + (" (%s)" % facts["machine"] if facts.get("machine") else ""),
                 "" if known else "not a board Bowwords knows (PyBadge, PyGamer, CLUE): it runs as a PyBadge"))
    if serial:
        free = int(facts.get("heap_free") or 0) + int(facts.get("heap_used") or 0)
        rows.append(("heap at start", "%d bytes free" % int(facts.get("heap_free") or 0),
                     "" if free >= HEAP_WANTED else "less than the 128 KB Bowwords is designed to: "
                                                   "remove other libraries and settings that take RAM"))
    else:
        rows.append(("heap at start", "- (read over serial: --port)", ""))
    pystack = facts.get("pystack") or ""
    stack = int(pystack) if pystack.isdigit() else (PYSTACK_WANTED if version.startswith("10.") else 0)
    rows.append(("pystack", "%d bytes%s" % (stack, "" if pystack else " (the default)") if stack else "unknown",
                 "" if stack >= PYSTACK_WANTED else "CIRCUITPY_PYSTACK_SIZE = 2048 in settings.toml (the bundle sets "
                                                    "it, keeping your other keys); " + _bundle_fix(facts).split("; ", 1)[1]))
    if serial:
        nvm = int(facts.get("nvm") or 0)
        rows.append(("NVM", "%d bytes" % nvm if nvm else "none",
                     "" if nvm >= NVM_WANTED else "no 8 KB microcontroller.nvm: saved games need a "
                                                  "PyBadge, PyGamer or CLUE build of CircuitPython"))
    else:
        rows.append(("NVM", "- (read over serial: --port)", ""))
    dict_file = facts.get("file:" + DICT, "")
    if dict_file:
        size, crc = (int(n) for n in dict_file.split())
        default = default_dictionary_crc()
        note = " (the default)" if default == (size, crc) else " (not the default dictionary)"
        rows.append(("dictionary", "%s %d bytes, file CRC-32 %08x%s" % (DICT, size, crc & 0xFFFFFFFF, note), ""))
    else:
        rows.append(("dictionary", "missing", _dictionary_fix(facts)))
    rules = facts.get("file:" + RULES, "")
    rows.append(("rules", "%s %s bytes" % (RULES, rules.split()[0]) if rules else "missing",
                 "" if rules else _bundle_fix(facts)))
    firmware = [p for p in DRIVE_PATHS if p not in (DICT, RULES)]
    missing = [p for p in firmware if facts.get("path:" + p) != "1"]
    rows.append(("firmware", "missing " + ", ".join(missing) if missing else ", ".join(firmware),
                 _bundle_fix(facts) if missing else ""))
    flash_free = facts.get("flash_free") or ""
    rows.append(("free flash", "%d bytes" % int(flash_free) if flash_free else "unknown",
                 "" if not flash_free or int(flash_free) >= FLASH_SPARE
                 else "less than 16 KB free: delete files you do not need from CIRCUITPY"))
    return rows


def _where(facts):
    """How `bowwords flash` reaches the board the facts came from: --drive PATH, --port PORT or
    nothing (the port found by vendor id)."""
    if facts.get("drive"):
        return " --drive " + shlex.quote(facts["drive"])
    return " --port " + shlex.quote(facts["port"]) if facts.get("port") else ""


def profile_of(board_id):
    """The bundle's board profile for a CircuitPython board id (pybadge if none knows it)."""
    from bowwords.bundle import BOARDS, board_ids

    return next((name for name in sorted(BOARDS) if board_id and board_id in board_ids(name)), "pybadge")


def _bundle_fix(facts):
    """The commands that build the bundle for this board and copy it (only Bowwords' keys of
    settings.toml are set)."""
    board = profile_of(facts.get("board"))
    return ("build and copy the firmware; run: bowwords bundle --board %s && bowwords flash%s --bundle "
            "build/circuitpy-%s" % (board, _where(facts), board))


def _dictionary_fix(facts):
    """The command that copies the default dictionary (ENABLE, compiled by make setup)."""
    try:
        from bowwords.dictionary.cli import default_dictionary
        path = str(default_dictionary(quiet=True))
    except (ImportError, BowwordsError):
        return "copy the whole bundle; " + _bundle_fix(facts).split("; ", 1)[1]
    return "copy the default dictionary (ENABLE); run: bowwords flash%s --dict %s" % (_where(facts), shlex.quote(path))


def table(rows):
    """The doctor's table as text, then one line: ready, or how many things to fix."""
    width = max(len(what) for what, _, _ in rows)
    lines = []
    for what, found, fix in rows:
        lines.append("%-*s  %s%s" % (width, what, found, ("\n%-*s  fix: %s" % (width, "", fix)) if fix else ""))
    bad = sum(1 for row in rows if row[2])
    lines.append("ready for Bowwords" if not bad else "%d thing%s to fix" % (bad, "" if bad == 1 else "s"))
    return "\n".join(lines)


def run(args):
    """The `bowwords doctor` command: 0 when the board is ready, 1 when something needs fixing."""
    if args.port and args.drive:
        raise BowwordsError("--port and --drive exclude each other: serial or the mounted drive")
    if args.timeout <= 0:
        raise BowwordsError("--timeout must be more than 0 seconds")
    facts = read_drive(args.drive) if args.drive else read_serial(args.port, args.timeout)
    rows = check(facts)
    if args.json:
        print(json.dumps({"over": facts["over"], "checks": [{"what": w, "found": f, "fix": x} for w, f, x in rows]},
                         indent=2))
    else:
        print("Bowwords doctor: the board over %s" % facts["over"])
        print(table(rows))
    return 1 if any(fix for _, _, fix in rows) else 0
