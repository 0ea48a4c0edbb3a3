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
