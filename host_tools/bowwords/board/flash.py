"""`bowwords flash`: copy files, a bundle or a dictionary to a board, over USB serial or the drive.

Serial (the default): the board is found by Adafruit's USB vendor id, the transport
(bowwords.board.transport) enters the raw REPL and writes each file to a temporary name,
checks its CRC32 on the board and only then renames it over the old file; the board
soft-reboots at the end. Drive (--drive PATH): the same rule on a mounted CIRCUITPY
folder, then a sync. Either way a file whose size and CRC32 already match is skipped
(circup's freshness check), and --dry-run only reports what would change.

Nothing of the board's is lost without a word: every file the flash will replace is listed before
the first write; a bundle's settings.toml only sets Bowwords' own keys in the board's (its other
keys and comments stay: board/settings_toml.py); --bundle takes only a folder whose manifest
(bundle.MARKER) lists exactly its files, made for the board and CircuitPython major version the
board's boot_out.txt names (board/compat.py).
"""

import binascii
import json
import os
import subprocess
import sys
from pathlib import Path

from bowwords.bundle import files_under
from bowwords.errors import BowwordsError
from bowwords.board.transport import DEFAULT_TIMEOUT, TMP_SUFFIX, SerialTransport, board_path

ADAFRUIT_VID = 0x239A
# Runs on the board: a file's bytes in hex, or NONE (read as the raw REPL's one answer).
READ_CODE = ("try:\n    _f = open(%r, 'rb')\nexcept OSError:\n    print('NONE')\nelse:\n"
             "    import binascii\n    print(binascii.hexlify(_f.read()).decode())\n    _f.close()\n")
LAST = ("boot.py", "game.py", "code.py", "main.py")   # written last, so a half-done flash never starts new code
SKIP_NAMES = ("__pycache__", ".DS_Store", "Thumbs.db", "boot_out.txt")


# -- finding the board -------------------------------------------------------------------

def board_ports(comports=None):
    """The serial ports of CircuitPython boards (Adafruit vendor id), REPL channels only."""
    if comports is None:
        from serial.tools import list_ports

        comports = list_ports.comports()
    found = []
    for p in comports:
        if p.vid != ADAFRUIT_VID:
            continue
        if "CDC2" in (getattr(p, "interface", None) or ""):   # the data channel has no REPL
            continue
        found.append(p)
    return sorted(found, key=lambda p: p.device)


def _describe_port(p):
    what = " ".join(x for x in (p.manufacturer, p.product) if x) or p.description or "board"
    return "%s (%s, serial %s)" % (p.device, what, p.serial_number or "?")


def find_port(comports=None):
    """The one board's port, or a BowwordsError naming the choices."""
    found = board_ports(comports)
    if len(found) == 1:
        return found[0].device
    if not found:
        hint = ""
        drives = circuitpy_drives()
        if drives:
            hint = "; a CIRCUITPY drive is mounted at %s: use '--drive %s'" % (drives[0], drives[0])
        raise BowwordsError("no CircuitPython board found on USB (no serial port with Adafruit's vendor "
                            "id 0x239A): plug it in with a data cable, or name the port with --port%s"
                            % hint)
    raise BowwordsError("%d boards found: %s; choose one with --port"
                        % (len(found), ", ".join(_describe_port(p) for p in found)))


def _unescape_mount(path):
    """/proc/mounts writes a space as \\040 (and tab, newline, backslash likewise)."""
    for code, ch in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        path = path.replace(code, ch)
    return path


def circuitpy_drives(mounts_text=None):
    """Mounted folders whose name ends in CIRCUITPY, as circup finds them."""
    points = []
    if mounts_text is None and os.name == "nt":  # pragma: no cover - Windows only
        import ctypes
        import string

        for letter in string.ascii_uppercase:
            root = "%s:\\" % letter
            if not os.path.exists(root):
                continue
            name = ctypes.create_unicode_buffer(1024)
            ctypes.windll.kernel32.GetVolumeInformationW(ctypes.c_wchar_p(root), name, 1024,
                                                         None, None, None, None, 0)
            if name.value.endswith("CIRCUITPY"):
                points.append(root)
        return points
    if mounts_text is None:
        if Path("/proc/mounts").exists():
            mounts_text = Path("/proc/mounts").read_text(errors="replace")
        else:
            try:
                mounts_text = subprocess.run(["mount"], capture_output=True, text=True,
                                             timeout=5).stdout
            except (OSError, subprocess.SubprocessError):
                return []
    for line in mounts_text.splitlines():
        if " on " in line:                  # macOS/BSD `mount`: dev on /path (type, ...)
            point = line.split(" on ", 1)[1].rsplit(" (", 1)[0].rsplit(" type ", 1)[0]
        else:                               # /proc/mounts: dev path type options 0 0
            fields = line.split()
            if len(fields) < 2:
                continue
            point = _unescape_mount(fields[1])
        if point.rstrip("/").endswith("CIRCUITPY"):
            points.append(point)
    return sorted(set(points))


