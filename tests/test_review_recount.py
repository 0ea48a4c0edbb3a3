"""Billionaire's review against a recount (issue 30): every player's page of a few seeded bot
games equals one recounted from the players' worth before and after each auction's payment
(`python -m bowwords.bench.recount` recounts 40)."""

from bowwords.bench.recount import recount_game, run


def test_billionaire_review_pages_equal_a_recount_of_worth_paid_and_got():
    """BIL-52: investments handed over in a payment count at actual value on the page."""
    gave_investments = False
    for seed in (1, 2, 3):
        review, recount = recount_game(seed)
        assert review == recount
        gave_investments |= any(p[0] > 200 for p in recount)    # more than Profit cards can pay
    assert gave_investments


def test_the_recount_command_reports_the_pages_that_differ(capsys):
    assert run(games=1, seed=4) == 0
    assert "0 of 3 pages differ" in capsys.readouterr().out
