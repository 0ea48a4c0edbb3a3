"""The device's records, kept in the NVM beside the save ring (bowui.saves.records_ring: the
same checked records, so a power cut at any byte leaves the new records or the last ones).

Per game: games played and won against each bot level (the strongest bot at the table), in
pass-and-play (every seat human), BuyWord's solitaire, and games where hints were used (they
count there only, and set no best). The bests: solitaire score (with the book's rating),
longest word and best sale (BuyWord), most cubes in a round (Boggle Bowl), fewest turns to
the billion (Billionaire). Only human seats' feats count.

The records are one payload of SIZE bytes: MAGIC, then (played, won) as 16-bit counts for
each game's categories in GAMES order, then the bests (FEATS). It is imported when a game
ends or beats a best (bowui.feats), and by the Records screen, which words them with
bowui.records_text; `bowwords records` reads the same bytes from a board
(host_tools/bowwords/board/records.py).
"""

from bowui import saves
from bowui.saves import _put, _u   # big-endian fields, as in a save record

MAGIC = b"R1"
# The games and their categories, weakest bot first (data: the payload's layout follows it).
GAMES = (("buyword", ("solo", "pass", "random", "easy", "normal", "expert", "hints")),
         ("bogglebowl", ("pass", "random", "easy", "normal", "expert", "hints")),
         ("billionaire", ("pass", "random", "greedy", "expert", "hints")),
         ("highbid", ("pass", "random", "greedy", "expert", "hints")))
# The bests after the counts: (name, bytes). solo: best solitaire money + 1 (0: none);
# billion: fewest turns; word, sale_word: text; tag: checks of the last game counted.
# The game under way's bests are kept as they were before it (was_*) while `open` is 1: a
# hint shown in it puts them back (a game with hints sets no best, from any round); its end,
# or the next game's start, settles them. (Added last: an older, shorter payload still loads.)
FEATS = (("solo", 2), ("sale", 2), ("sale_word", 16), ("word", 16), ("cubes", 1),
         ("billion", 2), ("tag", 4), ("was_sale", 2), ("was_sale_word", 16), ("was_word", 16),
         ("open", 1))
_UNDONE = (("sale", "was_sale"), ("sale_word", "was_sale_word"), ("word", "was_word"))
BILLION = 1000          # Billionaire's goal in $M: only a game to the real billion counts


def _count_at(name, category):
    """The offset of a (game, category)'s played count, or -1."""
    at = len(MAGIC)
    for game, cats in GAMES:
        if game == name:
            return at + 4 * cats.index(category) if category in cats else -1
        at += 4 * len(cats)
    return -1


def _feat_at(name):
    """(offset, size) of a best."""
    at = len(MAGIC)
    for _, cats in GAMES:
        at += 4 * len(cats)
    for feat, size in FEATS:
        if feat == name:
            return at, size
        at += size
    raise KeyError(name)


def _size():
    at, size = _feat_at(FEATS[-1][0])
    return at + size


SIZE = _size()


def load(nvm):
    """The records in `nvm` as a bytearray of SIZE (all zero counts if there are none)."""
    got = saves.records_ring(nvm).load() if nvm is not None else None
    data = bytearray(SIZE)
    data[0:2] = MAGIC
    if got and len(got) <= SIZE and got[0:2] == MAGIC:
        data[:len(got)] = got            # (an older build's payload: the fields it lacks are 0)
    return data


def store(nvm, data):
    """Write the records as the records ring's newest record; True if written."""
    return nvm is not None and saves.records_ring(nvm).save(bytes(data))


def clear(nvm):
    """Every count and best back to nothing."""
    data = bytearray(SIZE)
    data[0:2] = MAGIC
    return store(nvm, data)


def counts(data, name, category):
    """(played, won) of a game's category."""
    at = _count_at(name, category)
    return (_u(data, at, 2), _u(data, at + 2, 2)) if at >= 0 else (0, 0)


def feat(data, name):
    """A best: an int, or for word and sale_word a str ("" or 0: none yet)."""
    at, size = _feat_at(name)
    if name[-4:] == "word":
        return bytes(data[at:at + size]).rstrip(b"\x00").decode()
    return _u(data, at, size)


def _set(data, name, value):
    at, size = _feat_at(name)
    if type(value) is str:
        raw = value.encode()[:size]
        data[at:at + size] = raw + bytes(size - len(raw))
    else:
        _put(data, at, size, value)


