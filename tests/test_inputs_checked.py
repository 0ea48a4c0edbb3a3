"""Inputs checked for what they are (issue 29): a word list must be text, and a word the rules
drop is named by its line; an NVM image must carry the firmware's marks; a device that is not
a serial port, and a folder given for a dictionary, are one plain line."""

import os
import random

import pytest

from bowwords import cli


def run(argv, capsys):
    code = cli.main([str(a) for a in argv])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("bowwords: ") and err.count("\n") == 1, err
    return err


def test_a_binary_word_list_is_refused_naming_its_first_binary_line(tmp_path, capsys):
    """Random bytes with a few word-like lines among them once built a 4-word dictionary."""
    src = tmp_path / "random.bin"
    src.write_bytes(b"cat\ndog\n" + random.Random(1).randbytes(20000) + b"\nzebra\n")
    err = run(["dict", "build", src, "-o", tmp_path / "w.bwd"], capsys)
    assert "is not text: line 3 has" in err
    assert not (tmp_path / "w.bwd").exists()


def test_a_nul_in_a_word_list_is_binary_too(tmp_path, capsys):
    src = tmp_path / "words.txt"
    src.write_bytes(b"cat\nd\x00og\n")
    assert "line 2 has a control character" in run(["dict", "build", src, "-o", tmp_path / "w.bwd"], capsys)


def test_a_list_of_non_ascii_words_says_which_line_and_why(tmp_path, capsys):
    """The rule books' words are letters a to z: a list of accented words says so, by line."""
    src = tmp_path / "words.txt"
    src.write_text("\n\u00e9t\u00e9\nna\u00efve\n", encoding="utf-8")
    err = run(["dict", "build", src, "-o", tmp_path / "w.bwd"], capsys)
    assert "line 2 '\u00e9t\u00e9' has a character other than the letters a to z (2 such)" in err


def test_a_build_that_drops_words_names_the_first_line_it_dropped(tmp_path, capsys):
    src = tmp_path / "words.txt"
    src.write_text("cat\ncaf\u00e9\ndog\n", encoding="utf-8")
    assert cli.main(["dict", "build", str(src), "-o", str(tmp_path / "w.bwd")]) == 0
    assert "first dropped: %s line 2 'caf\u00e9' has a character other than" % src in capsys.readouterr().out


def test_an_nvm_image_without_the_firmwares_marks_is_refused(tmp_path, capsys):
    """8 KB of random bytes is a board's size, but no save, record or settings is in it."""
    img = tmp_path / "random.bin"
    img.write_bytes(random.Random(2).randbytes(8192))
    assert "is not an NVM image of this firmware" in run(["records", "--nvm", img], capsys)


def test_an_erased_nvm_image_has_no_records_yet(tmp_path, capsys):
    img = tmp_path / "erased.bin"
    img.write_bytes(b"\xff" * 8192)
    assert cli.main(["records", "--nvm", str(img)]) == 0
    assert "records on" in capsys.readouterr().out


def test_an_nvm_image_the_emulator_wrote_is_read(tmp_path, capsys):
    """A game saved by `bowwords play --nvm FILE` carries the marks."""
    img = tmp_path / "nvm.bin"
    keys = tmp_path / "k.keys"
    keys.write_text("0 a\n+300 a\n+300 a\n+300 a\n")          # BuyWord's setup: Start; the game saves
    assert cli.main(["play", "--seed", "7", "--game", "buyword", "--nvm", str(img), "--keys", str(keys)]) == 0
    assert cli.main(["records", "--nvm", str(img)]) == 0


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
@pytest.mark.parametrize("command", [["flash", "--port", "/dev/null", "x.py"], ["records", "--port", "/dev/null"]])
def test_a_device_that_is_not_a_serial_port_is_one_plain_line(command, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.py").write_text("pass\n")
    err = run(command, capsys)
    assert "/dev/null is not a serial port" in err and "ioctl" not in err and "(25," not in err


def test_dict_info_on_a_folder_says_it_is_a_folder(tmp_path, capsys):
    assert "%s is a folder, not a dictionary file" % tmp_path in run(["dict", "info", tmp_path], capsys)
