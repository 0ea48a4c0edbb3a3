"""The engine contract: the one shape every Bowwords game and component has.

A game is a `Game` subclass. The UI, the bots, the emulator and the simulator
use only these methods:

    g = SomeGame(players, seed, options, context)   # new: the PRNG lives inside g
    g.waiting_for()     # players whose input is needed now; () when over;
                        # more than one = a simultaneous step (sealed bids)
    g.legal(player)     # list of choices (see below)
    g.apply(player, action)   # checks, then applies; IllegalAction if not
                              # allowed, and then nothing has changed
    g.view(player)      # dict of what that player may see
    g.result()          # None while playing, then a dict with "winners"
    g.save()            # compact versioned bytes; games.load(bytes) restores

Actions are short tuples of small ints and short strings, such as ("roll",) or
("bid", 12). A legal choice is such a tuple in which one element may be a
`range`: ("bid", range(0, 201)) means "bid any whole number from 0 to 200".

`context` carries what the host lends the game and never saves, such as an
open dictionary: {"lexicon": Lexicon}; a game names the keys it needs in
CONTEXT. A subclass sets NAME, VERSION, PLAYERS, OPTIONS and FIELDS (the
attributes `save` keeps) and writes `setup`, `waiting_for`, `legal`, `_apply`, `view` and
`result`. The base class checks every action against `legal` before `_apply`
runs, so `_apply` may assume the action is allowed.
"""

from micropython import const

from bowengine.pack import pack, unpack
from bowengine.rng import Rng

