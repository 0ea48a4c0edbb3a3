"""The README's screenshots come from the key scripts beside them (docs/screenshots/*.keys):
each script still runs headless and ends on the screen it is named after."""

from pathlib import Path

import pytest

from bowwords.emulator import Emulator

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SCRIPTS = sorted(SHOTS.glob("*.keys"))
# What each script's last screen is: (screen class, words on it).
ENDS = {
    "menu": ("MainMenu", "BOWWORDS"), "companion": ("CompanionMenu", "Six-sided die"),
    "die": ("DieScreen", "3 dice, 2 rolls"), "buyword-die": ("BuyWordScreen", "Leader picks"),
    "highbid-dice": ("HighBidScreen", "OPEN SALE"), "analyzer": ("AnalyzerScreen", "RED"),
    "timer": ("TimerScreen", "Running"), "slate-handoff": ("HandOff", "Hand the device to"),
    "slate-bid": ("BidEntry", "1  2  0"), "slate-reveal": ("Reveal", "Player 1 wins with 120"),
    "settings": ("Settings", "Sound: on"),
}


def test_every_script_has_its_png_and_a_known_end():
    assert {p.stem for p in SCRIPTS} == set(ENDS)
    for script in SCRIPTS:
        assert script.with_suffix(".png").exists(), script.name


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_script_ends_on_its_screen(script, tmp_path):
    emu = Emulator("pybadge", seed=7)      # the seed the README's command uses
    emu.play_script(script.read_text().splitlines())
    cls, words = ENDS[script.stem]
    assert type(emu.app.screen).__name__ == cls and words in emu.text()
    emu.screenshot(tmp_path / "x.png")
    assert (tmp_path / "x.png").stat().st_size > 300