def find_drive(arg):
    """The CIRCUITPY folder for --drive PATH (or --drive auto)."""
    if arg == "auto":
        drives = circuitpy_drives()
        if not drives:
            raise BowwordsError("no mounted CIRCUITPY drive found: plug the board in (it shows up as "
                                "CIRCUITPY), or name the folder with --drive PATH")
        if len(drives) > 1:
            raise BowwordsError("%d CIRCUITPY drives are mounted: %s; choose one with --drive PATH"
                                % (len(drives), ", ".join(drives)))
        arg = drives[0]
    root = Path(arg)
    if not root.is_dir():
        raise BowwordsError("--drive %s is not a folder: give the mounted CIRCUITPY drive's folder "
                            "(or --drive auto)" % arg)
    if not (root / "boot_out.txt").exists():
        raise BowwordsError("%s has no boot_out.txt, so it does not look like a CircuitPython drive: give "
                            "the drive's top folder (to flash a plain folder, create an empty "
                            "boot_out.txt in it)" % arg)
    return root


# -- what to copy ---------------------------------------------------------------------------

def _skipped(name):
    return name.startswith(".") or name in SKIP_NAMES or name.endswith(".pyc") or name.endswith(TMP_SUFFIX)


def _tree(folder):
    """Files under a folder, relative '/' paths, hidden files, caches and temporaries left out."""
    return files_under(folder, _skipped)


def _order(items):
    """lib/ and data first, code.py and boot.py last; stable otherwise."""
    return sorted(items, key=lambda item: (item[0] in LAST, LAST.index(item[0]) if item[0] in LAST else 0,
                                           item[0]))


def plan(files=(), bundle=None, dictionary=None, to=""):
    """[(board path, local Path)] for FILES, --bundle DIR or --dict FILE."""
    items = []
    if bundle:
        folder = Path(bundle)
        if not folder.is_dir():
            raise BowwordsError("--bundle %s is not a folder: build one with 'bowwords bundle -o DIR'"
                                % bundle)
        items = _tree(folder)
        if not items:
            raise BowwordsError("--bundle %s is empty: build one with 'bowwords bundle -o DIR'" % bundle)
        _check_bundle(folder, items)
    elif dictionary:
        from bowwords.bundle import BOARD_DICT_PATH, check_dictionary

        check_dictionary(dictionary)
        items = [(BOARD_DICT_PATH, Path(dictionary))]
    else:
        prefix = board_path(to) + "/" if to and to.strip("/") else ""
        for name in files:
            src = Path(name)
            if src.is_dir():
                items += [(prefix + src.name + "/" + rel, full) for rel, full in _tree(src)]
            elif src.is_file():
                items.append((prefix + src.name, src))
            else:
                raise BowwordsError("no such file or folder: %s" % name)
    checked = [(board_path(path), src) for path, src in items]
    seen = {}
    for path, src in checked:
        if path.lower() in seen:   # FAT names are case-insensitive
            raise BowwordsError("two files would land on the same board path '%s': %s and %s"
                                % (path, seen[path.lower()], src))
        seen[path.lower()] = src
    return _order(checked)


def _check_bundle(folder, items):
    """A BowwordsError unless `folder` is a bundle as `bowwords bundle` built it: its manifest lists
    exactly the files in it."""
    from bowwords.bundle import read_manifest

    listed = set(read_manifest(folder)["files"])
    present = {rel for rel, _ in items}
    missing, extra = sorted(listed - present), sorted(present - listed)
    if missing:
        raise BowwordsError("--bundle %s lacks %s, which its list names: rebuild it with 'bowwords bundle -o %s'"
                            % (folder, ", ".join(missing[:3]) + (" and %d more" % (len(missing) - 3)
                                                                 if len(missing) > 3 else ""), folder))
    if extra:
        raise BowwordsError("--bundle %s holds %s, which 'bowwords bundle' did not put there: rebuild it, or "
                            "flash your own files by name" % (folder, ", ".join(extra[:3]) + (
                                " and %d more" % (len(extra) - 3) if len(extra) > 3 else "")))


