"""Bowwords on the handheld: the UI that code.py runs (screens, input, sound, saves, boards)."""

import os


def installed(module):
    """True if `module` ("bowui.tools.dice") is on the device: looked for, not imported."""
    top, _, rest = module.partition(".")
    where = __import__(top).__path__          # a str on MicroPython, a list on CPython
    for base in ([where] if isinstance(where, str) else list(where)):
        for ext in (".py", ".mpy"):
            try:
                os.stat(base + "/" + rest.replace(".", "/") + ext)
                return True
            except OSError:
                pass
    return False
