"""The board, modelled once from CircuitPython 10.2.1's own source: the modules a Bowwords
program imports (board, keypad, supervisor, microcontroller, storage, digitalio, audioio,
audiocore, pwmio, analogio, terminalio; time and os where the board's differ from the host's) and the
supervisor's run of programs between them (vboard.run).

Device Python: CPython (the emulator), CircuitPython's unix VM (bowwords.vm) and MicroPython's
WebAssembly port (the browser) all run it. Each host keeps only what is its own and gives it as
one object, `host` (see vboard.model.Host): its clock, its key and shake source, where the NVM's
bytes live, the tones, the pixels and how a frame's sleep returns to it. `model.install(host,
board)` makes this interpreter that board: the modules go into sys.modules, so `import keypad` in the
firmware gets vboard.keypad. Each rule cites the C file it follows; docs/board.md lists them
with the test that pins each.
"""