def shadowed(paths):
    """`x.py` files that a new `x.mpy` must replace: CircuitPython imports x.py first."""
    return sorted(p[:-4] + ".py" for p in paths if p.endswith(".mpy"))


# -- targets ------------------------------------------------------------------------------------

class SerialTarget:
    """A board over USB serial (raw REPL)."""

    kind = "serial"

    def __init__(self, transport):
        self.t = transport
        self.t.enter_raw_repl()
        self.t.setup()
        self.where = transport.name
        self.free = transport.free

    def checksums(self, paths):
        return self.t.checksums(paths)

    def read(self, path):
        """A small file's bytes (boot_out.txt, settings.toml), or None if there is none."""
        text = self.t.exec((READ_CODE % board_path(path)).encode()).decode("ascii", "replace").strip()
        if text == "NONE":
            return None
        try:
            return binascii.unhexlify(text)
        except (binascii.Error, ValueError):
            raise BowwordsError("the board's answer is not the file %s: %r" % (path, text[:80])) from None

    def write(self, path, data, progress=None):
        self.t.write_file(path, data, progress)

    def remove(self, path):
        self.t.remove(path)

    def finish(self, reboot):
        if reboot:
            self.t.soft_reboot()

    def close(self):
        self.t.leave_raw_repl()   # after an error or --no-reboot: the friendly REPL, not the raw one
        self.t.close()


class DriveTarget:
    """A mounted CIRCUITPY folder: temporary name, check, rename, fsync."""

    kind = "drive"

    def __init__(self, root):
        self.root = Path(root)
        self.where = str(root)
        try:
            import shutil

            self.free = shutil.disk_usage(self.root).free
        except OSError:
            self.free = None

    def _local(self, path):
        full = self.root.joinpath(*board_path(path).split("/"))
        real_root = os.path.realpath(self.root)
        if os.path.commonpath([real_root, os.path.realpath(full)]) != real_root:
            raise BowwordsError("board path '%s' leads outside the drive %s (a link?): not writing it"
                                % (path, self.root))
        return full

    def _error(self, e, path):
        if e.errno == 30:
            return BowwordsError("the CIRCUITPY drive at %s is read-only (the board is in serial-flash "
                                 "mode, or the drive is mounted read-only): restart the board without "
                                 "the serial-flash button, or flash over serial with --port" % self.root)
        if e.errno == 28:
            return BowwordsError("the CIRCUITPY drive at %s is full while writing '%s'; the old file is "
                                 "kept: free space on the drive or flash less" % (self.root, path))
        if e.errno in (1, 13):
            return BowwordsError("permission denied writing '%s' on %s: check that the drive is mounted "
                                 "writable for you" % (path, self.root))
        return BowwordsError("could not write '%s' on %s: %s" % (path, self.root, e.strerror or e))

    def checksums(self, paths):
        sums = {}
        for path in paths:
            full = self._local(path)
            try:
                data = full.read_bytes()
            except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
                sums[path] = None
                continue
            except OSError as e:
                raise self._error(e, path) from None
            sums[path] = (len(data), binascii.crc32(data) & 0xFFFFFFFF)
        return sums

    def read(self, path):
        """A file's bytes, or None if there is none."""
        try:
            return self._local(path).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None
        except OSError as e:
            raise self._error(e, path) from None

    def write(self, path, data, progress=None):
        full = self._local(path)
        tmp = full.with_name(full.name + TMP_SUFFIX)
        try:
            full.parent.mkdir(parents=True, exist_ok=True)
            with open(tmp, "wb") as f:
                for i in range(0, len(data), 1 << 16):
                    f.write(data[i:i + (1 << 16)])
                    if progress:
                        progress(min(i + (1 << 16), len(data)))
                f.flush()
                os.fsync(f.fileno())
            if tmp.read_bytes() != data:
                raise BowwordsError("the copy of '%s' on %s read back different; the old file is kept: "
                                    "check the drive" % (path, self.root))
            os.replace(tmp, full)
            _fsync_dir(full.parent)
        except OSError as e:
            _remove_quietly(tmp)
            raise self._error(e, path) from None
        except BowwordsError:
            _remove_quietly(tmp)
            raise

    def remove(self, path):
        try:
            self._local(path).unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise self._error(e, path) from None

    def finish(self, reboot):
        if hasattr(os, "sync"):
            os.sync()

    def close(self):
        pass


