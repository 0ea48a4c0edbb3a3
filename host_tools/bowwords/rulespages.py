"""The rules pages the device shows (firmware/bowui/rules.py): compiled from the text sources in
host_tools/bowwords/data/rules/ (our own words, one file per game and one for the device)
into the small file `bowwords bundle` puts at the drive's root (rules.bwr), which the board
reads one page at a time.

A source file (NAME.txt: NAME is a game's engine name, or "device") is pages:

    # a comment
    == The page's title           (at most 19 characters: the title bar's big font)
    screens: Sell, Challenge      (optional: Select on these screens opens this page)
    ids: BW-36, BW-38             (the rules checklist's items the page states; not shipped:
                                   the rules-page test checks every core item is on a page)
    A paragraph, wrapped here to the screen's 26 columns.

    - a list item (wrapped with a hanging indent)
    ^ a line kept as it is (a legend row)

Each page holds at most 8 lines; a page that does not fit is an error naming it. The first
page of a file is its game's page (the menu's Rules, and Select where no page names the
screen). Printable ASCII only: the device's font has nothing else.
"""

import struct
from pathlib import Path

from bowwords.errors import BowwordsError

SOURCES = Path(__file__).resolve().parent / "data" / "rules"
BOARD_PATH = "rules.bwr"        # where the firmware reads it (bowui.rules.PATH)
MAGIC = b"BWRP"
VERSION = 1
HEAD = 8
TOPIC = 32
KEY = 28
TITLE = 20
TITLE_CHARS = 19
LINES = 8
COLS = 26
PAGE = TITLE + LINES * COLS
ORDER = ("buyword", "bogglebowl", "billionaire", "highbid", "device")


def wrap(text, cols=COLS, indent=""):
    """Words of `text` in lines of at most `cols` characters; lines after the first start with
    `indent`."""
    lines = []
    line = ""
    for word in text.split():
        if len(word) > cols - len(indent):
            raise ValueError("the word %r is longer than a line" % word)
        if not line:
            line = (indent if lines else "") + word
        elif len(line) + 1 + len(word) <= cols:
            line += " " + word
        else:
            lines.append(line)
            line = indent + word
    if line:
        lines.append(line)
    return lines


def parse(text, name="rules"):
    """The pages of a source: [(title, [screen class names], [lines])]."""
    pages = []
    para = []

    def flush():
        if para:
            pages[-1][2].extend(wrap(" ".join(para)))
            para.clear()

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        where = "%s line %d" % (name, n)
        if any(ord(c) < 32 or ord(c) > 126 for c in line):
            raise BowwordsError("%s: only printable ASCII shows on the device" % where)
        if line.startswith("#"):
            continue
        if line.startswith("== "):
            flush()
            title = line[3:].strip()
            if len(title) > TITLE_CHARS:
                raise BowwordsError("%s: the title %r is longer than %d characters" % (where, title, TITLE_CHARS))
            pages.append((title, [], []))
            continue
        if not pages:
            if line:
                raise BowwordsError("%s: text before the first '== title' line" % where)
            continue
        if line.startswith("screens:"):
            pages[-1][1].extend(s.strip() for s in line[8:].split(",") if s.strip())
        elif line.startswith("ids:"):
            continue                                # (covered() reads them)
        elif not line:
            flush()
            if pages[-1][2] and pages[-1][2][-1] != "":
                pages[-1][2].append("")
        elif line.startswith("- "):
            flush()
            pages[-1][2].extend(wrap(line, indent="  "))
        elif line.startswith("^ "):
            flush()
            if len(line) - 2 > COLS:
                raise BowwordsError("%s: the line is longer than %d characters" % (where, COLS))
            pages[-1][2].append(line[2:])
        else:
            para.append(line.strip())
    flush()
    for title, _, lines in pages:
        while lines and lines[-1] == "":
            lines.pop()
        if len(lines) > LINES:
            raise BowwordsError("%s: the page %r has %d lines; a page holds %d"
                                % (name, title, len(lines), LINES))
    return pages


