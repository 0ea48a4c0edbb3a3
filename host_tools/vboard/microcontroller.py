"""microcontroller.nvm: 8,192 bytes of flash, kept where the host keeps them.

Device Python (vboard's docstring). The rules, shared-bindings/nvm/ByteArray.c
(nvm_bytearray_subscr): a slice reads as a new bytearray; only step-1 slices
(NotImplementedError); a slice is written from bytes, bytearray, array or memoryview only
(NotImplementedError "array/bytes required on right side"), with as many bytes as it spans
(ValueError "Slice and value different lengths."); one byte is an int 0-255 (ValueError
"bytes must be 0-255"), its index in range (IndexError).
"""

try:
    from array import array as _array
except ImportError:
    _array = bytearray

from vboard import state

SIZE = 8192


class ByteArray:
    """nvm.ByteArray over a store's nvm_read(start, n) and nvm_write(start, data): the host's,
    unless another is given."""

    def __init__(self, store=None):
        self._store = store

    def _io(self):
        return self._store or state.host

    def __len__(self):
        return SIZE

    def _slice(self, i):
        start, stop, step = i.indices(SIZE)
        if step != 1:
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        return start, max(start, stop)

    def _index(self, i):
        if i < 0:
            i += SIZE
        if not 0 <= i < SIZE:
            raise IndexError("ByteArray index out of range")
        return i

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            return bytearray(self._io().nvm_read(start, stop - start))
        return self._io().nvm_read(self._index(i), 1)[0]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop = self._slice(i)
            if not isinstance(value, (bytes, bytearray, memoryview, _array)):
                raise NotImplementedError("array/bytes required on right side")
            data = bytes(value)             # an array's items must be bytes: its byte length counts
            if len(data) != stop - start:
                raise ValueError("Slice and value different lengths.")
            self._io().nvm_write(start, data)
        else:
            if not isinstance(value, int) or not 0 <= value <= 255:
                raise ValueError("bytes must be 0-255")
            self._io().nvm_write(self._index(i), bytes((value,)))


nvm = ByteArray()
