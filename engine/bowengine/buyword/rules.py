"""BuyWord for 1-4 players (seed 001): buy letters at pips squared, sell words at pips squared."""

# A round: the Leader rolls the die (on CHOICE he picks 2-5); the engine draws
# that many letter tiles for each player from the bag, one at a time, the Leader
# first and then to the left; each player in turn from the Leader buys all of
# his drawn tiles or none, paying (pips)^2 to the bank (unbought tiles go out of
# play); then each player in turn sells words made of any tiles he holds (at
# most one Wild a word, 1 pip) for (pips)^2 from the bank, and ends his turn
# with at most 8 letter tiles (selling or discarding). The die passes left. The
# round in which the bag runs out is the last one: if it ran out before everyone
# had his number, none of that round's tiles may be bought.
#
# Actions:
#     ("roll",)             the Leader rolls the die
#     ("choose", n)         after CHOICE: 2-5 tiles each
#     ("take", "E")         face-up draft (option): take a tile from the display
#     ("buy",) / ("decline",)   the player's drawn tiles (or, second-chance purchase,
#                           the tiles another player declined) all or nothing
#     ("sell", "ENJOYeD")   sell a word made of held tiles: upper case = letter tiles,
#                           at most one lower-case letter = a Wild standing for it
#     ("discard", "Q")      over the 8-tile limit: put a tile out of play
#     ("done",)             end one's selling (only within the limit)
#     ("challenge",) / ("accept",)   challenges option: answer another player's word
#     ("bid", n) / ("pass",)   tile auction option (auction.py)
#     ("swap"|"cash"|"pay", ...), ("pass",), ("accept",) / ("refuse",)   letter trading (trading.py)
# legal() describes selling as SELL = ("sell", "word"): a word is too many actions
# to list; allows() checks the real word and explain() says what is wrong.
#
# Options (all off by default):
#     leader=0             who leads the first round ("any mutually agreeable manner")
#     challenges=False     pass-and-play: words are not checked until challenged; the
#                          loser of a challenge pays $20 to the bank (game-data ruling)
#     second_chance=False  RECONSTRUCTION of a Variation: declined tiles are offered
#                          clockwise at the same price; the first to accept buys them
#     face_up_draft=False  RECONSTRUCTION of a Variation: players x n tiles are laid
#                          face up and taken one at a time, the Leader first
#     tile_auction=False   RECONSTRUCTION: declined tiles are auctioned (auction.py)
#     letter_trading=False RECONSTRUCTION: letters are traded before selling (trading.py)
#     open_bag=False       every view shows the letters left in the bag; off, a real bag:
#                          its count only (BW-11: draws are hidden)
# Each option's own steps are in its module, imported only when a game reaches them.
#
# Rulings beyond the rule book and game-data.md: see steps.py.

from bowengine.buyword import data as D
from bowengine.buyword import steps
from bowengine.buyword.pricing import letter_pips
from bowengine.buyword.state import (AUCTION, BUY, CHALLENGE, CHOOSE, DRAFT, OFFER, OVER, PHASES, ROLL,
                                     SELL, TRADE, counts_of, distinct)
from bowengine.contract import Game

SELL_CHOICE = ("sell", "word")
_ROLL = ("roll",)
_BUY = ("buy",)
_DECLINE = ("decline",)
_DONE = ("done",)
_CHALLENGE = ("challenge",)
_ACCEPT = ("accept",)

