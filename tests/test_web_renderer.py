"""The browser's stand-ins on CPython: the renderer draws what Blinka draws, the NVM and
supervisor keep CircuitPython 10.2.1's rules, and whole screens of each game come out
pixel-equal to the emulator's (the page runs these same modules on MicroPython)."""

import importlib
import json
import subprocess
import sys

import pytest
from web_helpers import DEVICE_NAMES, ROOT, SHOTS, device_modules, differing, emulator_shots, pixels, script

from bowwords.vm import firmware as fwvm
from bowwords.emulator import prepare
from bowwords.window import make_display


def _blinka_pixels(build):
    """Blinka's screen for a tree `build(displayio, vectorio)` makes."""
    prepare(headless=True)
    import displayio
    import vectorio
    display = make_display(160, 128, False)
    display.root_group = build(displayio, vectorio)
    display.refresh()
    surf = display.surface()
    return [tuple(surf.get_at((x, y)))[:3] for y in range(128) for x in range(160)]


def _web_pixels(build):
    with device_modules():
        displayio = importlib.import_module("displayio")
        vectorio = importlib.import_module("vectorio")
        fb = displayio.frame_buffer()
        displayio.render(build(displayio, vectorio), fb)
        raw = bytearray(fb.tobytes())
    return pixels(raw)


