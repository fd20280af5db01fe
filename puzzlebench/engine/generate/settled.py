"""A Galaxies uniqueness verdict with no solver call, where the exact deduction settles every cell.

Why it is a proof: reach pruning and the deduction (:func:`puzzlebench.models.galaxies.geometry.deduce`,
the formulations' ``deduce`` option) only remove (galaxy, cell) pairs that no valid solution
uses. When they leave every cell exactly one galaxy, every solution is that one grid: if the
independent checker accepts it, the puzzle has exactly one solution (``unique``); if the
checker rejects it, or a cell is left with no galaxy at all, it has none (``none``). A cell
left with two or more galaxies gives no verdict here (None): the caller asks a solver, as
the harness's certificate (:mod:`puzzlebench.engine.generate.uniqueness`) does.

Why a route of its own: it is not the certificate (no model, no solver, no no-good row),
so its verdicts carry their own route string (:data:`ROUTE`) wherever a route is reported;
the generators' manifests keep the certificate's route, and only a caller that asks for
this route (``count_solutions(..., settled=True)``, the benchmark against the baselines)
gets it. Its soundness rests on the deduction's, which the tests hold against the
certificate's verdicts.
"""

from __future__ import annotations

import time

import numpy as np

from puzzlebench.engine.generate.solution_count import UniquenessResult, UniquenessVerdict
from puzzlebench.instances.checker import check
from puzzlebench.instances.types import GalaxiesInstance, Instance

ROUTE = "galaxies deduction (reach + forced cells) settles every cell + independent checker, no solver"


def settled_verdict(instance: Instance) -> UniquenessResult | None:
    """``unique`` or ``none`` when the deduction settles every cell of a Galaxies puzzle (or
    empties one); None when it leaves a cell open, and for any other puzzle."""
    from puzzlebench.models.galaxies.geometry import candidates, cell_counts, deduce, geometry

    if not isinstance(instance, GalaxiesInstance):
        return None
    start = time.perf_counter()
    geo = geometry(instance)
    cand = deduce(geo, candidates(geo, "reach"), reached=True)
    counts = cell_counts(cand)
    empty = np.flatnonzero(counts == 0)
    if not empty.size and (counts > 1).any():
        return None
    res = UniquenessResult(UniquenessVerdict.NONE, route=ROUTE)
    if empty.size:
        i, j = geo.cell(int(empty[0]))
        res.message = f"the deduction leaves cell ({i}, {j}) no galaxy: no solution"
    else:
        grid = tuple(map(tuple, cand.argmax(axis=0).reshape(geo.rows, geo.cols).tolist()))
        bad = check(instance, grid)
        if bad:
            res.message = f"the one grid the deduction leaves breaks a rule ({bad[0]}): no solution"
        else:
            res.verdict = UniquenessVerdict.UNIQUE
            res.solutions.append(grid)
    res.wall = time.perf_counter() - start
    return res
