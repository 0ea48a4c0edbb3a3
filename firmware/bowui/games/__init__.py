"""Each game's own screens: a package per game, bowui/games/NAME/, led by its entry module
(bowui/games/play.py says what an entry may define)."""


def entry_of(name):
    """The name of game `name`'s entry module ("boggle-bowl" -> "bowui.games.boggle_bowl.entry")."""
    return "bowui.games.%s.entry" % name.replace("-", "_")


def own_screens(name):
    """The game's own entry module (bowui.games.NAME.entry), imported now, or None (looked for
    on the drive only when not imported yet: its hooks are asked every turn)."""
    import sys
    module = entry_of(name)
    if module not in sys.modules:
        from bowui import installed
        if not installed(module):
            return None
        __import__(module)
    return sys.modules[module]
