"""Option ``objective`` of ``troix/onehot``: a seeded random objective for the LP.

A Troix puzzle is a feasibility problem, so the textbook model has no objective. Its LP
relaxation is then satisfied by x = 1/3 everywhere and is degenerate everywhere: every basis
is optimal, and a simplex code (CLP's dual simplex on the empty 99x99 grid: 23,000
iterations in 60 s, still primal infeasible) wanders without a direction. Random costs in
[0, 1) on every x give the LP one optimal vertex, reached in about 20,000 dual iterations
(18 CPU s on 99x99), and that vertex is nearly integral (1,313 of 29,403 columns
fractional), which CBC's rounding heuristics finish (docs/formulations-troix.md).

The objective changes which solution is preferred, never which grids are feasible: any
solution of the puzzle is still a solution of the model, and the checker still decides.
Solvers should be told to stop at the first solution (CBC: ``maxSolutions 1``), since the
puzzle does not care about the cost. The seed makes the costs, and so the run, repeatable.
"""

from __future__ import annotations

import numpy as np

from puzzlebench.models.model import ModelBuilder

OBJECTIVES = ("none", "random")


def add_objective(b: ModelBuilder, x: np.ndarray, kind: str, seed: int) -> None:
    """``random``: cost U[0, 1) per x column (numpy's PCG64 seeded with ``seed``); ``none``: nothing."""
    if kind == "none":
        return
    cols = np.asarray(x).ravel()
    b.set_objective(cols.tolist(), np.random.default_rng(seed).random(cols.size).tolist())
