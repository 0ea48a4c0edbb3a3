"""Each game's own screens: a package per game, bowui/games/NAME/, led by its entry module
(bowui/games/play.py says what an entry may define)."""


def entry_of(name):
    """The name of game `name`'s entry module ("boggle-bowl" -> "bowui.games.boggle_bowl.entry")."""
    return "bowui.games.%s.entry" % name.replace("-", "_")


def own_screens(name):
    """The game's own entry module (bowui.games.NAME.entry), imported now, or None."""
    from bowui import installed
    module = entry_of(name)
    if not installed(module):
        return None
    __import__(module)
    import sys
    return sys.modules[module]
