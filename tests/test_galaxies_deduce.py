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