def _fsync_dir(folder):
    if os.name != "posix":   # pragma: no cover
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_quietly(path):
    try:
        os.remove(path)
    except OSError:
        pass


# -- the command ------------------------------------------------------------------------------

SETTINGS = "settings.toml"


def _keep_settings(target, datas):
    """The bundle's settings.toml merged into the board's (board/settings_toml.py): the board's keys
    and comments kept, Bowwords' own set. Returns {"ours": Bowwords' keys, "set": those changed or
    added}, or None if the board has no settings.toml (the bundle's is copied as it is)."""
    if SETTINGS not in datas:
        return None
    theirs = target.read(SETTINGS)
    if theirs is None:
        return None
    from bowwords.board.settings_toml import keys, merge

    ours = sorted(keys(datas[SETTINGS]))
    datas[SETTINGS], changed = merge(theirs, datas[SETTINGS])
    return {"ours": ours, "set": changed}


def flash(target, items, dry_run=False, reboot=True, progress=None, keep_settings=False, announce=None):
    """Copy `items` ([(board path, local Path)]) to an open target; returns the report dict.
    With `keep_settings` (a bundle), the board's settings.toml keeps its keys (only Bowwords' own
    are set); `announce(replaced, removed, dry_run)` hears the board's files that will be replaced
    (and the .py files a new .mpy removes) before any is written."""
    datas = {path: Path(src).read_bytes() for path, src in items}
    settings = _keep_settings(target, datas) if keep_settings else None
    paths = [path for path, _ in items]
    twins = [p for p in shadowed(paths) if p not in datas]
    sums = target.checksums(paths + twins)
    files = []
    todo = []
    for path in paths:
        data = datas[path]
        mine = (len(data), binascii.crc32(data) & 0xFFFFFFFF)
        fresh = sums.get(path) == mine
        files.append({"path": path, "bytes": len(data), "crc32": "%08x" % mine[1],
                      "status": "unchanged" if fresh else ("would write" if dry_run else "written")})
        if not fresh:
            todo.append(path)
    stale = [p for p in twins if sums.get(p) is not None]
    replaced = [p for p in todo if sums.get(p) is not None]
    total = sum(len(datas[p]) for p in todo)
    if target.free is not None and not dry_run:
        growth = sum(len(datas[p]) - ((sums.get(p) or (0, 0))[0]) for p in todo)
        largest = max((len(datas[p]) for p in todo), default=0)
        if growth + largest > target.free + sum((sums.get(p) or (0, 0))[0] for p in stale):
            raise BowwordsError("the board has %d bytes free but this flash needs about %d more (and room "
                                "for one temporary copy): free space on CIRCUITPY or flash less"
                                % (target.free, max(growth, 0) + largest))
    if announce:
        announce(replaced, stale, dry_run)
    if not dry_run:
        bar = progress(total) if (progress and total) else None
        done = 0
        try:
            for path in todo:
                data = datas[path]
                base = done
                target.write(path, data, (lambda n, base=base: bar.update(base + n)) if bar else None)
                done += len(data)
            for path in stale:
                target.remove(path)
        finally:
            if bar:
                bar.close()
    # over serial the program was stopped even if nothing changed: restart it (the drive just syncs)
    target.finish(reboot)
    return {
        "target": target.kind, "where": target.where, "dry_run": dry_run,
        "files": files,
        "written": 0 if dry_run else len(todo),
        "would_write": len(todo) if dry_run else 0,
        "unchanged": len(paths) - len(todo),
        "bytes_written": 0 if dry_run else total,
        "removed_shadowed": [] if dry_run else stale,
        "would_remove": stale if dry_run else [],
        "rebooted": target.kind == "serial" and reboot,
        # every file the board had that this flash replaces (or would), programs among them
        "replaced": replaced,
        "replaced_programs": [p for p in replaced if p in LAST],
        # the board's settings.toml, kept: only Bowwords' keys set (None: none on the board)
        "settings_kept": settings,
    }


