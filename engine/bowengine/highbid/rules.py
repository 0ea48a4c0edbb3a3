"""High Bid for 2-5 players, with the device as the Auctioneer (seed 004).

A round: the device turns the top card of the storage compartment (the deck)
onto the auction block (Buyer's Cards take another card on top, and so on), the
players bid or pass in turn from the left of the last buyer, and the last
bidder buys the block. The buyer may then sell up to 3 cards from hand by the
dice, one at a time (not the card just bought), then surrender one Buyer's Card
to buy 1-3 cards from the table areas, and may go out once worth the goal.

Actions (card numbers are those of data.CARDS; 46-53 are Buyer's Cards):
    ("bid", dollars)  while bidding (an auction or an Open Sale): at least the
                      minimum (25% of the value; $20 in an Open Sale), else the
                      current bid plus $20 or a multiple of $20; never more
                      than the bidder's money
    ("pass",)         while bidding: no bid now (a player may re-enter later)
    ("sell", card)    the buyer sells a Property Card from hand by the dice
    ("buy", card)     the buyer buys a card from a table area; the first one
                      surrenders a Buyer's Card to the bank
    ("out",)          outside the bidding: a player worth the goal goes out
    ("stay",)         a player asked whether he goes out does not, for now
    ("done",)         the buyer ends his turn; the next round starts
legal() gives ("bid", range(lowest, money + 1, 20)) and ("pass",) while bidding,
else the buyer's short list of ("sell", card), ("buy", card), ("out",),
("done",), or ("out",), ("stay",) to a player asked whether he goes out.
view(player): his hand, money and net worth; everybody's card count and the
cards known to be in each hand (those that have been face up); the table
areas, the bank, the block, the deck's size, the bidding, the last dice and a
note of the last event. Other players' money and hidden cards never show.

Rulings beyond the rule book and game-data.md:
- The Auctioneer's seat is just before player 0: the first round's bidding
  starts with player 0.
- Nobody may bid more money than he has.
- Going out may be declared at any time but the bidding, which on the device
  is before each of the buyer's decisions (after his purchase, after each
  sale and each buy from the table): first every other player worth the goal
  is asked in turn from the buyer's left (the one player waited for) and goes
  out or stays, then the buyer acts, going out too if worth the goal. Net
  worth for the goal counts as at the end (Buyer's Cards as jokers or $500).
- Options "humans" (bit p: player p is a person) and "ask" (default True):
  asking a person only when he is worth the goal would tell the others so
  (the device is handed to him mid-turn), so a person is asked whatever his
  worth, once after each auction and each Open Sale (the others' sales and
  buys do not change his worth), and may only stay while below the goal;
  with "ask" False persons are not asked and go out on their own turns.
  Players not in "humans" (bots, and everybody by default) are asked as above.
- Only the round's auction is "the purchase from the auction block": it
  gives the buyer his sales and his purchase from the table, and the next
  auction opens to his left. Buying in an Open Sale does neither.
- A card bought back in an Open Sale, or left unsold there, is back in hand
  and may be offered again as a later sale of the same turn.
- A card that got no bids goes to the bank; the Buyer's Cards under it go to
  the bank for good (004: "it must remain there for the rest of the game").
  Once the deck is empty the bank is auctioned in the order the cards went
  in. The game ends as "all sold" when the last property is sold from the
  block (no sales or buys from the table after it), or once the deck is
  empty if every property in the bank has had an auction without bids since
  the last sale (so nobody's money has changed since).
- Once a card has been on the auction block everybody knows where it is; the
  cards dealt and the deck stay hidden.
"""

from bowengine.contract import Game
from bowengine.highbid import data as D
from bowengine.highbid import ledger, steps
from bowengine.highbid.ledger import AFTER, AT_AREA, AT_DECK, AUCTION, N_OUT, OPEN, OVER, WENT_OUT, net_worth

_PASS = ("pass",)
_DONE = ("done",)
_OUT = ("out",)
_STAY = ("stay",)


