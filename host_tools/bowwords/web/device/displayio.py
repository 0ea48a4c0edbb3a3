"""displayio for the browser: Group, TileGrid, Bitmap and Palette, drawn into a frame buffer.

Device Python (MicroPython's WebAssembly port, and CPython for the tests). The subset the
firmware uses, drawn as CircuitPython and Blinka draw it: children in order (the last on top),
a Group's x, y and scale carried down to its children, palette entries made transparent left
out, colours through RGB565 as the PyBadge's screen shows them (Blinka's PNGs expand them back
to 8 bits the same way). `render(group, fb)` draws a whole tree into `fb`, an array('I') of
WIDTH x HEIGHT pixels, each 0x00BBGGRR (the page adds the alpha byte). Every change to what is
shown counts in `changes()`, so the page draws only frames that changed.
"""

from array import array

WIDTH = 160
HEIGHT = 128

_changed = [0]


def touch():
    """Count a change to what the screen shows (the stand-ins call it on every change)."""
    _changed[0] += 1


def changes():
    """How many changes the screen has had (the page redraws when this moves)."""
    return _changed[0]


def rgb(color):
    """0x00BBGGRR of a 0xRRGGBB colour as the screen shows it: cut to RGB565, then each channel
    spread back to 8 bits as Blinka does (v * 255 // 31, or // 63 for green)."""
    if isinstance(color, tuple):
        color = (color[0] << 16) | (color[1] << 8) | color[2]
    r = ((color >> 19) & 0x1F) * 255 // 31
    g = ((color >> 10) & 0x3F) * 255 // 63
    b = ((color >> 3) & 0x1F) * 255 // 31
    return (b << 16) | (g << 8) | r


def release_displays():
    """Nothing to release: the page's one display stays."""


class Palette:
    """Colours by index; an index made transparent is not drawn."""

    def __init__(self, color_count, *, dither=False):
        if color_count < 1:
            raise ValueError("color_count must be >= 1")
        self._colors = [0] * color_count      # as given (0xRRGGBB)
        self._rgb = [0] * color_count         # as drawn (0x00BBGGRR)
        self._clear = bytearray(color_count)  # 1: transparent

    def __len__(self):
        return len(self._colors)

    def __getitem__(self, index):
        return self._colors[index]

    def __setitem__(self, index, color):
        if isinstance(color, (bytes, bytearray)):
            color = (color[0] << 16) | (color[1] << 8) | color[2]
        elif isinstance(color, tuple):
            color = (color[0] << 16) | (color[1] << 8) | color[2]
        self._colors[index] = color
        self._rgb[index] = rgb(color)
        touch()

    def make_transparent(self, index):
        self._clear[index] = 1
        touch()

    def make_opaque(self, index):
        self._clear[index] = 0
        touch()

    def is_transparent(self, index):
        return self._clear[index] == 1


class _Cells:
    """What a Bitmap and a TileGrid share: a width x height grid indexed by (x, y) or by i."""

    _OUT = ("pixel coordinates out of bounds", "pixel index out of bounds")   # CircuitPython's words

    @property
    def width(self):
        return self._width

    @property
    def height(self):
        return self._height

    def _index(self, index):
        if isinstance(index, tuple):
            x, y = index
            if not (0 <= x < self._width and 0 <= y < self._height):
                raise IndexError(self._OUT[0])
            return y * self._width + x
        if not 0 <= index < self._width * self._height:
            raise IndexError(self._OUT[1])
        return index


class Bitmap(_Cells):
    """width x height values, each below value_count."""

    def __init__(self, width, height, value_count):
        if value_count < 1 or value_count > 65536:
            raise ValueError("value_count must be in 1..65536")
        self._width = width
        self._height = height
        self._count = value_count
        self._data = bytearray(width * height) if value_count <= 256 else array("H", bytes(2 * width * height))

    def __getitem__(self, index):
        return self._data[self._index(index)]

    def __setitem__(self, index, value):
        if not 0 <= value < self._count:
            raise ValueError("pixel value out of range")
        self._data[self._index(index)] = value
        touch()

    def fill(self, value):
        """Every pixel to one value."""
        if not 0 <= value < self._count:
            raise ValueError("pixel value out of range")
        d = self._data
        for i in range(len(d)):
            d[i] = value
        touch()

    def _fill_region(self, x1, y1, x2, y2, value):
        """Pixels x1 <= x < x2, y1 <= y < y2 to value (bitmaptools.fill_region)."""
        if not 0 <= value < self._count:
            raise ValueError("pixel value out of range")
        x1, x2 = max(0, min(x1, x2)), min(self._width, max(x1, x2))
        y1, y2 = max(0, min(y1, y2)), min(self._height, max(y1, y2))
        d = self._data
        w = self._width
        for y in range(y1, y2):
            for i in range(y * w + x1, y * w + x2):
                d[i] = value
        touch()


