"""Contract test kit: checks any registered game against the engine contract.

Written in the Python that CircuitPython runs, so the same checks run under
pytest on CPython and on the MicroPython VM (tests/device/runner.py). For many
seeds, `check(name, ...)` plays random legal games and checks at every step:

- random legal playouts end (waiting_for() becomes empty) without errors, and
  result() then names the winners;
- illegal actions (junk, mutated legal actions, wrong players) raise
  IllegalAction and change nothing;
- save()/load() round-trips, with identical views and legal choices;
- views are plain data; the PRNG state never shows in a view;
- while a simultaneous step is open, no player's view depends on what another
  player entered; a game with hidden chance (hands, bag order) may define
  resample(player, rng), and view(player) must not change under it;
- a replay from the seed and the actions gives identical save bytes.
"""

import sys

from bowengine import games
from bowengine.contract import IllegalAction, describe, matches, pick
from bowengine.pack import pack, unpack
from bowengine.rng import Rng

_JUNK = (None, 42, "roll", (), [], ("nonsense",), ("bid",), ("bid", "5"),
         ("bid", 5.0), ("bid", True), ("bid", -1), ("bid", 1 << 29), ("roll", 1),
         ("pass", 0), ("done", "now"))


class KitFailure(AssertionError):
    """The game broke the engine contract."""

ON_VM = sys.implementation.name in ("micropython", "circuitpython")


def _fail(name, seed, step, what):
    raise KitFailure("%s seed %d step %d: %s" % (name, seed, step, what))


def _views(g):
    return [pack(g.view(p)) for p in range(g.players)]


def _legals(g):
    return [[describe(c) for c in g.legal(p)] for p in range(g.players)]


def _described(g, player, action):
    """True if the legal description of `player` covers `action`."""
    if not isinstance(action, tuple) or player not in g.waiting_for():
        return False
    for choice in g.legal(player):
        if matches(choice, action):
            return True
    return False


def _mutations(g):
    """Near-miss actions made from every legal choice of every player."""
    for p in range(g.players):
        for choice in g.legal(p):
            action = pick(choice, 0)
            yield action + ("extra",)
            yield action[:-1]
            for i, part in enumerate(choice):
                bad = ["x", -1, 1000000]
                if isinstance(part, range) and len(part):
                    bad.append(part[-1] + part.step)
                    bad.append(part.start - 1)
                    if part.step > 1:
                        bad.append(part.start + 1)
                for b in bad:
                    yield action[:i] + (b,) + action[i + 1:]


def _candidates(g):
    """(player, action) pairs to try: junk, near misses, right action wrong player."""
    for a in _JUNK:
        yield 0, a
    for a in _mutations(g):
        for p in range(g.players):
            yield p, a
    for p in list(range(g.players)) + [-1, g.players, True]:
        for w in g.waiting_for():
            for choice in g.legal(w):
                yield p, pick(choice, 0)


def _refuse(g, name, seed, step, p, a):
    """Apply (p, a), which must be refused with IllegalAction (a legal one is passed over)."""
    action = tuple(a) if isinstance(a, list) else a
    if isinstance(p, int) and not isinstance(p, bool) and 0 <= p < g.players \
            and _described(g, p, action):
        return
    try:
        g.apply(p, a)
    except IllegalAction:
        pass
    except Exception as e:
        _fail(name, seed, step, "player %r action %r raised %s (%s), not IllegalAction"
              % (p, a, type(e).__name__, e))
    else:
        _fail(name, seed, step, "illegal action %r by player %r was accepted" % (a, p))


def _check_illegal(g, name, seed, step):
    """Every candidate is refused, and none changes the state: the state is saved once after
    them all (a save per candidate was most of the kit's time); only if it changed are they
    tried again one by one, each on a fresh copy, to name the one that changed it."""
    before = g.save()
    for p, a in _candidates(g):
        _refuse(g, name, seed, step, p, a)
    if g.save() == before:
        return
    for p, a in _candidates(games.load(before, g.context)):
        h = games.load(before, g.context)
        _refuse(h, name, seed, step, p, a)
        if h.save() != before:
            _fail(name, seed, step, "illegal action %r by player %r changed the state" % (a, p))
    _fail(name, seed, step, "the illegal actions together changed the state")


def _check_round_trip(g, name, seed, step):
    data = g.save()
    h = games.load(data, g.context)
    if h.save() != data:
        _fail(name, seed, step, "load(save()) saves different bytes")
    if h.waiting_for() != g.waiting_for() or _legals(h) != _legals(g):
        _fail(name, seed, step, "load(save()) waits for or allows something else")
    views = _views(g)
    if _views(h) != views:
        _fail(name, seed, step, "load(save()) shows different views")
    # The PRNG state is secret: moving it on must not change any view.
    for _ in range(3):
        h.rng.next30()
    if _views(h) != views:
        _fail(name, seed, step, "a view shows the PRNG state")


def _check_simultaneous(g, name, seed, step, rng):
    waiting = g.waiting_for()
    if len(waiting) < 2:
        return
    data = g.save()
    for p in waiting:
        a1 = g.random_action(p, rng)
        a2 = a1
        for _ in range(8):
            if a2 != a1:
                break
            a2 = g.random_action(p, rng)
        if a2 == a1:
            continue
        c1 = games.load(data, g.context)
        c1.apply(p, a1)
        c2 = games.load(data, g.context)
        c2.apply(p, a2)
        rest = tuple([w for w in waiting if w != p])
        if c1.waiting_for() != rest or c2.waiting_for() != rest:
            continue
        for q in range(g.players):
            if q != p and pack(c1.view(q)) != pack(c2.view(q)):
                _fail(name, seed, step, "player %d's view shows what player %d entered (%r / %r)"
                      % (q, p, a1, a2))


