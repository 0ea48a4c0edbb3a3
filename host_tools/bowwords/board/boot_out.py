"""What a CIRCUITPY drive's boot_out.txt says: the CircuitPython version and the board.

CircuitPython writes it at power-up, before boot.py runs (main.c, run_boot_py:
`mp_printf("%s\nBoard ID:%s\n", MICROPY_FULL_VERSION_INFO, CIRCUITPY_BOARD_ID)`, then "UID:..."
and boot.py's own output): a first line "Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit
PyBadge with samd51j19" (the version may carry a tag: 10.0.0-beta.3), then "Board ID:pybadge".
"""

import re

_VERSION = re.compile(r"Adafruit CircuitPython (\d+)\.(\d+)\.(\d+)\S*(?: on \S+)?; (.+)")
_BOARD = re.compile(r"^Board ID:\s*(\S+)", re.M)


def parse(text):
    """{"version": "10.2.1" or "", "major": 10 or None, "machine": "Adafruit PyBadge with samd51j19" or "",
    "board": "pybadge" or ""} from boot_out.txt's text."""
    facts = {"version": "", "major": None, "machine": "", "board": ""}
    found = _VERSION.search(text)
    if found:
        facts.update(version=".".join(found.group(1, 2, 3)), major=int(found.group(1)),
                     machine=found.group(4).strip())
    found = _BOARD.search(text)
    if found:
        facts["board"] = found.group(1)
    return facts
