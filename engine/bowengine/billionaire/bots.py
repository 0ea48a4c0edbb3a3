"""Billionaire bots (BOTS): they see only their own view and legal choices.

- random: a uniformly random legal choice, then a uniform action in it, but
  15 bids in 16 are drawn from 1 up to what it could pay (Profit cards plus
  its investments' trading values), as Billionaire.random_action does: bids
  drawn from the whole 0-999 slate nearly always overbid (rule 6), so games of
  the generic bowengine.bots.RandomBot never end; "any payment" (payment.ANY)
  becomes a legal payment at random.
- greedy (greedy.py): bids a fixed share of the actual value it can see, the
  card's trading value, without budgeting; takes every analysis and plays
  every Power Play card at once.
- expert (expert.py): values what is up from what it can see and learns from
  the bids it has seen each rival's usual share of the value all can see
  (a rival who has not bid yet bids as the table has), and from the rivals'
  visible holdings and past auctions how much cash they
  hold. When just outbidding every rival's usual share (with a margin that
  grows with the seats) buys the lot for a sixth of its value or less, it
  bids just that. A card a rival drew and sees it bids for by the
  cards his bid would let go (he bids high for a costly card, low for a cheap
  one), its payment to him counted as a cost twice heads-up. Otherwise, for a
  lot of three and for the card it drew, it bids for the best expected gain
  (wager.best), and never passes while it holds cash (every rival may pass:
  a card for its smallest Profit card); it bids what it can pay and still
  reach the billion, and rounds every bid up to what it would pay (no change
  is given). It answers harmful Actions with Security, plays Power Play cards
  on the leader's best cards and always analyzes.
"""

from bowengine import bots
from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.expert import ExpertBot
from bowengine.billionaire.greedy import GreedyBot, cash


def means(view):
    """What this player could pay: his Profit cards plus his investments' trading values."""
    total = cash(view)
    owners = view["owners"]
    for c in range(D.CARDS):
        if owners[c] == view["player"]:
            total += D.trading(c)
    return total


class RandomBot(bots.RandomBot):
    """Random legal play whose bids stay within its means 15 times in 16."""

    def act(self, view, legal):
        action = bots.RandomBot.act(self, view, legal)
        if action == payment.ANY:
            from bowengine.billionaire.paylist import pick_seen
            return pick_seen(view, self.rng)
        if action[0] == "bid" and self.rng.below(16):
            r = legal[0][1]                      # the bid choice comes first
            return ("bid", self.rng.between(r.start, min(r[-1], max(r.start, means(view)))))
        return action


BOTS = {"random": RandomBot, "greedy": GreedyBot, "expert": ExpertBot}
