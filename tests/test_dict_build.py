"""`bowwords dict`: the word rules, the compiler's bytes, and the four subcommands' output."""

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bowengine.lexicon import Lexicon
from bowwords import cli
from bowwords.dictionary import build as dictbuild
from bowwords.dictionary import cli as dictcli
from bowwords.errors import BowwordsError

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "device" / "lexicon_fixture.bwd"
FIXTURE_WORDS = ROOT / "tests" / "device" / "lexicon_words.txt"

MESSY = """aa
Paris
don't
co-op
etc.
NASA
caf\u00e9
x
cat
cat
dogs
\ufeffzebra
  hello
abcdefghijklmnopqrstu

"""


def run(argv, capsys, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", __import__("io").StringIO(stdin))
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("entry,reason", [
    ("don't", "apostrophe"), ("rock\u2019n", "apostrophe"), ("co-op", "hyphenated"), ("etc.", "abbreviation"),
    ("NASA", "abbreviation"), ("Paris", "capitalised"), ("iPod", "capitalised"), ("caf\u00e9", "not_a_to_z"),
    ("r2d2", "not_a_to_z"), ("two words", "not_a_to_z"), ("x", "single_letter"), ("cat", None)])
def test_word_rules_give_each_dropped_entry_its_reason(entry, reason):
    assert dictbuild.classify(entry) == reason


def test_word_rules_count_kept_duplicate_and_dropped_entries_by_reason(tmp_path):
    (tmp_path / "a.txt").write_text(MESSY)
    with gzip.open(tmp_path / "b.txt.gz", "wt") as f:
        f.write("cat\nowl\nOwl\n")
    words, report = dictbuild.read_lists([tmp_path / "a.txt", tmp_path / "b.txt.gz"], min_len=2, max_len=20)
    assert words == ["aa", "cat", "dogs", "hello", "owl", "zebra"]
    assert report["entries"] == 17
    assert report["kept"] == 6 and report["duplicates"] == 2
    assert report["dropped"] == {"apostrophe": 1, "hyphenated": 1, "abbreviation": 2, "capitalised": 2,
                                 "not_a_to_z": 1, "single_letter": 1, "too_short": 0, "too_long": 1}


def test_min_and_max_length_drop_words_outside_them(tmp_path):
    (tmp_path / "a.txt").write_text("aa\nbee\nfour\nfiver\n")
    words, report = dictbuild.read_lists([tmp_path / "a.txt"], min_len=3, max_len=4)
    assert words == ["bee", "four"] and report["dropped"]["too_short"] == 1 and report["dropped"]["too_long"] == 1
    with pytest.raises(BowwordsError):
        dictbuild.read_lists([tmp_path / "a.txt"], min_len=1)


def test_device_fixture_is_the_compiled_fixture_word_list():
    words, _ = dictbuild.read_lists([FIXTURE_WORDS])
    assert dictbuild.compile_words(words, block_shift=6) == FIXTURE.read_bytes(), \
        "regenerate it: bowwords dict build %s -o %s --block-bytes 64" % (FIXTURE_WORDS, FIXTURE)


def test_rebuilds_in_other_processes_give_the_same_bytes(tmp_path):
    outs = []
    for seed in ("1", "2"):
        out = tmp_path / ("d%s.bwd" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run([sys.executable, "-m", "bowwords", "dict", "build", str(FIXTURE_WORDS),
                               "-o", str(out), "--block-bytes", "64"], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stderr
        outs.append(out.read_bytes())
    assert outs[0] == outs[1] == FIXTURE.read_bytes()


def test_header_holds_magic_version_counts_alphabet_sizes_and_crc32():
    import zlib

    data = FIXTURE.read_bytes()
    h = dictbuild.header_info(data)
    assert h["magic"] == b"BWLX" and h["format_version"] == dictbuild.FORMAT_VERSION == 4
    assert h["words"] == len(FIXTURE_WORDS.read_text().split())
    assert h["alphabet"] == "abcdefghijklmnopqrstuvwxyz"
    assert h["header_bytes"] + h["body_bytes"] == len(data)
    assert h["body_crc32"] == "%08x" % zlib.crc32(data[h["header_bytes"]:])
    assert int.from_bytes(data[h["header_bytes"] - 4:h["header_bytes"]], "little") == \
        zlib.crc32(data[:h["header_bytes"] - 4])


def test_the_anagram_index_holds_each_words_letters_in_the_anagram_order(tmp_path):
    """The anagram index: each word's letters sorted by ANAGRAM_ORDER, each set once, from the
    header's anagram root; the words' own graph (root, word count, lookups) is unchanged."""
    words = sorted({"stop", "pots", "tops", "zap", "jazz", "at"})
    path = tmp_path / "a.bwd"
    path.write_bytes(dictbuild.compile_words(words))
    h = dictbuild.header_info(path.read_bytes())
    assert h["anagram_order"] == "jzpaost" and h["anagram_root"] and h["words"] == 6
    with Lexicon(str(path)) as lex:
        assert lex.anagram_root == h["anagram_root"] << 1
        assert [lex.ranks[lex.alphabet.index(c)] for c in "jzpaost"] == list(range(7))
        root, lex.root = lex.root, lex.anagram_root
        assert sorted(lex.anagrams("jazzpotsa", 0)) == ["at", "jzza", "post", "zpa"]
        lex.root = root
        assert all(lex.contains(w) for w in words) and not lex.contains("past")


def test_a_build_without_the_anagram_index_is_the_words_alone(tmp_path):
    """--no-anagrams: no anagram root, and fewer bytes."""
    words = sorted({"stop", "pots", "tops", "zap"})
    plain = dictbuild.compile_words(words, anagrams=False)
    assert dictbuild.header_info(plain)["anagram_root"] == 0
    assert len(plain) < len(dictbuild.compile_words(words))
    path = tmp_path / "p.bwd"
    path.write_bytes(plain)
    with Lexicon(str(path)) as lex:
        assert lex.anagram_root == 0 and lex.ranks is None and lex.contains("tops")


def test_the_reader_still_reads_format_3(tmp_path):
    """A format 3 file (no anagram index: lexicon_fixture_v3.bwd, the words of lexicon_words.txt)
    answers as the format 4 one does."""
    words = FIXTURE_WORDS.read_text().split()
    with Lexicon(str(ROOT / "tests" / "device" / "lexicon_fixture_v3.bwd")) as old, Lexicon(str(FIXTURE)) as new:
        assert old.version == 3 and old.anagram_root == 0 and old.ranks is None
        assert new.version == 4 and new.anagram_root
        assert old.words == new.words and all(old.contains(w) and new.contains(w) for w in words)
        assert sorted(old.anagrams("retains", 1)) == sorted(new.anagrams("retains", 1))


def test_a_small_alphabet_and_long_words_compile_and_read_back(tmp_path):
    words = sorted({"ab", "abba", "baba", "ba" * 40, "aab", "bbbbbbbbbbbbbbbbbbbbbb"})
    path = tmp_path / "ab.bwd"
    path.write_bytes(dictbuild.compile_words(words))
    with Lexicon(str(path)) as lex:
        assert lex.alphabet == "ab" and lex.longest == 80
        assert all(lex.contains(w) for w in words)
        assert not lex.contains("abc") and not lex.contains("ba" * 39 + "b")
        assert sorted(lex.anagrams("aabb", 0)) == ["aab", "ab", "abba", "baba"]


def test_cli_build_reports_counts_and_writes_the_file(tmp_path, capsys):
    (tmp_path / "a.txt").write_text(MESSY)
    out = tmp_path / "my.bwd"
    code, text, err = run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(out), "--json"], capsys)
    assert code == 0, err
    report = json.loads(text)
    assert report["kept"] == 6 and report["dropped"]["capitalised"] == 1
    assert report["bytes"] == out.stat().st_size and report["format_version"] == 4
    code, text, _ = run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(out)], capsys)
    assert code == 0 and "kept 6 words" in text and "capitalised 1" in text


