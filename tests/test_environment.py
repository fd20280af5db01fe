"""The environment's declarations agree: pyproject.toml's ranges, the lock that pins them
(requirements/lock.txt, with its build-backend part requirements/build.txt), the Makefile
that installs from it, environment.yml that mirrors the ranges for conda, the lock hash
that every record carries, and the type checker that `make test` runs."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from pipeline_helpers import ROOT

from puzzlebench.engine.run import environment

LOCK = ROOT / "requirements" / "lock.txt"
LOCK_BUILD = ROOT / "requirements" / "build.txt"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
PROJECT = PYPROJECT["project"]


@dataclass(frozen=True)
class Pin:
    """One entry of a lock file: the exact version and the sha256 of each file allowed."""

    version: str
    hashes: frozenset[str]


def _ranges(requirements: list[str]) -> dict[str, SpecifierSet]:
    reqs = [Requirement(r) for r in requirements]
    return {canonicalize_name(r.name): r.specifier for r in reqs}


def read_lock(path: Path) -> dict[str, Pin]:
    """name -> Pin; fails on an entry that is not ``name==version`` followed by hashes only."""
    pins: dict[str, Pin] = {}
    for line in re.sub(r"\\\n", " ", path.read_text()).splitlines():
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        req = Requirement(words[0])
        assert [s.operator for s in req.specifier] == ["=="], f"{path.name}: not pinned: {line.strip()}"
        hashes = [w.removeprefix("--hash=") for w in words[1:] if w.startswith("--hash=")]
        assert len(hashes) == len(words) - 1, f"{path.name}: options other than --hash: {line.strip()}"
        assert hashes, f"{path.name}: no hash: {words[0]}"
        assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", h) for h in hashes), words[0]
        pins[canonicalize_name(req.name)] = Pin(next(iter(req.specifier)).version, frozenset(hashes))
    return pins


def _makefile_variable(name: str) -> str:
    m = re.search(rf"^{name}\s*:=\s*(\S+)\s*$", (ROOT / "Makefile").read_text(), flags=re.M)
    assert m, name
    return m.group(1)


# --- the lock ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", [LOCK, LOCK_BUILD], ids=lambda p: p.name)
def test_every_lock_entry_is_pinned_with_hashes(path: Path) -> None:
    pins = read_lock(path)  # asserts == and --hash on every entry
    assert pins and all(p.hashes for p in pins.values())


def test_the_lock_pins_every_requirement_within_pyprojects_range() -> None:
    """Every runtime dependency, every dev-extra and baselines-extra package and the build
    backend is pinned, to a version its range in pyproject.toml allows."""
    pins = read_lock(LOCK)
    wanted = {**_ranges(PROJECT["dependencies"]), **_ranges(PROJECT["optional-dependencies"]["dev"]),
              **_ranges(PROJECT["optional-dependencies"]["baselines"]),
              **_ranges(PYPROJECT["build-system"]["requires"])}
    assert {"mypy", "setuptools", "wheel", "pip"} <= set(pins)
    missing = sorted(set(wanted) - set(pins))
    assert not missing, f"not in {LOCK.name} (make lock): {missing}"
    outside = {n: (pins[n].version, str(r)) for n, r in wanted.items()
               if not r.contains(pins[n].version, prereleases=True)}
    assert not outside, f"pinned outside pyproject.toml's range (make lock): {outside}"


def test_the_build_part_has_the_locks_own_pins_and_hashes() -> None:
    """make setup installs requirements/build.txt first: the same pip, setuptools and wheel
    as the lock, so the lock's source packages and the project build with them."""
    lock, build = read_lock(LOCK), read_lock(LOCK_BUILD)
    lines = (ROOT / "requirements" / "lock.in").read_text().splitlines()
    listed = _ranges([ln for ln in lines if ln.strip() and not ln.startswith("#")])
    assert {*listed, *_ranges(PYPROJECT["build-system"]["requires"])} <= set(build)
    assert build == {n: lock[n] for n in build}


def test_the_lock_says_how_it_was_made_for_the_python_pyproject_allows() -> None:
    header = LOCK.read_text().split("\n", 3)[:3]
    python = _makefile_variable("LOCK_PYTHON")
    assert any("make lock" in h and "uv" in h and f"--python-version {python}" in h for h in header), header
    assert SpecifierSet(PROJECT["requires-python"]).contains(python)


SETUP_INPUTS = ("Makefile", "pyproject.toml", "requirements/lock.in", "requirements/lock.txt",
                "requirements/build.txt", "scripts/install_system_deps.sh")


@pytest.fixture
def set_up(tmp_path: Path) -> Path:
    """The Makefile and what setup reads, in a scratch folder whose .venv is up to date."""
    for name in SETUP_INPUTS:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / ".venv").mkdir()
    later = time.time() + 60
    for stamp in (".installed-stamp", ".system-deps-stamp"):
        (tmp_path / ".venv" / stamp).touch()
        os.utime(tmp_path / ".venv" / stamp, (later, later))
    return tmp_path


