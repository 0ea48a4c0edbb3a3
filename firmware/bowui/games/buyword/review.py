"""BuyWord's reviews (issues 23, 30): after a selling round (B on the next round's table), the
best words you could have sold from what you held as it began (a word or several, as the rules
allow in a round) and their price, beside what you sold;
at the end (B on the results), the game's best sale and who let the most go unsold.

The after-round review shows a human only their own rack: the tiles lie face up (the engine's
ruling), so it tells nobody anything hidden, and it waits for its owner's own table."""

from bowui import ui
from bowui.games.buyword.fit import fit
from bowui.games.review import Review, computed


def _best(lexicon, held, wilds, tick):
    from bowengine.buyword.review import best_sale
    return best_sale(lexicon, held, wilds, tick)


class SaleReview(Review):
    """The best sale of `rack` ([round, tiles, Wilds, cash as selling began]), worked out once
    the screen is up."""

    def __init__(self, app, game, player, rack, back):
        self.title = "Round %d: best sale" % rack[0]
        Review.__init__(self, app, game, back)
        self.rack = rack
        wilds = rack[2]
        ui.label(self.group, "You held:", 4, 22, ui.GREY)
        ui.label(self.group, ui.clip(rack[1] or "no letter tiles", 26), 2, 34)
        ui.label(self.group, "and %d Wild%s" % (wilds, "" if wilds == 1 else "s") if wilds
                 else "and no Wild", 4, 46, ui.GREY)
        sold = game.view(player)["money"][player] - rack[3]
        ui.label(self.group, ("You sold words for $%d" % sold) if sold > 0 else "You sold nothing",
                 4, 64)
        self.best = ui.label(self.group, "", 2, 82, ui.GOLD)      # 26 columns, then the rest below
        self.note = ui.label(self.group, "", 2, 96, ui.GREY)

    def step(self, i):
        r = self.rack
        words, price, cut = computed(self.app, _best, self.game.context["lexicon"], r[1], r[2])
        if not words:
            ui.show(self.best, "No word found" + (" (search cut)" if cut else ""), ui.GREY)
            return
        text = "Best $%d: %s" % (price, "+".join(words))
        two = len(text) > 26 and not cut            # the words on a line of their own
        ui.show(self.best, "Best $%d:" % price if two else fit(text))
        wild = "+".join(words) != "+".join(words).upper()
        ui.show(self.note, "(the search was cut short)" if cut else fit("+".join(words)) if two
                else "(lower case: a Wild)" if wild else "")


class SalesReview(Review):
    """The game's best sale and who let the most pips go unsold (tiles bought, then discarded
    or held at the end); each player's best sale and unsold pips."""

    title = "Review"
    steps = 0

    def __init__(self, app, game, back):
        Review.__init__(self, app, game, back)
        from bowengine.buyword.review import game_review
        tally = game.view(0)["tally"]
        best, lost = game_review(tally)
        if best is None:
            ui.label(self.group, "Nobody sold a word.", 4, 20, ui.GOLD)
        else:
            ui.label(self.group, _sale("Best: P%d " % (best[0] + 1), best[1], best[2], 25), 4, 20, ui.GOLD)
        if lost is None:
            ui.label(self.group, "No tiles went unsold.", 4, 33)
        else:
            ui.label(self.group, "Most unsold: P%d, %d pip%s" % (lost[0] + 1, lost[1],
                                                                  "" if lost[1] == 1 else "s"), 4, 33)
        for p in range(game.players):        # each best sale, and pips bought but never sold
            price, word, pips = tally[3 * p:3 * p + 3]
            ui.label(self.group, _sale("P%d " % (p + 1), word or "-", price, 22), 4, 46 + 13 * p)
            ui.label(self.group, "%dp" % pips, 156, 46 + 13 * p, ui.GREY, anchor=(1.0, 0))
        ui.label(self.group, "5p: pips unsold  e: a Wild", 2, 99, ui.GREY)     # what the rows' marks mean


def _sale(head, word, price, cols):
    """head, the word and its price in cols characters: the word cut (marked), never the price."""
    tail = " $%d" % price
    return head + ui.clip(word, cols - len(head) - len(tail)) + tail


def _buy(lexicon, held, new, wilds, cost, tick):
    from bowengine.buyword.review import buy_hint
    return buy_hint(lexicon, held, new, wilds, cost, tick)


def buy_hint(app, game, player, tiles, cost):
    """The Buy screen's hint (Start): can buying `tiles` for `cost` pay off now? One line."""
    v = game.view(player)
    w1, p1, p0, cut = computed(app, _buy, game.context["lexicon"], v["held"][player], tiles,
                               v["wilds"][player], cost)
    if w1:
        return fit("Pays: $%d %s" % (p1, "+".join(w1)))
    gain = p1 - p0                                          # both $400 at most: 26 columns
    return "Not now: +$%d %s $%d cost" % (gain, "<" if gain < cost else "=" if gain == cost else ">",
                                          cost)


def sell_hint(app, game, player):
    """The Sell screen's hint (Start): the best words to sell now (one or several), one line."""
    v = game.view(player)
    words, price, cut = computed(app, _best, game.context["lexicon"], v["held"][player],
                                 v["wilds"][player])
    if not words:
        return "No word to sell" + (" found" if cut else "")
    return fit("Best $%d: %s" % (price, "+".join(words)))
