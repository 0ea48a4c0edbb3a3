"""Boggle Bowl bots: levels of how many cubes of the optimum they reach and how long they take.

A bot sees only its view and legal choices. It "thinks" for a while (it sends
("tick", ms) actions, as the handheld's clock would), lays out the words its
search found, one cube an action, and turns the timer. Levels differ in the
solver's node budget (how much of the dictionary graph they search: the easy
bot finds short words, the expert the optimum) and in their thinking time, so a
human can win at easy and must be quick at expert. Like a person, a bot re-rolls
poor cubes before it starts and, under the opponent's timer, plays what it has
rather than run out of sand (the rule book's strategy hint: quick words put the
pressure on).
"""

from bowengine.bogglebowl.data import SCORE_ROWS, SPACE_NAMES
from bowengine.bogglebowl.words import GAP, NTOK, counts, placeable
from bowengine.bots import Bot
from micropython import const

_TICK_MS = 500
_SMALL_BUDGET = const(150)  # solver nodes a bot searches after a MemoryError (lighten)


def _plan_tokens(words):
    out = []
    for w in words:
        if out:
            out.append(GAP)
        out.extend(w)
    return out


def _step(view):
    """The easy bot's way: toward the best scoring square the steps can reach, else straight
    ahead."""
    red = view["side"] == "red"
    ahead = "N" if red else "S"
    col, row, steps = view["col"], view["row"], view["steps"]
    to_go = (8 - row) if red else row
    values = SCORE_ROWS[0 if red else 1]
    best = -1
    target = col
    for c in range(9):
        if to_go + abs(c - col) <= steps and values[c] > best:
            best = values[c]
            target = c
    if target > col:
        return ("step", "E")
    if target < col:
        return ("step", "W")
    return ("step", ahead)


class LevelBot(Bot):
    """A bot of one level: BUDGET solver nodes (0 = exhaustive), THINK + PER_CUBE ms.

    It steers the token (steering.py) to the best end by score; a bot that READS the
    rounds also steers onto the space types it beats the opponent on by most cubes."""

    BUDGET = 0
    READS = False
    MARGIN_WEIGHT = 300  # hundredths of a point of steering worth per cube of mean margin
    THINK = 3000
    PER_CUBE = 300
    HURRY_BUDGET = 150
    REROLL_BELOW = 5  # re-roll (at most twice a round) if the best found uses fewer cubes
    REROLL_AT = None  # or per space type and roll (space * 2 + rolls - 1): REROLL_BELOW's place
    _key = None
    _plan = None
    _think = 0
    _seen = None  # per space type: rounds seen, cubes more than the opponent in them
    _round = -1  # the round last read

    def _lex(self):
        return self.context["lexicon"]

    def lighten(self):
        """After a MemoryError: the solver's arrays go, the plan is searched again on a small budget."""
        from bowengine.bogglebowl import SCRATCH
        SCRATCH.clear()
        self.BUDGET = self.HURRY_BUDGET = _SMALL_BUDGET
        self._key = None

    def _solve(self, cubes, space, budget):
        from bowengine.bogglebowl.solver import solve  # imported when first needed

        return solve(cubes, space, self._lex(), budget, self.tick)

    def steer(self, view, legal):
        """The step to take while this side moves the token."""
        from bowengine.bogglebowl.steering import choose_step  # the move only: not in a round

        return choose_step(view, legal, self.bonus())

    def bonus(self):
        """Per space type: the mean cube margin seen over this side's opponent x
        MARGIN_WEIGHT, over the rounds seen + 2 (so an unseen type counts 0)."""
        seen = self._seen
        out = [0, 0, 0, 0]
        if self.READS and seen:
            for sp in range(4):
                out[sp] = seen[sp * 2 + 1] * self.MARGIN_WEIGHT // (seen[sp * 2] + 2)
        return out

    def _read(self, view):
        # Adds the last round (space, cubes of each side) to the margins seen, once.
        last = view["last"]
        if not last or view["round"] == self._round:
            return
        self._round = view["round"]
        if self._seen is None:
            self._seen = [0] * 8
        sp = SPACE_NAMES.index(last["space"])
        mine = 0 if view["side"] == "red" else 1
        self._seen[sp * 2] += 1
        self._seen[sp * 2 + 1] += last["cubes"][mine] - last["cubes"][1 - mine]

    def act(self, view, legal):
        self._read(view)
        if view["phase"] == "move":
            return self.steer(view, legal)
        cubes = view["cubes"]
        space = SPACE_NAMES.index(view["space"])
        key = (tuple(cubes), space, view["rolls"], view["round"])
        if key != self._key:
            best = self._solve(cubes, space, self.BUDGET)
            self._key = key
            self._plan = _plan_tokens(best[0])
            self._think = self.THINK + self.PER_CUBE * best[1]
            self._cubes = best[1]
        draft = view["draft"]
        timer = view["timer_ms"]
        rolls = view["rolls"]
        below = self.REROLL_AT[space * 2 + rolls - 1] if self.REROLL_AT and rolls < 3 else self.REROLL_BELOW
        if (not draft and timer is None and self._cubes < below and rolls < 3
                and ("roll",) in legal):
            return ("roll",)
        wait = self._think - view["my_ms"]
        if wait > 0:
            if timer is None or wait < timer - 1000:
                return ("tick", min(wait, _TICK_MS))
            if self._cubes and not draft:  # out of sand soon: settle for a quick find
                best = self._solve(cubes, space, self.HURRY_BUDGET)
                self._plan = _plan_tokens(best[0])
                self._cubes = best[1]
                self._think = 0
        plan = self._plan
        n = len(draft)
        if draft != plan[:n]:
            return ("undo",)
        if n < len(plan):
            return ("gap",) if plan[n] == GAP else ("add", plan[n])
        return ("done",)


