"""Billionaire for 2-4 players (seed 002), money in $1M units (the goal is 1,000).

A turn: the player rolls the die and moves clockwise; passing his own
Headquarters draws 1 Profit card, landing on it draws 2; the square he lands on
is an Action (Sealed Bids on a region or on Three, Analyze, another player's
HQ, Profit, Power Play). Before an Action takes effect the other players who
hold a Power Play card (the counts are public, so asking them shows nothing)
may answer it with a Security card; a second Security, from anyone but the
first one's player, cancels the first and the Action takes place. Held Power
Play cards are played in the player's own turn, before he rolls or after his
square is done, but never once bids have been revealed in that turn.

Actions (card numbers: data.CARDS order, region * 10 + rung; players 0-3):
    ("roll",)             roll and move (the player whose turn it is)
    ("analyze-any", card) play Analyze Any Investment on an unprotected card
    ("disaster", card)    play Disaster on an opponent's unprotected card
    ("espionage", player) play Espionage on an opponent with Profit cards
    ("proxy", card)       play Proxy Fight on an unprotected card whose trading
                          value the player could pay
    ("powerplay",)        play Power Play: draw 2 Profit cards
    ("end",)              end the turn, keeping the Power Play cards held
    ("security",) / ("allow",)  answer an Action (a simultaneous step)
    ("deck", region)      the named region is sold out: take another deck
    ("bid", amount)       a sealed bid (a simultaneous step) ...
    ("pass",)             ... or none
    ("pay", profit, invest)  pay the bid with any legal payment (payment.py:
                          the codes, and which payments are legal); legal()
                          lists the one offered first, then payment.ANY for
                          the others, which allows() checks one by one
    ("analyze", card)     analyze a card (Analyze square, another player's HQ)
    ("decline",)          do not analyze
    ("take", value)       Espionage: take a Profit card of that value

Rulings beyond the rule book and game-data.md 3.6:
- Players sit round the board, one a side, and each takes the corner to his
  right as his HQ (data.corner): with 2 players they sit opposite, so player 0
  has the orange corner and player 1 the green one; with 3 or 4, player i has
  corner i (orange, yellow, green, blue).
- The first player is found by rolling for everyone, re-rolling ties among
  the tied; the rolls show in the view ("opening").
- A Security answers the Action it is played on and is decided before any
  chance of that Action: a Sealed Bids landing before the card is drawn, an
  analysis once its card is named. Profit cards are drawn by passing one's
  HQ without any Action. At most two Security cards meet one Action (the rule
  book: the two cancel and the original action takes place). When several
  players answer Security at once, the first clockwise from the player whose
  turn it is plays it; the others keep their cards.
- A tie is re-bid by the tied players only, a new round of sealed bids in
  which each may bid any amount or pass, until one bid is higher than the
  others; if they all pass, nobody bid and the card(s) go back to their decks,
  which are reshuffled (as when nobody bids at all).
- A winner who cannot pay forfeits at once; among equally valuable
  investments he loses the lowest card number (Eurasia first).
- After a forfeit the card(s) up for bids are shown to everyone (rule 6: the
  new sealed bids are made "even though the value of the Investment card(s)
  may have been revealed"); if nobody is left to bid, or nobody bids, they go
  back to their decks, which are reshuffled.
- Proxy Fight: the die rolls tie -> nothing; the trading value is paid with
  the no-change payment rules (Profit cards and investments).
- Landing on an Analyze square or another HQ with nothing to analyze does
  nothing; so does a Sealed Bids square when every deck is empty.
- Within a region the reconstructed values all differ, so an owner's least
  valuable card there is always one card (BIL-29 cannot arise).
- Held Power Play cards are hidden like Profit cards (their number is public).
- The game-ending checks run after every action: the billion (investments at
  actual value plus Profit cards) first; but a payment that empties the last
  deck ends the game as "last investment" even if it also makes a billionaire.

Options: "goal" (default 1000, the billion in $M) and "maximum" (the highest
bid the slate takes, default 999); smaller values make short test games.

Hidden information: Profit hands (their sizes are public), held Power Play
cards, the card drawn for Sealed Bids (seen by its drawer only) and the
face-down cards of Sealed Bids on Three, until a forfeit shows them, the order
of every deck, and bids until all are
written. The view shows the rest, including the log of the last and the
current turn and "past": the last auction's first round of bids and its
payment ([number, cards, lander, reveals, payer, cash paid, Profit cards paid,
payee]).

The state (FIELDS) is small ints, short lists and bytearrays: Profit hands and
decks hold card values, the Power Play deck card kinds (bottom first), the
investment decks card numbers (top last), owner[card] a player or 255. The
code is split into mixins to keep each module small enough to compile on the
device: holdings.py (state helpers, the Analyzer), turn.py (moves, Actions,
Security), bidding.py (sealed bids, payment), seeing.py (view, result,
resample); payment.py checks and finds the no-change payments.
"""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.bidding import Bidding
from bowengine.billionaire.holdings import (A_ANALYZE, AFTER, ANALYZE, BID, DECK, ENDINGS, NOBODY, OVER, PAY,
                                            PLAYS, ROLL, SPY, WINDOW, WINDOW2, has, with_sorted, without)
