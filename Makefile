# Bowwords: `make play` plays, `make test` tests; both set everything up first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
BOARD ?= pybadge
NPM := $(VENV)/share/bowwords-npm
NPM_PACKAGES := @micropython/micropython-webassembly-pyscript@1.27.0 playwright-core@1.65.1
FLASH ?= --drive auto
# pytest-xdist workers: one more than the cores, so that a worker waiting on Chromium, a VM's
# serial line or a real-time wait leaves its core to the others.
WORKERS ?= $(shell $(PYTHON) -c 'import os; print((os.cpu_count() or 1) + 1)')

.PHONY: help setup play test test-sweeps test-all lint bench bundle flash web dict clean

help:
	@echo "make play    set up, then play: the firmware in an emulator window (as text with no display)"
	@echo "make test    set up, then lint and run the test suite (every behaviour once, on every VM; under 3 minutes)"
	@echo "make test-sweeps  the sweeps 'make test' leaves out: every event drawn, every player count, random sessions (about 5 minutes)"
	@echo "make test-all     both at once (what CI runs)"
	@echo "make setup   create .venv and install bowwords with its dev tools (idempotent)"
	@echo "make bench   heap figures of the engine on the MicroPython VM"
	@echo "make bundle  a complete CIRCUITPY folder in build/circuitpy-\$$BOARD (BOARD=pybadge|pygamer|clue)"
	@echo "make flash   bundle, then copy it to the board's CIRCUITPY drive (FLASH= for USB serial; replaces code.py)"
	@echo "make web     a static site in build/web that plays the firmware in a browser"
	@echo "make dict    facts about the default dictionary (ENABLE), compiled once by make setup"
	@echo "make clean   remove .venv and caches"

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "bowwords needs Python 3.11 or newer (set PYTHON=...)")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	$(BIN)/bowwords dict info > /dev/null  # compiles the default dictionary (ENABLE) once, into the venv
	@# bowwords web: MicroPython's WebAssembly port (pinned) and playwright-core for the Chromium tier, from npm
	@if command -v npm > /dev/null 2>&1; then \
	  npm install --silent --no-audit --no-fund --cache $(NPM)/cache --prefix $(NPM) $(NPM_PACKAGES) > /dev/null \
	    || echo "npm install failed: 'bowwords web' and the Chromium tests need $(NPM_PACKAGES)"; \
	else echo "npm not found: 'bowwords web' and the Chromium tests need Node.js (then make setup again)"; fi
	@touch $@

play: setup
	$(BIN)/bowwords play

# The suite's tiers are told apart by the `sweep` mark (pyproject.toml): make test leaves the sweeps out.
LINT = $(BIN)/ruff check engine host_tools tests
PYTEST = $(BIN)/python -m pytest -n $(WORKERS) --dist loadscope
TIMED = start=$$(date +%s); trap 'echo "make $@ took $$(( $$(date +%s) - start )) s"' EXIT;

test: setup
	@$(TIMED) $(LINT) && $(PYTEST) -m "not sweep"

test-sweeps: setup
	@$(TIMED) $(PYTEST) -m sweep

test-all: setup
	@$(TIMED) $(LINT) && $(PYTEST)

bench: setup
	$(BIN)/bowwords bench vm

bundle: setup
	$(BIN)/bowwords bundle --board $(BOARD)

flash: bundle
	$(BIN)/bowwords flash --bundle build/circuitpy-$(BOARD) $(FLASH)

web: setup
	$(BIN)/bowwords web -o build/web

dict: setup
	$(BIN)/bowwords dict info

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
	find . -name __pycache__ -prune -exec rm -rf {} +
	find . -name '*.egg-info' -prune -exec rm -rf {} +
