"""The browser's host for the one board model (vboard): the page's clock, keys, shake, seeds,
NVM, tones and screen, and the glue the page calls (install, start, tick, carry, clock,
screen_name); the board itself (keypad, supervisor, NVM rules, the runs) is vboard's.

Device Python (MicroPython's WebAssembly port; CPython in the tests). The page (or a test)
passes its own object, `page`, which owns the clock, the keys, the NVM's storage, the sound
and the canvas:

    now()          ms since the page started (real time; unused in virtual time)
    key(ms)        the next change of a key's level due at ms: key_number * 2 + down, or -1
    shaken()       1 once after a shake, else 0
    seed()         a seed for os.urandom (30 bits)
    frame_end(ms)  a frame ended at ms since power-up: bits 1 show the screen now, 2 stop
    show(ms)       the screen was written to SCREEN_FILE
    nvm_saved()    the NVM was written to NVM_FILE
    tone(hz)       start a tone (0: stop)
    mark(kind)     the bots' turn begins ("b"), its thinking dot steps ("t"), it ends ("e")

Every program runs in a fresh interpreter, as a board runs each on a fresh heap: what a board
keeps between two runs (the clock, the keys held, the backlight, the console, the traceback,
the next program and its reload options) goes from `carry()` to the next `install()`.

Timing in virtual time (a key script), as every host of vboard keeps it: power-up at 0, code.py's
first frame at POWER_UP_MS; frames every 33 ms (the clock moves only in time.sleep); after a
reload in the frame at c, the next program's first frame at c + SWITCH_MS. In real time the
clock is the page's. boot.py does not run here: the page has no USB drive and no Select held at
power-up, so the drive stays as a board's boot.py leaves it then: read-only to code
(storage.getmount("/").readonly is True; the menu says "USB drive mode"), and nothing the
firmware could write to the page's files would outlive the tab anyway (the NVM does).
"""

import json

import displayio

from vboard import model
from vboard import run

SCREEN_FILE = ".screen"      # the frame buffer, 160 x 128 x 4 bytes, 0x00BBGGRR each
NVM_FILE = ".nvm"            # microcontroller.nvm, 8,192 bytes
NVM_SIZE = 8192
RELOAD = run.RELOAD
ENDED = run.ENDED
STOPPED = run.STOPPED
state = run.state            # the run's state: the page reads the program's globals there


class Host:
    """vboard's host (vboard.model.Host) over the page's object."""

    def __init__(self, page, virtual, carried, scratch):
        self.page = page
        self.virtual = virtual
        self.clock = carried.get("clock", run.POWER_UP_MS)   # virtual time: ms since power-up
        self.origin = carried.get("origin")                # real time: the page's ms at power-up
        if not virtual and self.origin is None:
            self.origin = int(page.now())
        self.screen_file = scratch + SCREEN_FILE
        self.nvm_file = scratch + NVM_FILE
        self.nvm = bytearray(b"\xff" * NVM_SIZE)
        try:
            with open(self.nvm_file, "rb") as f:
                got = f.read(NVM_SIZE)
            self.nvm[0:len(got)] = got
        except OSError:
            pass
        self.shown_at = -1       # displayio.changes() when the screen was last written
        self.fb = None
        self.lit = True

    def ms(self):
        """ms since power-up: the virtual clock, or the page's."""
        if self.virtual:
            return self.clock
        return int(self.page.now()) - self.origin

    def key_change(self, upto):
        """The page's next key level change due by `upto`, as (ms, line, down), or None."""
        code = self.page.key(upto)
        if code < 0:
            return None
        return (upto, code >> 1, bool(code & 1))

    def shaken(self):
        return bool(self.page.shaken())

    def seed(self):
        return self.page.seed()

    def accel(self):
        """The page's Shake key is a PyBadge's LIS3DH."""
        return True

    def usb(self):
        """The page is a board on battery: no computer sees its drive."""
        return False

    def sleep(self, seconds):
        """time.sleep, a frame's end: the screen is shown if the page asks; then the call returns
        to the page (which waits), or, in virtual time, the clock moves on."""
        ms = int(seconds * 1000 + 0.5)
        want = self.page.frame_end(self.ms())
        if want & 1:
            self.show()
        if want & 2:
            raise run.Stop()
        if self.virtual:
            self.clock += ms
            ms = 0
        raise run.Frame(ms)

    def tone(self, hz):
        self.page.tone(hz)

    def nvm_read(self, start, n):
        return bytes(self.nvm[start:start + n])

    def nvm_write(self, start, data):
        """The NVM changed: its bytes go to NVM_FILE, and the page keeps them."""
        self.nvm[start:start + len(data)] = data
        with open(self.nvm_file, "wb") as f:
            f.write(self.nvm)
        self.page.nvm_saved()

    def shown(self, root, brightness):
        """The root group or the backlight changed; a backlight going off shows at once (black)."""
        displayio.touch()
        lit = brightness > 0
        if self.lit and not lit and self.fb is not None:
            self.lit = lit
            self.show()
        self.lit = lit

    def show(self):
        """Write what a player sees to SCREEN_FILE (if it changed since); tell the page."""
        from vboard import board
        if self.shown_at != displayio.changes() or self.fb is None:
            if self.fb is None:
                self.fb = displayio.frame_buffer()
            self.shown_at = displayio.changes()
            lit = board.DISPLAY.brightness > 0
            displayio.render(board.DISPLAY.root_group if lit else None, self.fb)
            with open(self.screen_file, "wb") as f:
                f.write(self.fb)
        self.page.show(self.ms())


