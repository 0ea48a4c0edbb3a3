"""The device's records: power cuts at every byte of a records write and of a save beside them,
a whole game in the emulator that lands in the records, and `bowwords records` reading them
from an NVM image and from a board (the MicroPython VM on a pseudo-terminal) over the raw
REPL."""

import json
import re
import sys
from pathlib import Path

import pytest

from bowwords import cli
from bowwords import vm as vm_tools

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))

from bowui import records, records_text, saves  # noqa: E402
from test_firmware_saves import Cut, TornNVM  # noqa: E402  (a save torn as a power cut tears it)


def _versions():
    """Successive records: sales and cubes that beat the last, each a new payload."""
    nvm = bytearray(b"\xff" * 8192)
    out = [bytes(records.load(nvm))]
    for k in range(8):
        records.better(nvm, 10 + k, "AB" + "C" * k, k)
        out.append(bytes(records.load(nvm)))
    return out


@pytest.mark.parametrize("mode", ["forward", "reverse", "erase"])
def test_records_survive_a_power_cut_at_every_byte_of_their_write(mode):
    """Each write of the records is cut at every byte offset: the records read back are the
    new ones or the last ones, never lost; the save beside them stays whole."""
    nvm = TornNVM(8192)
    nvm.mode = mode
    saves.game_ring(nvm).save(b"the saved game")
    versions = _versions()
    assert records.store(nvm, versions[0])
    checked = 0
    for previous, new in zip(versions, versions[1:], strict=False):
        snapshot = bytes(nvm.data)
        for cut in range(12 + len(new)):
            nvm.budget = cut
            with pytest.raises(Cut):
                records.store(nvm, new)
            assert bytes(records.load(nvm)) in (previous, new), "cut at byte %d (%s)" % (cut, mode)
            assert saves.game_ring(nvm).load() == b"the saved game"
            nvm.data[:] = snapshot
            checked += 1
        assert records.store(nvm, new) and bytes(records.load(nvm)) == new
    assert checked > 1000


@pytest.mark.parametrize("mode", ["forward", "erase"])
def test_a_save_cut_at_every_byte_leaves_the_records_whole(mode):
    nvm = TornNVM(8192)
    nvm.mode = mode
    records.better(nvm, 169, "ENJOYED", 9)
    kept = bytes(records.load(nvm))
    ring = saves.game_ring(nvm)
    for k in range(40):                        # round the ring, every page written at least once
        new = bytes([k]) * (100 + 17 * k)
        nvm.budget = (k * 37) % (12 + len(new))
        with pytest.raises(Cut):
            ring.save(new)
        assert bytes(records.load(nvm)) == kept
        assert ring.save(new)
    assert bytes(records.load(nvm)) == kept


def test_a_whole_game_in_the_emulator_lands_in_the_records(tmp_path, capsys):
    """BuyWord solitaire played from the menu to its results: one solitaire game, its total
    with the book's rating, and the human's longest word and best sale, as `bowwords
    records --nvm` prints them."""
    from bowwords.emulator import Emulator, FileNVM

    nvm_path = tmp_path / "nvm.bin"
    emu = Emulator("pybadge", seed=7, nvm=FileNVM(nvm_path, 8192))
    emu.play_script((ROOT / "tests" / "games" / "buyword-solitaire-game.keys").read_text().splitlines())
    assert type(emu.app.screen).__name__ == "Results"
    money = int(re.search(r"\$(\d+): ", emu.text()).group(1))       # the results' "$1078: outstanding"
    assert cli.main(["records", "--nvm", str(nvm_path), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["buyword"]
    assert found["games"] == {"solo": {"played": 1, "won": 1}}
    assert found["best_solitaire"] == {"money": money, "rating": records_text.rating(money)}
    assert found["best_sale"]["money"] > 0 and len(found["longest_word"]) >= len(found["best_sale"]["word"]) > 1
    assert cli.main(["records", "--nvm", str(nvm_path)]) == 0
    out = capsys.readouterr().out
    assert "BuyWord\n  Solitaire: 1 game\n  Best solitaire: $%d\n" % money in out
    assert "Boggle Bowl\n  No games finished yet." in out


def _board(root, nvm):
    """A board's root on the VM: its NVM image and a stand-in microcontroller module over it."""
    (root / "nvm.bin").write_bytes(nvm)
    (root / "microcontroller.py").write_text(
        "f = open('nvm.bin', 'rb')\nnvm = bytearray(f.read())\nf.close()\n")


def test_bowwords_records_reads_a_board_over_the_raw_repl(tmp_path, capsys):
    """`bowwords records --port` against a VM board: the records its NVM holds, the same as
    read from the image itself."""
    app_nvm = bytearray(b"\xff" * 8192)
    saves.game_ring(app_nvm).save(b"a game")
    records.better(app_nvm, 324, "JUKEBOX", 0)
    records.better(app_nvm, 0, "", 11)
    root = tmp_path / "board"
    root.mkdir()
    _board(root, bytes(app_nvm))
    with vm_tools.serial_board(root) as port:
        assert cli.main(["records", "--port", port, "--json"]) == 0
    from_board = json.loads(capsys.readouterr().out)
    assert cli.main(["records", "--nvm", str(root / "nvm.bin"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == from_board
    assert from_board["buyword"]["best_sale"] == {"money": 324, "word": "JUKEBOX"}
    assert from_board["bogglebowl"]["most_cubes"] == 11


def test_a_board_without_an_nvm_is_one_clear_line(tmp_path, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "microcontroller.py").write_text("nvm = None\n")
    with vm_tools.serial_board(root) as port:
        assert cli.main(["records", "--port", port]) == 1
    err = capsys.readouterr().err
    assert err == "bowwords: the board has no NVM (microcontroller.nvm): no records are kept there\n"
