"""Boggle Bowl's best play, after the fact and as a hint: the arrangement using the most cubes
a roll allows on a space (the solver's exhaustive answer), as words and a cube count.

Imported only when a review or a hint is asked for; the solver's arrays go with the screen."""

from bowengine.bogglebowl.data import SPACE_NAMES
from bowengine.bogglebowl.words import spell


def best_play(faces, space, lexicon, tick=None):
    """(words as strings, cubes used) of the best arrangement of `faces` on `space` (a name)."""
    from bowengine.bogglebowl.solver import solve
    found = solve(faces, SPACE_NAMES.index(space), lexicon, 0, tick)
    return [spell(w) for w in found[0]], found[1]


def round_review(view, lexicon, side, tick=None):
    """The last round's review for `side` (0 red, 1 blue) from a view: (what was played, its
    cubes, the best words, their cubes); None if the round kept no final roll (older saves)."""
    last = view["last"]
    if not last or not last["faces"]:
        return None
    words, cubes = best_play(last["faces"][side], last["space"], lexicon, tick)
    return last["words"][side], last["cubes"][side], words, cubes


def hint(view, lexicon, tick=None):
    """A hint for the side whose view this is: (cubes the best arrangement uses, its first
    letter, "" if no word fits)."""
    words, cubes = best_play(view["cubes"], view["space"], lexicon, tick)
    if not words:
        return 0, ""
    first = words[0]
    return cubes, first[:2] if first.startswith("QU") else first[:1]
