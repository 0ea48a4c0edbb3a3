"""Runs device test modules on a VM (MicroPython or CircuitPython): VM runner.py MODULE [NAME...].

Prints one line per test: "PASS name live_bytes", "FAIL name error", and for a
transcript_* generator one "OUT name value" line per value it yields, so the
host can compare them with CPython's. live_bytes is gc.mem_alloc() after
gc.collect() once the test is done.
"""

import gc
import sys


def main(argv):
    module = __import__(argv[1])
    names = argv[2:]
    if not names:
        names = sorted([n for n in dir(module) if n.startswith("test_") or n.startswith("transcript_")])
    for name in names:
        fn = getattr(module, name)
        gc.collect()
        try:
            if name.startswith("transcript_"):
                for value in fn():
                    print("OUT", name, value)
            else:
                fn()
            gc.collect()
            print("PASS", name, gc.mem_alloc())
        except Exception as e:  # a MemoryError counts as a failure too
            print("FAIL", name, type(e).__name__, str(e).replace("\n", " "))
            _print_exception(e)


def _print_exception(e):
    """The traceback on stderr (MicroPython has sys.print_exception, CircuitPython traceback)."""
    try:
        sys.print_exception(e, sys.stderr)
    except AttributeError:
        import traceback
        traceback.print_exception(e, file=sys.stderr)


main(sys.argv)
