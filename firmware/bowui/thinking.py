"""While bots think: a dot that steps along three places at the screen's top right.

A board's display refreshes in the background while Python runs, so a bot's long search
keeps the screen alive by calling `tick` (its Bot.tick) every few hundred nodes.
`bowui.games.play.next_turn` imports this only while bots move and forgets it after.
"""

import sys

import displayio
import vectorio
from micropython import const

_X = const(146)           # the dot's first place (the screen is 160 wide); then 5 and 10 right
_Y = const(2)


class Thinking:
    """The dot on the app's root group: tick() steps it, close() takes it away."""

    def __init__(self, app):
        pal = displayio.Palette(1)
        pal[0] = 0xFFD040
        self.dot = vectorio.Rectangle(pixel_shader=pal, width=3, height=3, x=_X, y=_Y)
        # On the screen's group, so a screen that fails takes the dot with it (App.recover).
        self.root = app.screen.group if app.screen is not None else app.root
        self.root.append(self.dot)
        if app.unlit:             # after a switch, bots first: their seconds under a lit screen
            app.unlit = 0
            app.light()
        self.n = 0
        # A VM stand-in display may carry `mark` (bowwords bench firmware times the stretches
        # between screen changes and the bots' turns with it); a board's display has none.
        self.mark = getattr(app.hw.display, "mark", None)
        if self.mark:
            self.mark(b"b")

    def tick(self):
        """One step of the dot."""
        self.n = self.n + 1 if self.n < 2 else 0
        self.dot.x = _X + 5 * self.n
        if self.mark:
            self.mark(b"t")

    def close(self):
        """Take the dot away and forget this module; returns None."""
        if self.mark:
            self.mark(b"e")
        self.root.remove(self.dot)
        self.dot = self.root = None
        sys.modules.pop("bowui.thinking", None)
        pkg = sys.modules.get("bowui")
        if pkg is not None and hasattr(pkg, "thinking"):
            delattr(pkg, "thinking")
