"""Boggle Bowl (Parker Brothers, 1987): rules, solver and bots."""

from array import array

from micropython import const

CAP = const(1200)  # the most words the solver keeps (ENABLE gives up to ~1,100 for 11 cubes)

# The solver's arrays (made by scratch() at a search), held by the package: a search that comes
# again finds them here. On a device the game program makes them at its start, on a fresh heap,
# and keeps them while Boggle Bowl is played (their largest block is 2.4 KB: made later, a heap
# the screens have cut into small pieces may have none that large).
SCRATCH = []


def scratch():
    """The solver's arrays, made once until SCRATCH is cleared, 6.9 KB: the words (each a
    16-bit code and size, sorted in place; search.WordSet), an index array (an order to put
    the words in; the walk's edge targets while it walks) and a byte table (each word's
    lowest letter, then the Wild packing's memo over the at most 2**11 sub-multisets; the
    walk's edge letters while it walks)."""
    if not SCRATCH:  # (made from a range: no copy of a zero buffer on the heap)
        SCRATCH.append((array("H", range(CAP)), array("H", range(CAP)), bytearray(2048)))
    return SCRATCH[0]
