"""The steps of a High Bid round, as functions of the state `g` (rules.HighBid).

The device turns cards onto the block, settles auctions and Open Sales, sells by
the dice and buys from the table; kept apart from rules.py so that each module
compiles on a small heap.
"""

from bowengine.highbid import data as D
from bowengine.highbid.ledger import (AFTER, ALL_SOLD, AT_AREA, AT_BANK, AT_BLOCK, AT_DECK, AT_SPENT,
                                      AUCTION, N_AREA, N_BACK, N_NO_BID, N_OPEN, N_SOLD, N_TABLE,
                                      N_UNSOLD, OPEN, OVER)


def end(g, ending):
    """The game is over."""
    g.phase = OVER
    g.ending = ending
    g.turn = -1


def bidding(g, phase, first):
    """Open bidding (an auction or an Open Sale) with `first` to bid."""
    g.phase = phase
    g.turn = first
    g.high = 0
    g.leader = -1
    g.passes = 0


def left(g):
    """The properties still to auction: in the deck and in the bank."""
    deck = bank = 0
    for c in range(D.PROPERTIES):
        if g.where[c] == AT_DECK:
            deck += 1
        elif g.where[c] == AT_BANK:
            bank += 1
    return deck, bank


def to_bank(g):
    """The block to the bank: a property to be auctioned again, Buyer's Cards for good."""
    for c in g.block:
        if c < D.PROPERTIES:
            g.bank.append(c)
            g.where[c] = AT_BANK
        else:
            g.where[c] = AT_SPENT
    g.block = bytearray()


def next_round(g):
    """Turn up the next card (Buyer's Cards take another on top) or end the game."""
    while True:
        deck, bank = left(g)
        if deck == 0 and g.idle >= bank:
            end(g, ALL_SOLD)
            return
        src = 0 if g.deck else 1
        while True:
            if src:
                if not g.bank:
                    break
                c = g.bank[0]
                g.bank = g.bank[1:]
            else:
                if not g.deck:
                    break
                c = g.deck[-1]
                g.deck = g.deck[:-1]
            g.block.append(c)
            g.where[c] = AT_BLOCK
            g.seen[c] = 1
            if c < D.PROPERTIES:
                g.rounds += 1
                bidding(g, AUCTION, g.opener)
                return
        to_bank(g)      # the deck ran out under Buyer's Cards


def tally_buy(g, p, card, price):
    """Count a buy at auction or Open Sale in p's tally (the end-of-game review): its gain is
    the property's value less the whole price (Buyer's Cards bought with it not valued)."""
    t = g.tally
    k = 6 * p
    t[k] += price
    if card < D.PROPERTIES:
        gain = D.CARDS[card][1] - price
        if t[k + 2] < 0 or gain > t[k + 3]:
            t[k + 2], t[k + 3] = card, gain
        if t[k + 4] < 0 or gain < t[k + 5]:
            t[k + 4], t[k + 5] = card, gain


def auction_over(g):
    """Everyone but one has passed (or all have): sell the block or bank it."""
    top = g.block[-1]
    p = g.leader
    if p < 0:
        to_bank(g)
        g.idle += 1
        g.note = [N_NO_BID, -1, top, 0]
        next_round(g)
        return
    g.money[p] -= g.high
    tally_buy(g, p, top, g.high)
    for c in g.block:
        g.where[c] = p
    g.block = bytearray()
    g.note = [N_SOLD, p, top, g.high]
    g.idle = 0
    g.last = top
    g.buyer = p
    g.opener = (p + 1) % g.players
    g.sales = 0
    g.tbuys = 0
    if left(g) == (0, 0):
        end(g, ALL_SOLD)      # the last property sold from the block: no sales, no table
        return
    g.phase = AFTER
    g.turn = p


def sell(g, player, card):
    """Sell a card by the dice: an Open Sale on green 0, else to the red die's area."""
    g.sales += 1
    red = g.rng.below(len(D.RED_DIE))
    green = g.rng.below(len(D.GREEN_DIE))
    g.roll = 1 + red * 6 + green
    g.seen[card] = 1
    if D.GREEN_DIE[green] == D.OPEN_SALE:
        g.block = bytearray((card,))
        g.where[card] = AT_BLOCK
        bidding(g, OPEN, (player + 1) % g.players)
        return
    percent = D.RED_DIE[red]
    for a in range(len(D.AREAS)):
        if D.AREAS[a][0] == percent:
            g.where[card] = AT_AREA + a
    paid = D.price(card, percent)
    if D.GREEN_DIE[green] == D.BONUS:
        paid += D.BONUS
    g.money[player] += paid
    g.tally[6 * player + 1] += paid
    g.note = [N_AREA, player, card, paid]


def open_sale_over(g):
    """Settle an Open Sale: paid to the seller, or a repurchase paid to the bank."""
    card = g.block[0]
    seller = g.buyer
    p = g.leader
    if p < 0:
        g.where[card] = seller
        g.note = [N_UNSOLD, seller, card, 0]
    else:
        g.money[p] -= g.high
        tally_buy(g, p, card, g.high)
        if p != seller:
            g.money[seller] += g.high   # the buyer pays the seller
            g.tally[6 * seller + 1] += g.high
        g.where[card] = p                 # a repurchase is paid to the bank
        g.note = [N_BACK if p == seller else N_OPEN, p, card, g.high]
    g.block = bytearray()
    g.high = 0
    g.leader = -1
    g.phase = AFTER
    g.turn = seller


def table_buy(g, player, card):
    """Buy a card from a table area; the first surrenders a Buyer's Card for good."""
    if g.tbuys == 0:
        b = g.buyer_card(player)
        g.where[b] = AT_SPENT
        g.seen[b] = 1
    cost = D.price(card, D.AREAS[g.where[card] - AT_AREA][0])
    g.money[player] -= cost
    g.where[card] = player
    g.tbuys += 1
    g.note = [N_TABLE, player, card, cost]
