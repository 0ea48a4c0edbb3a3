"""Boggle Bowl: every space type is reachable by legal steps, and how the bots steer the token.

The rule book's "STRATEGY OF TOKEN MOVEMENT": "try to move the token towards the higher
numbers in your scoring area" and "onto those types of spaces where your wordbuilding is
the strongest-and your opponents' is the weakest."
"""

from bogglebowl_helpers import new, round_, walk
from bowengine.bogglebowl import bots as B
from bowengine.bogglebowl import data as D
from bowengine.bogglebowl.steering import choose_step


_WORDS = (None, None, "TO", "SEE", "SEAT", "FRONT", "PARADE", "SOUNDED")


def _red_moves(steps):
    """A game where red has just won by `steps` cubes (against none) on the centre Blank space."""
    g = new()
    word = _WORDS[steps]
    round_(g, word, "ZZ", word, "ZZ", D.BLANK)
    return g


def _walk_bot(g, bot):
    """Let `bot` (red's) take every step of its move; returns the squares it entered."""
    seen = []
    while g.phase == 1:
        g.apply(0, bot.act(g.view(0), g.legal(0)))
        seen.append(g.view(0)["token"])
    return seen


def test_BB40_an_X_space_is_reached_by_legal_steps_from_the_start():
    """003: "onto those types of spaces where your wordbuilding is the strongest"; the
    X spaces nearest the start are 3 steps away (b4, d6, f6, h4)."""
    g = _red_moves(3)
    walk(g, "NWN")
    assert g.view(0)["token"] == "d6" and g.view(0)["space"] == "cross"
    g = _red_moves(3)
    walk(g, "WWW")
    assert g.view(0)["token"] == "b4" and g.view(0)["space"] == "cross"


def test_steering_scores_the_highest_square_the_steps_reach():
    """7 steps from e4 reach Red's 60 or 70 (7 steps), not only the 10 (4 steps)."""
    g = _red_moves(7)
    _walk_bot(g, B.NormalBot(0, 1, {}))
    assert g.scores[0] == 70


def test_steering_with_a_margin_on_x_spaces_lands_on_one():
    """3 steps cannot score; a bot 2 cubes a round better on X spaces lands on one."""
    bot = B.ExpertBot(0, 1, {})
    bot._seen = [0, 0, 0, 0, 0, 0, 4, 8]  # 4 X rounds seen, 8 cubes more than the opponent
    g = _red_moves(3)
    _walk_bot(g, bot)
    assert g.view(0)["space"] == "cross"


def test_steering_away_from_a_space_type_the_opponent_wins():
    """With the same 3 steps, a bot that loses X rounds by 2 cubes avoids them."""
    bot = B.ExpertBot(0, 1, {})
    bot._seen = [0, 0, 0, 0, 0, 0, 4, -8]
    g = _red_moves(3)
    _walk_bot(g, bot)
    assert g.view(0)["space"] != "cross"


def test_expert_reads_each_round_once_from_the_view():
    """The margins come from view["last"], added once per round, for the bot's own side."""
    g = new()
    round_(g, "SEAT", "SEE", "SEAT", "SEE")  # red 4, blue 3 on Blank
    bot = B.ExpertBot(1, 1, {})
    view = g.view(1)
    bot._read(view)
    bot._read(view)
    assert bot._seen == [1, -1, 0, 0, 0, 0, 0, 0]
    assert bot.bonus()[D.BLANK] == -1 * bot.MARGIN_WEIGHT // 3


def test_choose_step_gives_only_legal_steps():
    """After stepping east along a row, west is not offered, and never chosen."""
    g = _red_moves(5)
    walk(g, "E")
    legal = g.legal(0)
    assert ("step", "W") not in legal
    for bonus in ([0, 0, 0, 0], [0, 0, 0, 5000], [5000, 0, 0, 0]):
        assert choose_step(g.view(0), legal, bonus) in legal


def test_BB18_a_late_bot_out_of_sand_counts_the_words_it_laid():
    """game-data 2.5 (BB-18 revised): when the sand runs out the late side's words count as
    they stand. Blue's bot lays its words under Red's timer; the sand runs out just before it
    would turn the timer (its ("done",)), and the words it laid count."""
    from bogglebowl_helpers import cubes, spell
    g = new(seed=3)
    cubes(g, 0, "SO")
    cubes(g, 1, "SOUNDEDZZZZ")
    spell(g, 0, "SO")
    g.apply(0, ("done",))
    bot = B.NormalBot(1, 5, {"lexicon": g.context["lexicon"]})
    for _ in range(200):
        action = bot.act(g.view(1), g.legal(1))
        if action[0] == "done":
            g.apply(1, ("tick", g.view(1)["timer_ms"]))
            break
        g.apply(1, action)
    assert g.rounds == 1 and g.last[5] == 2            # the sand ran out on Blue
    assert g.last[2] and g.last[4] > 2 and g.mover == 1
    from bowengine.bogglebowl import SCRATCH
    SCRATCH.clear()                                    # the solver's arrays go
