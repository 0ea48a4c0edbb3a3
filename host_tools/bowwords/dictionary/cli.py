"""`bowwords dict`: build, info, check and anagram, and the default dictionary (ENABLE).

The default dictionary is compiled from data/enable.txt.gz into a cache the
first time it is needed (`make setup` does it once); its file name carries a
hash of the list and of the compiler, so a new compiler rebuilds it.
"""

import hashlib
import json
import os
import sys
from pathlib import Path

from bowwords.dictionary import build as dictbuild
from bowwords.errors import BowwordsError

DEFAULT_LIST = Path(__file__).resolve().parent.parent / "data" / "enable.txt.gz"


def cache_dir():
    """Where the compiled default dictionary lives: $BOWWORDS_CACHE, the venv, or ~/.cache."""
    if os.environ.get("BOWWORDS_CACHE"):
        return Path(os.environ["BOWWORDS_CACHE"])
    if sys.prefix != sys.base_prefix:
        return Path(sys.prefix) / "share" / "bowwords"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "bowwords"


def default_path():
    """The compiled default dictionary's path (it may not be built yet)."""
    h = hashlib.sha256()
    for p in (DEFAULT_LIST, Path(dictbuild.__file__)):
        h.update(p.read_bytes())
    return cache_dir() / ("enable-v%d-%s.bwd" % (dictbuild.FORMAT_VERSION, h.hexdigest()[:12]))


def default_dictionary(quiet=False):
    """The default dictionary's path, compiling ENABLE into the cache the first time."""
    if not DEFAULT_LIST.exists():
        raise BowwordsError("the default word list %s is missing: reinstall bowwords" % DEFAULT_LIST)
    path = default_path()
    if not path.exists():
        if not quiet and sys.stderr.isatty():
            print("bowwords: building the default dictionary (ENABLE) once, into %s" % path.parent,
                  file=sys.stderr)
        path.parent.mkdir(parents=True, exist_ok=True)        # the cache's own folder
        dictbuild.build([DEFAULT_LIST], path)
        for old in path.parent.glob("enable-v*.bwd"):  # builds of older compilers
            if old != path:
                try:
                    old.unlink()
                except OSError:
                    pass
    return path


def open_lexicon(path=None, check=True):
    """Open a compiled dictionary (the default one if path is None) with the engine's reader."""
    from bowengine.lexicon import Lexicon, LexiconError

    path = Path(path) if path else default_dictionary()
    if path.is_dir():
        raise BowwordsError("%s is a folder, not a dictionary file: give the .bwd file "
                            "(build one with 'bowwords dict build')" % path)
    if not path.is_file():
        raise BowwordsError("no dictionary file %s (build one with 'bowwords dict build')" % path)
    try:
        return Lexicon(str(path), check=check)
    except LexiconError as e:
        raise BowwordsError(str(e)) from None


def _looks_like_file(arg):
    # Words are letters only, so anything with a dot or a slash, or an existing file, is a FILE.
    return "." in arg or "/" in arg or os.sep in arg or Path(arg).is_file()


def add_arguments(p):
    sub = p.add_subparsers(dest="what", metavar="WHAT", required=True, parser_class=type(p))
    b = sub.add_parser("build", help="compile word lists into a dictionary file",
                       description="Compile word lists (UTF-8, one word a line, .gz too) into one "
                                   "dictionary file. Entries that break the rule books' word rules "
                                   "(capitals, hyphens, apostrophes, abbreviations, letters other "
                                   "than a-z, single letters) are dropped and counted by reason.")
    b.add_argument("lists", nargs="+", metavar="LIST", help="word list files")
    b.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="the dictionary file to write, in a folder that exists (a file that is not a "
                        "dictionary is not overwritten)")
    b.add_argument("--min-len", type=int, default=2, metavar="N", help="shortest word kept (default 2)")
    b.add_argument("--max-len", type=int, metavar="N", help="longest word kept (default: no limit)")
    b.add_argument("--block-bytes", type=int, default=1 << dictbuild.BLOCK_SHIFT, metavar="N",
                   help="bytes in each CRC-checked block of the body, a power of 2 from 64 to 65536 "
                        "(default %d)" % (1 << dictbuild.BLOCK_SHIFT))
    b.add_argument("--no-anagrams", action="store_true",
                   help="leave out the anagram index (the BuyWord bots' fast search of a rack's "
                        "letter sets; about 55 %% more bytes): they search the words instead")
    b.add_argument("--json", action="store_true", help="print the report as JSON")

    i = sub.add_parser("info", help="what a dictionary file holds",
                       description="Check a dictionary file in full and print its header: words, "
                                   "bytes, bytes per word, format version and more.")
    i.add_argument("file", nargs="?", metavar="FILE", help="dictionary file (default: ENABLE)")
    i.add_argument("--json", action="store_true", help="print the figures as JSON")

    c = sub.add_parser("check", help="are these words in the dictionary?",
                       description="Check words (case is ignored). With no WORD, reads words from "
                                   "standard input, one a line.")
    c.add_argument("args", nargs="*", metavar="[FILE] WORD", help="dictionary file (default: ENABLE), then words")
    c.add_argument("--json", action="store_true", help='print {"results": [{"word", "valid"}]}')

    a = sub.add_parser("anagram", help="every word some of these letters make",
                       description="Every word that can be formed from LETTERS (each used at most "
                                   "as often as given) plus up to K wild letters, longest first.")
    a.add_argument("args", nargs="+", metavar="[FILE] LETTERS", help="dictionary file (default: ENABLE), then the letters")
    a.add_argument("--wild", type=int, default=0, metavar="K", help="wild letters (default 0)")
    a.add_argument("--min-len", type=int, default=2, metavar="N", help="shortest word (default 2)")
    a.add_argument("--json", action="store_true", help='print {"words": [...]}')


