"""vmboard's MODE "switch": a switch's parts marked for bowwords.bench.switch (device Python).

Imported on the VM as `vmswitch`, by vmboard (bowwords/vm/board.py) and only in MODE "switch":
every other run (the tests, the monkey, the heap figures) does not hold its bytecode on the heap
(it cost FRAME0 about 1.3 KB while it was part of vmboard).

binascii.hexlify marks, each printed as `S part` after it, the end of: `standins` (vmboard's
set-up), `compile` (the program's text read and compiled), `imports` (its imports: the first
statement after them sets supervisor.runtime.autoreload), `hardware` (its Hardware(): the first
supervisor.ticks_ms()), `app` (its App and first screen: the first ticks_ms() once `app` is
bound) and `frame` (the first frame's end); the thinking dot's B, T and E as in MODE "time",
and `I>` and `I< module` on both sides of each outermost import (builtins.__import__ stands
in). The game program then runs until its bots' first turn is over (at most SWITCH_FRAMES
frames) and goes back to the menu as Start + Select does; the menu program after a switch
stops after its first frame.
"""

import sys

import vmboard as _b

SWITCH_FRAMES = 4         # frames the game program waits after its first for its bots to start

_part = [None]            # the next part to mark (None: all marked)
_state = {"program": None, "frames": 0, "turn": False, "depth": 0}   # program: "" at power-up
_import = [None]          # the VM's own __import__, while _switch_import stands in


def _mark(part, nxt=None):
    """End `part` of a switch (bowwords.bench.switch counts the instructions since the last mark)."""
    _b._timing[0](b"m")
    print("S", part)
    _part[0] = nxt


class _Runtime:
    """supervisor.runtime: setting autoreload (the programs' first statement after their
    imports) marks the imports' end."""

    def __init__(self):
        self._autoreload = True

    @property
    def autoreload(self):
        return self._autoreload

    @autoreload.setter
    def autoreload(self, value):
        self._autoreload = value
        if _part[0] == "imports":
            _mark("imports", "hardware")


def _ticks_ms():
    """supervisor.ticks_ms, marking the end of Hardware() (its first call) and of the App and
    its first screen (the first call once code.py's `app` is bound)."""
    part = _part[0]
    if part == "hardware":
        _mark("hardware", "app")
    elif part == "app" and "app" in _b._main:
        _mark("app", "frame")
    return _b._ticks_ms()


def _dot_step(data):
    """The thinking dot, as vmboard's (B, T or E); the bots' turn is under way until E."""
    _b._dot_step(data)
    _state["turn"] = data != b"e"


def _switch_import(*args):
    """builtins.__import__ while a switch is measured: an outermost import is marked on both
    sides (`I>`, then `I< name`: the instructions between are its cost, the modules it imports
    included)."""
    st = _state
    if st["depth"] or _part[0] is None:
        st["depth"] += 1
        try:
            return _import[0](*args)
        finally:
            st["depth"] -= 1
    _b._timing[0](b"m")
    print("I>")
    st["depth"] = 1
    try:
        return _import[0](*args)
    finally:
        st["depth"] = 0
        _b._timing[0](b"m")
        print("I<", args[0])


def _frame(seconds):
    """time.sleep, a frame's end: the first marks `frame`; then the game program waits for its
    bots' first turn to end and goes back to the menu (Start + Select's way), the menu program
    after a switch stops, and the menu at power-up plays the key script on."""
    st = _state
    clock = _b._clock
    if clock[0] >= _b._end[0]:
        raise SystemExit
    clock[0] += int(seconds * 1000 + 0.5)
    if _part[0] == "frame":
        _mark("frame")
        if st["program"] == "code.py":
            raise SystemExit
        st["frames"] = 1 if st["program"] == "game.py" else 0
    elif st["frames"]:
        st["frames"] += 1
        if not st["turn"] and st["frames"] > SWITCH_FRAMES:
            st["frames"] = 0
            _b._main["app"].home()             # the game saved, then a reload into code.py


def install(program, display):
    """Stand in for supervisor.runtime, supervisor.ticks_ms, time.sleep and the display's mark
    (after vmboard's own stand-ins) for a run of `program` ("" at power-up)."""
    _state["program"] = program
    _part[0] = "standins"
    sup = sys.modules["supervisor"]
    sup.runtime = _Runtime()
    sup.ticks_ms = _ticks_ms
    sys.modules["time"].sleep = _frame
    display.mark = _dot_step


def standins():
    """vmboard's set-up is over: mark it, and mark every outermost import from here."""
    import builtins
    _import[0] = builtins.__import__
    builtins.__import__ = _switch_import
    _mark("standins", "compile")


def compiled():
    """The program's text is compiled: mark it."""
    _mark("compile", "imports")
