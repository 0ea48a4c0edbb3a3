"""BuyWord saves of version 2 (before the open bag option), read as version 3 with the bag
closed (imported only when such a save is restored)."""

from bowengine.contract import MAGIC, read_header
from bowengine.pack import pack


def upgraded(data):
    """Version 3 save bytes for version 2 `data`."""
    name, version, body = read_header(data)
    opts = list(body[3])
    if version != 2 or len(opts) != 6:
        raise ValueError("this %s save is damaged" % name)
    # options in sorted order: challenges, face_up_draft, leader, letter_trading, open_bag,
    # second_chance, tile_auction
    opts.insert(4, False)
    return MAGIC + data[2:3] + pack((name, 3, body[2], opts, body[4], body[5]))
