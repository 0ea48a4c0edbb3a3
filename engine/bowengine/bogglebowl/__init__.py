"""Boggle Bowl (Parker Brothers, 1987): rules, solver and bots."""

# The solver's arrays (bogglebowl.search.scratch), held by the package: on a device, the
# firmware releases the bots' modules between turns, and an import that comes again finds
# them here, made once while the heap had room in one piece.
SCRATCH = []
