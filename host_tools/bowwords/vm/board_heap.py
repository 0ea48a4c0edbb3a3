"""The largest block a PyBadge's heap can give, set as a fence in the VM's one heap (device Python).

Imported on the VM as `vmheap` by vmboard (bowwords/vm/board.py) once a run: `prepare()` before
the program is compiled, `fence()` just before it runs, which forgets this module (its bytecode
does not stay on the heap; the pins stay in vmboard's `_pins`) and prints `FENCE runs bytes`.

A PyBadge on CircuitPython 10.2.1 grows its heap by areas (py/gc.c with
MICROPY_GC_SPLIT_HEAP_AUTO, each area taken from the TLSF pool in supervisor/port_heap.c):
7,936 + 7,936 + 15,872 + 31,744 + 63,488 + 18,816 + 384 bytes
(../shared/tools/circuitpython/README.md), and an object never spans two areas, so no single
allocation can be above the largest area, 63,488 bytes (bowwords.vm.BOARD_LARGEST_BLOCK).
The VM's `-X heapsize` heap is one contiguous area, where a 100 KB bytearray fits.

Modelled: no run of free blocks in the VM's heap is longer than `largest` bytes. `fence()`
splits the heap's free space into runs of `largest` - 64 bytes at most, each ended by a pin
(a one-block tuple, 16 bytes, kept for the run; a few such blocks where the VM's own
allocations fell beside it): an allocation above the cap raises MemoryError there, as on a
board, and the firmware's memory error path runs (measured: a bytearray of 63,420 bytes fits,
one of 63,440 does not at 128 KB; a board's cap is a little lower too, each area holding its
own allocation tables). The VM cannot report its largest allocation (`micropython.mem_info(1)` prints the largest block live at the moment it is
called, not the largest ever made, and only to the console), so the cap is enforced, not
measured.

Not modelled: where the area boundaries fall (a board's first areas are 8, 8, 16 and 32 KB: an
object of 32-63 KB fits in only its 63,488-byte area there, anywhere below the cap here); the
areas' total (the VM's heap is what `-X heapsize` says, 128 KB for a PyBadge by the project's
rule, less than the board's ~146 KB); the order in which a board adds areas as the heap grows
(a collection first, then a new area). A run may also grow past the cap by the size of the
object that was live just below it when the fence was set, if that object dies later: the
program's compiled code sits there, alive for the run, and the fence's own lists are made
before it (prepare()); the 64 bytes of margin are for id()'s garbage between a run and its pin.
"""

import gc
import sys

_KEEP = 2048              # one-block tuples a fence may hold in the holes below its runs
_RUNS = 8                 # runs a fence may set (a 512 KB heap needs 8 of 63,488 bytes)
_filled = None            # made by prepare(), before the program is compiled (see fence)
_held = None
_largest = [0]


def prepare(largest):
    """Make the fence's lists now, before the program is compiled: they go when the fence is
    set, and what goes must not lie just below a run (the run would grow by it)."""
    global _filled, _held
    _filled = [None] * _KEEP
    _held = [None] * (2 * _RUNS)
    _largest[0] = largest


def fence():
    """Split the free heap into runs of at most the largest bytes prepare() was given, keep the
    pins in vmboard, forget this module, collect, and print `FENCE runs bytes`."""
    runs = _set(_largest[0])
    sys.modules["vmboard"]._pins[0] = _held
    del sys.modules["vmheap"]
    gc.collect()
    print("FENCE", runs, _largest[0])


def _set(largest):
    """Split the free heap into runs of at most `largest` bytes; how many runs were fenced."""
    global _filled
    filled = _filled
    held = _held                         # each run's tuple until the fence is set, then its pin
    n = (largest - 64 - 8) // 4          # a tuple of n items: 8 + 4n bytes, in 16-byte blocks
    count = 0
    runs = 0
    while runs < _RUNS:
        gc.collect()                     # no garbage below the run this round's tuple takes
        try:
            held[2 * runs] = (None,) * n  # first fit: the first free run long enough
        except MemoryError:
            break
        start = id(held[2 * runs])
        pinned = False
        try:
            while count < _KEEP:
                one = (count,)           # fills the holes below the run, in address order, then
                if id(one) > start:      # the first block free after it (at most two blocks of
                    held[2 * runs + 1] = one    # id()'s own garbage between): the pin
                    pinned = True
                    break
                filled[count] = one
                count += 1
        except MemoryError:              # the run ends the heap: nothing after it to pin
            pinned = True
        if not pinned:                   # more holes than _KEEP: no more runs fenced
            held[2 * runs] = None
            break
        runs += 1
    for i in range(runs):
        held[2 * i] = None               # the runs are free again, each below its pin
    _filled = filled = None
    return runs
