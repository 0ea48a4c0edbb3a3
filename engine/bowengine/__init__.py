"""Bowwords engine: pure Python that runs on CircuitPython 10 and CPython 3.11+."""

__version__ = "0.1.0"
