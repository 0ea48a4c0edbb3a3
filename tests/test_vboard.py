"""The one board model (host_tools/vboard), rule by rule, on CPython and on CircuitPython's own VM
(where ../shared/tools/circuitpython is found): each rule cites the CircuitPython 10.2.1 source
file it follows (docs/board.md lists them)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bowwords import vm

HOST_TOOLS = Path(__file__).resolve().parent.parent / "host_tools"

# A host in device Python: virtual time, key changes from a list, the NVM in a bytearray.
_HOST = """
from vboard import model
class Host:
    t = 0
    changes = []
    store = bytearray(b"\\xff" * 8192)
    def ms(self): return self.t
    def key_change(self, upto):
        if self.changes and self.changes[0][0] <= upto:
            return self.changes.pop(0)
        return None
    def shaken(self): return False
    def seed(self): return 5
    def sleep(self, s): self.t += int(s * 1000)
    def tone(self, hz): pass
    def nvm_read(self, start, n): return bytes(self.store[start:start + n])
    def nvm_write(self, start, data): self.store[start:start + len(data)] = data
    def shown(self, root, b): pass
    def accel(self): return False
    def usb(self): return True
host = Host()
model.install(host, "pybadge", PROGRAM)
import board, keypad, supervisor, microcontroller, storage
from vboard import run
def shift_keys():
    return keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=8, value_when_pressed=True)
def refused(call):
    try:
        call()
    except BaseException as e:
        return type(e).__name__ + ": " + str(e)
    return "accepted"
