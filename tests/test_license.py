"""The README says MIT for the code: the licence's text is at the top of the checkout."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_license_is_mit_with_the_authors_copyright():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the Bowwords authors" in text
    assert "MIT for the code" in (ROOT / "README.md").read_text()