host = None
_next = [(0, False)]          # the next run's reload options, and whether it follows a reload


def install(page, virtual=False, carried=None, scratch=""):
    """Make this interpreter the page's board: `carried` is carry()'s text from the last
    program (None: the board powers up); scratch, the folder of the screen's and NVM's files."""
    global host
    kept = json.loads(carried) if carried else {}
    host = Host(page, virtual, kept, scratch)
    model.install(host, "pybadge", kept.get("reload_to") or "code.py")
    from vboard import board
    if not kept:
        run.power_up()
    else:                        # what a board keeps over a reload
        board.buttons.down = kept.get("keys", 0)
        board.DISPLAY.brightness = kept.get("brightness", 1.0)
        board.DISPLAY.terminal.text = kept.get("console", "")
        run.state.previous = kept.get("previous")
    _next[0] = (kept.get("reload_options", 0), bool(kept))
    host.lit = board.DISPLAY.brightness > 0
    board.DISPLAY.mark = _mark


def _mark(data):
    """The thinking dot's hook (bowui.thinking): b"b" the bots' turn begins, b"t" the dot steps,
    b"e" their turn ends; the page times the bots' turns with it."""
    host.page.mark(data.decode())


def start(program="code.py"):
    """Run `program` (a file at the drive's root) up to the end of its first frame."""
    options, reloaded = _next[0]
    return run.start(program, options, reloaded)


def tick():
    """The program's next frame."""
    return run.tick()


def carry():
    """What the next program needs after this one's end, as JSON (install's `carried`): the
    program and its reload options, the clock, the keys held, the backlight, the console, the
    traceback; and what ended this one."""
    from vboard import board
    st = run.state
    return json.dumps({
        "reload_to": st.reload_to, "reload_options": st.reload_options,
        "clock": host.clock + run.SWITCH_MS if host.virtual else 0, "origin": host.origin,
        "keys": board.buttons.down, "brightness": board.DISPLAY.brightness,
        "console": board.DISPLAY.terminal.text, "previous": st.previous, "error": st.error})


def clock():
    """ms since power-up."""
    return host.ms()


def screen_name():
    """The class name of the screen on show (the rules pages over it, if open), or None."""
    g = run.state.globals
    app = g.get("app") if g else None
    shown = getattr(app, "over", None) or getattr(app, "screen", None)
    return type(shown).__name__ if shown is not None else None
