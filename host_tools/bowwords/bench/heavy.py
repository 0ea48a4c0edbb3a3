"""Saves at the heaviest states the rules allow, to measure the firmware at its worst (issue 21).

Each game's function plays the engine, seeded and deterministic, with its bots or a simple
policy, to a state where the human's turn is at its heaviest, and returns (game, seats):

- buyword: 4 players; the human, to buy a draw of 5 tiles (the die's most) last, holds the
  8-tile limit and every Wild, the other players holding theirs and their draws;
- billionaire: 4 players late in the game (few investments left in the decks), at the human's
  roll, the human holding the most Profit and Power Play cards and investments, then the most
  cards held and investments out in all;
- bogglebowl: 3 players (the human and a bot teammate against a bot), the start of a round on
  the space type asked for that the teammate controls: a resumed game has the bots play a
  round, then the human's;
- highbid: 5 players near the end (few cards left in the deck), the human holding the most
  cards, then with the most on the table and in the bank.

The choices are arguments (players, seats, levels, seeds, thresholds); the states are found by
playing seeded games, so the same arguments give the same state.

`nvm_image` writes such a state, with its seats, into a board's NVM (the save ring of
firmware/bowui/saves.py): the game program (game.py) resumes it. `heaviness` says how heavy a
state is; `figures` runs each on CircuitPython's VM and reports the largest live heap.
"""

from bowengine import games

NVM_BYTES = 8192                 # a PyBadge's microcontroller.nvm
BOARD = "pybadge"
NAMES = ("buyword", "billionaire", "bogglebowl", "highbid")
LIMIT = 20000                    # actions a drive takes at most


def _context(name):
    """What the engine borrows for game `name`: the default dictionary for word games."""
    if "lexicon" not in games.game_class(name).CONTEXT:
        return {}
    from bowengine.lexicon import Lexicon

    from bowwords.emulator import default_dict_path

    return {"lexicon": Lexicon(str(default_dict_path()), check=False)}


def _movers(name, players, seed, context, level, policy=None):
    """One player per seat: `policy` (a Bot class) where given, else the bot of `level`."""
    cls = policy or games.bots(name)[level]
    return [cls(p, seed * 16 + p, context) for p in range(players)]


def _states(g, movers, human, every=False, limit=LIMIT):
    """Plays `g` on with `movers`, yielding it before each action the human is waited for (with
    `every`, before each action). Seats waited for together act in turn, as bowwords sim plays
    them."""
    for _ in range(limit):
        waiting = g.waiting_for()
        if not waiting:
            return
        if every or human in waiting:
            yield g
        for p in waiting:
            if p in g.waiting_for():
                g.apply(p, movers[p].act(g.view(p), g.legal(p)))


def _seats(players, human, level):
    return [("human" if p == human else level) for p in range(players)]


def _heaviest(name, players, seeds, human, level, key, accept, ahead=0, every=False, past=None):
    """The state (reloaded from its save) with the largest key(g) over seeded games played by
    `level` bots, among those where the human is waited for (with `every`: any), accept(g) holds
    and the game went on for at least `ahead` more such states (a resumed game has a way to go).
    With `past` (and no `ahead`): a game is left once past(g), after which accept never holds."""
    context = _context(name)
    best = None
    for seed in seeds:
        g = games.new(name, players, seed, None, context)
        found = []
        i = 0
        for i, state in enumerate(_states(g, _movers(name, players, seed, context, level), human, every)):
            if accept(state):
                found.append((key(state), i, state.save()))
            elif past is not None and not ahead and past(state):
                break
        end = i
        for k, i, data in found:
            if end - i >= ahead and (best is None or k > best[0]):
                best = (k, data)
    if best is None:
        raise ValueError("no %s state as asked in seeds %s" % (name, list(seeds)))
    return games.load(best[1], context)


