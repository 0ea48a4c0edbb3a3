"""Boggle Bowl's round on the handheld: your 11 cubes (rolled with a short tumble that lands
on the engine's faces), word entry over them with the D-pad (bogglebowl_cubes draws it), the
buttons Next word / Undo / Roll / Timer, and the sand timer counting down in real frames.

Time reaches the engine only as ("tick", elapsed_ms) between frames, from the moment the
round's cubes have landed (a re-roll's tumble takes time). A bot opponent plays
on this screen at the same time, paced by the same frames (its thinking is ticks), one cube
an action, so it feels like a person across the table.
"""

from bowengine.bogglebowl import data
from micropython import const

from bowui import sound, ui
from bowui.games.bogglebowl.shared import BOARD_TILES, SIDE_NAMES, bot_action, make_bot, seat_name
from bowui.games.bogglebowl.cubes import BUTTONS, NCUBES, NEXT, ROLL, UNDO, CubePad, moved, picks_from, uses
from bowui.input import DOWN, LEFT, RIGHT, START, UP, A, B, ticks_diff

_TUMBLE_MS = const(480)
_STEP_MS = const(60)
_MAX_TICK = const(60000)
_BAR_X = const(54)
_BAR_W = const(66)
_DOT_X = const(146)     # the thinking dot's first place; then 5 and 10 right
HEADS = (0x7A1818, 0x183878)
SPACE_SHORT = {"blank": "Blank, 1 word", "wild": "Wild, 1+ words", "two": "Two, 2 words",
               "cross": "X, 2 crossing"}


