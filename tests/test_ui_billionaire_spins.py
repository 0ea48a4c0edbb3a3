"""Billionaire shows a human his own analysis (issue 40): each time a human's analysis is spun
against a bot, the Analyzer screen shows its outcome (and what it did) before the board moves on,
even when the bots' turns that follow take it out of the engine's two-turn log."""

from bowengine.billionaire.rules import Billionaire

import test_ui_billionaire as T


def test_every_analysis_a_human_spins_shows_on_the_analyzer_before_the_next_board(monkeypatch):
    order = []                  # ("spun", entry) as the engine logs it, ("shown", screen, entry)
    apply = Billionaire.apply

    def logged(self, player, action):
        before = list(self.log)
        apply(self, player, action)
        for e in self.log:
            if e[0] == "spin" and e[1] == 0 and not [b for b in before if b is e]:
                order.append(("spun", e))

    monkeypatch.setattr(Billionaire, "apply", logged)
    emu = T.open_setup(11)
    T.set_seats(emu, ["human", "expert"])
    T.start(emu)
    seen = set()
    for _ in range(5000):
        order.append(("shown", T.name(emu), getattr(emu.app.screen, "entry", None)))
        if emu.app.game.turns >= 30 and order[-1][:2] == ("shown", "Board"):
            break           # 30 turns, on to a board: a spin of the last step has shown by then
        T.step(emu, seen)
    spun = [i for i, o in enumerate(order) if o[0] == "spun"]
    assert len(spun) >= 3
    for i in spun:
        later = order[i + 1:]
        boards = [k for k, o in enumerate(later) if o[:2] == ("shown", "Board")] + [len(later)]
        assert ("shown", "Spin", order[i][1]) in later[:boards[0]], order[i]
