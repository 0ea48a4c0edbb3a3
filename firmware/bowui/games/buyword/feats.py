"""The humans' feats in BuyWord as the game goes, for the records (bowui.records; the game program's `resumed` hook starts it): a sale,
its price and word. The game program calls `watch` once: the engine then calls `seen` after
each action (game.watch). It is small and stays loaded all game (no class); it reads the
bests once, and imports bowui.records again only when a sale beats one (rare: the records are
written then). Boggle Bowl's round cubes are checked by its entry's `progress` instead.
"""

_at = []            # the game program's one game: [app, seats, last note, bests or None]


def watch(app, game, seats):
    """Watch a BuyWord `game` for its humans' sales (a game resumed with a hint shown: the
    bests it set go back, in case a power cut came before they did)."""
    _at[:] = [app, seats, game.note, None]
    game.watch = seen
    if game.options.get("hints") == 2:    # (records.hinted, without importing it for nothing)
        from bowui import records
        records.unbest(app.hw.nvm)
        records = None


def seen(game, player, action):
    """After an action: a human's sale may be a best."""
    at = _at
    note = game.note
    if note is at[2]:
        return
    at[2] = note
    part = note.split(" ")
    if len(part) == 5 and part[1] == "sold" and at[1][int(part[0])] == "human":
        _beat(game, int(part[4][1:]), part[2].upper())


def _beat(game, sale, word):
    """Write the records if the sale or the word beats the bests (not in a game where hints
    were used: asked each time, as hints may start mid-game)."""
    best = _at[3]
    if best is not None and sale <= best[0] and len(word) <= best[1]:
        return
    import gc

    from bowui import records
    app = _at[0]
    if not records.hinted(game):
        records.better(app.hw.nvm, sale, word)
        _at[3] = records.bests(app.hw.nvm)
    records = None
    if app.releases():                # the bots may search next, under this same screen
        from bowui.app import forget
        forget("bowui.records")
    gc.collect()
