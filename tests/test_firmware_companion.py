"""Companion screens driven by scripted keys in the emulator, checked against the engine
run directly with the same seed and actions; sounds; the slate's pass-and-play secrecy."""

from bowengine import games
from bowwords.emulator import Emulator


def _screen(emu):
    return emu.app.screen


def _all_text(emu):
    return emu.text()


def test_die_shows_the_engines_rolls_and_changes_dice_count_through_the_engine():
    emu = Emulator("pybadge", seed=41, game="die")
    ref = games.new("die", 1, 41)
    for _ in range(3):
        emu.press("a")
        emu.wait(600)
        ref.apply(0, ("roll",))
        faces = [f.value for f in _screen(emu).faces[:1]]
        assert faces == ref.view(0)["last"]
        assert "%d" % ref.view(0)["total"] in emu.text()
    emu.press("right")                                 # two dice: a new game seeded from the old PRNG
    ref = games.new("die", 1, ref.rng.next30(), {"dice": 2})
    emu.press("a")
    emu.wait(600)
    ref.apply(0, ("roll",))
    assert [f.value for f in _screen(emu).faces[:2]] == ref.view(0)["last"]
    assert "Total %d" % ref.view(0)["total"] in emu.text()


def test_shake_rolls_where_there_is_an_accelerometer_and_a_is_the_fallback():
    emu = Emulator("pybadge", seed=2, game="die")
    emu.press("shake")
    emu.wait(600)
    assert emu.app.screen.game.view(0)["rolls"] == 1
    emu.app.hw.accel = None                            # e.g. a PyBadge LC: no accelerometer
    emu.press("shake")
    emu.wait(600)
    assert emu.app.screen.game.view(0)["rolls"] == 1
    emu.press("a")
    emu.wait(600)
    assert emu.app.screen.game.view(0)["rolls"] == 2


def test_buyword_die_choice_is_picked_with_the_dpad():
    emu = Emulator("pybadge", seed=3, game="buyword-die")
    ref = games.new("buyword-die", 1, 3)
    for _ in range(30):
        emu.press("a")
        emu.wait(600)
        ref.apply(0, ("roll",))
        if ref.view(0)["choosing"]:
            break
        assert "%d tiles" % ref.view(0)["tiles"] in emu.text()
    assert "CHOICE" in emu.text()
    emu.press("right")
    emu.press("right")
    emu.press("right")                                 # 3 -> 5, and no further
    emu.press("a")
    ref.apply(0, ("choose", 5))
    assert emu.app.screen.game.save() == ref.save()
    assert "5 tiles" in emu.text()


def test_highbid_dice_read_as_the_engines_sale():
    emu = Emulator("pybadge", seed=8, game="highbid-dice")       # (firmware/ importable from here)
    from bowui.tools.highbid_dice import sale_text
    ref = games.new("highbid-dice", 1, 8)
    for _ in range(5):
        emu.press("a")
        emu.wait(600)
        ref.apply(0, ("roll",))
        v = ref.view(0)
        text = " ".join(emu.text().split())
        assert "%d%%" % v["red"] in text
        assert " ".join(sale_text(v["sale"]).split()[:3]) in text


def test_analyzer_shows_the_outcome_and_its_meaning():
    emu = Emulator("pybadge", seed=12, game="analyzer")
    ref = games.new("analyzer", 1, 12)
    for _ in range(4):
        emu.press("a")
        emu.wait(600)
        ref.apply(0, ("spin",))
        v = ref.view(0)
        text = " ".join(emu.text().split())
        assert " ".join(v["meaning"].split()) in text
        names = {"R": "RED", "G": "GREEN"}
        assert text.startswith("Analyzer %s %s" % (names[v["outcome"][0]], names[v["outcome"][1]]))