class RoundScreen(ui.Screen):
    """One side's round: cubes, words, buttons and the sand (see the module docstring)."""

    def __init__(self, app, game, seats, player, roll=False, then=None):
        BOARD_TILES.clear()     # the board's painted tiles go while the round is played
        ui.Screen.__init__(self, app)
        self.game, self.seats, self.player = game, seats, player
        self.then = then        # then(app, game, seats, player): the round's verdict
        self.side = game.side_of(player)
        v = game.view(player)
        self.round = v["round"]
        self.space = v["space"]
        self.faces = list(v["cubes"])
        self.picks = picks_from(v["draft"], self.faces, self.space == "cross")
        g = self.group
        ui.rect(g, 0, 0, ui.W, 14, HEADS[self.side])
        ui.label(g, "%s: %s" % (seat_name(game, player), SPACE_SHORT[self.space]), 2, 0)   # descenders on the bar
        self.status = ui.label(g, "", 2, 13, ui.GREY)     # its descenders end 4 px above the cubes
        self.pad = CubePad(g, self.side)
        self.clock = ui.label(g, "", 158, 126, ui.GOLD, anchor=(1.0, 1.0))
        gold = self.pad.pals[ui.GOLD]
        ui.rect(g, _BAR_X, 119, _BAR_W, 4, ui.GOLD, gold)
        self.bar = g[-1]
        self.bar.hidden = True
        # The thinking dot, as bowui.thinking draws it while bots move elsewhere: here the bots
        # search during the round, so the screen keeps its own (no module loaded for it).
        ui.rect(g, _DOT_X, 2, 3, 3, ui.GOLD, gold)
        self.dot = g[-1]
        self.dot.hidden = True
        self.cursor = 0
        self.last = app.now
        self.bots = {}
        self.bank = {}
        self.pend = {}
        self.laying = False
        self.dirty = False
        self.sand = v["timer_ms"]
        self.full = data.TIMER_MS   # the most sand seen: the bar's full width (a turn's is longer)
        self.landing = roll         # the first tumble: the clocks start once the cubes have landed
        self.watching = player not in game.waiting_for()   # a team's bot plays our cubes
        self.rolling = False
        self.tumbles = 0
        self.until = self.next = 0
        self.tip = None     # a hint (Start, if the game has them): [roll, cubes, first, letter shown]
        if roll:
            self.start_roll()
        else:
            self.draw_cubes()
        self.draw_words()
        self.draw_status(v)
        self.draw_cursor()

    # ---- drawing -------------------------------------------------------------------
    def draw_cubes(self):
        """The cubes as the words use them."""
        frozen = not self.watching and self.player not in self.game.waiting_for()
        self.pad.draw_cubes(self.faces, self.picks, frozen)

    def draw_words(self):
        """The words spelled so far and their cube count."""
        self.pad.draw_words(self.faces, self.picks)

    def draw_cursor(self):
        """The cursor and the buttons (greyed where they do nothing now)."""
        mine = self.player in self.game.waiting_for()
        names = BUTTONS[:3] + ("Done" if self.sand is not None else "Timer",)
        oks = (mine and ("gap",) in self.game.legal(self.player), mine and bool(self.picks),
               mine, mine)
        self.pad.draw_cursor(self.cursor, names, oks)

    def draw_status(self, v):
        """The status line, the sand left and its bar, from view `v`."""
        other = SIDE_NAMES[1 - self.side]
        if self.watching:
            text = "Your team's bot plays"
        elif self.player not in self.game.waiting_for():
            text = "Timer turned: %s's go" % other if v["timer_ms"] is not None else "Done"
        elif v["their_done"]:
            text = other + " turned the timer!"
        elif self.tip and self.tip[0] == (v["round"], v["rolls"]):
            t = self.tip
            text = ("Best: %d cubes" % t[1] + (", %s..." % t[2] if t[3] else "")
                    if t[1] else "No word fits: roll?")
        elif self.game.options.get("hints") and not self.bots:
            text = "Spell (Start: a hint)"
        elif self.bots:
            text = other + (" is laying cubes" if self.laying else " is thinking")
        else:
            text = "Spell with your cubes"
        ui.show(self.status, text, ui.RED if v["their_done"] else ui.GREY)
        started = self.sand is None and v["timer_ms"] is not None
        self.sand = v["timer_ms"]
        if started:
            self.draw_cursor()                          # "Timer" becomes "Done"
        if self.sand is None:
            ui.show(self.clock, "B: undo", ui.GREY)
            return
        ui.show(self.clock, "%d.%ds" % (self.sand // 1000, self.sand % 1000 // 100),
                ui.RED if self.sand < 3000 else ui.GOLD)
        if self.sand > self.full:
            self.full = self.sand
        w = (_BAR_W * self.sand // self.full) & ~1     # even widths (the emulator needs them)
        self.bar.hidden = w <= 0
        if w > 0 and self.bar.width != w:
            self.bar.width = w

    # ---- rolling -------------------------------------------------------------------
    def start_roll(self):
        """Start the tumble (the engine has already rolled)."""
        self.rolling = True
        self.tumbles = 0
        self.until = (self.app.now + _TUMBLE_MS) & 0x1FFFFFFF
        self.next = self.app.now
        self.pad.tumble(0)

    def animate(self):
        """One frame of the tumble, landing on the engine's faces at the end."""
        now = self.app.now
        if ticks_diff(now, self.until) >= 0:
            self.rolling = False
            self.landing = False
            self.draw_cubes()
            self.app.sound.tone(sound.LANDED, 80)
        elif ticks_diff(now, self.next) >= 0:
            self.tumbles += 1
            self.next = (self.next + _STEP_MS) & 0x1FFFFFFF
            self.pad.tumble(self.tumbles)
            self.app.sound.tone(sound.DICE, 12)

    # ---- the engine ------------------------------------------------------------------
    def apply(self, seat, action):
        """Apply an action for `seat`; False (and the error tone) if the engine refused it."""
        from bowengine.contract import IllegalAction
        try:
            self.game.apply(seat, action)
        except IllegalAction:
            self.app.sound.tone(sound.ERROR, 150)
            return False
        return True

    def ended(self):
        """True once the round is over (the verdict is due) or the game is."""
        g = self.game
        return g.result() is not None or g.view(self.player)["round"] != self.round

    def drive_bot(self, seat, elapsed):
        """Let a bot act for `elapsed` ms of real time: its ticks, then one other action."""
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.app, self.game, self.seats, seat)
            bot.tick = self.think
            self.bank[seat] = 0
            self.pend[seat] = 0
            self.dirty = True
        self.bank[seat] += elapsed
        if self.rolling:
            return False        # its search starts once the cubes land: no stutter in the tumble
        g = self.game
        for _ in range(3):
            if self.pend[seat] > 0:
                t = min(self.pend[seat], self.bank[seat])
                if t <= 0:
                    return False
                self.apply(seat, ("tick", t))
                self.pend[seat] -= t
                self.bank[seat] -= t
                if self.sand is not None and self.ended():
                    return True
                continue
            action = bot_action(self.app, bot, g.view(seat), g.legal(seat))
            self.dot.hidden = True
            if action[0] == "tick":
                self.pend[seat] = action[1]
                continue
            self.apply(seat, action)
            self.dirty = True
            if action[0] == "add":
                self.laying = True
            return action[0] == "done" and self.ended()
        return False

    def leave(self):
        """The bots and their searches go now (a stale pointer to this screen keeps nothing big)."""
        self.bots = {}

    def think(self):
        """A bot's search goes on: the thinking dot steps (shown at the first step)."""
        dot = self.dot
        dot.x = _DOT_X if dot.hidden or dot.x >= _DOT_X + 10 else dot.x + 5
        dot.hidden = False
        mark = getattr(self.app.hw.display, "mark", None)     # bowwords bench's timing, on the VM
        if mark:
            mark(b"t")

    def resumed(self):
        """Back from the rules pages (App.close_rules): the sand and the bots stood still while
        the pages hid the cubes."""
        self.last = self.app.now

    def update(self, pressed):
        now = self.app.now
        elapsed = min(ticks_diff(now, self.last), _MAX_TICK)
        self.last = now
        g = self.game
        waiting = g.waiting_for()
        mine = self.player in waiting
        if elapsed > 0 and not self.landing:
            if mine:
                self.apply(self.player, ("tick", elapsed))
                if self.sand is not None and self.ended():
                    return self.verdict()
            for seat in waiting:
                if seat != self.player and self.seats[seat] != "human":
                    if self.drive_bot(seat, elapsed):
                        return self.verdict()
            if self.sand is not None or self.dirty:
                if self.ended():
                    return self.verdict()
                self.dirty = False
                v = g.view(self.player)
                if self.watching:
                    self.faces = list(v["cubes"])
                    self.picks = picks_from(v["draft"], self.faces, self.space == "cross")
                    self.draw_words()
                    if not self.rolling:
                        self.draw_cubes()
                self.draw_status(v)
        if self.rolling:
            self.animate()
        if not mine:
            for seat in g.waiting_for():
                if self.seats[seat] == "human":         # pass-and-play: the other side's turn
                    return self.app.turn_done(g, self.seats, self.player)
            return None
        return None if self.rolling else self.keys(pressed)

    def verdict(self):
        """The round's verdict screen (its module imported and the screen made once this
        screen, its bots and their searches went)."""
        return (self.then, self.app, self.game, self.seats, self.player)

    # ---- the player's keys ---------------------------------------------------------------
    def keys(self, pressed):
        """The D-pad moves the cursor; A uses the cube or button under it; B takes a cube back."""
        if pressed & (UP | DOWN | LEFT | RIGHT):
            self.cursor = moved(self.cursor, pressed)
            self.draw_cursor()
        elif pressed & B:
            self.undo()
        elif pressed & START and self.game.options.get("hints"):
            self.hint()
        elif pressed & A:
            c = self.cursor
            if c < NCUBES:
                self.pick(c)
            elif c == NEXT:
                if self.apply(self.player, ("gap",)):
                    self.picks.append(-1)
                    self.draw_words()
            elif c == UNDO:
                self.undo()
            elif c == ROLL:
                if self.apply(self.player, ("roll",)):
                    self.faces = list(self.game.view(self.player)["cubes"])
                    self.picks = []
                    self.draw_words()
                    self.start_roll()
            elif self.apply(self.player, ("done",)):
                if self.ended():
                    return self.verdict()
                self.draw_cubes()
                self.draw_status(self.game.view(self.player))
            self.draw_cursor()
        return None

    def hint(self):
        """Start: how many cubes the best arrangement uses; pressed again, its first letter
        (the solver's exhaustive answer for these cubes, worked out at the first press). The
        game is marked as played with hints (for the records) and saved so before the hint shows
        (a power cut cannot lose the mark). Where the heap has no room for
        the solver (a rules page's module kept, say), the status says so and the round goes on."""
        v = self.game.view(self.player)
        if self.tip and self.tip[0] == (v["round"], v["rolls"]):
            self.tip[3] = True
        else:
            import sys
            before = list(sys.modules) if self.app.releases() else None
            got = None
            try:
                from bowengine.bogglebowl.review import hint
                got = hint(v, self.game.context["lexicon"], self.think)
            except MemoryError:
                pass
            self.dot.hidden = True
            if got is None:
                from bowengine.bogglebowl import SCRATCH
                SCRATCH.clear()                 # the solver's arrays
            if before is not None:
                from bowui.app import forget_new
                forget_new(before)
            if got is None:
                import gc
                gc.collect()
                ui.show(self.status, "No room for a hint now", ui.GREY)
                return
            self.tip = [(v["round"], v["rolls"]), got[0], got[1], False]
        was = self.game.options.get("hints")
        if was != 2:                        # marked and saved so before the hint shows
            self.game.options["hints"] = 2
            try:
                self.app.autosave(self.game)
            except MemoryError:
                self.game.options["hints"] = was
                ui.show(self.status, "No room for a hint now", ui.GREY)
                return
        self.draw_status(v)

    def undo(self):
        """Take the last cube or word break back."""
        if self.picks and self.apply(self.player, ("undo",)):
            self.picks.pop()
            self.draw_cubes()
            self.draw_words()
            self.draw_cursor()

    def pick(self, i):
        """Add cube i's letter to the words (a cube of the first word may cross on an X space)."""
        n = uses(self.picks)
        second = -1 in self.picks
        crossed = False
        for u in n:
            crossed = crossed or u > 1
        if n[i] and not (self.space == "cross" and second and not crossed and n[i] == 1
                         and i in self.picks[:self.picks.index(-1)]):
            self.app.sound.tone(sound.ERROR, 150)
            ui.show(self.status, "That cube is used", ui.RED)
            return
        if self.apply(self.player, ("add", self.faces[i])):
            self.picks.append(i)
            self.draw_cubes()
            self.draw_words()
        else:
            ui.show(self.status, "Not on this space", ui.RED)
