"""Deduction before the solver (option ``deduce``): exact, strong, and kept in the model."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import JANKO

from puzzlebench.instances.checker import check
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models import registry
from puzzlebench.models.galaxies.geometry import candidates, deduce, geometry


@pytest.fixture(scope="module")
def janko() -> list[GalaxiesInstance]:
    if not JANKO.exists():
        pytest.skip(f"{JANKO} not found")
    from puzzlebench.instances.io import load_all

    good, _ = load_all(JANKO)
    return good


def test_deduce_keeps_every_known_solution(janko) -> None:
    for inst in janko[::12]:  # 49 puzzles of every size
        geo = geometry(inst)
        reach = candidates(geo, "reach")
        ded = deduce(geo, candidates(geo, "basic"))
        sol = np.asarray(inst.solution).ravel()
        assert ded[sol, np.arange(sol.size)].all(), f"{inst.name}: deduction removed the solution"
        assert (ded <= reach).all()
        for g, cells in enumerate(geo.centres):
            assert ded[g, cells].all()
            members = np.flatnonzero(ded[g])
            assert ded[g, geo.mirror[g, members]].all(), "not mirror-closed"


def test_deduce_solves_the_big_janko_puzzles(janko) -> None:
    """On the 20x36 janko puzzles the propagation alone leaves one galaxy per cell."""
    big = [i for i in janko if i.rows * i.cols == 720][:4]
    for inst in big:
        geo = geometry(inst)
        ded = deduce(geo, candidates(geo, "basic"))
        assert (ded.sum(axis=0) == 1).all(), inst.name
        grid = np.argmax(ded, axis=0).reshape(inst.rows, inst.cols)
        assert check(inst, grid.tolist()) == []


def test_deduce_detects_an_impossible_puzzle() -> None:
    # corner (0,0) can only be in the centre galaxy, which cannot reach it connectedly
    inst = GalaxiesInstance(3, 3, [(3, 3), (1, 4), (4, 1), (3, 5), (5, 3)])
    geo = geometry(inst)
    assert (candidates(geo, "basic").sum(axis=0) >= 1).all()
    ded = deduce(geo, candidates(geo, "basic"))
    assert (ded.sum(axis=0) == 0).any()


@pytest.mark.parametrize("pairs", [False, True])
@pytest.mark.parametrize("kind", ["none", "flow", "paths", "cuts"])
def test_deduced_cells_are_fixed_by_bounds(kind: str, pairs: bool, janko) -> None:
    inst = next(i for i in janko if i.name == "06_10x10")
    f = registry.get(f"galaxies/{kind}").make(inst, prune="reach", pairs=pairs, deduce=True)
    m = f.model
    single = f.cand.sum(axis=0) == 1
    g = np.argmax(f.cand, axis=0)
    cols = f.xcol[g[single], np.flatnonzero(single)]
    assert (m.lb[cols] == 1).all()
    assert m.lb[m.is_integer].sum() == np.unique(cols).size
    x = f.encode(inst.solution)
    assert m.violations(x) == [] and f.decode(x) == inst.solution
    sol = np.asarray(inst.solution)
    bad = sol.copy()
    # exchange two non-centre cells of different galaxies
    owner = f.geo.owner.reshape(sol.shape)
    p = tuple(np.argwhere(owner < 0)[0])
    q = tuple(np.argwhere((sol != sol[p]) & (owner < 0))[0])
    bad[p], bad[q] = sol[q], sol[p]
    fams = m.violated_families(f.encode(bad.tolist()))
    assert ("cover" if pairs else "symmetry") in fams


def test_settled_galaxies_need_no_connectivity_rows(janko) -> None:
    inst = next(i for i in janko if i.rows * i.cols == 720)
    flow = registry.get("galaxies/flow").make(inst, prune="reach", pairs=True, deduce=True)
    paths = registry.get("galaxies/paths").make(inst, prune="reach", pairs=True, deduce=True)
    assert flow.model.size()["continuous"] == 0 and "flow_balance" not in flow.model.families
    assert paths.paths.count == 0
    for f in (flow, paths):
        x = f.encode(inst.solution)
        assert f.model.violations(x) == [] and f.decode(x) == inst.solution
    # without deduction the same galaxies do get their rows
    plain = registry.get("galaxies/flow").make(inst, prune="reach", pairs=True)
    assert plain.model.size()["continuous"] > 0


def test_unsettled_galaxies_keep_their_connectivity_rows(janko) -> None:
    """153_10x10 is one of the 11 janko puzzles (of 579) deduction does not settle entirely."""
    from test_galaxies_models import solve_highs

    from puzzlebench.models.galaxies.geometry import settled_galaxies

    inst = next(i for i in janko if i.name == "153_10x10")
    f = registry.get("galaxies/flow").make(inst, prune="reach", pairs=False, deduce=True)
    open_gals = np.flatnonzero(~settled_galaxies(f.cand))
    assert open_gals.size > 0
    balance_gals = {
        int(n.split("[g")[1].split(",")[0])
        for n in f.model.row_names()
        if n.startswith("flow_balance")
    }
    assert balance_gals == set(open_gals.tolist())
    x = f.encode(inst.solution)
    assert f.model.violations(x) == []
    assert check(inst, f.decode(solve_highs(f.model))) == []


def _same_model(a, b) -> None:
    assert (a.A != b.A).nnz == 0 and a.A.shape == b.A.shape
    for name in ("lb", "ub", "is_integer", "sense", "rhs", "row_family", "objective"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name
    assert a.families == b.families
    assert a.var_names() == b.var_names() and a.row_names() == b.row_names()


def test_a_settled_puzzle_needs_no_separation_and_no_labels(janko) -> None:
    """Deduction settles every galaxy of 06_10x10: ``galaxies/cuts`` then separates nothing
    (what the full separation finds on the one point the bounds allow), and
    ``galaxies/labels`` is the base model (``galaxies/none``'s), column for column and row
    for row; without deduction both do their work."""
    from puzzlebench.models.galaxies.cuts import separator_cuts

    inst = next(i for i in janko if i.name == "06_10x10")
    opts = {"prune": "reach", "pairs": True, "deduce": True}
    cuts = registry.get("galaxies/cuts").make(inst, **opts)
    assert cuts.settled
    point = cuts.model.lb.copy()  # every column is fixed: the bounds allow this point only
    assert np.array_equal(point, cuts.model.ub)
    assert separator_cuts(cuts.geo, cuts.cand, cuts.xcol, cuts.decode(point), "cell", 1).count == 0
    assert cuts.separate(point).count == 0 and check(inst, cuts.decode(point)) == []
    labels = registry.get("galaxies/labels").make(inst, **opts)
    _same_model(labels.model, registry.get("galaxies/none").make(inst, **opts).model)
    assert not registry.get("galaxies/cuts").make(inst, prune="reach", pairs=True).settled
    plain = registry.get("galaxies/labels").make(inst, prune="reach", pairs=True)
    assert "label_pred" in plain.model.families


def test_an_unsettled_puzzle_keeps_separation_and_labels(janko) -> None:
    """153_10x10, not settled by deduction: the cut loop separates and the labels stay, for
    the open galaxies only (their distances searched, the settled ones' left at -1)."""
    from puzzlebench.models.galaxies.geometry import settled_galaxies
    from puzzlebench.models.galaxies.network import candidate_distance, tree

    inst = next(i for i in janko if i.name == "153_10x10")
    opts = {"prune": "reach", "pairs": True, "deduce": True}
    assert not registry.get("galaxies/cuts").make(inst, **opts).settled
    labels = registry.get("galaxies/labels").make(inst, **opts)
    open_gals = np.flatnonzero(~settled_galaxies(labels.cand))
    assert set(np.unique(labels.labels.arc_g).tolist()) == set(open_gals.tolist())
    x = labels.encode(inst.solution)
    assert labels.model.violations(x) == [] and labels.decode(x) == inst.solution
    connect = labels.cand & ~settled_galaxies(labels.cand)[:, None]
    dist = candidate_distance(labels.geo, connect)
    for g in range(labels.geo.n_gal):
        want = tree(labels.geo, connect[g], labels.geo.centres[g].tolist())[0] if connect[g].any() else -1
        assert np.array_equal(dist[g], np.broadcast_to(want, dist[g].shape)), g
