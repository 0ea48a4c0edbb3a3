"""Bots: players that see only their own view and legal choices, with a seeded stream of their own.

Each game's `bots` module has a BOTS table, e.g. {"random": RandomBot, "greedy": ...,
"expert": ...}; `games.bots(name)` returns it. A bot is built as
`Bot(player, seed, context)` (context: host-provided extras such as an open
dictionary) and asked `bot.act(view, legal)` for the action to apply. A host may set
`bot.tick` to be called during a long search (the word games' bots call it). A host that
runs out of memory while a bot acts calls `bot.lighten()` before it asks again.
"""

from bowengine.contract import count, pick
from bowengine.rng import Rng


class Bot:
    """Base of every bot: its seat and its own PRNG."""

    tick = None  # if the host sets it: a function a long search calls now and then (a few times a
    # second on a board), e.g. to move a "thinking" indicator; it must not touch the game

    def __init__(self, player, seed=0, context=None):
        self.player = player
        self.rng = Rng(seed)
        self.context = context or {}

    def act(self, view, legal):
        """The action to take, given this player's view and legal choices."""
        raise NotImplementedError

    def lighten(self):
        """After a MemoryError: let go of what the bot's search keeps and search less from now on."""


class RandomBot(Bot):
    """Picks a legal choice uniformly, then an action within it uniformly."""

    def act(self, view, legal):
        choice = legal[self.rng.below(len(legal))]
        return pick(choice, self.rng.below(count(choice)))


BOTS = {"random": RandomBot}
