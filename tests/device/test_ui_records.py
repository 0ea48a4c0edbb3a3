"""The device's records (firmware/bowui/records.py) on the MicroPython VM too: a finished game
counts once in its category, the bests keep the better, clearing empties them, and the
records' ring lives beside the save ring without touching it (the every-byte power-cut test
is in tests/test_records.py)."""

import sys

_FIRMWARE = __file__.rsplit("/", 3)[0] + "/firmware"
if _FIRMWARE not in sys.path:
    sys.path.append(_FIRMWARE)

from bowui import records, records_text, saves  # noqa: E402
from bowui.games.buyword import feats  # noqa: E402


class _Hw:
    def __init__(self, nvm):
        self.nvm = nvm


class _App:
    """What records.finished uses of the App: hw.nvm and the save ring."""

    def __init__(self, size=8192):
        self.hw = _Hw(bytearray(b"\xff" * size))
        self.ring = saves.game_ring(self.hw.nvm)

    def releases(self):
        return False


class _Game:
    """A finished game as records.finished sees it: NAME, players, options and result()."""

    def __init__(self, name, players, winners, scores=None, options=None, **more):
        self.NAME = name
        self.players = players
        self.options = options or {}
        self._result = {"winners": winners, "scores": scores or [0] * players}
        self._result.update(more)

    def result(self):
        return self._result


def _finish(app, game, seats, save=b"a saved turn", hints=None):
    """End `game` as the game program does: the ring holds its last save, then it is counted."""
    app.ring.save(save)
    return records.finished(app, game, seats, hints)


def test_a_game_counts_against_the_strongest_bot_at_the_table():
    app = _App()
    _finish(app, _Game("billionaire", 3, [0]), ["human", "random", "expert"])
    _finish(app, _Game("billionaire", 2, [1]), ["human", "greedy"], b"another game")
    data = records.load(app.hw.nvm)
    assert records.counts(data, "billionaire", "expert") == (1, 1)
    assert records.counts(data, "billionaire", "greedy") == (1, 0)
    assert records.counts(data, "billionaire", "random") == (0, 0)


def test_pass_and_play_solitaire_and_bot_only_games():
    app = _App()
    _finish(app, _Game("highbid", 2, [1]), ["human", "human"], b"g1")
    _finish(app, _Game("buyword", 1, [0], [950]), ["human"], b"g2")
    assert not _finish(app, _Game("highbid", 2, [0]), ["expert", "greedy"], b"g3")
    data = records.load(app.hw.nvm)
    assert records.counts(data, "highbid", "pass") == (1, 1)
    assert records.counts(data, "buyword", "solo") == (1, 1)
    assert records.counts(data, "highbid", "expert") == (0, 0)
    assert records.feat(data, "solo") == 951 and records_text.rating(950) == "good"


def test_the_same_game_ended_again_after_a_power_cut_counts_once():
    """A cut after the records were written but before the save was forgotten: the game is
    resumed from the same save, ends again and is not counted twice."""
    app = _App()
    game = _Game("bogglebowl", 2, [0])
    assert _finish(app, game, ["human", "normal"], b"the last turn")
    assert not records.finished(app, game, ["human", "normal"])
    assert records.counts(records.load(app.hw.nvm), "bogglebowl", "normal") == (1, 1)


def test_a_game_with_hints_counts_apart_and_sets_no_best():
    """A game where a hint was shown (option "hints" 2), or one said to have used hints."""
    app = _App()
    _finish(app, _Game("buyword", 1, [0], [1200], {"hints": 2}), ["human"])
    _finish(app, _Game("buyword", 2, [0]), ["human", "expert"], b"g2", hints=True)
    data = records.load(app.hw.nvm)
    assert records.counts(data, "buyword", "hints") == (2, 2)
    assert records.counts(data, "buyword", "solo") == (0, 0)
    assert records.feat(data, "solo") == 0


def test_a_game_offering_hints_none_shown_counts_as_any_other():
    app = _App()
    _finish(app, _Game("buyword", 1, [0], [1200], {"hints": True}), ["human"])
    data = records.load(app.hw.nvm)
    assert records.counts(data, "buyword", "hints") == (0, 0)
    assert records.counts(data, "buyword", "solo")[0] == 1 and records.feat(data, "solo") == 1201   # stored +1: 0 is none


def test_fastest_billion_keeps_the_fewest_turns_of_a_won_game_to_the_real_billion():
    app = _App()
    seats = ["human", "expert"]
    _finish(app, _Game("billionaire", 2, [0], options={"goal": 1000}, ending="billion", turns=40), seats, b"1")
    _finish(app, _Game("billionaire", 2, [0], options={"goal": 1000}, ending="billion", turns=55), seats, b"2")
    _finish(app, _Game("billionaire", 2, [0], options={"goal": 100}, ending="billion", turns=9), seats, b"3")
    _finish(app, _Game("billionaire", 2, [1], options={"goal": 1000}, ending="billion", turns=7), seats, b"4")
    assert records.feat(records.load(app.hw.nvm), "billion") == 40


