"""Boggle Bowl saves of version 1 (before the 3-player and pass-and-play options), read as
version 2 with those options at their defaults (imported only when such a save is restored)."""

from bowengine.contract import MAGIC, read_header
from bowengine.pack import pack


def upgraded(data, fields):
    """Version 2 save bytes for version 1 `data` (`fields`: the class's FIELDS)."""
    name, version, body = read_header(data)
    old = body[5]
    if version != 1 or len(old) != len(fields):
        raise ValueError("this %s save is damaged" % name)
    last = old[fields.index("last")]
    if last and (last[5] is True or last[5] is False):
        # 0, or 1 + the side the sand ran out on: the side that had not turned the timer
        first = old[fields.index("first")]
        last[5] = (2 - first if first >= 0 else 2) if last[5] else 0
    # options in sorted order: alone, alone_red, lead, pass_play, target
    opts = [1, False, -1, 0, body[3][0]]
    return MAGIC + data[2:3] + pack((name, 2, body[2], opts, body[4], old))
