"""The real board behind bowui.app: display, keypad, joystick, accelerometer,
speaker, NVM and drive mode, built from the board's profile (device only)."""

import os

import board
import keypad
import microcontroller
import storage
import supervisor
from micropython import const

from bowui.input import DOWN, LEFT, RIGHT, UP, ticks_diff

_SHAKE = const(19800)     # (2.2 g)**2 with 1 g = 64 (the high byte at +-2 g)


class Joystick:
    """The PyGamer's analog stick read as D-pad bits (with hysteresis)."""

    def __init__(self):
        import analogio
        self.x = analogio.AnalogIn(board.JOYSTICK_X)
        self.y = analogio.AnalogIn(board.JOYSTICK_Y)
        self.bits = 0

    def read(self):
        bits = 0
        for value, low, high in ((self.x.value, LEFT, RIGHT), (self.y.value, UP, DOWN)):
            on = 12000 if self.bits & (low | high) else 18000
            if value < on:
                bits |= low
            elif value > 65535 - on:
                bits |= high
        self.bits = bits
        return bits


class Accel:
    """LIS3DH or LSM6DS read over I2C with no driver library; shaken() is a strong jolt."""

    def __init__(self, kind):
        self.i2c = board.I2C()
        self.buf = bytearray(6)
        self.addr = None
        for addr in ((0x18, 0x19) if kind == "lis3dh" else (0x6A, 0x6B)):
            try:
                if kind == "lis3dh":
                    self._write(addr, 0x20, 0x57)     # 100 Hz, x/y/z on
                    self._write(addr, 0x23, 0x08)     # high resolution, +-2 g
                    self.reg = 0xA8                   # OUT_X_L, auto-increment
                else:
                    self._write(addr, 0x10, 0x40)     # 104 Hz, +-2 g
                    self.reg = 0x28                   # OUTX_L_XL
                self.addr = addr
                break
            except OSError:
                pass
        # not 0: a board's ticks_ms starts at 0x1FFF0000 (shared-bindings/supervisor/__init__.c),
        # and ticks_diff(now, 0) stays negative until it wraps, 65 s after power-up
        self.quiet = self.next = supervisor.ticks_ms()

    def _write(self, addr, reg, value):
        while not self.i2c.try_lock():
            pass
        try:
            self.i2c.writeto(addr, bytes((reg, value)))
        finally:
            self.i2c.unlock()

    def shaken(self, now):
        if ticks_diff(now, self.next) < 0:
            return False
        self.next = (now + 40) & 0x1FFFFFFF
        while not self.i2c.try_lock():
            pass
        try:
            self.i2c.writeto_then_readfrom(self.addr, bytes((self.reg,)), self.buf)
        finally:
            self.i2c.unlock()
        m = 0
        for i in (1, 3, 5):
            v = self.buf[i]
            v = v - 256 if v > 127 else v
            m += v * v
        if m > _SHAKE and ticks_diff(now, self.quiet) >= 0:
            self.quiet = (now + 700) & 0x1FFFFFFF
            return True
        return False


class DacSpeaker:
    """PyBadge/PyGamer: a looped 16-sample sine on the DAC, amplifier switched on."""

    def __init__(self):
        import array
        import math

        import audioio
        import digitalio
        self.enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        self.enable.switch_to_output(value=True)
        self.out = audioio.AudioOut(board.SPEAKER)
        self.wave = array.array("H", [int(32767 + 20000 * math.sin(6.2832 * i / 16)) for i in range(16)])

    def start(self, hz):
        import audiocore
        self.out.stop()
        self.out.play(audiocore.RawSample(self.wave, sample_rate=hz * 16), loop=True)

    def stop(self):
        self.out.stop()


class PwmSpeaker:
    """CLUE: a square wave on the PWM buzzer."""

    def __init__(self):
        import pwmio
        self.pwm = pwmio.PWMOut(board.SPEAKER, duty_cycle=0, frequency=440, variable_frequency=True)

    def start(self, hz):
        self.pwm.frequency = hz
        self.pwm.duty_cycle = 0x8000

    def stop(self):
        self.pwm.duty_cycle = 0


class Hardware:
    """What bowui.app.App needs, from this board."""

    def __init__(self):
        from bowui import boards        # (used at power-up only: it is released with the first game)
        self.name = boards.find(board.board_id)
        p = self.profile = boards.PROFILES[self.name]
        self.display = board.DISPLAY
        self.keys = boards.make_keys(p)
        self.queue = self.keys.events
        self.event = keypad.Event()
        self.joystick = Joystick() if p["joystick"] else None
        self.accel = None
        if p["accel"]:
            try:
                accel = Accel(p["accel"])
                self.accel = accel if accel.addr is not None else None
            except (OSError, RuntimeError, ValueError, AttributeError):
                pass                                  # e.g. the PyBadge LC: roll with A
        self.speaker = None
        try:
            self.speaker = DacSpeaker() if p["speaker"] == "dac" else PwmSpeaker()
        except (ImportError, AttributeError, ValueError, RuntimeError):
            pass
        self.nvm = microcontroller.nvm
        self.dict_path = "words.bwd"     # at the drive root (code.py runs there), put by bundle/flash
        self.rules_path = "rules.bwr"    # the rules pages (bowui.rules), put there by bundle
        self.drive_mode = "usb" if storage.getmount("/").readonly else "serial"

    def set_reload(self, ok):
        """A file copy restarts the board only while no game or tool holds state."""
        supervisor.runtime.autoreload = ok

    def switch(self, program):
        """Reload into `program` (a file at the drive's root; None: code.py): a fresh heap.
        A program started here reloads into code.py when it ends in an error."""
        if program is not None:                    # (else nothing to ask: the last resort)
            supervisor.set_next_code_file(program, reload_on_error=True)
        supervisor.reload()

    def previous_traceback(self):
        """The traceback the last run ended in (a str), or None."""
        return supervisor.get_previous_traceback()

    def seed(self):
        b = os.urandom(4)
        return ((b[0] & 0x3F) << 24) | (b[1] << 16) | (b[2] << 8) | b[3]
