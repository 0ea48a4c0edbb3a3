"""A bot with its own settings turned: "the expert with X" as a challenger (issue 42).

Each game's expert names the settings a challenger may turn in its class's TUNING (the class
block that sets them says what each does). A SPEC of this family starts with a bot kind and
lists the changes: `expert` (nothing changed), `expert,MARGIN:15`, `expert,RATIO:4,MARGIN:15`;
a setting held per entry (every High Bid setting and Billionaire's PRIOR and SAFETY by players,
Boggle Bowl's REROLL_AT by space type and roll) is turned one entry at a time, `NAME[I]:VALUE`.

`bowwords sim GAME --challenger turns` plays the table of the fixed point: the expert with each
setting turned up and down (`steps`), one at a time, against experts, at every player count.
"""

from bowengine import games
from bowwords.errors import BowwordsError

FACTOR = 1.5            # a setting turned up is this many times larger (down: this many smaller)
LEAD = 0.03             # a turned expert that wins more than fair share + LEAD beats the expert


def is_turned(game, spec):
    """True if `spec` names one of the game's bot kinds first (this family's SPEC)."""
    head = (spec or "").split(",")[0].strip()
    return ":" not in head and head in games.bots(game)


def tuning(game, level="expert"):
    """[(name, value)] of the settings the game's `level` bot names in its TUNING."""
    cls = games.bots(game)[level]
    return [(name, getattr(cls, name)) for name in getattr(cls, "TUNING", ())]


def _name_index(part):
    # "NAME[I]" -> ("NAME", I); "NAME" -> ("NAME", None)
    name, sep, rest = part.partition("[")
    if not sep:
        return part, None
    if not rest.endswith("]") or not rest[:-1].isdigit():
        raise BowwordsError("a setting's entry is NAME[I] with I a number, not %r" % part)
    return name, int(rest[:-1])


def parse(game, spec):
    """(bot kind, [(name, index or None, value)]) of a SPEC of this family."""
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    level, changes = parts[0], []
    settings = dict(tuning(game, level))
    if not settings:
        raise BowwordsError("%s's %s bot names no settings to turn" % (game, level))
    for part in parts[1:]:
        key, sep, text = part.partition(":")
        name, index = _name_index(key)
        if not sep or name not in settings:
            raise BowwordsError("%s's %s turns NAME:VALUE with NAME one of %s, not %r"
                                % (game, level, ", ".join(settings), part))
        now = settings[name]
        many = isinstance(now, (tuple, bytes))
        if many and (index is None or index >= len(now)):
            raise BowwordsError("%s is held per entry: %s[I]:VALUE with I from 0 to %d, not %r"
                                % (name, name, len(now) - 1, part))
        if not many and index is not None:
            raise BowwordsError("%s is one number: %s:VALUE, not %r" % (name, name, part))
        like = now[index] if many else now
        try:
            value = float(text) if isinstance(like, float) else int(text)
        except ValueError:
            raise BowwordsError("%s takes a number like %r, not %r" % (key, like, text)) from None
        if isinstance(now, bytes) and not 0 <= value <= 255:
            raise BowwordsError("%s's entries are 0-255, not %d" % (name, value))
        changes.append((name, index, value))
    return level, changes


def spec_of(level, changes):
    """The SPEC string of a bot kind and its changes."""
    return ",".join([level] + ["%s%s:%s" % (n, "" if i is None else "[%d]" % i, v) for n, i, v in changes])


def make(game, spec):
    """(a bot class: the kind with its settings changed, the SPEC written out again: without the
    changes that leave a setting as the kind has it)."""
    level, changes = parse(game, spec)
    base = games.bots(game)[level]
    changes = [(n, i, v) for n, i, v in changes if (getattr(base, n) if i is None else getattr(base, n)[i]) != v]
    attrs = {}
    for name, index, value in changes:
        now = attrs.get(name, getattr(base, name))
        if index is None:
            attrs[name] = value
        else:
            entries = list(now)
            entries[index] = value
            attrs[name] = bytes(entries) if isinstance(now, bytes) else tuple(entries)
    return type(base.__name__, (base,), attrs), spec_of(level, changes)


