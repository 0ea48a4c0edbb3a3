"""Progress on standard error for long host-side work: a one-line bar on a terminal, a line each
tenth of the way in a log (stderr redirected to a file or a pipe)."""

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


class LogProgress:
    """Writes `done/total unit, N s` on a line of its own each tenth of the way (a log keeps
    every line; a bar's carriage returns would pile up in it)."""

    def __init__(self, total, unit, stream=None):
        self.total = max(total, 1)
        self.unit = unit
        self.stream = stream or sys.stderr
        self.start = time.monotonic()
        self.tenths = 0

    def update(self, done):
        """Say that `done` of `total` are finished, if a tenth more are since the last line."""
        tenths = 10 * done // self.total
        if tenths > self.tenths:
            self.tenths = tenths
            self.stream.write("%d/%d %s, %d s\n" % (done, self.total, self.unit, time.monotonic() - self.start))
            self.stream.flush()

    def close(self):
        """Nothing to clear: the lines stay in the log."""


def tracked(items, total, unit):
    """Yield from `items` (`total` of them), with a progress bar on stderr when it is a terminal,
    a line each tenth of the way when it is not."""
    bar = Progress(total, unit) if sys.stderr.isatty() else LogProgress(total, unit)
    try:
        for i, item in enumerate(items):
            yield item
            bar.update(i + 1)
    finally:
        bar.close()
