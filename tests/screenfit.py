"""The screen check every UI test shares: what a person sees of a 160x128 screen. Each run of
text (a label, or a line of a rules page) is read from the glyphs it inks; a fault is one of
  edge     text inked less than EDGE (2) px from the screen's edge (or past it)
  gap      two runs on one line (their inked rows meet) closer than one space of their font
           (but digit beside digit: a number drawn a digit at a time)
  line     two lines one over the other (their columns meet) less than EDGE px apart
  overlap  text inked over another text's ink box
  cut      a line cut with no mark: inked into the screen's left or right EDGE px (or past
           them) with no ".." at its end; or a number cut short ("$22..", "for $")
  shape    text across the edge of a shape drawn behind it (a title bar, a cursor box, a button)
"""

W, H = 160, 128
EDGE = 2                 # px of screen left bare round text, and between lines
KINDS = ("edge", "gap", "line", "overlap", "cut", "shape")
_ink = {}


def glyph_ink(font, ch):
    """(first col, last col, first row, last row) a character inks in its cell, or None."""
    key = (id(font.bitmap), ch)
    held = _ink.get(key)
    if held is None or held[0] is not font.bitmap:       # (an id is reused once its bitmap has gone)
        x0 = font.index(ch) * font.w
        pts = [(x, y) for y in range(font.h) for x in range(font.w) if font.bitmap[x0 + x, y]]
        box = None
        if pts and ch != " ":
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = (min(xs), max(xs), min(ys), max(ys))
        held = _ink[key] = (font.bitmap, box)
    return held[1]


class Run:
    """One run of text on the screen: where its cells start (x, y), its font and scale, its
    ink box (left, top, right, bottom: exclusive) and the columns its text fills (left, right)."""

    def __init__(self, text, x, y, font, scale, owner):
        self.text, self.x, self.y, self.font, self.scale, self.owner = text, x, y, font, scale, owner
        s, w = scale, font.w
        cols = [(i, glyph_ink(font, ch)) for i, ch in enumerate(text)]
        inked = [(i, b) for i, b in cols if b is not None]
        self.space = w * s
        self.cells = (x + (len(text) - len(text.lstrip())) * w * s, x + len(text.rstrip()) * w * s)
        if inked:
            self.ink = (x + (inked[0][0] * w + inked[0][1][0]) * s,
                        y + min(b[2] for _, b in inked) * s,
                        x + (inked[-1][0] * w + inked[-1][1][1] + 1) * s,
                        y + (max(b[3] for _, b in inked) + 1) * s)
        else:
            self.ink = None


def runs(group, x=0, y=0, scale=1, out=None):
    """Every visible run of text under group (bowui.ui.Text labels and rules pages' rows)."""
    out = [] if out is None else out
    if getattr(group, "hidden", False):
        return out
    gx, gy = x + group.x * scale, y + group.y * scale
    s = scale * getattr(group, "scale", 1)
    rows = getattr(group, "rows", None)
    if rows is not None and hasattr(group, "font"):      # lines in one TileGrid (bowui.rules.Page)
        per_row = len(group) == len(rows)            # a TileGrid a line, at its own y
        for i, row in enumerate(rows):
            if row:
                dy = group[i].y if per_row else i * group.font.h
                out.append(Run(row, gx, gy + dy * s, group.font, s, group))
        return out
    if hasattr(group, "font") and hasattr(group, "bounding_box") and hasattr(group, "text"):
        if group.text:
            out.append(Run(group.text, gx, gy, group.font, s, group))
        return out
    if hasattr(group, "__len__") and hasattr(group, "__getitem__") and not hasattr(group, "pixel_shader"):
        for i in range(len(group)):
            runs(group[i], gx, gy, s, out)
    return out


def number_cut(text):
    """True if text ends in a number cut short: a ".." mark right after a digit or "$", or a
    "$" (or a sign) with no number after it."""
    t = text.rstrip()
    if t.endswith(".."):
        return t[:-2].rstrip(".")[-1:] in tuple("0123456789$,")
    return t[-1:] == "$" or t[-2:] in ("+$", "-$")