def _turn(value, up):
    # One step of a number: FACTOR times larger or smaller, an int by at least 1 (never below 0).
    if isinstance(value, float):
        return round(value * FACTOR if up else value / FACTOR, 4) if value else (0.1 if up else None)
    turned = max(value + 1, round(value * FACTOR)) if up else min(value - 1, round(value / FACTOR))
    return turned if turned >= 0 else None


def with_change(changes, name, index, value):
    """The changes with (name, index) set to value (in place of an earlier change of it)."""
    kept = [c for c in changes if (c[0], c[1]) != (name, index)]
    return kept + [(name, index, value)]


def steps(game, players, base="expert"):
    """[(SPEC, setting, change)] of the table: `base` (a kind, or a kind with settings turned)
    unchanged, then each setting (each entry of one held per entry; BUDGET only at `players`)
    turned down and up by one step from its value in `base`."""
    cls, base = make(game, base)
    level, changes = parse(game, base)
    rows = [(base, "-", "-")]
    for name, _ in tuning(game, level):
        now = getattr(cls, name)
        if isinstance(now, bytes):      # small counts (cubes): a step is one
            entries = [(i, v, [v - 1, v + 1]) for i, v in enumerate(now)]
        elif isinstance(now, tuple):    # by players: the entry of this game's count
            entries = [(players, now[players], [_turn(now[players], False), _turn(now[players], True)])]
        else:
            entries = [(None, now, [_turn(now, False), _turn(now, True)])]
        for index, was, values in entries:
            for v in values:
                if v is None or v < 0 or v == was:
                    continue
                label = name if index is None else "%s[%d]" % (name, index)
                spec = make(game, spec_of(level, with_change(changes, name, index, v)))[1]
                rows.append((spec, label, "%s -> %s" % (was, v)))
    return rows


def table(duel, game, players, count, seed, base="expert", jobs=2, dictionary=None, report=None):
    """Each row of `steps` against `base` bots in every other seat over `count` games, each
    played by `duel` (bowwords.challengers.duel): [(setting, change, duel row)]."""
    out = []
    for spec, setting, change in steps(game, players, base):
        row = duel(game, players, spec, count, seed, base, jobs=jobs, dictionary=dictionary)
        out.append((setting, change, row))
        if report:
            report(line(setting, change, row))
    return out