def redrawn(attr, convert=None):
    """A property whose change redraws the screen (`convert` applied to a value set)."""
    def put(self, value):
        if convert is not None:
            value = convert(value)
        if getattr(self, attr) != value:
            setattr(self, attr, value)
            touch()
    return property(lambda self: getattr(self, attr), put)


class _Node:
    """What a Group, a TileGrid and a vectorio shape share: a place, and hidden or not."""

    x = redrawn("_x")
    y = redrawn("_y")
    hidden = redrawn("_hidden", bool)

    def __init__(self, x, y):
        self._x = x
        self._y = y
        self._hidden = False


class Group(_Node):
    """A list of layers (Groups, TileGrids, vectorio shapes) drawn in order at (x, y), scaled."""

    def __init__(self, *, scale=1, x=0, y=0):
        _Node.__init__(self, x, y)
        if scale < 1:
            raise ValueError("scale must be >= 1")
        self._scale = scale
        self._layers = []

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, value):
        if value < 1:
            raise ValueError("scale must be >= 1")
        if value != self._scale:
            self._scale = value
            touch()

    def _adopt(self, layer):
        if getattr(layer, "_parent", None) is not None:
            raise ValueError("Layer already in a group")
        layer._parent = self

    def append(self, layer):
        self._adopt(layer)
        self._layers.append(layer)
        touch()

    def insert(self, index, layer):
        self._adopt(layer)
        self._layers.insert(index, layer)
        touch()

    def index(self, layer):
        return self._layers.index(layer)

    def pop(self, i=-1):
        layer = self._layers.pop(i)
        layer._parent = None
        touch()
        return layer

    def remove(self, layer):
        self.pop(self._layers.index(layer))

    def sort(self, key=None, reverse=False):
        self._layers.sort(key=key, reverse=reverse)
        touch()

    def __len__(self):
        return len(self._layers)

    def __getitem__(self, index):
        return self._layers[index]

    def __setitem__(self, index, layer):
        old = self._layers[index]
        self._adopt(layer)
        old._parent = None
        self._layers[index] = layer
        touch()

    def __delitem__(self, index):
        self.pop(index)

    def __contains__(self, layer):
        return layer in self._layers

    def __iter__(self):
        return iter(self._layers)

    def _draw(self, fb, ox, oy, scale, clip):
        if self._hidden:
            return
        ox += self._x * scale
        oy += self._y * scale
        scale *= self._scale
        for layer in self._layers:
            layer._draw(fb, ox, oy, scale, clip)