# ---- BuyWord --------------------------------------------------------------------------------
def _hoarder():
    """The Hoarder policy's class (its modules imported when first used)."""
    from bowengine.buyword import data as D
    from bowengine.buyword.player import Player
    from bowengine.buyword.words import search, tile_pips

    class Hoarder(Player):
        """Keeps every tile it can: CHOICE is the most tiles, it buys every draw it can pay,
        never uses a Wild, and over the limit sells the dearest word of letter tiles that
        leaves it at the limit (else discards its cheapest tile)."""

        def choose(self, view):
            return D.CHOICE_HIGH

        def buys(self, view, tiles):
            return True

        def sell(self, view, held, wilds, forced):
            if not forced:
                return None
            spare = len(held) - view["limit"]
            best, bp = None, 0
            for w in search(self.context["lexicon"], held, 0, 20000, 2, 24):
                if len(w) <= spare and w == w.upper() and tile_pips(w) > bp:
                    best, bp = w, tile_pips(w)
            return best

    return Hoarder


def buyword(seed=1, players=4, human=0, level="expert", draw=5, options=None, tries=200):
    """BuyWord at its heaviest: the human is to buy a draw of `draw` tiles (5: the die's most),
    last of the round, holding the 8-tile limit and all his Wilds, every other player holding
    the limit and his bought draw too (`options`: the game's, e.g. second_chance). Everybody
    plays the Hoarder policy to get there (seeds from `seed`, each first leader tried); the
    seats are then the human and `level` bots."""
    from bowengine.buyword import data as D
    from bowengine.buyword.state import BUY

    context = _context("buyword")
    hoarder = _hoarder()
    wilds = D.WILDS[players - 1]

    def heavy(g):
        return (g.phase == BUY and g.turn == human and g.step == players - 1 and not g.final
                and len(g.new[human]) == draw and len(g.held[human]) == D.TILE_LIMIT
                and g.wilds[human] == wilds and g.price(g.new[human]) <= g.money[human]
                and all(len(g.held[p]) >= D.TILE_LIMIT + draw for p in range(players) if p != human))

    for s in range(seed, seed + tries):
        for leader in range(players):
            g = games.new("buyword", players, s, dict(options or {}, leader=leader), context)
            for state in _states(g, _movers("buyword", players, s, context, level, hoarder), human):
                if heavy(state):
                    return games.load(state.save(), context), _seats(players, human, level)
    raise ValueError("no BuyWord state as asked in seeds %d-%d" % (seed, seed + tries - 1))


# ---- Billionaire ----------------------------------------------------------------------------
def _billionaire_held(g, p):
    """Cards player p holds: Profit, Power Play and investments."""
    return len(g.hands[p]) + len(g.powers[p]) + len(g.cards_of(p))


def _billionaire_out(g):
    """(Profit and Power Play cards held by all, investments out of the decks and owned)."""
    held = sum(len(g.hands[p]) + len(g.powers[p]) for p in range(g.players))
    return held, sum(1 for o in g.owner if o != 255)


def billionaire(seed=1, players=4, human=0, level="expert", left=(1, 9), phase="roll", ahead=10, seeds=40):
    """Billionaire late in the game (left[0] to left[1] investments left in the decks): of the
    states where the human is waited for (in `phase`, e.g. "roll", if given) in `seeds` seeded
    games of `level` bots, going on for `ahead` more actions of the human, the one where the
    human holds the most cards (Profit, Power Play and investments), then with the most cards
    held and investments out in all."""
    from bowengine.billionaire.holdings import PHASES

    def key(g):
        return (_billionaire_held(g, human), sum(_billionaire_out(g)))

    def late(g):
        return left[0] <= g._decks_left() <= left[1] and (phase is None or PHASES[g.phase] == phase)

    g = _heaviest("billionaire", players, range(seed, seed + seeds), human, level, key, late, ahead)
    return g, _seats(players, human, level)


# ---- Boggle Bowl ----------------------------------------------------------------------------
def bogglebowl(seed=1, players=3, human=0, level="expert", space="wild", top=50, teammate=True, seeds=6):
    """Boggle Bowl with 3 players (the human and a bot against a bot): the start of a round on a
    `space` square (blank, wild, two, cross) that the human controls (with `teammate`: that his
    bot teammate controls, so a resumed game has the bots play a round before the human's), the
    latest such round in `seeds` seeded games of `level` bots with neither side past `top`
    points."""
    from bowengine.bogglebowl.data import SPACE_NAMES

    kind = SPACE_NAMES.index(space)
    side = human % 2                                  # seat % 2: 0 red, 1 blue
    mate = [p for p in range(players) if p % 2 == side and p != human]
    controls = mate[0] if teammate else human

    def start(g):
        return (g.phase == 0 and g.space == kind and not g.drafts[0] and not g.drafts[1]
                and g.first < 0 and g.ms == [0, 0] and g.controller(side) == controls
                and max(g.scores) <= top)

    g = _heaviest("bogglebowl", players, range(seed, seed + seeds), human, level,
                  lambda g: (g.rounds, sum(g.scores)), start, every=teammate,
                  past=lambda g: max(g.scores) > top)   # (the pegs only go up)
    return g, _seats(players, human, level)


