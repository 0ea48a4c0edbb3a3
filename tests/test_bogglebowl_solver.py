"""The Boggle Bowl solver against a brute force over every sub-multiset of the cubes.

The brute force never touches the dictionary graph: it reads the word list as
text (keeping, by its own test, lower-case a-z entries of 2 letters or more: the
word rules), marks which sub-multisets of the rolled cubes spell a word, and fills
tables over the lattice of sub-multisets. The suite checks a few seeded rolls of
each space type on ENABLE, on the 477-word fixture list, and on a small list built
here with `bowwords dict build`. The closing note's 300 rolls of each space type:

    python tests/test_bogglebowl_solver.py 300                       # ENABLE and the fixture
    python tests/test_bogglebowl_solver.py 300 --fetch wamerican     # a second list (SCOWL)
    python tests/test_bogglebowl_solver.py 300 --list FILE           # any one-word-a-line list

--fetch takes Debian's word-list package (`apt-get download` + `dpkg -x`, nothing
installed; it gives /usr/share/dict/*); a list FILE is compiled with `bowwords dict
build` into a temporary dictionary, and the brute force reads FILE itself.
"""

import argparse
import gzip
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from bowengine.bogglebowl import solver
from bowengine.bogglebowl.data import CUBES, QU
from bowengine.bogglebowl.words import crossing, tokenize
from bowengine.lexicon import Lexicon
from bowengine.rng import Rng

ROOT = Path(__file__).resolve().parent.parent
FIXTURE_WORDS = ROOT / "tests" / "device" / "lexicon_words.txt"
FIXTURE_BWD = ROOT / "tests" / "device" / "lexicon_fixture.bwd"
SUITE_ROLLS = {"enable": 6, "fixture": 25}


def roll(rng):
    out = []
    for faces in CUBES:
        t = ord(faces[rng.below(6)]) - 65
        out.append(QU if t == 16 else t)
    return out


def read_words(name):
    """Token lists of the words of a list: "fixture", "enable", or a word-list file's Path."""
    if name == "fixture":
        text = FIXTURE_WORDS.read_text()
    elif name == "enable":
        from bowwords.dictionary.cli import DEFAULT_LIST

        text = gzip.open(DEFAULT_LIST, "rt").read()
    else:
        text = Path(name).read_text(encoding="utf-8", errors="replace")
    out = []
    for w in text.split():
        w = w.strip()
        if not (w.isascii() and w.isalpha() and w.islower() and len(w) >= 2):
            continue  # capitals, apostrophes, hyphens, abbreviations, single letters
        t = tokenize(w.upper())
        if t is not None:
            out.append(t)
    return out


