"""`bowwords web -o DIR`: a static site that plays the firmware in a browser, offline.

The site is the bundle `bowwords bundle --py` builds (the firmware, engine, fonts, dictionary
and rules pages, unchanged), the one board model (host_tools/vboard/) with the browser's drawing
and host (web/device/), MicroPython's WebAssembly port from npm (fetched by `make setup`) and
one page (web/page/).
Every file travels inside a classic <script> ("pack": gzip, then base64), so the page works from
file:// as well as from any static host, where a browser would refuse fetch() and modules:

    index.html           the page: the handheld, its keys, the rules, where to get a board
    bowwords.js, .css    the page's code and look (its keys: bowwords.keymap, as the emulator's)
    sw.js                the service worker: over http(s), the site cached for use offline
    manifest.webmanifest the web app's name and icons (a phone's home screen)
    favicon.ico, icons/  the icon (web/icons.py)
    packs/port.js        micropython.mjs and micropython.wasm (the pinned npm release; see FINALISER)
    packs/device.js      web/device/*.py (displayio, vectorio, bitmaptools, webhost) and vboard/
    packs/firmware.js    the bundle's files but the dictionary: code.py, game.py, lib/, fonts/, rules
    packs/words.js       the dictionary (words.bwd)

The output is built in a hidden folder beside DIR and put in place when whole (as the bundle),
readable by everyone as the umask allows (a web server runs as another user).
"""

import base64
import gzip
import hashlib
import html
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from bowwords import bundle, keymap, rulespages
from bowwords.errors import BowwordsError
from bowwords.web import icons

PORT_PACKAGE = "@micropython/micropython-webassembly-pyscript"
PORT_VERSION = "1.27.0"
PORT_FILES = ("micropython.mjs", "micropython.wasm")
HERE = Path(__file__).resolve().parent
DEVICE = HERE / "device"
VBOARD = HERE.parents[1] / "vboard"      # the one board model (host_tools/vboard/), packed as vboard/
PAGE = HERE / "page"
MARKER = ".bowwords-web"
GAMES = (("buyword", "BuyWord"), ("bogglebowl", "Boggle Bowl"), ("billionaire", "Billionaire"),
         ("highbid", "High Bid"))


def npm_root():
    """Where `make setup` installs the npm packages: inside the venv (BOWWORDS_NPM overrides)."""
    return Path(os.environ.get("BOWWORDS_NPM") or Path(sys.prefix) / "share" / "bowwords-npm")


def port_dir():
    """The folder of MicroPython's WebAssembly port (the pinned release), or a BowwordsError."""
    folder = npm_root() / "node_modules" / PORT_PACKAGE
    meta = folder / "package.json"
    if not meta.is_file():
        raise BowwordsError("MicroPython's WebAssembly port is not installed (%s@%s from npm): run 'make "
                            "setup' where npm is installed" % (PORT_PACKAGE, PORT_VERSION))
    version = json.loads(meta.read_text()).get("version")
    if version != PORT_VERSION:
        raise BowwordsError("%s is %s, not the pinned %s: run 'make setup' again"
                            % (PORT_PACKAGE, version, PORT_VERSION))
    missing = [name for name in PORT_FILES if not (folder / name).is_file()]
    if missing:
        raise BowwordsError("%s lacks %s: run 'make setup' again" % (folder, ", ".join(missing)))
    return folder


# The port's finaliser of Python objects proxied to JavaScript frees them in `Module`, which is
# the newest interpreter: once the page has started the next program, a proxy of the last one
# collected by JavaScript frees an object of the new one (and crashes it, "memory access out of
# bounds"). The site's copy frees them only in the interpreter they belong to, and not at all
# once it is gone (its memory goes with it).
FINALISER = ('cRef=>{globalThis.proxy_js_map.delete(cRef),Module.ccall("proxy_c_free_obj","null",["number"],'
             '[cRef])}')
OWN_FINALISER = ('((M)=>cRef=>{M===globalThis.Module&&(globalThis.proxy_js_map.delete(cRef),'
                 'M.ccall("proxy_c_free_obj","null",["number"],[cRef]))})(Module)')


