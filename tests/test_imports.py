"""The house's shape, read from the code (bowwords.imports): floors that import only downward,
no import circle anywhere, a frame that names no game, and an architecture page whose diagram
is the code's own."""

import ast

from bowwords import imports

GAMES = ("buyword", "bogglebowl", "billionaire", "highbid")


def test_there_is_no_import_circle():
    assert imports.circles(imports.graph()) == []


def test_a_circle_is_found_however_long_it_is():
    """The search finds a two-module circle, a longer one, and none in a chain."""
    edges = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c", "f"}, "f": set()}
    assert imports.circles(edges) == [["a", "b"], ["c", "d", "e"]]
    assert imports.circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_lazy_imports_count():
    """An import inside a function is an arrow too (the old circles were lazy one way)."""
    edges = imports.graph()["bowengine.buyword.steps"]
    assert "bowengine.buyword.auction" in edges and "bowengine.buyword.trading" in edges


def test_no_arrow_points_up_a_floor():
    known = imports.modules()
    order = {floor: i for i, (floor, _, _) in enumerate(imports.FLOORS)}
    up = [(a, b) for a, targets in imports.graph().items() for b in targets
          if order[known[b][0]] < order[known[a][0]]]
    assert up == []


def test_the_frame_names_no_game():
    """The frame (bowui's own modules, the menu and the game program's shared screens) asks no
    game by name: what one game needs is a hook its own entry module defines. The catalog lists
    the games as data, and the records keep each game's own bests in the NVM's layout (records,
    records_text): those two are the frame's per-game tables."""
    known = imports.modules()
    tables = ("bowui.catalog", "bowui.records", "bowui.records_text")
    shared = [name for name in known if name.startswith("bowui")
              and not any(name.startswith("bowui.games." + g) for g in GAMES) and name not in tables]
    assert len(shared) > 20
    named = []
    for name in shared:
        for node in ast.walk(ast.parse(known[name][1].read_text())):
            if isinstance(node, ast.Compare):
                for part in [node.left] + node.comparators:
                    if isinstance(part, ast.Constant) and part.value in GAMES:
                        named.append((name, part.value, node.lineno))
    assert named == []


def test_the_architecture_page_draws_the_code_as_it_is():
    """docs/architecture.md's diagram is what `python -m bowwords.imports --write` draws today."""
    text = imports.PAGE.read_text()
    assert imports.BEGIN + "\n" + imports.mermaid(imports.graph()) + "\n" + imports.END in text
