"""`bowwords sim GAME`: bots play many seeded games through the engine contract.

Each bot sees only `view(seat)` and `legal(seat)`. Game i's seed and every bot's
seed come from one PRNG seeded with --seed, so a run is reproducible. The JSON
shape is shared by every game: {"game", "games", "seed", "players": [{"seat",
"bot", "win_share", "mean_score", "median_score", "stdev_score"}], ...}; a solitaire
game whose class names SOLO_TARGETS adds {"share_at_least": {"800": x, ...}}; "endings" gives the
share of games ended each way (every way a class's ENDINGS names, 0 if it never happened).
"""

import json
import statistics
import sys
from pathlib import Path

from bowengine import games
from bowengine.contract import IllegalAction
from bowengine.rng import Rng
from bowwords.errors import BowwordsError
from bowwords.progress import Progress

MAX_ACTIONS = 200000


def parse_options(pairs):
    """KEY=VALUE strings -> an options dict (ints and true/false are converted)."""
    options = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise BowwordsError("an option is KEY=VALUE, not '%s'" % pair)
        if value.lower() in ("true", "false"):
            options[key] = value.lower() == "true"
        else:
            try:
                options[key] = int(value)
            except ValueError:
                options[key] = value
    return options


def play_one(name, players, seed, options, bot_classes, bot_seeds, context=None):
    """One game played by bots; returns (result dict, number of actions)."""
    g = games.new(name, players, seed, options, context)
    bots = [cls(seat, bot_seeds[seat], context) for seat, cls in enumerate(bot_classes)]
    actions = 0
    while True:
        waiting = g.waiting_for()
        if not waiting:
            return g.result(), actions
        for seat in waiting:
            action = bots[seat].act(g.view(seat), g.legal(seat))
            try:
                g.apply(seat, action)
            except IllegalAction as e:
                raise BowwordsError("the %s bot in seat %d chose an illegal action %r in game seed %d: %s"
                                    % (type(bots[seat]).__name__, seat, action, seed, e)) from None
            actions += 1
        if actions > MAX_ACTIONS:
            raise BowwordsError("game seed %d did not end after %d actions" % (seed, MAX_ACTIONS))


def _summary(values):
    if not values or any(v is None for v in values):
        return None, None, None
    return (round(statistics.fmean(values), 3), statistics.median(values),
            round(statistics.pstdev(values), 3))


def simulate(name, players, bot_names, count, seed, options=None, context=None, progress=None):
    """Play `count` games; returns the report dict (the JSON of `bowwords sim`)."""
    table = games.bots(name)
    if len(bot_names) == 1:
        bot_names = bot_names * players
    if len(bot_names) != players:
        raise BowwordsError("--bots names %d bots for %d players: give one, or one per player"
                            % (len(bot_names), players))
    unknown = sorted(set(b for b in bot_names if b not in table))
    if unknown:
        raise BowwordsError("%s has no bot called %s (bots: %s)"
                            % (name, ", ".join(unknown), ", ".join(sorted(table))))
    classes = [table[b] for b in bot_names]
    master = Rng(seed)
    wins = [0.0] * players
    scores = [[] for _ in range(players)]
    endings = dict.fromkeys(getattr(games.game_class(name), "ENDINGS", ()), 0)  # every ending, even unseen
    lengths = []
    per_space = {}  # Boggle Bowl: space -> [rounds, cubes of side 0, cubes of side 1]
    for i in range(count):
        game_seed = master.next30()
        bot_seeds = [master.next30() for _ in range(players)]
        try:
            result, actions = play_one(name, players, game_seed, options, classes, bot_seeds, context)
        except ValueError as e:
            raise BowwordsError(str(e)) from None
        winners = result.get("winners", [])
        for w in winners:
            wins[w] += 1.0 / len(winners)
        game_scores = result.get("scores")
        for seat in range(players):
            scores[seat].append(game_scores[seat] if game_scores else None)
        if "ending" in result:
            endings[result["ending"]] = endings.get(result["ending"], 0) + 1
        lengths.append(result.get("turns", actions))
        for space, row in result.get("per_space", {}).items():
            acc = per_space.setdefault(space, [0, 0.0, 0.0])
            if row["rounds"]:
                acc[0] += row["rounds"]
                acc[1] += row["mean_cubes"][0] * row["rounds"]
                acc[2] += row["mean_cubes"][1] * row["rounds"]
        if progress:
            progress.update(i + 1)
    report = {"game": name, "games": count, "seed": seed, "options": options or {}, "players": []}
    for seat in range(players):
        mean, median, stdev = _summary(scores[seat])
        report["players"].append({"seat": seat, "bot": bot_names[seat],
                                  "win_share": round(wins[seat] / count, 4) if count else 0.0,
                                  "mean_score": mean, "median_score": median, "stdev_score": stdev})
    targets = getattr(games.game_class(name), "SOLO_TARGETS", ())
    if players == 1 and targets and None not in scores[0]:
        # solitaire: the share of games at or above each rating of the game's solo scale
        report["share_at_least"] = {str(t): round(sum(1 for v in scores[0] if v >= t) / count, 4)
                                    for t in targets}
    report["mean_length"] = round(statistics.fmean(lengths), 2) if lengths else 0
    if per_space:
        report["per_space"] = {space: {"rounds": a[0], "mean_cubes": [round(a[1] / a[0], 3), round(a[2] / a[0], 3)]
                                       if a[0] else None} for space, a in sorted(per_space.items())}
    if endings:
        report["endings"] = {k: round(v / count, 4) for k, v in sorted(endings.items())}
    return report


