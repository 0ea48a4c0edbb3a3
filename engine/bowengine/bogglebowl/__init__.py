"""Boggle Bowl (Parker Brothers, 1987): rules, solver and bots."""

from array import array

from micropython import const

CAP = const(1200)  # the most words the solver keeps (ENABLE gives up to ~1,100 for 11 cubes)

# The solver's arrays (made by scratch()), held by the package: on a device, the firmware
# releases the bots' modules between turns, and an import that comes again finds them here,
# made once while the heap had room in one piece.
SCRATCH = []


def scratch():
    """The solver's arrays, made once (a big array made later could find no room on a
    fragmented device heap), 6.9 KB: the words (each a 16-bit code and size, sorted in place;
    search.WordSet), an index array (an order to put the words in; the walk's edge targets
    while it walks) and a byte table (each word's lowest letter, then the Wild packing's
    memo over the at most 2**11 sub-multisets; the walk's edge letters while it walks).
    The bots make it when imported, without the solver's code."""
    if not SCRATCH:  # (made from a range: no copy of a zero buffer on the heap)
        SCRATCH.append((array("H", range(CAP)), array("H", range(CAP)), bytearray(2048)))
    return SCRATCH[0]
