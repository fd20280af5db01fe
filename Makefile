# Two commands do all set-up on a fresh machine:
#   make run    -> the default (smoke) experiment end to end
#   make test   -> the test suite
# Both create .venv at the repository root, install the Python packages into it (pip,
# from PyPI) and the Debian packages the solvers need (apt, when missing and root).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
SYSSTAMP := $(VENV)/.system-deps-stamp
EXPERIMENT ?= smoke
CORES ?= 2

.PHONY: all run test lint setup system-deps bench-formulate bench-solve bench-generate clean

all: test

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

$(SYSSTAMP): scripts/install_system_deps.sh
	mkdir -p $(VENV)
	bash scripts/install_system_deps.sh
	touch $@

setup: $(STAMP) $(SYSSTAMP)

system-deps: $(SYSSTAMP)

test: setup
	$(BIN)/python -m pytest -q

lint: setup
	$(BIN)/ruff check .

run: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/snakemake --cores $(CORES) --configfile config/$(EXPERIMENT).yaml --config experiment=$(EXPERIMENT)

clean:
	rm -rf .snakemake results/*/
