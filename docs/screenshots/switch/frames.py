"""Writes docs/screenshots/switch/*.png: every moment the screen may change through three
switches between the menu and game programs (into a BuyWord game, back to the menu with
Start + Select, and after an error in the game), as a player sees it (black: the backlight off).
Run: `.venv/bin/python docs/screenshots/switch/frames.py` (docs/switch.md shows them)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "device")]

from bowwords.emulator import Emulator, FileNVM  # noqa: E402, SWITCH_MS


def main(out=HERE):
    """Play the three switches, writing a PNG of each moment around them; returns the names."""
    import tempfile
    names = []
    state = {"switch": None, "n": 0, "after": 0}

    def watch(what):
        if what == "terminal":
            state["n"] += 1
            state["after"] = 0
        if state["switch"] is None or state["after"] > 2:
            return
        state["after"] += what == "frame"
        name = "%s-%d-%s.png" % (state["switch"], len(names) + 1, what)
        emu.screenshot(out / name)
        names.append(name)
        if what == "terminal" and state["switch"] == "after-error":     # what the backlight hides
            emu.display.brightness = 1
            emu.screenshot(out / "terminal-if-lit.png")
            emu.display.brightness = 0

    with tempfile.TemporaryDirectory() as tmp:
        emu = Emulator("pybadge", seed=7, nvm=FileNVM(Path(tmp) / "nvm.bin"))
        emu.release = True
        emu.watch = watch
        lines = (ROOT / "tests" / "games" / "buyword-game.keys").read_text().splitlines()
        upto = [n for n, line in enumerate(lines) if line.startswith("1188 a")][0]
        emu.play_script(lines[:upto])
        state["switch"] = "into-game"
        emu.play_script(["%d a" % (emu.now + 33), "%d wait" % (emu.now + SWITCH_MS + 300)])
        state["switch"] = "to-menu"
        emu.press("Start+Select")
        emu.run_until(emu.now + SWITCH_MS + 300)
        state["switch"] = None
        emu.play_script(["%d a" % (emu.now + 100), "%d wait" % (emu.now + SWITCH_MS + 600)])   # Resume

        def broken(pressed):
            raise ZeroDivisionError("broken on purpose")

        state["switch"] = "after-error"
        emu.app.screen.update = broken
        emu.run_until(emu.now + SWITCH_MS + 300)
    return names


if __name__ == "__main__":
    for old in HERE.glob("*.png"):
        old.unlink()
    print("\n".join(main()))