def test_cli_info_check_and_anagram_print_the_issue_json_shapes(tmp_path, capsys, monkeypatch):
    code, text, _ = run(["dict", "info", str(FIXTURE), "--json"], capsys)
    info = json.loads(text)
    assert code == 0 and {"words", "bytes", "bytes_per_word", "format_version"} <= set(info)
    assert info["bytes"] == FIXTURE.stat().st_size and info["words"] == 477
    code, text, _ = run(["dict", "check", str(FIXTURE), "nest", "Rail", "qqq", "--json"], capsys)
    assert json.loads(text) == {"results": [{"word": "nest", "valid": True}, {"word": "Rail", "valid": True},
                                            {"word": "qqq", "valid": False}]}
    code, text, _ = run(["dict", "check", str(FIXTURE), "--json"], capsys, "net\nzzz\n\n", monkeypatch)
    assert json.loads(text)["results"] == [{"word": "net", "valid": True}, {"word": "zzz", "valid": False}]
    code, text, _ = run(["dict", "anagram", str(FIXTURE), "stone", "--json"], capsys)
    words = json.loads(text)["words"]
    assert words[0] == "nest" and words == sorted(words, key=lambda w: (-len(w), w)) and "ten" in words
    code, text, _ = run(["dict", "anagram", str(FIXTURE), "stone", "--wild", "1", "--min-len", "5"], capsys)
    assert code == 0 and all(len(w) >= 5 for w in text.split()) and text.split()


def test_cli_uses_the_default_dictionary_when_no_file_is_named(capsys, monkeypatch):
    code, text, _ = run(["dict", "check", "quixotic", "zzxq", "--json"], capsys)
    assert code == 0 and [r["valid"] for r in json.loads(text)["results"]] == [True, False]
    code, text, _ = run(["dict", "info", "--json"], capsys)
    assert json.loads(text)["words"] == 172820 and json.loads(text)["file"] == str(dictcli.default_path())


