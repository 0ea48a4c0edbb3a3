"""A drive's settings.toml, kept: `bowwords flash` adds or updates only the keys the bundle's own
settings.toml defines (today CIRCUITPY_PYSTACK_SIZE); every other line (a Wi-Fi name, a password,
comments, tables) stays byte for byte.

CircuitPython reads only the keys before the first [table], and the first line of a key wins
(shared-module/os/getenv.c, key_matches and os_getenv_vstr), so a key is updated at its first line
and a key added goes before the first table."""

import re

_KEY = re.compile(rb"^[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*=")


def _value(line):
    """The value text of a `KEY = value` line, without a trailing comment or spaces."""
    value = line.split(b"=", 1)[1].strip()
    if not value.startswith((b'"', b"'")):
        value = value.split(b"#", 1)[0].strip()
    return value


def keys(text):
    """{key: its line (bytes, no line end)} for the top-level `KEY = value` lines of a settings.toml."""
    found = {}
    for line in text.splitlines():
        if line.strip().startswith(b"["):
            break
        m = _KEY.match(line)
        if m and m.group(1).decode() not in found:
            found[m.group(1).decode()] = line.strip()
    return found


def merge(theirs, ours):
    """(the drive's settings.toml with our keys set, [keys changed or added]): `theirs` as it is but
    for the lines of the keys `ours` defines; those missing are added before the first table."""
    wanted = keys(ours)
    newline = b"\r\n" if b"\r\n" in theirs else b"\n"
    lines = theirs.splitlines(keepends=True)
    changed = []
    seen = set()
    table = len(lines)
    for i, line in enumerate(lines):
        if line.strip().startswith(b"["):
            table = i
            break
        m = _KEY.match(line)
        key = m.group(1).decode() if m else None
        if key in wanted and key not in seen:
            seen.add(key)
            if _value(line) != _value(wanted[key]):
                ending = line[len(line.rstrip(b"\r\n")):] or newline
                lines[i] = wanted[key] + ending
                changed.append(key)
    added = [key for key in wanted if key not in seen]
    if added:
        if table and not lines[table - 1].endswith((b"\n", b"\r")):
            lines[table - 1] += newline
        block = [b"# Bowwords (bowwords flash)" + newline] + [wanted[k] + newline for k in added]
        lines[table:table] = block
        changed += added
    return b"".join(lines), changed
