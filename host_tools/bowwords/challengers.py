"""Challengers: families of simple, parameterised strategies that probe the expert bots.

`bowwords sim GAME --challenger SPEC` seats one challenger against experts (the challenger's
seat turns with the game number, so no seat is favoured) and reports its win share with a 95 %
Wilson interval; `--challenger search` tries every point of the game's grid on a few games each,
then plays the best few again on fresh seeds and reports the best. A SPEC names parameters as
KEY:VALUE pairs separated by commas; a parameter left out takes its default (FAMILIES below, and
`bowwords sim --help`). A challenger is a host bot: it sees only its view and legal choices,
like every bot, but it never runs on the device.
"""

import math

from bowengine import games
from bowengine.bots import Bot
from bowwords import turned
from bowwords.errors import BowwordsError

# ---- High Bid ---------------------------------------------------------------------------------


class HighBidChallenger(Bot):
    """Bids up to `share` of the card's 100 % value ($500 x share a Buyer's Card under it);
    sells never, always (any card, up to three) or only cards worth less than `sell` dollars;
    goes out as soon as it may (out:early) or only once nothing is left to auction (out:late)."""

    P = {}

    def act(self, view, legal):
        from bowengine.highbid import data as D

        p = self.P
        if view["phase"] in ("auction", "open sale"):
            if view["phase"] == "open sale" and view["buyer"] == self.player:
                return ("pass",)
            block = view["block"]
            ceiling = p["share"] * (D.CARDS[block[-1]][1] + (len(block) - 1) * D.BUYER_VALUE)
            for choice in legal:
                if choice[0] == "bid" and choice[1].start <= ceiling:
                    return ("bid", choice[1].start)
            return ("pass",)
        if ("out",) in legal and (p["out"] == "early" or view["deck"] + len(view["bank"]) == 0):
            return ("out",)
        sell = p["sell"]
        if sell != "never":
            for choice in legal:
                if choice[0] == "sell" and (sell == "always" or D.CARDS[choice[1]][1] < int(sell)):
                    return choice
        return ("stay",) if ("stay",) in legal else ("done",)


# ---- Billionaire ----------------------------------------------------------------------------------


class BillionaireChallenger(Bot):
    """The greedy bot's play with a bid of `share` per cent of the value it sees, capped at its
    cash if budget:yes; Power Play cards played at once (powerplay:always) or never; analyzes the
    most valuable card it may (analyze:on) or declines (analyze:off)."""

    P = {}

    def __init__(self, player, seed=0, context=None):
        from bowengine.billionaire.greedy import GreedyBot

        Bot.__init__(self, player, seed, context)
        self.greedy = GreedyBot(player, seed, context)

    def act(self, view, legal):
        from bowengine.billionaire.greedy import bid_action, cash, lot_value

        p = self.P
        phase = view["phase"]
        if phase == "bid":
            if view["tie"]:
                want = view["tie"] + self.rng.below(3)
            else:
                want = lot_value(view) * p["share"] // 100
            if p["budget"] == "yes":
                want = min(want, cash(view))
            return bid_action(legal, want)
        if phase in ("roll", "after") and p["powerplay"] == "never":
            return legal[0]
        if phase == "analyze" and p["analyze"] == "off":
            return ("decline",)
        return self.greedy.act(view, legal)


# ---- BuyWord ------------------------------------------------------------------------------------


def _buyword_class():
    from bowengine.buyword.words import tile_pips
    from bowengine.buyword.bots import NormalBot

    class BuyWordChallenger(NormalBot):
        """Buys every draw it can pay (buy:all) or those of at most `buy` pips (a price of at
        most buy x buy dollars); sells its best word once it is worth `sell` pips or more,
        at once (sell:always: any word) or only when the limit or the last round needs it
        (sell:never)."""

        P = {}

        def buys(self, view, tiles):
            p = tile_pips(tiles)
            if p * p > view["money"][self.player]:
                return False
            return self.P["buy"] == "all" or p <= int(self.P["buy"])

        def sell(self, view, held, wilds, forced):
            rule = self.P["sell"]
            least = 0 if rule == "always" else 999 if rule == "never" else int(rule)
            best, bp = None, 0
            for w in self.words(held, wilds):
                q = tile_pips(w)
                if q > bp and (q >= least or forced or view["final"]):
                    best, bp = w, q
            return best

    return BuyWordChallenger


