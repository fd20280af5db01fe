# Two commands do all set-up on a fresh machine:
#   make run    -> the default (smoke) experiment end to end
#   make test   -> the import contracts, the type checker, then the test suite (2 workers)
#   make test-fast -> the unit tests alone (-m "not slow"), for the inner loop
# Both create .venv at the repository root, install the Python packages into it (pip,
# from PyPI, the exact versions and files of requirements/lock.txt) and the Debian packages
# the solvers need (apt, when missing and root).
#   make lock           -> requirements/lock.txt again (UPGRADE=1: the newest versions allowed)
#   make setup-latest   -> the newest versions pyproject.toml allows instead of the lock

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
SYSSTAMP := $(VENV)/.system-deps-stamp
EXPERIMENT ?= smoke
CORES ?= 2
# The lock pins every package (the dependencies, the dev extra, pip and the build backend)
# with the sha256 of every file, for one interpreter and platform: `make lock` resolves for
# these, `make setup` refuses another. uv makes it; its version is pinned here so that the
# same pyproject.toml gives the same lock.
LOCK := requirements/lock.txt
LOCK_BUILD := requirements/build.txt
LOCK_PYTHON := 3.11
LOCK_PLATFORM := x86_64-unknown-linux-gnu
UV_VERSION := 0.13.9
UV := $(VENV)/uv-$(UV_VERSION)/bin/uv
LOCK_OPTIONS = --generate-hashes --python-version $(LOCK_PYTHON) --python-platform $(LOCK_PLATFORM)
LOCK_COMMAND = pip compile pyproject.toml requirements/lock.in --extra dev --extra baselines --extra commercial $(LOCK_OPTIONS)
BUILD_COMMAND = pip compile requirements/lock.in -c $(LOCK) $(LOCK_OPTIONS)
NOT_LOCKED = $(LOCK) is for Python $(LOCK_PYTHON) on Linux x86_64: make setup-latest installs without it

.PHONY: all run models test test-fast lint typecheck setup setup-latest lock system-deps bench bench-bootstrap bench-formulate bench-troix bench-solve bench-cpsat bench-generate bench-pipeline bench-targets bench-baselines bench-scale bench-layers clean

all: test

# From the lock, every file hash-checked. Its build backend first ($(LOCK_BUILD): the same
# pins and hashes), so that the lock's one source-only package (connection-pool) and then the
# project itself are built by the locked setuptools: no build isolation, nothing unpinned.
$(STAMP): pyproject.toml $(LOCK) $(LOCK_BUILD)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -c 'import platform as p, sys; sys.exit("%d.%d %s %s" % (*sys.version_info[:2], \
	    p.system(), p.machine()) != "$(LOCK_PYTHON) Linux x86_64")' || { echo "$(NOT_LOCKED)" >&2; exit 1; }
	$(BIN)/python -m pip install -q --require-hashes -r $(LOCK_BUILD)
	$(BIN)/python -m pip install -q --require-hashes --no-build-isolation -r $(LOCK)
	$(BIN)/python -m pip install -q --no-deps --no-build-isolation -e .
	touch $@

# Unlocked: the newest versions pyproject.toml allows (`rm -rf .venv && make setup` goes
# back to the lock). Records made here still name the checkout's lock; their `versions` say
# what was installed.
setup-latest: $(SYSSTAMP)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q --upgrade --upgrade-strategy eager -e '.[dev,baselines,commercial]'
	touch $(STAMP)

$(UV):
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --target $(VENV)/uv-$(UV_VERSION) uv==$(UV_VERSION)

# Keeps the pins already in the lock where pyproject.toml still allows them.
lock: $(UV)
	$(UV) $(LOCK_COMMAND) $(if $(UPGRADE),--upgrade) --quiet -o $(LOCK) \
	    --custom-compile-command 'make lock (uv $(UV_VERSION) $(LOCK_COMMAND))'
	$(UV) $(BUILD_COMMAND) --quiet -o $(LOCK_BUILD) \
	    --custom-compile-command 'make lock (uv $(UV_VERSION) $(BUILD_COMMAND))'

$(SYSSTAMP): scripts/install_system_deps.sh
	mkdir -p $(VENV)
	bash scripts/install_system_deps.sh
	touch $@

setup: $(STAMP) $(SYSSTAMP)

system-deps: $(SYSSTAMP)

# The layer contracts (pyproject.toml [tool.importlinter]) and the type checker first: a
# back-import or a type error fails CI before the suite runs.
test: setup
	$(BIN)/lint-imports --no-cache
	$(TYPECHECK)
	$(PYTEST)

# The inner loop: the unit tests only (-m "not slow": no Snakemake pipeline, kill or resume,
# SLURM cluster, fresh install, README command or solver matrix; pyproject.toml's markers).
test-fast: setup
	$(PYTEST) -m "not slow"