class EasyBot(LevelBot):
    """Short words, slowly; steers straight for the best scoring square it can reach."""

    BUDGET = 120
    THINK = 12000
    PER_CUBE = 1500
    REROLL_BELOW = 3

    def steer(self, view, legal):
        step = _step(view)
        return step if step in legal else legal[0]


class NormalBot(LevelBot):
    """Most of the optimum; steers by score only."""

    BUDGET = 400
    THINK = 6000
    PER_CUBE = 800


class ExpertBot(LevelBot):
    """Plays the solver's answer (exhaustive search), quickly; re-rolls whenever a new roll
    should do better; steers by score and by the space types it beats the opponent on."""

    BUDGET = 0
    READS = True
    # Re-roll below these cubes (space type x the roll: first, second), the rule that makes
    # the most cubes expected of a round with two re-rolls: the solver's best over 150 seeded
    # rolls averages 7.7 cubes on Blank (a second roll of 7 or less is rolled again; a first
    # of 8 or less, against 8.2 for two more tries) and 10.5 of 11 on 2 and X (anything short
    # of 11 is rolled again). Wild gives all 11 in 93 % of rolls: rolled again below 10 only,
    # since two sides re-rolling every 10 tie (a replay) almost every Wild round, for ever.
    REROLL_AT = b"\x09\x08\x0a\x0a\x0b\x0b\x0b\x0b"
    THINK = 2000
    PER_CUBE = 300
    # The settings `bowwords sim bogglebowl --challenger expert,NAME:VALUE` turns (REROLL_AT by
    # entry: REROLL_AT[I]). THINK and PER_CUBE are its pace (a person's quick hands), not a
    # judgement: a faster expert is a harder one, not a better-tuned one.
    TUNING = ("MARGIN_WEIGHT", "REROLL_AT")


class RandomBot(Bot):
    """Random allowed actions: letters that fit its cubes, sometimes a word break or done."""

    def act(self, view, legal):
        if view["phase"] == "move":
            return legal[self.rng.below(len(legal))]
        r = self.rng.below(16)
        if r == 0 and view["timer_ms"] is None:
            return ("roll",)
        if r < 3:
            return ("tick", 1 + self.rng.below(2000))
        if r == 3 or len(view["draft"]) > 8:
            return ("done",)
        have = counts(view["cubes"])
        space = SPACE_NAMES.index(view["space"])
        opts = [t for t in range(NTOK) if have[t] and placeable(view["draft"] + [t], have, space)]
        if ("gap",) in legal:
            opts.append(GAP)
        if not opts:
            return ("done",)
        t = opts[self.rng.below(len(opts))]
        return ("gap",) if t == GAP else ("add", t)


BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
