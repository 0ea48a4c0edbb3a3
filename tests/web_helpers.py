"""Shared by the browser tests: the emulator's screen for a key script, the browser's as bytes."""

import json
import shutil
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from bowwords.web import headless, site

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"
DEVICE_NAMES = [p.stem for p in headless.DEVICE.glob("*.py")]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def chromium_missing():
    """Why the Chromium tier cannot run here (a line), or None."""
    if not CHROMIUM:
        return "no chromium (apt-get install chromium chromium-driver)"
    if not shutil.which("node"):
        return "no node"
    if not (site.npm_root() / "node_modules" / "playwright-core").is_dir():
        return "no playwright-core from npm (make setup)"
    try:
        site.port_dir()
    except Exception as e:  # noqa: BLE001
        return str(e)
    return None


def drive(steps, out, timeout=300):
    """Run web/drive.mjs once over `steps` (one Chromium session) on the site in `out`; returns
    its results, after asserting that no step failed."""
    job = {"npm": str(site.npm_root()), "chromium": CHROMIUM, "site": str(out), "steps": steps}
    done = subprocess.run(["node", str(Path(site.__file__).parent / "drive.mjs")], input=json.dumps(job),
                          capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout)
    errors = [r["error"] for r in got["results"] if isinstance(r, dict) and "status" not in r and r.get("error")]
    assert not errors, "\n".join(errors + got["logs"][-20:])
    return got["results"]
BOARD_NAMES = ("board", "keypad", "supervisor", "microcontroller", "storage", "digitalio", "audioio",
               "audiocore", "pwmio", "analogio")


def script(path, extra=("+1 shot final.png",)):
    """A key script's lines, with a shot of the screen it ends on (label "final")."""
    return Path(path).read_text().splitlines() + list(extra)


def emulator_shots(lines, seed, nvm=None):
    """{label: 160x128 list of (r, g, b)} of the emulator's shots for a key script."""
    import pygame

    from bowwords.emulator import Emulator, FileNVM

    out = Path(tempfile.mkdtemp(prefix="bowwords-webtest-"))
    mine = []
    for ln in lines:
        p = ln.split("#")[0].split()
        if len(p) >= 3 and p[1] == "shot":
            ln = "%s shot %s" % (p[0], out / Path(p[2]).name)
        mine.append(ln)
    nvm_obj = None
    if nvm is not None:
        (out / "nvm.bin").write_bytes(nvm)
        nvm_obj = FileNVM(out / "nvm.bin")
    emu = Emulator("pybadge", seed=seed, nvm=nvm_obj)
    shots = {}
    for shot in emu.play_script(mine):
        surf = pygame.image.load(str(shot))
        shots[Path(shot).stem] = [tuple(surf.get_at((x, y)))[:3] for y in range(128) for x in range(160)]
    return shots


def pixels(raw):
    """The browser's frame buffer (160 x 128 x 4 bytes, R G B and a fourth byte) as (r, g, b)s."""
    return [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, 160 * 128 * 4, 4)]


def differing(a, b):
    """How many pixels differ, and the first (x, y, one, other)."""
    bad = [(i % 160, i // 160, x, y) for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(bad), (bad[0] if bad else None)


def _ours(name):
    return name in DEVICE_NAMES or name in BOARD_NAMES or name == "vboard" or name.startswith("vboard.")


@contextmanager
def device_modules():
    """The page's modules (displayio, vectorio, bitmaptools, webhost) and the board model's
    (vboard, imported afresh) importable by their board names for the length of a with block;
    Blinka's (and anything else of those names), and the host's time and os, back after."""
    saved = {n: sys.modules.pop(n) for n in list(sys.modules) if _ours(n)}
    real = {n: sys.modules[n] for n in ("time", "os")}
    sys.path.insert(0, str(headless.DEVICE))
    try:
        yield
    finally:
        sys.path.remove(str(headless.DEVICE))
        for n in [n for n in sys.modules if _ours(n)]:
            del sys.modules[n]
        sys.modules.update(saved)
        sys.modules.update(real)
