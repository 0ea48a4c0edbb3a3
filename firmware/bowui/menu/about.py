"""Settings > About: what this board is and runs, in a screen of labels (imported only when
opened; the menu's return releases it). The same facts `bowwords doctor` reads over USB.

Heap free is measured as the screen opens, in the menu program (its screens, this module's
bytecode and the Settings screen it came from on the heap): gc.collect(), then gc.mem_free(),
which on a board counts the room the heap may still grow into. The dictionary's word count
comes from its header (docs/dictionary-format.md: magic, format version, word count at 12), and
its CRC-32 is the whole file's, read 512 bytes at a time (the default 654 KB: 0.18 s of the
VM's instructions on a PyBadge, estimated as `bowwords bench firmware --speed` does, plus its
1,277 reads from flash): the figure `bowwords doctor` shows as "file CRC-32", and any CRC-32 tool gives for
the file (`crc32 words.bwd`, 7-Zip, Python's binascii.crc32), unlike the body's CRC-32 in the
header, which a damaged body would not change. The dictionary is not opened as a Lexicon."""

import gc
import sys

from bowui import ui
from bowui.input import A, B


def version_text():
    """"CircuitPython 10.2.1" on a board; on the emulator, the Python it runs on."""
    impl = sys.implementation
    v = impl.version
    if impl.name == "circuitpython":
        return "CircuitPython %d.%d.%d" % (v[0], v[1], v[2])
    return "Emulator: %s %d.%d" % ("CPython" if impl.name == "cpython" else impl.name, v[0], v[1])


def heap_text():
    """The heap free after a collection, or what stops its measure (the emulator's CPython)."""
    gc.collect()
    free = getattr(gc, "mem_free", None)
    if free is None:
        return "Heap free: n/a (emulator)"
    return "Heap free: {:,} bytes".format(free())


def file_crc(f, chunk=512):
    """The CRC-32 of the rest of open file `f` (zlib's), as 8 hex digits, read `chunk` bytes
    at a time (one buffer on the heap)."""
    from binascii import crc32
    buf = bytearray(chunk)
    crc = 0
    while True:
        n = f.readinto(buf)
        if not n:
            return "%08x" % (crc & 0xFFFFFFFF)
        crc = crc32(buf if n == chunk else memoryview(buf)[:n], crc)


def dictionary_facts(path):
    """(word count from the header, the whole file's CRC-32 as 8 hex digits), or a str saying
    what is wrong (missing, damaged or not a Bowwords dictionary)."""
    try:
        with open(path, "rb") as f:
            head = f.read(32)
            if len(head) < 32 or head[0:4] != b"BWLX":
                return "not a dictionary: copy it"
            f.seek(0)
            crc = file_crc(f)
    except OSError:
        return "missing: copy it again"
    return head[12] | (head[13] << 8) | (head[14] << 16) | (head[15] << 24), crc


def dictionary_lines(path):
    """The dictionary's lines: a heading, its file name (a line of its own: whole where it fits),
    then its word count and CRC (or what is wrong)."""
    name = path.rsplit("/", 1)[-1]
    facts = dictionary_facts(path)
    if type(facts) is str:
        return ["Dictionary:", name, facts]
    return ["Dictionary:", name, "{:,} words".format(facts[0]), "File CRC-32: " + facts[1]]


class About(ui.Screen):
    """The CircuitPython version, the board, the heap free, the dictionary; A or B: Settings."""

    title = "About"
    reload_ok = True

    def __init__(self, app, back):
        heap = heap_text()            # first: before this screen's own labels are on the heap
        self.back = back              # Settings, given by it (this module imports no screen of the menu)
        ui.Screen.__init__(self, app)
        rows = [(version_text(), ui.WHITE), ("Board: " + app.hw.profile["title"], ui.WHITE),
                (heap, ui.WHITE)]
        rows += [(line, ui.GREY) for line in dictionary_lines(app.hw.dict_path)]
        for i, (text, color) in enumerate(rows):
            ui.label(self.group, ui.clip(text, ui.COLS - 1), 4, 20 + 13 * i, color)
        ui.label(self.group, "B: back", 4, 126, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if pressed & (A | B):
            return self.back(self.app)
        return None
