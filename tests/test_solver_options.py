"""Solver options reach the solver, by the solver's own names, through every layer.

Each case sets a node or iteration limit (or CP-SAT's stop-after-presolve) on a model that
every solver needs its root search for (the 15x15 committed Galaxies, ``galaxies/flow`` with
only basic pruning): without the option every pair solves it (tests/test_backends_matrix.py
and test_instance_sets run the same models), with it the record holds the solver's own
"stopped by my limit" answer, well before the run's 60 s time limit. glpsol has no node
limit: its time limit option is set to 0 instead. All runs are one batch, one worker per
layer (puzzlebench.engine.run.workers.run_many). Unknown keys are refused where the layer can tell.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from puzzlebench.engine.run.records import RunRecord, RunStatus

ROOT = Path(__file__).resolve().parents[1]
INSTANCE = ROOT / "instances/galaxies/galaxies-15x15-s1.json"
LIMIT = 60.0

# (layer, solver, the solver's own option, what the record shows: one of its typed counters
# (the solver's status as the layer words it, its nodes) or its message, and the value)
CASES = [
    ("ortools", "cpsat", {"stop_after_presolve": True}, ("status", "UNKNOWN")),
    ("ortools", "scip", {"limits/nodes": 0}, ("nodes", 0)),
    ("pyomo", "highs", {"mip_max_nodes": 0}, ("status", "iterationLimit")),
    ("pyomo", "scip", {"limits/totalnodes": 0}, ("status", "iterationLimit")),
    ("pyomo", "cbc", {"maxIterations": 0}, ("status", "maxIterations")),
    ("pyomo", "glpk", {"tmlim": 0}, ("status", "maxTimeLimit")),
    ("pulp", "highs", {"mip_max_nodes": 0}, ("message", "kSolutionLimit")),  # PuLP has no name for it
    ("pulp", "scip", {"limits/totalnodes": 0}, ("status", "Not Solved")),
    ("pulp", "cbc", {"maxNodes": 0, "cuts": "off", "preprocess": "off", "heuristics": "off"},
     ("status", "Not Solved")),
    ("pulp", "glpk", {"tmlim": 0}, ("status", "Undefined")),
]
IDS = [f"{layer}-{solver}" for layer, solver, _, _ in CASES]


@cache
def _records(out_dir: str) -> list[RunRecord]:
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.spec import RunSpec
    from puzzlebench.engine.run.workers import run_many

    specs = [RunSpec.for_file(INSTANCE, "galaxies/flow", layer, solver, LIMIT, options={"prune": "basic"},
                              solver_options=opts) for layer, solver, opts, _ in CASES]
    return [records.read(p) for p in run_many(specs, out_dir, grace=30.0)]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[RunRecord]:
    return _records(str(tmp_path_factory.mktemp("solver-options")))


@pytest.mark.slow
@pytest.mark.parametrize("k", range(len(CASES)), ids=IDS)
def test_option_reaches_the_solver(runs: list[RunRecord], k: int) -> None:
    from puzzlebench.engine.run.spec import solver_label

    layer, solver, opts, (key, expected) = CASES[k]
    rec = runs[k]
    assert (rec.layer, rec.solver) == (layer, solver)
    assert rec.solver_options == opts  # part of the record ...
    assert solver_label(solver, opts) in rec.run_id  # ... and of its id
    assert rec.status != RunStatus.SOLVED, rec  # the limit stopped the solver before a solution ...
    assert rec.times.solve.wall < LIMIT / 4  # ... its own limit, not the run's
    if key == "message":
        assert expected in rec.message
    else:
        assert rec.counters.to_json()[key] == expected, rec.counters


def test_same_run_without_options_has_another_id() -> None:
    from puzzlebench.engine.run.spec import RunSpec

    plain = RunSpec.for_file(INSTANCE, "galaxies/flow", "pyomo", "highs", LIMIT)
    on = RunSpec.for_file(INSTANCE, "galaxies/flow", "pyomo", "highs", LIMIT, solver_options={"presolve": "on"})
    off = RunSpec.for_file(INSTANCE, "galaxies/flow", "pyomo", "highs", LIMIT, solver_options={"presolve": "off"})
    assert len({plain.id, on.id, off.id}) == 3
    assert "highs-presolve_off" in off.id and "__pyomo-highs__" in plain.id
    assert RunSpec.from_json(off.to_json()) == off


@pytest.mark.parametrize(("layer", "solver", "key"), [
    ("ortools", "cpsat", "num_searh_workers"), ("pyomo", "highs", "presolv"), ("pulp", "scip", "limits/node"),
])
def test_unknown_option_is_refused_with_the_solvers_list(layer: str, solver: str, key: str) -> None:
    from puzzlebench.models.backends import check_solver_options

    with pytest.raises(ValueError) as err:
        check_solver_options(layer, solver, {key: 1})
    text = str(err.value)
    assert repr(key) in text and "did you mean" in text and "options:" in text
    assert len(text.split("options:")[-1].split(",")) > 50  # the solver's whole list


def test_pairs_that_cannot_take_options_say_why() -> None:
    from puzzlebench.models.backends import check_solver_options

    with pytest.raises(ValueError, match="refuses solver-specific parameters"):
        check_solver_options("ortools", "highs", {"presolve": "off"})
    check_solver_options("pulp", "cbc", {"anything": 1})  # CBC reads what it is given: cannot tell


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", *args], capture_output=True, text=True,
                          timeout=300, cwd=str(ROOT), env=env)


@pytest.mark.slow
def test_cli_solve_and_unique_take_solver_options(tmp_path: Path) -> None:
    small = ROOT / "instances/galaxies/galaxies-7x7-s1.json"
    res = _cli("solve", str(small), "--variant", "galaxies/flow", "--layer", "ortools", "--solver", "cpsat",
               "--solver-option", "num_workers=1", "--solver-option", "search_branching=FIXED_SEARCH",
               "-o", str(tmp_path / "r.json"))
    assert res.returncode == 0, res.stderr
    rec = json.loads((tmp_path / "r.json").read_text())
    assert rec["solver_options"] == {"num_workers": 1, "search_branching": "FIXED_SEARCH"}
    assert "cpsat-num_workers_1-search_branching_FIXED_SEARCH" in res.stdout
    bad = _cli("solve", str(small), "--variant", "galaxies/flow", "--layer", "ortools", "--solver", "cpsat",
               "--solver-option", "bogus=1")
    assert bad.returncode == 2 and "has no option(s) 'bogus'" in bad.stderr and "num_workers" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
    uniq = _cli("unique", str(small), "--solver-option", "stop_after_presolve=true", "--json")
    assert json.loads(uniq.stdout)["verdict"] == "unknown"  # CP-SAT stopped after presolve: reached it


@pytest.mark.parametrize("layer", ["native", "pulp", "pyomo"])
def test_an_unknown_xpress_control_is_refused_before_the_run(layer: str) -> None:
    """Xpress's controls are known (either case), so an unknown one is one line before any
    run, as for the other solvers (it was an `error` record, exit 5, after the run began),
    with Xpress's list like theirs."""
    pytest.importorskip("xpress")
    from puzzlebench.models.options import solver_option_error

    why = solver_option_error(layer, "xpress", {"nosuchcontrol": 1})
    assert why is not None and "has no option(s) 'nosuchcontrol'" in why and "TIMELIMIT" in why
    assert solver_option_error(layer, "xpress", {"presolve": 0}) is None
    assert solver_option_error(layer, "xpress", {"PRESOLVE": 0}) is None
