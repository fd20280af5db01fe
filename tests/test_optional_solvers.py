"""Optional solver entries: a baseline (or any pair) marked ``optional: true`` that this machine
cannot run is skipped with the probe's reason, not refused; the plan leaves it out; the
shipped experiments list the new baselines that way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment import plan as P
from puzzlebench.engine.experiment.checks import (
    SKIPPED_KEY,
    Skipped,
    read_skipped,
    skipped_solvers,
    solver_problems,
)

ROOT = Path(__file__).resolve().parents[1]
NEW = {("multipuzzle", "multipuzzle"), ("pysat", "pysat"), ("clingo", "clingo")}


@pytest.fixture
def no_pysat(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine without python-sat (the probe is replaced: it runs once per process)."""
    monkeypatch.setattr(baselines.get("pysat"), "probe", lambda: (False, "python-sat is not installed", ""))


def test_a_missing_optional_baseline_is_skipped_with_the_reason(no_pysat: None) -> None:
    entries = [{"layer": "pysat", "solver": "pysat", "optional": True},
               {"layer": "clingo", "solver": "clingo", "optional": True}]
    assert solver_problems(entries) == []
    skipped = skipped_solvers(entries)
    assert skipped == [Skipped("pysat", "pysat", "python-sat is not installed")]
    assert "pysat/pysat skipped" in skipped[0].line() and "not installed" in skipped[0].line()


def test_a_missing_baseline_not_marked_optional_is_still_refused(no_pysat: None) -> None:
    problems = solver_problems([{"layer": "pysat", "solver": "pysat"}])
    assert problems == ["solver pysat/pysat is not available here: python-sat is not installed"]
    assert skipped_solvers([{"layer": "pysat", "solver": "pysat"}]) == []


def test_an_unknown_optional_solver_is_a_problem_not_a_skip() -> None:
    entries = [{"layer": "nosuch", "solver": "nosuch", "optional": True}]
    assert solver_problems(entries) == ["unknown solver nosuch/nosuch (see `puzzlebench solvers`)"]
    assert skipped_solvers(entries) == []


def _manifest(path: Path) -> Path:
    path.write_text(json.dumps({"instances": [
        {"id": "g1", "path": "g1.json", "puzzle": "galaxies", "sha256": "a", "set": "s"},
        {"id": "t1", "path": "t1.json", "puzzle": "troix", "sha256": "b", "set": "s"}]}))
    return path


def test_the_plan_leaves_the_skipped_pairs_out(tmp_path: Path) -> None:
    config = {"variants": [{"variant": "galaxies/flow"}, {"variant": "troix/onehot"}], "repeats": 1, "shards": 2, "threads": 1, "seed": 0,
              "time_limit": 5, "solvers": [{"layer": "ortools", "solver": "cpsat"},
                                           {"layer": "pysat", "solver": "pysat", "optional": True},
                                           {"layer": "clingo", "solver": "clingo", "optional": True}]}
    manifest = _manifest(tmp_path / "m.json")
    full = P.make_plan(config, [manifest], tmp_path / "runs")
    assert {s.layer for specs in full.values() for s in specs} == {"ortools", "pysat", "clingo"}
    resolved = {SKIPPED_KEY: [{"layer": "pysat", "solver": "pysat", "why": "not installed"}]}
    shards = P.make_plan(config, [manifest], tmp_path / "runs", read_skipped(resolved))
    assert set(shards) == set(full)  # the skipped layer's shards stay, empty
    assert shards["pysat.0"] == shards["pysat.1"] == []
    assert {s.layer for specs in shards.values() for s in specs} == {"ortools", "clingo"}
    assert len(shards["clingo.0"]) + len(shards["clingo.1"]) == 2  # both puzzles, once each


def test_read_skipped_of_an_experiment_without_skips() -> None:
    assert read_skipped({}) == set() and read_skipped({SKIPPED_KEY: []}) == set()


@pytest.mark.parametrize("name", ["config", "janko", "scaling"])
def test_the_comparing_experiments_list_the_new_baselines_as_optional(name: str) -> None:
    cfg = yaml.safe_load((ROOT / "config" / f"{name}.yaml").read_text())
    listed = {(s["layer"], s["solver"]): s for s in cfg["solvers"]}
    assert set(listed) >= NEW
    assert all(listed[key].get("optional") is True for key in NEW)
    commercial = {key for key in listed if key[1] in ("gurobi", "cplex", "xpress")}
    assert all(listed[key].get("optional") is True for key in commercial)  # an extra: may be absent
    assert not any(s.get("optional") for key, s in listed.items() if key not in NEW | commercial)  # the rest must run
