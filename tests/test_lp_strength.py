"""LP relaxation strength (models.relaxation, engine.measure.lp_strength, engine.measure.strength,
analysis.strength): small models whose LP answer is known by hand, then real variants."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest

from puzzlebench.analysis import strength as A
from puzzlebench.analysis import tables
from puzzlebench.engine.measure import lp_strength as L
from puzzlebench.engine.measure import strength as E
from puzzlebench.engine.measure.strength import (
    Relaxation,
    StrengthFile,
    StrengthRecord,
    StrengthStatus,
)
from puzzlebench.instances.io import load
from puzzlebench.models.model import EQ, GE, LE, Model, ModelBuilder, RowSet
from puzzlebench.models.relaxation import LpStatus, solve_lp

DATA = Path(__file__).resolve().parents[1] / "instances"
GAL = DATA / "galaxies" / "galaxies-10x10-s1.json"  # its plain LP is fractional, the cut loop's root is not
TROIX = DATA / "troix" / "troix-12x12-s11-min.json"


def knapsack() -> Model:
    """min -x - y s.t. 2x + 2y <= 3, x, y binary: the LP optimum is -1.5 at a vertex with one
    of them at 1/2 (the integer optimum is -1)."""
    b = ModelBuilder()
    xy = b.add_vars("v[{}]", [0, 1])
    b.add_rows("cap", "cap", [[0]], [0, 2], xy, [2.0, 2.0], LE, 3.0)
    return b.build()


def assignment() -> Model:
    """2 x 2 assignment (rows and columns each sum to 1): totally unimodular, every vertex
    of its LP is integral."""
    b = ModelBuilder()
    x = b.add_vars("x[{},{}]", [[0, 0], [0, 1], [1, 0], [1, 1]])
    rows = [[x[0], x[1]], [x[2], x[3]], [x[0], x[2]], [x[1], x[3]]]
    b.add_rows("one", "one[{}]", np.arange(4), np.arange(0, 9, 2), np.concatenate(rows), 1.0, EQ, 1.0)
    return b.build()


def test_the_lp_of_a_fractional_knapsack_is_known_by_hand() -> None:
    m = knapsack()
    sol = solve_lp(m, np.array([-1.0, -1.0]))
    assert sol.status == LpStatus.OPTIMAL and sol.objective == pytest.approx(-1.5)
    assert sol.values is not None and sorted(sol.values.tolist()) == pytest.approx([0.5, 1.0])
    table = np.array([[0, 1]])  # one "cell" per column
    rel, _ = L.relaxation(m, table, np.array([-1.0, -1.0]), 10.0)
    assert rel.optimal and rel.bound == pytest.approx(-1.5)
    assert rel.fractional_share == pytest.approx(0.5) and rel.integral is False
    assert rel.fractional_cells == pytest.approx(0.5) and rel.wall > 0


def test_a_totally_unimodular_lp_is_integral() -> None:
    m = assignment()
    cost = np.array([3.0, 1.0, 2.0, 5.0])  # best: x01 + x10 = 3
    table = np.arange(4).reshape(2, 2)
    rel, x = L.relaxation(m, table, cost, 10.0)
    assert rel.optimal and rel.bound == pytest.approx(3.0) and rel.integral is True
    assert rel.fractional_share == 0.0 and x is not None and x.tolist() == pytest.approx([0, 1, 1, 0])
    zero, _ = L.relaxation(m, table, None, 10.0)
    assert zero.optimal and zero.bound == 0.0 and zero.integral is True


def test_an_infeasible_lp_has_no_point() -> None:
    b = ModelBuilder()
    xy = b.add_vars("v[{}]", [0, 1])
    b.add_rows("too_many", "t", [[0]], [0, 2], xy, 1.0, GE, 3.0)
    rel, x = L.relaxation(b.build(), np.array([[0, 1]]), None, 10.0)
    assert not rel.optimal and rel.outcome.startswith(LpStatus.INFEASIBLE) and x is None
    assert rel.bound is None and rel.fractional_share is None and rel.integral is None


class _OneCut:
    """A lazy formulation of the knapsack whose separation adds x + y <= 1 once."""

    def __init__(self) -> None:
        self.model = knapsack()

    def separate_fractional(self, values: np.ndarray) -> RowSet:
        if values.sum() <= 1 + 1e-9:
            return RowSet("cut", "cut", np.zeros((0, 1), dtype=np.int64), np.zeros(1, dtype=np.int64),
                          np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0, dtype=np.int8), np.zeros(0))
        return RowSet("cut", "cut", np.array([[0]]), np.array([0, 2]), np.array([0, 1]), np.array([1.0, 1.0]),
                      np.array([LE], dtype=np.int8), np.array([1.0]))


def test_the_root_after_separation_rounds_is_the_tightened_lp() -> None:
    rel = L.root(_OneCut(), np.array([[0, 1]]), np.array([-1.0, -1.0]), 10.0, limit=5)
    assert rel.rounds == 1 and rel.cuts == 1
    assert rel.bound == pytest.approx(-1.0) and rel.integral is True  # the cut closes the gap
    capped = L.root(_OneCut(), np.array([[0, 1]]), np.array([-1.0, -1.0]), 10.0, limit=0)
    assert capped.rounds == 0 and capped.bound == pytest.approx(-1.5)


@pytest.mark.parametrize(("path", "variants"), [
    (GAL, ["galaxies/flow", "galaxies/paths", "galaxies/cuts", "galaxies/none"]),
    (TROIX, ["troix/onehot", "troix/lines"])])
def test_real_relaxations_bound_the_known_solution_with_the_same_costs(path: Path, variants: list[str]) -> None:
    inst = load(path)
    recs = [L.measure(inst, "s/x", "s", {"variant": v}, v.split("/")[1], 30.0) for v in variants]
    assert all(r.status == StrengthStatus.OK for r in recs), [r.message for r in recs]
    values = [r.integer_value for r in recs]  # same costs, same decisions, same solution (summed in
    assert min(values) > 0 and max(values) - min(values) <= 1e-9 * max(values)  # another order: rounding)
    for r in recs:
        assert r.seeded is not None and r.seeded.optimal and r.zero is not None and r.zero.optimal
        gap = r.gap(r.seeded)
        assert gap is not None and gap >= -1e-7  # a relaxation never beats the integer point
        if r.variant == "galaxies/cuts":
            assert r.root_seeded is not None and r.root_zero is not None
            root_gap = r.gap(r.root_seeded)
            assert root_gap is not None and -1e-7 <= root_gap <= gap + 1e-9  # cuts only tighten
        else:
            assert r.root_seeded is None


def test_the_cut_loop_root_closes_the_gap_on_a_puzzle_where_its_plain_lp_is_weak() -> None:
    """Hand-checked in the measurement on galaxies-10x10-s1: the base model without
    connectivity (none, cuts) has a seeded gap, the flow and paths models none; two rounds
    of LP separation bring the cut loop to the flow model's bound."""
    inst = load(GAL)
    cuts = L.measure(inst, "s/x", "s", {"variant": "galaxies/cuts"}, "cuts", 30.0)
    flow = L.measure(inst, "s/x", "s", {"variant": "galaxies/flow"}, "flow", 30.0)
    assert cuts.gap(cuts.seeded) and cuts.gap(cuts.seeded) > 1e-3  # type: ignore[operator]
    assert flow.gap(flow.seeded) == pytest.approx(0.0, abs=1e-7)
    assert cuts.root_seeded is not None and cuts.root_seeded.rounds >= 1
    assert cuts.gap(cuts.root_seeded) == pytest.approx(0.0, abs=1e-7)


