"""The emulator never crashes drawing (issue 40): every key script (tests/ and docs/), played
through the emulator with its display drawing areas by bowwords.blinkafix, is drawn and
screenshot after every event (each button let go) without an error."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator
from bowwords.vm import firmware as fwvm

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = sorted(ROOT.glob("docs/**/*.keys")) + sorted(ROOT.glob("tests/**/*.keys"))


def test_the_key_scripts_are_found():
    assert len(SCRIPTS) >= 50 and any(p.parent.name == "monkey" for p in SCRIPTS)


@pytest.mark.parametrize("script", SCRIPTS, ids=[str(p.relative_to(ROOT)) for p in SCRIPTS])
def test_every_screen_of_a_key_script_is_drawn_and_screenshot_after_every_event(script, tmp_path):
    lines = script.read_text().splitlines()
    emu = Emulator("pybadge", seed=fwvm.script_seed(lines))
    emu.release = True
    shot = tmp_path / "shot.png"
    count = [0]

    def draw():
        emu.screenshot(shot)
        count[0] += 1

    emu.play_script(lines, each=draw)
    draw()
    assert count[0] >= 1 and shot.stat().st_size > 300
