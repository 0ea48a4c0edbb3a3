"""Making this interpreter the board: vboard's modules put in sys.modules for the host that runs
them (the package itself imports nothing: its modules import its shared state, vboard.state)."""

import sys

from vboard import state

MODULES = ("board", "keypad", "supervisor", "microcontroller", "storage", "digitalio",
           "audioio", "audiocore", "pwmio", "analogio", "terminalio")


class Host:
    """What a host gives the board (a template: hosts define these methods, all of them).

    ms()               ms since power-up (common_hal_time_monotonic_ms)
    key_change(upto)   the next change of a key's level at or before `upto` ms, as
                       (ms, line, down), taken off the host's list; or None. A scan at t asks
                       for changes up to t - 1: a key stamped with a frame's time comes after
                       that frame's scans. Lines are keypad key numbers; the PyGamer's stick is
                       lines 8-11 (vboard.board.STICK)
    accel()            True if an accelerometer answers on the I2C bus
    usb()              True if a computer sees the drive over USB
    shaken()           True once after a shake (the accelerometer's jolt)
    seed()             30 bits for os.urandom
    sleep(seconds)     time.sleep: the end of a frame (the host measures, waits or returns)
    tone(hz)           the speaker plays hz (0: silence)
    nvm_read(start, n) / nvm_write(start, data)   the NVM's 8,192 bytes, wherever they live
    shown(root, brightness)   the display's root group or its brightness changed
    """


def install(the_host, board="pybadge", running="code.py"):
    """Make this interpreter a `board` run by `the_host`, about to run `running`."""
    fresh = the_host is not state.host
    state.host = the_host
    state.name = board
    state.program = running
    for module in MODULES:
        sys.modules[module] = __import__("vboard." + module, None, None, ("x",))
    from vboard import board as the_board, clock
    if the_board.board_id != state.BOARD_IDS[board]:
        the_board._setup()
    if fresh:                            # another host: its keys are its own
        the_board.buttons = the_board.Buttons()
    clock.install()


def uninstall():
    """Take the board's modules out of sys.modules (a host process that is not a board)."""
    from vboard import clock
    for module in MODULES:
        sys.modules.pop(module, None)
    clock.uninstall()