class BuyWord(Game):
    """A game of BuyWord; the device draws the tiles and keeps the bank."""

    NAME = "buyword"
    VERSION = 3         # 2: the tile auction and letter trading options, the "deal" field;
    OLDEST = 2          # 3: the open bag and hints options, the "tally" field
    PLAYERS = (1, 4)
    CONTEXT = ("lexicon",)
    OPTIONS = {"leader": 0, "challenges": False, "second_chance": False, "face_up_draft": False,
               "tile_auction": False, "letter_trading": False, "open_bag": False, "hints": False}
    ADDED_OPTIONS = {"open_bag": 3, "hints": 3}   # hints: offered; 2 once one is shown
    RARE = (_DONE,)
    SOLO_TARGETS = (800, 900, 1000)   # the solitaire scale: fair, good, outstanding
    FIELDS = ("bag", "held", "new", "wilds", "money", "phase", "leader", "turn", "step",
              "face", "tiles", "final", "display", "offer", "claim", "seller", "gone",
              "rounds", "note", "deal", "tally")
    ADDED_FIELDS = {"tally": 3}

    def check_options(self, opts):
        if not 0 <= opts["leader"] < self.players:
            raise ValueError("leader must be a player, 0 to %d" % (self.players - 1))

    def setup(self):
        n = self.players
        self.bag = bytearray(D.COUNTS)
        self.held = [""] * n          # bought letter tiles, sorted
        self.new = [""] * n           # this round's drawn tiles, kept apart until bought
        self.wilds = [D.WILDS[n - 1]] * n
        self.money = [D.START_MONEY] * n
        self.phase = ROLL
        self.leader = self.options["leader"]
        self.turn = self.leader
        self.step = 0                 # players done in this phase (or tiles drafted)
        self.face = -1                # index into DIE_FACES of the last roll
        self.tiles = 0                # tiles each player draws this round
        self.final = False            # the bag ran out this round
        self.display = ""             # face-up draft: tiles on show
        self.offer = -1               # second chance: whose declined tiles are offered
        self.claim = ""               # challenges: the word waiting for answers
        self.seller = -1
        self.gone = 0                 # letter tiles out of play
        self.rounds = 0
        self.note = ""                # the last event, for the screen
        self.deal = []                # an auction or a trade under way (auction.py, trading.py)
        # Per player, for the end-of-game review: best sale's price and word, pips of letter
        # tiles that went unsold (discarded, or held at the end).
        self.tally = [0, "", 0] * self.players

    def upgrade(self, version):
        self.tally = [0, "", 0] * self.players    # a version 2 save: zeros

    # ---- reading the state ------------------------------------------------------
    def bag_size(self):
        """Letter tiles left in the bag."""
        return sum(self.bag)

    def price(self, letters):
        """Dollars for these tiles: (pips)^2."""
        p = 0
        for ch in letters:
            p += letter_pips(ch)
        return p * p

    def over_limit(self, player):
        """Letter tiles the player must still get rid of (0 if within the limit)."""
        if self.final:
            return 0
        k = len(self.held[player]) - D.TILE_LIMIT
        return k if k > 0 else 0

    def word_error(self, player, word):
        """Why `player` cannot sell `word` now (None if he can), ignoring whose turn it is."""
        if not isinstance(word, str) or not word.isalpha():
            return "a word is letters: upper case for letter tiles, one lower case for a Wild"
        if len(word) < D.MIN_WORD:
            return "a word has at least %d letters" % D.MIN_WORD
        have = counts_of(self.held[player])
        wild = 0
        for ch in word:
            o = ord(ch)
            if 97 <= o <= 122:
                wild += 1
            elif 65 <= o <= 90:
                if not have[o - 65]:
                    return "%s needs a %s tile you do not hold (you hold %s)" % (
                        word, ch, self.held[player] or "no letter tiles")
                have[o - 65] -= 1
            else:
                return "'%s' is not a letter" % ch
        if wild > 1:
            return "%s uses %d Wilds: at most one Wild a word" % (word, wild)
        if wild > self.wilds[player]:
            return "%s uses a Wild and you have none left" % word
        if not self.challenging() and not self.context["lexicon"].contains(word.lower()):
            return "%s is not in the dictionary" % word.upper()
        return None

    def challenging(self):
        """True when words go unchecked until another player challenges them."""
        return self.options["challenges"] and self.players > 1

    def next_player(self, p):
        return (p + 1) % self.players

    def side(self):
        """The module of the option whose step this is (imported only once a game reaches it)."""
        if self.phase == AUCTION:
            from bowengine.buyword import auction as m
        else:
            from bowengine.buyword import trading as m
        return m

    # ---- the contract -----------------------------------------------------------
    def waiting_for(self):
        return () if self.phase == OVER else (self.turn,)

    def legal(self, player):
        if self.phase == OVER or player != self.turn:
            return []
        ph = self.phase
        if ph > OVER:
            return self.side().legal(self, player)
        if ph == ROLL:
            return [_ROLL]
        if ph == CHOOSE:
            return [("choose", range(D.CHOICE_LOW, D.CHOICE_HIGH + 1))]
        if ph == DRAFT:
            return [("take", ch) for ch in distinct(self.display)]
        if ph == BUY or ph == OFFER:
            owner = player if ph == BUY else self.offer
            if self.price(self.new[owner]) <= self.money[player]:
                return [_BUY, _DECLINE]
            return [_DECLINE]
        if ph == CHALLENGE:
            return [_CHALLENGE, _ACCEPT]
        out = [SELL_CHOICE]
        if self.over_limit(player):
            for ch in distinct(self.held[player]):
                out.append(("discard", ch))
        else:
            out.append(_DONE)
        return out

    def allows(self, player, action):
        if self.phase == TRADE:
            return self.side().allows(self, player, action)
        if action[0] == "sell" and len(action) == 2:
            return (self.phase == SELL and player == self.turn
                    and self.word_error(player, action[1]) is None)
        return Game.allows(self, player, action)

    def explain(self, player, action):
        kind = action[0]
        if kind == "sell" and len(action) == 2:
            if self.phase in (ROLL, CHOOSE, DRAFT, BUY, OFFER):
                return "no words are sold until every tile drawn this round is bought or out of play"
            if self.phase == SELL:
                return self.word_error(player, action[1]) or "not now"
        if kind == "buy" and self.phase in (BUY, OFFER) and len(action) == 1:
            owner = player if self.phase == BUY else self.offer
            return "those tiles cost $%d and you have $%d" % (self.price(self.new[owner]),
                                                              self.money[player])
        if kind == "buy" and len(action) > 1:
            return "buying is all or nothing: ('buy',) takes every tile drawn, or ('decline',)"
        if kind == "done" and self.phase == SELL and self.over_limit(player):
            return "you hold %d letter tiles: sell a word or discard %d (the 8-tile limit)" % (
                len(self.held[player]), self.over_limit(player))
        if kind == "choose" and self.phase == CHOOSE:
            return "the die shows CHOICE: choose a number from %d to %d" % (D.CHOICE_LOW, D.CHOICE_HIGH)
        if kind in ("discard", "take") and len(action) == 2:
            return "%r is not a tile you may %s now" % (action[1], kind)
        return Game.explain(self, player, action)

    def _apply(self, player, action):
        kind = action[0]
        if self.phase > OVER:
            owner = self.offer
            self.side().apply(self, player, action)
            if self.phase == AUCTION and not self.deal:     # the auction closed: the next buyer
                steps.next_buyer(self, owner)
        elif kind == "roll":
            self.rounds += 1
            self.face = self.rng.below(len(D.DIE_FACES))
            value = D.DIE_FACES[self.face]
            self.note = "rolled %s" % ("CHOICE" if value == D.CHOICE else str(value))
            if value == D.CHOICE:
                self.phase = CHOOSE
            else:
                steps.draw(self, value)
        elif kind == "choose":
            self.note = "chose %d" % action[1]
            steps.draw(self, action[1])
        elif kind == "take":
            steps.take(self, player, action[1])
        elif kind == "buy" or kind == "decline":
            steps.buy(self, player, kind == "buy")
        elif kind == "sell":
            if self.challenging():
                self.claim = action[1]
                self.seller = player
                self.phase = CHALLENGE
                self.turn = self.next_player(player)
                self.note = "%d offers %s" % (player, action[1])
            else:
                steps.sell(self, player, action[1])
        elif kind == "discard":
            held = self.held[player]
            i = held.find(action[1])
            self.held[player] = held[:i] + held[i + 1:]
            self.gone += 1
            self.tally[3 * player + 2] += letter_pips(action[1])
            self.note = "%d discarded %s" % (player, action[1])
        elif kind == "done":
            steps.next_seller(self)
        else:
            steps.answer(self, player, kind == "challenge")

    # ---- views and the end ------------------------------------------------------
    def view(self, player):
        face = None
        if self.face >= 0:
            value = D.DIE_FACES[self.face]
            face = "CHOICE" if value == D.CHOICE else str(value)
        offer = self.new[self.offer] if self.phase == OFFER or self.phase == AUCTION else ""
        v = {"me": player, "phase": PHASES[self.phase], "leader": self.leader, "turn": self.turn,
                "face": face, "tiles": self.tiles, "final": self.final,
                "money": list(self.money), "held": list(self.held), "new": list(self.new),
                "wilds": list(self.wilds), "bag_size": self.bag_size(),
                "display": self.display, "offer": offer, "offered_by": self.offer,
                "claim": self.claim, "seller": self.seller, "gone": self.gone,
                "rounds": self.rounds, "limit": D.TILE_LIMIT, "note": self.note,
                "deal": self.side().shown(self, player) if self.phase > OVER else None,
                "tally": list(self.tally)}
        if self.options["open_bag"]:
            v["bag"] = bytes(self.bag)      # 26 counts, A-Z; a closed bag shows its count only
        return v

    def result(self):
        if self.phase != OVER:
            return None
        best = max(self.money)
        r = {"winners": [p for p in range(self.players) if self.money[p] == best],
             "scores": list(self.money), "rounds": self.rounds}
        if self.players == 1:
            r["rating"] = rating(self.money[0])
        return r

    def random_action(self, player, rng):
        """A random legal action; a sale is a random word from the player's tiles."""
        from bowengine.buyword.words import random_action
        return random_action(self, player, rng)


def rating(money):
    """The solitaire rating of a final total: outstanding, good, fair or below fair."""
    for floor, name in D.SOLO_SCALE:
        if money >= floor:
            return name
    return "below fair"

