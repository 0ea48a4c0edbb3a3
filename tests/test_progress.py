"""Long host-side work shows its progress: a bar on a terminal, a line each tenth of the way in a
log (issue 39's closing note: a 65-minute `bench monkey` left its log empty until the end)."""

import io

from bowwords import progress


def test_in_a_log_a_line_comes_each_tenth_of_the_way(capsys):
    assert list(progress.tracked(range(20), 20, "sessions")) == list(range(20))
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(",")[0] for line in lines] == ["%d/20 sessions" % n for n in range(2, 21, 2)]
    assert all(line.endswith(" s") for line in lines)


def test_in_a_log_fewer_items_than_ten_give_a_line_each(capsys):
    list(progress.tracked("abc", 3, "scripts"))
    assert [line.split(",")[0] for line in capsys.readouterr().err.splitlines()] == \
        ["1/3 scripts", "2/3 scripts", "3/3 scripts"]


def test_on_a_terminal_the_bar_is_one_line_cleared_at_the_end():
    out = io.StringIO()
    bar = progress.Progress(4, "scripts", width=8, stream=out)
    bar.update(4)
    bar.close()
    text = out.getvalue()
    assert "\n" not in text and "[########] 4/4 scripts" in text and text.endswith("\r")
