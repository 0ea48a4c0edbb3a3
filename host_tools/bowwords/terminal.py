"""`bowwords play` in a terminal: the companion tools, driven through the engine contract.

Works with no display: type at the prompts (or pipe lines in). Every tool is an
engine component from bowengine.games, so what happens here is what the
handheld does with the same seed.
"""

import getpass
import os
import sys
import time

from bowengine import games
from bowengine.contract import IllegalAction
from bowwords.errors import BowwordsError

TOOLS = (
    ("die", "Six-sided die"),
    ("buyword-die", "BuyWord die"),
    ("highbid-dice", "High Bid dice"),
    ("analyzer", "Billionaire Analyzer"),
    ("timer", "10-second timer"),
    ("slate", "Sealed-bid slate"),
    ("lexicon", "Word judge"),
    ("price", "BuyWord price calculator"),
    ("cubes", "Boggle Bowl cubes"),
    ("scorekeeper", "Boggle Bowl scorekeeper"),
)


class _Quit(Exception):
    """The player left (q, or the end of the input)."""


def _ask(prompt, secret=False):
    try:
        if secret and sys.stdin.isatty():
            text = getpass.getpass(prompt)
        else:
            text = input(prompt)
    except EOFError:
        raise _Quit() from None
    text = text.strip()
    if text.lower() in ("q", "quit", "exit"):
        raise _Quit()
    return text


def _say_error(e):
    print("bowwords: %s" % e)


def _die(seed):
    g = games.new("die", 1, seed)
    print("Six-sided die. Enter rolls; a number 1-4 first sets how many dice; q leaves.")
    while True:
        text = _ask("roll> ")
        if text:
            if not text.isdigit() or not 1 <= int(text) <= 4:
                _say_error("type a number of dice from 1 to 4, or just Enter to roll")
                continue
            g = games.new("die", 1, seed, {"dice": int(text)})
            seed += 1
        g.apply(0, ("roll",))
        v = g.view(0)
        shown = " + ".join([str(f) for f in v["last"]])
        print("  %s%s" % (shown, "  = %d" % v["total"] if len(v["last"]) > 1 else ""))


def _buyword_die(seed):
    g = games.new("buyword-die", 1, seed)
    print("BuyWord die: CHOICE, 2, 3, 4, 5, CHOICE. Enter rolls; q leaves.")
    while True:
        _ask("roll> ")
        g.apply(0, ("roll",))
        v = g.view(0)
        if v["choosing"]:
            print("  CHOICE: the Leader picks how many tiles each player draws.")
            while g.view(0)["choosing"]:
                text = _ask("number of tiles (2-5)> ")
                try:
                    g.apply(0, ("choose", int(text)))
                except (ValueError, IllegalAction):
                    _say_error("on CHOICE the Leader must choose a number from 2 to 5")
        print("  Each player draws %d tiles." % g.view(0)["tiles"])


def _highbid_dice(seed):
    g = games.new("highbid-dice", 1, seed)
    print("High Bid dice (red and green). Enter rolls for a sale; q leaves.")
    while True:
        _ask("roll> ")
        g.apply(0, ("roll",))
        v = g.view(0)
        green = "blank" if v["green"] is None else str(v["green"])
        sale = v["sale"]
        if sale["open"]:
            meaning = "OPEN SALE: the other players bid, from $20 up in $20 steps"
        else:
            meaning = "sold to the %s for %d%% of its value" % (sale["area"], sale["percent"])
            if sale["bonus"]:
                meaning += ", plus a $%d bonus from the bank" % sale["bonus"]
        print("  red %d, green %s: %s" % (v["red"], green, meaning))


def _analyzer(seed):
    g = games.new("analyzer", 1, seed)
    print("Billionaire Analyzer. Name the investment you analyze, then Enter spins; q leaves.")
    names = {"R": "Red", "G": "Green"}
    while True:
        _ask("spin> ")
        g.apply(0, ("spin",))
        v = g.view(0)
        print("  %s %s: %s" % (names[v["outcome"][0]], names[v["outcome"][1]], v["meaning"]))


