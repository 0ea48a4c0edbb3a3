"""Boggle Bowl's own screens (imported only while it is played): setup, the round (in
bogglebowl_round), the verdict, the board with the token's move (bogglebowl_move) and
the results (bogglebowl_verdict); what they share is in bogglebowl_shared. This module leads
from one to the next: each screen is given the function that makes what follows it.

Red is seat 0 and Blue seat 1; with 3 players the setup picks who plays alone and in which
colour (the engine's side_of). Bots play in real time on the human's round screen: their
thinking is paced by the same frames, and time reaches the engine only as ("tick", ms).
Two humans facing each other take the device in turn (the engine's pass_play).
"""

# What the screens share (the board's painting among it) stays while the game is played: this
# module does, and holds that one (App.go keeps what a kept module's names come from).
from bowui.games.bogglebowl import shared as bogglebowl_shared  # noqa: F401


def carry_on(app, game, seats, player):
    """After a round or a move: the next screen. When only bots play the next round (a team's
    bot controls its cubes), `player` watches it in real time on their side's cubes instead of
    the bots playing it out at once."""
    waiting = game.waiting_for()
    watch = game.result() is None and game.view(player)["phase"] == "play" and waiting
    for seat in waiting:
        watch = watch and seats[seat] != "human"
    if not watch or seats[player] != "human":
        return app.turn_done(game, seats, player)
    app.autosave(game)
    return (round_screen, app, game, seats, player)      # made once the last screen went


def resumed(app, game, seats):
    """The game program starts: the solver's arrays (bowengine.bogglebowl.scratch, 6.9 KB in
    three pieces of 2-2.4 KB) are made now, on the program's fresh heap, and kept while the game
    is played: made at each search, as the heap filled and emptied with screens and modules,
    they found no piece large enough at 128 KB and the bots played on without a search."""
    from bowengine.bogglebowl import scratch
    scratch()


def opening(app, game, seats):
    """The game program starts: if only bots play the round under way (3 players, the team's
    bot first on the cubes), the first human watches it on their side's cubes, its words laid
    before the verdict, as after any round (carry_on); else None (the bots move at once)."""
    humans = [p for p in range(game.players) if seats[p] == "human"]
    waiting = game.waiting_for()
    if not humans or not waiting or game.result() is not None:
        return None
    for seat in waiting:
        if seats[seat] == "human":
            return None
    v = game.view(humans[0])
    if v["phase"] != "play":
        return None
    return (round_screen, app, game, seats, humans[0], not (v["draft"] or v["my_ms"]))


def round_screen(app, game, seats, player, roll=True):
    """The round, its cubes rolled (unless resumed mid-round); its end, the verdict."""
    from bowui.games.bogglebowl.round import RoundScreen
    return RoundScreen(app, game, seats, player, roll, verdict)


def setup(app):
    """The setup screen."""
    from bowui.games.bogglebowl.setup import Setup
    return Setup(app)


def turn(app, game, seats, player):
    """A human's turn: the token's move if they won the round, else the round (board first).
    The screens go on through this module's functions, given to them (none imports this)."""
    v = game.view(player)
    if v["phase"] == "move":
        from bowui.games.bogglebowl.move import MoveScreen
        return MoveScreen(app, game, seats, player, None, carry_on)
    if v["draft"] or v["my_ms"]:
        return round_screen(app, game, seats, player, False)      # resumed mid-round
    from bowui.games.bogglebowl.move import IntroScreen
    return IntroScreen(app, game, seats, player, round_screen)


def verdict(app, game, seats, player):
    """The verdict of the round just played, saved before it shows (a chord or a power cut on it
    never gives the round back to be played again with the same cubes); then the move, or the
    next round."""
    app.unchanged = None                # (a round resumed from the ring changed since)
    app.autosave(game)
    from bowui.games.bogglebowl.verdict import Verdict
    return Verdict(app, game, seats, player, carry_on)


def results(app, game):
    """The final score."""
    from bowui.games.bogglebowl.verdict import Results
    return Results(app, game)


def progress(app, game, seats):
    """The most cubes a human side used in a round so far, kept on the app (no module loaded,
    no NVM written during the game: its heaviest states have no room for either) and written
    into the records at the end. The game program calls this as each human turn is made and at
    the end: every round is followed by one or by the end."""
    last = game.last
    if last and game.rounds != getattr(app, "rounds_seen", -1):
        app.rounds_seen = game.rounds
        for p in range(game.players):
            if seats[p] == "human":
                app.cubes_max = max(getattr(app, "cubes_max", 0), last[3 + game.side_of(p)])