def context_for(cls, dictionary=None):
    """The context a game class needs from the host: an open lexicon for the word games
    (with Boggle Bowl's walk by masks: the same words, nodes and games, faster)."""
    context = {}
    if "lexicon" in cls.CONTEXT:
        from bowwords.dictionary.cli import default_dictionary, open_lexicon

        lex = context["lexicon"] = open_lexicon(dictionary)
        if cls.__module__.startswith("bowengine.bogglebowl"):
            from bowwords.cubeindex import index_for

            lex.walk_index = index_for(lex, Path(dictionary) if dictionary else default_dictionary())
    return context


def run(args):
    """The `bowwords sim` command."""
    if args.game not in games.TABLE:
        raise BowwordsError("no game named '%s' (known: %s)" % (args.game, ", ".join(games.names())))
    if args.games < 1:
        raise BowwordsError("--games must be at least 1")
    cls = games.game_class(args.game)
    players = args.players if args.players is not None else cls.PLAYERS[0]
    bot_names = [b.strip() for b in (args.bots or "random").split(",") if b.strip()]
    progress = Progress(args.games, "games") if sys.stderr.isatty() else None
    try:
        report = simulate(args.game, players, bot_names, args.games, args.seed,
                          parse_options(args.option), context_for(cls, args.dict), progress=progress)
    except ValueError as e:  # a bad player count or option, in the game's own words
        raise BowwordsError(str(e)) from None
    finally:
        if progress:
            progress.close()
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print("%s: %d games, seed %d" % (report["game"], report["games"], report["seed"]))
    print("%4s %-10s %9s %10s %10s %10s" % ("seat", "bot", "win share", "mean", "median", "stdev"))
    for p in report["players"]:
        cells = ["-" if p[k] is None else str(p[k]) for k in ("mean_score", "median_score", "stdev_score")]
        print("%4d %-10s %9.3f %10s %10s %10s" % (p["seat"], p["bot"], p["win_share"], *cells))
    for target, share in report.get("share_at_least", {}).items():
        print("at least %s: %.3f" % (target, share))
    print("mean length: %s" % report["mean_length"])
    for space, row in report.get("per_space", {}).items():
        print("%s: %d rounds, mean cubes %s" % (space, row["rounds"], row["mean_cubes"]))
    for ending, share in report.get("endings", {}).items():
        print("ended by %s: %.3f" % (ending, share))
    return 0

