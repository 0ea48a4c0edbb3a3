"""Paying a Billionaire bid with no change (rule book, bidding rules 4 and 5; game-data 3.6).

A payment is Profit cards at face value plus, if the payer wishes (he "may"),
Investment cards at their trading value. No player may make change, so a legal
payment is any set of the payer's cards whose total covers the amount and from
which no card can be removed and still cover it: its total less its smallest
card is below the amount (rule 5: a $4M bid with a $5M and a $2M card is paid
with the $5M card). The payer chooses among them. The one offered first,
cheapest(), is the least overpayment in Profit cards alone; if they fall short,
the investments that cover the rest with the least trading value, then the
fewest Profit dollars to go with them. It is also the cheapest in worth
(investments count ten times what they pay).

A payment is (profit, invest): `profit` packs how many cards of each
denomination of data.DENOMS (1, 2, 3, 5, 10) are given, 4 bits each, $1 cards
in the low bits (0x00102 = one $3 and two $1); `invest` is a bit mask of
investment card numbers (bit c = card c; every card number is below 30).

Every search here and in paylist.py (other payments listed for the handheld,
and drawn at random for the random players) is a loop over bytearrays, never a
recursion: the device's pystack is 1,536 bytes.
"""

from bowengine.billionaire.data import ACTUAL, CARDS, DENOMS, TRADING

ANY = ("pay", "any")  # the legal choice that stands for every legal payment (legal() checks one)


def counts(hand):
    """How many cards of each denomination of DENOMS a hand (values) holds."""
    out = [0] * len(DENOMS)
    for v in hand:
        out[DENOMS.index(v)] += 1
    return out


def profit_code(cnt):
    """The packed profit part of a payment, from counts per denomination."""
    code = 0
    for i in range(len(cnt)):
        code |= cnt[i] << (4 * i)
    return code


def profit_counts(code):
    """Counts per denomination from a packed profit part."""
    return [(code >> (4 * i)) & 15 for i in range(len(DENOMS))]


def value(profit, invest):
    """The total a payment pays."""
    total = 0
    cnt = profit_counts(profit)
    for i in range(len(DENOMS)):
        total += cnt[i] * DENOMS[i]
    for c in range(CARDS):
        if invest >> c & 1:
            total += TRADING[c % 10]
    return total


def worth(profit, invest):
    """What a payment takes from the payer's worth: Profit cards at face value, investments
    at actual value (ten times the trading value they pay at)."""
    total = value(profit, 0)
    for c in range(CARDS):
        if invest >> c & 1:
            total += ACTUAL[c % 10]
    return total


def payable(hand, cards):
    """Everything a player could pay: his Profit cards plus his cards' trading values."""
    total = 0
    for v in hand:
        total += v
    for c in cards:
        total += TRADING[c % 10]
    return total


def legal(hand, cards, amount, profit, invest):
    """True if (profit, invest) is a legal payment of `amount` by the holder of hand and cards."""
    if type(profit) is not int or type(invest) is not int or not 0 <= profit < 1 << 20 \
            or not 0 <= invest < 1 << CARDS:
        return False
    have = counts(hand)
    cnt = profit_counts(profit)
    total = 0
    low = 255
    for i in range(len(DENOMS)):
        if cnt[i] > have[i]:
            return False
        if cnt[i]:
            total += cnt[i] * DENOMS[i]
            low = min(low, DENOMS[i])
    for c in range(CARDS):
        if invest >> c & 1:
            if c not in cards:
                return False
            total += TRADING[c % 10]
            low = min(low, TRADING[c % 10])
    return total >= amount and total - low < amount


def least(values, need):
    """(total, flags): the least total >= need of some of `values` (small ints) and which
    ones, flags[i] = 1; (None, None) if all of them fall short."""
    n = len(values)
    total = 0
    big = 1
    for v in values:
        total += v
        big = max(big, v)
    if total < need:
        return None, None
    if need <= 0:
        return 0, bytearray(n)
    top = min(total, need + big - 1)
    # how[s]: 1 + the index of the last value of a subset summing to s (0: none yet).
    how = bytearray(top + 1)
    how[0] = 255
    for i in range(n):
        v = values[i]
        for s in range(top, v - 1, -1):
            if not how[s] and how[s - v]:
                how[s] = i + 1
    s = need
    while not how[s]:
        s += 1
    total = s
    flags = bytearray(n)
    while s:
        i = how[s] - 1
        flags[i] = 1
        s -= values[i]
    return total, flags


def cheapest(hand, cards, amount):
    """The payment offered first (see the module's docstring); None if everything falls short."""
    cash = 0
    for v in hand:
        cash += v
    mask = 0
    need = amount
    if cash < amount:
        got, flags = least([TRADING[c % 10] for c in cards], amount - cash)
        if got is None:
            return None
        for i in range(len(cards)):
            if flags[i]:
                mask |= 1 << cards[i]
        need = amount - got
    cnt = [0] * len(DENOMS)
    got, flags = least(hand, need)
    for i in range(len(hand)):
        if flags[i]:
            cnt[DENOMS.index(hand[i])] += 1
    return profit_code(cnt), mask
