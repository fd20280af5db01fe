"""The solve step as a call with whole objects (puzzlebench.engine.run.runner.solve_loop):
a formulation and a SolverCall in, a LoopResult out (the outcome, the model last solved,
its times and statistics), no out-parameters; the cut loop's optional capabilities are
protocols, not attribute probes."""

from __future__ import annotations

from pathlib import Path

import pytest

import puzzlebench as pb
from puzzlebench.engine.run.runner import (
    KeepsCandidates,
    LoopResult,
    SeparatesAtRoot,
    SolverCall,
    deduced_share,
    solve_loop,
)
from puzzlebench.instances.checker import check
from puzzlebench.models.backends import OutcomeStatus

ROOT = Path(__file__).resolve().parents[1]
GALAXIES = ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json"


def test_the_cut_loop_returns_one_result() -> None:
    inst = pb.load_instance(GALAXIES)
    form = pb.build_model(inst, "galaxies/cuts")
    res = solve_loop(form, SolverCall("native", "highs", 30.0), lazy=True)
    assert isinstance(res, LoopResult) and res.outcome.has_point
    assert check(inst, form.decode(res.outcome.point)) == []  # the checker decides, not the solver
    assert res.stats["cut_rounds"] >= 1 and res.stats["final_constraints"] == res.model.num_rows
    assert res.model.num_rows == form.model.num_rows + res.stats["cuts"]
    assert res.times.solve.wall > 0 and res.times.formulate.wall == 0  # formulate is the caller's


def test_root_rounds_run_through_the_protocol() -> None:
    inst = pb.load_instance(GALAXIES)
    form = pb.build_model(inst, "galaxies/cuts", root_rounds=2)
    assert isinstance(form, SeparatesAtRoot)
    res = solve_loop(form, SolverCall("native", "highs", 30.0), lazy=True)
    assert res.outcome.status == OutcomeStatus.OPTIMAL or res.outcome.has_point
    assert 1 <= res.stats["root_rounds"] <= 2 and res.stats["root_cuts"] > 0
    assert res.model.num_rows == form.model.num_rows + res.stats["root_cuts"] + res.stats["cuts"]


def test_a_spent_budget_is_a_timeout_result() -> None:
    form = pb.build_model(pb.load_instance(GALAXIES), "galaxies/cuts")
    res = solve_loop(form, SolverCall("native", "highs", 1e-9), lazy=True)
    assert res.outcome.status == OutcomeStatus.TIMEOUT and not res.outcome.has_point


@pytest.mark.parametrize(("variant", "candidates"), [("galaxies/flow", True), ("troix/onehot", False)])
def test_deduced_share_reads_the_candidates_or_the_model(variant: str, candidates: bool) -> None:
    path = GALAXIES if variant.startswith("galaxies") else ROOT / "instances" / "troix" / "troix-6x6-s1.json"
    form = pb.build_model(pb.load_instance(path), variant, deduce=True)
    assert isinstance(form, KeepsCandidates) == candidates
    share = deduced_share(form, {"deduce": True})
    assert share is not None and 0 <= share <= 1
    assert deduced_share(form, {"deduce": False}) is None