def faults(emu):
    """[(kind, description)] of what is wrong on the screen on show (KINDS)."""
    from bowwords.screentext import _shapes
    out = []
    shown = emu.app.over or emu.app.screen          # the rules pages over a screen, else the screen
    name = type(shown).__name__
    root = emu.display.root_group
    found = [r for r in runs(root) if r.ink is not None]
    for r in found:
        left, top, right, bottom = r.ink
        if left < EDGE or top < EDGE or right > W - EDGE or bottom > H - EDGE:
            out.append(("edge", "%s: %r inked at (%d,%d)-(%d,%d), less than %d px from the edge"
                        % (name, r.text, left, top, right, bottom, EDGE)))
        if (right > W - EDGE or left < EDGE) and not r.text.rstrip().endswith(".."):
            out.append(("cut", "%s: %r runs into the screen's edge with no mark: cut?" % (name, r.text)))
        if number_cut(r.text):
            out.append(("cut", "%s: %r ends in a number cut short" % (name, r.text)))
    for i, a in enumerate(found):
        for b in found[i + 1:]:
            (al, at, ar, ab), (bl, bt, br, bb) = a.ink, b.ink
            if al < br and bl < ar and at < bb and bt < ab:
                out.append(("overlap", "%s: %r overlaps %r" % (name, a.text, b.text)))
            elif at < bb and bt < ab:                            # on one line
                first, second = (a, b) if a.cells[0] <= b.cells[0] else (b, a)
                gap = second.cells[0] - first.cells[1]
                if gap < min(a.space, b.space) and not (a.text + b.text).isdigit():   # digits: one number
                    out.append(("gap", "%s: %r and %r %d px apart on a line (a space: %d px)"
                                % (name, first.text, second.text, gap, min(a.space, b.space))))
            elif a.cells[0] < b.cells[1] and b.cells[0] < a.cells[1]:   # one over the other
                upper, lower = (a, b) if at < bt else (b, a)
                gap = lower.ink[1] - upper.ink[3]
                if gap < EDGE:
                    out.append(("line", "%s: lines %r and %r %d px apart" % (name, upper.text, lower.text, gap)))
    rects, order = _shapes(root)
    for r in found:
        at = order.get(id(r.owner))
        if at is None or not r.text.strip():
            continue
        left, top, right, bottom = r.ink
        for _, x0, y0, x1, y1, _ in [s for s in rects if s[0] < at and (s[3] - s[1]) * (s[4] - s[2]) < W * H // 2]:
            if x0 < right and left < x1 and y0 < bottom and top < y1 and \
                    not (x0 <= left and right <= x1 and y0 <= top and bottom <= y1):
                out.append(("shape", "%s: %r across the edge of a %dx%d shape at (%d,%d)"
                            % (name, r.text, x1 - x0, y1 - y0, x0, y0)))
    return out


def problems(emu):
    """The faults of the screen on show, as lines of text."""
    return [d for _, d in faults(emu)]


def check(emu, seen):
    """Assert the current screen has no fault; note its class name in `seen`."""
    found = problems(emu)
    assert not found, "; ".join(found)
    seen.add(type(emu.app.over or emu.app.screen).__name__)


def layout(emu):
    """What the check reads of the screen on show (its class, each run's text and place, each
    shape), as a key: the same layout is checked once."""
    from bowwords.screentext import _shapes
    root = emu.display.root_group
    return (type(emu.app.over or emu.app.screen).__name__,
            tuple((r.x, r.y, r.scale, r.text) for r in runs(root)), tuple(_shapes(root)[0]))


class Tally:
    """Screens checked and the faults found on them, each fault once, counted by kind."""

    def __init__(self):
        self.seen, self.names, self.found = set(), set(), []
        self.drawn = 0          # screenshots taken (script_tally's `shot`)

    def look(self, emu):
        """Check the screen on show if its layout is new."""
        if emu.app is None or emu.app.screen is None:
            return
        key = layout(emu)
        self.names.add(key[0])
        if key not in self.seen:
            self.seen.add(key)
            self.found.extend(f for f in faults(emu) if f not in self.found)

    def add(self, other):
        """Take in another tally's screens and faults."""
        self.seen |= other.seen
        self.names |= other.names
        self.found.extend(f for f in other.found if f not in self.found)

    def counts(self):
        """'N screens checked: g gaps, e edges, ...' of this tally."""
        n = {k: 0 for k in KINDS}
        for kind, _ in self.found:
            n[kind] += 1
        return "%d screens checked: %s" % (len(self.seen), ", ".join("%d %s" % (n[k], k + "s") for k in KINDS))


def script_tally(lines, shot=None):
    """A key script played through the emulator, the screen checked after every event (and,
    given a file `shot`, drawn and written to it as a screenshot too): (the tally, the emulator
    at its end)."""
    from bowwords.emulator import Emulator
    from bowwords.vm import firmware as fwvm

    emu = Emulator("pybadge", seed=fwvm.script_seed(lines))    # else the README's seed: 7
    emu.release = True                      # as `bowwords play` runs: modules go on a reload
    tally = Tally()

    def each():
        tally.look(emu)
        if shot is not None:
            emu.screenshot(shot)
            tally.drawn += 1

    emu.play_script(lines, each=each)
    each()
    return tally, emu


def monkey_tally(seed, presses=None):
    """Session `seed` of `bowwords bench monkey` (the same seeded key script: random presses,
    Start + Select, long waits, power cuts) played through the emulator, the screen checked
    after every press."""
    from bowwords.bench import monkey
    return script_tally(monkey.session(seed, presses or monkey.PRESSES))[0]


def monkey_session(seed, presses=None):
    """(layouts looked at, screen class names reached, problems found) of monkey session `seed`."""
    t = monkey_tally(seed, presses)
    return len(t.seen), t.names, [d for _, d in t.found]


def key_scripts(root):
    """Every key script of the project: docs/**/*.keys and tests/**/*.keys."""
    return sorted(root.glob("docs/**/*.keys")) + sorted(root.glob("tests/**/*.keys"))


if __name__ == "__main__":
    # every key script and monkey sessions 4000-4003: python tests/screenfit.py [FIRST COUNT] [-v]
    import sys
    from pathlib import Path

    args = [a for a in sys.argv[1:] if a != "-v"]
    first, count = (int(args[0]), int(args[1])) if len(args) > 1 else (4000, 4)
    total = Tally()
    for path in key_scripts(Path(__file__).resolve().parent.parent):
        t = script_tally(path.read_text().splitlines())[0]
        total.add(t)
        print("%s: %s" % (path.name, t.counts()), flush=True)
    for s in range(first, first + count):
        t = monkey_tally(s)
        total.add(t)
        print("monkey session %d: %s" % (s, t.counts()), flush=True)
    if "-v" in sys.argv:
        for kind, line in sorted(total.found):
            print("  %s  %s" % (kind, line))
    print("all: " + total.counts())
