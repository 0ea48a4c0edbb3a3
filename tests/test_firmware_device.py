"""boot.py, code.py and bowui.hw on the one board model (vboard: board, keypad, storage,
supervisor, microcontroller, from CircuitPython 10.2.1's source) with a test host: the drive
mode chosen at power-up, autoreload, the frame loop, the low-memory path, shake detection."""

import runpy
import sys
from pathlib import Path

import pytest

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware"


class _Stop(BaseException):
    """The test stops the board (as a host's vboard.run.Stop: not an error of the program's)."""


class _Host:
    """A host of the one board model (vboard): virtual time, key levels, the NVM in memory, the
    shake a test asks for, the tones and what the display showed."""

    def __init__(self, held=()):
        self.t = 0
        self.changes = [(-1, key, True) for key in held]    # down before the power comes
        self.store = bytearray(b"\xff" * 8192)
        self.jolt = False
        self.tones = []
        self.sleeps = 0
        self.stop_after = None

    def ms(self):
        return self.t

    def key_change(self, upto):
        if self.changes and self.changes[0][0] <= upto:
            return self.changes.pop(0)
        return None

    def shaken(self):
        felt, self.jolt = self.jolt, False
        return felt

    def seed(self):
        return 5

    def sleep(self, seconds):
        assert 0 < seconds <= 0.1
        self.t += int(seconds * 1000)
        self.sleeps += 1
        if self.stop_after is not None and self.sleeps >= self.stop_after:
            raise _Stop()

    def tone(self, hz):
        self.tones.append(hz)

    def nvm_read(self, start, n):
        return bytes(self.store[start:start + n])

    def nvm_write(self, start, data):
        self.store[start:start + len(data)] = data

    def shown(self, root, brightness):
        pass

    def accel(self):
        return True

    def usb(self):
        return True


def _board(monkeypatch, board="pybadge", held=(), program="boot.py"):
    """This process made a board (vboard) with a test host, about to run `program`; the modules
    it replaces come back after the test."""
    from vboard import model
    from vboard import run
    for name in model.MODULES + ("time", "os"):     # after the test: as they were, or gone (a
        monkeypatch.setitem(sys.modules, name, sys.modules.get(name))   # delitem of none is not undone)
    host = _Host(held)
    model.install(host, board, program)
    run.power_up()
    run.begin(program)
    monkeypatch.syspath_prepend(str(FIRMWARE))
    monkeypatch.delitem(sys.modules, "bowui.hw", raising=False)
    monkeypatch.delitem(sys.modules, "bowui.loop", raising=False)
    return host


def _code_py(monkeypatch, host, frames):
    """Run code.py (from the drive's root) until its `frames`-th sleep."""
    from vboard import run
    run.begin("code.py")
    host.stop_after = host.sleeps + frames
    monkeypatch.chdir(FIRMWARE.parent)                  # (code.py reads fonts/ from here)
    with pytest.raises(_Stop):
        runpy.run_path(str(FIRMWARE / "code.py"))


@pytest.mark.parametrize("held,serial", [((), False), ((3,), True), ((0,), False)])
def test_boot_picks_the_drive_mode_from_the_button_held_at_power_up(monkeypatch, capsys, held, serial):
    """Select (key 3) held since power-up: keypad's first scan gives no press for it
    (shared-module/keypad/__init__.c), so boot.py resets the keypad to read it."""
    _board(monkeypatch, held=held)
    import storage
    import supervisor
    monkeypatch.chdir(FIRMWARE)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert storage.getmount("/").readonly is not serial
    assert supervisor.status_bar.display is False
    assert ("serial-flash mode" if serial else "USB drive mode") in capsys.readouterr().out


def test_boot_on_the_clue_uses_its_own_button(monkeypatch, capsys):
    _board(monkeypatch, board="clue", held=(0,))
    import storage
    monkeypatch.chdir(FIRMWARE)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert storage.getmount("/").readonly is False


