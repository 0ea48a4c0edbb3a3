"""The letter trading option (BW-33), before words are sold: propose a trade to another
player (one of your letters for one of theirs, or a letter for cash either way), or
answer one. play.next_turn shows "hand the device to ..." before the other player's answer
when two humans share the device; a bot answers at once."""

from bowengine.buyword.state import distinct
from bowui import ui
from bowui.games.buyword.fit import fit
from bowui.games.buyword.tiles import Seat, story, who
from bowui.input import A, LEFT, RIGHT

_NONE = "-"


def screen(app, game, seats, player):
    """The proposer's screen, or the answer to a proposal made to `player`."""
    if game.view(player)["deal"]["to"] == player:
        return Answer(app, game, seats, player)
    return Propose(app, game, seats, player)


def letters(held):
    """The different letters of sorted tiles, then "-" (no letter)."""
    return distinct(held) + [_NONE]


class Propose(Seat):
    """With whom, the letter you give, the letter you get, cash (+: they pay you); Left/Right
    change the row under the cursor, A on Propose offers it, A on the last row passes."""

    def __init__(self, app, game, seats, player):
        Seat.__init__(self, app, game, seats, player, who(player) + " trades")
        v = self.v
        self.note = ui.label(self.group, "", 2, 19, ui.GREY)
        self.theirs = ui.label(self.group, "", 2, 32, ui.WHITE)
        self.to = game.next_player(player)
        self.give = self.get = _NONE
        self.cash = 0
        self.menu = ui.Menu(self.group, self.items(), y=46, rows=6, step=13)
        note = story(v["note"], player)
        self.say(note if "trade" in note or " for " in note else
                 "Trade letters before selling", ui.GREY)

    def say(self, text, color=ui.WHITE):
        ui.show(self.note, fit(text), color)

    def items(self):
        v, q = self.v, self.to
        ui.show(self.theirs, fit("%s: %s $%d" % (who(q), v["held"][q] or "no tiles",
                                                v["money"][q])))
        if self.cash > 0:
            cash = "they pay $%d" % self.cash
        elif self.cash < 0:
            cash = "you pay $%d" % -self.cash
        else:
            cash = "none"
        return [("With: < %s >" % who(q), ui.WHITE), ("Give: < %s >" % self.give, ui.WHITE),
                ("Get: < %s >" % self.get, ui.WHITE), ("Cash: < %s >" % cash, ui.WHITE),
                ("Propose", ui.GOLD), ("No more trades", ui.WHITE)]

    def action(self):
        """The engine's action for the rows as set, or None if it is not a trade."""
        give = "" if self.give == _NONE else self.give
        get = "" if self.get == _NONE else self.get
        if give and get and not self.cash:
            return ("swap", self.to, give, get)
        if give and not get and self.cash > 0:
            return ("cash", self.to, give, self.cash)
        if get and not give and self.cash < 0:
            return ("pay", self.to, get, -self.cash)
        return None

    def change(self, step):
        c, v, me = self.menu.cursor, self.v, self.player
        if c == 0:
            q = self.to
            for _ in range(self.game.players):
                q = (q + step) % self.game.players
                if q != me:
                    break
            self.to, self.get = q, _NONE
        elif c == 1 or c == 2:
            row = letters(v["held"][me if c == 1 else self.to])
            now = self.give if c == 1 else self.get
            pick = row[(row.index(now) + step) % len(row)]
            if c == 1:
                self.give = pick
            else:
                self.get = pick
        elif c == 3:
            top = v["money"][self.to]
            self.cash = max(-v["money"][me], min(top, self.cash + step))
        self.menu.items = self.items()
        self.menu.draw()

    def update(self, pressed):
        if pressed & (LEFT | RIGHT):
            self.change(1 if pressed & RIGHT else -1)
            return None
        if self.menu.move(pressed):
            return None
        if not pressed & A:
            return None
        c = self.menu.cursor
        if c == 5:
            action = ("pass",)
        elif c == 4:
            action = self.action()
            if action is None:
                self.say("One letter for one or cash", ui.RED)
                return None
        else:
            return None
        if self.act(action):
            return self.finish()
        self.say("Not a trade you can offer", ui.RED)
        return None


class Answer(Seat):
    """Another player's proposal: accept or refuse it."""

    def __init__(self, app, game, seats, player):
        Seat.__init__(self, app, game, seats, player, who(player) + ": deal?")
        d = self.v["deal"]
        ui.label(self.group, "%s offers you a trade:" % who(d["from"]), 80, 22, ui.GREY,
                 anchor=(0.5, 0))
        if d["cash"] > 0:
            gets, gives = d["give"], "$%d" % d["cash"]
        elif d["cash"] < 0:
            gets, gives = "$%d" % -d["cash"], d["get"]
        else:
            gets, gives = d["give"], d["get"]
        ui.label(self.group, "You get %s" % gets, 80, 38, ui.GOLD, "big", anchor=(0.5, 0))
        ui.label(self.group, "You give %s" % gives, 80, 58, ui.WHITE, "big", anchor=(0.5, 0))
        held = self.v["held"][player] or "no tiles"
        ui.label(self.group, ("Yours: " + held)[:26], 4, 80, ui.GREY)
        self.menu = ui.Menu(self.group, [("Accept", ui.WHITE), ("Refuse", ui.WHITE)],
                            y=96, rows=2, step=14)

    def update(self, pressed):
        if self.menu.move(pressed):
            return None
        if pressed & A and self.act(("accept",) if self.menu.cursor == 0 else ("refuse",)):
            return self.finish()
        return None
