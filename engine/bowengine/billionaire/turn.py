"""Billionaire turns: rolling and moving, Actions and Security, the end of a turn (a mixin)."""

from bowengine.billionaire import data as D
from bowengine.billionaire.holdings import (A_ANALYZE, A_BIDS, A_DISASTER, A_DRAW2, A_POWER,
                                            A_PROFIT, A_PROXY, A_SPY, A_THREE, AFTER, ANALYZE,
                                            DECK, OVER, ROLL, SPY, WINDOW, WINDOW2, Holdings,
                                            has, without)


class Turn(Holdings):
    """A player's turn from the roll to the next player."""

    def _roll(self):
        p = self.turn
        d = self.rng.die(D.DIE)
        self.roll = d
        start = self.pos[p]
        sq = (start + d) % len(D.BOARD)
        self.pos[p] = sq
        self.log.append(("roll", p, d))
        # Passing his own HQ: it lies strictly between where he was and where he lands.
        if 0 < (D.HQS[D.corner(p, self.players)] - start) % len(D.BOARD) < d:
            self.log.append(("hq", p, self._draw(p, 1)))
        self.ret = AFTER
        kind, arg = D.BOARD[sq]
        if kind == D.HQ:
            if arg == D.corner(p, self.players):
                self._begin(A_PROFIT, 2)
            elif self.analyze_targets():
                self.phase = ANALYZE
            else:
                self._done()
        elif kind == D.BIDS:
            self._begin(A_BIDS, arg)
        elif kind == D.THREE:
            self._begin(A_THREE, 0)
        elif kind == D.PROFIT:
            self._begin(A_PROFIT, 1)
        elif kind == D.ANALYZE:
            if self.analyze_targets():
                self.phase = ANALYZE
            else:
                self._done()
        else:
            self._begin(A_POWER, 0)

    def _begin(self, act, arg):
        """An Action starts: the Security window if anyone could answer, else it happens."""
        idle = ((act == A_PROFIT and not len(self.profit))
                or (act == A_POWER and not len(self.ppdeck))
                or ((act == A_BIDS or act == A_THREE) and not self._decks_left()))
        if idle:
            self._done()
            return
        self.act = act
        self.arg = arg
        self.sec = -1
        answer = [q for q in range(self.players) if q != self.turn and len(self.powers[q])]
        if answer:
            self._open(WINDOW, answer)
        else:
            self._execute()

    def _open(self, phase, who):
        self.phase = phase
        self.bidders = bytearray(who)
        self.entries = [-1] * self.players

    def _clockwise(self, who):
        """Players of `who` in order clockwise from the player whose turn it is."""
        return [(self.turn + i) % self.players for i in range(self.players)
                if has(who, (self.turn + i) % self.players)]

    def _window_done(self):
        played = -1
        for q in self._clockwise(self.bidders):
            if self.entries[q] == 1:
                played = q
                break
        first = self.phase == WINDOW
        self.bidders = bytearray()
        self.entries = [-1] * self.players
        if played >= 0:
            self.powers[played] = without(self.powers[played], D.SECURITY)
            self._bottom(D.SECURITY)
            self.log.append(("security", played))
        if first and played >= 0:
            self.sec = played
            answer = [q for q in range(self.players) if q != played and len(self.powers[q])]
            if answer:
                self._open(WINDOW2, answer)
            else:
                self._cancel()
        elif first or played >= 0:
            self._execute()
        else:
            self._cancel()

    def _cancel(self):
        self.log.append(("cancelled", self.act, self.arg))
        self._done()

    def _execute(self):
        act = self.act
        arg = self.arg
        p = self.turn
        self.phase = ROLL   # placeholder until the Action sets its own phase
        if act == A_BIDS:
            if len(self.decks[arg]):
                self._auction([self._top(arg)], False)
            else:
                left = [r for r in range(3) if len(self.decks[r])]
                if len(left) == 1:
                    self._auction([self._top(left[0])], False)
                else:
                    self.phase = DECK
        elif act == A_THREE:
            self._auction([self._top(r) for r in range(3) if len(self.decks[r])], True)
        elif act == A_PROFIT or act == A_DRAW2:
            self.log.append(("draw", p, self._draw(p, 2 if act == A_DRAW2 else arg)))
            self._done()
        elif act == A_POWER:
            kind = self.ppdeck[-1]
            self.ppdeck = self.ppdeck[:-1]
            self.ppk = min(self.ppk, len(self.ppdeck))
            self.powers[p].append(kind)
            self.log.append(("power", p))
            self._done()
        elif act == A_ANALYZE:
            self._spin(p, arg)
            self._done()
        elif act == A_DISASTER:
            self.log.append(("disaster", self.owner[arg], arg))
            self._to_deck(arg)
            self._done()
        elif act == A_SPY:
            if len(self.hands[arg]):
                self.phase = SPY
            else:
                self._done()
        elif act == A_PROXY:
            mine = self.rng.die(D.DIE)
            theirs = self.rng.die(D.DIE)
            self.log.append(("proxy", p, mine, self.owner[arg], theirs))
            if mine > theirs:
                self.pending = bytearray((arg,))
                self._bill(p, D.trading(arg), self.owner[arg])
            else:
                self._done()

    def _done(self):
        """The Action is over: back to where the card was played, or on to the turn's end."""
        if self.phase == OVER:
            return
        if self.ret == ROLL:
            self.phase = ROLL
        elif not self.revealed and self.plays(self.turn):
            self.phase = AFTER
        else:
            self._next_turn()

    def _next_turn(self):
        self.turn = (self.turn + 1) % self.players
        self.turns += 1
        self.phase = ROLL
        self.revealed = False
        # The log keeps the turn just ended and the new one, each opened by ("turn", player).
        start = 0
        for i in range(len(self.log)):
            if self.log[i][0] == "turn":
                start = i
        self.log = self.log[start:]
        self.log.append(("turn", self.turn))
        self.out = bytearray()
        self.bidders = bytearray()
        self.entries = [-1] * self.players
        self.tie = 0
        self.payer = -1
        self.price = 0
        self.payee = -1
        self.act = 0
        self.arg = 0
        self.sec = -1
        self.lot = False

    def _finish(self, ending):
        self.phase = OVER
        self.ending = ending
        worths = [self.worth(p) for p in range(self.players)]
        top = max(worths)
        self.winners = [p for p in range(self.players) if worths[p] == top]
