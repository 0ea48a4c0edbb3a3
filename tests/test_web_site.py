"""What `bowwords web -o DIR` writes, without a browser: a folder a web server can read, one line
and exit 1 where it cannot write, no checklist IDs in the rules, the icons, the page's keys."""

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from bowwords import keymap
from bowwords.web import icons, site

ROOT = Path(__file__).resolve().parent.parent


def _port_or_skip():
    try:
        site.port_dir()
    except Exception as e:  # noqa: BLE001
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One site, built with the umask a web host usually has (022)."""
    _port_or_skip()
    old = os.umask(0o022)
    try:
        out = tmp_path_factory.mktemp("web") / "site"
        site.build(out)
    finally:
        os.umask(old)
    return out


def test_the_site_folder_and_its_files_are_readable_by_a_web_server(built):
    """drwxr-xr-x (not mkdtemp's drwx------): a server running as another user reads every file."""
    folders = [built] + [p for p in built.rglob("*") if p.is_dir()]
    assert {oct(p.stat().st_mode & 0o777) for p in folders} == {"0o755"}
    assert {oct(p.stat().st_mode & 0o777) for p in built.rglob("*") if p.is_file()} == {"0o644"}


def _as_another_user():
    """The command's prefix that runs it as an unprivileged user (root may write anywhere)."""
    if os.geteuid() != 0:
        return []
    if not shutil.which("setpriv"):
        pytest.skip("running as root without setpriv: a read-only folder cannot be made")
    prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    probe = [sys.executable, "-c", "import sys; open(sys.argv[1]).close()", str(_bowwords())]
    if subprocess.run(prefix + probe, capture_output=True).returncode != 0:
        pytest.skip("the unprivileged user cannot read this checkout's files (a folder above it is "
                    "private, as mktemp -d's is): a read-only folder cannot be tried from here")
    return prefix


def test_web_into_a_read_only_folder_says_so_in_one_line_and_exits_1():
    _port_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        Path(scratch).chmod(0o755)
        ro = Path(scratch) / "ro"
        ro.mkdir()
        ro.chmod(0o555)
        _web_into(ro)


def _bowwords():
    return Path(sys.executable).parent / "bowwords"


def _web_into(ro):
    done = subprocess.run(_as_another_user() + [str(_bowwords()), "web", "-o", str(ro / "site")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    assert done.stderr.strip().count("\n") == 0 and "Traceback" not in done.stderr, done.stderr
    assert "cannot write" in done.stderr and str(ro / "site") in done.stderr
    assert list(ro.iterdir()) == []


def test_the_rules_dialog_shows_no_checklist_ids():
    """The rules sources' `ids: BW-05, ...` lines are ours (the checklist), not the players'."""
    text = site.rules_html()
    assert "BB-13" not in text and "BW-" not in text
    assert not re.search(r"\bids: [A-Z]+-\d", text)
    assert "The clock stands still while you read." in text     # the pages' own words stay


def test_the_site_has_a_favicon_and_the_icons_its_manifest_names(built):
    ico = (built / "favicon.ico").read_bytes()
    reserved, kind, count, w, h = struct.unpack("<HHHBB", ico[:8])
    assert (reserved, kind, count, w, h) == (0, 1, 1, icons.FAVICON, icons.FAVICON)
    assert ico[22:30] == b"\x89PNG\r\n\x1a\n"
    manifest = json.loads((built / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        png = (built / icon["src"]).read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert "%dx%d" % struct.unpack(">II", png[16:24]) == icon["sizes"]
    assert {"192x192", "512x512"} <= {i["sizes"] for i in manifest["icons"]}


def test_the_service_worker_caches_every_file_of_the_site(built):
    worker = (built / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", worker).group(1))
    on_disk = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert set(files) == (on_disk - {"sw.js", site.MARKER}) | {"./"}


def test_the_page_handles_the_keymaps_keys(built):
    """The page's KeyboardEvent.code map is bowwords.keymap's: every key the emulator knows."""
    page = (built / "index.html").read_text()
    manifest = json.loads(re.search(r"window.BOWWORDS_MANIFEST = (.*);</script>", page).group(1))
    assert manifest["keys"] == keymap.dom_codes()
    for code, button in (("Space", "A"), ("Backspace", "B"), ("KeyW", "Up"), ("Tab", "Select"),
                         ("KeyM", "Start+Select"), ("KeyP", "Start"), ("KeyK", "Shake")):
        assert manifest["keys"][code] == button


def test_a_site_built_in_the_checkout_is_ignored_by_git():
    if not shutil.which("git") or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", "check-ignore", "site/index.html", "build/web/index.html"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.stdout.split() == ["site/index.html", "build/web/index.html"]
