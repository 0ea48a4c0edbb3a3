"""A one-line progress bar on standard error, for long host-side work on a terminal."""

import sys
import time


class Progress:
    """Draws `[####....] done/total unit` on stderr at most ten times a second."""

    def __init__(self, total, unit, width=30, stream=None):
        self.total = max(total, 1)
        self.unit = unit
        self.width = width
        self.stream = stream or sys.stderr
        self.last = 0.0
        self.update(0)

    def update(self, done):
        """Show that `done` of `total` are finished."""
        now = time.monotonic()
        if done < self.total and now - self.last < 0.1:
            return
        self.last = now
        filled = self.width * done // self.total
        self.stream.write("\r[%s%s] %d/%d %s" % ("#" * filled, "." * (self.width - filled),
                                                done, self.total, self.unit))
        self.stream.flush()

    def close(self):
        """Clear the bar's line."""
        self.stream.write("\r" + " " * (self.width + 40) + "\r")
        self.stream.flush()


def tracked(items, total, unit):
    """Yield from `items` (`total` of them), with a progress bar on stderr when it is a terminal."""
    bar = Progress(total, unit) if sys.stderr.isatty() else None
    try:
        for i, item in enumerate(items):
            yield item
            if bar:
                bar.update(i + 1)
    finally:
        if bar:
            bar.close()
