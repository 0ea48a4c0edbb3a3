"""The screen-fit check every UI test shares: no text outside 160x128, none on top of another
text's box, none across the edge of a shape drawn behind it (a title bar, a cursor box, a
button): each label's box is the rows and columns its glyphs ink (bowwords.screentext.labels)."""

from bowwords.screentext import _shapes, labels

W, H = 160, 128


def problems(emu):
    """Texts outside the screen, on top of each other, or across a shape's edge."""
    out = []
    shown = emu.app.over or emu.app.screen          # the rules pages over a screen, else the screen
    name = type(shown).__name__
    root = emu.display.root_group
    boxes = labels(root)
    for left, top, right, bottom, lab in boxes:
        if left < 0 or top < 0 or right > W or bottom > H:
            out.append("%s: %r at (%d,%d)-(%d,%d)" % (name, lab.text, left, top, right, bottom))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                out.append("%s: %r overlaps %r" % (name, a[4].text, b[4].text))
    rects, order = _shapes(root)
    for left, top, right, bottom, lab in boxes:
        at = order.get(id(lab))
        if at is None or not lab.text.strip():
            continue
        for _, x0, y0, x1, y1, _ in [r for r in rects if r[0] < at and (r[3] - r[1]) * (r[4] - r[2]) < W * H // 2]:
            if x0 < right and left < x1 and y0 < bottom and top < y1 and \
                    not (x0 <= left and right <= x1 and y0 <= top and bottom <= y1):
                out.append("%s: %r across the edge of a %dx%d shape at (%d,%d)"
                           % (name, lab.text, x1 - x0, y1 - y0, x0, y0))
    return out


def check(emu, seen):
    """Assert the current screen fits; note its class name in `seen`."""
    found = problems(emu)
    assert not found, "; ".join(found)
    seen.add(type(emu.app.over or emu.app.screen).__name__)


def layout(emu):
    """What the check reads of the screen on show (its class, each label's text and box, each
    shape), as a key: the same layout is checked once."""
    root = emu.display.root_group
    return (type(emu.app.over or emu.app.screen).__name__,
            tuple((b[0], b[1], b[2], b[3], b[4].text) for b in labels(root)), tuple(_shapes(root)[0]))


def monkey_session(seed, presses=None):
    """Session `seed` of `bowwords bench monkey` (the same seeded key script: random presses,
    Start + Select, long waits, power cuts) played through the emulator, the screen checked after
    every press: (layouts looked at, screen class names reached, problems found)."""
    from bowwords.bench import monkey
    from bowwords.emulator import Emulator
    from bowwords.vm import firmware as fwvm

    lines = monkey.session(seed, presses or monkey.PRESSES)
    emu = Emulator("pybadge", seed=fwvm.script_seed(lines))
    emu.release = True                      # as the board: modules go on a reload
    seen, names, found = set(), set(), []

    def look():
        if emu.app is None or emu.app.screen is None:
            return
        key = layout(emu)
        names.add(key[0])
        if key not in seen:
            seen.add(key)
            found.extend(p for p in problems(emu) if p not in found)

    emu.play_script(lines, each=look)
    look()
    return len(seen), names, found


if __name__ == "__main__":          # more sessions than the suite plays: python tests/screenfit.py 4000 20
    import sys

    first, count = int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 1
    total, reached, problems_found = 0, set(), []
    for s in range(first, first + count):
        n, got, bad = monkey_session(s)
        total, reached = total + n, reached | got
        problems_found += bad
        print("session %d: %d screens looked at, %d overlaps" % (s, n, len(bad)), flush=True)
        for line in bad:
            print("  " + line)
    print("%d sessions: %d screens looked at (%d screen classes: %s), %d overlaps"
          % (count, total, len(reached), ", ".join(sorted(reached)), len(problems_found)))
