"""`bowwords sim bogglebowl`: the bots steer the token onto every space type, X included."""

from bowwords import sim
from bowwords.dictionary.cli import open_lexicon


def test_sim_rounds_reach_every_space_type():
    """Over a few seeded games of expert against normal, each space type is played."""
    lex = open_lexicon(None)
    try:
        report = sim.simulate("bogglebowl", 2, ["expert", "normal"], 6, 1, context={"lexicon": lex})
    finally:
        lex.close()
    per = report["per_space"]
    assert sorted(per) == ["blank", "cross", "two", "wild"]
    assert all(per[s]["rounds"] > 0 for s in per), per


def _expert_after_solving(best):
    from bowengine.bogglebowl.bots import ExpertBot

    bot = ExpertBot(0)
    bot._solve = lambda cubes, space, budget: ([[18, 4, 0]], best)
    return bot


def _view(space, rolls):
    return {"phase": "play", "last": None, "round": 0, "cubes": [0] * 11, "space": space,
            "rolls": rolls, "draft": [], "timer_ms": None, "my_ms": 0, "side": "red"}


def test_bb15_the_expert_re_rolls_a_blank_roll_a_new_one_should_beat():
    """BB-15 "you can RE-ROLL ALL YOUR LETTER CUBES as many times as you want": on Blank the
    expert rolls a first roll of 8 cubes again (two more tries average more), keeps a second
    roll of 8 (one more try averages 7.7) and rolls a second of 7 again."""
    legal = [("roll",), ("add", range(27)), ("tick", range(1, 60001)), ("done",)]
    assert _expert_after_solving(8).act(_view("blank", 1), legal) == ("roll",)
    assert _expert_after_solving(8).act(_view("blank", 2), legal)[0] == "tick"
    assert _expert_after_solving(7).act(_view("blank", 2), legal) == ("roll",)
    assert _expert_after_solving(10).act(_view("two", 1), legal) == ("roll",)
    assert _expert_after_solving(4).act(_view("blank", 3), legal)[0] == "tick"  # two re-rolls at most
