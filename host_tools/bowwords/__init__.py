"""Bowwords host tools: the `bowwords` command and its library (CPython only)."""

__version__ = "0.1.0"