from bowengine.billionaire.seeing import Seeing
from bowengine.billionaire.turn import Turn
from bowengine.contract import Game


class Billionaire(Turn, Bidding, Seeing, Game):
    """The whole game: board, decks, hands, sealed bids, the Analyzer, Power Play."""

    NAME = "billionaire"
    VERSION = 3         # 2: the "tally" field; 3: its buys are lots, its payments at worth
    OLDEST = 1
    PLAYERS = (2, 4)
    OPTIONS = {"goal": D.GOAL, "maximum": 999}
    RARE = (("decline",),)
    ENDINGS = ENDINGS[1:]   # how a game can end (result()["ending"])
    FIELDS = ("pos", "hands", "powers", "profit", "ppdeck", "ppk", "decks", "owner", "phase",
              "turn", "first", "opening", "turns", "roll", "act", "arg", "sec", "ret", "entries",
              "bidders", "out", "tie", "reveals", "pending", "lot", "payer", "price", "payee",
              "revealed", "log", "ending", "winners", "auctions", "past", "tally")
    ADDED_FIELDS = {"tally": 2}

    def random_action(self, player, rng):
        """Random play, but 15 bids in 16 within the player's means: bids drawn from the
        whole 0-999 range nearly always overbid, so nothing would ever be sold. payment.ANY
        (any legal payment) becomes one at random."""
        action = Game.random_action(self, player, rng)
        if action == payment.ANY:
            from bowengine.billionaire.paylist import pick
            return ("pay",) + pick(self.hands[player], self.cards_of(player), self.price, rng)
        if action[0] == "bid" and rng.below(16):
            bids = self.legal(player)[0][1]  # the bid choice comes first
            top = min(bids[-1], max(bids.start, self.payable(player)))
            return ("bid", rng.between(bids.start, top))
        return action

    def check_options(self, opts):
        if not 10 <= opts["goal"] <= 5000:
            raise ValueError("goal must be from 10 to 5000 ($M)")
        if not 10 <= opts["maximum"] <= 999:
            raise ValueError("maximum must be from 10 to 999 ($M)")

    def setup(self):
        n = self.players
        rng = self.rng
        deck = bytearray()
        for value, k in D.PROFIT_CARDS:
            deck.extend(bytearray([value] * k))
        rng.permute(deck)
        pp = bytearray()
        for kind in range(len(D.POWER_CARDS)):
            pp.extend(bytearray([kind] * D.POWER_CARDS[kind][1]))
        rng.permute(pp)
        self.decks = []
        for r in range(3):
            d = bytearray(range(r * D.PER_REGION, (r + 1) * D.PER_REGION))
            rng.permute(d)
            self.decks.append(d)
        self.hands = [bytearray() for _ in range(n)]
        self.profit = deck
        for _ in range(D.START_HAND):
            for p in range(n):
                self._draw(p, 1)
        self.powers = [bytearray() for _ in range(n)]
        self.ppdeck = pp
        self.ppk = 0                       # cards at the bottom everybody has seen
        self.owner = bytearray([NOBODY] * D.CARDS)
        self.pos = bytearray([D.HQS[D.corner(p, n)] for p in range(n)])
        # Who plays first: everybody rolls, ties roll again.
        self.opening = []
        rolling = list(range(n))
        while len(rolling) > 1:
            rolls = [[p, rng.die(D.DIE)] for p in rolling]
            self.opening.append(rolls)
            top = max([r[1] for r in rolls])
            rolling = [r[0] for r in rolls if r[1] == top]
        self.first = rolling[0]
        self.turn = self.first
        self.turns = 1
        self.phase = ROLL
        self.roll = 0
        self.act = 0
        self.arg = 0
        self.sec = -1
        self.ret = AFTER
        self.entries = [-1] * n
        self.bidders = bytearray()
        self.out = bytearray()
        self.tie = 0
        self.reveals = []
        self.pending = bytearray()
        self.lot = False
        self.payer = -1
        self.price = 0
        self.payee = -1
        self.revealed = False
        self.log = [("turn", self.turn)]
        self.ending = 0
        self.winners = []
        self.auctions = 0      # auctions held so far
        self.past = []         # the last auction's first round: [number, cards, lander, reveals]
        # Per player, for the end-of-game review (in result() only: hands are secret till
        # then): $M paid for auctions won, $M got from others' winning bids (both in worth:
        # Profit cards at face value, investments at actual value), the best and the worst
        # buy as (the lot's cards as a bit mask, its actual value less the worth paid).
        self.tally = [0, 0, -1, 0, -1, 0] * self.players

    def upgrade(self, version):
        if version < 2:
            self.tally = [0, 0, -1, 0, -1, 0] * self.players    # a version 1 save: none kept
            return
        t = self.tally          # a version 2 save: a buy was kept by its first card
        for k in range(0, len(t), 6):
            for j in (k + 2, k + 4):
                if t[j] >= 0:
                    t[j] = 1 << t[j]

    def waiting_for(self):
        ph = self.phase
        if ph == OVER:
            return ()
        if ph == WINDOW or ph == WINDOW2 or ph == BID:
            return tuple([q for q in self.bidders if self.entries[q] < 0])
        if ph == PAY:
            return (self.payer,)
        return (self.turn,)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        ph = self.phase
        if ph == ROLL:
            return [("roll",)] + self.plays(player)
        if ph == AFTER:
            return [("end",)] + self.plays(player)
        if ph == WINDOW or ph == WINDOW2:
            if has(self.powers[player], D.SECURITY):
                return [("allow",), ("security",)]
            return [("allow",)]
        if ph == BID:
            return [("bid", range(1, self.options["maximum"] + 1)), ("pass",)]
        if ph == PAY:
            return [("pay",) + self.offer(), payment.ANY]
        if ph == ANALYZE:
            return [("analyze", c) for c in self.analyze_targets()] + [("decline",)]
        if ph == DECK:
            return [("deck", r) for r in range(3) if len(self.decks[r])]
        if ph == SPY:
            seen = []
            for v in self.hands[self.arg]:
                if v not in seen:
                    seen.append(v)
            return [("take", v) for v in seen]
        return []

    def offer(self):
        """The payment offered first to the payer (payment.cheapest)."""
        p = self.payer
        return payment.cheapest(self.hands[p], self.cards_of(p), self.price)

    def allows(self, player, action):
        if action[0] == "pay" and len(action) == 3 and self.phase == PAY and player == self.payer:
            return payment.legal(self.hands[player], self.cards_of(player), self.price,
                                 action[1], action[2])
        return Game.allows(self, player, action)

    def explain(self, player, action):
        if action[0] in PLAYS and self.revealed:
            return "no Power Play card may be played on a turn after bids have been revealed"
        if action[0] == "pay" and self.phase == PAY:
            return ("pay %d with cards you hold, none of which you could leave out, e.g. pay %d %d"
                    % ((self.price,) + self.offer()))
        return Game.explain(self, player, action)

    def _apply(self, player, action):
        name = action[0]
        if name == "roll":
            self._roll()
        elif name in PLAYS:
            kind, act = PLAYS[name]
            self.powers[player] = without(self.powers[player], kind)
            self._bottom(kind)
            self.log.append(("play", player, kind, action[1] if len(action) > 1 else -1))
            self.ret = self.phase
            self._begin(act, action[1] if len(action) > 1 else 0)
        elif name == "end":
            self._next_turn()
        elif name == "allow" or name == "security":
            self.entries[player] = 1 if name == "security" else 0
            if not self.waiting_for():
                self._window_done()
        elif name == "bid" or name == "pass":
            self.entries[player] = action[1] if name == "bid" else 0
            if not self.waiting_for():
                self._bids_done()
        elif name == "pay":
            self._pay(action[1], action[2])
        elif name == "analyze":
            self._begin(A_ANALYZE, action[1])
        elif name == "decline":
            self._done()
        elif name == "deck":
            self._auction([self._top(action[1])], False)
        elif name == "take":
            self._take_from(self.arg, action[1])
            self.hands[player] = with_sorted(self.hands[player], action[1])
            self.log.append(("spied", player, self.arg))
            self._done()
        if self.phase != OVER:
            for p in range(self.players):
                if self.worth(p) >= self.options["goal"]:
                    self._finish(1)
                    break
