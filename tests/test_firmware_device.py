"""boot.py, code.py and bowui.hw against stand-ins for CircuitPython's board modules
(board, keypad, storage, supervisor, microcontroller): the drive mode chosen at
power-up, autoreload, the frame loop, the low-memory path, shake detection."""

import runpy
import sys
import types
from pathlib import Path

import pytest

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware"


class _Stop(Exception):
    pass


class _Keys:
    held = ()

    def __init__(self, *args, **kw):
        self.kw = kw
        self.deinited = False
        self.events = self
        self.pending = [(k, True) for k in _Keys.held]

    def get_into(self, ev):
        if not self.pending:
            return False
        ev.key_number, ev.pressed = self.pending.pop(0)
        return True

    def deinit(self):
        self.deinited = True


class _I2C:
    def __init__(self):
        self.writes = []
        self.reading = bytes(6)

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def writeto(self, addr, data):
        if addr not in (0x19, 0x6A):
            raise OSError(19)
        self.writes.append((addr, bytes(data)))

    def writeto_then_readfrom(self, addr, out, into):
        into[:] = self.reading


def _fake_modules(monkeypatch, board_id="pybadge", held=()):
    _Keys.held = held
    calls = types.SimpleNamespace(remount=[], ticks=0)
    board = types.ModuleType("board")
    board.board_id = board_id
    for pin in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "BUTTON_A", "BUTTON_B", "SPEAKER",
                "SPEAKER_ENABLE", "JOYSTICK_X", "JOYSTICK_Y"):
        setattr(board, pin, pin)
    board.DISPLAY = types.SimpleNamespace(root_group=None)
    i2c = _I2C()
    board.I2C = lambda: i2c
    keypad = types.ModuleType("keypad")
    keypad.ShiftRegisterKeys = _Keys
    keypad.Keys = _Keys
    keypad.Event = lambda: types.SimpleNamespace(key_number=0, pressed=False)
    storage = types.ModuleType("storage")
    storage.remount = lambda path, readonly: calls.remount.append((path, readonly))
    storage.getmount = lambda path: types.SimpleNamespace(readonly=not calls.remount)
    supervisor = types.ModuleType("supervisor")
    supervisor.runtime = types.SimpleNamespace(autoreload=True)
    supervisor.status_bar = types.SimpleNamespace(display=True)

    def ticks_ms():
        calls.ticks += 7
        return calls.ticks & 0x1FFFFFFF

    supervisor.ticks_ms = ticks_ms
    supervisor.get_previous_traceback = lambda: None
    supervisor.set_next_code_file = lambda name, **options: calls.__setattr__("next_code", (name, options))
    micro = types.ModuleType("microcontroller")
    micro.nvm = bytearray(b"\xff" * 8192)
    for name, mod in (("board", board), ("keypad", keypad), ("storage", storage),
                      ("supervisor", supervisor), ("microcontroller", micro)):
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.syspath_prepend(str(FIRMWARE))
    monkeypatch.delitem(sys.modules, "bowui.hw", raising=False)
    monkeypatch.delitem(sys.modules, "bowui.loop", raising=False)   # it imports supervisor: this test's
    return calls, supervisor, i2c, micro


def _stop_after_frames(monkeypatch, calls, frames):
    """code.py's loop sleeps out each frame: time passes; stop it after `frames` sleeps."""
    import threading
    import time
    count = [0]
    real_sleep = time.sleep

    def sleep(seconds):
        if threading.current_thread() is not threading.main_thread():
            return real_sleep(seconds)        # Blinka's displayio background thread
        assert 0 < seconds <= 0.033
        calls.ticks += int(seconds * 1000)
        count[0] += 1
        if count[0] >= frames:
            raise _Stop()

    monkeypatch.setattr(time, "sleep", sleep)


@pytest.mark.parametrize("held,serial", [((), False), ((3,), True), ((0,), False)])
def test_boot_picks_the_drive_mode_from_the_button_held_at_power_up(monkeypatch, capsys, held, serial):
    calls, supervisor, _, _ = _fake_modules(monkeypatch, held=held)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert calls.remount == ([("/", False)] if serial else [])
    assert supervisor.status_bar.display is False
    assert ("serial-flash mode" if serial else "USB drive mode") in capsys.readouterr().out


def test_boot_on_the_clue_uses_its_own_button(monkeypatch, capsys):
    calls, _, _, _ = _fake_modules(monkeypatch, board_id="clue_nrf52840_express", held=(0,))
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert calls.remount == [("/", False)]


