"""A count's noun agrees with the count on every screen (issue 40: "1 pips", "1 cards", "1 rounds",
"+2 Buyer's Card"): no text of the firmware puts a fixed plural, or a fixed singular, after a %d
of cards, pips, rounds, cubes, tiles or words, unless the count is never 1 (listed here, why)."""

import ast
import re
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware"
NOUNS = r"(?:card|pip|round|cube|tile|word|Card)"
# "%d <words> noun" with the noun fixed: plural ("cards") or singular ("Buyer's Card" alone).
FIXED = re.compile(r"(?<!\$)%d ((?:[A-Z][\w']* )*)" + NOUNS + r"(s?)(?![\w%])")     # ($%d: money)
ALWAYS_MANY = {
    ("bowui/games/billionaire/bids.py", "%d cards, $%dM in all"): "a lot of more than one card",
    ("bowui/games/billionaire/bids.py", "%d cards, face down"): "a lot of more than one card",
    ("bowui/tools/judge.py", "BuyWord: %d pips, $%d"): "a word of two letters has 2 pips or more",
    ("bowui/games/bogglebowl/round.py", "Best: %d cubes"): "a word takes two cubes (0: no word fits)",
    ("bowui/games/buyword/entry.py", "%s rolled %s: each player draws %d tiles."): "the die: 2 to 5",
    ("bowui/games/buyword/sell.py", "Pick 1 to %d tiles to toss"): "shown for 2 or more",
    ("bowui/tools/dice.py", "< %d tiles >"): "the BuyWord die: 2 to 5",
    ("bowui/tools/dice.py", "%d tiles"): "the BuyWord die: 2 to 5",
}


def fixed_counts():
    """(file, text) of every string literal with a count before a fixed noun."""
    found = []
    for path in sorted(FIRMWARE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if FIXED.search(node.value):
                    found.append((str(path.relative_to(FIRMWARE)), node.value))
    return found


def test_no_count_is_followed_by_a_noun_that_cannot_agree_with_it():
    wrong = [f for f in fixed_counts() if f not in ALWAYS_MANY]
    assert not wrong, wrong


def test_the_check_finds_a_fixed_plural_and_a_fixed_singular():
    assert FIXED.search("%d rounds, play to %d") and FIXED.search(" +%d Buyer's Card")
    assert not FIXED.search("%d round%s, play to %d") and not FIXED.search("+%d Buyer's Card%s")
