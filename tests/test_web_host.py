"""The page's host on the one board model (web/device/webhost.py over host_tools/vboard/), in
virtual time, run by bowwords.web.headless as the page runs it: each program in a fresh
interpreter, the board's state carried between them. Tiny programs log what they see."""

import json
import subprocess
import sys

# A program that logs, each frame, its file, the ms since power-up (supervisor.ticks_ms less the
# board's start), and its key events; on a key press it does what ON_PRESS says.
PROGRAM = '''
import board
import keypad
import supervisor
import time

with open("previous.txt", "a") as f:
    f.write("%s %r\\n" % (__file__, supervisor.get_previous_traceback()))
with open("display.txt", "a") as f:
    f.write("%s %r %r\\n" % (__file__, board.DISPLAY.brightness, board.DISPLAY.terminal.text))
keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                latch=board.BUTTON_LATCH, key_count=8, value_when_pressed=True)


class App:
    def step(self):
        events = []
        event = keypad.Event()
        while keys.events.get_into(event):
            events.append([event.key_number, event.pressed])
        with open("log.txt", "a") as f:
            f.write("%s %d %r\\n" % (__file__, (supervisor.ticks_ms() - 0x1FFF0000) % (1 << 29), events))
        if [0, True] in events:
            ON_PRESS


def run(app):
    while True:
        app.step()
        time.sleep(0.033)


app = App()
run(app)
'''
TO_GAME = 'supervisor.set_next_code_file("game.py", reload_on_error=True); supervisor.reload()'


def _play(tmp_path, schedule, code, game=None, source=None):
    """Run code.py (and game.py, or game.py's `source`) under the schedule; returns (the log's
    lines, the summary)."""
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "code.py").write_text(PROGRAM.replace("ON_PRESS", code))
    if game is not None:
        (drive / "game.py").write_text(PROGRAM.replace("ON_PRESS", game))
    if source is not None:
        (drive / "game.py").write_text(source)
    (tmp_path / "s.txt").write_text(schedule)
    done = subprocess.run([sys.executable, "-m", "bowwords.web.headless", str(drive), str(tmp_path / "s.txt"),
                           "7", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    return [ln.split(" ", 2) for ln in (drive / "log.txt").read_text().splitlines()], summary


def test_code_py_first_frame_is_132_ms_after_power_up_then_every_33(tmp_path):
    """Power-up at 0 (supervisor.ticks_ms() = 0x1FFF0000 then), code.py's first frame at
    POWER_UP_MS = 132, the next ones on the 33 ms grid (virtual time moves in time.sleep only)."""
    log, summary = _play(tmp_path, "E 231\n", "pass")
    assert summary["ended"] == "stopped"
    assert [int(ms) for _, ms, _ in log] == [132, 165, 198, 231]


def test_the_next_program_first_frame_is_990_ms_after_the_reloading_frame(tmp_path):
    """A press (key 0) at 190, scanned at 192 (every 20 ms from the keypad's construction at 132),
    read in the frame at 198, reloads into game.py: its first frame is at 198 + SWITCH_MS = 1188."""
    log, summary = _play(tmp_path, "E 1300\nP 190 0 1\nP 264 0 0\n", TO_GAME, "pass")
    assert summary["programs"] == ["code.py", "game.py"]
    assert [(f, int(ms)) for f, ms, _ in log if f == "game.py"][0] == ("game.py", 1188)
    assert [int(ms) for f, ms, ev in log if f == "code.py" and "True" in ev] == [198]


def test_a_key_pressed_during_a_switch_and_held_gives_no_press_in_the_next_program(tmp_path):
    """Key 1 pressed at 500, while the board switches (198 to 1188), and held: game.py's keypad,
    built with the key down, gives no press (a board's keypad_construct_common), only the
    release at 1254. The page hands the keypad key levels, not events."""
    log, _ = _play(tmp_path, "E 1400\nP 190 0 1\nP 264 0 0\nP 500 1 1\nP 1254 1 0\n", TO_GAME, "pass")
    game = [ev for f, _, ev in log if f == "game.py"]
    assert "True" not in "".join(game) and game.count("[[1, False]]") == 1, game


def test_a_key_held_through_a_switch_gives_the_next_program_a_release_with_no_press(tmp_path):
    """Key 0 pressed at 190 (code.py reloads on it) and let go at 1254, after game.py's start:
    the key's level goes over to game.py's fresh interpreter, whose keypad (built with the key
    down) gives a release and no press, as a board's does."""
    log, _ = _play(tmp_path, "E 1400\nP 190 0 1\nP 1254 0 0\n", TO_GAME, "pass")
    game = [ev for f, _, ev in log if f == "game.py"]
    assert "True" not in "".join(game) and game.count("[[0, False]]") == 1, game


def test_the_backlight_stays_as_the_last_program_left_it_over_a_reload(tmp_path):
    """code.py turns the backlight off and reloads (as App.switch does): game.py, in a fresh
    interpreter, starts dark (reset_busdisplay leaves the brightness); code.py started lit."""
    _play(tmp_path, "E 1400\nP 190 0 1\nP 264 0 0\n", "board.DISPLAY.brightness = 0; " + TO_GAME, "pass")
    shown = (tmp_path / "drive" / "display.txt").read_text().splitlines()
    assert [ln.split(" ")[:2] for ln in shown] == [["code.py", "1.0"], ["game.py", "0.0"]]


def test_the_terminal_text_goes_on_over_a_reload(tmp_path):
    """The terminal's text goes over to the next program's fresh interpreter: the power-up banner
    and what code.py's run left on it (a soft reboot does not clear the console)."""
    _play(tmp_path, "E 1400\nP 190 0 1\nP 264 0 0\n",
          "board.DISPLAY.terminal.write('code.py was here'); " + TO_GAME, "pass")
    game = (tmp_path / "drive" / "display.txt").read_text().splitlines()[1]
    assert game.startswith("game.py 1.0 'Adafruit CircuitPython 10.2.1") and "code.py was here" in game


def test_a_game_started_with_reload_on_error_goes_back_to_code_py_with_its_traceback(tmp_path):
    """game.py (reload_on_error=True, set in code.py's interpreter) fails on a press: the page
    reloads into code.py, as main.c does, and supervisor.get_previous_traceback() there has it."""
    log, summary = _play(tmp_path, "E 2600\nP 190 0 1\nP 264 0 0\nP 1240 0 1\nP 1320 0 0\n", TO_GAME,
                         "raise OSError('boom')")
    assert summary["programs"] == ["code.py", "game.py", "code.py"]
    assert [int(ms) for f, ms, _ in log if f == "code.py"][3] == 1254 + 990
    previous = (tmp_path / "drive" / "previous.txt").read_text().splitlines()
    assert previous[:2] == ["code.py None", "game.py None"] and previous[2].startswith("code.py 'Traceback")
    assert previous[2].endswith("OSError: boom\\n'")


def test_a_program_that_does_not_compile_ends_in_its_error_as_on_a_board(tmp_path):
    """game.py with a syntax error, started with reload_on_error: the run ends in the error (the
    console prints it, main.c's pyexec_file) and the board reloads into code.py with its traceback;
    the page is not left with an exception out of start()."""
    log, summary = _play(tmp_path, "E 2600\nP 190 0 1\nP 264 0 0\n", TO_GAME, source="def broken(:\n")
    assert summary["programs"] == ["code.py", "game.py", "code.py"]
    previous = (tmp_path / "drive" / "previous.txt").read_text().splitlines()
    assert previous[1].startswith("code.py 'Traceback") and "SyntaxError" in previous[1]
