"""Each game's own screens, one module per game (bowui/play.py says what they define)."""


def own_screens(name):
    """The game's own screens module (bowui.games.NAME), or None."""
    import bowui.games
    module = name.replace("-", "_")
    from bowui import installed
    if not installed(bowui.games, module):
        return None
    __import__("bowui.games." + module)
    return getattr(bowui.games, module)