def test_a_strength_file_round_trips_and_joins_into_runs(tmp_path: Path) -> None:
    rel = Relaxation(True, "optimal", bound=9.0, fractional_share=0.25, fractional_cells=0.1, integral=False,
                     wall=0.01, iterations=3)
    rec = StrengthRecord("s/a", "s", "flow", "galaxies/flow", {"prune": "reach"}, StrengthStatus.OK, "", 8,
                         zero=rel, seeded=rel, integer_value=10.0)
    f = StrengthFile("flow", "s", 0, "highspy 1.x", 60.0, [rec])
    path = tmp_path / "flow" / "s.json"
    path.parent.mkdir()
    path.write_text(json.dumps(f.to_json()))
    assert E.read(path) == f
    assert rec.gap(rel) == pytest.approx(0.1)
    runs = pd.DataFrame({"instance": ["s/a", "s/a", "s/b"], "label": ["flow", "flow", "flow"], "x": [1, 2, 3]})
    rows, warnings = A.columns([path, tmp_path / "missing.json"])
    assert len(warnings) == 1 and "missing.json" in warnings[0]
    joined = A.join(runs, rows)
    assert joined["lp_bound"].tolist()[:2] == [9.0, 9.0] and pd.isna(joined["lp_bound"].iloc[2])
    assert joined["lp_gap"].iloc[0] == pytest.approx(0.1) and pd.isna(joined["lp_root_gap"].iloc[0])
    assert set(A.STRENGTH_COLUMNS) <= set(joined.columns) and set(A.STRENGTH_COLUMNS) <= set(tables.COLUMNS)
    with pytest.raises(ValueError):
        StrengthFile.from_json({"label": "x"})


def _per(bounds: dict[str, list[float]]) -> pd.DataFrame:
    rows: list[dict[str, Any]] = []
    for label, values in bounds.items():
        for k, v in enumerate(values):
            rows.append({"puzzle": "troix", "instance": f"i{k}", "label": label, "variant": f"troix/{label}",
                         "status": "solved", "total_s": 1.0, "time_limit": 10.0, "lp_bound": v, "lp_gap": 0.0,
                         "lp_s": 0.01, "lp_zero_feasible": True, "lp_integral": True, "lp_zero_integral": True,
                         **{c: None for c in A.STRENGTH_COLUMNS if c.startswith("lp_root")}})
    return pd.DataFrame(rows)


def test_bound_comparisons_say_same_or_which_is_stronger() -> None:
    same = A.bound_comparisons(_per({"lines": [5.0, 6.0], "onehot": [5.0, 6.0]}))
    assert len(same) == 1 and same[0].same_bound and same[0].equal == 2
    differ = A.bound_comparisons(_per({"lines": [5.0, 6.5], "onehot": [5.0, 6.0]}))
    assert not differ[0].same_bound and (differ[0].a, differ[0].a_stronger, differ[0].b_stronger) == ("lines", 1, 0)
    summary = A.strength(_per({"lines": [5.0, 6.5]}))
    assert summary[0].instances == 2 and summary[0].seeded_integral == 2 and summary[0].median_solve_s == 1.0
