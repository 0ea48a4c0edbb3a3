"""A line cut to fit is marked ".." and never cuts a number (issue 40): "P2 sold DoCUDRAMAS for
$22" was $225; and a Billionaire name is cut at a word ("Hong Kong S." read as a name)."""

from bowwords.emulator import Emulator

Emulator("pybadge", seed=7)          # (the firmware importable)

from bowui import ui  # noqa: E402
from bowui.games.billionaire import text as T  # noqa: E402


def test_clip_marks_the_cut_and_never_cuts_in_or_just_after_a_number():
    for text in ("P2 sold DoCUDRAMAS for $225", "P3 sold ACCESsORIZED for $22", "Best $1,234: WORD",
                 "Value $160 +12 Buyer's Cards"):
        for cols in range(8, len(text)):
            got = ui.clip(text, cols)
            assert len(got) <= cols and got.endswith(".."), (text, cols, got)
            assert got[:-2].rstrip()[-1:] not in "$0123456789,", (text, cols, got)
    assert ui.clip("A word has 2 letters or more", 26) == "A word has 2 letters or.."
    assert ui.clip("short", 26) == "short"


def test_a_billionaire_name_is_cut_at_a_word():
    assert T.cut("Hong Kong Shipping", 12) == "Hong Kong.."
    assert T.cut("Disaster P3 Detroit Auto Works", 24) == "Disaster P3 Detroit.."
    assert T.cut("Tokyo Electronics", 20) == "Tokyo Electronics"