def _timer(seed):
    g = games.new("timer", 1, seed)
    seconds = g.view(0)["seconds"]
    print("%d-second timer. Enter turns it over; q leaves." % seconds)
    while True:
        _ask("turn> ")
        g.apply(0, ("turn",))
        last = time.monotonic()
        shown = None
        while g.view(0)["phase"] == "running":
            time.sleep(0.05)
            now = time.monotonic()
            g.apply(0, ("tick", int((now - last) * 1000)))
            last = now
            left = (g.view(0)["remaining_ms"] + 999) // 1000
            if left != shown:
                shown = left
                print("  %2d s %s" % (left, "#" * left), flush=True)
        print("  TIME! \a")


def _slate(seed):
    print("Sealed-bid slate: every player writes a secret bid, then the bids are revealed in turn.")
    while True:
        text = _ask("players (2-5)> ")
        if text.isdigit() and 2 <= int(text) <= 5:
            players = int(text)
            break
        _say_error("the slate is for 2 to 5 players: type a number from 2 to 5")
    while True:
        text = _ask("who reveals first, the player whose turn it is (1-%d)> " % players)
        if text.isdigit() and 1 <= int(text) <= players:
            first = int(text) - 1
            break
        _say_error("type a player number from 1 to %d" % players)
    g = games.new("slate", players, seed, {"first": first})
    while g.waiting_for():
        for p in g.waiting_for():
            _ask("Hand the device to player %d, then press Enter. " % (p + 1))
            floor = g.view(p)["floor"]
            while True:
                text = _ask("player %d, your secret bid (Enter for no bid)> " % (p + 1), secret=True)
                action = ("pass",) if text == "" else ("bid", int(text) if text.isdigit() else text)
                try:
                    g.apply(p, action)
                    break
                except IllegalAction as e:
                    if isinstance(action[-1], str):
                        _say_error("a bid must be a whole number from %d to 999" % floor)
                    else:
                        _say_error(e)
            if os.environ.get("TERM") and sys.stdout.isatty():
                print("\033[2J\033[H", end="")
        v = g.view(0)
        print("Reveal, round %d:" % len(v["reveals"]))
        for p, bid in v["reveals"][-1]:
            print("  player %d: %s" % (p + 1, "no bid" if bid == 0 else bid))
        if g.waiting_for():
            print("A tie: players %s bid again, at least %d."
                  % (", ".join([str(p + 1) for p in v["bidders"]]), v["floor"]))
    r = g.result()
    if r["winners"]:
        how = " (by lot: the tie was at the maximum)" if r["by_lot"] else ""
        print("Player %d wins with %d%s." % (r["winners"][0] + 1, r["price"], how))
    else:
        print("Nobody bid.")


def _price(seed):
    from bowengine.buyword.pricing import pips, price

    print("BuyWord price calculator: type your tiles (letters; ? or a lower-case letter in an "
          "upper-case word is a Wild) or their pips as a number; q leaves.")
    while True:
        text = _ask("tiles or pips> ").replace(" ", "")
        if not text:
            continue
        if text.isdigit():
            n = int(text)
            if not 1 <= n <= 99:
                _say_error("type from 1 to 99 pips, or the tiles' letters")
                continue
            print("  %d pip%s: buy or sell for $%d" % (n, "" if n == 1 else "s", price(n)))
            continue
        tiles = text.upper() if text.islower() or not any(c.isalpha() for c in text) else text
        try:
            n = pips(tiles)
        except ValueError as e:
            _say_error(e)
            continue
        wilds = sum(1 for c in tiles if c == "?" or c.islower())
        if wilds > 1:
            how = "a word takes at most one Wild: it does not sell"
        elif wilds:
            how = "sell for $%d (Wilds are never bought)" % price(n)
        else:
            how = "buy or sell for $%d" % price(n)
        print("  %s: %d pip%s, %s" % (tiles, n, "" if n == 1 else "s", how))


def _cubes(seed):
    g = games.new("cubes", 1, seed)
    print("Boggle Bowl cubes: Enter rolls both sets of 11, r re-rolls red, b re-rolls blue; q leaves.")
    while True:
        text = _ask("roll> ").lower()
        if text in ("", "r", "red", "b", "blue"):
            g.apply(0, ("roll",) if text == "" else ("roll", 0 if text.startswith("r") else 1))
        else:
            _say_error("Enter rolls both sets; r re-rolls red, b re-rolls blue")
            continue
        v = g.view(0)
        for side, name in enumerate(("red", "blue")):
            if v["letters"][side]:
                print("  %-5s %s" % (name + ":", " ".join(v["letters"][side])))


