"""Settings > About (bowui/menu/about.py, issue 31's part 5): the CircuitPython version, the
board, the heap free at the menu and the dictionary's name, word count (from its header) and
the whole file's CRC-32 (as `bowwords doctor` and any CRC-32 tool show it), without opening
it as a Lexicon; on the emulator and on CircuitPython's own VM."""

import binascii
import sys
from pathlib import Path

import pytest

from bowwords import vm
from bowwords.emulator import Emulator
from bowwords.vm import firmware as fwvm

from screenfit import check

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "docs" / "screenshots" / "about.keys"


def _about(emu):
    """Menu -> Settings (the last row) -> About (its third)."""
    emu.press("up")
    emu.press("a")
    emu.press("down")
    emu.press("down")
    emu.press("a")
    assert type(emu.app.screen).__name__ == "About"


def _file_crc(path):
    return "%08x" % binascii.crc32(Path(path).read_bytes())


def test_about_shows_the_dictionary_word_count_and_the_whole_file_s_crc(monkeypatch):
    """The word count is the header's (what Lexicon reads as words), the CRC-32 the whole
    file's (what `crc32 words.bwd` prints), read without the dictionary reader:
    bowengine.lexicon is not imported."""
    emu = Emulator("pybadge", seed=1)
    monkeypatch.delitem(sys.modules, "bowengine.lexicon", raising=False)
    _about(emu)
    assert "bowengine.lexicon" not in sys.modules
    from bowengine.lexicon import Lexicon
    with Lexicon(emu.dict_path, check=False) as lex:
        words, ident = lex.words, lex.ident
    text = emu.text()
    assert "{:,} words".format(words) in text and "File CRC-32: " + _file_crc(emu.dict_path) in text
    assert ident not in text                              # (the body's, from the header: not shown)
    assert "Board: Adafruit PyBadge" in text and "Emulator: CPython" in text
    check(emu, set())


@pytest.mark.parametrize("content, says", [(None, "missing: copy it again"),
                                           (b"PK\x03\x04" + bytes(40), "not a dictionary: copy it"),
                                           (b"BWLX\x04\x00", "not a dictionary: copy it")])
def test_about_says_in_one_line_what_is_wrong_with_the_dictionary(tmp_path, content, says):
    """A missing, foreign or truncated dictionary file is named with what is wrong, no error."""
    path = tmp_path / "words.bwd"
    if content is not None:
        path.write_bytes(content)
    emu = Emulator("pybadge", seed=1, dict_path=path)
    _about(emu)
    assert "Dictionary:\nwords.bwd" in emu.text() and says in emu.text()
    check(emu, set())


def test_about_is_imported_only_when_opened_and_goes_at_the_menu():
    """Light on the heap: the menu program holds bowui.menu.about only while About is open
    (B: back to Settings, its cursor on About; B again: the menu, which releases it)."""
    emu = Emulator("pybadge", seed=1)
    emu.release = True
    sys.modules.pop("bowui.menu.about", None)
    emu.press("up")
    emu.press("a")
    assert "bowui.menu.about" not in sys.modules
    emu.press("down")
    emu.press("down")
    emu.press("a")
    assert "bowui.menu.about" in sys.modules
    emu.press("b")
    settings = emu.app.screen
    assert type(settings).__name__ == "Settings" and settings.menu.cursor == 2
    emu.press("b")
    assert type(emu.app.screen).__name__ == "MainMenu" and "bowui.menu.about" not in sys.modules


def test_about_on_circuitpython_shows_its_version_heap_and_the_bundle_dictionary():
    """On CircuitPython's own VM at a PyBadge's 128 KB: CircuitPython 10.2.1, the heap free
    measured by gc.mem_free() (more than 0, less than the heap), the bundle's words.bwd with
    the word count its header holds and the whole file's CRC-32."""
    if vm.circuitpython() is None:
        pytest.skip("no CircuitPython VM (../shared/tools/circuitpython/circuitpython)")
    run = fwvm.run(SCRIPT.read_text().splitlines(), 128)
    assert run.ok, run.crash
    shown = run.ended[1:]
    assert "CircuitPython 10.2.1" in shown and "Board: Adafruit PyBadge" in shown
    heap = [t for t in shown if t.startswith("Heap free: ")]
    free = int(heap[0].split()[2].replace(",", ""))
    assert 0 < free < 128 * 1024
    from bowengine.lexicon import Lexicon
    with Lexicon(str(Path(fwvm.bundle()) / "words.bwd"), check=False) as lex:
        assert "{:,} words".format(lex.words) in shown
    assert "File CRC-32: " + _file_crc(Path(fwvm.bundle()) / "words.bwd") in shown
    assert "Dictionary:" in shown and "words.bwd" in shown
