"""The humans' feats as a game goes, for the records (bowui.records): a BuyWord sale (its
price and word), a Boggle Bowl round's cubes. The game program sets `game.watch` to a
Watch's `seen`, which the engine calls after each action; it reads the bests once, and
imports bowui.records again only when a feat beats one (rare: the records are written then).
"""


def hinted(game):
    """True if `game` is marked as played with hints: its options' "hints" (or an attribute)."""
    opts = getattr(game, "options", None) or {}
    return bool(opts.get("hints", False) or getattr(game, "hints", False))


class Watch:
    """Looks at the game after each action (cheap: a string or an int compared)."""

    def __init__(self, app, game, seats):
        self.app = app
        self.seats = seats
        self.note = getattr(game, "note", None)
        self.rounds = getattr(game, "rounds", 0)
        self.best = None                 # (sale, longest word's length, cubes), read when needed

    def seen(self, game, player, action):
        """After `player`'s `action`: a sale or a round's end by a human may be a best (not in
        a game where hints were used: asked now, as hints may start mid-game)."""
        if hinted(game):
            return
        name = game.NAME
        if name == "buyword":
            note = game.note
            if note is self.note:
                return
            self.note = note
            parts = note.split(" ")
            if len(parts) == 5 and parts[1] == "sold" and self.seats[int(parts[0])] == "human":
                self.beat(int(parts[4][1:]), parts[2].upper(), 0)
        elif name == "bogglebowl":
            if game.rounds == self.rounds:
                return
            self.rounds = game.rounds
            last = game.last
            cubes = 0
            for p in range(game.players):
                if self.seats[p] == "human":
                    cubes = max(cubes, last[3 + game.side_of(p)])
            if cubes:
                self.beat(0, "", cubes)

    def beat(self, sale, word, cubes):
        """Write the records if the sale, the word or the cubes beat the bests."""
        best = self.best
        if best is not None and sale <= best[0] and len(word) <= best[1] and cubes <= best[2]:
            return
        import gc

        from bowui import records
        nvm = self.app.hw.nvm
        records.better(nvm, sale, word, cubes)
        self.best = records.bests(nvm)
        records = None
        if self.app.releases():           # the bots may search next, under this same screen
            from bowui.app import forget
            forget("bowui.records")
        gc.collect()
