"""Seeded row/column permutations of the neutral model (puzzlebench.models.permute): a
bijection, the same feasible set and objective (checked without a solver, by evaluating
points under both orders), grids mapped back, cut rows mapped consistently; then one
permuted run per puzzle with CP-SAT, its answer decided by the checker."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.engine.experiment import plan as P
from puzzlebench.engine.run.records import RunStatus
from puzzlebench.engine.run.runner import run
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.io import load
from puzzlebench.models import registry
from puzzlebench.models.model import EQ, GE, LE, Model, ModelBuilder
from puzzlebench.models.permute import (
    Permutation,
    PermutedLazyFormulation,
    permuted,
    reordered_blocks,
)

DATA = Path(__file__).resolve().parents[1] / "instances"
GAL = DATA / "galaxies" / "galaxies-10x10-s1.json"
TROIX = DATA / "troix" / "troix-12x12-s11-min.json"


@st.composite
def small_models(draw: st.DrawFn) -> Model:
    """A random small MILP in two variable blocks and two row families (no solver needed)."""
    b = ModelBuilder("m")
    na, nf = draw(st.integers(1, 6)), draw(st.integers(0, 4))
    a = b.add_vars("a[{}]", np.arange(na))
    f = b.add_vars("f[{},{}]", np.stack([np.arange(nf), np.arange(nf) * 2], axis=1).reshape(nf, 2),
                   lb=-2.0, ub=3.0, integer=False)
    cols_all = np.concatenate([a, f])
    for family in ("pick", "cap"):
        coll = b.collector(family, family + "[{}]")
        for r in range(draw(st.integers(0, 5))):
            k = draw(st.integers(1, cols_all.size))
            cols = draw(st.permutations(cols_all.tolist()))[:k]
            coefs = draw(st.lists(st.integers(-3, 3), min_size=k, max_size=k))
            coll.add((r,), cols, [float(c) for c in coefs], draw(st.sampled_from([LE, EQ, GE])),
                     float(draw(st.integers(-3, 3))))
        b.add_collected(coll)
    b.set_objective(cols_all.tolist(), [float(c) for c in draw(st.lists(st.integers(-5, 5), min_size=cols_all.size,
                                                                      max_size=cols_all.size))])
    return b.build()


@given(st.integers(0, 60), st.integers(0, 60), st.integers(0, 50))
def test_a_permutation_is_a_bijection_and_its_maps_invert_each_other(n: int, m: int, index: int) -> None:
    p = Permutation.seeded(index, n, m)
    assert sorted(p.columns.tolist()) == list(range(n)) and sorted(p.rows.tolist()) == list(range(m))
    assert (p.new_column[p.columns] == np.arange(n)).all()
    x = np.random.default_rng(index).normal(size=n)
    assert np.array_equal(p.to_original(p.to_permuted(x)), x)
    again = Permutation.seeded(index, n, m)
    assert np.array_equal(again.columns, p.columns) and np.array_equal(again.rows, p.rows)
    if index == 0:
        assert np.array_equal(p.columns, np.arange(n)) and np.array_equal(p.rows, np.arange(m))


def test_permutations_differ_by_index_and_are_reproducible() -> None:
    a, b = Permutation.seeded(1, 200, 300), Permutation.seeded(2, 200, 300)
    assert not np.array_equal(a.columns, b.columns) and not np.array_equal(a.rows, b.rows)
    assert np.array_equal(Permutation.seeded(1, 200, 300).columns, a.columns)  # seeded: same again
    with pytest.raises(ValueError):
        Permutation.seeded(-1, 3, 3)


@settings(max_examples=60, deadline=None)
@given(small_models(), st.integers(1, 20), st.data())
def test_the_permuted_model_has_the_same_feasible_set_and_objective(model: Model, index: int,
                                                                   data: st.DataObject) -> None:
    """Any point, evaluated under both orders: the same rows (by name) are violated, the same
    bounds and integrality, the same objective value. So the feasible set and the optimum
    are the same, with no solver involved."""
    p = Permutation.seeded(index, model.num_vars, model.num_rows)
    pm = p.model(model)
    assert pm.size() == model.size() and pm.families == model.families
    for _ in range(5):
        x = np.asarray(data.draw(st.lists(st.integers(-2, 3), min_size=model.num_vars, max_size=model.num_vars)),
                       dtype=float)
        y = p.to_permuted(x)
        assert sorted(pm.violations(y)) == sorted(model.violations(x))
        assert pm.violated_families(y) == model.violated_families(x)
        assert float(pm.objective @ y) == pytest.approx(float(model.objective @ x))
    assert pm.var_names() == [model.var_names()[k] for k in p.columns]
    assert pm.row_names() == [model.row_names()[r] for r in p.rows]
    assert [pm.family_of(r) for r in range(pm.num_rows)] == [model.family_of(int(r)) for r in p.rows]
    assert pm.meta["permutation"] == index


def test_name_blocks_cover_every_entry_in_the_new_order() -> None:
    b = ModelBuilder()
    b.add_vars("x[{},{}]", [[0, 0], [0, 1], [1, 0]])
    b.add_vars("y[{}]", [7, 8])
    m = b.build()
    blocks = reordered_blocks(m.var_blocks, np.array([4, 0, 1, 3, 2]))
    assert [blk.name(k) for blk in blocks for k in range(blk.start, blk.start + blk.count)] == \
        ["y[8]", "x[0,0]", "x[0,1]", "y[7]", "x[1,0]"]
    assert len(blocks) == 4  # the two neighbouring x entries share one block


@pytest.mark.parametrize(("path", "variant"), [(GAL, "galaxies/flow"), (GAL, "galaxies/paths"),
                                               (GAL, "galaxies/cuts"), (GAL, "galaxies/none"),
                                               (TROIX, "troix/onehot"), (TROIX, "troix/lines")])
def test_a_known_solution_is_feasible_permuted_and_decodes_back_to_the_grid(path: Path, variant: str) -> None:
    inst = load(path)
    form = registry.get(variant).make(inst)
    for index in (1, 2, 3):
        pf = permuted(form, index)
        x = pf.encode(inst.solution)
        assert not pf.model.violations(x)  # the solution is a feasible point of the permuted model
        assert np.array_equal(x, form.encode(inst.solution)[pf.permutation.columns])  # type: ignore[attr-defined]
        grid = pf.decode(x)
        assert [list(r) if not isinstance(r, str) else r for r in grid] == \
            [list(r) if not isinstance(r, str) else r for r in inst.solution]
    assert permuted(form, 0) is form


def test_cut_rows_are_the_same_rows_in_permuted_columns() -> None:
    """A point whose galaxy is cut off: the permuted formulation's cuts are the original
    ones with columns mapped (same activity at the same point), in their own seeded order."""
    inst = load(GAL)
    form = registry.get("galaxies/cuts").make(inst)
    pf = permuted(form, 2)
    assert isinstance(pf, PermutedLazyFormulation) and pf.root_rounds == 0
    x = form.encode(inst.solution)
    g = int(np.asarray(inst.solution)[0, 0])
    other = next(h for h in range(len(inst.dots)) if form.xcol[h, 0] >= 0 and h != g)  # type: ignore[attr-defined]
    x[form.xcol[g, 0]], x[form.xcol[other, 0]] = 0.0, 1.0  # type: ignore[attr-defined]
    original = registry.get("galaxies/cuts").make(inst).separate(x)  # type: ignore[attr-defined]
    rows = pf.separate(pf.permutation.to_permuted(x))
    assert rows is not None and rows.count == original.count > 0
    def activity(rs, v):  # noqa: E306
        return sorted(float(v[rs.cols[a:b]] @ rs.coefs[a:b]) - float(rs.rhs[k])
                      for k, (a, b) in enumerate(zip(rs.indptr[:-1], rs.indptr[1:], strict=True)))
    assert activity(rows, pf.permutation.to_permuted(x)) == activity(original, x)
    assert max(activity(rows, pf.permutation.to_permuted(x))) > 0  # the cut point is cut off
    extended = pf.model.with_rows(rows)
    assert not extended.violations(pf.encode(inst.solution))  # the cuts keep the solution


def test_the_plan_expands_runs_over_permutations(tmp_path: Path) -> None:
    config = {"variants": [{"variant": "galaxies/flow"}], "solvers": [{"layer": "ortools", "solver": "cpsat"},
                                                                      {"layer": "sgt", "solver": "sgt"}],
              "repeats": 2, "time_limit": 5, "threads": 1, "seed": 0, "shards": 1, "permute": 3}
    inst = [{"id": "g/a", "path": "g/a.json", "puzzle": "galaxies", "set": "g", "sha256": "1"}]
    specs = P.expand(config, inst, tmp_path)
    mip = [s for s in specs if s.variant]
    assert sorted((s.repeat, s.permutation) for s in mip) == [(r, k) for r in range(2) for k in range(4)]
    assert [s.permutation for s in specs if not s.variant] == [0, 0]  # a baseline has no model to permute
    assert len({s.id for s in specs}) == len(specs)
    unpermuted = P.expand({**config, "permute": 0}, inst, tmp_path)
    assert {s.id for s in unpermuted} <= {s.id for s in specs}  # order 0 keeps its run id
    assert {s.id.split("__")[-2] for s in unpermuted} == {"r0", "r1"}
    assert {s.id.split("__")[-2] for s in mip if s.permutation == 2} == {"r0p2", "r1p2"}


@pytest.mark.parametrize(("path", "variant"), [(GAL, "galaxies/cuts"), (GAL, "galaxies/flow"),
                                               (TROIX, "troix/onehot")])
def test_a_permuted_run_is_solved_and_checked_in_the_instance_s_order(path: Path, variant: str) -> None:
    inst = load(path)
    for index in (1, 2):
        spec = RunSpec.for_file(path, variant, "ortools", "cpsat", 20.0, permutation=index)
        rec = run(spec, inst)
        assert rec.status == RunStatus.SOLVED and rec.check.valid, rec.message
        assert rec.permutation == index and rec.run_id.split("__")[-2] == f"r0p{index}"
        assert "permute" in rec.stats and rec.stats["model_violations"] == 0
        assert rec.solution == [list(r) if not isinstance(r, str) else r for r in inst.solution]
