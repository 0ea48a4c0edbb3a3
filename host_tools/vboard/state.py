"""The board's shared state, set by vboard.model.install: the host, the board modelled and the program
running (the modules read it here, importing downward only).

Device Python (vboard's docstring)."""

host = None               # the host (vboard.model.Host)
name = "pybadge"          # the board modelled (bowui.boards' profile names)
program = "code.py"       # the program running: boot.py, code.py or game.py
BOARD_IDS = {"pybadge": "pybadge", "pygamer": "pygamer", "clue": "clue_nrf52840_express"}
