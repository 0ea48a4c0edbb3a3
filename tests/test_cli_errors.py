"""Every `bowwords` command with wrong inputs (issue 24): exit status 1, exactly one line on stderr
starting `bowwords: `, no traceback, and nothing left behind (the folder the inputs live in, the
working folder and the caches are as they were). Each case fails before any VM runs for long.

In the arguments, {name} is a path in the test's folder: bin (random bytes), text (a word
list), dir (a folder with a file), empty (an empty folder), notdict (text named .bwd), missing
(nothing there), new (nothing there, and nothing may be made there), drive (a folder that looks
like CIRCUITPY), keys (an empty key script) and the key scripts named below.
"""

import io
import os
import sys
from pathlib import Path

import pytest

from bowwords import cli

CASES = {
    # play: the emulator, checked before it starts
    "play --keys binary": ["play", "--keys", "{bin}"],
    "play --keys folder": ["play", "--keys", "{dir}"],
    "play --keys missing": ["play", "--keys", "{missing}"],
    "play --keys bad time": ["play", "--keys", "{badtime}"],
    "play --keys shot into a folder": ["play", "--keys", "{shotdir}"],
    "play --keys shot under a file": ["play", "--keys", "{shotfile}"],
    "play --keys bad button": ["play", "--keys", "{badbutton}", "--nvm", "{new}/nvm.bin"],
    "play --screenshot under a file": ["play", "--screenshot", "{text}/shot.png"],
    "play --screenshot a folder": ["play", "--screenshot", "{dir}"],
    "play --nvm folder": ["play", "--nvm", "{dir}", "--keys", "{keys}"],
    "play --nvm under a file": ["play", "--nvm", "{text}/nvm.bin", "--keys", "{keys}"],
    "play --dict missing": ["play", "--dict", "{missing}.bwd", "--keys", "{keys}"],
    "play --dict not a dictionary": ["play", "--dict", "{notdict}"],
    "play --dict folder": ["play", "--dict", "{dir}", "--text"],
    "play --dict binary, --lines": ["play", "--lines", "--dict", "{bin}"],
    "play --board": ["play", "--board", "nope", "--text", "--nvm", "{new}/nvm.bin"],
    "play --game": ["play", "--game", "nope", "--nvm", "{new}/nvm.bin", "--keys", "{keys}"],
    "play --tool": ["play", "--lines", "--tool", "nope"],
    "play --seed range": ["play", "--seed", "-1"],
    "play --seed word": ["play", "--lines", "--seed", "x"],
    "play unknown option": ["play", "--bogus"],
    # bundle: nothing written, not even -o's parents
    "bundle -o a file": ["bundle", "--py", "-o", "{text}"],
    "bundle -o under a file": ["bundle", "--py", "-o", "{text}/b"],
    "bundle -o a folder not built here": ["bundle", "--py", "-o", "{dir}"],
    "bundle --dict missing": ["bundle", "--py", "-o", "{new}/b", "--dict", "{missing}"],
    "bundle --dict not a dictionary": ["bundle", "--py", "-o", "{new}/b", "--dict", "{notdict}"],
    "bundle --mpy-cross /bin/false": ["bundle", "-o", "{new}/b", "--mpy-cross", "/bin/false"],
    "bundle --mpy-cross missing": ["bundle", "-o", "{new}/b", "--mpy-cross", "{missing}"],
    "bundle --mpy-cross not a program": ["bundle", "-o", "{new}/b", "--mpy-cross", "{text}"],
    "bundle --board": ["bundle", "--board", "nope", "-o", "{new}/b"],
    "bundle --py and --mpy": ["bundle", "--py", "--mpy", "-o", "{new}/b"],
    # flash: a drive that is not one, inputs that are not there; the drive keeps only boot_out.txt
    "flash --drive a plain folder": ["flash", "--drive", "{dir}", "{text}"],
    "flash --drive a file": ["flash", "--drive", "{text}", "{text}"],
    "flash --drive missing": ["flash", "--drive", "{missing}", "{text}"],
    "flash --bundle missing": ["flash", "--drive", "{drive}", "--bundle", "{missing}"],
    "flash --bundle empty": ["flash", "--drive", "{drive}", "--bundle", "{empty}"],
    "flash --dict not a dictionary": ["flash", "--drive", "{drive}", "--dict", "{notdict}"],
    "flash --dict missing": ["flash", "--drive", "{drive}", "--dict", "{missing}"],
    "flash FILES missing": ["flash", "--drive", "{drive}", "{missing}"],
    "flash --to outside the drive": ["flash", "--drive", "{drive}", "{text}", "--to", "../up"],
    "flash --timeout": ["flash", "--drive", "{drive}", "{text}", "--timeout", "-1"],
    "flash nothing to copy": ["flash", "--drive", "{drive}"],
    "flash --port missing": ["flash", "--port", "{missing}", "{text}"],
    # records: an NVM image that is not one, a board that is not there
    "records --nvm missing": ["records", "--nvm", "{missing}"],
    "records --nvm folder": ["records", "--nvm", "{dir}"],
    "records --nvm not an NVM": ["records", "--nvm", "{text}"],
    "records --nvm and --port": ["records", "--nvm", "{bin}", "--port", "{missing}"],
    "records --port missing": ["records", "--port", "{missing}"],
    "records --timeout": ["records", "--port", "{missing}", "--timeout", "0"],
    "records unknown option": ["records", "--clear"],
    # dict
    "dict build list missing": ["dict", "build", "{missing}", "-o", "{new}/w.bwd"],
    "dict build list binary": ["dict", "build", "{bin}", "-o", "{new}/w.bwd"],
    "dict build list a folder": ["dict", "build", "{dir}", "-o", "{new}/w.bwd"],
    "dict build -o a folder": ["dict", "build", "{text}", "-o", "{dir}"],
    "dict build -o under a file": ["dict", "build", "{text}", "-o", "{text}/w.bwd"],
    "dict build -o the list itself": ["dict", "build", "{text}", "-o", "{text}"],
    "dict build --min-len": ["dict", "build", "{text}", "-o", "{new}/w.bwd", "--min-len", "0"],
    "dict build --max-len": ["dict", "build", "{text}", "-o", "{new}/w.bwd", "--min-len", "5", "--max-len", "2"],
    "dict build --block-bytes": ["dict", "build", "{text}", "-o", "{new}/w.bwd", "--block-bytes", "100"],
    "dict build no -o": ["dict", "build", "{text}"],
    "dict info missing": ["dict", "info", "{missing}"],
    "dict info not a dictionary": ["dict", "info", "{notdict}"],
    "dict info folder": ["dict", "info", "{dir}"],
    "dict info binary": ["dict", "info", "{bin}"],
    "dict check not a dictionary": ["dict", "check", "{notdict}", "cat"],
    "dict check missing": ["dict", "check", "{missing}.bwd", "cat"],
    "dict anagram not a dictionary": ["dict", "anagram", "{notdict}", "abc"],
    "dict anagram letters": ["dict", "anagram", "a1"],
    "dict anagram --wild": ["dict", "anagram", "abc", "--wild", "50"],
    "dict anagram --min-len": ["dict", "anagram", "abc", "--min-len", "0"],
    "dict anagram too many": ["dict", "anagram", "x.bwd", "abc", "def"],
    "dict no WHAT": ["dict"],
    "dict unknown WHAT": ["dict", "nope"],
    # web: nothing written, not even -o's parents
    "doctor --drive missing": ["doctor", "--drive", "{missing}"],
    "doctor --drive a file": ["doctor", "--drive", "{text}"],
    "web -o a file": ["web", "-o", "{text}"],
    "web -o under a file": ["web", "-o", "{text}/site"],
    "web -o a folder not built here": ["web", "-o", "{dir}"],
    "web --dict missing": ["web", "-o", "{new}/site", "--dict", "{missing}"],
    "web --dict not a dictionary": ["web", "-o", "{new}/site", "--dict", "{notdict}"],
    # sim
    "sim --games 0": ["sim", "slate", "--games", "0"],
    "sim --games word": ["sim", "slate", "--games", "x"],
    "sim --players": ["sim", "slate", "--players", "9"],
    "sim game": ["sim", "chess"],
    "sim --bots": ["sim", "slate", "--bots", "wizard"],
    "sim --bots count": ["sim", "slate", "--players", "3", "--bots", "random,random"],
    "sim --option form": ["sim", "slate", "--option", "first"],
    "sim --option name": ["sim", "slate", "--players", "2", "--option", "nope=1", "--games", "1"],
    "sim --seed": ["sim", "slate", "--seed", "-1"],
    "sim --dict missing": ["sim", "buyword", "--dict", "{missing}", "--games", "1"],
    "sim --dict not a dictionary": ["sim", "buyword", "--dict", "{notdict}", "--games", "1"],
    # solve
    "solve game": ["solve", "chess", "--space", "blank", "--letters", "A"],
    "solve --letters faces": ["solve", "bogglebowl", "--space", "blank", "--letters", "1 2"],
    "solve --letters too many": ["solve", "bogglebowl", "--space", "blank", "--letters", "ABCDEFGHIJKL"],
    "solve --space": ["solve", "bogglebowl", "--space", "nope", "--letters", "A"],
    "solve --budget": ["solve", "bogglebowl", "--space", "blank", "--letters", "SOUND", "--budget", "-1"],
    "solve --dict missing": ["solve", "bogglebowl", "--space", "blank", "--letters", "SOUND", "--dict", "{missing}"],
    "solve --dict not a dictionary": ["solve", "bogglebowl", "--space", "blank", "--letters", "SOUND",
                                      "--dict", "{notdict}"],
    "solve no --letters": ["solve", "bogglebowl", "--space", "blank"],
    "solve --rolls none": ["solve", "bogglebowl", "--space", "wild", "--rolls", "0"],
    "solve --rolls and --letters": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--letters", "SEE"],
    "solve --rolls game": ["solve", "chess", "--space", "wild", "--rolls", "3"],
    "solve --rolls --seed range": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--seed", "-1"],
    "solve --rolls --budget": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--budget", "-1"],
    "solve --rolls --dict missing": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--dict", "{missing}"],
    "solve --against without --rolls": ["solve", "bogglebowl", "--space", "wild", "--letters", "SEE", "--against", "11/11"],
    "solve --rolls --against": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--against", "11"],
    "solve --rolls --against range": ["solve", "bogglebowl", "--space", "wild", "--rolls", "3", "--against", "11/13"],
    # bench: wrong values, before any VM runs
    "bench no WHAT": ["bench"],
    "bench unknown WHAT": ["bench", "nope"],
    "bench vm --steps": ["bench", "vm", "--steps", "0"],
    "bench vm --only": ["bench", "vm", "--only", "nope"],
    "bench vm --vm kind": ["bench", "vm", "--vm", "nope"],
    "bench vm --vm path": ["bench", "vm", "--vm", "circuitpython={missing}", "--only", "die", "--steps", "1"],
    "bench firmware --jobs": ["bench", "firmware", "--jobs", "0"],
    "bench firmware --only": ["bench", "firmware", "--only", "nope"],
    "bench firmware --vm": ["bench", "firmware", "--vm", "micropython"],
    "bench firmware --mpy": ["bench", "firmware", "--mpy", "nope"],
    "bench monkey --sessions": ["bench", "monkey", "--sessions", "0"],
    "bench monkey --presses": ["bench", "monkey", "--presses", "0"],
    "bench monkey --heap": ["bench", "monkey", "--heap", "0"],
    "bench monkey --jobs": ["bench", "monkey", "--jobs", "0"],
    "bench monkey --margin": ["bench", "monkey", "--margin", "-1"],
    "bench monkey --keep": ["bench", "monkey", "--keep", "-1"],
    "bench monkey --deepest": ["bench", "monkey", "--deepest", "-1"],
    "bench monkey --vm": ["bench", "monkey", "--vm", "micropython"],
    "bench review --rounds": ["bench", "review", "--rounds", "0"],
    "bench dict --list missing": ["bench", "dict", "--list", "{missing}"],
    "bench dict --list folder": ["bench", "dict", "--list", "{dir}"],
    "bench ui --scripts missing": ["bench", "ui", "--scripts", "{missing}"],
    "bench ui --scripts empty": ["bench", "ui", "--scripts", "{empty}"],
    # no command makes a folder the user did not name (issue 40)
    "play --screenshot in a missing folder": ["play", "--screenshot", "{new}/deeper/shot.png"],
    "play --keys shot in a missing folder": ["play", "--keys", "{shotnew}"],
    "play --nvm in a missing folder": ["play", "--nvm", "{new}/nvm.bin", "--keys", "{keys}"],
    "bundle -o in a missing folder": ["bundle", "--py", "-o", "{new}/deeper/b"],
    "dict build -o in a missing folder": ["dict", "build", "{text}", "-o", "{new}/w.bwd"],
    "web -o in a missing folder": ["web", "-o", "{new}/deeper/site"],
    # no command overwrites a file it did not write (issue 40)
    "play --screenshot over a file not a PNG": ["play", "--screenshot", "{text}"],
    "play --keys shot over a file not a PNG": ["play", "--keys", "{shottext}"],
    "dict build -o over a file not a dictionary": ["dict", "build", "{text}", "-o", "{notdict}"],
    # the command itself
    "no command": [],
    "unknown command": ["nope"],
}

