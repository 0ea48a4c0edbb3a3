"""microcontroller for the browser: nvm, 8,192 bytes kept by the page (localStorage).

Device Python. Its slice rules are CircuitPython 10.2.1's: a slice reads as a bytearray; a
slice written must be given as many bytes (ValueError "Slice and value different lengths.");
only step-1 slices."""

import webhost


class NVM:
    """The board's non-volatile memory: read from NVM_FILE at start, written back on each change."""

    def __init__(self, path=None, size=webhost.NVM_SIZE):
        self._path = path or webhost.state.nvm_file
        self._data = bytearray(b"\xff" * size)
        try:
            with open(self._path, "rb") as f:
                got = f.read(size)
            self._data[0:len(got)] = got
        except OSError:
            pass

    def __len__(self):
        return len(self._data)

    def _span(self, s):
        if s.step not in (None, 1):
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        start, stop, _ = s.indices(len(self._data))
        return start, max(start, stop)

    def _at(self, i):
        n = len(self._data)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("index out of range")
        return i

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop = self._span(index)
            return bytearray(self._data[start:stop])
        return self._data[self._at(index)]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop = self._span(index)
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
            self._data[start:stop] = value
        else:
            if not 0 <= value <= 255:
                raise ValueError("bytes value out of range")
            self._data[self._at(index)] = value
        self._save()

    def _save(self):
        with open(self._path, "wb") as f:
            f.write(self._data)
        webhost.state.host.nvm_saved()


nvm = NVM()