# pytest-xdist: TEST_WORKERS processes (TEST_WORKERS=1 runs serially), each given whole test
# files (--dist loadfile) so that a module fixture (the pipeline run, the solver matrix, the
# SLURM cluster run) is made once, in one worker; in the order tests/conftest.py gives them,
# the longest files first (--no-loadscope-reorder; docs/testing.md).
TEST_WORKERS ?= 2
XDIST = -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder
# --durations: the suite's budget is 10 min on 2 cores; the slowest tests, printed at the end
# of every run (CI's too), show where it goes
PYTEST = $(BIN)/python -m pytest -q --durations=20 $(if $(filter 1,$(TEST_WORKERS)),,$(XDIST))

lint: setup
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache
	$(TYPECHECK)

# mypy on the package, as pyproject.toml [tool.mypy] says (strict on the public modules);
# its cache is .mypy_cache.
TYPECHECK = $(BIN)/mypy
typecheck: setup
	$(TYPECHECK)

# One Snakemake call makes the experiment, then its report. The stale-lock check first
# lets a run that was SIGKILLed resume without a manual --unlock. EXPERIMENT=x runs
# config/x.yaml; smoke, the default experiment, is config/config.yaml; EXPERIMENT_FILE=path
# runs another file under the name EXPERIMENT. The launcher reads the file as plain data
# (no template, no tag, no key twice; the schema checked: one line and exit 2 otherwise) and
# gives Snakemake only its JSON copy (docs/reliability.md).
EXPERIMENT_FILE ?=
# VERBOSE=1: Snakemake's own output (every job) instead of one progress display and a closing block.

run: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python -m scripts.run_experiment '$(EXPERIMENT)' \
	    $(if $(EXPERIMENT_FILE),--file '$(EXPERIMENT_FILE)') $(if $(VERBOSE),--verbose) --clear-stale-lock --report \
	    -- --cores $(CORES)

# The committed sets' model files, every formulation that a file can hold, in models/base/
# (the files over 256 KB are made but not committed: models/base/.gitignore names them);
# SET=large: the scaling series, in models/large/ (not committed). CHECK=1: compare instead.
SET ?= base
models: setup
	$(BIN)/python -m scripts.export_models --set $(SET) $(if $(CHECK),--check)

# The docs as a site (mkdocs.yml), built strictly into results/site/: a broken link or anchor
# fails it (tests/test_docs_site.py does the same in the suite).
.PHONY: docs
docs: setup
	$(BIN)/python -m mkdocs build --strict

# Benchmarks (not tests): each writes its tables under results/bench/.
bench: bench-formulate bench-troix bench-solve bench-generate bench-pipeline bench-targets bench-baselines

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

# Translate time per modelling layer and solver (the native layer included), side by side.
bench-layers: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_layers.py

# The speed targets the tests used to time (harness overhead, a path-model build, MPS/LP export,
# a one-hot build), each printed next to its target.
bench-targets: setup
	$(BIN)/python benchmarks/bench_targets.py

# Why the findings give no interval below 10 instances: the bootstrap's coverage, false
# rejections and power per number of instances (docs/pipeline.md, Findings).
bench-bootstrap: setup
	$(BIN)/python benchmarks/bench_bootstrap.py
# Issue 21's targets: the best configuration against the baselines that are not MIP
# (multi-puzzle-solver, PySAT, clingo), first solution and uniqueness, side by side.
bench-baselines: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_baselines.py

# Issue 10's scale targets: solving (and generation, once benchmarks/bench_scale_generate.py exists).
bench-scale: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_scale_solve.py
	if [ -f benchmarks/bench_scale_generate.py ]; then $(BIN)/python benchmarks/bench_scale_generate.py; fi

# This round's benchmarks, each printing its figures (and writing them under results/bench/):
# the connectivity models on open puzzles; the harness-cost targets (issue 33); compare on
# 10,000 pairs per side; the API's session against a worker per run; the generators'
# checkpoints; SIGINT swept over generate, unique and solve.
.PHONY: bench-troix-hard bench-step-cost bench-connectivity bench-frontier bench-harness-cost bench-compare bench-api-session bench-checkpoint bench-interrupt-sweep
bench-troix-hard: setup
	nice -n 19 $(BIN)/python benchmarks/bench_troix_hard.py --size 60

bench-connectivity: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_connectivity.py

# RUN: a finished run (made with --skip-script-cleanup for a tree of script: steps); A and B: two code trees (see the script)
bench-step-cost: setup
	nice -n 19 $(BIN)/python benchmarks/bench_step_cost.py '$(RUN)' '$(A)' '$(B)'

bench-frontier: setup
	$(BIN)/python benchmarks/bench_frontier.py

bench-harness-cost: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_harness_cost.py

bench-compare: setup
	$(BIN)/python benchmarks/bench_compare.py

bench-api-session: setup
	$(BIN)/python benchmarks/bench_api_session.py

bench-checkpoint: setup
	$(BIN)/python benchmarks/bench_checkpoint.py

bench-interrupt-sweep: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_interrupt_sweep.py

# SLURM against local, side by side, on a one-node cluster on this machine (root; docs/slurm.md).
# Not part of `bench`: it installs and starts slurmctld/slurmd.
.PHONY: bench-slurm slurm-up slurm-down
bench-slurm: setup
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python benchmarks/bench_slurm.py

slurm-up:
	bash scripts/slurm-up

slurm-down:
	bash scripts/slurm-down

clean:
	rm -rf .snakemake results/*/
