"""The screen-fit check every UI test shares: no label outside 160x128, none on top of another."""

from bowwords.emulator import labels

W, H = 160, 128


def problems(emu):
    """Labels outside the screen, or on top of each other."""
    out = []
    screen = emu.app.screen
    boxes = labels(screen.group)
    for left, top, right, bottom, lab in boxes:
        if left < 0 or top < 0 or right > W or bottom > H:
            out.append("%s: %r at (%d,%d)-(%d,%d)" % (type(screen).__name__, lab.text, left, top, right, bottom))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                out.append("%s: %r overlaps %r" % (type(screen).__name__, a[4].text, b[4].text))
    return out


def check(emu, seen):
    """Assert the current screen fits; note its class name in `seen`."""
    found = problems(emu)
    assert not found, "; ".join(found)
    seen.add(type(emu.app.screen).__name__)
