"""vectorio for the browser: Rectangle and Circle, drawn as Blinka and CircuitPython draw them.

Device Python. A shape's place (x, y) moves with its Group's scale, its size does not (as in
CircuitPython's vectorio). A shape is drawn in its palette's colour at color_index, unless
that entry is transparent. A Circle covers the pixels within `radius` of its centre
(dx * dx + dy * dy <= radius * radius).
"""

from displayio import _Node, fill, redrawn, touch


class _Shape(_Node):
    color_index = redrawn("_index")

    def __init__(self, pixel_shader, x, y, color_index):
        _Node.__init__(self, x, y)
        self._shader = pixel_shader
        self._index = color_index

    def _set(self, name, value):
        if getattr(self, name) != value:
            setattr(self, name, value)
            touch()

    @property
    def location(self):
        return (self._x, self._y)

    @location.setter
    def location(self, xy):
        self._set("_x", xy[0])
        self._set("_y", xy[1])

    @property
    def pixel_shader(self):
        return self._shader

    @pixel_shader.setter
    def pixel_shader(self, shader):
        self._shader = shader
        touch()

    def _color(self):
        """The colour drawn (0x00BBGGRR), or None if its palette entry is transparent."""
        shader = self._shader
        if shader._clear[self._index]:
            return None
        return shader._rgb[self._index]


class Rectangle(_Shape):
    """width x height pixels, top left at (x, y)."""

    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        if width < 1 or height < 1:
            raise ValueError("width and height must be >= 1")
        self._width = width
        self._height = height

    @property
    def width(self):
        return self._width

    @width.setter
    def width(self, value):
        if value < 1:
            raise ValueError("width must be >= 1")
        self._set("_width", value)

    @property
    def height(self):
        return self._height

    @height.setter
    def height(self, value):
        if value < 1:
            raise ValueError("height must be >= 1")
        self._set("_height", value)

    def _draw(self, fb, ox, oy, scale, clip):
        if self._hidden:
            return
        color = self._color()
        if color is None:
            return
        x0 = ox + self._x * scale
        y0 = oy + self._y * scale
        fill(fb, max(x0, clip[0]), max(y0, clip[1]), min(x0 + self._width, clip[2]),
             min(y0 + self._height, clip[3]), color)


class Circle(_Shape):
    """The pixels within radius of the centre (x, y)."""

    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        if radius < 1:
            raise ValueError("radius must be >= 1")
        self._radius = radius

    @property
    def radius(self):
        return self._radius

    @radius.setter
    def radius(self, value):
        if value < 1:
            raise ValueError("radius must be >= 1")
        self._set("_radius", int(value))

    def _draw(self, fb, ox, oy, scale, clip):
        if self._hidden:
            return
        color = self._color()
        if color is None:
            return
        cx = ox + self._x * scale
        cy = oy + self._y * scale
        r = self._radius
        for dy in range(-r, r + 1):
            y = cy + dy
            if y < clip[1] or y >= clip[3]:
                continue
            half = 0
            while (half + 1) * (half + 1) + dy * dy <= r * r:
                half += 1
            fill(fb, max(cx - half, clip[0]), y, min(cx + half + 1, clip[2]), y + 1, color)
