"""Boggle Bowl rules: two sides roll at once, build words, turn the timer, move the token.

Sides: 0 = RED, 1 = BLUE. With 2 players seat 0 is Red and seat 1 Blue. With 3 the
players choose (options) who plays alone (`alone`, seat 1 unless set) and in which colour
(`alone_red`: Red, else Blue), and which member of the team of two works the cubes first
(`lead`, a seat of the team; -1: its lower seat). A team's members take turns controlling
the cubes, round by round.

Option `pass_play` (a mask of seats, 0 = none): the seats that share one device, taking it
in turn. A round whose two controllers both share it is played in turn (game-data 2.5):
one side (Red on even rounds, Blue on odd ones) plays untimed until it turns the timer,
then the other plays, with the first side's time plus the sand.

Actions while a round is played (both sides at once, until one turns the timer):
  ("roll",)         re-roll all your cubes (clears your words)
  ("add", t)        put a cube showing letter token t (0-25 = A-Z, 26 = Qu) next in your words
  ("gap",)          start your next word;  ("undo",) takes back the last letter or gap
  ("tick", ms)      ms of time passed for you (the engine never reads a clock)
  ("done",)         first side: turn the timer (your cubes are frozen); second side: finished
After the first side is done the other has 10,000 ms of ticks (in a round played in turn:
the first side's ms plus 10,000); when they run out, its words count as they stand
(BB-18): its complete words, a half-typed last word left out. The round's winner then
moves the token, one step an action:
  ("step", d)       d = "N" (toward Red's row), "S" (toward Blue's), "E" (toward column i), "W"
Word arrangements cannot be listed, so legal() gives ("add", range(0, 27)) and allows()
checks that a cube showing the letter is free.
"""

from micropython import const

from bowengine.bogglebowl import data
from bowengine.bogglebowl.data import BLANK, TIMER_MS, WILD
from bowengine.bogglebowl.words import (GAP, NTOK, counts, cubes_used, placeable, spell,
                                        split)
from bowengine.bogglebowl.seeing import Seeing
from bowengine.contract import Game, IllegalAction

_PLAY = const(0)
_MOVE = const(1)
_OVER = const(2)
_PHASES = ("play", "move", "over")
MAX_TICK = const(60000)
_DIRS = ("N", "S", "E", "W")
_ROLL = ("roll",)
_GAP = ("gap",)
_UNDO = ("undo",)
_DONE = ("done",)
_ADD = ("add", range(0, NTOK))
_TICK = ("tick", range(1, MAX_TICK + 1))


def combine_pegs(pegs, value):
    """The pegs after scoring `value` (moves.combine_pegs)."""
    from bowengine.bogglebowl.moves import combine_pegs
    return combine_pegs(pegs, value)


