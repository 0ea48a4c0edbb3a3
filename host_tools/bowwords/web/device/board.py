"""board for the browser: a PyBadge, its display and an accelerometer that feels the Shake key.

Device Python. DISPLAY holds root_group (drawn by webhost.show); I2C answers as the
PyBadge's LIS3DH does for the registers bowui.hw reads (a jolt while a shake is pending)."""

import displayio

board_id = "pybadge"
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
SPEAKER = "SPEAKER"
SPEAKER_ENABLE = "SPEAKER_ENABLE"
ACCELEROMETER_INTERRUPT = "ACCELEROMETER_INTERRUPT"


class _Display:
    width = displayio.WIDTH
    height = displayio.HEIGHT
    auto_refresh = True
    rotation = 0

    def __init__(self):
        self._root = None

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        self._root = group
        displayio.touch()

    def refresh(self, *args, **kwargs):
        return True

    def mark(self, data):
        """The thinking dot's hook (bowui.thinking): b"b" the bots' turn begins, b"t" the dot
        steps, b"e" their turn ends; the page times the bots' turns with it."""
        import webhost
        webhost.state.host.mark(data.decode())


DISPLAY = _Display()
_LIS3DH = (0x18, 0x19)


class _I2C:
    """The bus with a LIS3DH: at rest it reads 1 g down; after a shake, one hard jolt."""

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def deinit(self):
        pass

    def writeto(self, address, buffer, *, start=0, end=None):
        if address not in _LIS3DH:
            raise OSError(19)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, **kwargs):
        if address not in _LIS3DH:
            raise OSError(19)
        import webhost
        jolt = webhost.state.host.shaken()
        for i in range(len(in_buffer)):
            in_buffer[i] = 0
        if len(in_buffer) >= 6:
            in_buffer[1], in_buffer[3], in_buffer[5] = (100, 100, 64) if jolt else (0, 0, 64)


_bus = _I2C()


def I2C():
    """The board's I2C bus (one, shared)."""
    return _bus
