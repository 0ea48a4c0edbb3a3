"""Bowwords on the handheld: the UI that code.py runs (screens, input, sound, saves, boards)."""
