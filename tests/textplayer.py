"""A player of `bowwords play --text` that reads only the screens it prints (no engine, no
emulator state): one button name a line in, the screen as text out, as a person at a terminal
with piped keys would play. Its policy is simple (pass, decline, give up the round) but it plays
each game from its setup to its results."""

import io
import re

RULE = "-" * 28


def decide(screen, last, repeats):
    """The next line to type for a screen (a button name, or 'wait MS'), or None at the end."""
    lines = screen.split("\n")
    if re.search(r"\b(wins|Winner|Winners)\b", screen) and "A: menu" in screen:
        return None                                      # the results
    if repeats >= 2:
        return "wait 1500"                               # a bot thinking, a die rolling
    if "> Start" in screen:
        return "A"
    if re.search(r"^ ?> ?\S.*: ", screen, re.M) and "Start" in screen and "Players" in screen:
        return "Down"                                    # setup: down to Start
    if "you have $" in screen or "your bid" in screen:   # a sealed bid: no bid
        return "A" if "[ No bid ]" in screen else "Right"
    if "buys?" in lines[0]:                              # BuyWord: decline the draw
        return "A" if "> Decline" in screen else "Down"
    if "SELL" in screen and ("DONE" in screen or "TOSS" in screen):
        return "A" if ">DONE" in screen else "Left"      # BuyWord: sell nothing, DONE
    if "Undo" in screen and ("Timer" in screen or "Done" in screen):
        if re.search(r">\s?(Timer|Done)\b", screen):
            return "A"                                   # Boggle Bowl: give the round up
        return "Left" if re.search(r">\s?(Next|Undo|Roll)\b", screen) else "Down"
    if re.search(r"^ ?> ?Bid\b", screen, re.M) and "Pass" in screen:
        return "Down"                                    # High Bid: pass every auction
    if re.search(r"^ ?> ?(Sell a card|Buy from the table)", screen, re.M) and "End my turn" in screen:
        return "Down"                                    # High Bid: end the turn at once
    return "A"


class Keys:
    """The lines typed into `play --text`: each decided from the last screen printed to `out`."""

    def __init__(self, out, limit):
        self.out = out
        self.limit = limit
        self.typed = []

    def isatty(self):
        return False

    def __iter__(self):
        shown, repeats = None, 0
        for _ in range(self.limit):
            screens = [s.strip("\n") for s in self.out.getvalue().split(RULE + "\n") if s.strip()]
            screen = screens[-1] if screens else ""
            repeats = repeats + 1 if screen == shown else 0
            shown = screen
            line = decide(screen, self.typed[-1] if self.typed else None, repeats)
            if line is None:
                return
            self.typed.append(line)
            yield line + "\n"


def play(game, seed, limit=3000):
    """(the last screen, lines typed) of `game` played in the terminal by the text player."""
    from bowwords import emulator
    from bowwords import textplay

    out = io.StringIO()
    emu = emulator.Emulator("pybadge", seed=seed, game=game)
    emu.release = True
    keys = Keys(out, limit)
    textplay.run_terminal(emu, keys, out)
    screens = [s.strip("\n") for s in out.getvalue().split(RULE + "\n") if s.strip()]
    return screens[-1], keys.typed
