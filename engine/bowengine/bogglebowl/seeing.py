"""Boggle Bowl: what each seat sees, the result, why an action is refused, random play.

A mixin of BoggleBowl (rules.py), kept apart so each module compiles in a small heap.
"""

from bowengine.bogglebowl import data
from bowengine.bogglebowl.data import CROSS, TWO
from bowengine.bogglebowl.words import GAP, NTOK, counts, crossing, placeable, spell, split, tokenize
from bowengine.contract import Game

_PLAY = 0
_MOVE = 1
_OVER = 2
_PHASES = ("play", "move", "over")
_ROLL = ("roll",)
_GAP = ("gap",)
_UNDO = ("undo",)
_DONE = ("done",)
_PLAN = None  # random play's last plan: (cubes and space, draft)


class Seeing:
    """view, result, explain and random_action of BoggleBowl."""

    def explain(self, player, action):
        if (isinstance(action, tuple) and len(action) == 2 and action[0] == "add"
                and player in self.waiting_for() and self.phase == _PLAY
                and isinstance(action[1], int) and 0 <= action[1] < NTOK):
            letter = data.TOKENS[action[1]]
            side = self.side_of(player)
            have = counts(self.faces[side])
            if not have[action[1]]:
                return "no cube of yours shows %s (your cubes: %s)" % (
                    letter, " ".join([data.TOKENS[t] for t in self.faces[side]]))
            if self.space == CROSS and len(split(self.drafts[side])) == 2:
                return ("every cube showing %s is used: on an X space only the one letter the two "
                        "words cross on may share a cube" % letter)
            return "every cube showing %s is already used (a cube is used once)" % letter
        if isinstance(action, tuple) and action and action[0] == "gap" and self.phase == _PLAY:
            return "a %s space takes %s" % (data.SPACE_NAMES[self.space], (
                "one word", "", "two words", "two crossing words")[self.space])
        return Game.explain(self, player, action)

    # ---- applying -----------------------------------------------------------------
    def view(self, player):
        side = self.side_of(player)
        other = 1 - side
        v = {"side": data.SIDES[side], "phase": _PHASES[self.phase],
             "space": data.SPACE_NAMES[self.space],
             "token": data.square_name(self.col, self.row), "col": self.col, "row": self.row,
             "scores": list(self.scores), "pegs": [list(self.pegs[0]), list(self.pegs[1])],
             "round": self.rounds, "controller": self.controller(side) == player,
             "cubes": list(self.faces[side]), "their_cubes": list(self.faces[other]),
             "draft": list(self.drafts[side]),
             "words": [spell(w) for w in split(self.drafts[side])],
             "done": self.done[side], "their_done": self.done[other],
             "timer_ms": self.left if self.first >= 0 else None,
             "my_ms": self.ms[side], "rolls": self.rolls[side],
             "mover": data.SIDES[self.mover] if self.mover >= 0 else None,
             "steps": self.steps, "path": list(self.path), "target": self.options["target"],
             "last": None}
        if self.last:
            sp, red, blue, cr, cb, late = self.last
            v["last"] = {"space": data.SPACE_NAMES[sp], "words": [red, blue], "cubes": [cr, cb],
                         "timed_out": late}
        return v

    def result(self):
        if self.phase != _OVER:
            return None
        won = 0 if self.scores[0] >= self.options["target"] else 1
        per = {}
        for sp in range(4):
            n = self.stats[sp * 3]
            per[data.SPACE_NAMES[sp]] = {
                "rounds": n,
                "mean_cubes": [round(self.stats[sp * 3 + 1] / n, 3) if n else None,
                               round(self.stats[sp * 3 + 2] / n, 3) if n else None]}
        return {"winners": [s for s in range(self.players) if s % 2 == won],
                "scores": [self.scores[s % 2] for s in range(self.players)],
                "side_scores": list(self.scores), "pegs": [list(self.pegs[0]), list(self.pegs[1])],
                "turns": self.rounds, "rounds": self.rounds, "per_space": per,
                "ending": "reached %d" % self.options["target"]}

    # ---- random play ----------------------------------------------------------------
    def random_action(self, player, rng):
        """An allowed action; half the time it follows a real arrangement so games end."""
        legal = self.legal(player)
        if self.phase == _MOVE:
            return legal[rng.below(len(legal))]
        side = self.side_of(player)
        d = self.drafts[side]
        r = rng.below(32)
        if r == 0 and self.first < 0:
            return _ROLL
        if r < 3:
            return ("tick", 1 + rng.below(3000))
        if r == 3 and d:
            return _UNDO
        if r == 4:
            return _DONE
        if r > 6:
            plan = self._plan(side)
            if len(d) < len(plan) and d == plan[:len(d)]:
                return ("add", plan[len(d)]) if plan[len(d)] != GAP else _GAP
            if d == plan:
                return _DONE
            return _UNDO if d else _DONE
        have = counts(self.faces[side])
        opts = [t for t in range(NTOK) if have[t] and placeable(d + [t], have, self.space)]
        if _GAP in legal:
            opts.append(GAP)
        if not opts:
            return _DONE
        t = opts[rng.below(len(opts))]
        return _GAP if t == GAP else ("add", t)

    def _plan(self, side):
        # A real arrangement for random play, from the lexicon's anagram search; kept for reuse.
        global _PLAN
        key = (tuple(self.faces[side]), self.space)
        if _PLAN and _PLAN[0] == key:
            return _PLAN[1]
        have = counts(self.faces[side])
        first = _a_word(self.context["lexicon"], have, None)
        out = list(first) if first else []
        if first and (self.space == TWO or self.space == CROSS):
            rest = bytearray(have)
            for t in first:
                rest[t] -= 1
            cross = first if self.space == CROSS else None
            second = _a_word(self.context["lexicon"], rest, cross)
            out = (out + [GAP] + second) if second else []
        _PLAN = (key, out)
        return out


def _a_word(lex, have, cross):
    """Tokens of the longest word (first met) the lexicon spells from token counts `have`
    (plus one letter of `cross`, which the word must use, on an X space), or None."""
    letters = ""
    for t in range(NTOK):
        if have[t]:
            letters += data.TOKENS[t].lower() * have[t]
    if cross:
        for t in cross:
            letters += data.TOKENS[t].lower()
    best = None
    for w in lex.anagrams(letters, 0, 2, 3000):
        toks = tokenize(w.upper())
        if toks is None or (best and len(toks) <= len(best)):
            continue
        if cross is None:
            if _fits(counts(toks), have):
                best = toks
        elif crossing([cross, toks], _plus(have, cross)) >= 0:
            best = toks
    return best


def _fits(need, have):
    for t in range(NTOK):
        if need[t] > have[t]:
            return False
    return True


def _plus(rest, word):
    have = bytearray(rest)
    for t in word:
        have[t] += 1
    return have