def _check_resample(g, name, seed, step, rng):
    if not hasattr(g, "resample"):
        return 0
    changed = 0
    data = g.save()
    for p in range(g.players):
        s = g.resample(p, rng)
        if pack(s.view(p)) != pack(g.view(p)):
            _fail(name, seed, step, "resample(%d) changed what player %d sees" % (p, p))
        if s.save() != data:
            changed += 1
    return changed


_CHUNK = 1024  # bytes of a playout's log in one piece


def playout(name, players, seed, options=None, max_steps=400, checks=True, context=None):
    """One random legal game, checked at every step; returns (log, final save).

    The log is the packed (player, action) pairs, back to back in chunks of about
    1 KB: compact enough for long games on the VM's small heap, and never one
    block that must grow in one piece on a fragmented heap.
    """
    g = games.new(name, players, seed, options, context)
    rng = Rng((seed * 7919 + 17) & 0x3FFFFFFF)
    log = [bytearray()]
    step = 0
    while True:
        if checks:
            _check_round_trip(g, name, seed, step)
            _check_illegal(g, name, seed, step)
            _check_simultaneous(g, name, seed, step, rng)
            _check_resample(g, name, seed, step, rng)
        waiting = g.waiting_for()
        if not waiting:
            break
        if step >= max_steps:
            _fail(name, seed, step, "no end after %d random legal actions" % max_steps)
        p = waiting[rng.below(len(waiting))]
        a = g.random_action(p, rng)
        try:
            g.apply(p, a)
        except Exception as e:
            _fail(name, seed, step, "legal action %r of player %d raised %s: %s"
                  % (a, p, type(e).__name__, e))
        if len(log[-1]) >= _CHUNK:
            log.append(bytearray())
        log[-1].extend(pack((p, a)))
        step += 1
    result = g.result()
    if not isinstance(result, dict) or not isinstance(result.get("winners"), list):
        _fail(name, seed, step, "result() at the end is not a dict with a winners list: %r" % (result,))
    end = g.save()
    h = games.new(name, players, seed, options, context)
    for chunk in log:
        pos = 0
        while pos < len(chunk):
            entry, pos = unpack(chunk, pos)
            h.apply(entry[0], entry[1])
    if h.save() != end:
        _fail(name, seed, step, "replaying the seed and actions gave a different state")
    return log, end


def check(name, players=(1,), options=({},), seeds=12, max_steps=400, context=None):
    """Check a game for every player count, option set and seed; returns the end saves. On the
    VMs (some 30 times slower than CPython) half the seeds, at least one: every player count and
    option set still plays out, checked at every step, under the VM's own semantics."""
    if ON_VM:
        seeds = (seeds + 1) // 2
    ends = []
    for n in players:
        for opts in options:
            for seed in range(seeds):
                ends.append(playout(name, n, seed, opts, max_steps, True, context)[1])
    return ends


def golden_lines(module_file, name):
    """The words of each line of golden/<name> beside the test module, comments left out."""
    here = module_file.replace("\\", "/")
    cut = here.rfind("/")
    with open((here[:cut + 1] if cut >= 0 else "") + "golden/" + name) as f:
        for line in f:
            words = line.split()
            if words and not words[0].startswith("#"):
                yield words


def golden_action(words):
    """(player, action) from a golden line "player kind [argument ...]"; digits become ints."""
    action = [words[1]]
    for w in words[2:]:
        action.append(int(w) if w.isdigit() else w)
    return int(words[0]), tuple(action)


def hexed(data):
    """Bytes as lowercase hex, built in one bytearray (a list of small strings is too big on the VM)."""
    digits = b"0123456789abcdef"
    out = bytearray(2 * len(data))
    for i in range(len(data)):
        out[2 * i] = digits[data[i] >> 4]
        out[2 * i + 1] = digits[data[i] & 15]
    return str(out, "ascii")


def golden_replay(game_then_actions):
    """Apply a golden game's actions (from a reader yielding the new state first); the final state."""
    g = next(game_then_actions)
    for p, a in game_then_actions:
        g.apply(p, a)
    return g


def golden_transcript(game_then_actions):
    """The save bytes, as hex, of a golden game's start and after every action."""
    g = next(game_then_actions)
    yield hexed(g.save())
    for p, a in game_then_actions:
        g.apply(p, a)
        yield hexed(g.save())


def older_save(g, version):
    """`g`'s save as a `version` save would hold it: without the options and fields added since."""
    from bowengine.contract import MAGIC, read_header
    _, _, body = read_header(g.save())
    cls = type(g)
    names = sorted(cls.OPTIONS)
    opts = [body[3][i] for i in range(len(names)) if cls.ADDED_OPTIONS.get(names[i], 0) <= version]
    fields = [body[5][i] for i in range(len(cls.FIELDS))
              if cls.ADDED_FIELDS.get(cls.FIELDS[i], 0) <= version]
    return MAGIC + b"\x01" + pack((body[0], version, body[2], opts, body[4], fields))