def build_dict(path, out):
    """Compile a word-list file with `bowwords dict build`; returns the dictionary's path."""
    subprocess.run([sys.executable, "-m", "bowwords", "dict", "build", str(path), "-o", str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def open_dict(name):
    if name == "fixture":
        return Lexicon(str(FIXTURE_BWD))
    from bowwords.dictionary.cli import open_lexicon

    if name == "enable":
        return open_lexicon(None)
    return open_lexicon(BUILT[str(name)])


BUILT = {}  # word-list file -> its compiled dictionary


def fetch_debian(package, into):
    """/usr/share/dict/<the list> of Debian's word-list package, unpacked into `into`."""
    into = Path(into)
    subprocess.run(["apt-get", "download", package], cwd=into, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deb = sorted(into.glob(package + "_*.deb"))[-1]
    subprocess.run(["dpkg", "-x", str(deb), str(into / "root")], check=True)
    lists = [p for p in sorted((into / "root" / "usr" / "share" / "dict").iterdir())
             if p.is_file() and not p.is_symlink() and p.name != "README.select-wordlist"]
    return lists[0]


class Brute:
    """Every sub-multiset of one roll, as a mixed-radix index, against a word list."""

    def __init__(self, faces, words):
        self.toks = sorted(set(faces))
        self.mult = [faces.count(t) for t in self.toks]
        self.stride = []
        n = 1
        for m in self.mult:
            self.stride.append(n)
            n *= m + 1
        self.n = n
        self.size = [sum(self.digits(i)) for i in range(n)]
        self.word = [False] * n
        for w in words:
            i = self.index(w)
            if i is not None:
                self.word[i] = True

    def digits(self, i):
        return [(i // s) % (m + 1) for s, m in zip(self.stride, self.mult, strict=True)]

    def index(self, tokens):
        i = 0
        for t in tokens:
            if t not in self.toks:
                return None
            k = self.toks.index(t)
            i += self.stride[k]
        d = self.digits(i) if i < self.n else None
        if d is None or any(d[k] > self.mult[k] for k in range(len(d))):
            return None
        # a count past the cube's multiplicity wraps the digit: recount to be sure
        for k, t in enumerate(self.toks):
            if tokens.count(t) != d[k]:
                return None
        return i

    def below(self, i):
        """Indexes of i with one cube less."""
        d = self.digits(i)
        return [i - self.stride[k] for k in range(len(d)) if d[k]]

    def best_word(self, contains=None):
        """Table: R -> most cubes of a word that is a sub-multiset of R (holding `contains`)."""
        t = [0] * self.n
        k = self.toks.index(contains) if contains is not None else -1
        for i in range(self.n):
            v = self.size[i] if self.word[i] and (k < 0 or self.digits(i)[k]) else 0
            for j in self.below(i):
                v = max(v, t[j])
            t[i] = v
        return t

    def solve(self, space):
        full = self.n - 1
        words = [i for i in range(self.n) if self.word[i]]
        if space == 0:
            return max([self.size[i] for i in words] or [0])
        if space == 2:
            bw = self.best_word()
            return max([self.size[i] + bw[full - i] for i in words if bw[full - i]] or [0])
        if space == 3:
            best = 0
            for k, c in enumerate(self.toks):
                bw = self.best_word(c)
                for i in words:
                    if self.digits(i)[k]:
                        r = full - i + self.stride[k]
                        if bw[r]:
                            best = max(best, self.size[i] + bw[r] - 1)
            return best
        wild = [0] * self.n
        for i in range(self.n):
            v = max([wild[j] for j in self.below(i)] or [0])
            di = self.digits(i)
            for w in words:
                dw = self.digits(w)
                if all(dw[k] <= di[k] for k in range(len(di))):
                    v = max(v, self.size[w] + wild[i - w])
            wild[i] = v
        return wild[full]


def check_answer(faces, space, lex, answer):
    """The solver's words really are an arrangement for the space worth its cube count."""
    words, cubes = answer[0], answer[1]
    for w in words:
        assert lex.contains("".join(["QU" if t == QU else chr(65 + t) for t in w]).lower())
    if space == 0:
        assert len(words) <= 1
    if space in (2, 3):
        assert len(words) in (0, 2)
    if space == 3 and words:
        have = bytearray(27)
        for t in faces:
            have[t] += 1
        assert crossing(words, have) >= 0 and cubes == len(words[0]) + len(words[1]) - 1
    elif words:
        need = sorted([t for w in words for t in w])
        spare = list(faces)
        for t in need:
            spare.remove(t)
        assert cubes == len(need)


def compare(name, rolls, seed=4):
    words = read_words(name)
    lex = open_dict(name)
    rng = Rng(seed)
    figures = {}
    for space in range(4):
        same = 0
        for _ in range(rolls):
            faces = roll(rng)
            answer = solver.solve(faces, space, lex)
            want = Brute(faces, words).solve(space)
            assert answer[1] == want, (name, space, faces, answer, want)
            check_answer(faces, space, lex, answer)
            same += 1
        figures[space] = same
    lex.close()
    return figures


@pytest.mark.parametrize("name", ["fixture", pytest.param("enable", marks=pytest.mark.sweep)])
def test_solver_equals_brute_force_on_seeded_rolls_of_each_space(name):
    figures = compare(name, SUITE_ROLLS[name])
    assert figures == {0: SUITE_ROLLS[name], 1: SUITE_ROLLS[name], 2: SUITE_ROLLS[name],
                       3: SUITE_ROLLS[name]}


def test_a_list_file_is_built_and_checked_like_a_second_list(tmp_path):
    """The --list path on a small list with entries the word rules drop (as SCOWL's have):
    the built dictionary and the brute force's own reading agree on 5 rolls a space."""
    words = FIXTURE_WORDS.read_text().split()
    extra = ["Aachen", "SOS", "don't", "re-do", "e.g.", "a", "caf\u00e9", "aardvark's"]
    lst = tmp_path / "words.txt"
    lst.write_text("\n".join(words[::2] + extra) + "\n", encoding="utf-8")
    BUILT[str(lst)] = build_dict(lst, tmp_path / "words.bwd")
    assert len(read_words(str(lst))) == len(words[::2])  # every extra entry dropped
    assert compare(str(lst), 5, seed=9) == {0: 5, 1: 5, 2: 5, 3: 5}


def test_solver_is_deterministic_and_budget_limits_nodes():
    lex = open_dict("enable")
    faces = [tokenize(x)[0] for x in "S O U N D E D A E T R".split()]
    a = solver.solve(faces, 0, lex)
    assert a == solver.solve(faces, 0, lex) and a[1] == 9 and not a[3]
    cut = solver.solve(faces, 0, lex, 200)
    assert cut[3] and cut[2] <= 201 and cut[1] <= a[1]
    lex.close()


def test_qu_is_one_cube_in_the_solver():
    lex = open_dict("enable")
    faces = [tokenize(x)[0] for x in "QU I T E A S R N O L E".split()]
    words, cubes = solver.solve(faces, 0, lex)[:2]
    assert cubes == len(words[0])
    assert solver.solve([QU, 8, 19], 0, lex)[:2] == ([[QU, 8, 19]], 3)  # QUIT: 3 cubes
    lex.close()


def test_qu_is_one_cube_read_by_the_walk_itself_with_no_lexicon_frame_below_it(monkeypatch):
    """Qu is one cube: the walk takes the "u" edge after the "q" itself, so below its big frame
    the pystack holds no lexicon frame but _load's (and its block check), as for any edge list
    (issue 31: 10 of 200 monkey sessions ran out of a PyBadge's 2,048 bytes less 256 under
    _scan, _window, _read and _check). The answers still equal the brute force's."""
    from bowwords.dictionary.cli import default_dictionary

    lex = Lexicon(str(default_dictionary()), check=False)  # lazy block checks: the deepest reads

    def deeper(*args):
        raise AssertionError("a lexicon frame below the walk's")

    for name in ("_scan", "_window", "_read"):
        monkeypatch.setattr(lex, name, deeper)
    faces = [tokenize(x)[0] for x in "QU I T E A S R N O L E".split()]
    words = read_words("enable")
    for space in range(4):
        assert solver.solve(faces, space, lex)[1] == Brute(faces, words).solve(space)
    lex.close()


def main(argv):
    ap = argparse.ArgumentParser(description="The solver against brute force on seeded rolls.")
    ap.add_argument("rolls", nargs="?", type=int, default=300, help="rolls of each space type")
    ap.add_argument("--list", action="append", default=[], metavar="FILE",
                    help="a word list (one word a line) instead of ENABLE and the fixture")
    ap.add_argument("--fetch", metavar="PACKAGE", help="Debian's word-list package to fetch "
                    "and check (e.g. wamerican, wbritish)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        lists = list(args.list)
        if args.fetch:
            lists.append(str(fetch_debian(args.fetch, tmp)))
        for i, path in enumerate(lists):
            BUILT[path] = build_dict(path, Path(tmp) / ("list%d.bwd" % i))
        for name in lists or ["enable", "fixture"]:
            t = time.time()
            got = compare(name, args.rolls)
            print("%s (%d words): %s rolls per space equal to brute force (blank, wild, two, "
                  "cross), %.0f s" % (name, len(read_words(name)), [got[s] for s in range(4)],
                                      time.time() - t))


if __name__ == "__main__":
    main(sys.argv[1:])
