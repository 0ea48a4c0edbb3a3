"""`bowwords bench dict` on a small list: every figure the issue asks for is there, or said to be missing."""

import importlib.util
import json
from pathlib import Path

from bowwords import cli
from bowwords.dictionary import bench as dictbench

WORDS = Path(__file__).resolve().parent / "device" / "lexicon_words.txt"


def test_bench_dict_json_has_sizes_vm_figures_and_names_what_it_could_not_measure(monkeypatch, capsys):
    monkeypatch.setattr(dictbench, "LOOKUPS", 300)
    monkeypatch.setattr(dictbench, "ROUNDS", 1)
    assert cli.main(["bench", "dict", "--list", str(WORDS), "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["words"] == 477
    sizes = r["sizes"]
    assert sizes["bowwords"] > 0 and sizes["xz_9e"] > 0
    assert r["bytes_per_word"]["bowwords"] == round(sizes["bowwords"] / 477, 3)
    reader = r["reader"]
    assert reader["min_heap_kb_py"] > 0 and reader["alloc_bytes_per_lookup_x64"]["present"] == 0
    assert reader["lookups_per_s"]["present"] > 0 and reader["lookups_per_s"]["absent"] > 0
    assert reader["resident_bytes_x64"] > 0 and r["anagram"]["words"] > 0
    assert set(reader["reads_per_lookup"]) == {"present", "absent"}
    for name, module in (("dawg2", "dawg"), ("marisa_trie", "marisa_trie"), ("circuit_dawg", "circuit_dawg")):
        if importlib.util.find_spec(module) is None:
            assert name in r["unavailable"] and "bench" in r["unavailable"][name]
        else:
            assert name not in r["unavailable"]
    if r["circuit_dawg"]:
        assert r["circuit_dawg"]["min_heap_kb"] > reader["min_heap_kb_mpy"]
        assert r["circuit_dawg"]["lookups_per_s"]["present"] > 0


def test_bench_dict_prints_a_table_without_json(monkeypatch, capsys):
    monkeypatch.setattr(dictbench, "LOOKUPS", 100)
    monkeypatch.setattr(dictbench, "ROUNDS", 1)
    monkeypatch.setattr(dictbench, "_smallest_heap", lambda code, paths, expect, high=1024: 7)
    assert cli.main(["bench", "dict", "--list", str(WORDS)]) == 0
    out = capsys.readouterr().out
    for text in ("xz -9e", "smallest heap", "lookups/s", "anagram of 11 letters"):
        assert text in out
