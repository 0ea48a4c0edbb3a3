"""The screen as a person reads it, from the displayio groups on show: every label laid out by
position (`bowwords play --text`, the tests' emu.text()), the cursors and marks drawn as shapes,
and the terminal's text as a group (what the board's console shows between programs)."""

import sys
def terminal_group(text, size):
    """The supervisor's terminal as a displayio group: `text`'s last lines in terminalio's font,
    white on black (what reset_busdisplay in shared-module/busdisplay/BusDisplay.c shows)."""
    import displayio
    import terminalio
    from adafruit_display_text import label

    group = displayio.Group()
    rows = size[1] // 14
    lines = text.replace("\r", "").split("\n")[-rows:]
    group.append(label.Label(terminalio.FONT, text="\n".join(lines), color=0xFFFFFF,
                             x=1, y=6, line_spacing=1.0))
    group.terminal = True
    return group


class _Row:
    """One line of a block of lines, as render_text reads a label."""

    color = 0xFFFFFF

    def __init__(self, text):
        self.text = text


def labels(group, x=0, y=0, scale=1):
    """Every visible label under group: (abs_left, abs_top, abs_right, abs_bottom, label), the
    box its glyphs ink (from the first to the last pixel row they draw in). A label is known by
    what it has (bowui.ui.Text's font, text and box), not by its class: after a reload that
    forgot the firmware's modules, a screen made before it holds the older class's labels."""
    found = []
    if getattr(group, "hidden", False):
        return found
    gx = x + group.x * scale
    gy = y + group.y * scale
    rows = getattr(group, "rows", None)
    if rows is not None and hasattr(group, "font"):      # lines in one TileGrid (bowui.rules.Page)
        s = scale * group.scale
        h = group.font.h * s
        for i, row in enumerate(rows):
            if row:
                found.append((gx, gy + i * h, gx + len(row) * group.font.w * s, gy + (i + 1) * h,
                              _Row(row)))
        return found
    if hasattr(group, "font") and hasattr(group, "bounding_box") and hasattr(group, "text"):
        bw = group.bounding_box[2]
        s = scale * group.scale
        first, last = ink_rows(group.font, group.text)      # the rows its glyphs ink: what can be clipped
        if group.text:
            found.append((gx, gy + first * s, gx + bw * s, gy + (last + 1) * s, group))
        return found
    if hasattr(group, "__len__") and hasattr(group, "__getitem__"):
        for i in range(len(group)):
            found.extend(labels(group[i], gx, gy, scale * group.scale))
    return found


_ink = {}


def ink_rows(font, text=None):
    """(first, last) cell row the glyphs of text (default: every printable one) ink in a font."""
    first, last = font.h, -1
    for ch in text if text is not None else [chr(c) for c in range(33, 127)]:
        key = (id(font.bitmap), ch)
        held = _ink.get(key)
        if held is None or held[0] is not font.bitmap:     # (an id is reused once its bitmap has gone)
            x0 = font.index(ch) * font.w
            rows = [r for r in range(font.h) if any(font.bitmap[x0 + x, r] for x in range(font.w))]
            held = _ink[key] = (font.bitmap, (rows[0], rows[-1]) if rows and ch != " " else (font.h, -1))
        got = held[1]
        first, last = min(first, got[0]), max(last, got[1])
    return (first, last) if last >= 0 else (0, font.h - 1)


class _Drawn:
    """A picture read as text (a row of tiles, a square of a track): what render_text needs of a label."""

    color = 0xFFFFFF

    def __init__(self, text):
        self.text = text


def _places(group, x=0, y=0, scale=1, out=None):
    """{id(group): (abs x, abs y)} of every visible group under group."""
    out = {} if out is None else out
    if getattr(group, "hidden", False):
        return out
    gx, gy = x + group.x * scale, y + group.y * scale
    out[id(group)] = (gx, gy)
    if hasattr(group, "__len__") and hasattr(group, "__getitem__") and not hasattr(group, "pixel_shader"):
        for i in range(len(group)):
            _places(group[i], gx, gy, scale * getattr(group, "scale", 1), out)
    return out


def tile_text(ch, used=False):
    """One BuyWord tile as text: its letter and pips (D2); a Wild is ? or the letter it stands
    for in lower case, with its pip (e1); a tile already in the word being spelt is in brackets."""
    from bowengine.buyword.pricing import letter_pips

    text = "%s%d" % (ch, letter_pips(ch))
    return "(%s)" % text if used else text


def _glyphs():
    """[(font, {mask: character})] of the fonts a tile's letter is drawn in (body and big)."""
    from bowui import ui

    out = []
    for kind in ("body", "big"):
        f = ui.sheet(kind)
        held = _masks.get(kind)
        if held is None or held[0] is not f.bitmap:         # made once a font sheet
            masks = {}
            for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ?":
                x0 = f.index(ch) * f.w
                masks[tuple(f.bitmap[x0 + x, y] != 0 for y in range(f.h) for x in range(f.w))] = ch
            held = _masks[kind] = (f.bitmap, masks)
        out.append((f, held[1]))
    return out