def run(args):
    return {"build": _build, "info": _info, "check": _check, "anagram": _anagram}[args.what](args)


def _build(args):
    shift = args.block_bytes.bit_length() - 1
    if args.block_bytes != 1 << shift or not 6 <= shift <= 16:
        raise BowwordsError("--block-bytes must be a power of 2 from 64 to 65536")
    out = Path(args.output)
    if out.is_dir():
        raise BowwordsError("-o %s is a folder: give a file name for the dictionary" % args.output)
    for name in args.lists:
        if Path(name).exists() and out.exists() and os.path.samefile(name, out):
            raise BowwordsError("-o %s is the word list %s itself: writing it would overwrite the list; "
                                "give another FILE" % (args.output, name))
    from bowwords.outputs import check_ours_or_new

    check_ours_or_new(out, dictbuild.MAGIC, "-o", "a compiled dictionary")
    parent = out.absolute().parent
    if parent.exists() and not parent.is_dir():
        raise BowwordsError("-o %s: %s is a file, not a folder" % (args.output, parent))
    if not parent.exists():
        raise BowwordsError("-o %s: no folder %s (make it first: a build makes no folder you did not name)"
                            % (args.output, parent))
    bar = dictbuild.progress_bar()
    try:
        report = dictbuild.build(args.lists, args.output, args.min_len, args.max_len, shift, progress=bar,
                                  anagrams=not args.no_anagrams)
    except BowwordsError:
        out.with_name("%s.%d.tmp" % (out.name, os.getpid())).unlink(missing_ok=True)   # dictbuild's temporary
        raise
    finally:
        if bar:
            bar.close()
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    dropped = ", ".join("%s %d" % (k, v) for k, v in report["dropped"].items() if v) or "none"
    print("read %d entries: kept %d words, %d duplicates, dropped: %s"
          % (report["entries"], report["kept"], report["duplicates"], dropped))
    if report["first_dropped"]:
        print("first dropped: %s" % dictbuild.why_dropped(report))
    print("wrote %s: %d bytes, %.3f bytes a word (format %d)"
          % (report["output"], report["bytes"], report["bytes_per_word"], report["format_version"]))
    return 0


def info(path=None):
    """The figures of `bowwords dict info` for a dictionary file (checked in full)."""
    path = Path(path) if path else default_dictionary()
    lex = open_lexicon(path)
    lex.close()
    fields = dictbuild.header_info(path.read_bytes()[:dictbuild.FIXED_HEADER + 32])
    size = path.stat().st_size
    return {"file": str(path), "words": fields["words"], "bytes": size,
            "bytes_per_word": round(size / max(fields["words"], 1), 3),
            "format_version": fields["format_version"], "alphabet": fields["alphabet"],
            "longest_word": fields["longest_word"], "nodes": fields["nodes"], "edges": fields["edges"],
            "header_bytes": fields["header_bytes"], "body_bytes": fields["body_bytes"],
            "block_bytes": fields["block_bytes"], "body_crc32": fields["body_crc32"], "checked": True}


def _info(args):
    figures = info(args.file)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    for key, value in figures.items():
        print("%-15s %s" % (key, value))
    return 0


def _check(args):
    rest = list(args.args)
    path = rest.pop(0) if rest and _looks_like_file(rest[0]) else None
    if not rest:
        if sys.stdin.isatty():
            raise BowwordsError("give words to check, or pipe them in one a line")
        rest = [line.strip() for line in sys.stdin if line.strip()]
    lex = open_lexicon(path)
    try:
        results = [{"word": w, "valid": lex.contains(w.lower())} for w in rest]
    finally:
        lex.close()
    if args.json:
        print(json.dumps({"results": results}))
        return 0
    for r in results:
        print("%s: %s" % (r["word"], "valid" if r["valid"] else "not a word"))
    return 0


def _anagram(args):
    rest = list(args.args)
    if len(rest) > 2:
        raise BowwordsError("give at most a dictionary FILE and one string of LETTERS")
    path = rest.pop(0) if len(rest) == 2 else None
    letters = rest[0].lower()
    if not letters.isascii() or not (letters.isalpha() or letters == ""):
        raise BowwordsError("LETTERS must be letters a-z, like 'retains' (use --wild for wild letters)")
    if not 0 <= args.wild <= 20:
        raise BowwordsError("--wild must be from 0 to 20")
    if args.min_len < 1:
        raise BowwordsError("--min-len must be at least 1")
    lex = open_lexicon(path)
    try:
        words = sorted(lex.anagrams(letters, args.wild, args.min_len), key=lambda w: (-len(w), w))
    finally:
        lex.close()
    if args.json:
        print(json.dumps({"words": words}))
        return 0
    for w in words:
        print(w)
    return 0
