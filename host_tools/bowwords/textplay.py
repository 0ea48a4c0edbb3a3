"""`bowwords play --text`: the screen drawn as text in the terminal, keys from the terminal (raw,
one by one) or lines of button names from a pipe."""

import os
import sys
from collections import deque

from bowwords.emulator import host_frozen
from bowwords.errors import BowwordsError
from bowwords.keymap import LEGEND, TERMINAL

def run_terminal(emu, stream=None, out=None):
    """The screen as text in the terminal; keys from the terminal (raw) or lines of button names."""
    with host_frozen():
        return _run_terminal(emu, stream, out)


def _run_terminal(emu, stream, out):
    out = out or sys.stdout
    stream = stream or sys.stdin
    shown = None

    def show():
        nonlocal shown
        text = emu.text()
        if text != shown:
            shown = text
            out.write(("\x1b[2J\x1b[H" if out.isatty() else "") + text + "\n" + "-" * 28 + "\n")
            if stream.isatty():                  # keys pressed one by one: the footer says them
                out.write("\n".join(LEGEND) + "\n")
            out.flush()

    def press(name):
        emu.button(name, True)
        emu.frame()
        emu.frame()
        emu.button(name, False)
        for _ in range(3):
            emu.frame()

    emu.frame()
    show()
    if stream.isatty():
        return _raw_terminal(emu, stream, out, press, show)
    for raw in stream:
        name = raw.strip()
        if not name:
            continue
        if name.lower() in ("q", "quit"):
            break
        try:
            if name.lower().startswith("wait"):
                parts = name.split()
                if len(parts) > 2 or (len(parts) == 2 and not parts[1].isdigit()):
                    raise BowwordsError("wait takes a number of ms, like 'wait 500'")
                emu.run_until(emu.now + (int(parts[1]) if len(parts) > 1 else 1000))
            else:
                press(name)
        except BowwordsError as e:        # a typo: say so, and play on
            print("bowwords: %s" % e, file=sys.stderr)
            continue
        show()
    return 0


def keys_in(text):
    """The keys in what a terminal sent at once, in order: its escape sequences (an arrow is
    ESC [ A) and single characters; a lone ESC is the Esc key."""
    out = []
    i = 0
    while i < len(text):
        if text[i] == "\x1b" and text[i + 1:i + 2] in ("[", "O") and i + 2 < len(text):
            out.append("\x1b[" + text[i + 2])
            i += 3
        else:
            out.append(text[i])
            i += 1
    return out


HOLD_MS = 66       # a key from the terminal is held two frames, then let go for one


def _raw_terminal(emu, stream, out, press, show):
    """Keys one by one from a terminal, in real time: every key typed is played, in order,
    however fast they come (a terminal sends no key-up: each is held HOLD_MS, the next after)."""
    import select
    import termios
    import time
    import tty

    fd = stream.fileno()
    old = termios.tcgetattr(fd)
    queued = deque()
    down, up_at = None, 0
    try:
        tty.setcbreak(fd)
        start, base = time.monotonic(), emu.now         # real time goes on from the board's
        while True:
            ready, _, _ = select.select([fd], [], [], 0.033)
            if ready:
                for key in keys_in(os.read(fd, 256).decode(errors="ignore")):
                    if key in ("q", "\x03", "\x1b"):
                        return 0
                    if TERMINAL.get(key):
                        queued.append(TERMINAL[key])
            now = max(emu.now + 1, base + int((time.monotonic() - start) * 1000))
            if down is not None and now >= up_at:
                emu.button(down, False)
                down, up_at = None, now + HOLD_MS // 2      # let go for a frame before the next
            elif down is None and queued and now >= up_at:
                down = queued.popleft()
                emu.button(down, True)
                up_at = now + HOLD_MS
            emu.frame(now)
            show()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out.write("\n")
