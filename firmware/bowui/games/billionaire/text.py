"""Billionaire in words for the small screen: squares, cards, payments and the engine's log."""

from bowengine.billionaire import data as D

# Colours of the corners and movers (data.COLOURS order) and of the three regions on the board.
PLAYER_COLOURS = (0xFF8C1A, 0xF0DC40, 0x40D060, 0x40A0FF)
REGION_COLOURS = (0xD04078, 0x20B0B0, 0x9868E8)
COLOUR_NAMES = ("Orange", "Yellow", "Green", "Blue")
REGION_SHORT = ("Eurasia", "Afro-Eur", "Americas")
REGION_LETTER = "EAM"
POWER_SHORT = ("Security", "Analyze Any", "Disaster", "Espionage", "Proxy Fight", "Power Play")
SPIN_WORDS = {"R": "RED", "G": "GREEN"}
# What an Action is (the engine's act codes 1-9), for the Security prompt.
ACTIONS = ("", "Sealed Bids", "Sealed Bids on Three", "a Profit draw", "a Power Play draw",
           "an analysis", "Disaster", "Espionage", "Proxy Fight", "Power Play: 2 cards")
# The Analyzer's four outcomes (data.ANALYZER_OUTCOMES order) with the players named:
# %(a)s analyzes, %(o)s owns, %(c)s is the card.
OUTCOMES = ("%(a)s takes %(c)s.",
            "%(a)s takes a Profit card from %(o)s, sight unseen; %(o)s draws one.",
            "%(o)s draws a Profit card; then %(a)s takes one from %(o)s.",
            "%(o)s draws two Profit cards.")


def colour(p, players):
    """Player p's colour: his corner's (data.corner)."""
    return PLAYER_COLOURS[D.corner(p, players)]


def who(p):
    """A player's short name ("P1")."""
    return "P%d" % (p + 1)


def cut(text, n):
    """text in at most n characters: whole words, ".." where the rest was cut (not a word cut
    to its first letters: "Hong Kong S." read as a name of its own)."""
    if len(text) <= n:
        return text
    k = text.rfind(" ", 0, n - 1)           # whole words before the mark
    kept = text[:k if k > 0 else n - 2].rstrip()
    while kept[-1:] in "$0123456789," and " " in kept:      # nor just after a number
        kept = kept[:kept.rfind(" ")].rstrip()
    return kept + ".."


def square(sq, short=False):
    """A board square in a few words ("Bids Eurasia", "Green HQ"; short: "Analyze" alone)."""
    kind, arg = D.BOARD[sq]
    if kind == D.HQ:
        return COLOUR_NAMES[arg] + " HQ"
    if kind == D.BIDS:
        return "Bids " + REGION_SHORT[arg]
    if kind == D.ANALYZE:
        return "Analyze" if short else "Analyze " + REGION_SHORT[arg]
    return ("", "", "Profit", "", "Power Play", "Bids on Three")[kind]


def card(c, n=26):
    """An investment card's name (cut to n characters)."""
    return cut(D.name(c), n)


def card_row(c, n=26):
    """A card as one row: region letter, name, actual value."""
    value = "$%d" % D.actual(c)
    return "%s %s %s" % (REGION_LETTER[D.region(c)], cut(D.name(c), n - 3 - len(value)), value)


def payment_text(code, mask):
    """A payment (the engine's ("pay", code, mask)) as the cards given."""
    parts = []
    for i in range(len(D.DENOMS) - 1, -1, -1):
        for _ in range((code >> (4 * i)) & 15):
            parts.append("$%d" % D.DENOMS[i])
    for c in range(D.CARDS):
        if mask >> c & 1:
            parts.append("%s(%d)" % (cut(D.name(c), 10), D.trading(c)))
    return " ".join(parts)


def action_text(view):
    """The Action waiting for Security answers, e.g. "P2: Sealed Bids"."""
    act, arg = view["action"] or (0, 0)
    text = ACTIONS[act] if act < len(ACTIONS) else "an Action"
    if act == 1:
        text += " " + REGION_SHORT[arg]
    elif act == 5 or act == 6 or act == 8:
        text += ": " + card(arg, 14)
    elif act == 7:
        text += " on " + who(arg)
    return "%s: %s" % (who(view["turn"]), text)


def event(e, view):
    """One entry of the engine's log as a line (None: nothing to tell)."""
    k = e[0]
    if k == "roll":
        return "%s rolled %d: %s" % (who(e[1]), e[2], square(view["positions"][e[1]], True))
    if k == "hq":
        return "%s passed HQ: +%d card%s" % (who(e[1]), e[2], "" if e[2] == 1 else "s")
    if k == "draw":
        return "%s drew %d Profit card%s" % (who(e[1]), e[2], "" if e[2] == 1 else "s")
    if k == "power":
        return "%s drew a Power Play card" % who(e[1])
    if k == "play":
        return "%s played %s" % (who(e[1]), POWER_SHORT[e[2]])
    if k == "security":
        return "%s answered: Security!" % who(e[1])
    if k == "cancelled":
        return "Security cancelled it"
    if k == "spin":
        code = D.ANALYZER_OUTCOMES[e[4]][0]
        return "%s spun %s %s" % (who(e[1]), SPIN_WORDS[code[0]], SPIN_WORDS[code[1]])
    if k == "disaster":
        return "Disaster: %s lost %s" % (who(e[1]), card(e[2], 8))
    if k == "spied":
        return "%s spied on %s" % (who(e[1]), who(e[2]))
    if k == "proxy":
        return "Proxy fight: %d against %d" % (e[2], e[4])
    if k == "paid":
        return "%s paid $%dM to %s" % (who(e[1]), paid(e[2], e[3]),
                                      "the bank" if e[4] < 0 else who(e[4]))
    if k == "forfeit":
        lost = card(e[2], 9) if e[2] >= 0 else "$%d card" % e[3] if e[3] else "nothing"
        return "%s overbid: lost %s" % (who(e[1]), lost)
    if k == "unsold":
        return "Nothing was sold"
    return None


def paid(code, mask):
    """The total of a payment in $M."""
    total = 0
    for i in range(len(D.DENOMS)):
        total += ((code >> (4 * i)) & 15) * D.DENOMS[i]
    for c in range(D.CARDS):
        if mask >> c & 1:
            total += D.trading(c)
    return total


def events(entries, view):
    """The lines telling log entries (those worth telling)."""
    out = []
    for e in entries:
        line = event(e, view)
        if line is not None:
            out.append(line)
    return out


def opening(view):
    """Who starts, from the opening rolls ("" after the first turn)."""
    if not view["opening"]:
        return ""
    rolls = view["opening"][-1]
    return "Start: " + " ".join(["%s %d" % (who(p), r) for p, r in rolls])
