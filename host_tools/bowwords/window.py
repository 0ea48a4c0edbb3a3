"""The emulator's window: whether one can open here (an X or Wayland display that answers), the
Blinka display that draws the board's screen into it (scaled up), and the real-time loop that
reads the keyboard (`bowwords play` with a display)."""

import os
import sys

from bowwords.keymap import KEYBOARD, LEGEND

X11_SOCKETS = "/tmp/.X11-unix"     # where a local X server listens (DISPLAY=:N is X11_SOCKETS/XN)


DISPLAY_TIMEOUT = 8.0              # seconds a display may take to let a window open


INVISIBLE = ("offscreen", "dummy")  # SDL's video drivers that draw where nobody sees


_SDL_PROBE = ("import os, sys\n"
              "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
              "import pygame\n"
              "pygame.display.init()\n"
              "sys.stdout.write(pygame.display.get_driver() or '')\n")


def has_display():
    """True if a window can open here (an X or Wayland display that answers, or macOS/Windows)."""
    return display_problem() is None


def display_set():
    """True if the environment names a display (DISPLAY or WAYLAND_DISPLAY) and SDL is not told to
    draw offscreen: then not opening a window deserves a word."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
        and os.environ.get("SDL_VIDEODRIVER") not in INVISIBLE


def display_problem(timeout=None):
    """None if a window can open here, else why not (a phrase): no display is set, or the one set
    does not answer (SSH, WSL, CI: SDL would then draw an invisible window and seem to hang)."""
    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    if os.environ.get("SDL_VIDEODRIVER") in INVISIBLE:
        return "SDL_VIDEODRIVER is %s" % os.environ["SDL_VIDEODRIVER"]
    if sys.platform in ("darwin", "win32"):
        return None
    x, wayland = os.environ.get("DISPLAY"), os.environ.get("WAYLAND_DISPLAY")
    if not x and not wayland:
        return "no DISPLAY is set"
    if x and not wayland:
        why = x_server_problem(x, timeout)
        if why:
            return why
    return sdl_problem(timeout)


def _x_address(display):
    """(socket family, address) of the X server that DISPLAY names; None if it is not host:N."""
    import socket

    host, sep, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not sep or not number.isdigit() or host.endswith(":") or host.startswith("/"):
        return None            # DECnet (host::N) or a launchd socket path: SDL alone can tell
    protocol, _, name = host.rpartition("/")
    if name in ("", "unix") or protocol == "unix":
        return socket.AF_UNIX, os.path.join(X11_SOCKETS, "X" + number)
    return socket.AF_INET, (name, 6000 + int(number))


def x_server_problem(display, timeout=None):
    """None if something accepts connections where DISPLAY says the X server is, else why not."""
    import socket

    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    where = _x_address(display)
    if where is None:
        return None
    family, address = where
    tries = [address]
    if family == socket.AF_UNIX and sys.platform.startswith("linux"):
        tries.insert(0, "\0" + address)       # Xlib tries the abstract socket first
    error = None
    for a in tries:
        try:
            if family == socket.AF_UNIX:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(timeout)
                    s.connect(a)
            else:
                socket.create_connection(a, timeout=timeout).close()
            return None
        except socket.timeout:
            error = "timed out after %g s" % timeout
        except OSError as e:
            error = e.strerror or str(e)
    if family == socket.AF_UNIX:
        return "no X server answers at DISPLAY=%s (%s: %s)" % (display, address, error)
    return "no X server answers at DISPLAY=%s (%s port %d: %s)" % (display, address[0], address[1], error)


def sdl_problem(timeout=None):
    """None if SDL opens a display it can show a window on (tried in a child process, which may
    hang on a display that takes connections and never answers), else why not."""
    import subprocess

    timeout = DISPLAY_TIMEOUT if timeout is None else timeout
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    shown = "DISPLAY=%s" % os.environ.get("DISPLAY") if os.environ.get("DISPLAY") else \
        "WAYLAND_DISPLAY=%s" % os.environ.get("WAYLAND_DISPLAY")
    try:
        done = subprocess.run([sys.executable, "-c", _SDL_PROBE], capture_output=True, text=True,
                              timeout=timeout, env=env, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "the display at %s does not answer (no window within %g s)" % (shown, timeout)
    except OSError as e:
        return "cannot try the display (%s)" % (e.strerror or e)
    driver = done.stdout.strip()
    if done.returncode != 0 or not driver or driver in INVISIBLE:
        return "SDL cannot open a window on %s" % shown
    return None


SCALE = 4


def make_display(width, height, window):
    """A Blinka display drawing into a width x height surface; in a window it is scaled up."""
    import busdisplay
    import displayio
    import pygame
    from blinka_displayio_pygamedisplay import PyGameDisplay

    from bowwords import blinkafix

    displayio.release_displays()      # one emulated board per process at a time

    class EmuDisplay(PyGameDisplay):
        def _initialize(self, init_sequence):
            pygame.init()
            self.legend_h = 0
            if window:
                pygame.display.set_caption("Bowwords")
                self.legend_h = 18 * 3
                self._window = pygame.display.set_mode((self.width * SCALE, self.height * SCALE + self.legend_h))
            else:
                self._window = pygame.display.set_mode((1, 1))
            self._pygame_screen = pygame.Surface((self.width, self.height))

        _refresh_area = blinkafix.refresh_area     # any area, of any pixel count, in one piece

        def _refresh_display(self):
            busdisplay.BusDisplay._refresh_display(self)
            if window:
                big = pygame.transform.scale(self.surface(), (self.width * SCALE, self.height * SCALE))
                self._window.blit(big, (0, 0))
                pygame.display.flip()

        @property
        def brightness(self):
            return self._lit

        @brightness.setter
        def brightness(self, value):
            # The backlight: a reload keeps it (shared-module/busdisplay/BusDisplay.c's
            # reset_busdisplay does not touch it); 0 shows nothing at all.
            if not 0 <= float(value) <= 1:
                raise ValueError("brightness must be 0.0-1.0")
            self._lit = float(value)

        def surface(self):
            """What a player sees: the drawn screen, or black with the backlight off."""
            if getattr(self, "_lit", 1.0) <= 0:
                dark = pygame.Surface((self.width, self.height))
                dark.fill((0, 0, 0))
                return dark
            return self._pygame_screen

    display = EmuDisplay(width=width, height=height, auto_refresh=False)
    display.brightness = 1.0
    return display


def run_window(emu):
    """Real time, in a window, from the keyboard, until the window closes or Esc."""
    import pygame

    keymap = {}
    for name, keys in KEYBOARD:
        for k in keys:
            keymap[pygame.key.key_code(k)] = name
    font = pygame.font.Font(None, 20)
    legend = LEGEND
    surf = emu.display._window
    top = emu.display.height * SCALE
    surf.fill((20, 20, 28), (0, top, surf.get_width(), emu.display.legend_h))
    for i, line in enumerate(legend):
        surf.blit(font.render(line, True, (200, 200, 200)), (6, top + 3 + 18 * i))
    clock = pygame.time.Clock()
    start, base = pygame.time.get_ticks(), emu.now      # real time goes on from the board's
    emu.display._core.full_refresh = True
    later = []        # keys let go in the frame they went down: let go at the next (a tap lasts
    while True:       # a frame at least, or the keypad's scans, 20 ms apart, might never see it)
        for name in later:
            emu.button(name, False)
        down, later = set(), []
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_q)):
                pygame.quit()
                return 0
            if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in keymap:
                name = keymap[ev.key]
                if ev.type == pygame.KEYDOWN:
                    down.add(name)
                    emu.button(name, True)
                elif name in down:
                    later.append(name)
                else:
                    emu.button(name, False)
        emu.frame(base + pygame.time.get_ticks() - start)
        emu.refresh()
        clock.tick(30)
