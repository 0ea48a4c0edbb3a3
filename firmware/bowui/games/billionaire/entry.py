"""Billionaire's own screens (bowui.games.play imports this while the game is played).

setup: players, human or bot level per seat, the goal and the highest bid.
turn: before a human decides, what he has not seen yet (the bids of the last auction,
revealed round by round, and an analysis, spun on the Analyzer); then the screen of
the phase: the board (roll, Power Play, end the turn), a sealed bid, or a choice.
resumed: the game's watch keeps each analysis a human spins until it is shown (Spins).
results: the winner and everyone's worth.
"""

CHOICES = (("goal", "Goal $M", (1000, 500, 250)),
           ("maximum", "Top bid $M", (999, 500, 200)))

# What the players have been shown of the game on the device: the auction and its rounds
# revealed, and the log (turn number, entries of that turn) up to the last analysis spun.
_seen = {"game": None}


def setup(app):
    """Players, seats (a human and expert bots by default) and the options."""
    from bowui.menu.setup import SetupScreen
    return SetupScreen(app, "billionaire", CHOICES)


def _among(entry, entries):
    """True if this very log entry (not an equal one) is in `entries`."""
    for e in entries:
        if e is entry:
            return True
    return False


class Spins:
    """The game's watch (bowengine.contract: called after each action): each analysis a human
    spins, kept in `pending` until shown. The log keeps two turns only: the bots' turns after a
    human's own analysis would take it away before his next screen."""

    def __init__(self, game, seats):
        self.seats = seats
        self.pending = []
        self.known = [e for e in game.log if e[0] == "spin"]    # shown from the log (turn)

    def __call__(self, game, player, action):
        for e in game.log:
            if e[0] == "spin" and self.seats[e[1]] == "human" and not _among(e, self.known):
                self.known.append(e)
                self.pending.append(e)
        if len(self.known) > 8:
            self.known = self.known[-8:]


def resumed(app, game, seats):
    """The game program starts: the humans' analyses are watched (Spins)."""
    game.watch = Spins(game, seats)


def _state(game):
    if _seen["game"] is not game:
        _seen.update({"game": game, "auction": 0, "rounds": 0, "turns": 0, "count": 0})
    return _seen


def _unseen(log, turns, st):
    """The log entries after the last one shown (the log keeps this and the last turn)."""
    k = 0
    for i in range(len(log)):
        if log[i][0] == "turn":
            k = i
    if turns == st["turns"]:
        return log[k + st["count"]:], k
    if turns == st["turns"] + 1:
        return log[st["count"]:], k
    return log, k


def _unseen_round(app, game, v, then):
    """The next round of the last auction's bids not yet revealed on the device, or None."""
    st = _state(game)
    n = len(v["reveals"])
    if n and (v["auctions"] != st["auction"] or st["rounds"] < n):
        k = st["rounds"] if v["auctions"] == st["auction"] else 0
        st["auction"], st["rounds"] = v["auctions"], k + 1
        from bowui.games.billionaire.bids import RoundReveal
        return RoundReveal(app, game, k, then)
    return None


def turn(app, game, seats, player):
    """The next thing human `player` sees: an unseen reveal or analysis, then his decision."""
    v = game.view(player)
    st = _state(game)
    again = lambda app: (turn, app, game, seats, player)  # noqa: E731 - made once this screen went
    reveal = _unseen_round(app, game, v, again)
    if reveal is not None:
        return reveal
    watch = game.watch
    if watch is not None and watch.pending:     # a human's own analysis, spun since
        from bowui.games.billionaire.spin import Spin
        return Spin(app, game, watch.pending.pop(0), again)
    log = v["log"]
    fresh, k = _unseen(log, v["turns"], st)
    for i in range(len(fresh)):
        if fresh[i][0] == "spin" and not (watch is not None and _among(fresh[i], watch.known)):
            a = len(log) - len(fresh) + i
            if a >= k:
                st["turns"], st["count"] = v["turns"], a + 1 - k
            else:                # the spin was in the last turn
                st["turns"], st["count"] = v["turns"] - 1, a + 1
            from bowui.games.billionaire.spin import Spin
            return Spin(app, game, fresh[i], again)
    from bowui.games.billionaire import text as T
    news = T.events(fresh, v)
    first = T.opening(v)
    if first:
        news.insert(0, first)
    st["turns"], st["count"] = v["turns"], len(log) - k
    return phase_screen(app, game, seats, player, v, news)


def phase_screen(app, game, seats, player, v, news=()):
    """The screen where `player` makes the decision the engine waits for."""
    ph = v["phase"]
    if ph == "bid":
        from bowui.games.billionaire.bids import Bid
        return Bid(app, game, seats, player)
    if ph == "roll" or ph == "after":
        from bowui.games.billionaire.board import Board
        return Board(app, game, seats, player, news=news)
    from bowui.games.billionaire.cards import choice_screen
    return choice_screen(app, game, seats, player, v, look)


def look(app, game, seats, player):
    """The board, glanced at from a decision (a card choice); B makes the decision's screen
    anew. The way back is this module's (it stays while the game is played): it holds no
    screen, nor the modules of the one left (they go, and come again with it)."""
    from bowui.games.billionaire.board import Board
    return Board(app, game, seats, player, lambda app: (decide, app, game, seats, player))


def decide(app, game, seats, player):
    """The screen of the decision the engine waits for, made anew."""
    return phase_screen(app, game, seats, player, game.view(player))


def results(app, game):
    """The results screen; first the bids of an auction that ended the game, if unseen."""
    reveal = _unseen_round(app, game, game.view(0), lambda app: (results, app, game))
    if reveal is not None:
        return reveal
    from bowui.games.billionaire.results import Results     # (its module only at the end)
    return Results(app, game)
