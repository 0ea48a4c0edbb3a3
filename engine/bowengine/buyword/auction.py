"""Tile auction (BW-31), a RECONSTRUCTION of a Variation (game-data.md 1.5), off by default.

Imported only when a player declines his drawn tiles with the option on (2+ players).
The declined tiles (declined, or too dear for him) are auctioned to the other players:
open rising bids in $1 steps, in turn from his left (he does not bid), as High Bid's
auctions go: a player may pass and bid again later; the auction ends when every other
bidder has passed since the last bid, or all have passed without a bid. The high
bidder pays his bid to the bank and takes the tiles; with no bid they go out of play.
Then the next player decides on his own draw, as usual (rules.py moves on once the auction
has closed, so this module imports no other step).

Actions: ("bid", dollars), from the high bid + $1 up to the bidder's money; ("pass",).
State: g.offer is whose tiles are auctioned, g.turn the bidder on turn, and
g.deal = [high bid (0: none yet), high bidder (-1: none), passes since the last bid].
Ruling: with second-chance purchase on too, the auction replaces the offer (game-data:
"Declined tiles are auctioned instead").
"""

from bowengine.buyword.state import AUCTION, counts_of, letters_of

PASS = ("pass",)


def start(g, owner):
    g.phase = AUCTION
    g.offer = owner
    g.deal = [0, -1, 0]
    g.turn = g.next_player(owner)
    g.note = "%d declined %s: auction" % (owner, g.new[owner])


def legal(g, player):
    lo = g.deal[0] + 1
    if lo <= g.money[player]:
        return [("bid", range(lo, g.money[player] + 1)), PASS]
    return [PASS]


def apply(g, player, action):
    d = g.deal
    if action[0] == "bid":
        d[0] = action[1]
        d[1] = player
        d[2] = 0
        g.note = "%d bid $%d" % (player, action[1])
    else:
        d[2] += 1
        g.note = "%d passed" % player
    bidders = g.players - 1
    if d[2] >= (bidders if d[1] < 0 else bidders - 1):
        close(g)
        return
    p = g.next_player(player)
    g.turn = g.next_player(p) if p == g.offer else p


def close(g):
    owner = g.offer
    tiles = g.new[owner]
    high, winner = g.deal[0], g.deal[1]
    if winner >= 0:
        g.money[winner] -= high
        g.held[winner] = letters_of(counts_of(g.held[winner] + tiles))
        g.note = "%d won %s at auction for $%d" % (winner, tiles, high)
    else:
        g.gone += len(tiles)
        g.note = "no bids: %s out of play" % tiles
    g.deal = []               # closed: the rules move on to the next buyer (steps.next_buyer)


def shown(g, player):
    """The bidding as every player sees it (bids are open)."""
    return {"high": g.deal[0], "bidder": g.deal[1]}


def bot_act(bot, view, legal):
    """A bot bids $1 over the high bid while the tiles are worth more to it, else passes."""
    if legal[0][0] != "bid":
        return PASS
    lo = legal[0][1].start
    return ("bid", lo) if lo <= most(bot, view, view["offer"]) else PASS


def most(bot, view, tiles):
    """The most a bot pays for `tiles`: to the expert, what holding them adds to its plan (less
    $1); to the others, the list price if they would have bought them at it."""
    from bowengine.buyword.words import tile_pips
    me = bot.player
    if hasattr(bot, "plan"):
        held, wilds = view["held"][me], view["wilds"][me]
        rack = "".join(sorted(held + tiles))
        return bot.plan(view, rack, wilds)[0] - bot.plan(view, held, wilds)[0] - 1
    p = tile_pips(tiles)
    return p * p if bot.buys(view, tiles) else 0
