"""The game program's turns (game.py gives `next_turn` to its App): any registered game
through the engine contract. The setup (in the menu program) saved the game; then bots act,
each human gets a hand-off screen before their view (pass-and-play), and the game autosaves
when a human's turn comes (after the bots moved, so a resumed game shows the same position).

A game's own screens live in bowui/games/NAME/, led by entry.py (imported only while it is
played) and may define any of:

    setup(app) -> Screen                  players, seats, options (in the menu program)
    turn(app, game, seats, player) -> Screen   a human's turn; once it applied, it returns
                                          app.turn_done(game, seats, player)
    results(app, game) -> Screen          the end
    resumed(app, game, seats)             the game program starts on the saved game
    opening(app, game, seats) -> Screen or None   ... and, before the bots move, a screen to
                                          show first (Boggle Bowl: a round only bots play,
                                          watched by the human teammate)
    progress(app, game, seats)            as each human turn is made, and at the end

What a game does not define, the generic screens do from the contract alone: setup in
bowui.menu.setup, the turn (the view as lines and legal() as a list) in bowui.games.generic, the
results in bowui.games.results (a game's own subclass them). Each is imported only when used: this
module stays loaded while a game is played. Screens import downward only: none imports this
module.
"""

import gc


def _screen(name, kind, default):
    from bowui.games import own_screens
    mod = own_screens(name)
    return getattr(mod, kind, default) if mod is not None else default


def turn_screen(app, game, seats, player):
    """Human `player`'s turn screen (the game's own, or the generic one). The game is saved
    first: each human turn starts saved, the bots' moves with it (here, once App.go let the
    last screen and the bots go, the save has the most room)."""
    app.autosave(game)
    progress(app, game, seats)
    own = _screen(game.NAME, "turn", None)
    if own is None:
        from bowui.games.generic import Turn as own
    return own(app, game, seats, player)


def progress(app, game, seats):
    """The game's own `progress` hook, if it has one: called as each human turn is made and at
    the end, so a game can keep what its records need (Boggle Bowl: a round's cubes)."""
    hook = _screen(game.NAME, "progress", None)
    if hook is not None:
        hook(app, game, seats)


def bot_act(game, p, bot):
    """Bot p's action. The low-memory path: on a MemoryError, the bot lets go of what its search
    keeps (bot.lighten), a collect, and it is asked again; if memory is still short, a plain
    legal move from the engine (game.random_action) instead of a crash."""
    for _ in range(2):
        try:
            return bot.act(game.view(p), game.legal(p))
        except MemoryError:
            bot.lighten()
            gc.collect()
    return game.random_action(p, bot.rng)


def hand_off(app, game, seats, player):
    """Pass-and-play: the device goes to `player`, then their turn (which App.go makes once the
    hand-off has gone)."""
    app.autosave(game)
    from bowui.handoff import HandOff
    return HandOff(app, "Player %d" % (player + 1), lambda app: (turn_screen, app, game, seats, player))


def next_turn(app, game, seats, last):
    """Bots move; then the next human's hand-off (if several humans share the device)."""
    from bowengine import games
    bots = {}
    moves = 0
    think = None            # the "thinking" dot while bots move (bowui/thinking.py)
    while game.result() is None and moves < 500:
        waiting = game.waiting_for()
        human = [p for p in waiting if seats[p] == "human"]
        if human:
            think = think and think.close()
            p = human[0]
            humans = len([s for s in seats if s == "human"])
            if humans > 1 and p != last:
                return (hand_off, app, game, seats, p)
            return (turn_screen, app, game, seats, p)      # built by App.go, at a shallow depth
        p = waiting[0]
        if think is None:               # (first: the dot shows while the bots are made too)
            from bowui.thinking import Thinking
            think = Thinking(app)
        if p not in bots:
            bots[p] = games.bots(game.NAME)[seats[p]](p, app.hw.seed(), game.context)
            bots[p].tick = think.tick
        app.unchanged = None                # the game differs from the ring's from here
        game.apply(p, bot_act(game, p, bots[p]))
        moves += 1
    think = think and think.close()
    if game.result() is None:               # only bots play: a pause (A: they go on), made
        from bowui.games.generic import Turn      # once the bots and their searches have gone
        return (Turn, app, game, seats, None)
    record(app, game, seats)
    app.forget_save()
    from bowui.games.results import Results
    return (_screen(game.NAME, "results", Results), app, game)


def record(app, game, seats):
    """The finished game goes into the device's records (bowui.records: once, even if a power
    cut comes before the save is forgotten). A record that cannot be written never stops the
    results."""
    try:
        progress(app, game, seats)            # (the last round)
        from bowui.records import finished
        finished(app, game, seats, None, getattr(app, "cubes_max", 0))
    except (OSError, MemoryError):          # the NVM or the heap failed: the game still ends
        pass


def resume(app):
    """The game program's first screen: the game saved in the ring goes on (bots first, in
    App.go: a frame less under their search). Its humans' feats are watched for the records."""
    game = app.saved_game()
    if game is None:
        raise RuntimeError("no saved game this build can read")
    seats = app.ring.seats(game.players)
    app.unchanged = game                    # as saved: its first autosave packs nothing
    resumed = _screen(game.NAME, "resumed", None)
    if resumed is not None:
        resumed(app, game, seats)
    opening = _screen(game.NAME, "opening", None)
    first = opening(app, game, seats) if opening is not None else None
    return first if first is not None else (next_turn, app, game, seats, None)