# ---- High Bid -------------------------------------------------------------------------------
def highbid(seed=1, players=5, human=0, level="expert", deck_left=4, seeds=40, buyer=False):
    """High Bid with 5 players near the end (at most `deck_left` cards in the deck): of the
    states where the human is waited for in `seeds` seeded games of `level` bots (with `buyer`:
    as the buyer, a card on the table he can buy), the one where the human holds the most
    cards, then with the most cards on the table and in the bank."""
    from bowengine.highbid.ledger import AT_AREA, AT_BANK

    def key(g):
        table = sum(1 for w in g.where if w >= AT_AREA or w == AT_BANK)
        return (len(g.hand(human)), table)

    def accept(g):
        return len(g.deck) <= deck_left and (not buyer or any(a[0] == "buy" for a in g.legal(human)))

    g = _heaviest("highbid", players, range(seed, seed + seeds), human, level, key, accept)
    return g, _seats(players, human, level)


STATES = {"buyword": buyword, "billionaire": billionaire, "bogglebowl": bogglebowl, "highbid": highbid}


def heaviness(game, seats):
    """A short line saying how heavy the state is (what the human holds, what is out)."""
    h = seats.index("human")
    n = game.players
    name = game.NAME
    if name == "buyword":
        from bowengine.buyword.data import TILE_LIMIT

        return ("%d players; P%d holds %d tiles (limit %d) and %d Wilds, to buy %d (%s, $%d); others hold %s"
                % (n, h + 1, len(game.held[h]), TILE_LIMIT, game.wilds[h], len(game.new[h]), game.new[h],
                   game.price(game.new[h]), [len(game.held[p]) for p in range(n) if p != h]))
    if name == "billionaire":
        held, out = _billionaire_out(game)
        return ("%d players, turn %d, %d investments left in the decks, %d owned; P%d holds %d Profit, "
                "%d Power Play, %d investments; Profit and Power Play cards held in all %d"
                % (n, game.turns, game._decks_left(), out, h + 1, len(game.hands[h]), len(game.powers[h]),
                   len(game.cards_of(h)), held))
    if name == "bogglebowl":
        from bowengine.bogglebowl.data import SPACE_NAMES

        side = game.side_of(h)
        return ("%d players; round %d on a %s space, P%d controls %s (P%d's side); score %d-%d"
                % (n, game.rounds + 1, SPACE_NAMES[game.space], game.controller(side) + 1,
                   ("red", "blue")[side], h + 1, game.scores[0], game.scores[1]))
    if name == "highbid":
        from bowengine.highbid.ledger import AT_AREA, AT_BANK, PHASES

        return ("%d players, round %d (%s), %d cards in the deck; P%d holds %d cards; %d on the table, %d in the bank"
                % (n, game.rounds, PHASES[game.phase], len(game.deck), h + 1, len(game.hand(h)),
                   sum(1 for w in game.where if w >= AT_AREA), sum(1 for w in game.where if w == AT_BANK)))
    return "%s, %d players" % (name, n)


def nvm_image(game, seats, muted=False):
    """The board's NVM (8,192 bytes) holding `game`'s save and its seats (the settings page),
    as the menu leaves it before the game program starts."""
    from bowwords.emulator import prepare

    prepare(headless=True)
    from bowui import boards
    from bowui.saves import Ring

    nvm = bytearray(b"\xff" * NVM_BYTES)
    ring = Ring(nvm, boards.PROFILES[BOARD].get("nvm_erase", 0))
    if not ring.save(game.save()):
        raise ValueError("the %s save (%d bytes) does not fit the ring" % (game.NAME, len(game.save())))
    ring.store_settings(bytes((1 if muted else 0,)) + ",".join(seats).encode())
    return nvm


