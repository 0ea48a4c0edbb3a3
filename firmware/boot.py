"""Bowwords boot: choose who may write the CIRCUITPY drive (runs on power-up/reset only).

By default the computer writes the drive, as CircuitPython users expect (copy
files, edit code.py). Hold Select (button A on the CLUE) while switching on for
serial-flash mode: code may write the file system and the computer sees the
drive read-only, so `bowwords flash` writes over USB serial. The menu's last
line says which mode is on.
"""

import time

import board
import keypad
import storage
import supervisor

from bowui import boards

profile = boards.PROFILES[boards.find(board.board_id)]
keys = boards.make_keys(profile)
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
except AttributeError:
    pass
print("Bowwords:", "serial-flash mode (drive read-only to the computer)" if serial
      else "USB drive mode (drive writable by the computer)")