def port_files(folder):
    """The port's two files as the site carries them (the finaliser made per interpreter)."""
    mjs = (folder / "micropython.mjs").read_text(encoding="utf-8")
    if mjs.count(FINALISER) != 1:
        raise BowwordsError("%s/micropython.mjs is not the %s release this site knows (its proxy finaliser "
                            "was not found): run 'make setup' again" % (folder, PORT_VERSION))
    return {"micropython.mjs": mjs.replace(FINALISER, OWN_FINALISER).encode("utf-8"),
            "micropython.wasm": (folder / "micropython.wasm").read_bytes()}


def _pack(name, files):
    """A pack's script text: its files (path -> bytes), each gzip-compressed and base64-coded."""
    entries = [[path, base64.b64encode(gzip.compress(data, 9, mtime=0)).decode("ascii"), len(data)]
               for path, data in sorted(files.items())]
    return "bowwordsPack(%s, %s);\n" % (json.dumps(name), json.dumps(entries, separators=(",", ":")))


def device_files():
    """packs/device.js's files: web/device/*.py (the page's drawing and host) and the board
    model, host_tools/vboard/*.py, as the folder vboard/."""
    files = {p.name: p.read_bytes() for p in sorted(DEVICE.glob("*.py"))}
    files.update(("vboard/" + p.name, p.read_bytes()) for p in sorted(VBOARD.glob("*.py")))
    return files


def rules_html(sources=rulespages.SOURCES):
    """The four games' rules (the device's pages, data/rules/*.txt) as HTML sections."""
    out = []
    for key, title in GAMES:
        path = Path(sources) / (key + ".txt")
        if not path.is_file():
            continue
        out.append('<section id="rules-%s" class="rules-game"><h2>%s</h2>' % (key, html.escape(title)))
        para, listed = [], False

        def flush():
            nonlocal para
            if para:
                out.append("<p>%s</p>" % html.escape(" ".join(para)))
                para = []
        for raw in path.read_text(encoding="utf-8").splitlines():
            line = raw.rstrip()
            if line.startswith(("#", "screens:", "ids:")):     # notes for us, not the players
                continue
            if line.startswith("== "):
                flush()
                if line[3:].strip() != title:      # the first page is titled by the game's name
                    out.append("<h3>%s</h3>" % html.escape(line[3:]))
            elif line.startswith("- "):
                flush()
                out.append("<p class=item>%s</p>" % html.escape(line[2:]))
                listed = True
            elif line.startswith("^ "):
                flush()
                out.append("<pre>%s</pre>" % html.escape(line[2:]))
            elif not line:
                flush()
            elif listed and raw.startswith("  "):
                out[-1] = out[-1][:-4] + " " + html.escape(line.strip()) + "</p>"
            else:
                listed = False
                para.append(line)
        flush()
        out.append("</section>")
    return "\n".join(out)


def _check_out(out):
    """A BowwordsError unless `out` may take the site: new (under folders, made as needed), an
    empty folder, or a site this command built (which the build replaces)."""
    try:
        _check_out_folder(out)
    except OSError as e:
        raise BowwordsError("-o %s: cannot write the site there (%s)" % (out, e.strerror or e)) from None


def _check_out_folder(out):
    if out.exists() or out.is_symlink():
        if not out.is_dir():
            raise BowwordsError("-o %s is a file: give a folder for the site" % out)
        if any(out.iterdir()) and not (out / MARKER).is_file():
            raise BowwordsError("-o %s is not empty and is not a site 'bowwords web' built: give a new folder"
                                % out)
    p = out.absolute().parent
    while not p.exists():
        p = p.parent
    if not p.is_dir():
        raise BowwordsError("-o %s: %s is a file, not a folder" % (out, p))


def keys_html(rows=None):
    """The page's table of keys (bowwords.keymap's, as the emulator has them) as HTML rows."""
    return "\n".join('<tr><td>%s</td><td>%s</td></tr>' % (" ".join("<kbd>%s</kbd>" % html.escape(k) for k in keys),
                                                       html.escape(role))
                      for keys, role in (rows or keymap.help_rows()))


WEB_MANIFEST = {
    "name": "Bowwords", "short_name": "Bowwords", "id": "./", "start_url": "./", "scope": "./",
    "description": "BuyWord, Boggle Bowl, Billionaire and High Bid: a handheld's firmware, played offline",
    "display": "standalone", "orientation": "any", "background_color": "#15171c", "theme_color": "#15171c",
    "icons": [{"src": "icons/icon-%d.png" % n, "sizes": "%dx%d" % (n, n), "type": "image/png", "purpose": "any"}
              for n in icons.SIZES],
}