def test_timer_gets_time_only_as_ticks_and_buzzes_at_the_end():
    emu = Emulator("pybadge", seed=1, game="timer")
    emu.press("a")
    start = emu.now
    emu.wait(4000)
    g = emu.app.screen.game
    elapsed = emu.now - start
    # every frame's ticks_diff went to the engine: the sand left is exactly what time took
    assert abs(g.view(0)["remaining_ms"] - (10000 - elapsed)) <= 2 * 33
    assert str((g.view(0)["remaining_ms"] + 999) // 1000) in emu.text().split()
    emu.wait(7000)
    assert g.view(0)["phase"] == "expired" and "TIME!" in emu.text()
    tones = [hz for _, hz in emu.speaker.tones]
    assert tones.count(660) == 3 and tones[-1] == 440       # three last-second ticks, then the buzzer
    emu.press("a")
    assert g.view(0)["phase"] == "running" and g.view(0)["turns"] == 2


def test_sound_can_be_muted_in_settings_and_it_stays_muted():
    emu = Emulator("pybadge", seed=1)
    emu.press("up")
    emu.press("a")                                      # Settings
    emu.press("a")                                      # Sound: off
    assert "Sound: off" in emu.text() and emu.app.sound.muted
    emu.press("start+select")
    again = Emulator("pybadge", seed=1, nvm=emu.nvm, game="die")   # a reboot: settings from the NVM
    assert again.app.sound.muted
    again.press("a")
    again.wait(600)
    assert again.speaker.tones == []


def _bid(emu, amount):
    """Type a bid on the entry screen: digits from the floor value."""
    screen = emu.app.screen
    target = "%03d" % amount
    for pos in range(3):
        while True:
            shown = "%03d" % screen.value
            if shown[pos] == target[pos]:
                break
            if screen.pos != pos:
                emu.press("left" if screen.pos > pos else "right")
                continue
            emu.press("up")
    emu.press("a")


def test_slate_pass_and_play_hides_bids_and_reveals_in_turn_order():
    emu = Emulator("pybadge", seed=1, game="slate")
    emu.press("right")                                  # 3 players (the default) -> 4 -> back to 3
    emu.press("left")
    emu.press("down")
    emu.press("right")                                  # player 2 reveals first
    emu.press("down")
    emu.press("a")
    ref = games.new("slate", 3, 1, {"first": 1})
    bids = {0: 12, 1: 12, 2: 5}
    for p in (0, 1, 2):
        text = emu.text()
        assert "Hand the device to" in text and "Player %d" % (p + 1) in text
        for q in range(p):
            assert str(bids[q]) not in text                # nothing of the others' bids shows
        emu.press("a")
        assert "Player %d: your bid" % (p + 1) in emu.text()
        assert emu.app.screen.value == 1                  # the entry starts at the floor, not at a bid
        _bid(emu, bids[p])
        ref.apply(p, ("bid", bids[p]))
    assert type(emu.app.screen).__name__ == "Reveal"
    assert "?" in emu.text() and "12" not in emu.text()
    shown = []
    for _ in range(3):
        emu.press("a")
        rows = [line.split() for line in emu.text().splitlines() if line.strip().startswith("Player ")]
        shown.append([r[1] for r in rows if r[2] != "?"])
    assert shown == [["2"], ["2", "3"], ["2", "3", "1"]]    # one by one, from player 2 clockwise
    assert [r[2] for r in rows] == ["12", "5", "12"]
    assert "Tie: 2, 1 bid again, at least 12" in " ".join(emu.text().split())
    emu.press("a")
    rebids = {0: 13, 1: 12}
    for p in (1, 0):                                    # the tied players, in reveal order
        assert "Player %d" % (p + 1) in emu.text()
        amount = rebids[p]
        emu.press("a")
        _bid(emu, amount)
        ref.apply(p, ("bid", amount))
    for _ in range(2):
        emu.press("a")
    assert "Player 1 wins with 13" in emu.text()
    assert emu.app.screen.game.save() == ref.save() and ref.result()["winners"] == [0]


def test_a_bid_below_the_floor_is_refused_with_the_error_tone():
    emu = Emulator("pybadge", seed=1, game="slate")
    emu.press("up")
    emu.press("a")                                      # start: 3 players
    emu.press("a")
    screen = emu.app.screen
    emu.press("down")                                   # 001 -> 000
    assert screen.value == 0
    emu.press("a")
    assert emu.app.screen is screen and "Bid 1 to 999" in emu.text()
    assert emu.speaker.tones[-1][1] == 196


def _spell(emu, word):
    """Type a word on the judge: Up/Down to each letter, Right for the next."""
    screen = emu.app.screen
    for i, ch in enumerate(word):
        if i:
            emu.press("right")
        while chr(screen.word[-1]) != ch:
            emu.press("up")


def test_word_judge_asks_the_flashed_dictionary_and_prices_the_letters(tmp_path):
    from bowwords.dictionary.build import compile_words
    path = tmp_path / "words.bwd"
    path.write_bytes(compile_words(["cat", "cats", "dog", "tac"]))
    emu = Emulator("pybadge", seed=1, game="lexicon", dict_path=path)
    _spell(emu, "cat")
    emu.press("a")
    assert "CAT is a word" in emu.text()
    # BuyWord prices: C 2 + A 1 + T 1 = 4 pips, and 4 squared is $16
    assert "BuyWord: 4 pips, $16" in emu.text()
    emu.press("right")
    emu.press("a")
    assert "CATT is not a word" in emu.text() and emu.speaker.tones[-1][1] == 196
    emu.press("left")
    emu.press("left")
    emu.press("a")
    assert "CA is not a word" in emu.text()
    emu.press("b")
    assert type(emu.app.screen).__name__ == "CompanionMenu"


def test_word_judge_without_a_dictionary_says_so(tmp_path):
    emu = Emulator("pybadge", seed=1, game="lexicon", dict_path=tmp_path / "none.bwd")
    assert "No dictionary" in emu.text()
    emu.press("a")
    assert "No dictionary" in emu.text()