def open_target(port=None, drive=None, timeout=DEFAULT_TIMEOUT):
    """The drive for --drive, else the serial board (named by --port or found by vendor id)."""
    if drive:
        return DriveTarget(find_drive(drive))
    transport = SerialTransport.open(port or find_port(), timeout=timeout)
    try:
        return SerialTarget(transport)
    except BaseException:
        transport.close()
        raise


def run(args):
    """The `bowwords flash` command."""
    sources = sum(1 for s in (args.files, args.bundle, args.dict) if s)
    if sources != 1:
        raise BowwordsError("say what to flash: FILES..., --bundle DIR or --dict FILE (exactly one of them)")
    if args.port and args.drive:
        raise BowwordsError("--port and --drive exclude each other: serial or the mounted drive")
    if args.timeout <= 0:
        raise BowwordsError("--timeout must be more than 0 seconds")
    items = plan(args.files, args.bundle, args.dict, args.to or "")
    target = open_target(args.port, args.drive, args.timeout)
    progress = None
    if not args.json and sys.stderr.isatty():
        from bowwords.progress import Progress

        def progress(total):
            return Progress(total, "bytes")

    def announce(paths, removed, dry_run):
        if paths or removed:
            print(replacing(paths, removed, target.where, dry_run, bool(args.bundle)),
                  file=sys.stderr if args.json else sys.stdout, flush=True)
    try:
        notes = _check_fits(args.bundle, target) if args.bundle else []
        report = flash(target, items, args.dry_run, not args.no_reboot, progress, keep_settings=bool(args.bundle),
                       announce=announce)
    finally:
        target.close()
    report["notes"] = notes
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(summary(report))
    return 0


def _check_fits(bundle, target):
    """Notes; a BowwordsError if the bundle is for another board or CircuitPython than the target's
    boot_out.txt names."""
    from bowwords.board import compat
    from bowwords.bundle import read_manifest

    text = target.read("boot_out.txt")
    return compat.check(read_manifest(bundle), text.decode("utf-8", "replace") if text is not None else None,
                        target.where)


def replacing(paths, removed, where, dry_run, keep_settings=False):
    """The lines that name every file a flash replaces (or removes: a .py a new .mpy shadows) on the
    board, said before it writes; `keep_settings`: a bundle's, which keeps settings.toml's keys."""
    count = len(paths) + len(removed)
    lines = ["%s %d file%s on %s:" % ("would replace" if dry_run else "replacing", count,
                                      "" if count == 1 else "s", where)]
    for p in paths:
        what = ""
        if p == SETTINGS and keep_settings:
            what = " (your keys and comments stay; only Bowwords' own keys are set)"
        elif p in LAST:
            what = " (a program: keep a copy of yours first)"
        lines.append("  " + p + what)
    lines += ["  %s (removed: the new .mpy takes its place)" % p for p in removed]
    return "\n".join(lines)


def summary(report):
    """The text report of a flash."""
    lines = []
    for f in report["files"]:
        lines.append("  %-12s %s (%s bytes)" % (f["status"], f["path"], format(f["bytes"], ",")))
    for p in report["removed_shadowed"]:
        lines.append("  %-12s %s (the new .mpy replaces it)" % ("removed", p))
    for p in report["would_remove"]:
        lines.append("  %-12s %s (the new .mpy would replace it)" % ("would remove", p))
    if report["dry_run"]:
        lines.append("dry run on %s: %d to write, %d unchanged; nothing written"
                     % (report["where"], report["would_write"], report["unchanged"]))
    else:
        lines.append("flashed %s: %d written (%s bytes), %d unchanged"
                     % (report["where"], report["written"], format(report["bytes_written"], ","),
                        report["unchanged"]))
    for p in report["replaced_programs"]:
        lines.append("note: %s %s the board had (keep a copy of yours first: --dry-run lists what a "
                     "flash changes)" % ("would replace the" if report["dry_run"] else "replaced the", p))
    kept = report.get("settings_kept")
    if kept and kept["set"]:
        lines.append("note: settings.toml on the board keeps its keys and comments; only Bowwords' %s %s"
                     % (", ".join(kept["set"]), "would be set" if report["dry_run"] else "set"))
    lines += ["note: " + n for n in report.get("notes", ())]
    if report["rebooted"]:
        lines.append("the board is restarting (soft reboot)")
    return "\n".join(lines)