def test_boot_turns_the_backlight_off_before_it_waits_for_the_keys(monkeypatch, capsys):
    """Power-up: CircuitPython's boot text shows only until boot.py's first lines (main.c's
    run_boot_py prints it before boot.py runs); the backlight is off before boot.py's keypad
    wait, and stays off into code.py."""
    host = _board(monkeypatch)
    import board
    waits = []
    host.sleep = lambda seconds: waits.append(board.DISPLAY.brightness)
    monkeypatch.chdir(FIRMWARE)                         # the drive's root, with its code.py
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert waits == [0] and board.DISPLAY.brightness == 0


def test_boot_without_code_py_leaves_the_console_lit(monkeypatch, tmp_path, capsys):
    """No code.py on the drive: the console (CircuitPython's "code.py not found", the REPL's
    prompt) is all a person can see, so boot.py leaves the backlight on."""
    _board(monkeypatch)
    import board
    monkeypatch.chdir(tmp_path)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert board.DISPLAY.brightness == 1.0


@pytest.mark.parametrize("frames,lit", [(1, False), (2, True)])
def test_after_boot_the_menu_lights_the_screen_once_its_first_frame_is_drawn(monkeypatch, capsys,
                                                                             frames, lit):
    """boot.py left the backlight off: the menu's first frame is drawn dark, and the second
    frame lights it after a refresh, so the first thing lit is the menu, never the console."""
    host = _board(monkeypatch)
    import board
    monkeypatch.chdir(FIRMWARE)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    drawn = []
    monkeypatch.setattr(type(board.DISPLAY), "refresh", lambda self, **kw: drawn.append(
        (self.root_group is not self.terminal, self.brightness)) or True)
    _code_py(monkeypatch, host, frames)
    assert board.DISPLAY.brightness == (1 if lit else 0)
    assert drawn == ([(True, 0)] if lit else [])


def test_code_runs_the_menu_frame_by_frame_with_autoreload_off(monkeypatch):
    host = _board(monkeypatch, program="code.py")
    _code_py(monkeypatch, host, 120)
    import board
    import supervisor
    root = board.DISPLAY.root_group
    assert root is not board.DISPLAY.terminal and len(root) == 1       # the menu is up
    assert supervisor.runtime.autoreload is True     # the menu allows a reload; games do not


def test_code_survives_a_memory_error_by_going_home(monkeypatch):
    host = _board(monkeypatch, program="code.py")
    import importlib
    app_module = importlib.import_module("bowui.app")   # the module code.py will import
    real = app_module.App.step
    state = {"n": 0, "recovered": 0}

    def step(self, now):
        state["n"] += 1
        if state["n"] == 5:
            raise MemoryError()
        return real(self, now)

    monkeypatch.setattr(app_module.App, "step", step)
    real_recover = app_module.App.recover
    monkeypatch.setattr(app_module.App, "recover",
                        lambda self, e: (state.__setitem__("recovered", 1), real_recover(self, e)))
    _code_py(monkeypatch, host, 120)
    assert state["n"] > 10, state
    assert state["recovered"] == 1, state


def test_hardware_from_the_profile_and_a_shake(monkeypatch):
    host = _board(monkeypatch, program="code.py")
    import microcontroller
    import supervisor
    import importlib
    hw = importlib.import_module("bowui.hw")          # fresh, against this board
    h = hw.Hardware()
    assert h.name == "pybadge" and h.keys.key_count == 8 and h.nvm is microcontroller.nvm
    assert h.accel is not None and h.accel.addr == 0x19
    assert h.drive_mode == "usb" and 0 <= h.seed() < (1 << 30)
    now = supervisor.ticks_ms()
    assert not h.accel.shaken(now)                      # 1 g down: at rest
    host.jolt = True                                    # a jolt well over 2 g
    assert h.accel.shaken((now + 1000) & 0x1FFFFFFF)
    host.jolt = True
    assert not h.accel.shaken((now + 1100) & 0x1FFFFFFF)   # one shake is one roll
    h.set_reload(False)
    assert supervisor.runtime.autoreload is False