"""

PYTHONS = ["cpython", pytest.param("circuitpython", marks=pytest.mark.skipif(
    vm.circuitpython() is None, reason="no CircuitPython VM here"))]


def board_run(python, body, tmp_path, program="code.py", firmware=False):
    """Run `body` after _HOST on `python`, in tmp_path (the drive's root; with `firmware`, bowui
    importable and fonts/ there); its output."""
    code = _HOST.replace("PROGRAM", repr(program)) + body
    (tmp_path / "game.py").write_text("pass\n")
    paths = [str(HOST_TOOLS)]
    if firmware:
        paths.append(str(HOST_TOOLS.parent / "firmware"))
        if not (tmp_path / "fonts").exists():
            (tmp_path / "fonts").symlink_to(HOST_TOOLS.parent / "fonts")
    if python == "cpython":
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths), BLINKA_OS_AGNOSTIC="1",
                   SDL_VIDEODRIVER="dummy")
        done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=60)
    else:
        done = vm.Machine("circuitpython").run(["-c", code], 128, paths=paths, cwd=tmp_path)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    return out


@pytest.mark.parametrize("python", PYTHONS)
def test_ticks_ms_starts_at_0x1fff0000_and_wraps_65_s_after_power_up(python, tmp_path):
    """shared-bindings/supervisor/__init__.c, supervisor_ticks_ms."""
    out = board_run(python, "print('AT0', supervisor.ticks_ms())\nhost.t = 65536\n"
                            "print('WRAP', supervisor.ticks_ms())\n", tmp_path)
    assert "AT0 %d" % 0x1FFF0000 in out and "WRAP 0" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_a_key_held_at_construction_gives_no_press_and_reset_gives_one(python, tmp_path):
    """shared-module/keypad/__init__.c (keypad_construct_common scans once; keypad_debounce);
    shared-bindings/keypad/Keys.c's reset()."""
    out = board_run(python, "host.changes = [(-1, 3, True)]\nk = shift_keys()\ne = keypad.Event()\n"
                            "print('FIRST', k.events.get_into(e))\nk.reset()\n"
                            "print('RESET', k.events.get_into(e), e.key_number, e.pressed)\n", tmp_path)
    assert "FIRST False" in out and "RESET True 3 True" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_keys_are_read_at_scans_every_20_ms(python, tmp_path):
    """keypad_scan_maybe: a press and release between two scans is never seen; a press held
    over a scan is a press then a release, stamped at the scans."""
    out = board_run(python, "k = shift_keys()\nhost.changes = [(3, 0, True), (9, 0, False), (25, 1, True), "
                            "(50, 1, False)]\nhost.t = 100\ne = keypad.Event()\nseen = []\n"
                            "while k.events.get_into(e):\n    seen.append((e.key_number, e.pressed, e.timestamp))\n"
                            "print('SEEN', seen)\n", tmp_path)
    assert "SEEN [(1, True, 40), (1, False, 60)]" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_a_full_event_queue_drops_the_oldest_and_says_it_overflowed(python, tmp_path):
    """shared-module/keypad/EventQueue.c."""
    out = board_run(python, "k = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, "
                            "latch=board.BUTTON_LATCH, key_count=8, value_when_pressed=True, max_events=2)\n"
                            "host.changes = [(5, 0, True), (25, 0, False), (45, 1, True)]\nhost.t = 60\n"
                            "print('LEN', len(k.events), k.events.overflowed, k.events.get().key_number)\n",
                    tmp_path)
    assert "LEN 2 True 0" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_keypad_and_supervisor_options_are_keyword_only(python, tmp_path):
    """shared-bindings/keypad/ShiftRegisterKeys.c and supervisor/__init__.c's allowed_args."""
    out = board_run(python, "print('KEYS', refused(lambda: keypad.ShiftRegisterKeys(board.BUTTON_CLOCK)))\n"
                            "print('NEXT', refused(lambda: supervisor.set_next_code_file('game.py', False, True)))\n"
                            "print('REFRESH', refused(lambda: board.DISPLAY.refresh(30)))\n", tmp_path)
    assert "KEYS TypeError" in out and "NEXT TypeError" in out and "REFRESH TypeError" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_set_next_code_file_refuses_a_missing_program_and_changes_nothing(python, tmp_path):
    """shared-bindings/supervisor/__init__.c: path_exists, ValueError("File not found")."""
    out = board_run(python, "supervisor.set_next_code_file('game.py', reload_on_error=True)\n"
                            "print('MISSING', refused(lambda: supervisor.set_next_code_file('nope.py')))\n"
                            "print('KEPT', run.state.next_program, run.state.next_options)\n", tmp_path)
    assert "MISSING ValueError: File not found" in out and "KEPT game.py 2" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_nvm_slices_follow_bytearray_c(python, tmp_path):
    """shared-bindings/nvm/ByteArray.c, nvm_bytearray_subscr."""
    out = board_run(python, "import array\nnvm = microcontroller.nvm\n"
                            "print('TYPE', type(nvm[0:4]).__name__)\n"
                            "print('LIST', refused(lambda: nvm.__setitem__(slice(0, 2), [1, 2])))\n"
                            "print('LEN', refused(lambda: nvm.__setitem__(slice(0, 4), b'ab')))\n"
                            "print('WIDE', refused(lambda: nvm.__setitem__(slice(0, 1), array.array('H', [1]))))\n"
                            "print('STEP', refused(lambda: nvm[0:4:2]))\n"
                            "print('BYTE', refused(lambda: nvm.__setitem__(0, 256)))\n"
                            "print('INDEX', refused(lambda: nvm[8192]))\n"
                            "print('KEPT', nvm[0] == 0xFF)\n", tmp_path)
    for line in ("TYPE bytearray", "LIST NotImplementedError", "LEN ValueError: Slice and value different",
                 "WIDE ValueError", "STEP NotImplementedError", "BYTE ValueError", "INDEX IndexError", "KEPT True"):
        assert line in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_remount_only_from_boot_py_while_usb_sees_the_drive(python, tmp_path):
    """shared-module/storage/__init__.c, common_hal_storage_remount."""
    out = board_run(python, "print('CODE', refused(lambda: storage.remount('/', False)))\n"
                            "print('PATH', refused(lambda: storage.remount('/lib', False)))\n"
                            "print('RO', storage.getmount('/').readonly)\n", tmp_path)
    assert "CODE RuntimeError: Cannot remount path when visible via USB." in out and "PATH OSError" in out
    assert "RO True" in out, out
    out = board_run(python, "storage.remount('/', False)\nprint('RO', storage.getmount('/').readonly)\n",
                    tmp_path, program="boot.py")
    assert "RO False" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_after_a_program_the_terminal_is_the_root_group_and_the_backlight_stays(python, tmp_path):
    """shared-module/busdisplay/BusDisplay.c, reset_busdisplay (main.c's cleanup_after_vm):
    root_group reads the terminal (a Group, not None); shared-bindings/busdisplay/BusDisplay.c:
    brightness 0-1, root_group a Group."""
    (tmp_path / "prog.py").write_text("import board, displayio\nboard.DISPLAY.root_group = displayio.Group()\n"
                                      "board.DISPLAY.brightness = 0.5\n")
    out = board_run(python, "status = run.start('prog.py')\n"
                            "print('ROOT', board.DISPLAY.root_group is board.DISPLAY.terminal, "
                            "board.DISPLAY.brightness)\n"
                            "print('BRIGHT', refused(lambda: setattr(board.DISPLAY, 'brightness', 2)))\n"
                            "print('GROUP', refused(lambda: setattr(board.DISPLAY, 'root_group', 5)))\n", tmp_path)
    assert "ROOT True 0.5" in out and "BRIGHT ValueError" in out and "GROUP TypeError" in out, out