def covered(text, name="rules"):
    """{page title: [checklist IDs]} of a source's `ids:` lines (the rules the page states)."""
    out = {}
    title = None
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("== "):
            title = line[3:].strip()
            out[title] = []
        elif line.startswith("ids:") and title is not None:
            for item in line[4:].split(","):
                item = item.strip()
                head, _, num = item.partition("-")
                if not (head.isalpha() and head.isupper() and num.isdigit()):
                    raise BowwordsError("%s line %d: %r is not a checklist ID (like BIL-21)"
                                        % (name, n, item))
                out[title].append(item)
    return out


def sources(folder=SOURCES):
    """{key: source text} of the rules sources, in the menu's order then by name."""
    found = {p.stem: p.read_text(encoding="utf-8") for p in sorted(Path(folder).glob("*.txt"))}
    if not found:
        raise BowwordsError("no rules sources in %s" % folder)
    order = [k for k in ORDER if k in found] + sorted(k for k in found if k not in ORDER)
    return {k: found[k] for k in order}


def compile_pages(texts):
    """The rules file's bytes from {key: source text}."""
    topics = []
    pages = []
    for key, text in texts.items():
        parsed = parse(text, key)
        first = len(pages)
        if not parsed:
            raise BowwordsError("%s: no pages" % key)
        if first + len(parsed) > 255:
            raise BowwordsError("too many rules pages: at most 255")
        topics.append((key, first, first, len(parsed)))
        for title, screens, lines in parsed:
            for screen in screens:
                topics.append((key + ":" + screen, len(pages), first, len(parsed)))
            pages.append((title, lines))
    keys = [t[0] for t in topics]
    dup = sorted({k for k in keys if keys.count(k) > 1})
    if dup:
        raise BowwordsError("a screen is named on two pages: %s" % ", ".join(dup))
    out = bytearray(MAGIC + bytes((VERSION, len(topics), len(pages), 0)))
    for key, page, first, count in topics:
        raw = key.encode()
        if len(raw) > KEY:
            raise BowwordsError("the key %r is longer than %d characters" % (key, KEY))
        out += raw + bytes(KEY - len(raw)) + bytes((page, first, count, 0))
    for title, lines in pages:
        out += title.encode().ljust(TITLE)
        for i in range(LINES):
            out += (lines[i] if i < len(lines) else "").encode().ljust(COLS)
    assert len(out) == HEAD + TOPIC * len(topics) + PAGE * len(pages)
    return bytes(out)


def build(folder=SOURCES):
    """The rules file's bytes from the sources in `folder`."""
    return compile_pages(sources(folder))


def read(data):
    """A rules file back as {key: (page, first, count)} and [(title, [lines])] (for tests and
    `bowwords rules`-like checks)."""
    if data[:4] != MAGIC or data[4] != VERSION:
        raise BowwordsError("not a Bowwords rules file")
    n, npages = data[5], data[6]
    topics = {}
    for i in range(n):
        row = data[HEAD + TOPIC * i:HEAD + TOPIC * (i + 1)]
        topics[row[:KEY].rstrip(b"\x00").decode()] = tuple(struct.unpack("BBB", row[KEY:KEY + 3]))
    at = HEAD + TOPIC * n
    pages = []
    for p in range(npages):
        raw = data[at + PAGE * p:at + PAGE * (p + 1)]
        pages.append((raw[:TITLE].decode().rstrip(),
                      [raw[TITLE + COLS * i:TITLE + COLS * (i + 1)].decode().rstrip() for i in range(LINES)]))
    return topics, pages


def cached():
    """A rules file built from the sources now, in the user's cache (the emulator reads it
    where a board reads the bundle's)."""
    import hashlib
    import os

    data = build()
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = Path(base) / "bowwords" / ("rules-%s.bwr" % hashlib.sha256(data).hexdigest()[:12])
    if not path.exists() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp%d" % os.getpid())
        tmp.write_bytes(data)
        os.replace(tmp, path)
    return path