def _tree(displayio, vectorio):
    """Rectangles, a circle, a tile grid with a transparent colour, a scaled group, a hidden one."""
    root = displayio.Group()
    navy = displayio.Palette(1)
    navy[0] = 0x081838
    root.append(vectorio.Rectangle(pixel_shader=navy, width=160, height=128, x=0, y=0))
    gold = displayio.Palette(2)
    gold[0] = 0xFFD040
    gold[1] = 0xE03030
    root.append(vectorio.Rectangle(pixel_shader=gold, width=30, height=9, x=150, y=-3))
    root.append(vectorio.Circle(pixel_shader=gold, radius=5, x=40, y=60, color_index=1))
    root.append(vectorio.Circle(pixel_shader=gold, radius=4, x=1, y=127))
    sheet = displayio.Bitmap(8, 4, 3)
    for i in range(32):
        sheet[i % 8, i // 8] = (i * 7) % 3
    ink = displayio.Palette(3)
    ink.make_transparent(0)
    ink[1] = 0xFFFFFF
    ink[2] = (0x30, 0xC0, 0x50)
    scaled = displayio.Group(x=20, y=10, scale=3)
    scaled.append(displayio.TileGrid(sheet, pixel_shader=ink, width=5, height=2, tile_width=4,
                                     tile_height=4, x=2, y=1))
    scaled[0][1] = 1
    scaled[0][3, 1] = 1
    scaled.append(vectorio.Rectangle(pixel_shader=gold, width=6, height=4, x=4, y=12, color_index=1))
    root.append(scaled)
    hidden = displayio.Group()
    hidden.append(vectorio.Rectangle(pixel_shader=gold, width=50, height=50))
    hidden.hidden = True
    root.append(hidden)
    edge = displayio.TileGrid(sheet, pixel_shader=ink, x=156, y=126)
    root.append(edge)
    return root


def test_the_renderer_draws_a_tree_as_blinka_does():
    """Rectangles (clipped at the edges), circles, a tile grid with a transparent entry, a scaled
    group (its shapes placed by the scale, not sized by it), a hidden group: the same pixels,
    colours through RGB565 as the PyBadge shows them."""
    web, blinka = _web_pixels(_tree), _blinka_pixels(_tree)
    assert differing(web, blinka) == (0, None)


def test_colours_go_through_rgb565_as_on_the_screen():
    """GOLD 0xFFD040 shows as (255, 210, 65): 5-6-5 bits, spread back as Blinka does."""
    with device_modules():
        displayio = importlib.import_module("displayio")
        c = displayio.rgb(0xFFD040)
    assert (c & 0xFF, (c >> 8) & 0xFF, c >> 16) == (255, 210, 65)


def test_the_screen_counts_changes_so_the_page_draws_only_new_frames():
    """Moving a layer counts as a change; setting it where it is does not."""
    with device_modules():
        displayio = importlib.import_module("displayio")
        g = displayio.Group()
        before = displayio.changes()
        g.x = 0
        assert displayio.changes() == before
        g.x = 5
        assert displayio.changes() == before + 1


class _Page:
    """The page's object in virtual time, for the host's unit tests: no keys, no marks."""

    def __init__(self):
        self.saved = 0

    def key(self, ms):
        return -1

    def nvm_saved(self):
        self.saved += 1

    def frame_end(self, ms):
        return 0


@pytest.fixture
def board(tmp_path, monkeypatch):
    """The page's host on the board model, with its NVM file in tmp_path."""
    monkeypatch.chdir(tmp_path)
    with device_modules():
        webhost = importlib.import_module("webhost")
        webhost.install(_Page(), virtual=True, scratch=str(tmp_path) + "/")
        yield webhost


def test_nvm_is_8192_bytes_and_a_slice_reads_as_a_bytearray(board):
    """CircuitPython 10.2.1 (vboard's rules over the page's store): len(nvm) is 8,192 (erased:
    0xFF); nvm[a:b] is a bytearray."""
    nvm = importlib.import_module("microcontroller").nvm
    assert len(nvm) == 8192 and nvm[0] == 0xFF
    got = nvm[10:14]
    assert type(got) is bytearray and got == bytearray(b"\xff" * 4)


def test_nvm_slice_write_of_another_length_raises_and_changes_nothing(board):
    """CircuitPython 10.2.1: ValueError("Slice and value different lengths."), NVM unchanged."""
    nvm = importlib.import_module("microcontroller").nvm
    with pytest.raises(ValueError, match=r"^Slice and value different lengths\.$"):
        nvm[0:4] = b"abc"
    assert nvm[0:4] == bytearray(b"\xff" * 4)


def test_nvm_write_reaches_the_page_and_the_next_program(board, tmp_path):
    """A write is in the NVM file (the page copies it to localStorage, told by nvm_saved) and
    the next program's host reads it."""
    importlib.import_module("microcontroller").nvm[100:103] = b"abc"
    assert (tmp_path / ".nvm").read_bytes()[100:103] == b"abc" and board.host.page.saved == 1
    after = board.Host(_Page(), True, {}, str(tmp_path) + "/")
    assert after.nvm_read(100, 3) == b"abc"


def test_set_next_code_file_of_a_missing_file_raises_file_not_found(board):
    """CircuitPython 10.2.1: set_next_code_file("nothere.py") raises ValueError("File not found")."""
    supervisor = importlib.import_module("supervisor")
    with pytest.raises(ValueError, match="^File not found$"):
        supervisor.set_next_code_file("nothere.py", reload_on_error=True)
    assert importlib.import_module("vboard.run").state.next_program is None


def test_the_page_reads_the_programs_globals_in_webhost_state(board, tmp_path):
    """webhost.state is the run's (vboard.run.state): its globals are the program's, where the
    page finds the app (the game on show)."""
    (tmp_path / "code.py").write_text("app = 'mine'\n")
    board.start("code.py")
    assert board.state.globals["app"] == "mine"


def test_the_page_keeps_only_its_drawing_and_its_host():
    """web/device/ holds the browser's own modules only; the board's are vboard's (issue 39)."""
    assert sorted(DEVICE_NAMES) == ["bitmaptools", "displayio", "vectorio", "webhost"]


def test_the_site_packs_the_board_model_beside_the_pages_modules():
    """packs/device.js carries vboard/ (as the folder vboard/) and web/device/'s own files."""
    from bowwords.web import site
    files = site.device_files()
    assert {"webhost.py", "displayio.py", "vboard/__init__.py", "vboard/keypad.py", "vboard/run.py"} <= set(files)
    assert "board.py" not in files and files["vboard/run.py"] == (ROOT / "host_tools/vboard/run.py").read_bytes()


def test_the_backlight_off_shows_black_at_once(board, tmp_path):
    """App.switch turns the backlight off before a reload: the page's canvas goes black then, as
    a board's screen does, not at the next program's first frame."""
    displayio = importlib.import_module("displayio")
    vectorio = importlib.import_module("vectorio")
    display = importlib.import_module("board").DISPLAY
    shows = []
    board.host.page.show = shows.append
    root = displayio.Group()
    pal = displayio.Palette(1)
    pal[0] = 0xFFFFFF
    root.append(vectorio.Rectangle(pixel_shader=pal, width=160, height=128))
    display.root_group = root
    board.host.show()
    assert set((tmp_path / ".screen").read_bytes()) == {0, 255}
    display.brightness = 0
    assert len(shows) == 2 and set((tmp_path / ".screen").read_bytes()) == {0}


# One screen of each game and the menu, played by the CPython host through the page's modules.
SCREENS = ["menu", "buyword-table", "bogglebowl-move", "billionaire-board", "highbid-table"]


@pytest.mark.parametrize("name", SCREENS)
def test_a_screen_is_pixel_equal_to_the_emulators(name, tmp_path):
    """The key script's last screen, through code.py (and game.py) on the browser's stand-ins
    (bowwords.web.headless), is the emulator's PNG pixel for pixel."""
    lines = script(SHOTS / (name + ".keys"))
    seed = fwvm.script_seed(lines)
    (tmp_path / "s.txt").write_text(fwvm.schedule(lines))
    done = subprocess.run([sys.executable, "-m", "bowwords.web.headless", fwvm.bundle(mpy=False),
                           str(tmp_path / "s.txt"), str(seed), str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["ended"] == "stopped", done.stderr[-2000:]
    web = pixels((tmp_path / "final.rgba").read_bytes())
    assert differing(web, emulator_shots(lines, seed)["final"]) == (0, None)


def test_web_without_the_port_says_so_in_one_line(tmp_path, monkeypatch):
    """No MicroPython WebAssembly port (npm absent at make setup): one line, exit status 1,
    nothing built."""
    monkeypatch.setenv("BOWWORDS_NPM", str(tmp_path / "no-npm"))
    done = subprocess.run([sys.executable, "-m", "bowwords", "web", "-o", str(tmp_path / "site")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "make setup" in done.stderr and "npm" in done.stderr
    assert not (tmp_path / "site").exists()


def test_the_site_carries_the_bundles_files_unchanged(tmp_path):
    """Every file `bowwords bundle --py` puts on a PyBadge that the page runs (all but boot.py
    and the bundle's own notes) is in the site's packs byte for byte, the dictionary too."""
    import base64
    import gzip
    from pathlib import Path

    from bowwords import bundle
    from bowwords.web import site
    try:
        site.port_dir()
    except Exception as e:  # noqa: BLE001
        pytest.skip("no MicroPython WebAssembly port: %s" % e)
    site.build(tmp_path / "site")
    packed = {}
    for name in ("firmware", "words"):
        text = (tmp_path / "site" / "packs" / (name + ".js")).read_text()
        body = json.loads(text[text.index(", ") + 2:text.rindex(")")])
        packed.update({path: gzip.decompress(base64.b64decode(b64)) for path, b64, _ in body})
    drive = Path(fwvm.bundle(mpy=False))
    expected = {rel: p.read_bytes() for rel, p in bundle.files_under(drive)
                if rel not in (bundle.MARKER, "requirements.txt", "boot.py")}
    assert packed == expected


def test_the_die_clicks_through_the_pages_speaker(tmp_path):
    """bowui.hw's DAC speaker plays a looped one-period sine; the stand-ins hand the page its
    pitch: the tumbling die's 1,200 Hz click (bowui.sound.DICE), and stops (0)."""
    lines = (SHOTS / "die.keys").read_text().splitlines()
    (tmp_path / "s.txt").write_text(fwvm.schedule(lines))
    done = subprocess.run([sys.executable, "-m", "bowwords.web.headless", fwvm.bundle(mpy=False),
                           str(tmp_path / "s.txt"), "7", str(tmp_path)], capture_output=True, text=True, timeout=120)
    tones = json.loads(done.stdout.strip().splitlines()[-1])["tones"]
    assert 1200 in tones and 0 in tones, tones
