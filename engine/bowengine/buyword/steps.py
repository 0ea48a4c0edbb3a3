"""BuyWord's steps: drawing, drafting, buying, selling and challenges (rules.py calls them)."""

# Rulings beyond the rule book and game-data.md:
# - Tiles in front of a player are face up: every view shows every player's tiles
#   and money, and the letters left in the bag (all other tiles have been seen).
# - The engine draws the tiles, one at a time, the Leader first, then to the left.
# - Players sell in turn from the Leader; each ends with ("done",).
# - Discarding is allowed only while over the limit, one tile at a time.
# - In the last round there is no 8-tile limit: leftover tiles are lost anyway.
# - Second-chance purchase: the declined tiles are offered at once, before the
#   next player decides on his own tiles; bought ones join the buyer's tiles.
# - A challenge: each other player in turn from the seller's left may challenge
#   or accept; the first challenge is judged by the dictionary. A valid word is
#   sold and the challenger pays $20; an invalid one is not sold, the seller pays
#   $20. A player with less than $20 pays what he has. Unchallenged words sell.
#   With one player there is nobody to challenge: the dictionary judges.
# - The tile auction (auction.py) replaces the second-chance offer when both are on.

from bowengine.buyword import data as D
from bowengine.buyword.state import BUY, DRAFT, OFFER, OVER, ROLL, SELL, counts_of, letters_of


def pull(g):
    """One random letter tile out of the bag."""
    r = g.rng.below(g.bag_size())
    bag = g.bag
    i = 0
    while r >= bag[i]:
        r -= bag[i]
        i += 1
    bag[i] -= 1
    return D.LETTERS[i]

def draw(g, n):
    g.tiles = n
    g.step = 0
    g.turn = g.leader
    want = n * g.players
    if g.options["face_up_draft"]:
        shown = []
        while len(shown) < want and g.bag_size():
            shown.append(pull(g))
        g.display = letters_of(counts_of("".join(shown)))
        if len(shown) < want:  # the bag ran out: nothing may be bought
            g.gone += len(shown)
            g.display = ""
            last_round(g, True)
        else:
            g.phase = DRAFT
        return
    new = [[] for _ in range(g.players)]
    got = 0
    p = g.leader
    while got < want and g.bag_size():
        new[p].append(pull(g))
        got += 1
        p = g.next_player(p)
    if got < want:  # the bag ran out: every drawn tile goes out of play
        g.gone += got
        last_round(g, True)
        return
    for q in range(g.players):
        g.new[q] = letters_of(counts_of("".join(new[q])))
    start_buying(g)

def last_round(g, short):
    g.final = True
    if short:
        g.note = "the bag ran out: this round's tiles are out of play"
        start_selling(g)

def start_selling(g):
    g.phase = SELL
    g.step = 0
    g.turn = g.leader
    if g.options["letter_trading"] and g.players > 1:
        from bowengine.buyword import trading
        trading.start(g)

def start_buying(g):
    if not g.bag_size():
        last_round(g, False)
    g.phase = BUY
    g.step = 0
    g.turn = g.leader

def take(g, player, ch):
    i = g.display.find(ch)
    g.display = g.display[:i] + g.display[i + 1:]
    g.new[player] = letters_of(counts_of(g.new[player] + ch))
    g.step += 1
    if g.step == g.tiles * g.players:
        start_buying(g)
    else:
        g.turn = g.next_player(player)

def buy(g, player, buying):
    owner = player if g.phase == BUY else g.offer
    tiles = g.new[owner]
    if buying:
        g.money[player] -= g.price(tiles)
        g.held[player] = letters_of(counts_of(g.held[player] + tiles))
        g.note = "%d bought %s for $%d" % (player, tiles, g.price(tiles))
    elif g.phase == BUY and g.players > 1 and g.options["tile_auction"]:
        from bowengine.buyword import auction
        auction.start(g, player)
        return
    elif g.phase == BUY and g.options["second_chance"] and g.players > 1:
        g.phase = OFFER
        g.offer = player
        g.turn = g.next_player(player)
        g.note = "%d declined %s" % (player, tiles)
        return
    elif g.phase == OFFER and g.next_player(player) != owner:
        g.turn = g.next_player(player)
        return
    else:
        g.gone += len(tiles)
        g.note = "%s out of play" % tiles
    next_buyer(g, owner)

def next_buyer(g, owner):
    """`owner`'s drawn tiles are settled: the next player buys, or selling starts."""
    g.new[owner] = ""
    g.phase = BUY
    g.offer = -1
    g.step += 1
    if g.step < g.players:
        g.turn = g.next_player(owner)
    else:
        start_selling(g)

def sell(g, player, word):
    have = counts_of(g.held[player])
    pips = 0
    wild = 0
    for ch in word:
        o = ord(ch)
        if o >= 97:
            g.wilds[player] -= 1
            wild += 1
            pips += D.WILD_PIPS
        else:
            have[o - 65] -= 1
            pips += D.PIPS[o - 65]
    g.held[player] = letters_of(have)
    g.money[player] += pips * pips
    if pips * pips > g.tally[3 * player]:        # the player's best sale (the review)
        g.tally[3 * player] = pips * pips
        g.tally[3 * player + 1] = word
    g.gone += len(word) - wild
    g.note = "%d sold %s for $%d" % (player, word, pips * pips)

def pay_penalty(g, player):
    fine = D.CHALLENGE_PENALTY if g.money[player] >= D.CHALLENGE_PENALTY else g.money[player]
    g.money[player] -= fine
    return fine

def answer(g, player, challenge):
    seller = g.seller
    word = g.claim
    if challenge:
        if g.context["lexicon"].contains(word.lower()):
            sell(g, seller, word)
            g.note = "%d challenged %s: valid; %d pays $%d" % (
                player, word, player, pay_penalty(g, player))
        else:
            g.note = "%d challenged %s: not a word; %d pays $%d" % (
                player, word, seller, pay_penalty(g, seller))
    elif g.next_player(player) != seller:
        g.turn = g.next_player(player)
        return
    else:
        sell(g, seller, word)
    g.claim = ""
    g.seller = -1
    g.phase = SELL
    g.turn = seller

def next_seller(g):
    g.step += 1
    if g.step < g.players:
        g.turn = g.next_player(g.turn)
        return
    if g.final:
        for p in range(g.players):
            g.gone += len(g.held[p])
            for ch in g.held[p]:                     # unsold at the end (the review)
                g.tally[3 * p + 2] += D.PIPS[ord(ch) - 65]
            g.held[p] = ""
        g.phase = OVER
        g.note = "game over"
        return
    g.leader = g.next_player(g.leader)
    g.turn = g.leader
    g.phase = ROLL
    g.step = 0
    g.tiles = 0
    g.face = -1
