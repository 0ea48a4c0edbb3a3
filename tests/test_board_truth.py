"""The stand-ins behave as a PyBadge on CircuitPython 10.2.1 does (issue 31): the CircuitPython-VM
board (bowwords.vm.board, run as vmboard) and the emulator's, each read against CircuitPython's
own source (cited beside each stand-in behaviour), and the firmware copes with what they show."""

import sys
from pathlib import Path

import pytest

from bowwords import vm
from bowwords.emulator import Emulator, FileNVM, SWITCH_MS
from bowwords.vm import firmware as fwvm

ROOT = Path(__file__).resolve().parent.parent
needs_cp = pytest.mark.skipif(vm.circuitpython() is None, reason="no CircuitPython VM here")

# A program for vmboard: `app` is what its frames report on; each frame ends in time.sleep.
_APP = """import displayio, time, supervisor, keypad
class App:
    screen = None
    root = displayio.Group()
app = App()
"""


def _vmboard(tmp_path, programs, run_args, schedule="E 1000\n"):
    """Run vmboard.main once in a drive folder holding `programs` {name: source}; the output."""
    for name, text in programs.items():
        (tmp_path / name).write_text(text)
    (tmp_path / "schedule.txt").write_text(schedule)
    machine = vm.Machine("circuitpython")
    argv = ["vmboard", str(tmp_path / "schedule.txt"), str(tmp_path / "nvm.bin"), "7", ""] + run_args
    code = "import vmboard; vmboard.main(%r)" % [str(a) for a in argv]
    done = machine.run(["-c", code], 128, paths=[fwvm._driver(machine), str(tmp_path)], cwd=tmp_path)
    return done.stdout + done.stderr


def _on_vm_nvm(tmp_path, body):
    program = "import microcontroller\nnvm = microcontroller.nvm\n" + body
    return _vmboard(tmp_path, {"code.py": program}, ["0", "0", "code.py"])


# ---- microcontroller.nvm: shared-bindings/nvm/ByteArray.c ----------------------------------------
@needs_cp
def test_vm_nvm_slice_reads_a_bytearray(tmp_path):
    """ByteArray.c: a slice read is mp_obj_new_bytearray_by_ref: a bytearray, not bytes."""
    out = _on_vm_nvm(tmp_path, "print('TYPE', type(nvm[0:4]).__name__)\n")
    assert "TYPE bytearray" in out, out


@needs_cp
def test_vm_nvm_slice_write_of_another_length_is_refused(tmp_path):
    """ByteArray.c: "Slice and value different lengths." and nothing is written."""
    out = _on_vm_nvm(tmp_path, "try:\n    nvm[0:4] = b'ab'\nexcept ValueError as e:\n    print('REFUSED', e)\n"
                     "print('KEPT', nvm[0] == 0xFF)\n")
    assert "REFUSED Slice and value different lengths." in out and "KEPT True" in out, out


@needs_cp
def test_vm_nvm_slice_write_needs_bytes_or_an_array(tmp_path):
    """ByteArray.c: a list on the right side is "array/bytes required on right side"."""
    out = _on_vm_nvm(tmp_path, "try:\n    nvm[0:2] = [1, 2]\nexcept NotImplementedError as e:\n    print('REFUSED', e)\n")
    assert "REFUSED array/bytes required on right side" in out, out


def test_emulator_nvm_is_as_strict_as_the_board():
    """The emulator's FileNVM: a bytearray slice, the same refusals (ByteArray.c)."""
    nvm = FileNVM(None)
    assert type(nvm[0:4]) is bytearray
    with pytest.raises(ValueError, match="Slice and value different lengths."):
        nvm[0:4] = b"ab"
    with pytest.raises(NotImplementedError):
        nvm[0:2] = [1, 2]
    with pytest.raises(ValueError):
        nvm[0] = 256
    nvm[0:2] = bytearray(b"Sv")
    assert nvm[0] == 0x53 and bytes(nvm[0:2]) == b"Sv"


# ---- supervisor: shared-bindings/supervisor/__init__.c, main.c ----------------------------------
@needs_cp
def test_vm_set_next_code_file_refuses_a_missing_file(tmp_path):
    """supervisor/__init__.c: path_exists, else ValueError("File not found")."""
    program = "import supervisor\ntry:\n    supervisor.set_next_code_file('nope.py')\nexcept ValueError as e:\n    print('REFUSED', e)\n"
    out = _vmboard(tmp_path, {"code.py": program}, ["0", "0", "code.py"])
    assert "REFUSED File not found" in out, out


