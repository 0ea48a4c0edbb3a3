"""Letter trading (BW-33), a RECONSTRUCTION of a Variation (game-data.md 1.5), off by default.

Imported only when a round's buying ends with the option on (2+ players). Before any
word is sold, each player in turn from the Leader may propose trades to another
player, one proposal at a time, then passes: one of his letter tiles for one of
theirs (one for one), one of his letters for their cash, or his cash for one of
their letters. The player asked accepts (the tiles and the money change hands at
once) or refuses; either way the proposer goes on. Then selling starts as usual.

Actions of the proposer:
    ("swap", q, "E", "Q")   my E for player q's Q
    ("cash", q, "E", n)     my E for $n from player q
    ("pay", q, "Q", n)      $n of mine for player q's Q
    ("pass",)               no more proposals this round
and of the player asked: ("accept",) / ("refuse",).
legal() lists ("swap", q, TILE, TILE), ("cash", q, TILE, range(1, q's money + 1)) and
("pay", q, TILE, range(1, my money + 1)) for each other player q: TILE stands for any
letter tile of the one who gives it (allows() checks the real letter).
State: g.turn is the player on turn, g.step the players done proposing;
g.deal = [proposer, proposals made, player asked (-1: none), letter given, letter asked
for, dollars to the proposer (negative: he pays)].
Rulings: a player makes at most PROPOSALS proposals a round (the round moves on);
Wilds are not traded; cash passes between the two players, never more than the payer
has (the variation's exception to "No money should be exchanged between players");
the terms show only to the two players until accepted.
"""

from bowengine.buyword.state import SELL, TRADE, counts_of, letters_of
from bowengine.contract import Game

PROPOSALS = 3
TILE = "tile"
KINDS = ("swap", "cash", "pay")
PASS = ("pass",)
ACCEPT = ("accept",)
REFUSE = ("refuse",)


def start(g):
    g.phase = TRADE
    g.deal = [g.turn, 0, -1, "", "", 0]


def legal(g, player):
    d = g.deal
    if d[2] >= 0:
        return [ACCEPT, REFUSE]
    out = []
    mine = g.held[player]
    q = g.next_player(player)
    while q != player:
        theirs = g.held[q]
        if mine and theirs:
            out.append(("swap", q, TILE, TILE))
        if mine and g.money[q]:
            out.append(("cash", q, TILE, range(1, g.money[q] + 1)))
        if theirs and g.money[player]:
            out.append(("pay", q, TILE, range(1, g.money[player] + 1)))
        q = g.next_player(q)
    out.append(PASS)
    return out


def _tile(ch, held):
    return type(ch) is str and len(ch) == 1 and "A" <= ch <= "Z" and ch in held


def allows(g, player, action):
    if len(action) != 4 or action[0] not in KINDS:
        return Game.allows(g, player, action)
    kind, q = action[0], action[1]
    if type(q) is not int or not 0 <= q < g.players or q == player:
        return False
    if not _tile(action[2], g.held[q if kind == "pay" else player]):
        return False
    if kind == "swap" and not _tile(action[3], g.held[q]):
        return False
    return Game.allows(g, player, (kind, q, TILE, TILE if kind == "swap" else action[3]))


def apply(g, player, action):
    kind = action[0]
    d = g.deal
    if kind == "pass":
        _next_trader(g)
    elif kind in KINDS:
        q = action[1]
        if kind == "swap":
            g.deal = [player, d[1] + 1, q, action[2], action[3], 0]
        elif kind == "cash":
            g.deal = [player, d[1] + 1, q, action[2], "", action[3]]
        else:
            g.deal = [player, d[1] + 1, q, "", action[2], -action[3]]
        g.turn = q
        g.note = "%d offered %d a trade" % (player, q)
    else:
        p, q = d[0], d[2]
        if kind == "accept":
            _settle(g, p, q, d[3], d[4], d[5])
        else:
            g.note = "%d refused a trade from %d" % (q, p)
        g.deal = [p, d[1], -1, "", "", 0]
        g.turn = p
        if d[1] >= PROPOSALS:
            _next_trader(g)


def _settle(g, p, q, give, get, cash):
    """The accepted trade: `give` from p to q, `get` from q to p, `cash` dollars from q to p."""
    held = g.held
    if give:
        i = held[p].find(give)
        held[p] = held[p][:i] + held[p][i + 1:]
        held[q] = letters_of(counts_of(held[q] + give))
    if get:
        i = held[q].find(get)
        held[q] = held[q][:i] + held[q][i + 1:]
        held[p] = letters_of(counts_of(held[p] + get))
    g.money[p] += cash
    g.money[q] -= cash
    if give and get:
        g.note = "%d traded %s to %d for %s" % (p, give, q, get)
    elif give:
        g.note = "%d sold %s to %d for $%d" % (p, give, q, cash)
    else:
        g.note = "%d bought %s from %d for $%d" % (p, get, q, -cash)


def _next_trader(g):
    g.step += 1
    if g.step < g.players:
        g.turn = g.next_player(g.deal[0])
        g.deal = [g.turn, 0, -1, "", "", 0]
        return
    g.deal = []
    g.phase = SELL
    g.step = 0
    g.turn = g.leader


def shown(g, player):
    """The trade under way: who proposes to whom; the terms only to those two."""
    d = g.deal
    out = {"from": d[0], "to": d[2], "made": d[1]}
    if d[2] >= 0 and (player == d[0] or player == d[2]):
        out["give"], out["get"], out["cash"] = d[3], d[4], d[5]
    return out


def fill(held, me, action, rng):
    """A random proposal from a legal one whose TILEs are still placeholders: letters drawn
    from the tiles of those who give them."""
    if len(action) != 4:
        return action
    q = action[1]
    out = list(action)
    giver = held[q] if action[0] == "pay" else held[me]
    out[2] = giver[rng.below(len(giver))]
    if action[0] == "swap":
        out[3] = held[q][rng.below(len(held[q]))]
    return tuple(out)


def best_sale(bot, held, wilds):
    """Dollars of the best word a bot finds in these tiles (0 if none)."""
    from bowengine.buyword.words import SEARCH_BUDGET, search, tile_pips
    words = search(bot.context["lexicon"], held, wilds, SEARCH_BUDGET, 2, 1, bot.tick, True)
    p = tile_pips(words[0]) if words else 0
    return p * p


def bot_act(bot, view, legal):
    """Bots make no proposals; asked, a bot accepts only a trade that raises its best sale
    (its best word's value, with the cash it gets or pays)."""
    if legal[0] != ACCEPT:
        return PASS
    me = bot.player
    d = view["deal"]
    held, wilds = view["held"][me], view["wilds"][me]
    after = held
    if d["get"]:
        i = after.find(d["get"])
        after = after[:i] + after[i + 1:]
    if d["give"]:
        after = letters_of(counts_of(after + d["give"]))
    gain = best_sale(bot, after, wilds) - d["cash"] - best_sale(bot, held, wilds)
    return ACCEPT if gain > 0 else REFUSE
