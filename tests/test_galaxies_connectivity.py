"""The connectivity variants have exactly the path model's solutions, proven without a solver.

On small puzzles (some with several solutions, all with symmetric grids whose galaxies are
in pieces) every grid the base rows allow is listed (:func:`exhaustive.symmetric_grids`);
for each, whether its x extends to a point of a model is decided by exhaustive propagation
and branching (:func:`exhaustive.extends`). The set of grids that extend must be the
checker's valid grids, for the path model and for every new variant alike; each valid
grid's ``encode`` is a point of the model (a witness, no search) that decodes back.
"""

from __future__ import annotations

import numpy as np
import pytest
from exhaustive import extends, symmetric_grids, x_solutions

from puzzlebench.instances.checker import check
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models import registry

SMALL = {
    # 5 solutions, 11 symmetric grids with a galaxy in pieces
    "five": GalaxiesInstance(5, 5, ((5, 8), (5, 5), (5, 2)), name="five"),
    # 3 solutions, 78 broken grids
    "three": GalaxiesInstance(5, 5, ((5, 8), (9, 5), (7, 5), (5, 5), (3, 5), (1, 5), (5, 2)), name="three"),
    # 2 solutions, 8 broken grids, an edge dot and a vertex dot
    "two": GalaxiesInstance(5, 5, ((5, 9), (6, 7), (1, 7), (9, 5), (7, 5), (5, 5), (2, 5), (5, 3), (5, 1)),
                            name="two"),
    # unique, 11 broken grids
    "one": GalaxiesInstance(5, 5, ((8, 9), (9, 5), (7, 5), (5, 7), (5, 3), (3, 9), (3, 7), (3, 5), (3, 3),
                                   (7, 1), (3, 1), (1, 5)), name="one"),
}
NEW = ("mcf", "labels")
INTEGRAL = {"flow": True, "mcf": True}
"""Variants whose continuous columns may be searched over their integers: with x fixed to
0/1 their rows are network flows with integral capacities (single-commodity flow, each
commodity of the multi-commodity flow), whose polytopes have integral vertices."""


def _grids(form) -> list:
    return symmetric_grids(form.instance, form.cand, form.geo.mirror, form.geo.centres)


@pytest.fixture(scope="module", params=sorted(SMALL))
def small(request) -> tuple[GalaxiesInstance, list, set]:
    inst = SMALL[request.param]
    grids = _grids(registry.get("galaxies/none").make(inst, prune="basic"))
    valid = {g for g in grids if not check(inst, g)}
    assert valid and len(valid) < len(grids)  # the puzzle has solutions and broken grids
    return inst, grids, valid


@pytest.mark.parametrize("kind", ("paths", *NEW))
@pytest.mark.parametrize("prune", ("basic", "reach"))
@pytest.mark.parametrize("pairs", (False, True))
def test_solutions_equal_the_path_models(kind: str, prune: str, pairs: bool, small) -> None:
    inst, _, valid = small
    form = registry.get(f"galaxies/{kind}").make(inst, prune=prune, pairs=pairs)
    grids = _grids(form)
    assert x_solutions(form, grids, INTEGRAL.get(kind, False)) == valid
    for grid in valid:
        x = form.encode(grid)
        assert form.model.violations(x) == [], (kind, grid)
        assert form.decode(x) == grid


@pytest.mark.parametrize("kind", NEW)
def test_deduced_models_keep_every_solution(kind: str, small) -> None:
    inst, _, valid = small
    form = registry.get(f"galaxies/{kind}").make(inst, pairs=True, deduce=True)
    assert x_solutions(form, _grids(form), INTEGRAL.get(kind, False)) == valid


def test_the_search_refutes_what_flow_refutes(small) -> None:
    """The exhaustive search is no pushover: on the flow model it rejects every broken grid
    and accepts every valid one, and the base model without connectivity accepts them all."""
    inst, grids, valid = small
    flow = registry.get("galaxies/flow").make(inst, prune="reach")  # big-M small: few values to branch on
    grids = _grids(flow)
    assert x_solutions(flow, grids, integral=True) == valid
    none = registry.get("galaxies/none").make(inst, prune="basic")
    assert x_solutions(none, grids) == set(grids)


