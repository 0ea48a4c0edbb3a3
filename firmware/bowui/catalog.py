"""What the device offers, as data: the four games and the companion tools, with their titles
(imported by the menu, the companion's list and a game's setup: it imports nothing of theirs)."""

# The four games: (engine table names it may be registered under, title).
GAMES = ((("buyword",), "BuyWord"),
         (("bogglebowl", "boggle-bowl", "boggle"), "Boggle Bowl"),
         (("billionaire",), "Billionaire"),
         (("highbid", "high-bid"), "High Bid"))

# The tools: title, engine name ("lexicon": the dictionary reader; None: no engine state),
# module, screen class. A tool's screen goes back to this list with its cursor on the tool.
TOOLS = (
    ("Six-sided die", "die", "bowui.tools.dice", "DieScreen"),
    ("BuyWord die", "buyword-die", "bowui.tools.dice", "BuyWordScreen"),
    ("High Bid dice", "highbid-dice", "bowui.tools.highbid_dice", "HighBidScreen"),
    ("Analyzer", "analyzer", "bowui.tools.analyzer", "AnalyzerScreen"),
    ("10-second timer", "timer", "bowui.tools.timer", "TimerScreen"),
    ("Sealed-bid slate", "slate", "bowui.tools.slate", "SlateSetup"),
    ("Word judge", "lexicon", "bowui.tools.judge", "JudgeScreen"),
    ("Price calculator", None, "bowui.tools.price", "PriceScreen"),
    ("Cube roller", "cubes", "bowui.tools.cubes", "CubesScreen"),
    ("Scorekeeper", "scorekeeper", "bowui.tools.scorekeeper", "ScorekeeperScreen"),
)


def registered(names):
    """The first of names in the engine's game table (read now), or None."""
    from bowengine import games
    for name in names:
        if name in games.TABLE:
            return name
    return None


def title_of(name):
    """A game or tool's title from its engine name ("slate" -> "Sealed-bid slate")."""
    for names, title in GAMES:
        if name in names:
            return title
    for row in TOOLS:
        if row[1] == name:
            return row[0]
    return name


def has_lexicon():
    """True if the dictionary reader bowengine/lexicon is installed (looked for, not imported)."""
    from bowui import installed
    return installed("bowengine.lexicon")
