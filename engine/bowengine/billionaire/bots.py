"""Billionaire bots (BOTS): they see only their own view and legal choices.

- random: a uniformly random legal choice, then a uniform action in it
  (bowengine.bots.RandomBot): its bids run up to 999, so it nearly always
  forfeits when it wins; a game of random bots alone never ends.
- greedy (greedy.py): bids a fixed share of the actual value it can see, the
  card's trading value, without budgeting; takes every analysis and plays
  every Power Play card at once.
- expert (expert.py): values what is up from what it can see and infers from
  the rivals' visible holdings and past auctions how much cash they hold and
  how they bid; budgets its cash (saving to win the lots of three), keeps the
  good cards it draws and sells the poor ones, answers harmful Actions with
  Security, plays Power Play cards on the leader's best cards and always
  analyzes (an analysis costs nothing and wins the card one time in four).
"""

from bowengine.billionaire.expert import ExpertBot
from bowengine.billionaire.greedy import GreedyBot
from bowengine.bots import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "expert": ExpertBot}
