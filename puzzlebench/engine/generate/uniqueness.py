"""Uniqueness certificates: count a puzzle's solutions up to a limit with a MIP/CP solver.

The method is the generic one: solve the textbook model; check the point with the
independent checker (a solver's word is never trusted); add a no-good row that excludes
exactly that solution (on the assignment binaries: the sum of the binaries that are 1 in
it is at most their count - 1); solve again; "infeasible" means no further solution. So
``unique`` is claimed only after one checked solution *and* a proof of infeasibility from
the solver for the model that excludes it.

Routes (formulation + layer/solver). For Troix the route shares no code with the
generator's own search (:mod:`puzzlebench.instances.troix_search`); for Galaxies the generator's
ambiguity check *is* this route (:mod:`puzzlebench.engine.generate.galaxies`; the partition growth in
:mod:`puzzlebench.instances.galaxies_growth` does no search for other solutions):
- Troix: ``troix/onehot`` through ``puzzlebench.models.backends.solve_model(..., "ortools", "cpsat")``,
  CP-SAT without its LP relaxation (:data:`SOLVER_OPTIONS`);
- Galaxies: ``galaxies/labels`` (distance labels, one predecessor nearer the dot) with
  ``prune="reach", pairs=True, deduce=True``, same solver. Why labels and not the cut loop
  it replaced: on the open 60x60 the cut loop re-solves after every round of separator
  cuts and took minutes (docs/generators.md, "The certificate's model for Galaxies"); labels are one
  compact model that CP-SAT settles mostly by propagation. It stays exact: ``reach`` and
  ``deduce`` only drop (galaxy, cell) pairs no valid solution uses, and the label bounds
  exclude no connected galaxy (:mod:`puzzlebench.models.galaxies.labels`). The no-good row
  is written on the assignment columns that exist after deduction (with ``pairs`` one
  column per mirror pair): every valid solution sets one galaxy per cell, so a different
  solution misses at least one of the 1-columns of the excluded one; fixed columns are
  simply part of the row. A lazy variant would go through the runner's cut loop
  (:func:`puzzlebench.engine.run.runner.solve_loop`), as ``galaxies/cuts`` did.

The verdicts (:class:`UniquenessVerdict`) are ``unique``, ``multiple`` (at least ``limit``
solutions found), ``none`` (no solution at all), ``unknown`` (time ran out, or a solver error
/ a wrong answer: the message says which).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from puzzlebench.engine.generate.solution_count import (
    UniquenessResult,
    UniquenessVerdict,
    exhausted_verdict,
)
from puzzlebench.instances.checker import check
from puzzlebench.instances.types import Instance

if TYPE_CHECKING:
    from puzzlebench.models.model import RowSet

DEFAULT_LAYER = "ortools"
DEFAULT_SOLVER = "cpsat"
VARIANTS: Mapping[str, tuple[str, Mapping[str, Any]]] = {
    "troix": ("troix/onehot", {}),
    "galaxies": ("galaxies/labels", {"prune": "reach", "pairs": True, "deduce": True}),
}
# CP-SAT parameters of the certificate, per puzzle, used whenever the count runs on the
# default solver (the caller's own options go on top). Troix without CP-SAT's LP
# relaxation: the relaxation of the one-hot model is useless for a feasibility count and
# rebuilding it dominated every solve (docs/generators.md, "The certificate's model for
# Troix"); the solutions and verdicts are the same, only the search is faster.
SOLVER_OPTIONS: Mapping[str, Mapping[str, Any]] = {
    "troix": {"linearization_level": 0},
    "galaxies": {},
}


def assignment_columns(formulation: Any) -> np.ndarray:
    """Model columns that encode the puzzle's answer (the no-good is written on these).

    Troix formulations expose ``x`` (3 x R x C columns); Galaxies formulations ``xcol``
    (galaxy x cell, -1 where no variable exists; with ``pairs`` two cells share one).
    """
    if hasattr(formulation, "x"):
        return np.unique(np.asarray(formulation.x).ravel())
    if hasattr(formulation, "xcol"):
        xc = np.asarray(formulation.xcol).ravel()
        return np.unique(xc[xc >= 0])
    raise TypeError(f"{type(formulation).__name__} exposes no assignment columns")


def _nogood(columns: np.ndarray, k: int) -> RowSet:
    """The row that excludes the solution whose 1-columns are ``columns`` (the ``k``-th found)."""
    from puzzlebench.models.model import LE, RowCollector

    rows = RowCollector("nogood", "nogood[{}]")
    rows.add((k,), columns, 1.0, LE, float(len(columns) - 1))
    return rows.rowset()


def count_solutions(
    instance: Instance,
    *,
    limit: int = 2,
    time_limit: float = 60.0,
    layer: str = DEFAULT_LAYER,
    solver: str = DEFAULT_SOLVER,
    threads: int = 1,
    seed: int = 0,
    solver_options: Mapping[str, Any] | None = None,
    keep_model: bool = True,
    settled: bool = False,
) -> UniquenessResult:
    """Find up to ``limit`` distinct solutions of ``instance``; prove there are no more.

    ``time_limit`` is a total budget in seconds for all the solves; running out gives
    ``unknown`` (with whatever solutions were found so far). ``solver_options`` go to the
    solver by its own names (as ``puzzlebench solve --solver-option``).

    ``keep_model``: where the pair keeps its translated model (CP-SAT) and the variant has
    no cut loop, each no-good row is appended to the model the solver already has
    (:func:`puzzlebench.models.backends.open_session`) instead of the whole model being
    translated again with it; on small puzzles the translation cost as much as the solve.
    False translates afresh every time (the reference the tests compare the verdicts with).

    ``settled``: on a Galaxies puzzle whose every cell the deduction settles (or empties),
    the verdict of :mod:`puzzlebench.engine.generate.settled` instead, with its own route
    string and no solver call (``limit`` at least 2); other puzzles go to the solver as
    without it. Off by default: the generators' manifests name this function's route.
    """
    from puzzlebench.engine.run.runner import SolverCall, solve_loop
    from puzzlebench.models import registry
    from puzzlebench.models.backends import OutcomeStatus, Session, SolveOutcome, open_session

    if limit < 1:
        raise ValueError("limit must be at least 1")
    if settled and limit >= 2:
        from puzzlebench.engine.generate.settled import settled_verdict

        done = settled_verdict(instance)
        if done is not None:
            return done
    variant, options = VARIANTS[instance.puzzle]
    if (layer, solver) == (DEFAULT_LAYER, DEFAULT_SOLVER):
        solver_options = {**SOLVER_OPTIONS[instance.puzzle], **(solver_options or {})}
    route = f"{variant}{_opts(options)} + no-good rows, {layer}/{solver}{_opts(solver_options or {})}"
    start = time.perf_counter()
    res = UniquenessResult(UniquenessVerdict.UNKNOWN, route=route)
    # the model must not contain the stored solution: strip it before formulating
    bare = instance.with_solution(None)
    var = registry.get(variant)
    form = var.make(bare, **options)
    cols = assignment_columns(form)
    to_solve = form.model  # grows a no-good row per solution found
    kept = open_session(to_solve, layer, solver, threads=threads, seed=seed, solver_options=solver_options) \
        if keep_model and not var.lazy else None
    while True:
        left = time_limit - (time.perf_counter() - start)
        if left <= 0:
            res.message = f"time limit {time_limit:g} s reached"
            break
        if isinstance(kept, SolveOutcome):  # the pair refused the model at once
            out = kept
        elif kept is not None:
            out = kept.solve(left)
        else:
            # the runner's solve step (with its cut loop for lazy variants); the rows it
            # returns (cuts found so far) stay in the model for the next solve
            loop = solve_loop(form, SolverCall(layer, solver, left, threads, seed, dict(solver_options or {})),
                              lazy=var.lazy, start=to_solve)
            out, to_solve = loop.outcome, loop.model
        res.solves += 1
        res.solver_version = out.solver_version or res.solver_version
        if out.status == OutcomeStatus.INFEASIBLE:
            res.verdict = exhausted_verdict(res.count)
            break
        if not out.has_point:
            res.message = f"{out.status}: {out.message}" if out.message else out.status
            if out.status == OutcomeStatus.TIMEOUT:
                res.message = f"time limit {time_limit:g} s reached"
            break
        sol = form.decode(out.point)
        bad = check(bare, sol)
        if bad:
            res.message = f"the solver returned a wrong solution ({bad[0]})"
            break
        if sol in res.solutions:
            res.message = "the solver returned an excluded solution again"
            break
        res.solutions.append(sol)
        if res.count >= limit:
            res.verdict = UniquenessVerdict.MULTIPLE if limit > 1 else UniquenessVerdict.UNKNOWN
            if limit == 1:
                res.message = "limit 1: uniqueness not tested"
            break
        enc = np.asarray(form.encode(sol))
        nogood = _nogood(cols[enc[cols] > 0.5], res.count)
        if isinstance(kept, Session):
            kept.add_rows(nogood)
        else:
            to_solve = to_solve.with_rows(nogood)
    res.wall = time.perf_counter() - start
    return res


def _opts(options: Mapping[str, Any]) -> str:
    if not options:
        return ""
    return "(" + ", ".join(f"{k}={v}" for k, v in sorted(options.items())) + ")"


def certify(instance: Instance, *, time_limit: float = 120.0) -> UniquenessResult:
    """Count to 2 with the default route; the generators store ``result.certificate()``."""
    return count_solutions(instance, limit=2, time_limit=time_limit)


def solver_version(layer: str = DEFAULT_LAYER, solver: str = DEFAULT_SOLVER) -> str:
    """The version string of the certificate solver (for ``source.version``)."""
    from puzzlebench.models.backends import get_adapter

    try:
        return get_adapter(layer, solver).info().version
    except Exception:  # a missing solver is reported by the solve itself
        return ""


__all__ = ["UniquenessResult", "UniquenessVerdict", "assignment_columns", "certify", "count_solutions",
           "exhausted_verdict", "solver_version"]
