"""Paying a Billionaire bid with no change (rule book, bidding rules 4 and 5).

A payment is Profit cards at face value plus the payer's Investment cards at
their trading value. No player may make change, so a payer who cannot make the
exact amount gives up more than he owes, by the least possible: the legal
payments are exactly the combinations whose total is the smallest reachable
total at or above the amount (rule 5: a $4M bid with a $5M and a $2M card is
paid with the $5M card). Such a combination never holds a card it could do
without.

A combination is (profit, invest): `profit` packs how many cards of each
denomination of data.DENOMS (1, 2, 3, 5, 10) are given, 4 bits each, $1 cards
in the low bits (0x00102 = one $3 and two $1); `invest` is a bit mask of
investment card numbers (bit c = card c; every card number is below 30).
"""

from bowengine.billionaire.data import DENOMS, TRADING

_NONE = 255
LIMIT = 12          # combinations offered at most


def counts(hand):
    """How many cards of each denomination of DENOMS a hand (values) holds."""
    out = [0] * len(DENOMS)
    for v in hand:
        out[DENOMS.index(v)] += 1
    return out


def profit_code(cnt):
    """The packed profit part of a combination, from counts per denomination."""
    code = 0
    for i in range(len(cnt)):
        code |= cnt[i] << (4 * i)
    return code


def profit_counts(code):
    """Counts per denomination from a packed profit part."""
    return [(code >> (4 * i)) & 15 for i in range(len(DENOMS))]


def value(profit, invest):
    """The total a combination pays."""
    total = 0
    cnt = profit_counts(profit)
    for i in range(len(DENOMS)):
        total += cnt[i] * DENOMS[i]
    for c in range(30):
        if invest >> c & 1:
            total += TRADING[c % 10]
    return total


def payable(hand, cards):
    """Everything a player could pay: his Profit cards plus his cards' trading values."""
    total = 0
    for v in hand:
        total += v
    for c in cards:
        total += TRADING[c % 10]
    return total


def options(hand, cards, amount, limit=LIMIT):
    """(total, combinations) paying `amount` with the least overpayment.

    `hand` holds Profit card values, `cards` investment card numbers. Returns
    (None, []) if everything together is less than `amount`. At most `limit`
    combinations, those using no investment first.
    """
    # Items: investments first (each 0 or 1 time, cheapest first), then
    # denominations (0..count times).
    items = []
    for c in sorted(cards, key=lambda c: (TRADING[c % 10], c)):
        items.append((TRADING[c % 10], 1, c))
    cnt = counts(hand)
    biggest = 0
    for i in range(len(DENOMS) - 1, -1, -1):
        if cnt[i]:
            items.append((DENOMS[i], cnt[i], -1 - i))
    total = 0
    for v, k, _ in items:
        total += v * k
        biggest = max(biggest, v)
    if amount <= 0:
        return 0, [(0, 0)]
    if total < amount:
        return None, []
    # A least combination never exceeds amount + (largest item - 1).
    top = min(total, amount + biggest - 1)
    n = len(items)
    # best[s]: the largest i such that s is a sum of items[i:] (n: the empty sum).
    best = bytearray([_NONE] * (top + 1))
    best[0] = n
    for i in range(n - 1, -1, -1):
        v, k, _ = items[i]
        for s in range(top, 0, -1):
            if best[s] != _NONE:
                continue
            for m in range(1, k + 1):
                r = s - m * v
                if r < 0:
                    break
                if best[r] != _NONE and best[r] > i:
                    best[s] = i
                    break
    target = amount
    while best[target] == _NONE:
        target += 1
    found = []
    chosen = [0] * n
    _walk(items, best, 0, target, chosen, found, limit)
    return target, found


def _walk(items, best, i, need, chosen, found, limit):
    if len(found) >= limit:
        return
    if need == 0:
        cnt = [0] * len(DENOMS)
        mask = 0
        for j in range(i):
            v, k, tag = items[j]
            if chosen[j]:
                if tag >= 0:
                    mask |= 1 << tag
                else:
                    cnt[-1 - tag] = chosen[j]
        found.append((profit_code(cnt), mask))
        return
    if i >= len(items):
        return
    v, k, tag = items[i]
    if tag >= 0:
        order = (0, 1)
    else:
        order = range(min(k, need // v), -1, -1)
    for m in order:
        if m * v > need:
            continue
        r = need - m * v
        if r == 0 or (best[r] != _NONE and best[r] > i):
            chosen[i] = m
            _walk(items, best, i + 1, r, chosen, found, limit)
            chosen[i] = 0
            if len(found) >= limit:
                return
