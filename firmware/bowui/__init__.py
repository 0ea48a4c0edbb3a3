"""Bowwords on the handheld: the UI that code.py runs (screens, input, sound, saves, boards)."""

import os


def installed(package, name):
    """True if module `name` of `package` (an imported package) is on the device (not imported)."""
    where = package.__path__                  # a str on MicroPython, a list on CPython
    for base in ([where] if isinstance(where, str) else list(where)):
        for ext in (".py", ".mpy"):
            try:
                os.stat(base + "/" + name + ext)
                return True
            except OSError:
                pass
    return False
