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

.PHONY: all run test lint setup system-deps bench bench-formulate bench-troix bench-solve bench-cpsat bench-generate bench-pipeline bench-scale clean

all: test

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

$(SYSSTAMP): scripts/dev/install_system_deps.sh
	mkdir -p $(VENV)
	bash scripts/dev/install_system_deps.sh
	touch $@

setup: $(STAMP) $(SYSSTAMP)

system-deps: $(SYSSTAMP)

# The layer contracts (pyproject.toml [tool.importlinter]) first: a back-import fails CI.
test: setup
	$(BIN)/lint-imports --no-cache
	$(BIN)/python -m pytest -q

lint: setup
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache

# One Snakemake call makes the experiment, then its report. The stale-lock check first
# lets a run that was SIGKILLed resume without a manual --unlock. EXPERIMENT=x runs
# config/x.yaml; smoke, the default experiment, is config/config.yaml.
EXPERIMENT_FILE = $(if $(filter smoke,$(EXPERIMENT)),config/config.yaml,config/$(EXPERIMENT).yaml)

run: setup
	$(BIN)/python -m puzzlebench.scripts.dev.stale_lock .
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/snakemake --cores $(CORES) \
	    --configfile $(EXPERIMENT_FILE) --config experiment=$(EXPERIMENT) \
	    --report results/$(EXPERIMENT)/report.html --report-after-run

# Benchmarks (not tests): each writes its tables under results/bench/.
bench: bench-formulate bench-troix bench-solve bench-generate bench-pipeline

bench-formulate: setup
	$(BIN)/python benchmarks/bench_formulate.py --deduce

bench-troix: setup
	$(BIN)/python benchmarks/bench_troix.py

bench-solve: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_solve.py

bench-cpsat: setup
	$(BIN)/python benchmarks/bench_galaxies_cpsat.py

bench-generate: setup
	$(BIN)/python benchmarks/bench_generate.py

bench-pipeline: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_pipeline.py

# Issue 10's scale targets: solving (and generation, once benchmarks/bench_scale_generate.py exists).
bench-scale: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_scale_solve.py
	if [ -f benchmarks/bench_scale_generate.py ]; then $(BIN)/python benchmarks/bench_scale_generate.py; fi

# SLURM against local, side by side, on a one-node cluster on this machine (root; docs/slurm.md).
# Not part of `bench`: it installs and starts slurmctld/slurmd.
.PHONY: bench-slurm slurm-up slurm-down
bench-slurm: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_slurm.py

slurm-up:
	bash scripts/dev/slurm-up

slurm-down:
	bash scripts/dev/slurm-down

clean:
	rm -rf .snakemake results/*/
