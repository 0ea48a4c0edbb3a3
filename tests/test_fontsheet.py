"""The font sheets in fonts/ (.bwf) are the PCF fonts beside them, as bowwords.fontsheet makes
them, and the firmware reads them pixel for pixel."""

from pathlib import Path

import pytest

from bowwords import fontsheet
from bowwords.emulator import prepare

FONTS = Path(__file__).resolve().parents[1] / "fonts"
PCFS = sorted(FONTS.glob("*.pcf"))


@pytest.mark.parametrize("pcf", PCFS, ids=[p.stem for p in PCFS])
def test_each_sheet_is_made_from_the_pcf_beside_it(pcf):
    prepare(headless=True)                      # Blinka's displayio, for the PCF parser
    assert pcf.with_suffix(".bwf").read_bytes() == fontsheet.sheet_bytes(pcf)


@pytest.mark.parametrize("pcf", PCFS, ids=[p.stem for p in PCFS])
def test_the_firmware_reads_a_sheet_pixel_for_pixel(pcf):
    prepare(headless=True)
    from bowui import ui
    data = pcf.with_suffix(".bwf").read_bytes()
    sheet = ui._read_sheet(str(pcf.with_suffix(".bwf")))
    w, h = data[4], data[5]
    stride = (w * 95 + 7) // 8
    for y in range(h):
        for x in range(w * 95):
            bit = data[7 + y * stride + x // 8] >> (7 - x % 8) & 1
            assert sheet.bitmap[x, y] == bit, (x, y)
    assert (sheet.w, sheet.h, sheet.top) == (w, h, data[6])


def test_a_file_that_is_not_a_sheet_is_refused(tmp_path):
    prepare(headless=True)
    from bowui import ui
    bad = tmp_path / "x.bwf"
    bad.write_bytes(b"PCF\x01" + bytes(40))
    with pytest.raises(ValueError, match="not a font sheet"):
        ui._read_sheet(str(bad))
