"""Compact, canonical bytes for plain data: the save format of every game.

Values: None, bool, int (any sign), str, bytes, bytearray, tuple, list and dict
(keys sorted, so the bytes do not depend on dict order, which MicroPython does
not keep). Ints are zigzag varints, so small numbers take one byte. The same
value gives the same bytes on CPython and on the device.
"""

from micropython import const

_NONE = const(0)
_FALSE = const(1)
_TRUE = const(2)
_INT = const(3)
_STR = const(4)
_BYTES = const(5)
_TUPLE = const(6)
_LIST = const(7)
_DICT = const(8)
_BYTEARRAY = const(9)


def _varint(out, n):
    while n > 0x7F:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def _put(out, value):
    """Append the bytes of value; nested lists walk an explicit stack (a board's pystack is small)."""
    todo = [value]
    while todo:
        v = todo.pop()
        if v is None:
            out.append(_NONE)
        elif v is False:
            out.append(_FALSE)
        elif v is True:
            out.append(_TRUE)
        elif isinstance(v, int):
            out.append(_INT)
            _varint(out, v * 2 if v >= 0 else -v * 2 - 1)
        elif isinstance(v, str):
            b = v.encode("utf-8")
            out.append(_STR)
            _varint(out, len(b))
            out.extend(b)
        elif isinstance(v, (bytes, bytearray)):
            out.append(_BYTEARRAY if isinstance(v, bytearray) else _BYTES)
            _varint(out, len(v))
            out.extend(v)
        elif isinstance(v, (tuple, list)):
            out.append(_TUPLE if isinstance(v, tuple) else _LIST)
            _varint(out, len(v))
            for i in range(len(v) - 1, -1, -1):
                todo.append(v[i])
        elif isinstance(v, dict):
            out.append(_DICT)
            keys = sorted(v)
            _varint(out, len(keys))
            for i in range(len(keys) - 1, -1, -1):
                todo.append(v[keys[i]])
                todo.append(keys[i])
        else:
            raise TypeError("cannot pack a " + type(v).__name__)


def pack(value):
    """The bytes of one value."""
    out = bytearray()
    _put(out, value)
    return bytes(out)


class _Reader:
    def __init__(self, data, pos):
        self.data = data
        self.pos = pos

    def varint(self):
        n = 0
        shift = 0
        data = self.data
        while True:
            b = data[self.pos]
            self.pos += 1
            n |= (b & 0x7F) << shift
            if b < 0x80:
                return n
            shift += 7

    def chunk(self):
        n = self.varint()
        start = self.pos
        self.pos += n
        if self.pos > len(self.data):
            raise ValueError("packed data is cut short")
        return self.data[start:self.pos]

    def scalar(self, tag):
        """The value of a tag that holds no other values."""
        if tag == _NONE:
            return None
        if tag == _FALSE:
            return False
        if tag == _TRUE:
            return True
        if tag == _INT:
            z = self.varint()
            return z >> 1 if not z & 1 else -((z + 1) >> 1)
        if tag == _STR:
            return bytes(self.chunk()).decode("utf-8")
        if tag == _BYTES:
            return bytes(self.chunk())
        if tag == _BYTEARRAY:
            return bytearray(self.chunk())
        raise ValueError("unknown tag %d in packed data" % tag)

    def value(self):
        """The next value; open lists and dicts wait on an explicit stack, not the call stack."""
        open_ = []                        # [tag, items still to read, items read]
        while True:
            tag = self.data[self.pos]
            self.pos += 1
            if tag == _TUPLE or tag == _LIST or tag == _DICT:
                n = self.varint() * (2 if tag == _DICT else 1)
                if n:
                    open_.append([tag, n, []])
                    continue
                v = () if tag == _TUPLE else ([] if tag == _LIST else {})
            else:
                v = self.scalar(tag)
            while open_:                  # hand the value to its list; close every full one
                top = open_[-1]
                top[2].append(v)
                top[1] -= 1
                if top[1]:
                    break
                open_.pop()
                v = _closed(top[0], top[2])
            else:
                return v


def _closed(tag, items):
    if tag == _TUPLE:
        return tuple(items)
    if tag == _LIST:
        return items
    d = {}
    for i in range(0, len(items), 2):
        d[items[i]] = items[i + 1]
    return d


def unpack(data, pos=0):
    """The value packed at `pos` in `data` and the position after it."""
    r = _Reader(data, pos)
    try:
        v = r.value()
    except IndexError:
        raise ValueError("packed data is cut short") from None
    return v, r.pos
