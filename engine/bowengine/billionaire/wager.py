"""How much the expert Billionaire bot (expert.py) bids: a module of its own to keep each
module small enough to compile on the device. Money in $1M; chances per mille."""

from bowengine.billionaire import data as D
from bowengine.billionaire import payment
from bowengine.billionaire.greedy import cash

CASHW = 450         # a $1M Profit card counts as this many per cent of $1M of actual value
PASS = 500          # per mille: how often a rival passes (random players pass half the time)


def mine(view):
    """My investment cards, cheapest first."""
    me = view["player"]
    out = [c for c in range(D.CARDS) if view["owners"][c] == me]
    out.sort(key=D.trading)
    return out


def best(view, value, rivals, est, recv):
    """The bid with the best expected gain, P(win) * (value - cost) + P(sold to a rival) *
    recv. A rival passes PASS times in 1000, else bids evenly up to his means (est[q], his
    cash guessed, plus his investments' trading values). The bids tried: shares of my cash,
    then all of it plus my cheapest investments one by one (they cost their actual value)."""
    money = cash(view)
    means = [0] * 4
    for c in range(D.CARDS):
        if view["owners"][c] >= 0:
            means[view["owners"][c]] += D.trading(c)
    cands = []
    for k in (4, 3, 2, 1):
        cands.append((money * k // 4, money * k // 4 * CASHW // 100))
    paid = money
    inv = 0
    for c in mine(view):
        paid += D.trading(c)
        inv += D.actual(c)
        cands.append((paid, money * CASHW // 100 + inv))
    quiet = 1000                                         # every rival passes: unsold
    for _ in rivals:
        quiet = quiet * PASS // 1000
    top = ((1000 - quiet) * recv, 0)
    for b, cost in cands:
        if b < 1:
            continue
        p = 1000                                         # every rival bids less
        for q in rivals:
            m = max(1, means[q] + est[q])
            p = p * (PASS + (1000 - PASS) * min(b - 1, m) // m) // 1000
        ev = p * (value - cost) + (1000 - p) * recv
        if ev > top[0]:
            top = (ev, b)
    return top[1]


def to_win(view, slack):
    """The highest bid I can pay and still reach the goal, `slack` above it if the lot were
    free: Profit cards count at face value, investments at actual value (ten times what
    they pay)."""
    money = cash(view)
    if slack <= money:
        return slack
    paid = money
    slack -= money
    for c in mine(view):
        if D.actual(c) > slack:
            break
        slack -= D.actual(c)
        paid += D.trading(c)
    return paid


def payable(view, want):
    """What I would pay for a bid of `want` (no change is given: the cheapest payment, with
    investments only if my Profit cards are not enough); `want` if I cannot pay it."""
    pay = payment.cheapest(view["hand"], mine(view), want)
    return want if pay is None else payment.value(pay[0], pay[1])


def blind(view, ratio, top, money, worth):
    """My bid for the card a rival drew and sees, which I do not: he bids `ratio` per mille of
    its actual value (a costly card high, a cheap one low), the others at most `top`. For each
    bid the gain is summed over the cards it could be, counting only those it would win (the
    cheap ones, when he bids by what he sees); a $1M Profit card is worth `worth` of actual
    value. 0 if no bid gains."""
    from bowengine.billionaire.greedy import unowned

    cards = unowned(view, view["lot"][0])
    cands = [top + 1]
    for c in cards:
        b = D.actual(c) * ratio // 1000 + 1
        if b > top:
            cands.append(b)
    best_b = 0
    best_ev = 0
    for b in cands:
        if b > money:
            continue
        ev = 0
        for c in cards:
            if D.actual(c) * ratio // 1000 < b:
                ev += D.actual(c) - b * worth
        if ev > best_ev:
            best_ev = ev
            best_b = b
    return best_b