_PROGRAMS = {"reload.py": "import supervisor\nsupervisor.reload()\n",
             "chain.py": "import supervisor\nsupervisor.set_next_code_file('game.py', reload_on_error=True)\n"
                         "supervisor.reload()\n",
             "boom.py": "raise RuntimeError('boom')\n",
             "ctrlc.py": "raise KeyboardInterrupt()\n",
             "fine.py": "x = 1\n"}


@pytest.mark.parametrize("python", PYTHONS)
def test_what_follows_a_run_is_main_c_s_choice(python, tmp_path):
    """main.c, run_code_py: a reload runs the next code file (code.py unless one was set this
    run); an error reloads only with reload_on_error, keeping its traceback; Ctrl-C goes to the
    REPL even then; a clean end clears the traceback."""
    for name, text in _PROGRAMS.items():
        (tmp_path / name).write_text(text)
    out = board_run(python, "def go(p, options=0):\n    s = run.start(p, options)\n"
                            "    print(p, s, run.state.reload_to, run.state.reload_options, "
                            "bool(run.state.previous))\n"
                            "go('reload.py')\ngo('chain.py')\ngo('boom.py', run.ON_ERROR)\ngo('boom.py')\n"
                            "go('ctrlc.py', run.ON_ERROR)\ngo('fine.py')\n", tmp_path)
    for line in ("reload.py -1 code.py 0 False", "chain.py -1 game.py 2 False", "boom.py -1 code.py 0 True",
                 "boom.py -2 None 0 True", "ctrlc.py -2 None 0 True", "fine.py -2 None 0 False"):
        assert line in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_status_bar_display_needs_terminalio(python, tmp_path):
    """shared-bindings/supervisor/StatusBar.c: NotImplementedError without terminalio."""
    out = board_run(python, "supervisor.status_bar.display = False\nsupervisor.status_bar.terminalio = False\n"
                            "print('BAR', refused(lambda: setattr(supervisor.status_bar, 'display', False)))\n",
                    tmp_path)
    assert "BAR NotImplementedError" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_the_builtin_font_makes_a_glyph_per_lookup_and_keeps_ascii_in_order(python, tmp_path):
    """shared-module/fontio/BuiltinFont.c: get_glyph makes a new Glyph each call; printable
    ASCII is tile codepoint - 0x20."""
    out = board_run(python, "import terminalio\nf = terminalio.FONT\n"
                            "print('SAME', f.get_glyph(65) is f.get_glyph(65), f.get_glyph(65).tile_index, "
                            "f.get_glyph(0x20).tile_index, f.get_glyph(0x7F))\n", tmp_path, firmware=True)
    assert "SAME False 33 0 None" in out, out


@pytest.mark.parametrize("python", PYTHONS)
def test_text_in_the_board_font_allocates_no_glyph_per_character(python, tmp_path):
    """Issue 39 case 8: on a board the body font is terminalio.FONT (bowui.ui.sheet's board
    branch); a line's characters are looked up without get_glyph's Glyph each (26 would be
    over a kilobyte of heap churn a line on a board)."""
    out = board_run(python, "import displayio, gc, terminalio\nfrom bowui import ui\n"
                            "print('BUILTIN', ui.sheet('body').builtin is terminalio.FONT)\n"
                            "t = ui.label(displayio.Group(), 'A' * 26, 0, 0)\n"
                            "gc.collect()\nbefore = gc.mem_alloc() if hasattr(gc, 'mem_alloc') else 0\n"
                            "t.text = 'The quick brown fox jumps.'\n"
                            "after = gc.mem_alloc() if hasattr(gc, 'mem_alloc') else 0\n"
                            "print('CHURN', after - before)\n",
                    tmp_path, firmware=True)
    assert "BUILTIN True" in out, out
    churn = int(out.split("CHURN ")[1].split()[0])
    assert churn < 200, out