def test_emulator_switch_to_a_missing_program_is_refused_and_the_screen_stays_lit():
    """The emulator's switch as set_next_code_file: ValueError("File not found"); App.switch
    lights the screen again (it went dark for the switch that did not happen)."""
    emu = Emulator("pybadge", seed=7)
    with pytest.raises(ValueError, match="File not found"):
        emu.app.switch("nope.py")
    assert emu.display.brightness == 1 and emu.program is None


@needs_cp
def test_vm_previous_traceback_is_the_whole_text_then_none(tmp_path):
    """main.c cleanup_after_vm keeps mp_obj_print_exception's whole text (chained errors too)
    for get_previous_traceback; a clean run or a reload leaves None."""
    boom = _APP + "try:\n    1 // 0\nexcept ZeroDivisionError:\n    raise RuntimeError('broken')\n"
    tb = tmp_path / "tb.txt"
    out = _vmboard(tmp_path, {"boom.py": boom}, ["0", "0", "boom.py", "", "2", str(tb), ""])
    assert "RELOAD" in out, out
    text = tb.read_text()
    assert text.startswith("Traceback (most recent call last):") and "ZeroDivisionError" in text
    assert text.rstrip().endswith("RuntimeError: broken"), text
    show = "import supervisor\nprint('PREVIOUS', repr(supervisor.get_previous_traceback()))\n"
    out = _vmboard(tmp_path, {"show.py": show}, ["0", "0", "show.py", str(tb), "0", "", ""])
    assert "PREVIOUS 'Traceback (most recent call last):" in out, out
    out = _vmboard(tmp_path, {"show.py": show}, ["0", "0", "show.py", "", "0", "", ""])
    assert "PREVIOUS None" in out, out


def _into_a_game(tmp_path, watch=None, held=None):
    """An emulator that went from the menu into BuyWord's game program (buyword-game.keys'
    first presses, then the switch, with the button `held` down through it), watched by
    `watch(emu, what)` from the start."""
    emu = Emulator("pybadge", seed=7, nvm=FileNVM(tmp_path / "nvm.bin"))
    emu.release = True
    if watch is not None:
        emu.watch = lambda what: watch(emu, what)
    lines = (ROOT / "tests" / "games" / "buyword-game.keys").read_text().splitlines()
    upto = [n for n, line in enumerate(lines) if line.startswith("1320 a")][0]
    emu.play_script(lines[:upto + 1])
    if held is not None:
        emu.button(held, True)
    emu.wait(SWITCH_MS + 500)
    assert emu.program == "game.py"
    return emu


def test_emulator_error_in_the_game_program_reloads_into_the_menu_with_the_whole_traceback(tmp_path):
    """game.py runs with reload_on_error (main.c run_code_py): an error that ends it (App.recover
    saves the game and raises it again) reloads into code.py with the whole traceback, whose
    menu names the error and offers to resume the game."""
    emu = _into_a_game(tmp_path)

    def broken(pressed):
        raise ZeroDivisionError("broken on purpose")

    emu.app.screen.update = broken
    emu.frame()
    assert emu.program is None
    assert emu.traceback.startswith("Traceback (most recent call last):")
    assert emu.traceback.rstrip().endswith("ZeroDivisionError: broken on purpose")
    emu.run_until(emu.now + 200)
    shown = " ".join(emu.text().split())
    assert "ZeroDivisionError" in shown and "Resume BuyWord" in shown, shown


# ---- keys across a reload: main.c cleanup_after_vm -> keypad_reset -----------------------------
def _game_after(tmp_path, extra):
    """The screen (as text) of BuyWord's game program after buyword-game.keys' first presses,
    the switch, and `extra` (a function of the reload's frame time -> script lines)."""
    emu = Emulator("pybadge", seed=7, nvm=FileNVM(tmp_path / "nvm.bin"))
    emu.release = True
    lines = (ROOT / "tests" / "games" / "buyword-game.keys").read_text().splitlines()
    upto = [n for n, line in enumerate(lines) if line.startswith("1320 a")][0]
    reload_at = 1320 + 33 + 33            # the frame that reads A (pressed at 1320) reloads
    emu.play_script(lines[:upto + 1] + extra(reload_at) + ["%d wait" % (reload_at + SWITCH_MS + 600)])
    assert emu.program == "game.py"
    return emu.text()


def test_emulator_keys_pressed_during_a_switch_are_lost(tmp_path):
    """A press while the board switches programs (keypad_reset in main.c's cleanup_after_vm)
    reaches neither program: the game's first screen is as if it never came; the same press
    once the game program runs moves the screen."""
    plain = _game_after(tmp_path / "a", lambda at: [])
    during = _game_after(tmp_path / "b", lambda at: ["%d a" % (at + 300), "%d a" % (at + SWITCH_MS - 100)])
    after = _game_after(tmp_path / "c", lambda at: ["%d a" % (at + SWITCH_MS + 100)])
    assert during == plain and after != plain


