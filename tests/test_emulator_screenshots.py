"""The README's screenshots come from the key scripts beside them (docs/screenshots/*.keys):
each script still runs headless and ends on the screen its `# ends on:` line names."""

from pathlib import Path

import pytest

from bowwords.vm import firmware as fwvm
from bowwords.emulator import Emulator

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SCRIPTS = sorted(SHOTS.glob("*.keys"))


def ends_on(script):
    """The screen a script ends on, from its `# ends on: CLASS | words on it` line."""
    return fwvm.ends_on(script.read_text().splitlines())


def test_every_script_has_its_png_and_a_known_end():
    assert SCRIPTS
    for script in SCRIPTS:
        assert script.with_suffix(".png").exists(), script.name
        assert ends_on(script), script.name + " has no '# ends on: CLASS | words' line"


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_script_ends_on_its_screen(script, tmp_path):
    emu = Emulator("pybadge", seed=7)      # the seed the README's command uses
    emu.play_script(script.read_text().splitlines())
    cls, words = ends_on(script)
    shown = emu.app.over or emu.app.screen      # the rules pages over a screen (Select), else it
    assert type(shown).__name__ == cls and words in emu.text()
    emu.screenshot(tmp_path / "x.png")
    assert (tmp_path / "x.png").stat().st_size > 300


def test_the_readme_shows_every_screenshot():
    readme = (SHOTS.parent.parent / "README.md").read_text()
    missing = [p.name for p in sorted(SHOTS.glob("*.png")) if "docs/screenshots/" + p.name not in readme]
    assert not missing, missing
