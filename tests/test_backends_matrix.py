"""Acceptance: every available (layer, solver) x every variant but galaxies/none solves the
4 reference Galaxies and the 3 smaller reference Troix puzzles, each record checked valid.

The whole matrix runs as ONE batch (:func:`puzzlebench.engine.run.workers.run_many`): one long-lived worker
per layer, so the suite pays each layer's import once; each (layer, solver, variant,
instance) is its own test so a failure names exactly what broke. sgt runs the Galaxies too.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from conftest import REFERENCE

from puzzlebench.engine.run.records import CheckResult, RunRecord, RunStatus

pytestmark = pytest.mark.slow  # the solver matrix

PAIRS = [
    ("ortools", "cpsat"), ("ortools", "scip"), ("ortools", "highs"), ("ortools", "cbc"),
    ("pulp", "cbc"), ("pulp", "highs"), ("pulp", "scip"), ("pulp", "glpk"),
    ("pyomo", "highs"), ("pyomo", "cbc"), ("pyomo", "glpk"), ("pyomo", "scip"),
]
TROIX = [f"troix/puzzle_{k}.json" for k in (1, 2, 3)]
GALAXIES = [f"galaxies/puzzle_{k}.json" for k in (1, 2, 3, 4)]
TIME_LIMIT = 60.0


def _variants() -> list[str]:
    from puzzlebench.models.registry import variants

    return [v.name for v in variants() if v.name != "galaxies/none"]


def _cases() -> list[tuple[str, str, str, str]]:
    out = []
    for variant in _variants():
        files = TROIX if variant.startswith("troix/") else GALAXIES
        out += [(layer, solver, variant, f) for layer, solver in PAIRS for f in files]
    out += [("sgt", "sgt", "", f) for f in GALAXIES]  # a baseline: no variant
    return out


CASES = _cases()
SOLVER_BUGS: dict[tuple[str, str, str, str], str] = {
    ("ortools", "highs", "galaxies/labels", "galaxies/puzzle_4.json"):
        "OR-Tools 9.15's linked HiGHS 1.12 reports this feasible model infeasible (HiGHS 1.16 through "
        "highspy, CP-SAT, SCIP and CBC solve it and the checker accepts their answers). The reference file "
        "carries no solution, so nothing here refutes the claim: `infeasible`; with a checked solution "
        "attached the run is `wrong` (tests/test_infeasible_claims.py): docs/solvers-and-runs.md",
}
"""Cases where a solver's own answer is wrong, reproduced here: each must go on failing
(``strict``), so that an upgrade that fixes it is noticed and the entry removed."""


def _param(case: tuple[str, str, str, str]) -> Any:
    layer, solver, variant, instance = case
    mark = [pytest.mark.xfail(reason=SOLVER_BUGS[case], strict=True)] if case in SOLVER_BUGS else []
    return pytest.param(*case, marks=mark,
                        id=f"{layer}-{solver}-{variant.replace('/', '.') or 'baseline'}-"
                           f"{Path(instance).parent.name}{Path(instance).stem[-1]}")


@cache
def _matrix(out_dir: str) -> dict[tuple[str, str, str, str], RunRecord]:
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.spec import RunSpec
    from puzzlebench.engine.run.workers import run_many

    specs = [RunSpec.for_file(REFERENCE / f, v, layer, s, TIME_LIMIT) for layer, s, v, f in CASES]
    paths = run_many(specs, out_dir, grace=30.0)
    return {case: records.read(p) for case, p in zip(CASES, paths, strict=True)}


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> dict:
    if not REFERENCE.exists():
        pytest.skip(f"{REFERENCE} not found")
    return _matrix(str(tmp_path_factory.mktemp("matrix")))


@pytest.mark.parametrize(("layer", "solver", "variant", "instance"), [_param(c) for c in CASES])
def test_reference_matrix_solves_and_checks(matrix: dict, layer: str, solver: str, variant: str, instance: str) -> None:
    rec = matrix[(layer, solver, variant, instance)]
    assert rec.status == RunStatus.SOLVED, f"{rec.status}: {rec.message}"
    assert rec.check == CheckResult(True, [])
    assert rec.layer == layer and rec.solver == solver and rec.variant == variant
    if variant == "galaxies/cuts":
        assert rec.stats["cut_rounds"] >= 0 and rec.stats["cuts"] >= rec.stats["cut_rounds"]
