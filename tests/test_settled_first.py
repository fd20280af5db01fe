"""The first solution of a settled Galaxies puzzle (no solver): the CP-SAT run's answer, its own route."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import galaxies_instances, solved_galaxies

from puzzlebench.engine.generate.settled import ROUTE, settled_solution, settled_verdict
from puzzlebench.engine.run.records import RunStatus
from puzzlebench.engine.run.runner import run
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.checker import check
from puzzlebench.instances.io import load
from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance

LARGE = Path(__file__).resolve().parents[1] / "instances" / "large" / "galaxies"


def cpsat_run(inst: Instance) -> tuple[RunStatus, list[list[int]] | None]:
    """The benchmark's best configuration through the runner: galaxies/cuts, pairs and deduce, CP-SAT."""
    spec = RunSpec(instance="<memory>", instance_id=inst.name, variant="galaxies/cuts",
                   options={"pairs": True, "deduce": True}, layer="ortools", solver="cpsat", time_limit=60)
    rec = run(spec, inst)
    return rec.status, rec.solution


def same_answer(inst: Instance) -> bool:
    """Where the deduction answers, the CP-SAT run answers the same (status, grid); True if it answered."""
    mine = settled_solution(inst)
    if mine is None:
        return False
    status, grid = cpsat_run(inst)
    assert mine.status == status, (inst, mine.message)
    if status == RunStatus.SOLVED:
        assert mine.solution is not None and [list(r) for r in mine.solution] == grid
        assert mine.check.valid and not check(inst, mine.solution)
    assert mine.route == ROUTE
    assert mine.times.translate.cpu == mine.times.solve.cpu == 0.0  # no model, no solver
    assert mine.times.cpu() > 0.0
    return True


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(galaxies_instances(max_side=5), solved_galaxies(max_side=7)))
def test_a_settled_solution_is_the_cpsat_runs(inst: GalaxiesInstance) -> None:
    """Random dots (mostly no solution, some unique) and random tilings (mostly settled, a
    few left open): wherever the deduction answers, the CP-SAT run gives the same status and
    the same grid (a settled puzzle has one solution, so any solver must find that one), and
    the uniqueness route agrees; a puzzle it leaves open gets no answer here."""
    answered = same_answer(inst)
    assert answered == (settled_verdict(inst) is not None)


@settings(max_examples=60, deadline=None)
@given(solved_galaxies(max_side=7))
def test_a_solvable_puzzle_is_solved_with_its_own_solution(inst: GalaxiesInstance) -> None:
    mine = settled_solution(inst)
    if mine is not None:
        assert mine.status == RunStatus.SOLVED, mine.message
        assert mine.solution == inst.solution


@pytest.mark.parametrize("name", ["galaxies-10x10-s1-settled.json", "galaxies-20x20-s2-settled.json"])
def test_generated_settled_puzzles(name: str) -> None:
    """The project's generator's settled puzzles: the deduction's grid is the CP-SAT run's."""
    inst = load(LARGE / name)
    assert same_answer(inst), name


def test_janko_puzzles(janko_path: Path) -> None:
    """Every janko puzzle the deduction settles gets its stored solution, checked, with no
    solver; a sample of them the CP-SAT run's grid too."""
    from puzzlebench.instances.io import load_all

    janko, _ = load_all(janko_path)
    settled = 0
    for k, inst in enumerate(janko):
        mine = settled_solution(inst)
        if mine is None:
            continue
        settled += 1
        assert mine.status == RunStatus.SOLVED and mine.solution == inst.solution, inst.name
        if k % 25 == 0:
            assert same_answer(inst), inst.name
    assert settled >= 0.9 * len(janko)


def test_no_solution_and_a_refuted_claim() -> None:
    """An emptied cell is a proof of no solution (the CP-SAT run agrees); a puzzle that says it
    has a valid solution is never called impossible silently: the claim is ``wrong``."""
    inst = GalaxiesInstance(3, 3, ((3, 3), (1, 4), (4, 1), (3, 5), (5, 3)))
    mine = settled_solution(inst)
    assert mine is not None and mine.status == RunStatus.INFEASIBLE and "no galaxy" in mine.message
    assert mine.solution is None and cpsat_run(inst)[0] == RunStatus.INFEASIBLE
    assert settled_solution(TroixInstance(3, 3, ("...", "...", "..."))) is None
