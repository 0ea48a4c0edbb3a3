"""`bowwords records`: the records a board keeps in its NVM (firmware/bowui/records.py), read
over USB serial's raw REPL as `flash` talks to the board (the NVM is not on the CIRCUITPY
drive), or from an NVM image file (the emulator's, `bowwords play --nvm FILE`).

The board is stopped (Ctrl-C, as `flash` does), prints its NVM in hex, and is soft-rebooted:
it comes back at the menu, where Resume goes on with a game it was playing (every human turn
is saved). The bytes are decoded here with the firmware's own module.
"""

import binascii
import json
import sys
from pathlib import Path

from bowwords.errors import BowwordsError

CHUNK = 256                 # NVM bytes per line the board prints (a small buffer on its heap)
# Runs on the board: its NVM as lines of hex, or NONE where the board has none.
BOARD_CODE = (
    "import binascii\n"
    "try:\n"
    "    import microcontroller\n"
    "    _n = microcontroller.nvm\n"
    "except (ImportError, AttributeError):\n"
    "    _n = None\n"
    "if _n is None:\n"
    "    print('NONE')\n"
    "else:\n"
    "    print(len(_n))\n"
    "    for _i in range(0, len(_n), %d):\n"
    "        print(binascii.hexlify(bytes(_n[_i:_i + %d])).decode())\n" % (CHUNK, CHUNK))


def firmware():
    """The firmware's bowui.records, bowui.records_text and bowui.saves, imported from the
    checkout's firmware/."""
    from bowwords.bundle import repo_root

    folder = str(repo_root() / "firmware")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    from bowui import records, records_text, saves
    return records, records_text, saves


def check_image(data, where):
    """A BowwordsError unless `data` has a board NVM's shape (64-byte pages, room for the rings)."""
    _, _, saves = firmware()
    if len(data) % 64 or len(data) < 64 * (saves.RECORD_PAGES + 4):
        raise BowwordsError("%s is not a board's NVM (%d bytes; a board's is 8192)" % (where, len(data)))


def check_marks(data, where):
    """A BowwordsError unless an NVM image file is the firmware's: erased (all 0xFF, a board
    that never saved), or holding a save, a record or the settings with their checks right."""
    _, _, saves = firmware()
    if data.count(0xFF) == len(data):
        return
    nvm = bytearray(data)
    if saves.records_ring(nvm).scan() or saves.game_ring(nvm).scan() or saves.game_ring(nvm).settings():
        return
    raise BowwordsError("%s is not an NVM image of this firmware: it holds no save, record or settings "
                        "with the firmware's marks (give the file 'bowwords play --nvm FILE' wrote)" % where)


def parse_dump(text):
    """The NVM bytes from the board's printout (BOARD_CODE's lines)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if lines and lines[0] == "NONE":
        raise BowwordsError("the board has no NVM (microcontroller.nvm): no records are kept there")
    try:
        size = int(lines[0])
        data = binascii.unhexlify("".join(lines[1:]))
    except (IndexError, ValueError, binascii.Error):
        raise BowwordsError("the board's answer is not its NVM: %r" % text[:80]) from None
    if len(data) != size:
        raise BowwordsError("the board sent %d of its %d NVM bytes: try again" % (len(data), size))
    return data


def read_board(port=None, timeout=10.0, reboot=True):
    """The NVM bytes of the board on `port` (found by vendor id if None)."""
    from bowwords.board.flash import find_port
    from bowwords.board.transport import SerialTransport

    transport = SerialTransport.open(port or find_port(), timeout=timeout)
    try:
        text = transport.exec(BOARD_CODE.encode(), timeout=max(timeout, 30.0)).decode("ascii", "replace")
        data = parse_dump(text)
        if reboot:
            transport.soft_reboot()
        else:
            transport.leave_raw_repl()
        return data
    finally:
        transport.close()


def read_file(path):
    """The NVM bytes of an image file."""
    p = Path(path)
    if p.is_dir():
        raise BowwordsError("--nvm %s is a folder: give the NVM image file" % path)
    try:
        data = p.read_bytes()
    except OSError as e:
        raise BowwordsError("cannot read the NVM image %s: %s" % (path, e.strerror or e)) from None
    return data


def report(nvm):
    """The records in NVM bytes as a dict: per game, the played and won counts of each category
    that has games, and the bests."""
    records, words, _ = firmware()
    data = records.load(bytearray(nvm))
    out = {}
    for name, cats in records.GAMES:
        games = {}
        for cat in cats:
            played, won = records.counts(data, name, cat)
            if played:
                games[cat] = {"played": played, "won": won}
        out[name] = {"games": games, "lines": words.lines(data, name)}
    solo = records.feat(data, "solo")
    out["buyword"]["best_solitaire"] = {"money": solo - 1, "rating": words.rating(solo - 1)} if solo else None
    out["buyword"]["longest_word"] = records.feat(data, "word") or None
    sale = records.feat(data, "sale")
    out["buyword"]["best_sale"] = {"money": sale, "word": records.feat(data, "sale_word")} if sale else None
    out["bogglebowl"]["most_cubes"] = records.feat(data, "cubes") or None
    out["billionaire"]["fastest_billion_turns"] = records.feat(data, "billion") or None
    return out


def text(found, where):
    """The records as the Records screen words them, a game at a time."""
    firmware()
    from bowui.catalog import title_of

    lines = ["records on %s" % where]
    for name, rec in found.items():
        lines.append(title_of(name))
        lines += ["  " + ln for ln in rec["lines"]]
    return "\n".join(lines)


def run(args):
    """The `bowwords records` command."""
    if args.port and args.nvm:
        raise BowwordsError("--port and --nvm exclude each other: a board, or an NVM image file")
    if args.timeout <= 0:
        raise BowwordsError("--timeout must be more than 0 seconds")
    if args.nvm:
        data = read_file(args.nvm)
        where = args.nvm
        check_image(data, where)
        check_marks(data, where)
    else:
        data = read_board(args.port, args.timeout)
        where = "the board" + (" on %s" % args.port if args.port else "")
    check_image(data, where)
    found = report(data)
    if args.json:
        print(json.dumps(found, indent=2))
    else:
        print(text(found, where))
    return 0