# ---- Boggle Bowl ------------------------------------------------------------------------------


def capped(cubes, space, lex, most):
    """(words, cubes) of the best arrangement for `space` that uses at most `most` cubes,
    from every word the cubes make: one word (Blank), two (2), two crossing on a shared
    cube (X), or one or two words (Wild)."""
    from bowengine.bogglebowl.data import BLANK, CROSS, WILD
    from bowengine.bogglebowl.search import CODE, SIZE, words_from
    from bowengine.bogglebowl.solver import _cross_ok

    ws = words_from(lex, cubes)[0]
    m = ws.m
    entries = [(ws.codes[i] >> SIZE, ws.codes[i] & CODE, i) for i in range(len(ws))]
    best, picks = 0, []
    for size, _, i in entries:
        if best < size <= most:
            best, picks = size, [i]
    if space == BLANK:
        return ws.words(picks), best
    if space != WILD:
        best, picks = 0, []
    extra = 1 if space == CROSS else 0
    for a in range(len(entries)):
        li, ci, i = entries[a]
        rem = m.room - m.ex(ci)
        for lj, cj, j in entries[a:]:
            total = li + lj - extra
            if total <= best or total > most:
                continue
            ok = _cross_ok(m, rem, ci, cj) >= 0 if extra else m.fits(rem, m.ex(cj))
            if ok:
                best, picks = total, [i, j]
    return ws.words(picks), best


def _bogglebowl_class():
    from bowengine.bogglebowl.bots import LevelBot

    class BoggleBowlChallenger(LevelBot):
        """The exhaustive solver, settling for its best arrangement of at most `fraction` of
        the most cubes it can use (a valid one for the space: `capped`), played after
        `think` ms plus 300 ms a cube of its best; re-rolls (at most twice a round) while the most it can
        use is below `reroll` cubes; steers by score only."""

        P = {}
        BUDGET = 0
        READS = False
        PER_CUBE = 300

        def __init__(self, player, seed=0, context=None):
            LevelBot.__init__(self, player, seed, context)
            self.REROLL_BELOW = self.P.get("reroll", LevelBot.REROLL_BELOW)

        def _solve(self, cubes, space, budget):
            # (words, n): n is the uncut best, so the re-roll and the thinking time go by it
            words, n = LevelBot._solve(self, cubes, space, budget)[:2]
            most = int(n * self.P["fraction"] + 1e-9)
            if most >= n or budget:
                return words, n
            return capped(cubes, space, self._lex(), most)[0], n

    return BoggleBowlChallenger


# ---- the families ---------------------------------------------------------------------------

# game -> (class or a function that makes it, {parameter: (default, values the search tries, help)})
FAMILIES = {
    "highbid": (HighBidChallenger, {
        "share": (0.6, (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0), "bid up to this share of the value"),
        "sell": ("never", ("never", "always", "200"), "never, always, or a price: sell cards below it"),
        "out": ("early", ("early", "late"), "go out when allowed (early) or at the very end (late)"),
    }),
    "billionaire": (BillionaireChallenger, {
        "share": (10, (4, 6, 8, 10, 12, 15, 20, 30), "bid this many per cent of the value seen"),
        "budget": ("yes", ("yes", "no"), "yes: never bid above its cash"),
        "powerplay": ("always", ("always", "never"), "play Power Play cards at once, or never"),
        "analyze": ("on", ("on", "off"), "analyze when it may, or decline"),
    }),
    "buyword": (_buyword_class, {
        "buy": ("all", ("all", "4", "6", "8", "10"), "buy every draw it can pay, or those of at most N pips"),
        "sell": ("10", ("always", "6", "10", "14", "never"),
                 "sell its best word once worth N pips, always (any word) or never (only when forced)"),
    }),
    "bogglebowl": (_bogglebowl_class, {
        "fraction": (0.8, (0.5, 0.7, 0.85, 1.0), "play this fraction of the solver's best cubes"),
        "think": (1000, (500, 2000), "ms to think before the first cube"),
        "reroll": (5, (5, 7, 9, 11), "re-roll (at most twice) while the best uses fewer cubes than this"),
    }),
}


