"""storage for the browser: the drive is the computer's (read-only to code), as in USB mode.

Device Python."""


class _Mount:
    readonly = True


def getmount(path):
    """The mount at path: read-only to the program."""
    return _Mount()


def remount(path, readonly=False, *, disable_concurrent_write_protection=False):
    """Nothing to remount in the browser."""