def keys(seed=1, presses=300, start_ms=1000, chord=False):
    """The key script that plays a resumed game on: A on the menu's first item (Resume) 100 ms
    into the menu (code.py's first frame comes POWER_UP_MS after power-up),
    then `presses` seeded random presses (monkey.session's, without power cuts) from `start_ms`;
    without Start + Select unless `chord` (it would leave the heavy game for the menu)."""
    from bowwords.bench import monkey

    lines = monkey.session(seed, presses, cuts=False)
    from bowwords.emulator import POWER_UP_MS
    out = ["# seed: %d" % seed, "%d a 66" % (POWER_UP_MS + 100)]
    for line in lines[2:]:
        t, rest = line.split(" ", 1)
        if chord or not rest.startswith("start+select"):
            out.append("%d %s" % (int(t) + start_ms, rest))
    return out


def game_peaks(run):
    """{screen: peak live bytes} of the game program the save was resumed in: the VM run after
    the menu's first reload (not the menu's, nor a later game's the key presses wandered into)."""
    parts = run.stdout.split("\nRELOAD ")
    peaks = {}
    for line in (parts[1] if len(parts) > 1 else "").splitlines():
        if line.startswith("PEAK "):
            screen, value, _ = line[5:].rsplit(" ", 2)
            value = int(value) - run.credit       # the model's share of the VM's heap given back
            peaks[screen] = max(peaks.get(screen, 0), value)
    return peaks


def play_on(nvm, path, heap_kb=128, seed=1, presses=300, margin=256):
    """Writes the NVM image `nvm` to `path` and plays its save on from the menu's Resume on
    CircuitPython's VM with the key script `keys(seed, presses)`; returns (fwvm.Run, key script)."""
    from pathlib import Path

    from bowwords.vm import firmware as fwvm

    Path(path).write_bytes(nvm)
    lines = keys(seed, presses)
    return fwvm.run(lines, heap_kb, nvm=path, expected=None, margin=margin), lines


def figures(heap_kb=128, seeds=(1, 2, 3), presses=300, margin=256, names=NAMES, out=print):
    """Plays every heavy state on (see `play_on`) with the key presses of each of `seeds`, and
    prints two lines a game: the state, then whether every run completed and the largest live
    heap of the resumed game's screens (`margin`: pystack bytes left unused, as monkey's). Returns {name: (screen, bytes, failures)}, failures a list
    of (seed, error, key script). For `bowwords bench monkey --heavy`."""
    import tempfile
    from pathlib import Path

    results = {}
    with tempfile.TemporaryDirectory(prefix="bowwords-heavy-") as tmp:
        for name in names:
            game, seats = STATES[name]()
            nvm = nvm_image(game, seats)
            top, failed = (0, "-"), []
            for seed in seeds:
                run, lines = play_on(nvm, Path(tmp) / (name + ".nvm"), heap_kb, seed, presses, margin)
                if not run.ok:
                    failed.append((seed, run.crash, lines))
                top = max([top] + [(b, s) for s, b in game_peaks(run).items()])
            results[name] = (top[1], top[0], failed)
            out("%-12s %s" % (name, heaviness(game, seats)))
            out("%-12s %d of %d runs clean at %d KB; largest live heap %.1f KiB (%d bytes), %s"
                % ("", len(seeds) - len(failed), len(seeds), heap_kb, top[0] / 1024, top[0], top[1]))
            for seed, error, _ in failed:
                out("%-12s seed %d: %s" % ("", seed, error))
    return results


def run(args):
    """`bowwords bench monkey --heavy`: every heavy state played on; exit 1 if any run failed."""
    import json

    seeds = list(range(args.seed, args.seed + args.sessions))
    found = figures(args.heap, seeds, args.presses, args.margin,
                    out=(lambda line: None) if args.json else print)
    if args.json:
        print(json.dumps({name: {"screen": screen, "peak_live_bytes": peak,
                                 "failed": [{"seed": seed, "error": error} for seed, error, _ in failed]}
                          for name, (screen, peak, failed) in found.items()}, indent=2))
    return 1 if any(failed for _, _, failed in found.values()) else 0
