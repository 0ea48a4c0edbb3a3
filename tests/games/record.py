"""Records this folder's whole-game key scripts: `.venv/bin/python tests/games/record.py [NAME...]`.

Each game is played from the main menu to its results by the UI tests' own players (the
human seat's moves chosen by a bot's brain or a simple policy) in the emulator with seed 7,
and every button press is written down as a key script that replays the same game, in the
emulator (`bowwords play --keys`) and in the firmware on CircuitPython's VM (`bowwords bench
firmware`). Re-record after a change to a game's screens or bots changes its course.
"""

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parent / "device")]

from bowwords.emulator import Emulator  # noqa: E402

SEED = 7
SEEDS = {"bogglebowl-game": 12}    # a seed whose game ends within the policy's patience
_presses = []
_button = Emulator.button


def _logged(self, name, down):
    _presses.append((self.now, name, down))
    _button(self, name, down)


def _script(what, emu, seed):
    """Key-script lines for the presses logged, ending on the screen the emulator shows."""
    lines = ["# " + what + " (recorded by tests/games/record.py)", "# seed: %d" % seed]
    text = [t.strip() for t in emu.text().splitlines() if t.strip()]
    words = re.sub(r"\s+", " ", text[1] if len(text) > 1 else text[0])[:24].strip()
    lines.append("# ends on: %s | %s" % (type(emu.app.screen).__name__, words))
    down = {}
    for now, name, pressed in _presses:
        if pressed:
            down[name] = now
        elif name in down:
            start = down.pop(name)
            lines.append("%d %s %d" % (start, name.lower(), now - start))
    return lines


def buyword(players):
    import test_ui_buyword as t
    seats = ["human"] + ["expert"] * (players - 1)
    emu, _, _, _ = t.whole_game(SEED, seats)
    return emu


def bogglebowl():
    import test_ui_bogglebowl as t
    from bowengine.lexicon import Lexicon
    emu = Emulator("pybadge", seed=SEEDS["bogglebowl-game"])
    t.start(emu, players=2, seats=(0, 1))            # Blue: expert
    t.play_to_results(emu, set(), Lexicon(str(t.DICT), check=False))
    return emu


def billionaire():
    import test_ui_billionaire as t
    emu = t.open_setup(SEED)
    t.set_seats(emu, ["human", "expert", "expert", "expert"])
    t.start(emu)
    t.play(emu, set())
    return emu


def highbid():
    import test_ui_highbid as t
    emu = Emulator("pybadge", seed=SEED)
    t.open_game(emu, 5, 1)
    seen, looked = set(), set()
    for _ in range(5000):
        if t.screen_name(emu) == "ResultsScreen":
            break
        t.human_step(emu, seen, looked)
    return emu


GAMES = {
    "buyword-game": ("BuyWord: you (P1) against three expert bots, menu to results", lambda: buyword(4)),
    "buyword-solitaire-game": ("BuyWord solitaire, menu to results", lambda: buyword(1)),
    "bogglebowl-game": ("Boggle Bowl: you (Red) against the expert bot, menu to results", bogglebowl),
    "billionaire-game": ("Billionaire: you (P1) against three expert bots, menu to results", billionaire),
    "highbid-game": ("High Bid: you (P1) against four expert bots, menu to results", highbid),
}


def main(names):
    Emulator.button = _logged
    for name in names or sorted(GAMES):
        what, play = GAMES[name]
        del _presses[:]
        emu = play()
        lines = _script(what, emu, SEEDS.get(name, SEED))
        (HERE / (name + ".keys")).write_text("\n".join(lines) + "\n")
        print("%s: %d presses, ends on %s" % (name, len(lines) - 2, lines[2][len("# ends on: "):]))


if __name__ == "__main__":
    main(sys.argv[1:])
