"""The tile auction option (BW-31): another player's declined tiles on the block, the high
bid and its bidder; Left/Right set your bid in $1 steps, A bids or passes. Open bids, as
at High Bid's auction block."""

from bowui import ui
from bowui.games.buyword.tiles import pips_text
from bowui.games.buyword.fit import fit
from bowui.games.buyword.tiles import Seat, Tiles, story, who
from bowui.input import A, LEFT, RIGHT


class Auction(Seat):
    """One bid or pass by a human."""

    def __init__(self, app, game, seats, player):
        v = game.view(player)
        Seat.__init__(self, app, game, seats, player, who(player) + " bids?")
        tiles = v["offer"]
        ui.label(self.group, "%s declined these" % who(v["offered_by"], player), 80, 20, ui.GREY,
                 anchor=(0.5, 0))
        n = len(tiles)
        row = Tiles(self.group, n, (160 - 24 * n) // 2 + 1, 34, per_row=8, pitch=24, tall=22,
                    kind="big")
        row.show_all(tiles)
        ui.label(self.group, "list " + pips_text(tiles), 80, 58, ui.GREY, anchor=(0.5, 0))
        d = v["deal"]
        if d["bidder"] >= 0:
            high = "High bid $%d: %s" % (d["high"], who(d["bidder"], player))
        else:
            high = "Opening bid $1 or more"
        ui.label(self.group, high, 4, 71, ui.GREEN if d["bidder"] >= 0 else ui.WHITE)
        note = story(v["note"], player)
        ui.label(self.group, fit(note) if "bid" in note or "passed" in note else "", 2, 84, ui.GREY)
        choice = game.legal(player)[0]
        self.range = choice[1] if choice[0] == "bid" else None
        self.amount = self.range.start if self.range else 0
        self.menu = ui.Menu(self.group, self.items(), y=98, rows=2, step=14,
                            cursor=0 if self.range else 1)

    def items(self):
        if self.range is None:
            bid = ("No bid: you have $%d" % self.v["money"][self.player], ui.GREY)
        else:
            bid = ("Bid  < $%d >" % self.amount, ui.WHITE)
        return [bid, ("Pass", ui.WHITE)]

    def update(self, pressed):
        if self.menu.cursor == 0 and self.range is not None and pressed & (LEFT | RIGHT):
            r = self.range
            self.amount = max(r.start, min(r[-1], self.amount + (1 if pressed & RIGHT else -1)))
            self.menu.items = self.items()
            self.menu.draw()
            return None
        if self.menu.move(pressed):
            return None
        c = self.menu.cursor
        if pressed & A and (c == 1 or self.range is not None):
            if self.act(("pass",) if c == 1 else ("bid", self.amount)):
                return self.finish()
        return None