def test_extends_needs_the_whole_point() -> None:
    """A label model's witness with one predecessor removed is no point; the search still
    finds one for the grid (it is valid), and none once the grid's galaxy breaks."""
    inst = SMALL["five"]
    form = registry.get("galaxies/labels").make(inst, prune="basic")
    grid = sorted(g for g in _grids(form) if not check(inst, g))[0]
    x = form.encode(grid)
    p = form.labels.pcol[x[form.labels.pcol] > 0.5][0]
    broken = x.copy()
    broken[p] = 0.0
    assert form.model.violated_families(broken) == {"label_pred"}
    fixed = np.zeros(form.model.num_vars, dtype=bool)
    fixed[form.xcol[form.xcol >= 0]] = True
    assert extends(form.model, fixed, x)


@pytest.mark.parametrize("kind", (*NEW, "hops"))
def test_registered_with_a_summary(kind: str) -> None:
    v = registry.get(f"galaxies/{kind}")
    assert v.summary and "\n" not in v.summary and v.lazy == (kind == "hops")
    assert {"prune", "pairs", "deduce"} <= set(v.options)


@pytest.mark.parametrize("kind", ("cuts", "hops"))
@pytest.mark.parametrize("pairs", (False, True))
def test_lazy_cuts_reject_exactly_the_broken_grids(kind: str, pairs: bool, small) -> None:
    """A lazy variant is exact when its separation finds no cut for a valid grid, finds one
    violated by every broken grid, and no cut it ever makes cuts off a valid grid."""
    inst, _, valid = small
    form = registry.get(f"galaxies/{kind}").make(inst, prune="basic", pairs=pairs)
    points = {grid: form.encode(grid) for grid in valid}
    for grid in _grids(form):
        x = form.encode(grid)
        cuts = form.separate(x)
        assert (cuts.count == 0) == (grid in valid), grid
        if cuts.count:
            cut_model = form.model.with_rows(cuts)
            assert cut_model.violated_families(x) == {cuts.family}
            for y in points.values():
                assert cut_model.violations(y) == []
        frac = form.separate_fractional(0.5 * x + 0.5 * next(iter(points.values())))
        for y in points.values():
            assert form.model.with_rows(frac).violations(y) == []


def test_length_bounded_separators_are_no_larger() -> None:
    """Each hop cut's separator lies inside the plain separator cut's S (never a weaker cut).
    On these puzzles it is never smaller: the reach bound, half of |F_g|, is too loose to
    drop a neighbour (docs/formulations-galaxies.md)."""
    from puzzlebench.models.galaxies.cuts import reaching_neighbours
    from puzzlebench.models.galaxies.lazy import loose_pieces

    for inst in SMALL.values():
        hops = registry.get("galaxies/hops").make(inst, prune="basic")
        for grid in _grids(hops):
            for g, piece in loose_pieces(hops.geo, hops.cand, np.asarray(grid)):
                plain = set(reaching_neighbours(hops.geo, hops.cand, hops.xcol, g, piece).tolist())
                cells = np.flatnonzero(piece).tolist()
                for sep in hops._separator(g, piece, cells):
                    assert set(sep.tolist()) <= plain


@pytest.mark.parametrize("kind", NEW)
def test_exports_as_mps_and_lp(kind: str, tmp_path) -> None:
    """The non-lazy variants are plain models: MPS and LP files that HiGHS reads back with
    the same size (no solve)."""
    from puzzlebench.models.export import write_lp, write_mps

    highspy = pytest.importorskip("highspy")
    form = registry.get(f"galaxies/{kind}").make(SMALL["two"], pairs=True)
    for write, name in ((write_mps, "m.mps"), (write_lp, "m.lp")):
        path = tmp_path / name
        write(form.model, path)
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.readModel(str(path))
        assert (h.getNumCol(), h.getNumRow()) == (form.model.num_vars, form.model.num_rows)


@pytest.mark.parametrize("kind", (*NEW, "hops", "paths", "flow"))
def test_strength_step_measures_the_variant(kind: str) -> None:
    """The strength step takes every new variant as it is (the lazy one at its LP root); the
    LP bound is never above the known solution's value."""
    pytest.importorskip("highspy")
    from puzzlebench.engine.measure.lp_strength import measure

    inst = SMALL["one"]
    inst = GalaxiesInstance(inst.rows, inst.cols, inst.dots, sorted(g for g in _grids(
        registry.get("galaxies/none").make(inst, prune="basic")) if not check(inst, g))[0], name="one")
    rec = measure(inst, "one", "small", {"variant": f"galaxies/{kind}"}, kind, time_limit=30)
    assert rec.status == "ok", rec.message
    bound = (rec.root_seeded or rec.seeded).bound
    assert bound is not None and bound <= rec.integer_value + 1e-6