def _scorekeeper(seed):
    from bowengine.bogglebowl import data

    g = games.new("scorekeeper", 1, seed)
    print("Boggle Bowl scorekeeper: type each round's winner and cube difference (red 3, blue 2), then "
          "move the token N, S, E or W (several at once: NNE); q leaves.")
    while True:
        v = g.view(0)
        if v["phase"] == "over":
            winner = v["mover"] or data.SIDES[0 if v["scores"][0] >= v["target"] else 1]
            print("%s wins, %d to %d." % (winner.capitalize(), max(v["scores"]), min(v["scores"])))
            return
        if v["phase"] == "enter":
            print("  token on %s (%s); red %d, blue %d" % (v["token"], v["space"], v["scores"][0], v["scores"][1]))
            parts = _ask("winner and difference> ").lower().replace(",", " ").split()
            side = parts[0] if parts else ""
            if len(parts) == 2 and side in ("r", "red", "b", "blue") and parts[1].isdigit() \
                    and 1 <= int(parts[1]) <= data.CUBES_PER_SIDE:
                g.apply(0, ("win", 0 if side.startswith("r") else 1, int(parts[1])))
            else:
                _say_error("type the winner and the difference in cubes, 1 to %d: red 3 or blue 2"
                           % data.CUBES_PER_SIDE)
            continue
        scores = list(v["scores"])
        moves = [a[1] for a in g.legal(0) if a[0] == "step"]
        text = _ask("%s moves %d step%s from %s (%s)> " % (v["mover"], v["steps"], "" if v["steps"] == 1 else "s",
                                                         v["token"], " ".join(moves))).upper().replace(" ", "")
        if not text:
            continue
        for d in text:
            moves = [a[1] for a in g.legal(0) if a[0] == "step"]
            if d not in moves:
                _say_error("the token cannot step %s from %s: it steps %s (forward or sideways, never back, "
                           "never onto a square it entered this move)" % (d, g.view(0)["token"], " ".join(moves)))
                break
            side = g.view(0)["mover"]
            g.apply(0, ("step", d))
            now = g.view(0)
            if now["scores"] != scores:
                s = data.SIDES.index(side)
                print("  %s scores %d: %d in all (pegs %s)"
                      % (side, now["scores"][s] - scores[s], now["scores"][s],
                         ", ".join(str(p) for p in now["pegs"][s])))
            if now["phase"] != "move":
                break


_DICT = {"path": None}        # --dict for the word judge (None: the default dictionary)


def _judge(seed):
    """The word judge: each line typed is looked up in the dictionary (lexicon)."""
    from bowwords.dictionary.cli import open_lexicon

    lex = open_lexicon(_DICT["path"], check=False)
    print("Word judge. Type a word to look it up; q leaves.")
    try:
        while True:
            word = _ask("word> ").lower()
            if not word:
                continue
            if not word.isascii() or not word.isalpha():
                _say_error("type a word of letters a to z")
                continue
            print("  %s: %s" % (word.upper(), "a word" if lex.contains(word) else "not a word"))
    finally:
        lex.close()


_RUNNERS = {"die": _die, "buyword-die": _buyword_die, "highbid-dice": _highbid_dice,
            "analyzer": _analyzer, "timer": _timer, "slate": _slate, "price": _price,
            "cubes": _cubes, "scorekeeper": _scorekeeper, "lexicon": _judge, "judge": _judge}


def run(args):
    """The companion menu (or one tool); returns the exit status."""
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") & 0x3FFFFFFF
    _DICT["path"] = getattr(args, "dict", None)
    print("Bowwords companion (seed %d). Type q to go back." % seed)
    if args.tool:
        if args.tool not in _RUNNERS:
            raise BowwordsError("--lines has no tool '%s' (tools: %s)" % (args.tool, ", ".join(n for n, _ in TOOLS)))
        try:
            _RUNNERS[args.tool](seed)
        except _Quit:
            pass
        return 0
    while True:
        print()
        for i, (_, title) in enumerate(TOOLS):
            print("  %d  %s" % (i + 1, title))
        print("  q  quit")
        try:
            text = _ask("> ")
        except _Quit:
            return 0
        if not text.isdigit() or not 1 <= int(text) <= len(TOOLS):
            _say_error("type a number from 1 to %d, or q to quit" % len(TOOLS))
            continue
        name = TOOLS[int(text) - 1][0]
        seed = (seed + 1) & 0x3FFFFFFF
        try:
            _RUNNERS[name](seed)
        except _Quit:
            pass
