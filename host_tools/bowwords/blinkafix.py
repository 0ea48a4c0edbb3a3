"""Drawing any area on Blinka's pygame display: its own `_refresh_area` splits an area of an odd
pixel count into row bands whose last one gets a buffer one pixel too long, and pygame refuses
it ("Buffer length does not equal format and resolution size"). `refresh_area` draws the area
clipped to the display in one piece, from a buffer cut to its exact pixel count.

The emulator's display uses it as its `_refresh_area` (bowwords.window.make_display)."""


def refresh_area(display, area):
    """Draw `area` of a Blinka pygame display (16-bit RGB565) whatever its size; True as Blinka's."""
    import pygame
    from displayio._area import Area

    clipped = Area()
    if not display._core.clip_area(area, clipped):
        return True                              # nothing of it is on the display
    w, h = clipped.width(), clipped.height()
    n = w * h
    buffer = memoryview(bytearray(((n + 1) // 2) * 4))     # 2 pixels a 32-bit word
    mask = memoryview(bytearray((n // 32 + 1) * 4)).cast("I")
    display._core.fill_area(clipped, mask, buffer)
    display._pygame_screen.blit(pygame.image.frombuffer(rgb(bytes(buffer[:n * 2])), (w, h), "RGB"),
                                (clipped.x1, clipped.y1))
    return True


def rgb(data):
    """RGB bytes (8 bits a channel) of big-endian RGB565 pixels, as Blinka converts them."""
    import numpy as np

    arr = np.frombuffer(data, dtype=np.dtype(np.uint16).newbyteorder(">")).astype(np.uint16)
    r = (((arr & 0xF800) >> 11) * 255.0 / 31.0).astype(np.uint8)
    g = (((arr & 0x07E0) >> 5) * 255.0 / 63.0).astype(np.uint8)
    b = ((arr & 0x001F) * 255.0 / 31.0).astype(np.uint8)
    return np.column_stack((r, g, b)).tobytes()
