"""`bowwords flash` end to end: the MicroPython VM on a pty as the board, and a mock CIRCUITPY drive."""

import json
import os
import shutil
import subprocess
from types import SimpleNamespace

import pytest

from bowwords import bundle
from bowwords.board import flash
from bowwords import vm as vm_tools
from bowwords.errors import BowwordsError
from bowwords.board.transport import TMP_SUFFIX
from conftest import cli_run as run, tree

# boot_out.txt as CircuitPython 10 writes it (main.c, run_boot_py)
BOOT_OUT = ("Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyBadge with samd51j19\n"
            "Board ID:pybadge\nUID:0123456789AB\n")




@pytest.fixture()
def src(tmp_path):
    """A few files to flash: a module, a binary file and a folder."""
    folder = tmp_path / "src"
    (folder / "pkg" / "sub").mkdir(parents=True)
    (folder / "hello.py").write_bytes(b"print('hello from the board')\n")
    (folder / "blob.bin").write_bytes(bytes(range(256)) * 11)
    (folder / "pkg" / "__init__.py").write_bytes(b"")
    (folder / "pkg" / "sub" / "m.py").write_bytes(b"X = 42\n")
    (folder / "pkg" / "__pycache__").mkdir()
    (folder / "pkg" / "__pycache__" / "m.cpython-311.pyc").write_bytes(b"junk")
    return folder