class HighBid(Game):
    """A game of High Bid; the device is the Auctioneer."""

    NAME = "highbid"
    VERSION = 3        # 2: the "asked" field (players asked whether they go out); 3: the
    OLDEST = 2         # options humans and ask, the "tally" field
    PLAYERS = (2, 5)
    OPTIONS = {"humans": 0, "ask": True}
    ADDED_OPTIONS = {"humans": 3, "ask": 3}
    ENDINGS = ledger.ENDINGS[1:]   # how a game can end (result()["ending"])
    RARE = (_DONE,)
    FIELDS = ("where", "seen", "deck", "bank", "block", "money", "phase", "turn", "high",
              "leader", "passes", "opener", "buyer", "last", "sales", "tbuys", "rounds",
              "idle", "roll", "ending", "note", "asked", "tally")
    ADDED_FIELDS = {"tally": 3}

    def setup(self):
        n = self.players
        cards = bytearray(range(D.DECK))
        self.rng.permute(cards)
        dealt = n * (D.DEAL_TWO if n == 2 else D.DEAL)
        self.where = bytearray([AT_DECK] * D.DECK)
        for i in range(dealt):
            self.where[cards[i]] = i % n
        self.seen = bytearray(D.DECK)     # 1: has been face up, so its place is known
        self.deck = cards[dealt:]         # the top card is the last
        self.bank = bytearray()           # unsold cards, first in first out
        self.block = bytearray()          # cards on the auction block, bottom first
        self.money = [D.START_MONEY] * n
        self.phase = AUCTION
        self.turn = 0
        self.high = 0                     # current bid; 0 = none yet
        self.leader = -1                  # current high bidder
        self.passes = 0                   # passes since the last bid
        self.opener = 0                   # who bids first in the next auction
        self.buyer = -1                   # last buyer from the block (the seller)
        self.last = -1                    # card just bought from the block
        self.sales = 0                    # sales by the dice this round
        self.tbuys = 0                    # cards bought from the table this round
        self.rounds = 0
        self.idle = 0                     # auctions without a bid since the last sale
        self.roll = 0                     # last dice: 1 + red * 6 + green; 0 = none
        self.ending = 0
        self.note = [0, -1, -1, 0]
        self.asked = 0                    # bit p: player p said he stays, since the buyer's last act
        # Per player, for the end-of-game review (in result() only: cash is secret till then):
        # paid in auctions and Open Sales, got from sales, the best and the worst buy as
        # card, value less price (card -1: none).
        self.tally = [0, 0, -1, 0, -1, 0] * self.players
        steps.next_round(self)

    def upgrade(self, version):
        self.tally = [0, 0, -1, 0, -1, 0] * self.players    # a version 2 save: none kept

    # ---- reading the state ---------------------------------------------------
    def goal(self):
        """The net worth a player needs to go out."""
        return D.GOAL_TWO if self.players == 2 else D.GOAL

    def worth(self, player):
        """A player's net worth as scored at the end."""
        return net_worth(self.where, self.money, player)

    def hand(self, player):
        """The cards in a player's hand, by number."""
        return [c for c in range(D.DECK) if self.where[c] == player]

    def area(self, index):
        """The cards in a table area (0 Collector, 1 Gallery, 2 Dealer, 3 Warehouse)."""
        return [c for c in range(D.PROPERTIES) if self.where[c] == AT_AREA + index]

    def minimum(self):
        """The lowest bid allowed now."""
        if self.high:
            return self.high + D.BID_STEP
        if self.phase == OPEN:
            return D.OPEN_SALE_START
        return D.price(self.block[-1], D.OPENING_PERCENT)

    def bidding(self):
        """True during an auction or an Open Sale."""
        return self.phase == AUCTION or self.phase == OPEN

    def buyer_card(self, player):
        """One of the player's Buyer's Cards, or -1."""
        for c in range(D.PROPERTIES, D.DECK):
            if self.where[c] == player:
                return c
        return -1

    # ---- the contract -----------------------------------------------------------
    def check_options(self, opts):
        if not 0 <= opts["humans"] < 1 << self.players:
            raise ValueError("option 'humans' is a bit for each of the %d players" % self.players)

    def asking(self):
        """The player asked whether he goes out before the buyer acts, or -1: a player worth
        the goal, or a person (option "humans") whatever his worth if option "ask" is on."""
        if self.phase == AFTER:
            humans = self.options["humans"]
            for i in range(1, self.players):
                p = (self.turn + i) % self.players
                if self.asked >> p & 1:
                    continue
                if humans >> p & 1:
                    if self.options["ask"]:
                        return p
                elif self.worth(p) >= self.goal():
                    return p
        return -1

    def waiting_for(self):
        if self.phase == OVER:
            return ()
        p = self.asking()
        return (self.turn if p < 0 else p,)

    def legal(self, player):
        if player not in self.waiting_for():
            return []
        if player != self.turn:
            return [_OUT, _STAY] if self.worth(player) >= self.goal() else [_STAY]
        money = self.money[player]
        if self.bidding():
            lo = self.minimum()
            if lo <= money:
                return [("bid", range(lo, money + 1, D.BID_STEP)), _PASS]
            return [_PASS]
        out = []
        where = self.where
        if self.tbuys == 0 and self.sales < D.MAX_SALES:
            for c in range(D.PROPERTIES):
                if where[c] == player and c != self.last:
                    out.append(("sell", c))
        if self.tbuys < D.MAX_TABLE_BUYS and (self.tbuys or self.buyer_card(player) >= 0):
            for c in range(D.PROPERTIES):
                a = where[c] - AT_AREA
                if a >= 0 and D.price(c, D.AREAS[a][0]) <= money:
                    out.append(("buy", c))
        if self.worth(player) >= self.goal():
            out.append(_OUT)
        out.append(_DONE)
        return out

    def explain(self, player, action):
        kind = action[0]
        if player != self.turn:
            if kind == "out" and len(action) == 1 and player in self.waiting_for():
                return "going out needs a net worth of $%d" % self.goal()
            return Game.explain(self, player, action)
        arg = action[1] if len(action) == 2 else None
        if kind == "bid" and self.bidding() and isinstance(arg, int):
            if arg > self.money[player]:
                return "you cannot bid $%s: you have $%d" % (arg, self.money[player])
            if self.high:
                return "a bid must top $%d by $20 or a multiple of $20" % self.high
            return "the opening bid is at least $%d, in steps of $20" % self.minimum()
        if kind == "sell" and self.phase == AFTER and isinstance(arg, int):
            if self.tbuys:
                return "sales come before buying from the table"
            if self.sales >= D.MAX_SALES:
                return "you have already sold %d properties this round" % D.MAX_SALES
            if arg == self.last:
                return "you may not re-sell the property just bought from the auction block"
            if D.PROPERTIES <= arg < D.DECK:
                return "Buyer's Cards may not be bought or sold"
        if kind == "buy" and self.phase == AFTER and isinstance(arg, int):
            if self.tbuys >= D.MAX_TABLE_BUYS:
                return "one Buyer's Card buys at most %d cards from the table" % D.MAX_TABLE_BUYS
            if self.tbuys == 0 and self.buyer_card(player) < 0:
                return "buying from the table takes a Buyer's Card"
            if 0 <= arg < D.PROPERTIES and self.where[arg] >= AT_AREA:
                cost = D.price(arg, D.AREAS[self.where[arg] - AT_AREA][0])
                return "that card costs $%d; you have $%d" % (cost, self.money[player])
        if kind == "out" and len(action) == 1:
            if self.bidding():
                return "you may not go out during the bidding"
            return "going out needs a net worth of $%d" % self.goal()
        return Game.explain(self, player, action)

    def _apply(self, player, action):
        kind = action[0]
        if kind == "stay":
            self.asked |= 1 << player
            return
        # persons are asked once a turn (the buyer's sales and buys leave their worth as it
        # was); the others before each of the buyer's decisions
        self.asked = self.asked & self.options["humans"] if kind == "sell" or kind == "buy" else 0
        if kind == "bid":
            self.high = action[1]
            self.leader = player
            self.passes = 0
            self.turn = (player + 1) % self.players
        elif kind == "pass":
            self.passes += 1
            if self.passes >= (self.players if self.leader < 0 else self.players - 1):
                if self.phase == AUCTION:
                    steps.auction_over(self)
                else:
                    steps.open_sale_over(self)
            else:
                self.turn = (player + 1) % self.players
        elif kind == "sell":
            steps.sell(self, player, action[1])
        elif kind == "buy":
            steps.table_buy(self, player, action[1])
        elif kind == "out":
            self.note = [N_OUT, player, -1, self.worth(player)]
            steps.end(self, WENT_OUT)
        else:
            steps.next_round(self)

    # ---- what players see (ledger.py) ----------------------------------------------------
    def view(self, player):
        return ledger.view(self, player)

    def result(self):
        return ledger.result(self)

    def resample(self, player, rng):
        """A state `player` cannot tell from this one: hidden cards dealt again."""
        return ledger.resample(self, player, rng)
