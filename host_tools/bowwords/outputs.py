"""Where a command may write: no command makes a folder the user did not name. A file or folder
the user names must go in a folder that exists."""

from pathlib import Path

from bowwords.errors import BowwordsError


def check_folder_exists(path, what):
    """A BowwordsError unless the folder `path` would go in exists (`what` names the option)."""
    parent = Path(path).absolute().parent
    if parent.is_dir():
        return
    above = parent
    while not above.exists():
        above = above.parent
    if not above.is_dir():
        raise BowwordsError("%s %s: %s is a file, not a folder" % (what, path, above))
    raise BowwordsError("%s %s: no folder %s (make it first: bowwords makes no folder you did not name)"
                        % (what, path, parent))


PNG = b"\x89PNG\r\n\x1a\n"


def check_ours_or_new(path, magic, what, kind):
    """A BowwordsError unless `path` is new or a file that starts with `magic` (one this command
    writes, `kind`): any other file is the user's and is left as it is."""
    p = Path(path)
    if not p.is_file():
        return
    try:
        with open(p, "rb") as f:
            head = f.read(len(magic))
    except OSError as e:
        raise BowwordsError("%s %s: cannot read it (%s)" % (what, path, e.strerror or e)) from None
    if head != magic:
        raise BowwordsError("%s %s is a file that is not %s: it is left as it is; give a new name" % (what, path, kind))
