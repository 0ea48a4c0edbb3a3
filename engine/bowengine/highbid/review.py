"""High Bid's end-of-game review (issue 23): per player, what they paid in auctions and Open
Sales, what sales brought them, their best and worst buy; and what decided the game (the
winner's margin, and how much of their net worth was sets).

A buy's gain is the property's value less the whole price paid for the block (GAIN_COUNTS,
which the review page shows): Buyer's Cards won in the same block are not counted in it (a
Buyer's Card has no value of its own until the end, when it completes a set or is worth
$500), though their price is."""

from bowengine.highbid.ledger import net_worth

GAIN_COUNTS = "buy gain = value - price"
GAIN_LEAVES = "(Buyer's Cards not valued)"


def player_review(result, player):
    """(paid, got, best (card, gain) or None, worst (card, gain) or None) from result()."""
    t = result["tally"][6 * player:6 * player + 6]
    best = (t[2], t[3]) if t[2] >= 0 else None
    worst = (t[4], t[5]) if t[4] >= 0 and t[4] != t[2] else None
    return t[0], t[1], best, worst


def decided(game, result):
    """(winner, margin over the next best, the winner's sets and Buyer's Cards in dollars,
    their cash): the first winner, and a margin of 0 for a tie."""
    scores = result["scores"]
    w = result["winners"][0]
    rest = [scores[p] for p in range(len(scores)) if p != w]
    margin = scores[w] - max(rest) if rest else scores[w]
    sets = net_worth(game.where, [0] * game.players, w)
    return w, margin, sets, game.money[w]