def test_flash_files_and_a_folder_over_serial_then_skip_them_unchanged(tmp_path, src, capsys):
    """Files land under --to, folders keep their shape, caches stay behind; a rerun writes nothing."""
    root = tmp_path / "board"
    root.mkdir()
    args = ["flash", str(src / "hello.py"), str(src / "blob.bin"), str(src / "pkg"), "--to", "lib/x"]
    with vm_tools.serial_board(root) as port:
        code, out, err = run(args + ["--port", port, "--json"], capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["written"] == 4 and report["unchanged"] == 0 and report["rebooted"]
    assert tree(root) == {"lib/x/hello.py": (src / "hello.py").read_bytes(),
                          "lib/x/blob.bin": (src / "blob.bin").read_bytes(),
                          "lib/x/pkg/__init__.py": b"", "lib/x/pkg/sub/m.py": b"X = 42\n"}
    with vm_tools.serial_board(root) as port:   # the soft reboot ended the VM: a fresh one, same drive
        code, out, err = run(args + ["--port", port], capsys)
    assert code == 0, err
    assert "0 written (0 bytes), 4 unchanged" in out and "restarting (soft reboot)" in out
    assert out.count("unchanged    lib/x/") == 4


def test_flash_over_circuitpythons_own_vm_lands_byte_for_byte(tmp_path, src, capsys, cpvm):
    """CircuitPython 10.2.1's VM on a pseudo-terminal as the board: its banner, raw REPL and
    raw-paste take the files, which land byte for byte."""
    root = tmp_path / "board"
    root.mkdir()
    with vm_tools.serial_board(root, 64, machine=cpvm.machine) as port:
        code, out, err = run(["flash", str(src / "hello.py"), str(src / "blob.bin"), "--port", port,
                              "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["written"] == 2
    assert tree(root) == {"hello.py": (src / "hello.py").read_bytes(), "blob.bin": (src / "blob.bin").read_bytes()}


def test_flash_only_what_changed_and_dry_run_writes_nothing(tmp_path, src, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "hello.py").write_bytes((src / "hello.py").read_bytes())
    (root / "blob.bin").write_bytes(b"an older blob")
    files = [str(src / "hello.py"), str(src / "blob.bin")]
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", *files, "--port", port, "--dry-run", "--no-reboot", "--json"], capsys)
        assert code == 0, err
        report = json.loads(out)
        assert [f["status"] for f in report["files"]] == ["would write", "unchanged"]
        assert not report["rebooted"] and report["written"] == 0 and report["would_write"] == 1
        assert (root / "blob.bin").read_bytes() == b"an older blob"
        code, out, err = run(["flash", *files, "--port", port, "--json"], capsys)
    assert code == 0, err
    report = json.loads(out)
    assert (report["written"], report["unchanged"], report["bytes_written"]) == (1, 1, 256 * 11)
    assert (root / "blob.bin").read_bytes() == (src / "blob.bin").read_bytes()


def test_flash_a_bundle_end_to_end_and_run_the_engine_from_its_lib(tmp_path, capsys):
    """The PyBadge bundle goes over the raw REPL, lands byte for byte, and its engine imports."""
    out_dir = tmp_path / "bundle"
    report = bundle.build("pybadge", out_dir)
    root = tmp_path / "board"
    root.mkdir()
    (root / "boot_out.txt").write_text(BOOT_OUT)
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", "--bundle", str(out_dir), "--port", port, "--json"], capsys)
    assert code == 0, err
    flashed = json.loads(out)
    wanted = {k: v for k, v in tree(out_dir).items() if k != bundle.MARKER}
    assert flashed["written"] == len(wanted) == report["file_count"]
    got = tree(root)
    assert got.pop("boot_out.txt")
    assert got == wanted
    order = [f["path"] for f in flashed["files"]]
    if "code.py" in order:
        assert order[-1] == "code.py"
    code = "from bowengine import games\nprint(games.new('slate', 3, 7).waiting_for())\n"
    if bundle.BOARD_DICT_PATH in got:   # the flashed dictionary answers through the flashed reader
        code += ("from bowengine.lexicon import Lexicon\nL = Lexicon(%r)\n"
                 "print(L.contains('quiz'), L.contains('qxzv'))\n" % bundle.BOARD_DICT_PATH)
    done = subprocess.run([vm_tools.micropython(), "-X", "heapsize=192K", "-c", code], cwd=root,
                          env=dict(os.environ, MICROPYPATH="lib"), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split("\n")
    assert lines[0] == "(0, 1, 2)"
    if bundle.BOARD_DICT_PATH in got:
        assert lines[1] == "True False"


def test_flash_a_dictionary_to_where_the_firmware_reads_it(tmp_path, capsys):
    words = tmp_path / "mine.bwd"
    head = b"BWLX"
    try:
        from bowwords.dictionary.build import MAGIC as head
    except ImportError:
        pass
    words.write_bytes(head + os.urandom(5000))
    root = tmp_path / "board"
    root.mkdir()
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", "--dict", str(words), "--port", port], capsys)
    assert code == 0, err
    assert (root / bundle.BOARD_DICT_PATH).read_bytes() == words.read_bytes()


def test_a_new_mpy_removes_the_py_that_would_shadow_it(tmp_path, capsys):
    """CircuitPython imports x.py before x.mpy, so flashing x.mpy removes an old x.py beside it."""
    root = tmp_path / "board"
    (root / "lib" / "bowengine").mkdir(parents=True)
    (root / "lib" / "bowengine" / "rng.py").write_text("OLD = 1\n")
    mpy = tmp_path / "rng.mpy"
    mpy.write_bytes(b"C\x06\x00\x1f" + b"\x00" * 40)
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", str(mpy), "--to", "lib/bowengine", "--port", port], capsys)
    assert code == 0, err
    assert "removed      lib/bowengine/rng.py" in out
    assert tree(root) == {"lib/bowengine/rng.mpy": mpy.read_bytes()}


@pytest.mark.parametrize("argv,message", [
    (["flash"], "say what to flash"),
    (["flash", "x.py", "--dict", "w.bwd"], "exactly one of them"),
    (["flash", "--port", "p", "--drive", "d", "--bundle", "b"], "exclude each other"),
    (["flash", "nope.py", "--port", "p"], "no such file or folder: nope.py"),
    (["flash", "--bundle", "no-such-dir", "--port", "p"], "is not a folder"),
    (["flash", "--dict", "no.bwd", "--port", "p"], "no dictionary file"),
])
def test_usage_errors_are_one_line(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(argv, capsys)
    assert code == 1 and out == ""
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize("to", ["..", "../up", "lib/../../x", "a//b"])
def test_target_paths_outside_the_root_are_refused_before_connecting(to, src, capsys):
    code, out, err = run(["flash", str(src / "hello.py"), "--to", to, "--port", "/dev/null-never-opened"],
                         capsys)
    assert code == 1 and "is not allowed" in err


def test_a_dictionary_that_is_not_compiled_is_refused(tmp_path, capsys):
    pytest.importorskip("bowwords.dictionary.build")
    text = tmp_path / "words.txt"
    text.write_text("cat\ndog\n")
    code, out, err = run(["flash", "--dict", str(text), "--port", "p"], capsys)
    assert code == 1 and "not a compiled Bowwords dictionary" in err


# -- finding the board ---------------------------------------------------------------------------

def _port(device, vid=0x239A, interface="CircuitPython CDC control", product="PyBadge"):
    return SimpleNamespace(device=device, vid=vid, interface=interface, manufacturer="Adafruit",
                           product=product, description=product, serial_number="ABC123")


def test_the_board_is_found_by_vendor_id_and_the_data_channel_is_left_out():
    ports = [_port("/dev/ttyS0", vid=None), _port("/dev/ttyUSB0", vid=0x1A86),
             _port("/dev/ttyACM1", interface="CircuitPython CDC2 data"), _port("/dev/ttyACM0")]
    assert flash.find_port(ports) == "/dev/ttyACM0"


def test_several_boards_are_listed(monkeypatch):
    with pytest.raises(BowwordsError) as e:
        flash.find_port([_port("/dev/ttyACM2", product="PyGamer"), _port("/dev/ttyACM0")])
    assert str(e.value).startswith("2 boards found: /dev/ttyACM0 (Adafruit PyBadge, serial ABC123), "
                                   "/dev/ttyACM2 (Adafruit PyGamer")
    assert str(e.value).endswith("choose one with --port")


def test_no_board_says_what_to_do_and_points_at_a_mounted_drive(monkeypatch):
    monkeypatch.setattr(flash, "circuitpy_drives", lambda: [])
    with pytest.raises(BowwordsError, match="no CircuitPython board found on USB .*--port$"):
        flash.find_port([_port("/dev/ttyUSB0", vid=0x1A86)])
    monkeypatch.setattr(flash, "circuitpy_drives", lambda: ["/media/me/CIRCUITPY"])
    with pytest.raises(BowwordsError, match="use '--drive /media/me/CIRCUITPY'"):
        flash.find_port([])


def test_circuitpy_drives_are_found_in_mount_tables():
    linux = ("/dev/sda1 / ext4 rw 0 0\n"
             "/dev/sdb1 /media/me/CIRCUITPY vfat rw,nosuid 0 0\n"
             "/dev/sdc1 /media/me/My\\040CIRCUITPY vfat rw 0 0\n"
             "/dev/sdd1 /media/me/CIRCUITPY1 vfat rw 0 0\n")
    assert flash.circuitpy_drives(linux) == ["/media/me/CIRCUITPY", "/media/me/My CIRCUITPY"]
    mac = "/dev/disk4s1 on /Volumes/CIRCUITPY (msdos, local, nodev, nosuid, noowners)\n"
    assert flash.circuitpy_drives(mac) == ["/Volumes/CIRCUITPY"]


# -- drive mode ---------------------------------------------------------------------------------

@pytest.fixture()
def drive(tmp_path):
    """A mock CIRCUITPY folder, as circup's tests have one."""
    d = tmp_path / "CIRCUITPY"
    (d / "lib").mkdir(parents=True)
    (d / "boot_out.txt").write_text(BOOT_OUT)
    (d / "code.py").write_text("print('old code')\n")
    return d


def test_drive_mode_copies_a_bundle_then_skips_it(tmp_path, drive, capsys):
    out_dir = tmp_path / "bundle"
    bundle.build("pybadge", out_dir)
    code, out, err = run(["flash", "--bundle", str(out_dir), "--drive", str(drive), "--json"], capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["target"] == "drive" and not report["rebooted"]
    wanted = {k: v for k, v in tree(out_dir).items() if k != bundle.MARKER}
    got = tree(drive)
    assert got.pop("boot_out.txt") and got == wanted
    assert not list(drive.rglob("*" + TMP_SUFFIX))
    code, out, err = run(["flash", "--bundle", str(out_dir), "--drive", str(drive), "--json"], capsys)
    assert json.loads(out)["written"] == 0 and json.loads(out)["unchanged"] == len(wanted)


def test_a_flash_says_it_replaces_the_boards_own_code_py(tmp_path, drive, capsys):
    """Issue 29: an existing code.py is replaced; the report says so (and a dry run, that it would)."""
    out_dir = tmp_path / "bundle"
    bundle.build("pybadge", out_dir)
    (drive / "code.py").write_text("print('my own program')\n")
    code, out, err = run(["flash", "--bundle", str(out_dir), "--drive", str(drive), "--dry-run"], capsys)
    assert code == 0 and "note: would replace the code.py the board had" in out
    code, out, err = run(["flash", "--bundle", str(out_dir), "--drive", str(drive)], capsys)
    assert code == 0 and "note: replaced the code.py the board had" in out
    code, out, err = run(["flash", "--bundle", str(out_dir), "--drive", str(drive)], capsys)
    assert code == 0 and "note:" not in out             # the second time: nothing of the board's replaced


def test_drive_mode_finds_the_mounted_drive_with_auto(drive, src, capsys, monkeypatch):
    monkeypatch.setattr(flash, "circuitpy_drives", lambda: [str(drive)])
    code, out, err = run(["flash", str(src / "hello.py"), "--drive", "auto"], capsys)
    assert code == 0, err
    assert (drive / "hello.py").read_bytes() == (src / "hello.py").read_bytes()


def test_drive_mode_refuses_a_folder_that_is_not_a_circuitpython_drive(tmp_path, src, capsys):
    code, out, err = run(["flash", str(src / "hello.py"), "--drive", str(tmp_path)], capsys)
    assert code == 1 and "has no boot_out.txt" in err
    assert not (tmp_path / "hello.py").exists()


@pytest.mark.parametrize("errno,message", [(30, "is read-only (the board is in serial-flash mode"),
                                           (28, "is full while writing 'code.py'; the old file is kept")])
def test_drive_mode_read_only_or_full_keeps_the_old_file(drive, tmp_path, capsys, monkeypatch, errno, message):
    new = tmp_path / "code.py"
    new.write_text("print('new code')\n" * 100)
    real_open = open

    def failing_open(path, mode="r", *a, **kw):
        if "w" in mode:
            if errno == 30:
                raise OSError(30, "Read-only file system")
            f = real_open(path, mode, *a, **kw)
            f.write(b"partial")
            f.close()
            raise OSError(28, "No space left on device")
        return real_open(path, mode, *a, **kw)

    monkeypatch.setattr(flash, "open", failing_open, raising=False)
    code, out, err = run(["flash", str(new), "--drive", str(drive)], capsys)
    assert code == 1 and message in err and err.count("\n") == 1
    assert (drive / "code.py").read_text() == "print('old code')\n"
    assert not list(drive.rglob("*" + TMP_SUFFIX))


def test_drive_mode_refuses_a_link_out_of_the_drive(drive, tmp_path, src, capsys):
    outside = tmp_path / "outside"
    outside.mkdir()
    os.symlink(outside, drive / "lib" / "out")
    code, out, err = run(["flash", str(src / "hello.py"), "--to", "lib/out", "--drive", str(drive)], capsys)
    assert code == 1 and "leads outside the drive" in err
    assert not list(outside.iterdir())


def test_the_board_is_found_by_vendor_id_and_flashed_with_a_progress_bar(tmp_path, src, capsys, monkeypatch):
    """No --port: serial.tools.list_ports finds the Adafruit board; a terminal gets a progress bar."""
    from serial.tools import list_ports

    root = tmp_path / "board"
    root.mkdir()
    monkeypatch.setattr(flash.sys.stderr, "isatty", lambda: True, raising=False)
    with vm_tools.serial_board(root) as port:
        monkeypatch.setattr(list_ports, "comports", lambda: [_port("/dev/ttyS0", vid=None), _port(port)])
        code, out, err = run(["flash", str(src / "blob.bin")], capsys)
    assert code == 0, err
    assert "flashed %s: 1 written (2,816 bytes)" % port in out
    assert "[##############################] 2816/2816 bytes" in err
    assert (root / "blob.bin").read_bytes() == (src / "blob.bin").read_bytes()


def test_drive_mode_dry_run_and_dictionary(drive, tmp_path, capsys):
    words = tmp_path / "w.bwd"
    head = b"BWLX"
    try:
        from bowwords.dictionary.build import MAGIC as head
    except ImportError:
        pass
    words.write_bytes(head + b"\x00" * 100)
    code, out, err = run(["flash", "--dict", str(words), "--drive", str(drive), "--dry-run"], capsys)
    assert code == 0, err
    assert "would write  %s" % bundle.BOARD_DICT_PATH in out and "nothing written" in out
    assert not (drive / bundle.BOARD_DICT_PATH).exists()
    code, out, err = run(["flash", "--dict", str(words), "--drive", str(drive)], capsys)
    assert code == 0 and (drive / bundle.BOARD_DICT_PATH).read_bytes() == words.read_bytes()


# -- what a flash keeps and refuses (issue 40) ----------------------------------------------------

@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A PyBadge bundle (.py), built once."""
    out = tmp_path_factory.mktemp("bundle") / "circuitpy-pybadge"
    bundle.build("pybadge", out)
    return out


USER_SETTINGS = (b'# my board\r\nCIRCUITPY_WIFI_SSID = "home net"\r\nCIRCUITPY_WIFI_PASSWORD = "hunter2 # not a comment"\r\n'
                 b'CIRCUITPY_PYSTACK_SIZE = 1536   # was mine\r\nMY_KEY = 7\r\n')


def _user_lines(text):
    return [ln for ln in text.split(b"\r\n") if b"PYSTACK" not in ln]


def test_a_bundle_flash_keeps_the_users_settings_toml_keys_and_sets_only_bowwords_own(built, drive, capsys):
    """`flash --drive` once replaced settings.toml, Wi-Fi name and password gone: now every line of
    the user's stays byte for byte and only the bundle's own key (CIRCUITPY_PYSTACK_SIZE) is set."""
    (drive / "settings.toml").write_bytes(USER_SETTINGS)
    code, out, err = run(["flash", "--bundle", str(built), "--drive", str(drive)], capsys)
    assert code == 0, err
    got = (drive / "settings.toml").read_bytes()
    assert _user_lines(got) == _user_lines(USER_SETTINGS)
    assert b"CIRCUITPY_PYSTACK_SIZE = 2048\r\n" in got and got.count(b"PYSTACK") == 1
    assert "only Bowwords' CIRCUITPY_PYSTACK_SIZE set" in out
    code, out, err = run(["flash", "--bundle", str(built), "--drive", str(drive), "--json"], capsys)
    assert json.loads(out)["written"] == 0                 # the kept file is what a rerun would write


def test_a_bundle_flash_adds_bowwords_keys_before_the_users_first_table(built, drive, capsys):
    """CircuitPython reads no key after a [table]: a key added goes before the first one."""
    (drive / "settings.toml").write_bytes(b'WIFI = "x"\n[mine]\nA = 1\n')
    assert run(["flash", "--bundle", str(built), "--drive", str(drive)], capsys)[0] == 0
    assert (drive / "settings.toml").read_bytes() == (b'WIFI = "x"\n# Bowwords (bowwords flash)\n'
                                                      b'CIRCUITPY_PYSTACK_SIZE = 2048\n[mine]\nA = 1\n')


def test_a_bundle_flash_over_serial_keeps_the_users_settings_toml_too(built, tmp_path, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "boot_out.txt").write_text(BOOT_OUT)
    (root / "settings.toml").write_bytes(USER_SETTINGS)
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", "--bundle", str(built), "--port", port], capsys)
    assert code == 0, err
    got = (root / "settings.toml").read_bytes()
    assert _user_lines(got) == _user_lines(USER_SETTINGS) and b"CIRCUITPY_PYSTACK_SIZE = 2048" in got


def test_a_flash_lists_every_file_it_will_replace_before_it_writes(built, drive, capsys, monkeypatch):
    """The list comes first: a flash that fails at its first write has already said it."""
    (drive / "settings.toml").write_bytes(USER_SETTINGS)
    (drive / "lib" / "bowengine").mkdir()
    (drive / "lib" / "bowengine" / "rng.py").write_text("OLD = 1\n")

    def refuse(self, path, data, progress=None):
        raise BowwordsError("stopped at the first write")
    monkeypatch.setattr(flash.DriveTarget, "write", refuse)
    code, out, err = run(["flash", "--bundle", str(built), "--drive", str(drive)], capsys)
    assert code == 1 and "stopped at the first write" in err
    assert "replacing 3 files on %s:" % drive in out
    for path in ("code.py (a program", "settings.toml (your keys and comments stay", "lib/bowengine/rng.py"):
        assert "\n  " + path in out
    assert (drive / "settings.toml").read_bytes() == USER_SETTINGS


def test_a_dry_run_lists_what_it_would_replace(built, drive, capsys):
    code, out, err = run(["flash", "--bundle", str(built), "--drive", str(drive), "--dry-run"], capsys)
    assert code == 0 and "would replace 1 file on %s:\n  code.py" % drive in out


@pytest.mark.parametrize("make,says", [
    (lambda d: (d / "readme.txt").write_text("my notes\n"), "is not a Bowwords bundle"),
    (lambda d: (d / ".bowwords-bundle").write_text("bowwords bundle for pybadge\n"), "rebuild it"),
], ids=["a folder with a readme", "an older bundle without its list"])
def test_flash_bundle_refuses_a_folder_that_is_not_a_bowwords_bundle(make, says, tmp_path, drive, capsys):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "readme.txt").write_text("my notes\n")
    make(folder)
    before = tree(drive)
    code, out, err = run(["flash", "--bundle", str(folder), "--drive", str(drive)], capsys)
    assert code == 1 and err.count("\n") == 1 and says in err
    assert tree(drive) == before


def test_flash_bundle_refuses_a_bundle_with_files_its_list_does_not_name(built, tmp_path, drive, capsys):
    folder = tmp_path / "b"
    shutil.copytree(built, folder)
    (folder / "lib" / "stranger.py").write_text("x = 1\n")
    before = tree(drive)
    code, out, err = run(["flash", "--bundle", str(folder), "--drive", str(drive)], capsys)
    assert code == 1 and "holds lib/stranger.py, which 'bowwords bundle' did not put there" in err
    assert tree(drive) == before


CLUE_9 = ("Adafruit CircuitPython 9.2.8 on 2025-05-28; Adafruit CLUE nRF52840 Express with nRF52840\n"
          "Board ID:clue_nrf52840_express\nUID:0123456789AB\n")


@pytest.mark.parametrize("boot_out,says", [
    (CLUE_9, "this bundle is for the Adafruit PyBadge (pybadge), but %s is a clue_nrf52840_express"),
    (BOOT_OUT.replace("10.2.1", "9.2.8"), "this bundle is for CircuitPython 10, but %s runs CircuitPython 9.2.8"),
], ids=["a CLUE on CircuitPython 9", "a PyBadge on CircuitPython 9"])
def test_flash_bundle_refuses_a_bundle_for_another_board_or_circuitpython(built, drive, boot_out, says, capsys):
    """A PyBadge bundle once went onto a CLUE drive running CircuitPython 9 without a word."""
    (drive / "boot_out.txt").write_text(boot_out)
    before = tree(drive)
    code, out, err = run(["flash", "--bundle", str(built), "--drive", str(drive)], capsys)
    assert code == 1 and err.count("\n") == 1 and says % drive in err
    assert tree(drive) == before


def test_flash_bundle_over_serial_reads_the_boards_boot_out(built, tmp_path, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "boot_out.txt").write_text(CLUE_9)
    with vm_tools.serial_board(root) as port:
        code, out, err = run(["flash", "--bundle", str(built), "--port", port], capsys)
    assert code == 1 and "is a clue_nrf52840_express" in err and "bundle --board clue" in err
    assert tree(root) == {"boot_out.txt": CLUE_9.encode()}


def test_flash_help_says_what_it_replaces_and_keeps(capsys):
    from bowwords.cli import parser

    text = " ".join(parser()._subparsers._group_actions[0].choices["flash"].format_help().split())
    assert "settings.toml" in text and "keeps" in text and "replaces" in text and "boot_out.txt" in text
