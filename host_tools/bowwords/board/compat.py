"""Is a bundle for the board whose boot_out.txt this is? `bowwords flash --bundle` refuses a bundle
made for another board, or for another CircuitPython major version, than the drive's boot_out.txt
names (board/boot_out.py reads it)."""

from bowwords.board import boot_out
from bowwords.errors import BowwordsError

DEFAULT = "pybadge"     # the profile the firmware runs a board it does not know as (bowui/boards.py)


def check(manifest, boot_text, where):
    """Notes on what could not be checked; a BowwordsError if the bundle's board or CircuitPython
    major version is not the one boot_out.txt names."""
    from bowwords.bundle import BOARDS

    facts = boot_out.parse(boot_text or "")
    board, major = manifest.get("board"), manifest.get("circuitpython")
    notes = []
    if not boot_text:
        return ["%s has no boot_out.txt: the board and CircuitPython version were not checked" % where]
    if facts["board"]:
        if facts["board"] not in manifest.get("board_ids", ()):
            other = [name for name in sorted(BOARDS) if facts["board"] in _ids(name)]
            if other or board != DEFAULT:
                fix = ("build one for it: bowwords bundle --board %s -o DIR" % other[0] if other
                       else "Bowwords has no profile for that board (pybadge, pygamer, clue)")
                raise BowwordsError("this bundle is for the %s (%s), but %s is a %s (boot_out.txt's Board ID): "
                                    "nothing written; %s" % (BOARDS[board]["name"], board, where, facts["board"], fix))
            notes.append("%s is a %s, a board Bowwords has no profile for: the firmware runs it as a PyBadge"
                         % (where, facts["board"]))
    else:
        notes.append("boot_out.txt on %s names no board (no 'Board ID:' line): the board was not checked" % where)
    if facts["major"] is not None:
        if facts["major"] != major:
            raise BowwordsError("this bundle is for CircuitPython %d, but %s runs CircuitPython %s (boot_out.txt): "
                                "nothing written; install CircuitPython %d.x from https://circuitpython.org/downloads"
                                % (major, where, facts["version"], major))
    else:
        notes.append("boot_out.txt on %s names no CircuitPython version: it was not checked" % where)
    return notes


def _ids(name):
    from bowwords.bundle import board_ids

    return board_ids(name)
