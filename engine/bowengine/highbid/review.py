"""High Bid's end-of-game review (issue 23): per player, what they paid in auctions and Open
Sales, what sales brought them, their best and worst buy (a card's value less its price); and
what decided the game (the winner's margin, and how much of their net worth was sets)."""

from bowengine.highbid.ledger import net_worth


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