def test_bests_keep_the_better_sale_word_and_cubes():
    nvm = bytearray(b"\xff" * 8192)
    assert records.better(nvm, 169, "ENJOYED")
    assert not records.better(nvm, 100, "CAT")
    assert records.better(nvm, 0, "QUARTERS")
    assert records.better(nvm, 0, "", 9)
    assert not records.better(nvm, 0, "", 7)
    data = records.load(nvm)
    assert (records.feat(data, "sale"), records.feat(data, "sale_word")) == (169, "ENJOYED")
    assert records.feat(data, "word") == "QUARTERS" and records.feat(data, "cubes") == 9
    assert records.bests(nvm) == (169, 8, 9)


def test_clear_empties_every_record():
    app = _App()
    _finish(app, _Game("highbid", 3, [0]), ["human", "greedy", "greedy"])
    records.better(app.hw.nvm, 50, "WORD", 5)
    assert records.clear(app.hw.nvm)
    data = records.load(app.hw.nvm)
    assert records.counts(data, "highbid", "greedy") == (0, 0) and records.bests(app.hw.nvm) == (0, 0, 0)
    assert records_text.lines(data, "highbid") == ["No games finished yet."]


def test_the_records_ring_and_the_save_ring_share_no_page():
    """Saves walk round their ring many times; the records stay, and records written many
    times leave the newest save in place."""
    for size, erase in ((8192, 0), (8192, 4096), (4096, 0)):
        nvm = bytearray(b"\xff" * size)
        games = saves.game_ring(nvm, erase)
        recs = saves.records_ring(nvm)
        assert records.better(nvm, 77, "ABC")
        for k in range(60):
            assert games.save(bytes([k]) * (40 + 13 * k))
        assert records.bests(nvm) == (77, 3, 0)
        for k in range(30):
            records.better(nvm, 78 + k, "ABCD")
        assert saves.game_ring(nvm, erase).load() == bytes([59]) * (40 + 13 * 59)
        end = recs.first + recs.pages * 64
        assert games.first + games.pages * 64 <= recs.first and end == size - 64
        assert games.limit >= 1000


def test_records_lines_fit_the_screen():
    nvm = bytearray(b"\xff" * 8192)
    app = _App()
    app.hw.nvm = nvm
    app.ring = saves.game_ring(nvm)
    for i, seats in enumerate((["human"], ["human", "expert"], ["human", "normal"], ["human", "easy"],
                               ["human", "random"], ["human", "human"])):
        _finish(app, _Game("buyword", len(seats), [0], [1012]), seats, bytes([i]) * 9, hints=i == 5)
    records.better(nvm, 2704, "QUIZZICALNESS", 0)
    out = records_text.lines(records.load(nvm), "buyword")
    assert len(out) == 12 and max([len(s) for s in out]) <= 26
    assert out[:2] == ["With hints: won 1 of 1", "vs expert: won 1 of 1"]


def test_a_game_that_is_not_one_of_the_four_keeps_no_records():
    app = _App()
    assert not _finish(app, _Game("slate", 3, [0]), ["human", "random", "random"])
    assert records.load(app.hw.nvm) == records.load(bytearray(b"\xff" * 8192))


class _Playing:
    """A game in play as the Watch sees it: BuyWord's note, Boggle Bowl's rounds and last."""

    def __init__(self, name, players=2, options=None):
        self.NAME = name
        self.players = players
        self.options = options or {}
        self.note = ""
        self.rounds = 0
        self.last = None

    def side_of(self, seat):
        return seat % 2


def test_the_watch_keeps_a_humans_sale_and_word_not_a_bots():
    app = _App()
    game = _Playing("buyword")
    game.options["hints"] = False
    feats.watch(app, game, ["human", "expert"])
    watch = game.watch
    game.note = "1 sold QUIZZES for $900"
    watch(game, 1, ("done",))
    game.note = "0 sold jAB for $36"
    watch(game, 0, ("sell", "jAB"))
    game.note = "0 discarded E"
    watch(game, 0, ("discard", "E"))
    data = records.load(app.hw.nvm)
    assert (records.feat(data, "sale"), records.feat(data, "sale_word"), records.feat(data, "word")) == \
        (36, "JAB", "JAB")


def test_a_rounds_cubes_count_at_the_games_end_and_not_with_hints():
    """Boggle Bowl: the human side's cubes of each round, looked at as the next turn is made
    (the Boggle Bowl entry's `progress`: the same round seen twice counts once), go into the records with
    the finished game; a game with hints sets no best."""
    from bowui.games.bogglebowl.entry import progress
    app = _App()
    game = _Playing("bogglebowl", 3)
    seats = ["expert", "human", "normal"]              # the human is Blue (side 1)
    for rounds, red, blue in ((1, 9, 6), (2, 3, 8), (2, 3, 11), (3, 10, 2)):
        game.rounds, game.last = rounds, [0, [], [], red, blue, False]
        progress(app, game, seats)
    assert app.cubes_max == 8
    app.ring.save(b"the last turn")
    over = _Game("bogglebowl", 3, [1])
    assert records.finished(app, over, seats, False, app.cubes_max)
    assert records.bests(app.hw.nvm) == (0, 0, 8)
    app.ring.save(b"another game")
    assert records.finished(app, over, seats, True, 12)          # counted, with hints
    assert records.bests(app.hw.nvm) == (0, 0, 8)
    assert records.counts(records.load(app.hw.nvm), "bogglebowl", "hints") == (1, 1)
