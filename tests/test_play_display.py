"""`bowwords play` where DISPLAY is set but no window can open (SSH, WSL, CI; issue 24): SDL would
draw an invisible ("offscreen") window and the game would seem to hang. The command finds out
first and plays in the terminal, with one line on stderr saying why. Fake X servers stand in for
the broken ones; the outcomes do not depend on the machine's speed (a server that never answers
never answers, however long the wait)."""

import io
import os
import socket
import sys
import threading
from types import SimpleNamespace

import pytest

from bowwords import playcmd, window


@pytest.fixture
def x_env(monkeypatch, tmp_path):
    """No display but the DISPLAY the test sets; local X sockets looked for in an empty folder."""
    for name in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(window, "X11_SOCKETS", str(tmp_path / "X11-unix"))
    monkeypatch.setattr(sys, "platform", "linux")
    return tmp_path


class _FakeX:
    """A TCP server on 127.0.0.1 at an X port (6000 + N): it never answers, or closes at once."""

    def __init__(self, close):
        self.sock = None
        for n in range(60, 160):
            s = socket.socket()
            try:
                s.bind(("127.0.0.1", 6000 + n))
            except OSError:
                s.close()
                continue
            self.sock, self.display = s, "127.0.0.1:%d" % n
            break
        assert self.sock is not None, "no free X port from 6060 to 6159"
        self.sock.listen(8)
        self.close_at_once = close
        self.held = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            if self.close_at_once:
                conn.close()
            else:
                self.held.append(conn)     # connected, and silent for ever

    def stop(self):
        self.sock.close()
        for c in self.held:
            c.close()


def test_nothing_set_is_no_display_and_no_note(x_env):
    assert window.display_problem() == "no DISPLAY is set" and not window.display_set()


def test_sdl_told_to_draw_offscreen_is_no_display(x_env, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert window.display_problem() == "SDL_VIDEODRIVER is dummy" and not window.display_set()


def test_display_with_no_x_server_socket(x_env, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":7.0")
    why = window.display_problem()
    assert why.startswith("no X server answers at DISPLAY=:7.0 (") and "X7" in why
    assert window.display_set() and not window.has_display()


def test_display_whose_x_server_never_answers(x_env, monkeypatch):
    server = _FakeX(close=False)
    try:
        monkeypatch.setenv("DISPLAY", server.display)
        assert window.x_server_problem(server.display, 5) is None      # it does take the connection
        why = window.display_problem(timeout=3)                        # but SDL would wait for ever
        assert why == "the display at DISPLAY=%s does not answer (no window within 3 s)" % server.display
    finally:
        server.stop()


def test_display_whose_x_server_hangs_up(x_env, monkeypatch):
    server = _FakeX(close=True)
    try:
        monkeypatch.setenv("DISPLAY", server.display)
        # SDL gives up on the X server and falls back to drawing offscreen: no window either
        assert window.display_problem(timeout=60) == "SDL cannot open a window on DISPLAY=" + server.display
    finally:
        server.stop()


def test_x_addresses():
    unix = window.X11_SOCKETS + "/X0"
    assert window._x_address(":0") == (socket.AF_UNIX, unix)
    assert window._x_address("unix:0.1") == (socket.AF_UNIX, unix)
    assert window._x_address("localhost:10.0") == (socket.AF_INET, ("localhost", 6010))
    assert window._x_address("tcp/172.20.0.1:0") == (socket.AF_INET, ("172.20.0.1", 6000))
    assert window._x_address("host::0") is None and window._x_address("garbage") is None


def _args(**kw):
    base = dict(board="pybadge", game=None, tool=None, keys=None, screenshot=None, text=False, nvm=None,
                dict=None, lines=False, seed=3)
    base.update(kw)
    return SimpleNamespace(**base)


def test_play_falls_back_to_the_terminal_with_one_note(x_env, monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":7")
    monkeypatch.setattr(sys, "stdin", io.StringIO("down\nq\n"))
    code = playcmd.run(_args(nvm=str(x_env / "nvm.bin")))
    out, err = capsys.readouterr()
    assert code == 0
    assert err.count("\n") == 1 and err.startswith("bowwords: no window: no X server answers at DISPLAY=:7 (")
    assert err.endswith("; playing in the terminal instead\n")
    assert "> BuyWord" in out and "> Boggle Bowl" in out     # the menu as text, the cursor moved


def test_play_falls_back_when_sdl_opens_an_invisible_window(x_env, monkeypatch, capsys):
    # the display seemed fine, but SDL drew offscreen (as it does when X refuses it): the terminal
    monkeypatch.setenv("DISPLAY", ":7")
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setattr(playcmd, "display_problem", lambda timeout=None: None)
    monkeypatch.setattr(playcmd, "run_window", lambda emu: pytest.fail("a window that nobody sees"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    code = playcmd.run(_args(nvm=str(x_env / "nvm.bin")))
    out, err = capsys.readouterr()
    assert code == 0 and "> BuyWord" in out
    assert err.count("\n") == 1 and err.startswith("bowwords: no window: SDL cannot open a window on DISPLAY=:7")
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
