"""The check every rule test makes of bad input: IllegalAction, and nothing changed."""

from bowengine.contract import IllegalAction


def refused(g, player, action, words=""):
    """Apply an action that must be illegal; returns its message.

    Asserts that it raised IllegalAction, that the save bytes did not change,
    and that the message says `words` when given.
    """
    before = g.save()
    try:
        g.apply(player, action)
    except IllegalAction as e:
        assert g.save() == before, "a refused action changed the state"
        assert not words or words in str(e), str(e)
        return str(e)
    raise AssertionError("%r by player %r was accepted" % (action, player))
