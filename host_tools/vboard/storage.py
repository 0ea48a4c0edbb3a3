"""storage: getmount and remount of the drive, as CircuitPython 10.2.1 has them.

Device Python (vboard's docstring). The rules:
- shared-bindings/storage/__init__.c, storage_remount: mount_path is required, readonly may be
  positional, disable_concurrent_write_protection is keyword-only.
- shared-module/storage/__init__.c, common_hal_storage_remount: a path other than "/" is
  OSError(EINVAL); while the drive is visible over USB (after boot.py, with USB connected) it is
  RuntimeError("Cannot remount path when visible via USB."). `readonly` is whether code may not
  write (the computer writes the drive): the default, until boot.py remounts it.
"""

from vboard import state


class _Mount:
    readonly = True           # to the program: the computer writes the drive


_root = _Mount()


def getmount(mount_path):
    """The mount at mount_path (the drive's root)."""
    if mount_path != "/":
        raise OSError(22)
    return _root


def remount(mount_path, readonly=False, *, disable_concurrent_write_protection=False):
    """Who writes the drive: readonly=False lets code write it (the computer sees it read-only)."""
    if mount_path != "/":
        raise OSError(22)
    if state.program != "boot.py" and state.host.usb():
        raise RuntimeError("Cannot remount path when visible via USB.")
    _root.readonly = bool(readonly)