class BoggleBowl(Seeing, Game):
    """Boggle Bowl for 2 sides (2 players, or 3 as a team of two against one)."""

    NAME = "bogglebowl"
    VERSION = 2         # 2: the options alone, alone_red, lead, pass_play and hints, the
    OLDEST = 1          # "rolled" field, and the side the sand ran out on in "last"
    PLAYERS = (2, 3)
    OPTIONS = {"target": data.TARGET, "alone": 1, "alone_red": False, "lead": -1, "pass_play": 0,
               "hints": False}   # hints: offered; 2 once one is shown
    ADDED_OPTIONS = {"alone": 2, "alone_red": 2, "lead": 2, "pass_play": 2, "hints": 2}
    CONTEXT = ("lexicon",)
    FIELDS = ("phase", "space", "col", "row", "faces", "drafts", "done", "first", "left", "ms",
              "rolls", "mover", "steps", "path", "scores", "pegs", "rounds", "last", "stats",
              "rolled")
    ADDED_FIELDS = {"rolled": 2}

    def check_options(self, opts):
        if not 10 <= opts["target"] <= 1000:
            raise ValueError("target must be 10 to 1000 points")
        if self.players == 2:
            if opts["alone"] != 1 or opts["alone_red"] or opts["lead"] != -1:
                raise ValueError("alone, alone_red and lead are for a 3-player game")
        elif not 0 <= opts["alone"] <= 2:
            raise ValueError("alone must be the seat playing alone, 0 to 2")
        elif opts["lead"] != -1 and (opts["lead"] == opts["alone"] or not 0 <= opts["lead"] <= 2):
            raise ValueError("lead must be a seat of the team of two (or -1)")
        if not 0 <= opts["pass_play"] < 1 << self.players:
            raise ValueError("pass_play is a mask of seats, 0 to %d" % ((1 << self.players) - 1))

    # ---- setup and rounds ---------------------------------------------------------
    def setup(self):
        self.phase = _PLAY
        self.col = data.START_COL
        self.row = data.START_ROW
        self.space = BLANK
        self.scores = [0, 0]
        self.pegs = [[], []]
        self.rounds = 0
        self.last = None
        self.mover = -1
        self.steps = 0
        self.path = []
        self.stats = [0] * 12  # per space type: rounds, red cubes, blue cubes
        self.faces = [[], []]
        self.rolled = None     # each side's final roll in the last round (for its review)
        self._new_round()

    def upgrade(self, version):
        self.rolled = None     # a version 1 save: not kept
        if self.last and (self.last[5] is True or self.last[5] is False):
            # version 1 kept whether the sand ran out, on the side that had not turned the timer
            first = self.first
            self.last[5] = (2 - first if first >= 0 else 2) if self.last[5] else 0

    def _roll(self, side):
        out = []
        for faces in data.CUBES:
            t = ord(faces[self.rng.below(6)]) - 65
            out.append(data.QU if t == 16 else t)
        self.faces[side] = out

    def _new_round(self):
        self._roll(0)  # both sides roll at once
        self._roll(1)
        self.drafts = [[], []]
        self.done = [False, False]
        self.first = -1
        self.left = TIMER_MS
        self.ms = [0, 0]
        self.rolls = [1, 1]

    # ---- who plays ----------------------------------------------------------------
    def side_of(self, seat):
        """0 (red) or 1 (blue)."""
        if self.players == 2:
            return seat
        o = self.options
        alone = 0 if o["alone_red"] else 1
        return alone if seat == o["alone"] else 1 - alone

    def seats_of(self, side):
        """The seats of `side`, the one working the cubes first first."""
        seats = [s for s in range(self.players) if self.side_of(s) == side]
        if len(seats) == 2 and seats[1] == self.options["lead"]:
            seats.reverse()
        return seats

    def controller(self, side):
        """The seat controlling `side`'s cubes this round (teams take turns)."""
        seats = self.seats_of(side)
        return seats[self.rounds % len(seats)]

    def in_turn(self):
        """True if this round is played in turn: both controllers share the device."""
        mask = self.options["pass_play"]
        return bool(mask >> self.controller(0) & 1 and mask >> self.controller(1) & 1)

    def waiting_for(self):
        if self.phase == _OVER:
            return ()
        if self.phase == _MOVE:
            return (self.controller(self.mover),)
        out = []
        turn = -1
        if self.first < 0 and self.options["pass_play"] and self.in_turn():
            turn = self.rounds % 2      # in turn: one side at a time, the first by the round
        for side in (0, 1):
            if not self.done[side] and (turn < 0 or side == turn):
                out.append(self.controller(side))
        out.sort()
        return tuple(out)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        if self.phase == _MOVE:
            from bowengine.bogglebowl.moves import steps_open  # the move only: not in a round
            return [("step", d) for d in steps_open(self)]
        side = self.side_of(player)
        d = self.drafts[side]
        out = [_ROLL, _ADD]
        if d and d[-1] != GAP and self._gaps(d) < self._max_gaps():
            out.append(_GAP)
        if d:
            out.append(_UNDO)
        out.append(_TICK)
        out.append(_DONE)
        return out

    def _gaps(self, d):
        n = 0
        for t in d:
            if t == GAP:
                n += 1
        return n

    def _max_gaps(self):
        if self.space == BLANK:
            return 0
        if self.space == WILD:
            return data.CUBES_PER_SIDE
        return 1

    # ---- checking -----------------------------------------------------------------
    def allows(self, player, action):
        if not Game.allows(self, player, action):
            return False
        if action[0] == "add":
            side = self.side_of(player)
            return placeable(self.drafts[side] + [action[1]], counts(self.faces[side]), self.space)
        return True

    def apply(self, player, action):
        """As Game.apply, with the rule book's reason when a side may not touch its cubes."""
        if (isinstance(action, tuple) and action and isinstance(player, int)
                and not isinstance(player, bool) and 0 <= player < self.players
                and self.phase != _OVER and player not in self.waiting_for()):
            side = self.side_of(player)
            mine = self.controller(side) == player
            if self.phase == _PLAY and self.done[side] and mine:
                raise IllegalAction("you turned the timer: you cannot touch your cubes "
                                    "until the round ends")
            if self.phase == _PLAY and mine:
                raise IllegalAction("the sides take the device in turn: %s plays first, then "
                                    "turns the timer" % data.SIDES[1 - side])
            if self.phase == _MOVE and action[0] != "step":
                last = self.last
                if last and last[5] and side != self.mover:
                    raise IllegalAction("the timer ran out: the round is over and %s is moving "
                                        "the token" % data.SIDES[self.mover])
                raise IllegalAction("the round is over: %s is moving the token"
                                    % data.SIDES[self.mover])
        Game.apply(self, player, action)

    def _apply(self, player, action):
        kind = action[0]
        if kind == "step":
            from bowengine.bogglebowl.moves import step
            step(self, action[1])
            return
        side = self.side_of(player)
        if kind == "roll":
            self._roll(side)
            self.drafts[side] = []
            self.rolls[side] += 1
        elif kind == "add":
            self.drafts[side].append(action[1])
        elif kind == "gap":
            self.drafts[side].append(GAP)
        elif kind == "undo":
            self.drafts[side].pop()
        elif kind == "tick":
            self.ms[side] = min(self.ms[side] + action[1], 0x3FFFFFF)
            if self.first >= 0:
                self.left -= action[1]
                if self.left <= 0:
                    self.left = 0
                    self._resolve(True)
        elif kind == "done":
            self.done[side] = True
            if self.first < 0:
                self.first = side
                if self.options["pass_play"] and self.in_turn():
                    # in turn (game-data 2.5): the first side's time, then the sand
                    self.left = TIMER_MS + max(0, self.ms[side] - self.ms[1 - side])
            else:
                self._resolve(False)

    def cubes_of(self, side):
        """The cubes side's words count now (0 if they break the space's rule)."""
        return cubes_used(self.drafts[side], counts(self.faces[side]), self.space,
                          self.context["lexicon"])

    def standing(self, side):
        """The side's draft as it stands when the sand runs out (BB-18): a half-typed last
        word (one not in the dictionary, no word break after it) is left out."""
        d = self.drafts[side]
        cut = len(d)
        while cut and d[cut - 1] != GAP:
            cut -= 1
        if cut == len(d):
            return d
        last = spell(d[cut:])
        if len(d) - cut > 1 and self.context["lexicon"].contains(last.lower()):
            return d
        return d[:cut]

    def _resolve(self, timed_out):
        late = 1 - self.first
        c = [self.cubes_of(0), self.cubes_of(1)]
        if timed_out:  # the late side's words count as they stand (BB-18)
            self.drafts[late] = self.standing(late)
            c[late] = self.cubes_of(late)
        s = self.space * 3
        self.stats[s] += 1
        self.stats[s + 1] += c[0]
        self.stats[s + 2] += c[1]
        self.last = [self.space, [spell(w) for w in split(self.drafts[0])],
                     [spell(w) for w in split(self.drafts[1])], c[0], c[1],
                     1 + late if timed_out else 0]  # 0, or 1 + the side the sand ran out on
        self.rolled = [list(self.faces[0]), list(self.faces[1])]
        self.rounds += 1
        if c[0] == c[1]:
            self._new_round()  # a tie: replay the round, the token stays
            return
        self.mover = 0 if c[0] > c[1] else 1
        self.steps = abs(c[0] - c[1])
        self.path = [self.col * 10 + self.row]
        self.phase = _MOVE