_masks = {}


def _read_tiles(group, at, pal):
    """Text items (left, top, text) of a row of BuyWord tiles (bowui.games.buyword.tiles.Tiles),
    read from its bitmaps as a player reads the tiles: the face (cream: a letter tile; gold: a
    Wild; grey: already in the word), the letter, its pips; ">" before the framed one."""
    cells = []           # (row y, x0 of the tile's face, its fill, text)
    frame = None
    fonts = _glyphs()
    for child in group:
        if getattr(child, "pixel_shader", None) is not pal:
            if frame is None and not getattr(child, "hidden", True):
                frame = (child.x, child.y)
            continue
        bmp = child.bitmap
        x = 0
        while x < bmp.width:
            fill = bmp[x, 1]
            if fill not in (1, 2, 3):
                x += 1
                continue
            w = 1
            while x + w < bmp.width and bmp[x + w, 1] == fill:
                w += 1
            ch = "?"
            for f, masks in fonts:
                lx, ly = x + w // 2 - round(f.w / 2), f.top - 1
                if f.w > w or lx + f.w > bmp.width or ly + f.h > bmp.height:
                    continue
                got = masks.get(tuple(bmp[lx + i, ly + j] in (4, 5) for j in range(f.h) for i in range(f.w)))
                if got:
                    ch = got
                    break
            if fill == 3:
                ch = ch.lower()
            cells.append((child.y, x - 1, tile_text(ch, fill == 2)))
            x += w
    out = []
    for y in sorted({c[0] for c in cells}):
        parts = [(">" if frame == (x0, y) else "") + t for cy, x0, t in cells if cy == y]
        out.append((at[0], at[1] + y + 4, " ".join(parts)))
    return out


def _track(screen):
    """Text items of Billionaire's track (bowui.games.billionaire.board): each square's letter,
    then the numbers of the players whose movers stand on it (B, H:13)."""
    mod = sys.modules.get(type(screen).__module__)
    square_xy = getattr(mod, "square_xy", None)
    tokens = getattr(screen, "tokens", None)
    if square_xy is None or not tokens:
        return []
    kinds = [k for k, _ in mod.D.BOARD]
    out = []
    for sq, kind in enumerate(kinds):
        x, y = square_xy(sq)
        here = "".join(str(p + 1) for p, t in enumerate(tokens)
                       if x <= t.x + 1 < x + 12 and y <= t.y + 1 < y + 12)
        out.append((x, y + 4, mod._LETTERS[kind] + (":" + here if here else "")))
    return out


def _groups(group):
    """Every visible Group under group (TileGrids and shapes left out)."""
    if getattr(group, "hidden", False) or not hasattr(group, "__len__") or hasattr(group, "pixel_shader"):
        return []
    out = [group]
    for i in range(len(group)):
        out.extend(_groups(group[i]))
    return out


