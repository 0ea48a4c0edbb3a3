"""Which files `bowwords play --nvm FILE` may use as the board's NVM: a new file in a folder that
exists, or an NVM image Bowwords wrote (8,192 bytes, erased or with the firmware's marks, the
check `bowwords records --nvm` makes). Any other file is the user's and is left as it is."""

from pathlib import Path

from bowwords.errors import BowwordsError

SIZE = 8192     # every board profile's microcontroller.nvm (PyBadge, PyGamer, CLUE)


def check_play_nvm(path, cache=None):
    """A BowwordsError unless `path` may back the emulator's NVM; `cache` is the one folder the
    emulator may make for it (its default NVM's, under ~/.cache)."""
    p = Path(path)
    if p.is_dir():
        raise BowwordsError("--nvm %s is a folder: give a file for the board's NVM (its saved games)" % path)
    _check_sibling(p)
    if not p.exists():
        parent = p.absolute().parent
        if parent.is_dir() or (cache is not None and parent == Path(cache).absolute()):
            return
        if parent.exists():
            raise BowwordsError("--nvm %s: %s is a file, not a folder" % (path, parent))
        raise BowwordsError("--nvm %s: no folder %s (make it first, or give a file in a folder that exists)"
                            % (path, parent))
    try:
        data = p.read_bytes()
    except OSError as e:
        raise BowwordsError("cannot read the NVM file %s: %s" % (path, e.strerror or e)) from None
    ours = cache is not None and p.absolute().parent == Path(cache).absolute()
    fix = ("move it away (a new one is made) or give --nvm FILE" if ours
           else "give a new file name, or one 'bowwords play --nvm' wrote")
    if len(data) != SIZE:
        raise BowwordsError("--nvm %s is not an NVM image Bowwords wrote (%d bytes; one is %d): it is left "
                            "as it is; %s" % (path, len(data), SIZE, fix))
    from bowwords.board.records import check_marks

    try:
        check_marks(data, "--nvm %s" % path)
    except BowwordsError as e:
        raise BowwordsError("%s; it is left as it is: %s" % (str(e).split(" (give")[0], fix)) from None


def _check_sibling(p):
    """A BowwordsError if the file the emulator writes first, beside the NVM (FILE with the suffix
    .tmp, then renamed over it), is there and not one of its own (8,192 bytes)."""
    tmp = p.with_suffix(".tmp")
    if tmp.is_dir() or (tmp.exists() and tmp.stat().st_size != SIZE):
        raise BowwordsError("--nvm %s: the emulator writes each save to %s first, and that is a file of yours "
                            "(left as it is): give an NVM file name whose .tmp is free" % (p, tmp))
