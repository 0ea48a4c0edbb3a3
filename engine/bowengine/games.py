"""The table of games and components; a module is imported only when used."""

from bowengine.contract import read_header

# name -> (module, class[, bots module]). Add a game here and it is playable everywhere.
TABLE = {
    "die": ("bowengine.companion.dice", "Die"),
    "buyword-die": ("bowengine.companion.buyword_die", "BuyWordDie"),
    "highbid-dice": ("bowengine.companion.highbid_dice", "HighBidDice"),
    "analyzer": ("bowengine.companion.analyzer", "Analyzer"),
    "timer": ("bowengine.companion.timer", "Timer"),
    "slate": ("bowengine.companion.slate", "SealedBidSlate"),
    "cubes": ("bowengine.companion.cubes", "Cubes"),
    "scorekeeper": ("bowengine.companion.scorekeeper", "Scorekeeper"),
    "billionaire": ("bowengine.billionaire.rules", "Billionaire", "bowengine.billionaire.bots"),
    "highbid": ("bowengine.highbid.rules", "HighBid", "bowengine.highbid.bots"),
    "bogglebowl": ("bowengine.bogglebowl.rules", "BoggleBowl", "bowengine.bogglebowl.bots"),
    "buyword": ("bowengine.buyword.rules", "BuyWord", "bowengine.buyword.bots"),
}


def names():
    """The registered names, sorted."""
    return sorted(TABLE)


def _module(path):
    module = __import__(path)
    for part in path.split(".")[1:]:
        module = getattr(module, part)
    return module


def _entry(name):
    if name not in TABLE:
        raise ValueError("no game named '%s' (known: %s)" % (name, ", ".join(names())))
    return TABLE[name]


def game_class(name):
    """The Game subclass registered as `name` (imports its module now)."""
    entry = _entry(name)
    return getattr(_module(entry[0]), entry[1])


def bots(name):
    """The BOTS table of the game `name`: bot kind -> Bot class (random only if it has none)."""
    entry = _entry(name)
    return _module(entry[2] if len(entry) > 2 else "bowengine.bots").BOTS


def new(name, players=1, seed=0, options=None, context=None):
    """A new state of the game `name` (context: what the host lends it, e.g. a lexicon)."""
    return game_class(name)(players, seed, options, context)


def load(data, context=None):
    """The state saved in `data` (bytes from `save()`)."""
    name = read_header(data)[0]
    return game_class(name).restore(data, context)
