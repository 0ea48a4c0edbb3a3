"""High Bid's words and shared helpers for its screens: players' and cards' names, money,
the engine's notes as text, which news each player has seen, and a human's action applied
(its screens import this module, never highbid.py, which imports them)."""

from bowengine.highbid import data as D

# Notes (bowengine.highbid.ledger): [kind, player, card, dollars].
_SOLD, _NO_BID, _AREA, _OPEN, _BACK, _UNSOLD, _TABLE, _OUT = 1, 2, 3, 4, 5, 6, 7, 8
DICE_NOTES = (_AREA, _OPEN, _BACK, _UNSOLD)

_seen = [None, [None] * 5]      # the game, and per player the last event shown to him


def who(p, you=-1):
    """A player as the screens name him: "P2", or "You"."""
    return "You" if p == you else "P%d" % (p + 1)


def _entry(names, card):
    """Entry `card` of a '|'-separated string, found without splitting the whole string."""
    start = 0
    for _ in range(card):
        start = names.find("|", start) + 1
    end = names.find("|", start)
    return names[start:] if end < 0 else names[start:end]


def card_title(card):
    """A card's name (data.NAMES)."""
    if card >= D.PROPERTIES:
        return "Buyer's Card"
    return _entry(D.NAMES, card)


def list_name(card, room):
    """A card's name in at most `room` (16 or more) characters: its whole name where it fits,
    else its short name (data.SHORT_NAMES), never a cut one."""
    name = card_title(card)
    return name if len(name) <= room or card >= D.PROPERTIES else _entry(D.SHORT_NAMES, card)


def set_of(card):
    """The (code, size, value, name) row of a Property Card's set."""
    return D.SETS[D.CARDS[card][0]]


def holding(view, card):
    """How many cards of `card`'s set the viewer holds."""
    s = D.CARDS[card][0]
    return len([c for c in view["hand"] if c < D.PROPERTIES and D.CARDS[c][0] == s])


def money(n):
    """Dollars with a thousands comma: $7,620."""
    if n >= 1000:
        return "$%d,%03d" % (n // 1000, n % 1000)
    return "$%d" % n


def note_text(view, you=-1):
    """The last public event (the engine's note) in a few words."""
    kind, p, card, dollars = view["note"]
    name = card_title(card) if card >= 0 else ""
    if kind == _SOLD:
        return "%s bought %s for %s" % (who(p, you), name, money(dollars))
    if kind == _NO_BID:
        return "No bids: %s goes to the bank" % name
    if kind == _AREA:
        return "%s sold %s for %s" % (who(p, you), name, money(dollars))
    if kind == _OPEN:
        return "%s won the Open Sale of %s for %s" % (who(p, you), name, money(dollars))
    if kind == _BACK:
        return "%s bought back %s for %s" % (who(p, you), name, money(dollars))
    if kind == _UNSOLD:
        return "Open Sale: no bids; %s goes back to %s" % (name, "you" if p == you else who(p))
    if kind == _TABLE:
        return "%s bought %s from the table for %s" % (who(p, you), name, money(dollars))
    if kind == _OUT:
        return "%s went out worth %s" % (who(p, you), money(dollars))
    return "The auction opens"


_SHORT = ("", "%s bought it for %s", "No bids: to the bank", "%s sold by dice: %s",
          "%s won Open Sale: %s", "%s bought back: %s", "Open Sale: no bids",
          "%s bought at table: %s", "%s went out")


def short_note(view, you=-1):
    """The last public event in one line (26 columns), without the card's name."""
    kind, p, _, dollars = view["note"]
    text = _SHORT[kind]
    n = text.count("%s")
    return text % (who(p, you), money(dollars)) if n == 2 else text % who(p, you) if n else text


def act(app, game, player, action):
    """Apply a human's action; an illegal one sounds the error tone. True if applied."""
    from bowengine.contract import IllegalAction
    try:
        game.apply(player, action)
    except IllegalAction:
        from bowui.sound import ERROR
        app.sound.tone(ERROR, 150)
        return False
    return True


def _event(view):
    return (view["note"][0], view["note"][1], view["note"][2], view["note"][3],
            view["roll"], view["sales"])


def mark_seen(game, player):
    """This player has seen the last event (his own action, or a news screen)."""
    if _seen[0] is not game:
        _seen[0] = game
        _seen[1] = [None] * 5
    _seen[1][player] = _event(game.view(player))


def news_due(game, player, view):
    """True if the last event is somebody else's and this player has not seen it."""
    if _seen[0] is game and _seen[1][player] == _event(view):
        return False
    kind, p = view["note"][0], view["note"][1]
    opening = view["phase"] == "open sale" and view["buyer"] != player
    return opening or (kind != 0 and p != player)