MAGIC = b"BW"
_FORMAT = const(1)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state has not changed."""


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _in_range(v, r):
    # Arithmetic, not `in`: a range's `in` walks it on some MicroPython builds.
    return (_is_int(v) and r.start <= v < r.stop
            and (v - r.start) % r.step == 0)


def matches(choice, action):
    """True if `action` is one of the actions a legal `choice` stands for."""
    if len(choice) != len(action):
        return False
    for want, got in zip(choice, action):
        if isinstance(want, range):
            if not _in_range(got, want):
                return False
        elif type(want) is not type(got) or want != got:
            return False
    return True


def describe(choice):
    """A choice as words a player reads, e.g. "bid 0-200" or "roll"."""
    words = []
    for part in choice:
        if isinstance(part, range):
            last = part[-1] if len(part) else part.start
            text = "%d-%d" % (part.start, last)
            if part.step != 1:
                text += " by %d" % part.step
            words.append(text)
        else:
            words.append(str(part))
    return " ".join(words)


def count(choice):
    """How many concrete actions a choice stands for."""
    for part in choice:
        if isinstance(part, range):
            return len(part)
    return 1


def pick(choice, index):
    """The index-th concrete action of a choice."""
    out = []
    for part in choice:
        out.append(part[index] if isinstance(part, range) else part)
    return tuple(out)


class Game:
    """Base class of every game state (see the module docstring)."""

    NAME = ""
    VERSION = 1
    PLAYERS = (1, 1)
    OPTIONS = {}
    FIELDS = ()
    CONTEXT = ()   # context keys the game needs, e.g. ("lexicon",)
    RARE = ()      # choices a random player takes only 1 time in 16, e.g. ("done",)
    # Older saves: OLDEST is the first VERSION this build still reads (0: VERSION only).
    # ADDED_OPTIONS and ADDED_FIELDS map what a later version added to that version (fields are
    # added at the end of FIELDS). An older save restores with those options' defaults, and
    # `upgrade(version)` sets the fields it lacks and converts what changed meaning.
    OLDEST = 0
    ADDED_OPTIONS = {}
    ADDED_FIELDS = {}
    watch = None   # a host may set watch(game, player, action), called after each action applied

    def __init__(self, players=1, seed=0, options=None, context=None):
        self.context = self._checked_context(context)
        lo, hi = self.PLAYERS
        if not _is_int(players) or players < lo or players > hi:
            if lo == hi:
                raise ValueError("%s is for %d player%s" % (self.NAME, lo, "" if lo == 1 else "s"))
            raise ValueError("%s is for %d to %d players" % (self.NAME, lo, hi))
        self.players = players
        self.options = self._checked_options(options or {})
        self.rng = Rng(seed)
        self.setup()

    def _checked_context(self, context):
        context = context or {}
        for key in self.CONTEXT:
            if key not in context:
                raise ValueError("%s needs a %s (context key '%s')" % (self.NAME, key, key))
        return context

    def _checked_options(self, given):
        opts = {}
        for name in self.OPTIONS:
            opts[name] = self.OPTIONS[name]
        for name in given:
            if name not in opts:
                known = ", ".join(sorted(opts)) or "none"
                raise ValueError("%s has no option '%s' (options: %s)" % (self.NAME, name, known))
            default = opts[name]
            value = given[name]
            if type(value) is not type(default):
                raise ValueError("option '%s' must be a %s" % (name, type(default).__name__))
            opts[name] = value
        self.check_options(opts)
        return opts

    # ---- what a subclass writes -------------------------------------------------
    def check_options(self, opts):
        """Raise ValueError for option values the game cannot use."""

    def setup(self):
        """Set the starting state (draw from self.rng for chance)."""

    def waiting_for(self):
        """The players whose input is needed now, as a tuple; () when over."""
        raise NotImplementedError

    def legal(self, player):
        """The choices open to `player` now (empty if not waiting for them)."""
        raise NotImplementedError

    def _apply(self, player, action):
        """Apply an action already checked against `legal`."""
        raise NotImplementedError

    def view(self, player):
        """What `player` may see, as a dict of plain data."""
        raise NotImplementedError

    def result(self):
        """None while playing; then a dict with at least "winners"."""
        raise NotImplementedError

    # ---- shared machinery -------------------------------------------------------
    def allows(self, player, action):
        """True if `player` may take `action` now."""
        for choice in self.legal(player):
            if matches(choice, action):
                return True
        return False

    def explain(self, player, action):
        """Why an action that `allows` refused is illegal, in a player's words."""
        choices = self.legal(player)
        return "%s is not allowed now; choose one of: %s" % (
            describe(action), ", ".join([describe(c) for c in choices]))

    def apply(self, player, action):
        """Check and apply one action of `player`; raise IllegalAction if not allowed."""
        if isinstance(action, list):
            action = tuple(action)
        if not isinstance(action, tuple) or not action:
            raise IllegalAction("an action is a non-empty tuple such as ('roll',)")
        if not _is_int(player) or player < 0 or player >= self.players:
            raise IllegalAction("there is no player %r: players are 0 to %d" % (player, self.players - 1))
        waiting = self.waiting_for()
        if not waiting:
            raise IllegalAction("the game is over")
        if player not in waiting:
            raise IllegalAction("not player %d's turn: waiting for player %s" % (
                player, ", ".join([str(p) for p in waiting])))
        if not self.allows(player, action):
            raise IllegalAction(self.explain(player, action))
        self._apply(player, action)
        if self.watch is not None:     # (not saved: the device's records, bowui/feats.py)
            self.watch(self, player, action)

    def random_action(self, player, rng):
        """A uniformly chosen choice (RARE ones seldom), then a uniform action in it."""
        choices = self.legal(player)
        common = [c for c in choices if c not in self.RARE]
        if common and (len(common) == len(choices) or rng.below(16)):
            choices = common
        choice = choices[rng.below(len(choices))]
        return pick(choice, rng.below(count(choice)))

    def save(self):
        """The whole state as compact, versioned bytes."""
        fields = [getattr(self, name) for name in self.FIELDS]
        options = [self.options[name] for name in sorted(self.OPTIONS)]
        words = bytearray()
        for w in self.rng.state():
            words.append(w >> 8)
            words.append(w & 0xFF)
        body = pack((self.NAME, self.VERSION, self.players, options, bytes(words), fields))
        return MAGIC + bytes((_FORMAT,)) + body

    @classmethod
    def restore(cls, data, context=None):
        """A state of this class from `save()` bytes (and the host's context)."""
        name, version, body = read_header(data)
        if name != cls.NAME:
            raise ValueError("this save is a %s game, not %s" % (name, cls.NAME))
        if not (cls.OLDEST or cls.VERSION) <= version <= cls.VERSION:
            raise ValueError("this %s save is version %d; this build reads version %d"
                             % (name, version, cls.VERSION))
        g = object.__new__(cls)
        g.context = g._checked_context(context)
        g.players = body[2]
        g.options = dict(cls.OPTIONS)
        names = sorted([o for o in cls.OPTIONS if cls.ADDED_OPTIONS.get(o, 0) <= version])
        fields = [f for f in cls.FIELDS if cls.ADDED_FIELDS.get(f, 0) <= version]
        if len(body[3]) != len(names) or len(body[5]) != len(fields):
            raise ValueError("this %s save is damaged" % name)
        for i, option in enumerate(names):
            g.options[option] = body[3][i]
        words = body[4]
        g.rng = Rng()
        g.rng.set_state([(words[i] << 8) | words[i + 1] for i in range(0, 16, 2)])
        for i, field in enumerate(fields):
            setattr(g, field, body[5][i])
        if version < cls.VERSION:
            g.upgrade(version)
        return g

    def upgrade(self, version):
        """Bring a state restored from a `version` save up to VERSION (see OLDEST)."""


def read_header(data):
    """The game name, its version and the unpacked body of save bytes."""
    if not isinstance(data, (bytes, bytearray)) or bytes(data[:2]) != MAGIC:
        raise ValueError("not a Bowwords save")
    if data[2] != _FORMAT:
        raise ValueError("save format %d is not one this build reads" % data[2])
    body, end = unpack(data, 3)
    if end != len(data) or not isinstance(body, tuple) or len(body) != 6:
        raise ValueError("this save is damaged")
    return body[0], body[1], body
