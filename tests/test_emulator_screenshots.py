"""The README's screenshots come from the key scripts beside them (docs/screenshots/*.keys):
each has its picture and an `# ends on:` line (tests/test_screen_check.py plays each and checks
that it ends there), and the README shows every picture."""

from pathlib import Path


from bowwords.vm import firmware as fwvm

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


def test_the_readme_shows_every_screenshot():
    readme = (SHOTS.parent.parent / "README.md").read_text()
    missing = [p.name for p in sorted(SHOTS.glob("*.png")) if "docs/screenshots/" + p.name not in readme]
    assert not missing, missing
