"""The `bowwords` command: a table of subcommands, each error one line and exit status 1."""

import argparse
import sys

from bowwords import __version__
from bowwords.errors import BowwordsError


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one `bowwords:` line and exit status 1."""

    def error(self, message):
        raise BowwordsError("%s (see '%s --help')" % (message, self.prog))


def _add_play(p):
    p.add_argument("--tool", choices=["die", "buyword-die", "highbid-dice", "analyzer", "timer", "slate"],
                   help="open one companion tool directly instead of the menu")
    p.add_argument("--seed", type=int, help="seed for the dice and spinners (default: a fresh one)")


def _run_play(args):
    from bowwords import terminal

    return terminal.run(args)


def _add_bench(p):
    sub = p.add_subparsers(dest="what", metavar="WHAT", required=True, parser_class=_Parser)
    v = sub.add_parser("vm", help="smallest heap cap and live heap of each component on the MicroPython VM",
                       description="For each game and component, the smallest heap (in KB of a 32-bit "
                                   "board, found by bisection of -X heapsize=NwK) under which a random "
                                   "playout with a save and reload every step runs on the MicroPython VM, "
                                   "and its live heap after gc.collect().")
    v.add_argument("--json", action="store_true", help="print the figures as JSON")
    v.add_argument("--only", nargs="+", metavar="NAME", help="measure only these (engine, die, slate, ...)")
    v.add_argument("--steps", type=int, default=200, help="actions in each playout (default 200)")


def _run_bench(args):
    from bowwords import bench

    if args.steps < 1:
        raise BowwordsError("--steps must be at least 1")
    return bench.run_vm(args)


def _add_sim(p):
    p.add_argument("game", help="the game to simulate (see the engine's game table)")
    p.add_argument("--players", type=int, help="number of players (default: the game's least)")
    p.add_argument("--bots", default="random",
                   help="comma-separated bot kinds, one for all seats or one per seat (default: random)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the whole run (default 1)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option; repeatable")
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _run_sim(args):
    from bowwords import sim

    return sim.run(args)


def _not_yet(issue):
    def run(args):
        raise BowwordsError("'%s' is not in this build yet (issue #%d adds it); "
                            "see 'bowwords --help' for what is" % (args.command, issue))
    return run


# name, one-line help, add arguments, run. Later issues fill in the rest of the table.
COMMANDS = (
    ("play", "play on this computer: the companion tools (dice, Analyzer, timer, sealed bids)",
     _add_play, _run_play),
    ("bench", "measure the engine: heap on the MicroPython VM", _add_bench, _run_bench),
    ("dict", "build and inspect dictionaries (not in this build yet)", None, _not_yet(3)),
    ("flash", "copy files and dictionaries to a board (not in this build yet)", None, _not_yet(8)),
    ("bundle", "build a complete CIRCUITPY folder (not in this build yet)", None, _not_yet(8)),
    ("sim", "bots play many seeded games: win shares and score statistics", _add_sim, _run_sim),
    ("solve", "find the best play for a position (not in this build yet)", None, _not_yet(4)),
)


def parser():
    """The argument parser of the whole command."""
    top = _Parser(prog="bowwords",
                  description="Bowwords: four classic board games on a CircuitPython handheld, "
                              "and the tools that build, flash and test it.")
    top.add_argument("--version", action="version", version="bowwords " + __version__)
    sub = top.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=_Parser)
    for name, summary, add, run in COMMANDS:
        p = sub.add_parser(name, help=summary, description=summary)
        if add:
            add(p)
        p.set_defaults(run=run)
    return top


def main(argv=None):
    """Run the command line; returns the exit status."""
    try:
        args = parser().parse_args(argv)
        return args.run(args) or 0
    except BowwordsError as e:
        print("bowwords: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("bowwords: interrupted", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 1
