"""Key scripts: one event a line (`500 a`, `+300 down 500`, `shot PATH`, `text`, `wait`, `cut`),
times in ms from power-up or +N after the previous line (see bowwords.emulator)."""

from bowwords.errors import BowwordsError

HOLD_MS = 60


def parse_script(lines):
    """[(time_ms, kind, arg, hold_ms)] from key-script lines."""
    out = []
    t = 0
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        try:
            when = parts[0]
            t = t + int(when[1:]) if when.startswith("+") else int(when)
        except ValueError:
            raise BowwordsError("key script line %d: a line starts with a time in ms "
                                "(500) or a delay (+200): %r" % (number, raw.strip())) from None
        if len(parts) < 2:
            raise BowwordsError("key script line %d: a time needs a button, shot PATH, text, wait or cut" % number)
        what = parts[1]
        if what.lower() == "shot":
            if len(parts) != 3:
                raise BowwordsError("key script line %d: shot needs one PATH" % number)
            out.append((t, "shot", parts[2], 0))
        elif what.lower() in ("text", "wait", "cut"):
            out.append((t, what.lower(), None, 0))
        else:
            hold = HOLD_MS
            if len(parts) > 2:
                try:
                    hold = int(parts[2])
                except ValueError:
                    raise BowwordsError("key script line %d: the hold time must be ms" % number) from None
            out.append((t, "press", what, hold))
    return out