def _convert(default, text):
    if isinstance(default, bool):
        return text.lower() in ("yes", "true", "1")
    if isinstance(default, int):
        return int(text)
    if isinstance(default, float):
        return float(text)
    return text


def parse(game, spec):
    """A SPEC string -> the family's parameters (every one, defaults filled in)."""
    if game not in FAMILIES:
        raise BowwordsError("no challengers for %s" % game)
    table = FAMILIES[game][1]
    params = {k: v[0] for k, v in table.items()}
    for part in (spec or "").split(","):
        part = part.strip()
        if not part:
            continue
        key, sep, value = part.partition(":")
        if not sep or key not in table:
            raise BowwordsError("a %s challenger is KEY:VALUE with KEY one of %s, not '%s'"
                                % (game, ", ".join(table), part))
        try:
            params[key] = _convert(table[key][0], value)
        except ValueError:
            raise BowwordsError("%s's %s takes a value like %r, not %r" % (game, key, table[key][0], value)) from None
        allowed = table[key][1]
        if isinstance(table[key][0], str) and value not in allowed and not value.isdigit():
            raise BowwordsError("%s's %s is one of %s or a number, not %r"
                                % (game, key, ", ".join(str(a) for a in allowed), value))
    return params


def spec_of(params):
    """The SPEC string of a parameter dict."""
    return ",".join("%s:%s" % (k, v) for k, v in params.items())


def challenger_class(game, params):
    """A bot class playing the family's strategy with these parameters."""
    base = FAMILIES[game][0]
    if not isinstance(base, type):
        base = base()
    cls = type(base.__name__, (base,), {"P": dict(params)})
    if "think" in params:
        cls.THINK = params["think"]
    return cls


def grid(game):
    """Every parameter dict of the game's search grid."""
    out = [{}]
    for key, (_, values, _) in FAMILIES[game][1].items():
        out = [dict(d, **{key: v}) for d in out for v in values]
    return out