def test_a_key_held_through_a_switch_gives_a_release_with_no_press_and_the_firmware_copes(tmp_path):
    """A key held when the next program builds its keypad gives no press, then a release with no
    press (keypad_debounce in shared-module/keypad/__init__.c): the screen is not moved by it."""
    emu = _into_a_game(tmp_path, held="Right")   # Right down as the game program starts
    before = emu.text()
    emu.button("Right", False)             # let go: a release the game's keypad never saw pressed
    emu.frame()
    emu.frame()
    assert emu.text() == before and emu.app.buttons.held == 0 and emu.app.buttons.pressed == 0


def test_recovery_needs_no_sys_print_exception(monkeypatch):
    """CircuitPython has no sys.print_exception: App._recover's fallback (no traceback module)
    prints the error's kind instead of raising AttributeError."""
    emu = Emulator("pybadge", seed=7)
    monkeypatch.setitem(sys.modules, "traceback", None)       # import traceback -> ImportError
    monkeypatch.delattr(sys, "print_exception", raising=False)
    emu.app._recover(RuntimeError("broken on purpose"))
    assert type(emu.app.screen).__name__ == "MainMenu"


# ---- pystack and heap ---------------------------------------------------------------------------
def test_the_board_pystack_is_circuitpython_10s():
    """py/circuitpy_mpconfig.h: 2,048 bytes on a SAMD51 (the 1,536 is SAMD21's)."""
    assert vm.BOARD_PYSTACK == 2048
    assert fwvm.bundle_pystack(ROOT / "firmware") == 2048


@needs_cp
def test_the_pystack_takes_nothing_off_the_heap(tmp_path):
    """CircuitPython 10 takes the pystack and the heap from one outer pool; the 128 KB figure is
    the heap's own: a firmware run has the whole of it (no 512 bytes taken for settings.toml)."""
    run = fwvm.run(["100 wait"], 128, expected=None)
    plain = vm.Machine("circuitpython").run(["-c", "import gc; print(gc.mem_alloc() + gc.mem_free())"],
                                            128 + run.credit // 1024)     # the board model's share too
    assert run.heap_bytes + run.credit == int(plain.stdout.split()[0]), (run.heap_bytes, plain.stdout)


# ---- the terminal between programs (part 2) -----------------------------------------------------
@needs_cp
def test_vm_terminal_shows_after_a_reload_with_the_backlight_on(tmp_path):
    """reset_busdisplay makes the terminal the root group and leaves the brightness: a program
    started lit shows it until it sets its root group (vmboard prints TERMINAL); started dark,
    nothing is seen."""
    out = _vmboard(tmp_path, {"two.py": _APP}, ["33", "0", "two.py", "", "0", "", "1.0"])
    assert "TERMINAL 33" in out and "soft reboot / two.py output:" in out, out
    out = _vmboard(tmp_path, {"two.py": _APP}, ["33", "0", "two.py", "", "0", "", "0"])
    assert "TERMINAL" not in out, out


def test_no_frame_of_a_switch_shows_the_terminal(tmp_path):
    """Into a game, back to the menu (Start + Select) and after an error: at every moment the
    screen may change (each frame, the terminal made root at the reload, the next program's
    start) the terminal is never seen, and the screen is lit again after the first frame."""
    seen = []

    def watch(emu, what):
        seen.append((what, emu.terminal_shown(), emu.display.brightness))

    emu = _into_a_game(tmp_path, watch)
    emu.press("Start+Select")
    emu.run_until(emu.now + SWITCH_MS + 200)
    assert emu.program is None
    emu.play_script(["%d a" % (emu.now + 100), "%d wait" % (emu.now + SWITCH_MS + 600)])   # Resume
    assert emu.program == "game.py"

    def broken(pressed):
        raise ZeroDivisionError("broken on purpose")

    emu.app.screen.update = broken
    emu.run_until(emu.now + SWITCH_MS + 200)
    assert emu.program is None
    assert [w for w, _, _ in seen].count("terminal") == 4
    assert not [s for s in seen if s[1]], [s for s in seen if s[1]]
    assert seen[-1][2] == 1 and all(b == 0 for w, _, b in seen if w in ("terminal", "start"))


@needs_cp
def test_no_switch_on_the_vm_shows_the_terminal():
    """A whole game on CircuitPython's VM (menu -> game program -> results): no TERMINAL."""
    run = fwvm.run((ROOT / "tests" / "games" / "highbid-game.keys").read_text().splitlines(), 128)
    assert run.ok and run.reloads >= 1 and run.terminal == [], (run.crash, run.terminal)
