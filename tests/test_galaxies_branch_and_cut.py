"""Branch-and-cut (``galaxies/cuts`` with ``cut_loop=callback``): the separator's cuts added
inside one search through the solver's callbacks, the answer checked by the checker.

SCIP runs in every CI (PySCIPOpt is a dependency); Gurobi, CPLEX and Xpress where their
module and a licence are present, on puzzles within the free licences' sizes.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from puzzlebench.engine.run.runner import run
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.checker import check
from puzzlebench.instances.io import load
from puzzlebench.models import registry
from puzzlebench.models.backends import OutcomeStatus, lazy, solve_model

ROOT = Path(__file__).resolve().parents[1]
PUZZLE = ROOT / "instances" / "galaxies" / "galaxies-10x10-s1.json"
"""A 10x10 whose model without connectivity comes out in pieces: cuts are needed."""


def _spec(layer: str, solver: str, variant: str = "galaxies/cuts", **options: object) -> RunSpec:
    return RunSpec(instance=str(PUZZLE), instance_id="bc", variant=variant,
                   options={"pairs": True, "cut_loop": "callback", **options}, layer=layer, solver=solver,
                   time_limit=60.0)


def _form():
    return registry.get("galaxies/cuts").make(load(PUZZLE), pairs=True)


def test_the_base_model_alone_breaks_galaxies() -> None:
    """Without cuts SCIP's answer is disconnected (so the cuts below are needed)."""
    pytest.importorskip("pyscipopt")
    form = _form()
    out = solve_model(form.model, "native", "scip", time_limit=60)
    assert out.has_point
    assert {v.rule for v in check(form.instance, form.decode(out.point))} == {"connectivity"}


def test_scip_adds_lazy_cuts_and_the_answer_checks() -> None:
    pytest.importorskip("pyscipopt")
    form = _form()
    seen: list[tuple[bool, int]] = []

    def separator(values: np.ndarray, integral: bool):
        rows = form.separate(values) if integral else form.separate_fractional(values)
        seen.append((integral, rows.count))
        return rows

    out = solve_model(form.model, "native", "scip", time_limit=60, separator=separator)
    assert out.status == OutcomeStatus.OPTIMAL
    assert out.counters.extra["cut_loop"] == "callback"
    assert out.counters.extra["lazy_cuts"] > 0 and out.counters.extra["lazy_rounds"] > 0  # a candidate was cut off
    assert any(integral and n for integral, n in seen)
    assert out.counters.extra["lazy_callbacks"] == sum(integral for integral, _ in seen)
    grid = form.decode(out.point)
    assert check(form.instance, grid) == []  # the checker, not SCIP, says it is solved
    assert form.separate(out.point).count == 0


@pytest.mark.parametrize("variant", ("galaxies/cuts", "galaxies/hops"))
def test_the_runner_records_the_callback_loop(variant: str) -> None:
    pytest.importorskip("pyscipopt")
    rec = run(_spec("native", "scip", variant), load(PUZZLE))
    assert rec.status == "solved", rec.message
    assert rec.check is not None and rec.check.valid
    assert rec.stats["cut_loop"] == "callback"
    assert rec.stats["lazy_cuts"] > 0
    assert rec.stats["cuts"] == rec.stats["lazy_cuts"] + rec.stats["fractional_cuts"]
    assert rec.stats["cut_rounds"] >= rec.stats["lazy_rounds"] > 0


@pytest.mark.parametrize(("layer", "solver", "module"), [("ortools", "cpsat", "ortools"),
                                                         ("native", "highs", "highspy")])
def test_solvers_without_callbacks_keep_the_resolve_loop(layer: str, solver: str, module: str) -> None:
    pytest.importorskip(module)
    assert not lazy.supports(layer, solver)
    rec = run(_spec(layer, solver), load(PUZZLE))
    assert rec.status == "solved", rec.message
    assert rec.stats["cut_loop"] == "resolve" and "lazy_callbacks" not in rec.stats


def test_cut_loop_option_is_checked() -> None:
    with pytest.raises(ValueError, match="cut_loop"):
        registry.resolve_options("galaxies/cuts", {"cut_loop": "inside"})


def test_cut_rows_keeps_only_violated_rows() -> None:
    """The cuts of an all-zero point (every cell of every galaxy in pieces) are all handed
    over for that point, and none of them for the known solution."""
    form = _form()
    cuts = form.separate(np.zeros(form.model.num_vars))
    assert cuts.count > 0
    assert len(list(lazy.cut_rows(cuts))) == cuts.count
    assert len(list(lazy.cut_rows(cuts, form.encode(form.instance.solution)))) == 0


COMMERCIAL = [("gurobi", "gurobipy"), ("cplex", "cplex"), ("xpress", "xpress")]


@pytest.mark.parametrize(("solver", "module"), COMMERCIAL)
def test_commercial_branch_and_cut_within_the_licence(solver: str, module: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed")
    if not lazy.supports("native", solver):
        pytest.skip(f"no branch-and-cut adapter for {solver}")
    small = ROOT / "instances" / "galaxies" / "galaxies-12x12-s1.json"  # cuts needed, within every free licence
    rec = run(RunSpec(instance=str(small), instance_id="bc", variant="galaxies/cuts",
                      options={"pairs": True, "deduce": False, "cut_loop": "callback"}, layer="native",
                      solver=solver, time_limit=60.0), load(small))
    if rec.status == "licence_limit":
        pytest.skip(rec.message)
    assert rec.status == "solved", rec.message
    assert rec.stats["cut_loop"] == "callback"
    assert rec.stats["lazy_cuts"] > 0  # a lazy cut was added, and the checker accepts the answer
