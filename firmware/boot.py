"""Bowwords boot: choose who may write the CIRCUITPY drive (runs on power-up/reset only).

By default the computer writes the drive, as CircuitPython users expect (copy
files, edit code.py). Hold Select (button A on the CLUE) while switching on for
serial-flash mode: code may write the file system and the computer sees the
drive read-only, so `bowwords flash` writes over USB serial. The menu's last
line says which mode is on.

It also turns the backlight off, first of all: a player sees CircuitPython's own boot text
only until then, and the menu's first frame, not the console, when it comes on again.
"""

import os
import time

import board
import keypad
import storage
import supervisor

try:                          # before anything that takes time (the keypad's wait below)
    os.stat("code.py")        # (without code.py the console is all there is: it stays lit)
    board.DISPLAY.brightness = 0
except (OSError, AttributeError, RuntimeError):    # (no code.py; a display without a backlight)
    pass
# Why it stays dark until code.py lights it (CircuitPython 10.2.1's source): the board lights its
# display in C before any Python runs (ports/atmel-samd/boards/pybadge/board.c, board_init:
# brightness 1.0), and main.c's run_boot_py prints the version, "Board ID:", "UID:" and
# "boot.py output:" on it before boot.py starts; after boot.py, cleanup_after_vm ->
# reset_displays -> reset_busdisplay (shared-module/busdisplay/BusDisplay.c) shows the terminal
# again but leaves the brightness, and reset_all_pins leaves the backlight's PWM (made
# never_reset in common_hal_busdisplay_busdisplay_construct). So "code.py output:" and what
# follows show on a dark screen, until the App lights it after its first frame (App.step, as
# after every switch between the two programs).

from bowui import boards  # noqa: E402 - after the backlight: a module read from the drive

profile = boards.PROFILES[boards.find(board.board_id)]
keys = boards.make_keys(profile)
# keypad scans once as it is made, and a key already down then gives no press event
# (shared-module/keypad/__init__.c, keypad_construct_common); reset() takes every key as up and
# scans again, so a key held since power-up gives its press now (shared-bindings/keypad/Keys.c)
keys.reset()
time.sleep(0.1)                          # wait for keypad's first scans (not debouncing)
event = keypad.Event()
serial = False
while keys.events.get_into(event):
    if event.pressed and event.key_number == profile["boot_key"]:
        serial = True
keys.deinit()
if serial:
    storage.remount("/", readonly=False)
try:
    supervisor.status_bar.display = False    # the screen is the game's, not a status bar
except (AttributeError, NotImplementedError):   # (a build without status_bar, or without
    pass                                        # terminalio: StatusBar.c)
print("Bowwords:", "serial-flash mode (drive read-only to the computer)" if serial
      else "USB drive mode (drive writable by the computer)")
