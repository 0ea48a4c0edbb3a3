"""The screen-fit check every UI test shares: no text outside 160x128, none on top of another
text's box, none across the edge of a shape drawn behind it (a title bar, a cursor box, a
button): each label's box is the rows and columns its glyphs ink (bowwords.emulator.labels)."""

from bowwords.emulator import _shapes, labels

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
