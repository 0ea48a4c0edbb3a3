"""The project's import graph, read from its source: the floors (host_tools -> firmware ->
engine), the packages on each, the arrows between them and any import circle.

`python -m bowwords.imports` prints the summary; `--write` puts the package diagram (Mermaid,
which GitHub draws) into docs/architecture.md between its markers, so the page is regenerated
from the code, never drawn by hand. tests/test_imports.py fails when the page is stale or a
circle appears.
"""

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# (floor, folder, top package): the three floors, top first.
FLOORS = (("host_tools", ROOT / "host_tools", "bowwords"),
          ("firmware", ROOT / "firmware", "bowui"),
          ("engine", ROOT / "engine", "bowengine"))
PROGRAMS = ("code", "game", "boot")        # the firmware's programs at the drive's root
PAGE = ROOT / "docs" / "architecture.md"
BEGIN = "<!-- imports:begin (python -m bowwords.imports --write) -->"
END = "<!-- imports:end -->"


def modules():
    """{module name: (floor, path)} of every module of the three floors and the programs."""
    found = {}
    for floor, folder, top in FLOORS:
        for path in sorted((folder / top).rglob("*.py")):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = (floor, path)
    for name in PROGRAMS:
        found[name] = ("firmware", ROOT / "firmware" / (name + ".py"))
    return found


def _resolve(name, known):
    """The module of ours that `name` (a module or a name in one) is, or None."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports(path, name, known):
    """The modules of ours that module `name` imports (anywhere in its body, lazy ones too)."""
    out = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            targets = [base + "." + a.name for a in node.names] + [base]
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__" \
                and node.args and isinstance(node.args[0], ast.Constant):
            targets = [node.args[0].value]
        else:
            continue
        for target in targets:
            hit = _resolve(target, known)
            if hit is not None and hit != name:
                out.add(hit)
    return out


def graph():
    """{module: set of modules it imports}, ours only."""
    known = modules()
    return {name: imports(path, name, known) for name, (_, path) in known.items()}


def circles(edges):
    """The import circles: strongly connected groups of two or more modules (Tarjan's, with
    an explicit stack), each sorted, the list sorted."""
    index, low, on, stack, found = {}, {}, set(), [], []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        top = stack.pop()
                        on.discard(top)
                        group.append(top)
                        if top == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on.add(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in on:
                low[node] = min(low[node], index[child])
    return sorted(found)


def package_of(name):
    """The package a module is drawn in: its folder ("bowui.games.buyword.sell" ->
    "bowui.games.buyword"); a program at the drive's root is its own."""
    known = modules()
    floor_path = known[name][1]
    if name in PROGRAMS:
        return "programs"
    return name if floor_path.name == "__init__.py" else name.rpartition(".")[0]


def packages(edges):
    """({package: (floor, module count)}, {(from package, to package): arrows})."""
    known = modules()
    where = {name: package_of(name) for name in known}
    boxes = {}
    for name, (floor, _) in known.items():
        box = where[name]
        boxes[box] = (floor, boxes.get(box, (floor, 0))[1] + 1)
    arrows = {}
    for name, targets in edges.items():
        for target in targets:
            pair = (where[name], where[target])
            if pair[0] != pair[1]:
                arrows[pair] = arrows.get(pair, 0) + 1
    return boxes, arrows


def _node(box):
    return box.replace(".", "_")


def mermaid(edges):
    """The package diagram as Mermaid text: a subgraph per floor, an arrow per imported pair
    labelled with its count of module imports."""
    boxes, arrows = packages(edges)
    lines = ["```mermaid", "flowchart TB"]
    for floor, _, _ in FLOORS:
        lines.append("  subgraph %s" % floor)
        for box in sorted(b for b, (f, _) in boxes.items() if f == floor):
            lines.append('    %s["%s (%d)"]' % (_node(box), box, boxes[box][1]))
        lines.append("  end")
    for (a, b), n in sorted(arrows.items()):
        lines.append("  %s -->|%d| %s" % (_node(a), n, _node(b)))
    lines.append("```")
    return "\n".join(lines)


def summary(edges):
    """Lines: modules and arrows per floor, arrows between floors, upward arrows, circles."""
    known = modules()
    order = {floor: i for i, (floor, _, _) in enumerate(FLOORS)}
    out = []
    for floor, _, _ in FLOORS:
        names = [n for n, (f, _) in known.items() if f == floor]
        lines = sum(len(known[n][1].read_text().splitlines()) for n in names)
        inner = sum(1 for n in names for t in edges[n] if known[t][0] == floor)
        out.append("%-10s %3d modules, %5d lines, %3d arrows inside" % (floor, len(names), lines, inner))
    down = sum(1 for n, ts in edges.items() for t in ts if order[known[t][0]] > order[known[n][0]])
    up = [(n, t) for n, ts in edges.items() for t in ts if order[known[t][0]] < order[known[n][0]]]
    out.append("arrows down a floor: %d; up a floor: %d" % (down, len(up)))
    out += ["  up: %s -> %s" % pair for pair in sorted(up)]
    found = circles(edges)
    out.append("import circles: %d" % len(found))
    out += ["  circle: " + " <-> ".join(group) for group in found]
    return out


def write(edges, page=PAGE):
    """Put the diagram between the page's markers; returns True if the page changed."""
    text = page.read_text()
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    if not rest or END not in rest:
        raise SystemExit("%s has no %s ... %s markers" % (page, BEGIN, END))
    new = head + BEGIN + "\n" + mermaid(edges) + "\n" + END + tail
    if new != text:
        page.write_text(new)
    return new != text


def main(argv=None):
    """Print the import graph's summary; with --write, regenerate docs/architecture.md's diagram."""
    p = argparse.ArgumentParser(prog="python -m bowwords.imports", description=__doc__.split("\n\n")[0])
    p.add_argument("--write", action="store_true", help="regenerate the diagram in docs/architecture.md")
    p.add_argument("--mermaid", action="store_true", help="print the package diagram (Mermaid)")
    args = p.parse_args(argv)
    edges = graph()
    print("\n".join(summary(edges)))
    if args.mermaid:
        print(mermaid(edges))
    if args.write:
        print("%s %s" % (PAGE.relative_to(ROOT), "regenerated" if write(edges) else "already current"))
    return 1 if circles(edges) else 0


if __name__ == "__main__":
    sys.exit(main())