def _make_dry_run(cwd: Path, *args: str) -> list[str]:
    proc = subprocess.run(["make", "-n", *args], cwd=cwd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return [ln for ln in re.sub(r"\\\n", " ", proc.stdout).splitlines() if "pip install" in ln]


@pytest.mark.parametrize("changed", ["requirements/lock.txt", "requirements/build.txt", "pyproject.toml"])
def test_setup_installs_from_the_lock_when_it_changes(set_up: Path, changed: str) -> None:
    """`make setup` (so `make test`, `make run` and CI) reinstalls when the lock or pyproject
    changes, hash-checked from the lock, then the project alone with no build isolation."""
    assert _make_dry_run(set_up, "setup") == []  # up to date
    installs = _make_dry_run(set_up, "-W", changed, "setup")
    assert len(installs) == 3, installs
    build, lock, project = installs
    assert "--require-hashes -r requirements/build.txt" in build
    assert "--require-hashes --no-build-isolation -r requirements/lock.txt" in lock
    assert re.search(r"--no-deps --no-build-isolation -e \.$", project), project


def test_setup_latest_is_the_unlocked_route() -> None:
    installs = _make_dry_run(ROOT, "setup-latest")
    assert not any("--require-hashes" in ln or "lock.txt" in ln for ln in installs), installs
    assert any("-e '.[dev,baselines,commercial]'" in ln for ln in installs), installs


# --- the lock in every record -------------------------------------------------------------


def test_code_names_the_committed_lock() -> None:
    lock = environment.code()["lock"]
    assert lock == hashlib.sha256(LOCK.read_bytes()).hexdigest()[:16] and len(lock) == 16


def test_lock_hash_is_empty_without_a_lock_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(environment, "LOCK_FILE", tmp_path / "lock.txt")
    assert environment.lock_hash() == ""
    (tmp_path / "lock.txt").write_text("numpy==1 --hash=sha256:" + "0" * 64 + "\n")
    assert environment.lock_hash() == hashlib.sha256((tmp_path / "lock.txt").read_bytes()).hexdigest()[:16]


# --- environment.yml (conda: the ranges, unlocked) -----------------------------------------


def test_environment_matches_pyproject() -> None:
    extras = PROJECT["optional-dependencies"]
    want = _ranges([*PROJECT["dependencies"], *extras["dev"], *extras["baselines"]])
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    pip = next(d["pip"] for d in env["dependencies"] if isinstance(d, dict) and "pip" in d)
    have = _ranges([r for r in pip if not r.startswith("-")])
    assert have == want, {"only in pyproject": sorted(set(want) - set(have)),
                          "only in environment.yml": sorted(set(have) - set(want)),
                          "different pins": sorted(k for k in set(want) & set(have) if want[k] != have[k])}


def test_environment_python_and_solvers() -> None:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in env["dependencies"] if isinstance(d, str)]
    requires = PROJECT["requires-python"]
    assert any(d.replace(" ", "") == "python" + requires for d in conda), (conda, requires)
    for binary in ("glpk", "coin-or-cbc"):  # the Debian glpk-utils / coinor-cbc of the pip route
        assert binary in conda


# --- which dependency belongs where ---------------------------------------------------------