class _Backlit:
    """board.DISPLAY with a backlight: what refresh() drew, at what brightness."""

    def __init__(self):
        self.root_group = None
        self.brightness = 1.0
        self.drawn = []

    def refresh(self, *args, **kw):
        self.drawn.append((self.root_group is not None, self.brightness))
        return True


def test_boot_turns_the_backlight_off_before_it_waits_for_the_keys(monkeypatch, capsys):
    """Power-up: CircuitPython's boot text shows only until boot.py's first lines (main.c's
    run_boot_py prints it before boot.py runs); the backlight is off before boot.py's keypad
    wait, and stays off into code.py."""
    _fake_modules(monkeypatch)
    display = sys.modules["board"].DISPLAY = _Backlit()
    monkeypatch.chdir(FIRMWARE)                         # the drive's root, with its code.py
    import time
    waits = []
    monkeypatch.setattr(time, "sleep", lambda seconds: waits.append(display.brightness))
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert waits == [0] and display.brightness == 0


def test_boot_without_code_py_leaves_the_console_lit(monkeypatch, tmp_path, capsys):
    """No code.py on the drive: the console (CircuitPython's "code.py not found", the REPL's
    prompt) is all a person can see, so boot.py leaves the backlight on."""
    _fake_modules(monkeypatch)
    display = sys.modules["board"].DISPLAY = _Backlit()
    monkeypatch.chdir(tmp_path)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    assert display.brightness == 1.0


@pytest.mark.parametrize("frames,lit", [(1, False), (2, True)])
def test_after_boot_the_menu_lights_the_screen_once_its_first_frame_is_drawn(monkeypatch, capsys,
                                                                             frames, lit):
    """boot.py left the backlight off: the menu's first frame is drawn dark, and the second
    frame lights it after a refresh, so the first thing lit is the menu, never the console."""
    calls, _, _, _ = _fake_modules(monkeypatch)
    display = sys.modules["board"].DISPLAY = _Backlit()
    monkeypatch.chdir(FIRMWARE)
    import time
    monkeypatch.setattr(time, "sleep", lambda seconds: None)
    runpy.run_path(str(FIRMWARE / "boot.py"))
    monkeypatch.chdir(FIRMWARE.parent)                  # (code.py reads fonts/ from here)
    _stop_after_frames(monkeypatch, calls, frames)
    with pytest.raises(_Stop):
        runpy.run_path(str(FIRMWARE / "code.py"))
    assert display.brightness == (1 if lit else 0)
    assert display.drawn == ([(True, 0)] if lit else [])


def test_code_runs_the_menu_frame_by_frame_with_autoreload_off(monkeypatch):
    calls, supervisor, _, _ = _fake_modules(monkeypatch)
    _stop_after_frames(monkeypatch, calls, 120)
    with pytest.raises(_Stop):
        runpy.run_path(str(FIRMWARE / "code.py"))
    root = sys.modules["board"].DISPLAY.root_group
    assert root is not None and len(root) == 1       # the menu is up
    assert supervisor.runtime.autoreload is True     # the menu allows a reload; games do not


def test_code_survives_a_memory_error_by_going_home(monkeypatch):
    calls, supervisor, _, _ = _fake_modules(monkeypatch)
    _stop_after_frames(monkeypatch, calls, 120)
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
    with pytest.raises(_Stop):
        runpy.run_path(str(FIRMWARE / "code.py"))
    assert state["n"] > 10, state
    assert state["recovered"] == 1, state


def test_hardware_from_the_profile_and_a_shake(monkeypatch):
    calls, supervisor, i2c, micro = _fake_modules(monkeypatch)
    import importlib
    hw = importlib.import_module("bowui.hw")          # fresh, against this test's stand-ins
    monkeypatch.setattr(hw, "DacSpeaker", lambda: None)
    h = hw.Hardware()
    assert h.name == "pybadge" and h.keys.kw["key_count"] == 8 and h.nvm is micro.nvm
    assert h.accel is not None and h.accel.addr == 0x19 and (0x19, b"\x20\x57") in i2c.writes
    assert h.drive_mode == "usb" and 0 <= h.seed() < (1 << 30)
    i2c.reading = bytes((0, 0, 0, 64, 0, 0))            # 1 g on y: at rest
    assert not h.accel.shaken(1000)
    i2c.reading = bytes((0, 100, 0, 100, 0, 60))        # a jolt well over 2 g
    assert h.accel.shaken(2000)
    assert not h.accel.shaken(2100)                     # one shake is one roll
    h.set_reload(False)
    assert supervisor.runtime.autoreload is False