def _umask():
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _stage(out):
    """A new hidden folder beside `out` (its parents made), to build the site in."""
    parent = out.absolute().parent
    parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=".%s.building-" % out.name, dir=parent))


def _write_site(stage, packs):
    """Every file of the site into `stage`; returns the sizes of the packs."""
    (stage / "packs").mkdir()
    sizes = {}
    for name, files in packs.items():
        text = _pack(name, files)
        (stage / "packs" / (name + ".js")).write_text(text)
        sizes[name] = len(text)
    for f in ("bowwords.js", "bowwords.css"):
        shutil.copyfile(PAGE / f, stage / f)
    (stage / "icons").mkdir()
    for rel, data in icons.files().items():
        (stage / rel).write_bytes(data)
    (stage / "manifest.webmanifest").write_text(json.dumps(WEB_MANIFEST, indent=1))
    manifest = {"packs": [[n, sizes[n]] for n in packs], "port": PORT_VERSION, "keys": keymap.dom_codes()}
    page = (PAGE / "index.html").read_text()
    page = (page.replace("{{MANIFEST}}", json.dumps(manifest)).replace("{{RULES}}", rules_html())
            .replace("{{KEYS}}", keys_html()))
    (stage / "index.html").write_text(page)
    cached = sorted(p.relative_to(stage).as_posix() for p in stage.rglob("*") if p.is_file())
    version = hashlib.sha256()
    for rel in cached:
        version.update(rel.encode() + b"\0" + (stage / rel).read_bytes())
    worker = (PAGE / "sw.js").read_text()
    worker = worker.replace("{{VERSION}}", version.hexdigest()[:16]).replace("{{FILES}}", json.dumps(["./"] + cached))
    (stage / "sw.js").write_text(worker)
    (stage / MARKER).write_text("bowwords web\n")
    os.chmod(stage, 0o777 & ~_umask())        # mkdtemp made it 0700: a web server could not read it
    return sizes


def build(out, dictionary=None):
    """Build the site in `out`; returns the report (files and sizes)."""
    out = Path(out)
    port = port_dir()
    _check_out(out)
    with tempfile.TemporaryDirectory() as scratch:
        drive = Path(scratch) / "drive"
        report = bundle.build("pybadge", out=drive, dictionary=dictionary, mpy=False)
        firmware, words = {}, {}
        for rel, path in bundle.files_under(drive):
            if rel in (bundle.MARKER, "requirements.txt", "boot.py"):
                continue
            (words if rel == bundle.BOARD_DICT_PATH else firmware)[rel] = path.read_bytes()
        packs = {
            "port": port_files(port),
            "device": device_files(),
            "firmware": firmware,
            "words": words,
        }
        stage = None
        try:
            stage = _stage(out)
            _write_site(stage, packs)
            if out.exists():
                shutil.rmtree(out)
            os.rename(stage, out)
        except OSError as e:
            if stage is not None:
                shutil.rmtree(stage, ignore_errors=True)
            raise BowwordsError("-o %s: cannot write the site there (%s)" % (out, e.strerror or e)) from None
        except BaseException:
            if stage is not None:
                shutil.rmtree(stage, ignore_errors=True)
            raise
    files = sorted((p.relative_to(out).as_posix(), p.stat().st_size) for p in out.rglob("*")
                   if p.is_file() and p.name != MARKER)
    return {"out": str(out), "files": files, "bytes": sum(s for _, s in files), "port": PORT_VERSION,
            "dictionary": report["dictionary"]}


def text_report(report):
    """What `bowwords web` prints."""
    lines = ["site in %s (MicroPython WebAssembly %s):" % (report["out"], report["port"])]
    lines += ["  %9s  %s" % (format(size, ","), path) for path, size in report["files"]]
    lines.append("total: %s bytes (%d KB); open %s/index.html in a browser, or serve the folder"
                 % (format(report["bytes"], ","), round(report["bytes"] / 1024), report["out"]))
    return "\n".join(lines)


def run(args):
    """The `bowwords web` command."""
    report = build(args.output, args.dict)
    print(json.dumps(report, indent=2) if args.json else text_report(report))
    return 0
