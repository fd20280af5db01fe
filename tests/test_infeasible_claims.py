"""A claim of infeasibility is never trusted: when the instance carries its own solution and
the independent checker accepts it, the run is ``wrong`` (the solver's claim kept in
``stats.claimed_status``); without a solution, or with one the checker rejects, nothing
refutes the claim and the run is ``infeasible``.

The rule is shown on a made-up solver answer (no solver runs), then on the real case: OR-Tools'
linked HiGHS 1.12 on the seed's Galaxies puzzle 4 (``galaxies/labels``), with the solution
another solver found and the checker accepted attached to the puzzle.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import REFERENCE, need_shared

from puzzlebench.engine.run import records, runner
from puzzlebench.engine.run.records import RunRecord, RunStatus
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.checker import check
from puzzlebench.instances.io import load
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.backends import OutcomeStatus, SolveOutcome
from puzzlebench.models.counters import SolverCounters

ROOT = Path(__file__).resolve().parents[1]
SMALL = ROOT / "instances" / "galaxies" / "galaxies-10x10-s1.json"


def _run(inst: GalaxiesInstance, solver: str, time_limit: float = 30.0) -> RunRecord:
    spec = RunSpec.for_file("", "galaxies/labels", "ortools", solver, time_limit, {}, instance_id=inst.name)
    rec = runner.run(spec, inst)
    records.validate(rec)
    return rec


@pytest.fixture
def claims_infeasible(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every solver call answers "infeasible", whatever the model."""
    def fake(*_: Any, **__: Any) -> SolveOutcome:
        return SolveOutcome(OutcomeStatus.INFEASIBLE, counters=SolverCounters("INFEASIBLE", nodes=7))

    monkeypatch.setattr(runner, "solve_model", fake)


def _small() -> GalaxiesInstance:
    inst = load(SMALL)
    assert isinstance(inst, GalaxiesInstance) and inst.solution is not None and not check(inst, inst.solution)
    return inst


def test_a_claim_the_puzzles_own_solution_refutes_is_wrong(claims_infeasible: None) -> None:
    rec = _run(_small(), "cpsat")
    assert rec.status == RunStatus.WRONG
    assert "claims no solution" in rec.message and "infeasible" in rec.message
    assert "satisfies every rule" in rec.message
    assert rec.stats["claimed_status"] == OutcomeStatus.INFEASIBLE
    # the solver's own status and counts stay too, typed, and apart from the harness's reading
    assert rec.counters.status == "INFEASIBLE" and rec.counters.nodes == 7 and "solver_status" not in rec.stats


def test_without_a_solution_the_claim_stands(claims_infeasible: None) -> None:
    inst = _small()
    rec = _run(GalaxiesInstance(inst.rows, inst.cols, inst.dots, None, inst.name), "cpsat")
    assert rec.status == RunStatus.INFEASIBLE
    assert "claimed_status" not in rec.stats


def test_a_solution_the_checker_rejects_refutes_nothing(claims_infeasible: None) -> None:
    inst = _small()
    assert inst.solution is not None
    grid = [list(row) for row in inst.solution]
    grid[0][0], grid[-1][-1] = grid[-1][-1], grid[0][0]  # a corner swapped into the far galaxy
    if grid == [list(row) for row in inst.solution]:
        grid[0][0] = (grid[0][0] + 1) % len(inst.dots)
    bad = inst.with_solution(grid)
    assert check(bad, bad.solution)  # the checker rejects the attached grid
    assert _run(bad, "cpsat").status == RunStatus.INFEASIBLE


def test_ortools_highs_on_reference_puzzle_4_with_its_solution_is_recorded_wrong() -> None:
    """The reference file carries no solution (its run stays ``infeasible``: the matrix's
    expected failure); with CP-SAT's checked answer attached, the same claim is ``wrong``.
    When an OR-Tools upgrade fixes its HiGHS, this run is ``solved`` and the test fails:
    then remove it and the matrix's entry."""
    inst = load(need_shared(REFERENCE / "galaxies" / "puzzle_4.json"))
    assert isinstance(inst, GalaxiesInstance) and inst.solution is None
    solved = _run(inst, "cpsat")
    assert solved.status == RunStatus.SOLVED, solved.message
    rec = _run(inst.with_solution(solved.solution), "highs")
    assert rec.status == RunStatus.WRONG, f"{rec.status}: {rec.message}"
    assert rec.stats["claimed_status"] == OutcomeStatus.INFEASIBLE
    assert "ortools/highs claims no solution" in rec.message
