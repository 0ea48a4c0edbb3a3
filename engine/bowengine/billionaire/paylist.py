"""Legal Billionaire payments listed for the handheld and drawn at random for the random
players (payment.py says which are legal). A module of its own: the game and the other bots
never need it. Loops only, no recursion (the device's pystack is 1,536 bytes)."""

from bowengine.billionaire.data import DENOMS, TRADING
from bowengine.billionaire.payment import cheapest, counts, profit_code

LIMIT = 12          # payments listed at most by choices()


def choices(hand, cards, amount, limit=LIMIT):
    """Up to `limit` legal payments: cheapest() first, then the others a walk finds (Profit
    cards, the larger first, then investments, the cheaper first)."""
    first = cheapest(hand, cards, amount)
    if first is None:
        return []
    out = [first]
    have = counts(hand)
    vals = []                     # the items: a value, how many of it, and a tag:
    ks = bytearray()              # a denomination's index, or 8 + a card number
    tags = bytearray()
    for i in range(len(DENOMS) - 1, -1, -1):
        if have[i]:
            vals.append(DENOMS[i])
            ks.append(have[i])
            tags.append(i)
    for c in sorted(cards, key=lambda c: TRADING[c % 10]):
        vals.append(TRADING[c % 10])
        ks.append(1)
        tags.append(8 + c)
    n = len(vals)
    rest = [0] * (n + 1)          # rest[i]: the total of the items from i on
    for i in range(n - 1, -1, -1):
        rest[i] = rest[i + 1] + vals[i] * ks[i]
    take = bytearray(n)           # how many of each item the walk holds
    i = 0
    total = 0
    while len(out) < limit:
        if total < amount and i < n and total + rest[i] >= amount:
            take[i] = ks[i]       # down: all of item i
            total += vals[i] * ks[i]
            i += 1
            continue
        if total >= amount:
            low = 255
            for j in range(i):
                if take[j]:
                    low = min(low, vals[j])
            if total - low < amount:
                cnt = [0] * len(DENOMS)
                mask = 0
                for j in range(i):
                    if tags[j] < 8:
                        cnt[tags[j]] = take[j]
                    elif take[j]:
                        mask |= 1 << (tags[j] - 8)
                pay = (profit_code(cnt), mask)
                if pay != first:
                    out.append(pay)
        while True:               # back: one fewer of the deepest item held
            i -= 1
            if i < 0:
                return out
            if take[i]:
                take[i] -= 1
                total -= vals[i]
                i += 1
                break
    return out


def pick(hand, cards, amount, rng):
    """A legal payment at random (the random players): cards in a random order until they
    cover the amount, then the smallest dropped while the rest still cover it."""
    items = []
    for v in hand:
        items.append(v)
    for c in cards:
        items.append(64 + c)      # an investment: 64 + its card number
    order = bytearray(range(len(items)))
    rng.permute(order)
    held = []
    total = 0
    for k in order:
        if total >= amount:
            break
        held.append(items[k])
        total += _worth(items[k])
    while True:
        low = min(held, key=_worth)
        if total - _worth(low) < amount:
            break
        held.remove(low)
        total -= _worth(low)
    cnt = [0] * len(DENOMS)
    mask = 0
    for x in held:
        if x >= 64:
            mask |= 1 << (x - 64)
        else:
            cnt[DENOMS.index(x)] += 1
    return profit_code(cnt), mask


def pick_seen(view, rng):
    """A legal payment at random, as a ("pay", ...) action, from the payer's view."""
    me = view["player"]
    cards = [c for c in range(len(view["owners"])) if view["owners"][c] == me]
    return ("pay",) + pick(view["hand"], cards, view["price"], rng)


def _worth(item):
    return TRADING[(item - 64) % 10] if item >= 64 else item