def wilson(wins, n, z=1.96):
    """The 95 % Wilson score interval of a share `wins` / `n` (wins may be fractional: ties)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def duel(game, players, spec, count, seed, opponent="expert", context=None, options=None, jobs=1,
         dictionary=None):
    """One challenger (SPEC) against `opponent` bots over `count` games; the challenger sits in
    seat i % players in game i; `jobs` processes split the games (the same games, the same
    figures; each opens `dictionary` for itself). Returns {"spec", "games", "wins", "share", "low", "high", "fair"}."""
    cls, spec = _made(game, spec)
    if jobs > 1 and count > 1:
        half = count // 2
        parts = _run([(game, players, spec, seed, opponent, dictionary, options, lo, hi)
                      for lo, hi in ((0, half), (half, count))], jobs, _wins_job)
        wins = sum(parts)
    else:
        if context is None:
            context = _context(game, dictionary)
        wins = _wins(game, players, cls, count, seed, opponent, context, options)
    low, high = wilson(wins, count)
    return {"spec": spec, "games": count, "wins": wins, "share": round(wins / count, 4),
            "low": round(low, 4), "high": round(high, 4), "fair": round(1.0 / players, 4)}


def _made(game, spec):
    # (the challenger's class, its SPEC written out): a family's, or a bot with its settings turned
    if turned.is_turned(game, spec):
        return turned.make(game, spec)
    params = parse(game, spec)
    return challenger_class(game, params), spec_of(params)


def _wins(game, players, cls, stop, seed, opponent, context, options, start=0):
    # The challenger's wins (a tie shared) in games start..stop-1 of the run seeded `seed`.
    from bowengine.rng import Rng
    from bowwords.sim import play_one

    table = games.bots(game)
    if opponent in table:
        other = table[opponent]
    elif turned.is_turned(game, opponent):
        other = turned.make(game, opponent)[0]      # the kind with its settings turned, in each seat
    else:
        raise BowwordsError("%s has no bot called %s" % (game, opponent))
    master = Rng(seed)
    wins = 0.0
    for i in range(stop):
        game_seed = master.next30()
        bot_seeds = [master.next30() for _ in range(players)]
        if i < start:
            continue
        seat = i % players
        classes = [cls if s == seat else other for s in range(players)]
        result, _ = play_one(game, players, game_seed, options or {}, classes, bot_seeds, context)
        winners = result.get("winners", [])
        if seat in winners:
            wins += 1.0 / len(winners)
    return wins


def _context(game, dictionary):
    from bowwords.sim import context_for

    return context_for(games.game_class(game), dictionary)


def _wins_job(job):
    game, players, spec, seed, opponent, dictionary, options, start, stop = job
    return _wins(game, players, _made(game, spec)[0], stop, seed, opponent, _context(game, dictionary), options, start)


def _duel_job(job):
    game, players, spec, count, seed, opponent, dictionary = job
    return duel(game, players, spec, count, seed, opponent, _context(game, dictionary))


def search(game, players, screen, confirm, seed, keep=3, opponent="expert", jobs=2, dictionary=None,
           report=None):
    """Best response over the family's grid: every point on `screen` games, the best `keep`
    again on `confirm` fresh games; returns the confirmed rows, best first."""
    specs = [spec_of(p) for p in grid(game)]
    rows = _run([(game, players, s, screen, seed, opponent, dictionary) for s in specs], jobs)
    rows.sort(key=lambda r: -r["share"])
    if report:
        for i, r in enumerate(rows):  # the whole grid, best first; the best `keep` are played again
            report("  screen %-48s %.3f  %5.3f - %5.3f%s" % (r["spec"], r["share"], r["low"], r["high"],
                                                            "  (again)" if i < keep else ""))
    final = _run([(game, players, r["spec"], confirm, seed + 7919, opponent, dictionary)
                  for r in rows[:keep]], jobs)
    final.sort(key=lambda r: -r["share"])
    return final


def _run(jobs_list, jobs, work=_duel_job):
    if jobs <= 1 or len(jobs_list) == 1:
        return [work(j) for j in jobs_list]
    from multiprocessing import get_context

    # spawned, not forked: a fork of a process with threads (a test runner's worker) can hang
    with get_context("spawn").Pool(min(2, jobs)) as pool:
        return pool.map(work, jobs_list, chunksize=1)


def help_text():
    """The families and their parameters, for `bowwords sim --help`."""
    lines = []
    for game, (_, table) in FAMILIES.items():
        lines.append("%s: %s" % (game, ", ".join("%s:%s" % (k, v[0]) for k, v in table.items())))
    return "; ".join(lines)


def run(args):
    """`bowwords sim GAME --challenger SPEC|search`: a challenger against the --bots kind."""
    import json
    import sys

    from bowwords.sim import parse_options

    if args.game not in FAMILIES:
        raise BowwordsError("no challengers for '%s' (games: %s)" % (args.game, ", ".join(FAMILIES)))
    if args.challenger not in ("turns", "fixed-point", "search"):
        _made(args.game, args.challenger)       # a bad SPEC: one clear line before any game
    if args.hold and args.challenger != "fixed-point":
        raise BowwordsError("--hold is for --challenger fixed-point")
    hold = []                                   # each checked and written out
    for spec in args.hold or ():
        if turned.is_turned(args.game, spec):
            raise BowwordsError("--hold takes a simple challenger's SPEC (KEY:VALUE pairs of the %s "
                                "family), not %r" % (args.game, spec))
        hold.append(_made(args.game, spec)[1])
    if args.games < 1:
        raise BowwordsError("--games must be at least 1")
    cls = games.game_class(args.game)

    opponent = (args.bots or "expert").strip()
    turns = opponent.split(",")[1:]
    if turns and turned.is_turned(args.game, opponent) and all(":" in t for t in turns):
        opponent = turned.make(args.game, opponent)[1]      # a kind with settings turned, checked
    elif "," in opponent:
        raise BowwordsError("with --challenger, --bots names the one kind in the other seats "
                            "(or that kind with settings turned: expert,NAME:VALUE)")
    if args.players is not None:
        lo, hi = cls.PLAYERS
        if not lo <= args.players <= hi or args.players < 2:
            raise BowwordsError("%s is for %d-%d players; a challenger needs at least 2" % (args.game, lo, hi))
    if args.challenger == "turns":
        return _run_turns(args, cls, opponent)
    if args.challenger == "fixed-point":
        return _run_fixed_point(args, cls, opponent, hold)
    if args.challenger == "search":
        if args.screen < 1:
            raise BowwordsError("--screen must be at least 1")
        rows = []
        for n in _counts(args, cls):
            say = (lambda line: print(line, file=sys.stderr)) if not args.json else None
            if say:
                say("%s, %d players: %d grid points x %d games" % (args.game, n, len(grid(args.game)),
                                                                    args.screen))
            best = search(args.game, n, args.screen, args.games, args.seed, opponent=opponent,
                                      jobs=args.jobs, dictionary=args.dict, report=say)
            rows.append(dict(best[0], players=n, runners_up=best[1:]))
    else:
        n = args.players if args.players is not None else max(2, cls.PLAYERS[0])
        rows = [dict(duel(args.game, n, args.challenger, args.games, args.seed, opponent, None,
                          parse_options(args.option), args.jobs, args.dict), players=n)]
    if args.json:
        print(json.dumps({"game": args.game, "opponent": opponent, "seed": args.seed, "rows": rows}, indent=2))
        return 0
    print("%s: challenger vs %s, seed %d" % (args.game, opponent, args.seed))
    print("%7s %6s %9s %15s %6s  %s" % ("players", "games", "win share", "95% interval", "fair", "challenger"))
    for r in rows:
        print("%7d %6d %9.3f   %5.3f - %5.3f %6.3f  %s" % (r["players"], r["games"], r["share"], r["low"], r["high"],
                                                         r["fair"], r["spec"]))
    return 0


def _counts(args, cls):
    # --players, else every count of the game from 2
    return [args.players] if args.players else list(range(max(2, cls.PLAYERS[0]), cls.PLAYERS[1] + 1))


def _run_turns(args, cls, opponent):
    """`--challenger turns`: the expert with each of its settings turned, at every player count."""
    import json
    import sys

    out = []
    for n in _counts(args, cls):
        if not args.json:
            print("%s, %d players: %s with one setting turned against %s, %d game%s a row, seed %d"
                  % (args.game, n, opponent, opponent, args.games, "s" if args.games != 1 else "", args.seed))
            print(turned.HEADER)
        for setting, change, row in turned.table(duel, args.game, n, args.games, args.seed, opponent, args.jobs,
                                                 args.dict, None if args.json else print):
            out.append(dict(row, players=n, setting=setting, turned=change))
        if not args.json:
            sys.stdout.flush()
    if args.json:
        print(json.dumps({"game": args.game, "opponent": opponent, "seed": args.seed, "rows": out}, indent=2))
    return 0


def _run_fixed_point(args, cls, opponent, hold):
    """`--challenger fixed-point`: turn the --bots kind's settings, one step at a time, until no
    single turn beats it at any player count; the steps on stderr, the end on stdout."""
    import json
    import sys

    if args.screen < 1:
        raise BowwordsError("--screen must be at least 1")

    def say(text):
        print(text, file=sys.stderr, flush=True)

    base, path, fixed = turned.fixed_point(duel, args.game, _counts(args, cls), args.screen, args.games, args.seed,
                                           opponent, args.jobs, args.dict, say, hold=hold)
    if args.json:
        print(json.dumps({"game": args.game, "start": opponent, "end": base, "fixed": fixed, "seed": args.seed,
                          "hold": hold,
                          "steps": [dict(row, players=n) for _, n, row in path]}, indent=2))
        return 0
    print("%s: from %s, seed %d (%d games a turn, %d again)%s" % (
        args.game, opponent, args.seed, args.screen, args.games, "; held: " + ", ".join(hold) if hold else ""))
    for spec, n, row in path:
        print("  adopted %-40s %.3f at %d players (fair %.3f)" % (spec, row["share"], n, row["fair"]))
    print(("fixed point: " if fixed else "no fixed point found; the last base: ") + base)
    return 0