def test_runtime_dependencies_are_what_runtime_code_imports() -> None:
    """A runtime dependency that no runtime module imports belongs to the dev extra (or
    nowhere); test-only packages (networkx, hypothesis, packaging) are never imported by
    runtime code."""
    import ast

    runtime = set(_ranges(PROJECT["dependencies"]))
    dev = set(_ranges(PROJECT["optional-dependencies"]["dev"]))
    imported: set[str] = set()
    for pkg in ("puzzlebench", "scripts", "workflow", "benchmarks"):
        for path in (ROOT / pkg).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Import):
                    imported |= {a.name.split(".")[0] for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    imported.add(node.module.split(".")[0])
    # import name -> distribution name where they differ
    dist = {"yaml": "pyyaml", "snakemake_executor_plugin_slurm": "snakemake-executor-plugin-slurm",
            "pysat": "python-sat"}
    used = {canonicalize_name(dist.get(m, m)) for m in imported}
    # snakemake runs the Snakefile, its SLURM plugin is named by profiles/slurm, pyarrow is
    # pandas' parquet engine
    loaded_by_name = {"snakemake", "snakemake-executor-plugin-slurm", "pyarrow"}
    assert runtime - used - loaded_by_name == set()
    tools = {"pytest-timeout", "ruff", "import-linter", "mypy"}
    assert (dev - tools) & used == set(), "test-only packages in runtime code"


# --- the type checker (pyproject.toml [tool.mypy], docs/typing.md) -------------------------

PUBLIC_MODULES = (
    "puzzlebench", "puzzlebench.api",
    "puzzlebench.engine.run.fingerprint", "puzzlebench.engine.run.records", "puzzlebench.engine.run.spec",
    "puzzlebench.instances.checker", "puzzlebench.instances.errors", "puzzlebench.instances.io",
    "puzzlebench.instances.types",
    "puzzlebench.models.model", "puzzlebench.models.options", "puzzlebench.models.registry",
    "puzzlebench.models.variant",
)
"""The library's public modules: what a user's code and the other layers call."""

STRICT_FLAGS = ("disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls",
                "disallow_untyped_defs", "disallow_incomplete_defs", "disallow_untyped_decorators",
                "warn_return_any", "no_implicit_reexport", "extra_checks")
"""mypy --strict's per-module flags (its global ones are in [tool.mypy] itself)."""

MYPY = PYPROJECT["tool"]["mypy"]


def _strict_override() -> dict:
    strict = [o for o in MYPY["overrides"] if o.get("disallow_untyped_defs")]
    assert len(strict) == 1, strict
    return strict[0]


def _recipe(cwd: Path, *args: str) -> list[str]:
    # --no-print-directory: under `make test` this make is a sub-make, which would say so
    proc = subprocess.run(["make", "-n", "--no-print-directory", *args], cwd=cwd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def test_make_test_runs_the_type_checker_before_the_suite(set_up: Path) -> None:
    """CI runs `make test`: the layer contracts, then mypy, then pytest; `make lint` and
    `make typecheck` run the same mypy."""
    steps = _recipe(set_up, "test")
    assert [s.split()[0] for s in steps] == [".venv/bin/lint-imports", ".venv/bin/mypy", ".venv/bin/python"], steps
    assert steps[2].endswith("-m pytest -q --durations=20 -n 2 --dist loadfile --no-loadscope-reorder")
    assert _recipe(set_up, "typecheck") == [".venv/bin/mypy"]
    assert ".venv/bin/mypy" in _recipe(set_up, "lint")


def test_make_test_fast_runs_the_unit_tests_on_the_same_workers(set_up: Path) -> None:
    """`make test-fast`: pytest alone, without the slow marker's tests, in as many workers as
    `make test`; TEST_WORKERS=1 runs either serially, in one process."""
    xdist = "--dist loadfile --no-loadscope-reorder"
    pytest = ".venv/bin/python -m pytest -q --durations=20"  # the slowest tests printed: the suite has a budget
    assert _recipe(set_up, "test-fast") == [f'{pytest} -n 2 {xdist} -m "not slow"']
    assert _recipe(set_up, "test", "TEST_WORKERS=1")[-1].rstrip() == pytest
    assert _recipe(set_up, "test-fast", "TEST_WORKERS=3") == [f'{pytest} -n 3 {xdist} -m "not slow"']


def test_mypy_checks_the_package_strict_on_every_public_module() -> None:
    override = _strict_override()
    missing = sorted(set(PUBLIC_MODULES) - set(override["module"]))
    assert not missing, f"public modules not strict in pyproject.toml [[tool.mypy.overrides]]: {missing}"
    assert {f: override.get(f) for f in STRICT_FLAGS} == dict.fromkeys(STRICT_FLAGS, True)
    assert MYPY["packages"] == ["puzzlebench", "scripts"] and MYPY["check_untyped_defs"] is True
    # an untyped library is named in an override, never ignored everywhere
    assert "ignore_missing_imports" not in MYPY and "follow_imports" not in MYPY


def test_the_strict_override_reaches_the_modules_it_names(tmp_path: Path) -> None:
    """With this configuration, an unannotated function is an error in every public module
    (the names match the package as mypy sees it) and allowed in the others."""
    def source(module: str) -> str:
        return "puzzlebench/__init__.py" if module == "puzzlebench" else module.replace(".", "/") + ".py"

    others = ("puzzlebench.models.export", "puzzlebench.analysis.tables")
    for module in (*PUBLIC_MODULES, *others):
        (tmp_path / source(module)).parent.mkdir(parents=True, exist_ok=True)
    for folder in [tmp_path / "puzzlebench", *(tmp_path / "puzzlebench").rglob("*")]:
        (folder / "__init__.py").touch()
    (tmp_path / "scripts").mkdir()  # the maintenance scripts, checked too
    (tmp_path / "scripts" / "__init__.py").touch()
    for module in (*PUBLIC_MODULES, *others):
        (tmp_path / source(module)).write_text("def double(x):\n    return 2 * x\n")
    mypy = Path(sys.executable).with_name("mypy")
    proc = subprocess.run([str(mypy), "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.devnull],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    flagged = {line.split(":")[0] for line in proc.stdout.splitlines() if "[no-untyped-def]" in line}
    assert proc.returncode == 1 and flagged == {source(m) for m in PUBLIC_MODULES}, proc.stdout + proc.stderr
