"""BuyWord's word entry: spell a word over your own tiles with the D-pad and sell it to
the bank, or toss tiles over the 8-tile limit."""

from micropython import const

from bowui import sound, ui
from bowui.games.buyword.tiles import pips_text
from bowui.games.buyword.fit import fit
from bowui.games.buyword.tiles import Seat, Tiles, hint, money_line, story, who
from bowui.input import A, B, DOWN, LEFT, RIGHT, START, UP

_WORD_CELLS = const(11)     # the longest word the word row spells
_HAND_CELLS = const(24)     # at most this many tiles in the hand rows (two rows)
_WILD = const(-1)


class Sell(Seat):
    """Spell a word over your tiles and sell it to the bank, or toss tiles over the 8-tile limit.

    Left/Right move over your tiles, the Wild ("?") and the two buttons; A adds a tile
    to the word (or presses a button), B takes the last one back; on the Wild (once in the
    word) Up/Down change the letter it stands for, elsewhere Down goes to SELL, Up back;
    after a sale, with no word picked, Down and Right from the last tile pass SELL over, to DONE."""

    def __init__(self, app, game, seats, player):
        Seat.__init__(self, app, game, seats, player, who(player) + " sells")
        v = game.view(player)
        self.others = ui.label(self.group, "", 4, 19, ui.GREY)
        self.msg = ui.label(self.group, "", 2, 32, ui.WHITE)
        # the hand only shrinks while selling: as many cells as it holds now (memory)
        room = min(_HAND_CELLS, len(v["held"][player]) + (1 if v["wilds"][player] else 0))
        self.word_row = Tiles(self.group, min(_WORD_CELLS, room), 3, 45, per_row=_WORD_CELLS,
                              pitch=14)
        self.price = ui.label(self.group, "", 80, 64, ui.GOLD, anchor=(0.5, 0))
        dense = room > 20
        self.hand = Tiles(self.group, room, 5, 78, per_row=12 if dense else 10,
                          pitch=12 if dense else 15)
        self.buttons = []
        for i in range(2):
            pal = ui.rect(self.group, 8 + 76 * i, 115, 68, 13, ui.GREY)
            self.buttons.append((pal, ui.label(self.group, "", 42 + 76 * i, 114, ui.WHITE,
                                               anchor=(0.5, 0))))
        self.picked = []           # hand indexes in word order; _WILD for the Wild
        self.sold = False          # a word sold this turn: with none picked, SELL is passed over
        self.wild = "e"            # the letter the Wild stands for
        self.at = 0
        note = story(v["note"], player)
        self.say(note if note and not note.startswith("rolled") else "", ui.GREY)
        self.draw()

    # ---- what is on screen --------------------------------------------------------
    def say(self, text, color=ui.WHITE):
        """One line of news under the others' cash (the keys' help is on the price line)."""
        ui.show(self.msg, fit(text), color)

    def held(self):
        """The player's letter tiles (sorted)."""
        return self.v["held"][self.player]

    def over(self):
        """Letter tiles over the 8-tile limit (none in the last round)."""
        v = self.v
        k = len(v["held"][self.player]) - v["limit"]
        return 0 if v["final"] or k < 0 else k

    def wilds(self):
        """The player's Wild tiles left."""
        return self.v["wilds"][self.player]

    def letters(self):
        """Letter tiles shown in the hand rows (all of them but in the rarest hands)."""
        return min(len(self.held()), self.hand.count - (1 if self.wilds() else 0))

    def cells(self):
        """Tiles in the hand rows: the letter tiles, then the Wild if one is left."""
        return self.letters() + (1 if self.wilds() else 0)

    def word(self):
        """The word spelled so far, as the engine writes it (lower case: the Wild)."""
        held = self.held()
        return "".join([self.wild if i == _WILD else held[i] for i in self.picked])

    def draw(self):
        """Cash, the word and its price, the hand (picked tiles grey), the two buttons."""
        g, me, v = self.game, self.player, self.v
        self.show_cash()
        if g.players > 1:
            ui.show(self.others, money_line(v, me))
        else:
            ui.show(self.others, "Round %d  bag %d  Wilds %d" % (v["rounds"], v["bag_size"],
                                                                 self.wilds()))
        held = self.held()
        n = self.letters()
        h = self.hand
        h.group.x = (ui.W - h.pitch * min(self.cells(), h.per_row)) // 2 + 1
        for i in range(self.hand.count):
            if i < n:
                self.hand.set(i, held[i], i in self.picked)
            elif i == n and self.wilds():
                self.hand.set(i, "?", _WILD in self.picked)
            else:
                self.hand.set(i, "")
        word = self.word()
        self.word_row.show_all(word)
        self.word_row.group.x = (ui.W - 14 * len(word)) // 2 + 1      # centred
        self.word_row.cursor(-1)
        if not word:             # no word yet: the keys (news or none above)
            ui.show(self.price, "<>: tile  A: add  B: back" if self.cells() else "No tiles", ui.GREY)
        elif len(word) < 2:
            ui.show(self.price, "%s  %s" % (word.upper(), pips_text(word)), ui.WHITE)
        else:
            ok = (g.options["challenges"] and g.players > 1) or \
                g.context["lexicon"].contains(word.lower())
            ui.show(self.price, ("%s  %s" % (word.upper(), pips_text(word)) if ok
                                 else "%s: not a word" % word.upper())[:26],
                    ui.GOLD if ok else ui.RED)
        over = self.over()
        labels = ("SELL", "TOSS" if over else "DONE")
        c = self.at - self.cells()
        for i, (pal, lab) in enumerate(self.buttons):
            pal[0] = ui.GOLD if c == i else ui.GREY
            ui.show(lab, labels[i], ui.BLACK if c == i else ui.WHITE)
        self.hand.cursor(self.at if self.at < self.cells() else -1)

    def on_wild(self):
        """True if the cursor is on the Wild and the Wild is in the word (its letter can change)."""
        return self.wilds() and self.at == self.cells() - 1 and _WILD in self.picked

    # ---- buttons ------------------------------------------------------------------
    def update(self, pressed):
        if not pressed:
            return None
        total = self.cells() + 2
        if pressed & (LEFT | RIGHT):
            step = 1 if pressed & RIGHT else -1
            self.at = (self.at + step) % total
            if self.at == self.cells() and self.sold and not self.picked:
                self.at = (self.at + step) % total   # sold, no word yet: SELL is passed over
        elif pressed & (UP | DOWN) and self.on_wild():
            k = (ord(self.wild) - 97 + (1 if pressed & UP else -1)) % 26
            self.wild = chr(97 + k)
        elif pressed & DOWN and self.at < self.cells():
            self.at = self.cells() + (1 if self.sold and not self.picked else 0)   # off the Wild: SELL
        elif pressed & UP and self.at >= self.cells():
            self.at = 0                              # and Up back to the tiles
        elif pressed & B and self.picked:
            self.picked.pop()
        elif pressed & A:
            return self.press()
        elif pressed & START and self.game.options.get("hints"):
            self.say(hint(self.app, "sell_hint", self.game, self.player), ui.GOLD)
        else:
            return None
        self.draw()
        return None

    def press(self):
        """A: add the tile under the cursor to the word, or press SELL / DONE / TOSS."""
        c = self.at - self.cells()
        if c < 0:
            pick = _WILD if self.at == self.cells() - 1 and self.wilds() else self.at
            if pick in self.picked or len(self.picked) >= self.word_row.count:
                self.app.sound.tone(sound.ERROR, 100)
            else:
                self.picked.append(pick)
                if pick == _WILD:
                    self.say("^v: the Wild's letter", ui.GREY)
        elif c == 0:
            return self.sell()
        elif self.over():
            self.toss()
        elif self.act(("done",)):
            return self.finish()
        self.draw()
        return None

    def sell(self):
        """SELL: offer the word to the bank (with challenges, to the other players first)."""
        word = self.word()
        price = pips_text(word) if word else ""
        if not self.act(("sell", word)):
            self.say(refusal(self.game, self.player, word), ui.RED)
            self.draw()
            return None
        self.picked = []
        self.at = 0
        self.sold = True
        self.v = self.game.view(self.player)
        if self.v["phase"] != "sell" or self.v["turn"] != self.player:
            return self.finish()                 # challenges: the others answer first
        self.app.autosave(self.game)
        self.say("Sold %s: %s" % (word.upper(), price.split(" ")[-1]), ui.GREEN)
        self.app.sound.tone(sound.LANDED, 120)
        self.draw()
        return None

    def toss(self):
        """TOSS: put the picked letter tiles out of play (no more than the limit asks)."""
        over = self.over()
        tiles = [self.held()[i] for i in self.picked if i != _WILD]
        if not tiles or len(tiles) > over or _WILD in self.picked:
            self.app.sound.tone(sound.ERROR, 150)
            self.say("Pick 1 to %d tiles to toss" % over if over > 1 else "Pick 1 tile to toss", ui.RED)
            return
        for ch in tiles:
            self.act(("discard", ch))
        self.picked = []
        self.at = 0
        self.v = self.game.view(self.player)
        self.app.autosave(self.game)
        self.say("Tossed %s" % "".join(tiles), ui.GREY)


def refusal(game, player, word):
    """Why a word did not sell, in one line."""
    if not word:
        return "Pick a word's tiles first"
    if len(word) < 2:
        return "A word has 2 letters or more"
    if not game.context["lexicon"].contains(word.lower()):
        return "Not sold: not a word"
    return ui.wrap(game.explain(player, ("sell", word)))[0]
