"""`bowwords solve bogglebowl`: the best arrangement for a set of cubes and a space type.

Prints {"space", "words", "cubes", "nodes", "seconds"} with --json ("QU" is one
cube's token); "cross" adds the letter the two words share. The search is
exhaustive unless --budget N limits the dictionary nodes it visits ("cut": true).
"""

import json
import time

from bowwords.errors import BowwordsError

SPACES = ("blank", "wild", "two", "cross")


def parse_letters(text):
    """'S O U N D E D' or 'SOUNDED' (Qu written QU) -> tokens; a BowwordsError if not cubes."""
    from bowengine.bogglebowl.words import tokenize

    parts = text.upper().replace(",", " ").split()
    if len(parts) == 1 and len(parts[0]) > 2:
        word = parts[0]
        parts = []
        i = 0
        while i < len(word):
            take = 2 if word[i:i + 2] == "QU" else 1
            parts.append(word[i:i + take])
            i += take
    out = []
    for p in parts:
        t = tokenize(p)
        if t is None or len(t) != 1:
            raise BowwordsError("'%s' is not a cube face: a letter A-Z, or QU for the Qu face" % p)
        out.append(t[0])
    if not out:
        raise BowwordsError("--letters names no cubes: give the faces, e.g. \"S O U N D E D\"")
    if len(out) > 11:
        raise BowwordsError("--letters names %d cubes: a side has 11" % len(out))
    return out


def solve(space, letters, dictionary=None, budget=0):
    """The report dict for one position."""
    from bowengine.bogglebowl import solver
    from bowengine.bogglebowl.words import spell
    from bowwords.dictcli import open_lexicon

    if space not in SPACES:
        raise BowwordsError("--space must be one of %s" % ", ".join(SPACES))
    if budget < 0:
        raise BowwordsError("--budget must be 0 (no limit) or more")
    faces = parse_letters(letters)
    lex = open_lexicon(dictionary)
    try:
        start = time.perf_counter()
        words, cubes, nodes, cut, tok = solver.solve(faces, SPACES.index(space), lex, budget)
        seconds = time.perf_counter() - start
    finally:
        lex.close()
    report = {"space": space, "words": [spell(w) for w in words], "cubes": cubes,
              "nodes": nodes, "seconds": round(seconds, 4)}
    if space == "cross" and words:
        report["cross"] = spell([tok])
    if budget:
        report["cut"] = cut
    return report


def run(args):
    """The `bowwords solve` command."""
    if args.game != "bogglebowl":
        raise BowwordsError("solve knows bogglebowl only, not '%s'" % args.game)
    report = solve(args.space, args.letters, args.dict, args.budget)
    if args.json:
        print(json.dumps(report))
        return 0
    words = " + ".join(report["words"]) or "(no word)"
    print("%s: %s = %d cubes (%d nodes, %.3f s)" % (report["space"], words, report["cubes"],
                                                    report["nodes"], report["seconds"]))
    return 0