def fixed_point(duel, game, counts, screen, confirm, seed, base="expert", jobs=2, dictionary=None,
                report=None, most=12, hold=()):
    """Move `base` to a fixed point of its settings: at every player count in `counts`, each turn
    of one setting is played on `screen` games against the rest at `base`; the turns over fair
    share + LEAD are played again on `confirm` fresh games, and the one that wins most over its
    fair share (at any count) becomes the base; until no turn beats the base (or `most` steps;
    a base once left is not taken again: a turn back to one that beats is a cycle, and the end).
    `hold`: challengers' SPECs (a simple strategy's, bowwords.challengers) a new base must still
    hold, at every count on `confirm` fresh games, to fair share + LEAD or to what the base gives
    them on the same games: a turn one of them beats so is not taken (the next best is tried).
    Returns (the base's SPEC at the end, [(SPEC adopted, players, its confirmed row)], True if
    it is a fixed point: no turn beats it, none left unplayed or refused). `duel` plays a turn's
    games (bowwords.challengers.duel)."""
    say = report or (lambda text: None)
    path = []
    been = {make(game, base)[1]}       # a base left is not taken again (noise would cycle)
    held = {}                           # (challenger, players, opponent) -> its row: a base's is asked again

    def held_row(challenger, n, opponent):
        # A held challenger against `opponent` bots on `confirm` fresh games (played once).
        key = (challenger, n, opponent)
        if key not in held:
            held[key] = duel(game, n, challenger, confirm, seed + 15013, opponent, jobs=jobs, dictionary=dictionary)
        return held[key]

    for _ in range(most):
        beating = []                    # (gain, SPEC, players, confirmed row) of the turns that beat it
        back = []                       # turns that beat it, back to a base already left
        for n in counts:
            say("%s at %d players: each setting turned, %d games a turn" % (base, n, screen))
            for spec, setting, change in steps(game, n, base)[1:]:
                row = duel(game, n, spec, screen, seed, base, jobs=jobs, dictionary=dictionary)
                say("  " + line(setting, change, row))
                if row["share"] <= row["fair"] + LEAD:
                    continue
                again = duel(game, n, spec, confirm, seed + 7919, base, jobs=jobs, dictionary=dictionary)
                say("  " + line(setting, change, again) + "  (again, fresh games)")
                gain = again["share"] - again["fair"]
                if gain > LEAD and spec in been:
                    back.append(spec)                   # it beats, but back to a base already left
                elif gain > LEAD:
                    beating.append((gain, spec, n, again))
        beating.sort(key=lambda b: -b[0])
        best = None
        refused = []
        for gain, spec, n, again in beating:
            if spec in refused:
                continue
            lost = _lost_to(held_row, counts, spec, base, hold, say, game)
            if lost:
                refused.append(spec)
                say("refused: %s loses to %s" % (spec, lost))
            else:
                best = (gain, spec, n, again)
                break
        if best is None:
            if back or refused:
                say("no fixed point: every turn that beats %s %s" % (base, "; ".join(
                    (["leads back to a base already left (%s)" % ", ".join(back)] if back else []) +
                    (["loses to a held challenger (%s)" % ", ".join(refused)] if refused else []))))
            else:
                say("fixed point: no setting turned one step beats %s" % base)
            return base, path, not back and not refused
        base = best[1]
        been.add(base)
        path.append((best[1], best[2], best[3]))
        say("adopted: %s (%.3f at %d players, fair %.3f)" % (base, best[3]["share"], best[2], best[3]["fair"]))
    say("stopped after %d steps: %s" % (most, base))
    return base, path, False


def plays_as(game, spec, base, players):
    """True if the bots of `spec` and `base` play alike at `players`: they differ at most in
    entries of settings held by players (tuples, read at the game's count) of other counts."""
    one, other = make(game, spec)[0], make(game, base)[0]
    for name, _ in tuning(game, parse(game, spec)[0]):
        a, b = getattr(one, name), getattr(other, name)
        if isinstance(a, tuple):
            a, b = a[players], b[players]
        if a != b:
            return False
    return True


def _lost_to(held_row, counts, spec, base, hold, say, game):
    # The first held challenger (with its count and shares) that beats `spec` over fair share +
    # LEAD and by more than it beats `base` on the same games (a turn is not blamed for what the
    # base already gives away), or "". held_row(challenger, players, opponent) plays the games;
    # a count where the turn plays as the base (BUDGET[2] at 4 players) is not played: the same games.
    for challenger in hold:
        for n in counts:
            if plays_as(game, spec, base, n):
                continue
            row = held_row(challenger, n, spec)
            over = row["share"] > row["fair"] + LEAD
            was = held_row(challenger, n, base) if over else None
            say("  held %-40s vs %s at %d players: %.3f (fair %.3f)%s" % (
                challenger, spec, n, row["share"], row["fair"], "; vs %s %.3f" % (base, was["share"]) if was else ""))
            if was and row["share"] > was["share"]:
                return "%s (%.3f at %d players; %.3f against %s)" % (challenger, row["share"], n, was["share"], base)
    return ""


def line(setting, change, row):
    """One row of the table as text: the share, its 95 % interval, and a mark where it beats the
    expert (more than fair share + LEAD)."""
    mark = "  beats it" if row["share"] > row["fair"] + LEAD else ""
    return "%-14s %-14s %6d %9.3f   %5.3f - %5.3f %6.3f%s" % (
        setting, change, row["games"], row["share"], row["low"], row["high"], row["fair"], mark)


HEADER = "%-14s %-14s %6s %9s %15s %6s" % ("setting", "turned", "games", "win share", "95% interval", "fair")