class TileGrid(_Cells, _Node):
    """width x height tiles, each a tile_width x tile_height cell of a bitmap, coloured by a
    palette (the pixel shader)."""

    _OUT = ("Tile index out of bounds", "Tile index out of bounds")

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None, tile_height=None,
                 default_tile=0, x=0, y=0):
        _Node.__init__(self, x, y)
        tile_width = tile_width or bitmap.width
        tile_height = tile_height or bitmap.height
        if bitmap.width % tile_width or bitmap.height % tile_height:
            raise ValueError("Tile width must exactly divide bitmap width")
        self._bitmap = bitmap
        self._shader = pixel_shader
        self._width = width
        self._height = height
        self._tw = tile_width
        self._th = tile_height
        self._across = bitmap.width // tile_width
        self._tiles = bytearray(width * height) if self._across * (bitmap.height // tile_height) <= 256 \
            else array("H", bytes(2 * width * height))
        for i in range(len(self._tiles)):
            self._tiles[i] = default_tile
        self.flip_x = False
        self.flip_y = False
        self.transpose_xy = False

    @property
    def bitmap(self):
        return self._bitmap

    @property
    def pixel_shader(self):
        return self._shader

    @pixel_shader.setter
    def pixel_shader(self, shader):
        self._shader = shader
        touch()

    @property
    def tile_width(self):
        return self._tw

    @property
    def tile_height(self):
        return self._th

    def __getitem__(self, index):
        return self._tiles[self._index(index)]

    def __setitem__(self, index, tile):
        i = self._index(index)
        if self._tiles[i] != tile:
            self._tiles[i] = tile
            touch()

    def _draw(self, fb, ox, oy, scale, clip):
        if self._hidden:
            return
        ox += self._x * scale
        oy += self._y * scale
        shader = self._shader
        colors = shader._rgb
        clear = shader._clear
        data = self._bitmap._data
        bw = self._bitmap._width
        tw = self._tw
        th = self._th
        cx0, cy0, cx1, cy1 = clip
        across = self._across
        tiles = self._tiles
        i = 0
        for ty in range(self._height):
            top = oy + ty * th * scale
            for tx in range(self._width):
                t = tiles[i]
                i += 1
                left = ox + tx * tw * scale
                if left >= cx1 or top >= cy1 or left + tw * scale <= cx0 or top + th * scale <= cy0:
                    continue
                src = (t // across) * th * bw + (t % across) * tw
                if scale == 1:
                    _cell(fb, data, colors, clear, src, bw, left, top, tw, th, clip)
                else:
                    _cell_scaled(fb, data, colors, clear, src, bw, left, top, tw, th, scale, clip)


def _cell(fb, data, colors, clear, src, bw, left, top, tw, th, clip):
    """One tile at scale 1, clipped."""
    c0 = clip[0] - left if left < clip[0] else 0
    c1 = clip[2] - left if left + tw > clip[2] else tw
    r0 = clip[1] - top if top < clip[1] else 0
    r1 = clip[3] - top if top + th > clip[3] else th
    for r in range(r0, r1):
        s = src + r * bw
        d = (top + r) * WIDTH + left
        for c in range(c0, c1):
            v = data[s + c]
            if not clear[v]:
                fb[d + c] = colors[v]


def _cell_scaled(fb, data, colors, clear, src, bw, left, top, tw, th, scale, clip):
    """One tile, each of its pixels a scale x scale block, clipped."""
    cx0, cy0, cx1, cy1 = clip
    for r in range(th):
        s = src + r * bw
        y0 = top + r * scale
        for c in range(tw):
            v = data[s + c]
            if clear[v]:
                continue
            color = colors[v]
            x0 = left + c * scale
            for y in range(max(y0, cy0), min(y0 + scale, cy1)):
                row = y * WIDTH
                for x in range(max(x0, cx0), min(x0 + scale, cx1)):
                    fb[row + x] = color


_lines = {}


def fill(fb, x0, y0, x1, y1, color):
    """Pixels x0 <= x < x1, y0 <= y < y1 of the frame buffer to one colour (already clipped)."""
    n = x1 - x0
    if n <= 0 or y1 <= y0:
        return
    line = _lines.get(color)
    if line is None:
        if len(_lines) > 64:
            _lines.clear()
        line = array("I", bytes(4 * WIDTH))
        for i in range(WIDTH):
            line[i] = color
        _lines[color] = line
    part = line if n == WIDTH else line[:n]
    for y in range(y0, y1):
        o = y * WIDTH + x0
        fb[o:o + n] = part


def frame_buffer():
    """A black frame buffer: WIDTH x HEIGHT pixels, 0x00BBGGRR each."""
    return array("I", bytes(4 * WIDTH * HEIGHT))


def render(group, fb, clip=None):
    """Draw `group` (the display's root group) into `fb`, black where nothing is (within
    `clip`: (x0, y0, x1, y1), default the whole screen)."""
    clip = clip or (0, 0, WIDTH, HEIGHT)
    fill(fb, clip[0], clip[1], clip[2], clip[3], 0)
    if group is not None:
        group._draw(fb, 0, 0, 1, clip)