KEY_SCRIPTS = {
    "badtime": "soon a\n",
    "shotdir": "100 a\n+100 shot {dir}\n",
    "shotfile": "100 a\n+100 shot {text}/x.png\n",
    "badbutton": "100 a\n+100 bogus\n",
    "shotnew": "100 a\n+100 shot {new}/x.png\n",
    "shottext": "100 a\n+100 shot {text}\n",
    "keys": "",
}


@pytest.fixture
def place(tmp_path, monkeypatch):
    """The inputs' folder, the working folder and the caches, all under tmp_path."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    paths = {"bin": inputs / "random.bin", "text": inputs / "words.txt", "dir": inputs / "folder",
             "empty": inputs / "empty", "notdict": inputs / "words.bwd", "missing": inputs / "missing",
             "new": inputs / "new", "drive": inputs / "CIRCUITPY"}
    paths["bin"].write_bytes(bytes(range(256)) * 4)
    paths["text"].write_text("cat\ndog\nbird\n")
    paths["dir"].mkdir()
    (paths["dir"] / "keep.txt").write_text("keep me\n")
    paths["empty"].mkdir()
    paths["notdict"].write_text("cat\ndog\n")
    paths["drive"].mkdir()
    (paths["drive"] / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0\n")
    fmt = {k: str(v) for k, v in paths.items()}
    for name, text in KEY_SCRIPTS.items():
        paths[name] = inputs / (name + ".keys")
        paths[name].write_text(text.format(**fmt))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    return tmp_path, {k: str(v) for k, v in paths.items()}


def _snapshot(folder):
    return {p.relative_to(folder).as_posix(): (p.read_bytes() if p.is_file() else None)
            for p in sorted(folder.rglob("*"))}


@pytest.mark.parametrize("argv", list(CASES.values()), ids=list(CASES))
def test_wrong_input_is_one_line_exit_1_and_leaves_nothing(argv, place, capsys):
    root, paths = place
    argv = [a.format(**paths) for a in argv]
    before = _snapshot(root)
    try:
        code = cli.main(argv)
    except SystemExit as e:       # argparse's own exit would be a failure of this rule too
        code = ("SystemExit", e.code)
    out, err = capsys.readouterr()
    assert code == 1, (code, err)
    assert err.startswith("bowwords: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in out + err
    assert _snapshot(root) == before
    assert not Path(paths["new"]).exists()


def test_every_command_is_in_the_matrix():
    covered = {argv[0] for argv in CASES.values() if argv}
    assert covered >= {name for name, *_ in cli.COMMANDS}
    benches = {argv[1] for argv in CASES.values() if argv[:1] == ["bench"] and len(argv) > 1}
    assert benches >= {"vm", "firmware", "monkey", "dict", "ui"}
    whats = {argv[1] for argv in CASES.values() if argv[:1] == ["dict"] and len(argv) > 1}
    assert whats >= {"build", "info", "check", "anagram"}


def test_a_play_run_that_fails_leaves_an_existing_nvm_alone(place, capsys):
    """The cleanup removes only what the failed run made: an NVM with saved games stays."""
    root, paths = place
    nvm = Path(paths["dir"]) / "saves.bin"
    nvm.write_bytes(b"\xff" * 8192)          # an NVM image (erased: a board that never saved)
    code = cli.main(["play", "--keys", paths["badbutton"], "--nvm", str(nvm)])
    err = capsys.readouterr().err
    assert code == 1 and err == "bowwords: no button 'bogus' (buttons: Up, Down, Left, Right, A, B, Start, " \
                                "Select, Shake)\n"
    assert nvm.read_bytes() == b"\xff" * 8192


def test_messages_name_what_to_fix(place, capsys):
    _, paths = place
    expected = {
        ("play", "--keys", paths["bin"]): "is not text (UTF-8)",
        ("play", "--screenshot", paths["text"] + "/shot.png"): "is a file, not a folder",
        ("play", "--nvm", paths["dir"], "--keys", paths["keys"]): "--nvm %s is a folder" % paths["dir"],
        ("play", "--dict", paths["missing"]): "--dict %s: no such dictionary file" % paths["missing"],
        ("bundle", "-o", paths["new"], "--mpy-cross", "/bin/false"): "--mpy-cross /bin/false does not run",
        ("flash", "--drive", paths["dir"], paths["text"]): "does not look like a CircuitPython drive",
        ("dict", "build", paths["text"], "-o", paths["text"]): "is the word list",
        ("bench", "monkey", "--heap", "0"): "--heap must be at least 16",
        ("records", "--nvm", paths["text"]): "is not a board's NVM",
        ("records", "--nvm", paths["dir"]): "--nvm %s is a folder" % paths["dir"],
    }
    for argv, words in expected.items():
        assert cli.main(list(argv)) == 1
        err = capsys.readouterr().err
        assert words in err, (argv, err)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc, a folder nobody can write in")
@pytest.mark.parametrize("argv", [["play", "--screenshot", "/proc/bowwords-test/shot.png"],
                                  ["play", "--nvm", "/proc/bowwords-test.bin", "--keys", "{keys}"],
                                  ["bundle", "--py", "-o", "/proc/bowwords-test/b"],
                                  ["dict", "build", "{text}", "-o", "/proc/bowwords-test.bwd"]])
def test_unwritable_places_are_one_line(argv, place, capsys):
    _, paths = place
    assert cli.main([a.format(**paths) for a in argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith("bowwords: ") and err.count("\n") == 1 and "Traceback" not in err


def _one_line_exit_1(argv, capsys):
    code = cli.main([str(a) for a in argv])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("bowwords: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("content", [b"# Bowwords\n\nA README the user keeps.\n", bytes(range(256)) * 32,
                                     os.urandom(5000), b""],
                         ids=["a README", "8 KB of other bytes", "random bytes", "empty"])
def test_play_nvm_refuses_a_file_bowwords_did_not_write_and_leaves_it_byte_for_byte(content, place, capsys):
    """`play --nvm FILE` once turned any file into an 8,192-byte save (issue 40): a file that is not
    an NVM image (size, or the marks `records --nvm` checks) is refused, untouched."""
    _, paths = place
    victim = Path(paths["dir"]) / "mine.bin"
    victim.write_bytes(content)
    err = _one_line_exit_1(["play", "--nvm", victim, "--keys", paths["keys"]], capsys)
    assert "--nvm %s is not an NVM image" % victim in err
    assert victim.read_bytes() == content
    assert sorted(p.name for p in Path(paths["dir"]).iterdir()) == ["keep.txt", "mine.bin"]


def test_play_nvm_takes_an_erased_image_and_a_new_file(place, capsys):
    """An erased 8 KB image (a board that never saved) and a new name in a folder that exists play."""
    _, paths = place
    erased = Path(paths["dir"]) / "erased.bin"
    erased.write_bytes(b"\xff" * 8192)
    assert cli.main(["play", "--nvm", str(erased), "--keys", paths["keys"]]) == 0
    new = Path(paths["dir"]) / "new.bin"
    assert cli.main(["play", "--nvm", str(new), "--keys", paths["keys"]]) == 0
    assert len(new.read_bytes()) == 8192


def test_play_nvm_makes_no_folder_the_user_did_not_name(place, capsys):
    _, paths = place
    err = _one_line_exit_1(["play", "--nvm", paths["new"] + "/deeper/nvm.bin", "--keys", paths["keys"]], capsys)
    assert "no folder" in err
    assert not Path(paths["new"]).exists()


def test_play_says_how_to_get_past_a_default_nvm_it_cannot_read(place, capsys):
    """The default NVM (under ~/.cache) that is not an image this firmware reads is left alone, and
    the line says to move it away: the user gave no --nvm to change."""
    root, paths = place
    default = root / "cache" / "bowwords" / "nvm-pybadge.bin"
    default.parent.mkdir(parents=True)
    default.write_bytes(bytes(8192))
    err = _one_line_exit_1(["play", "--text"], capsys)
    assert "is not an NVM image of this firmware" in err and "move it away (a new one is made)" in err
    assert default.read_bytes() == bytes(8192)


def test_play_nvm_refuses_a_name_whose_tmp_sibling_is_a_users_file(place, capsys):
    """The emulator writes FILE.tmp, then renames it over the NVM: a user's notes.tmp beside
    notes.bin would be gone. It is refused, and both stay as they were."""
    _, paths = place
    folder = Path(paths["dir"])
    mine = folder / "notes.tmp"
    mine.write_text("my notes\n")
    err = _one_line_exit_1(["play", "--nvm", folder / "notes.bin", "--keys", paths["keys"]], capsys)
    assert "writes each save to %s first, and that is a file of yours" % mine in err
    assert mine.read_text() == "my notes\n" and not (folder / "notes.bin").exists()
