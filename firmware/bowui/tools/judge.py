"""The word judge: spell a word with the D-pad, A asks the flashed dictionary.

The verdict also prices the letters as BuyWord does (pips, and pips squared in
dollars), so the same screen is the BuyWord price calculator.

Up/Down change the letter under the cursor, Right moves on (a new letter),
Left takes the last letter back, A judges, B leaves. The dictionary file is
opened only while this screen is up (bowengine.lexicon reads it from flash in
a few KB).
"""

from micropython import const

from bowui import sound, ui
from bowui.tools.tool import Tool
from bowui.input import A, B, DOWN, LEFT, RIGHT, UP

_LONGEST = const(15)


class JudgeScreen(Tool):
    """Is it a word? Letters entered on the D-pad, checked with Lexicon.contains."""

    title = "Word judge"
    INDEX = 6

    def __init__(self, app, game=None):
        self.game = None
        ui.Screen.__init__(self, app)
        self.lex = None
        self.error = ""
        try:
            from bowengine.lexicon import Lexicon, LexiconError
            try:
                self.lex = Lexicon(app.hw.dict_path, check=False)
            except LexiconError as e:
                self.error = str(e)
        except (ImportError, MemoryError):
            self.error = "no dictionary reader on this device"
        self.letters = "abcdefghijklmnopqrstuvwxyz" if self.lex is None else self.lex.alphabet
        self.word = bytearray(b"a")
        self.text = ui.label(self.group, "", 80, 40, ui.WHITE, "big", anchor=(0.5, 0))
        self.cursor = ui.rect(self.group, 0, 58, 8, 2, ui.GOLD)
        self.bar = self.group[-1]
        self.verdict = [ui.label(self.group, "", 80, 70 + 13 * i, ui.WHITE, anchor=(0.5, 0))
                        for i in range(3)]
        ui.label(self.group, "^v letter <> move A: judge", 2, 126, ui.GREY, anchor=(0, 1.0))
        if self.error:
            self.say("No dictionary: " + self.error, ui.RED)
        self.draw()

    def draw(self):
        word = str(self.word, "ascii").upper()
        ui.show(self.text, word)
        left = 80 - 4 * len(word)
        self.bar.x = left + 8 * (len(word) - 1)

    def say(self, text, color, last=None):
        lines = ui.wrap(text) + ([last] if last else [])
        for i, lab in enumerate(self.verdict):
            ui.show(lab, lines[i] if i < len(lines) else "", color)

    def update(self, pressed):
        if pressed & B:
            return self.back()
        w = self.word
        if pressed & (UP | DOWN):
            i = self.letters.find(chr(w[-1]))
            i = (i + (1 if pressed & UP else -1)) % len(self.letters)
            w[-1] = ord(self.letters[i])
        elif pressed & RIGHT and len(w) < _LONGEST:
            w.append(w[-1])
        elif pressed & LEFT and len(w) > 1:
            self.word = w[:-1]
        elif pressed & A and self.lex is not None:
            word = str(w, "ascii")
            from bowengine.buyword.pricing import quote
            pips, dollars = quote(word.upper())  # the BuyWord price calculator, for the box's players
            price = "BuyWord: %d pips, $%d" % (pips, dollars)
            if self.lex.contains(word):
                self.say("%s is a word" % word.upper(), ui.GREEN, price)
                self.app.sound.tone(sound.LANDED, 120)
            else:
                self.say("%s is not a word" % word.upper(), ui.RED, price)
                self.app.sound.tone(sound.ERROR, 200)
            return None
        else:
            return None
        if not self.error:
            self.say("", ui.WHITE)
        self.draw()
        return None

    def leave(self):
        if self.lex is not None:
            self.lex.close()
            self.lex = None