@pytest.mark.parametrize("argv,says", [
    (["dict", "info", "/nonexistent/x.bwd"], "no dictionary file"),
    (["dict", "info", str(FIXTURE_WORDS)], "not a Bowwords dictionary"),
    (["dict", "anagram", "abc1"], "LETTERS must be letters"),
    (["dict", "anagram", str(FIXTURE), "abc", "def"], "at most"),
    (["dict", "build", "/nonexistent/list.txt", "-o", "/tmp/never.bwd"], "cannot read word list"),
    (["dict", "build", str(FIXTURE_WORDS), "-o", "/tmp/never.bwd", "--block-bytes", "100"], "power of 2"),
    (["dict"], "required"),
])
def test_cli_errors_are_one_line_and_exit_1(argv, says, capsys):
    code, out, err = run(argv, capsys)
    assert code == 1 and out == "" and err.startswith("bowwords: ") and err.count("\n") == 1
    assert says in err


def test_a_build_with_no_words_left_is_an_error(tmp_path, capsys):
    (tmp_path / "a.txt").write_text("Paris\nx\n")
    code, _, err = run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(tmp_path / "o.bwd")], capsys)
    assert code == 1 and "no words left" in err


def test_a_body_past_32k_shifts_its_aligned_prefix_nodes_and_reads_back(tmp_path):
    import random

    rnd = random.Random(9)
    words = sorted({"".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rnd.randint(2, 9)))
                    for _ in range(9000)})
    data = dictbuild.compile_words(words)
    h = dictbuild.header_info(data)
    assert h["body_bytes"] > 0x8000 and h["prefix_shift"] >= 1
    path = tmp_path / "big.bwd"
    path.write_bytes(data)
    have = set(words)
    with Lexicon(str(path)) as lex:
        assert all(lex.contains(w) for w in words)
        misses = [w + c for w in words[::7] for c in "qz" if w + c not in have]
        assert misses and not any(lex.contains(w) for w in misses)
        for w in words[::50]:  # the graph steps agree with the prefix table
            node = lex.root
            for ch in w:
                node = lex.follow(node, ch)
            assert lex.is_word(node), w


def test_a_list_too_big_for_the_format_fails_before_the_layout_naming_the_limit(tmp_path, capsys, monkeypatch):
    """A 50 MB list of random words once failed after 5 minutes and 3.7 GB with no limit given: the
    body's limit (BODY_MAX bytes, an edge a byte at least) is checked while the automaton is built,
    before the layout and the anagram index; here with the limit lowered to 2,000 bytes."""
    import random

    rnd = random.Random(3)
    src = tmp_path / "random.txt"
    src.write_text("\n".join("".join(rnd.choice("abcdefghij") for _ in range(9)) for _ in range(2000)))
    monkeypatch.setattr(dictbuild, "BODY_MAX", 2000)
    monkeypatch.setattr(dictbuild, "_pack", lambda *a, **k: pytest.fail("the layout ran"))
    code, out, err = run(["dict", "build", str(src), "-o", str(tmp_path / "w.bwd")], capsys)
    assert code == 1 and err.count("\n") == 1, err
    assert "a dictionary's body holds at most 2,000 bytes" in err and "of its 2,000 words" in err
    assert not (tmp_path / "w.bwd").exists()


def test_the_body_limit_is_the_formats_three_byte_address_reach():
    """BODY_MAX is what the format can address: 64 pages of three-byte addresses (h3 = 192), and
    handles (address << 1 | word) below 2^23."""
    assert dictbuild.BODY_MAX == (256 - 192) << 16 == 1 << 22


def test_dict_build_makes_no_folder_the_user_did_not_name(tmp_path, capsys):
    """`dict build -o /no/such/dir/w.bwd` once made the folders: now one line, exit 1, nothing made."""
    (tmp_path / "a.txt").write_text("cat\ndog\n")
    out = tmp_path / "no" / "such" / "w.bwd"
    code, _, err = run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(out)], capsys)
    assert code == 1 and err.count("\n") == 1 and "no folder %s" % out.parent in err
    assert not (tmp_path / "no").exists()


def test_dict_build_refuses_to_overwrite_a_file_that_is_not_a_dictionary_and_rebuilds_one_that_is(tmp_path, capsys):
    (tmp_path / "a.txt").write_text("cat\ndog\n")
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    code, _, err = run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(notes)], capsys)
    assert code == 1 and "is a file that is not a compiled dictionary: it is left as it is" in err
    assert notes.read_text() == "my notes\n"
    out = tmp_path / "w.bwd"
    assert run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(out)], capsys)[0] == 0
    (tmp_path / "a.txt").write_text("cat\ndog\nemu\n")
    assert run(["dict", "build", str(tmp_path / "a.txt"), "-o", str(out), "--json"], capsys)[0] == 0
    assert Lexicon(str(out)).contains("emu")
