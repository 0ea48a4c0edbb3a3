"""Settings > About: what this board is and runs, in a screen of labels (imported only when
opened; the menu's return releases it). The same facts `bowwords doctor` reads over USB.

Heap free is measured as the screen opens, in the menu program (its screens, this module's
bytecode and the Settings screen it came from on the heap): gc.collect(), then gc.mem_free(),
which on a board counts the room the heap may still grow into. The dictionary's facts come
from the first 32 bytes of its header (docs/dictionary-format.md: magic, format version, word
count at 12, the body's CRC-32 at 28); the dictionary itself is not opened as a Lexicon."""

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


def dictionary_facts(path):
    """(word count, body CRC-32 as 8 hex digits) from a dictionary's header, or a str saying
    what is wrong (missing, damaged or not a Bowwords dictionary)."""
    try:
        with open(path, "rb") as f:
            head = f.read(32)
    except OSError:
        return "missing: copy it again"
    if len(head) < 32 or head[0:4] != b"BWLX":
        return "not a dictionary: copy it"
    words = head[12] | (head[13] << 8) | (head[14] << 16) | (head[15] << 24)
    return words, "%02x%02x%02x%02x" % (head[31], head[30], head[29], head[28])


def dictionary_lines(path):
    """The dictionary's lines: its file name, then its word count and CRC (or what is wrong)."""
    name = path.rsplit("/", 1)[-1]
    facts = dictionary_facts(path)
    if type(facts) is str:
        return ["Dictionary: " + name, facts]
    return ["Dictionary: " + name, "{:,} words".format(facts[0]), "Body CRC-32: " + facts[1]]


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
            ui.label(self.group, ui.clip(text, ui.COLS), 4, 22 + 14 * i, color)
        ui.label(self.group, "B: back", 4, 127, ui.GREY, anchor=(0, 1.0))

    def update(self, pressed):
        if pressed & (A | B):
            return self.back(self.app)
        return None
