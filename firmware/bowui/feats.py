"""The humans' feats as a game goes, for the records (bowui.records): a BuyWord sale (its
price and word), a Boggle Bowl round's cubes. The game program calls `watch` once: the
engine then calls `seen` after each action (game.watch). It is small and stays loaded all
game (no class: a few hundred bytes of heap); it reads the bests once, and imports
bowui.records again only when a feat beats one (rare: the records are written then).
"""

GAMES = ("buyword", "bogglebowl")   # the games whose bests come from single actions
_at = []            # the game program's one game: [app, seats, last note, rounds, bests or None]


def hinted(game):
    """True if `game` is marked as played with hints: its options' "hints" (or an attribute)."""
    opts = getattr(game, "options", None) or {}
    return bool(opts.get("hints", False) or getattr(game, "hints", False))


def watch(app, game, seats):
    """Watch `game` (one of GAMES) for its humans' feats."""
    _at[:] = [app, seats, getattr(game, "note", None), getattr(game, "rounds", 0), None]
    game.watch = seen


def seen(game, player, action):
    """After an action: a sale or a round's end by a human may be a best (not in a game where
    hints were used: asked each time, as hints may start mid-game)."""
    at = _at
    if hinted(game):
        return
    if game.NAME == "buyword":
        note = game.note
        if note is at[2]:
            return
        at[2] = note
        part = note.split(" ")
        if len(part) == 5 and part[1] == "sold" and at[1][int(part[0])] == "human":
            _beat(int(part[4][1:]), part[2].upper(), 0)
    elif game.NAME == "bogglebowl" and game.rounds != at[3]:
        at[3] = game.rounds
        cubes = 0
        for p in range(game.players):
            if at[1][p] == "human":
                cubes = max(cubes, game.last[3 + game.side_of(p)])
        if cubes:
            _beat(0, "", cubes)


def _beat(sale, word, cubes):
    """Write the records if the sale, the word or the cubes beat the bests."""
    best = _at[4]
    if best is not None and sale <= best[0] and len(word) <= best[1] and cubes <= best[2]:
        return
    import gc

    from bowui import records
    app = _at[0]
    records.better(app.hw.nvm, sale, word, cubes)
    _at[4] = records.bests(app.hw.nvm)
    records = None
    if app.releases():                # the bots may search next, under this same screen
        from bowui.app import forget
        forget("bowui.records")
    gc.collect()
