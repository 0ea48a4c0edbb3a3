"""High Bid's own screens: the device is the Auctioneer (issue 7).

setup: the shared SetupScreen (2-5 players, human or bot level per seat, and
whether people are asked "Go out?" off their turns). turn: what the engine's view says happened since this
player last looked (a bot's dice sale tumbles again and lands on the engine's
roll), then the bidding screen (auctions and Open Sales are open bidding) or
the buyer's turn (sell by the dice, buy from the table, go out, end the turn);
the same screen asks another player whether he goes out (with two or more
people at the device, every person once a turn, whatever his worth: asking only
those worth the goal would tell the one holding the device).
results: the net worths. The screens live in highbid_*.py, imported when shown.
"""

from bowui.games.highbid.text import DICE_NOTES, mark_seen, news_due


def setup(app):
    """Players 2-5, each seat human or a bot level (expert first), and "Ask to go out"."""
    from bowui.menu import setup as shared

    class SetupScreen(shared.SetupScreen):
        def options(self):
            """The engine's "ask" and "humans" (the people's seats: with one person, who may
            be asked when worth the goal without telling anybody, only if asking is off)."""
            opts = shared.SetupScreen.options(self)
            people = [p for p in range(self.players) if self.seats[p] == "human"]
            if len(people) > 1 or not opts["ask"]:
                opts["humans"] = sum([1 << p for p in people])
            return opts

    screen = SetupScreen(app, "highbid", (("ask", "Ask to go out", (True, False)),))
    screen.players = 3
    screen.menu.items = screen.items()
    screen.menu.draw()
    return screen


def decision(app, game, seats, player):
    """The screen where `player` decides: bidding, or the buyer's turn."""
    if game.view(player)["phase"] in ("auction", "open sale"):
        from bowui.games.highbid.bid import BidScreen
        return BidScreen(app, game, seats, player)
    from bowui.games.highbid.turn import BuyerScreen
    return BuyerScreen(app, game, seats, player)


def turn(app, game, seats, player):
    """A human's turn: news of what the others did (once), then the decision."""
    view = game.view(player)
    if news_due(game, player, view):
        mark_seen(game, player)
        from bowui.games.highbid.sale import SaleScreen
        return SaleScreen(app, game, player,
                          lambda app: decision(app, game, seats, player),
                          view["roll"] is not None and (view["note"][0] in DICE_NOTES
                                                        or view["phase"] == "open sale"))
    return decision(app, game, seats, player)


def results(app, game):
    """Net worths, the winner, and how the game ended."""
    from bowui.games.highbid.end import ResultsScreen
    return ResultsScreen(app, game)
