"""`bowwords play`: checks every input before anything is written, then runs the emulator in a
window, in the terminal (--text) or from a key script (--keys, --screenshot)."""

import os
import sys
from pathlib import Path

from bowwords.emulator import FIRMWARE, Emulator, FileNVM, prepare
from bowwords.errors import BowwordsError
from bowwords.keyscript import parse_script
from bowwords.textplay import run_terminal
from bowwords.window import INVISIBLE, display_problem, display_set, run_window

def default_nvm_path(board):
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bowwords" / ("nvm-%s.bin" % board)


def _check_output(path, what):
    """A BowwordsError unless a file can be written at `path` (its folder made if need be);
    writes nothing that stays."""
    import tempfile

    p = Path(path)
    if p.is_dir():
        raise BowwordsError("%s %s is a folder: give a file name" % (what, path))
    parent = p.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir():
        raise BowwordsError("%s %s: %s is a file, not a folder" % (what, path, parent))
    try:
        with tempfile.TemporaryFile(dir=parent):
            pass
    except OSError as e:
        raise BowwordsError("%s %s: cannot write in %s (%s)" % (what, path, parent, e.strerror or e)) from None


def _check_nvm(path):
    from bowwords.board.nvm_file import check_play_nvm

    check_play_nvm(path, cache=default_nvm_path("pybadge").parent)
    _check_output(Path(path), "--nvm")


def _read_script(path):
    """The key script's lines, checked (a BowwordsError if it cannot be read or parsed)."""
    try:
        lines = Path(path).read_bytes().decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise BowwordsError("the key script %s is not text (UTF-8): give a file of lines like '500 a' "
                            "(see 'bowwords play --help')" % path) from None
    except OSError as e:
        raise BowwordsError("cannot read the key script %s: %s" % (path, e.strerror or e)) from None
    for _, kind, arg, _ in parse_script(lines):
        if kind == "shot":
            _check_output(arg, "the key script's shot")
    return lines


def _check_board(board):
    if str(FIRMWARE) not in sys.path:
        sys.path.insert(0, str(FIRMWARE))
    from bowui import boards

    if board not in boards.PROFILES:
        raise BowwordsError("no board profile '%s' (boards: %s)" % (board, ", ".join(sorted(boards.PROFILES))))


def run(args):
    """`bowwords play` (emulator); returns the exit status. Every input is checked before
    anything is written; a run that fails leaves no NVM file it created."""
    scripted = bool(args.keys or args.screenshot)
    _check_board(args.board)
    lines = _read_script(args.keys) if args.keys else []
    if args.screenshot:
        _check_output(args.screenshot, "--screenshot")
    window = False
    if not scripted and not args.text:
        why = display_problem()
        window = why is None
        if why and display_set():
            _note_no_window(why)
    nvm_path = args.nvm or (None if scripted else default_nvm_path(args.board))
    made = []          # the NVM file and the folders for it that this run makes, deepest first
    if nvm_path:
        _check_nvm(nvm_path)
        p = Path(nvm_path).absolute()
        while not p.exists():
            made.append(p)
            p = p.parent
    playing = []        # set once the interactive session starts: from then on the NVM holds its games
    try:
        try:
            return _play(args, scripted, window, nvm_path, lines, playing)
        except OSError as e:            # a file the firmware reads, or a screenshot: one line
            raise BowwordsError(_file_error(e, args.screenshot, lines)) from None
    except BowwordsError:
        if playing:
            raise
        for p in made:          # a run that failed leaves no NVM it made (not on Ctrl-C: saved games)
            try:
                if p == made[0]:
                    p.with_suffix(".tmp").unlink(missing_ok=True)
                    p.unlink(missing_ok=True)
                else:
                    p.rmdir()
            except OSError:
                break
        raise


def _file_error(e, screenshot, lines):
    """One line for an OSError met while a script runs: a screenshot it could not write, or a
    file the firmware could not read (a font, the dictionary, the rules pages)."""
    shots = {str(Path(a)) for _, kind, a, _ in parse_script(lines) if kind == "shot"}
    if screenshot:
        shots.add(str(Path(screenshot)))
    name = e.filename or "a file"
    verb = "write" if e.filename and str(Path(e.filename)) in shots else "read"
    return "cannot %s %s: %s" % (verb, name, e.strerror or e)


def _note_no_window(why):
    print("bowwords: no window: %s; playing in the terminal instead" % why, file=sys.stderr)


def _play(args, scripted, window, nvm_path, lines, playing):
    try:
        nvm = FileNVM(nvm_path, 8192)      # every profile's NVM (PyBadge, PyGamer, CLUE) is 8 KB
    except OSError as e:
        raise BowwordsError("cannot write the NVM file %s: %s (give another with --nvm FILE)"
                            % (nvm_path, e.strerror or e)) from None
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") & 0x3FFFFFFF

    def emulator(window):
        return Emulator(args.board, seed, nvm, window=window, game=args.game or args.tool,
                        dict_path=getattr(args, "dict", None))

    prepare(headless=not window)
    import pygame

    emu = None
    if window:
        try:
            emu = emulator(True)
            if pygame.display.get_driver() in INVISIBLE:
                raise pygame.error("SDL opened the window offscreen, where nobody sees it")
        except pygame.error as e:
            _note_no_window("SDL cannot open a window on DISPLAY=%s (%s)" % (os.environ.get("DISPLAY", ""), e))
            pygame.display.quit()
            window = False
            emu = None
    if emu is None:
        emu = emulator(False)
    emu.release = True
    if scripted:
        shown = []

        def show():                 # --text: each screen the script passes through, as the terminal shows it
            text = emu.text()
            if not shown or shown[-1] != text:
                if shown:
                    print("-" * 28)
                shown[:] = [text]
                print(text)

        try:
            emu.play_script(lines, each=show if args.text else None)
            if emu.ended:
                raise BowwordsError("the board's program ended in an error: %s" % emu.error)
            if args.screenshot:
                emu.screenshot(args.screenshot)
        except pygame.error as e:
            raise BowwordsError("cannot write a screenshot: %s" % e) from None
        if args.text:
            show()
        return 0
    playing.append(True)
    if window:
        return run_window(emu)
    return run_terminal(emu)