def category(game, seats, hints=False):
    """The category a finished game counts in: "hints", the strongest bot level at the
    table, "solo" (one player) or "pass" (every seat human); None if no human played."""
    if "human" not in seats:
        return None
    if hints:
        return "hints"
    cats = ()
    for name, c in GAMES:
        if name == game.NAME:
            cats = c
    best = -1
    for seat in seats:
        if seat != "human":
            best = max(best, cats.index(seat) if seat in cats else cats.index("random"))
    if best >= 0:
        return cats[best]
    return "solo" if game.players == 1 else "pass"


def tag(ring):
    """The checks of the save a finished game was resumed from (the ring's newest): the same
    game, ended again after a power cut, has the same tag and is not counted twice."""
    data = ring.load() or b""
    return (saves.crc16(data) << 16) | saves.fletcher16(data)


def hinted(game):
    """True if a hint was shown in `game` (its option "hints" is 2 then: 0 off, 1 on)."""
    opts = getattr(game, "options", None) or {}
    return opts.get("hints", False) == 2


def finished(app, game, seats, hints=None, cubes=0):
    """Count `game` (its result() is in) for its humans, once, and keep its bests, in one
    write; `hints`: True if hints were used (None: as the game's options say); `cubes`: the
    most a human side used in a round (Boggle Bowl). True if the records changed."""
    if hints is None:
        hints = hinted(game)
    hints = bool(hints)
    if game.NAME not in [g for g, _ in GAMES]:
        return False                      # (a companion's state played as a game: no records)
    cat = category(game, seats, hints)
    if cat is None:
        return False
    nvm = app.hw.nvm
    data = load(nvm)
    t = tag(app.ring)
    if feat(data, "tag") == t:
        return False                      # counted before a power cut: the same game again
    _set(data, "tag", t)
    if hints:
        _put_back(data)                   # (a power cut came between a hint and unbest)
    _set(data, "open", 0)
    r = game.result()
    humans = [p for p in range(game.players) if seats[p] == "human"]
    won = 1 if [p for p in humans if p in r["winners"]] else 0
    at = _count_at(game.NAME, cat)
    _put(data, at, 2, min(0xFFFF, _u(data, at, 2) + 1))
    _put(data, at + 2, 2, min(0xFFFF, _u(data, at + 2, 2) + won))
    if not hints:
        if game.NAME == "buyword" and game.players == 1:
            score = min(0xFFFE, r["scores"][0])
            if score + 1 > feat(data, "solo"):
                _set(data, "solo", score + 1)
        if (game.NAME == "billionaire" and won and r.get("ending") == "billion"
                and game.options.get("goal") == BILLION):
            best = feat(data, "billion")
            if not best or r["turns"] < best:
                _set(data, "billion", min(0xFFFF, r["turns"]))
        if cubes > feat(data, "cubes"):
            _set(data, "cubes", min(255, cubes))
    return store(nvm, data)


def bests(nvm):
    """(best sale, longest word's length, most cubes) now: what a feat must beat."""
    data = load(nvm)
    return feat(data, "sale"), len(feat(data, "word")), feat(data, "cubes")


def _put_back(data):
    """The bests as they were before the game under way (if it set any)."""
    if feat(data, "open"):
        for best, was in _UNDONE:
            _set(data, best, feat(data, was))
        _set(data, "open", 0)


def unbest(nvm):
    """A hint was shown: the bests the game under way set go back to what they were; True
    if the records changed (nothing to do: False, and nothing written)."""
    data = load(nvm)
    if not feat(data, "open"):
        return False
    _put_back(data)
    return store(nvm, data)


def settle(nvm):
    """A new game starts: the last one's bests stay (it was left without a hint)."""
    data = load(nvm)
    if not feat(data, "open"):
        return False
    _set(data, "open", 0)
    return store(nvm, data)


def better(nvm, sale=0, word="", cubes=0):
    """Keep a sale (price, with its `word`), a longest word, or a round's cubes if it beats
    the best, during a game without hints (the bests from before it are kept aside till it
    ends: see unbest); True if the records changed."""
    data = load(nvm)
    changed = False
    if not feat(data, "open"):
        for best, was in _UNDONE:
            _set(data, was, feat(data, best))
        _set(data, "open", 1)
    if sale > feat(data, "sale"):
        _set(data, "sale", min(0xFFFF, sale))
        _set(data, "sale_word", word)
        changed = True
    if word and len(word) > len(feat(data, "word")):
        _set(data, "word", word)
        changed = True
    if cubes > feat(data, "cubes"):
        _set(data, "cubes", min(255, cubes))
        changed = True
    return store(nvm, data) if changed else False
