"""BuyWord's bot word search on the fixture dictionary: a budget cuts it at the same node, with
the same words, and an expert plays the same game, on CPython and on the VMs (transcripts)."""

import buyword_helpers as H
from bowengine import games
from bowengine.buyword import words as W


def test_a_budget_stops_the_search_at_that_many_nodes():
    lex = H.lexicon()
    W.search(lex, "AEINRST", 1, 0, 2, 16)
    whole = lex.nodes
    assert not lex.cut and whole > 60
    W.search(lex, "AEINRST", 1, 40, 2, 16)
    assert lex.cut and lex.nodes == 40


def transcript_buyword_search_under_a_budget():
    """Each budget's words and nodes: the same cut on every VM."""
    lex = H.lexicon()
    for budget in (0, 10, 40, 120):
        found = W.search(lex, "ADEIKLMNOPST", 1, budget, 2, 16)
        yield "%d %d %s %s" % (budget, lex.nodes, lex.cut, " ".join(found))


def transcript_buyword_expert_solitaire():
    """An expert's solitaire game, action by action, and its score."""
    ctx = H.context()
    bot = games.bots("buyword")["expert"](0, 5, ctx)
    g = games.new("buyword", 1, 3, None, ctx)
    steps = 0
    while g.waiting_for() and steps < 300:
        action = bot.act(g.view(0), g.legal(0))
        yield repr(action)
        g.apply(0, action)
        steps += 1
    yield repr(g.result()["scores"])


def transcript_buyword_letter_sets_from_the_anagram_index():
    """The index's best letter sets, the nodes they took and the words they spell: the same on
    every VM."""
    lex = H.lexicon()
    for rack, wild in (("ADEIKLMNOPST", 1), ("AEINRST", 0), ("BEIKLMNORSTU", 1)):
        found = W.search(lex, rack, wild, W.SEARCH_BUDGET, 2, 16, sets=True)
        yield "%s %d %d %s %s" % (rack, wild, lex.nodes, lex.cut, " ".join(found))
        yield " ".join([str(W.spell(lex, t, rack)) for t in found])