def _field(group, at):
    """Text items of Boggle Bowl's board (bowui.games.bogglebowl.board): a row of text a row of
    squares, the space codes (B W 2 X) and the scoring rows' numbers, the token as @, the
    squares its move passed as *; the columns a-i and the rows 8-0 named as the game names them."""
    board = sys.modules.get("bowui.games.bogglebowl.board")
    from bowengine.bogglebowl import data

    token = None
    dots = set()
    for c in group:
        kind = type(c).__name__
        if kind == "Circle" and not c.hidden and c.pixel_shader[0] == 0xFFFFFF:
            token = ((c.x - board.X0) // board.CELL_W, 8 - (c.y - board.Y0) // board.CELL_H)
        elif kind == "Rectangle" and not c.hidden and c.width == 4 and c.height == 4:
            dots.add(((c.x - board.X0) // board.CELL_W, 8 - (c.y - board.Y0) // board.CELL_H))
    out = []
    for row in range(8, -1, -1):
        cells = []
        for col in range(9):
            if (col, row) == token:
                cells.append("@")
            elif (col, row) in dots:
                cells.append("*")
            elif row in (0, 8):
                cells.append(str(data.SCORE_ROWS[0 if row == 8 else 1][col]))
            else:
                cells.append(data.SPACE_CODES[data.space_at(col, row)])
        x, y = board.cell_xy(0, row)
        out.append((at[0], y + 2, "%d%s" % (row, "".join(["%4s" % c for c in cells]))))
    out.append((at[0], board.cell_xy(0, 0)[1] + 8, " " + "".join(["%4s" % c for c in "abcdefghi"])))
    return out


def drawings(screen, root):
    """Text items (left, top, text) for what a screen draws as pictures rather than labels:
    BuyWord's rows of tiles, Billionaire's track and Boggle Bowl's board."""
    if screen is None:
        return []
    places = _places(root)
    out = []
    tiles = sys.modules.get("bowui.games.buyword.tiles")
    pal = tiles._pal[0] if tiles is not None and tiles._pal else None
    if pal is not None:
        for g in _groups(root):
            if any(getattr(c, "pixel_shader", None) is pal for c in g):
                out.extend(_read_tiles(g, places[id(g)], pal))
    shared = sys.modules.get("bowui.games.bogglebowl.shared")
    if shared is not None and shared.BOARD_TILES and "bowui.games.bogglebowl.board" in sys.modules:
        sheet = shared.BOARD_TILES[0][0]
        for g in _groups(root):
            if any(getattr(c, "bitmap", None) is sheet for c in g):
                out.extend(_field(g, (places[id(g)][0], places[id(g)][1])))
    out.extend(_track(screen))
    return out


GOLD = 0xFFD040          # bowui.ui.GOLD: the colour of every cursor (a bar, a box, a lit button)


USED = 0x3A4258          # bowui.games.bogglebowl.cubes.USED: a cube already in the words


def _shapes(group, x=0, y=0, scale=1, out=None, order=None):
    """(rectangles, label order): the visible vectorio rectangles under group as (draw order,
    left, top, right, bottom, colour), and {id(label): draw order}."""
    out = [] if out is None else out
    order = {} if order is None else order
    if getattr(group, "hidden", False):
        return out, order
    if type(group).__name__ == "Rectangle":
        gx, gy = x + group.x * scale, y + group.y * scale
        out.append((len(order) + len(out), gx, gy, gx + group.width * scale, gy + group.height * scale,
                    group.pixel_shader[0]))
        return out, order
    if hasattr(group, "font") and hasattr(group, "bounding_box") and hasattr(group, "text"):
        order[id(group)] = len(order) + len(out)
        return out, order
    if hasattr(group, "__len__") and hasattr(group, "__getitem__") and not hasattr(group, "pixel_shader"):
        gx, gy = x + group.x * scale, y + group.y * scale
        for i in range(len(group)):
            _shapes(group[i], gx, gy, scale * getattr(group, "scale", 1), out, order)
    return out, order


def marks(root, items, size):
    """{id(label): (before, after)}: what the text shows around a label the screen marks with
    colour alone: ">" on the cursor (a gold bar, box or lit button behind it, or a gold
    underline just below it), "(" ")" round a Boggle Bowl cube already used, "[" "]" round the
    crossing cube used twice."""
    rects, order = _shapes(root)
    out = {}
    big = size[0] * size[1] // 2
    for left, top, right, bottom, lab in items:
        at = order.get(id(lab))
        if at is None or not lab.text.strip():
            continue
        cx, cy = (left + right) / 2, (top + bottom) / 2
        behind = [r for r in rects if r[0] < at and r[1] <= cx < r[3] and r[2] <= cy < r[4]
                  and (r[3] - r[1]) * (r[4] - r[2]) < big]
        top_rect = max(behind, key=lambda r: r[0]) if behind else None
        if top_rect is not None and top_rect[5] == USED:
            out[id(lab)] = ("(", ")")
        elif top_rect is not None and top_rect[5] == GOLD and top_rect[3] - top_rect[1] == 22 \
                and top_rect[4] - top_rect[2] == 22:
            out[id(lab)] = ("[", "]")          # the crossing cube (bogglebowl.cubes.CROSS)
        if any(r[5] == GOLD for r in behind):
            before, after = out.get(id(lab), ("", ""))
            if not (before == "[" and len([r for r in behind if r[5] == GOLD]) == 1):
                out[id(lab)] = (">" + before, after)
        elif any(r[5] == GOLD and r[4] - r[2] <= 4 and r[1] < right and left < r[3] and 0 <= r[2] - bottom <= 10
                 for r in rects):
            out[id(lab)] = (">", "")            # a gold underline: the digit under the cursor
    return out


def render_text(root, size, screen=None):
    """Lines of text from the labels under root, and from the tiles and tracks `screen` draws,
    top to bottom, placed by column; the cursor and used cubes marked in characters."""
    found = labels(root)
    marked = marks(root, found, size) if screen is not None else {}
    items = found + [(x, y, x, y, _Drawn(t)) for x, y, t in drawings(screen, root)]


    items = sorted(items, key=lambda r: (r[1], r[0]))
    rows = []
    for left, top, _, _, lab in items:
        if rows and abs(rows[-1][0] - top) < 6:
            rows[-1][1].append((left, lab))
        else:
            rows.append([top, [(left, lab)]])
    width = size[0] // 6 + 2
    out = []
    for _, parts in rows:
        line = [" "] * width
        end = 0
        for left, lab in sorted(parts, key=lambda p: p[0]):
            text = lab.text.replace("\n", " ")
            before, after = marked.get(id(lab), ("", ""))
            col = max(0, int(left) // 6)
            if before.startswith(">") and left < 10:     # a menu row on the cursor bar
                before = "> " + before[1:]
            elif before and col - len(before) > (end if end else -1):
                col -= len(before)                 # the mark in the free columns before the text
            text = before + text + after
            if end:
                col = max(col, end + 1)            # a space between two things, always
            if len(line) < col + len(text):
                line.extend([" "] * (col + len(text) - len(line)))
            line[col:col + len(text)] = list(text)
            end = col + len(text)
        out.append("".join(line).rstrip())
    return "\n".join(out)
