"""The LP relaxation of a solver-neutral model, solved by HiGHS straight from its CSR arrays.

Formulation strength is classically measured on the LP relaxation (every integer column
made continuous): its bound, and how fractional its optimum is. This module solves that LP
with ``highspy`` (one ``HighsLp`` passed whole with ``Highs.passModel``, row-wise, no
modelling layer: the measure is of the formulation, not of a layer's translation) and says
which binaries are fractional at the optimum. What is measured per instance and variant
is :mod:`puzzlebench.engine.measure.lp_strength`'s.

HiGHS settings: dual simplex (an optimal *vertex*, so "fractional" is a property of a
basic solution, not an interior point), presolve on, one thread, seed 0, a time limit.
When HiGHS ends with model status "Unknown" (seen on one janko 20x36 flow+pairs LP, after
postsolve), the LP is solved once more without presolve, and the solution says so.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from puzzlebench.models.backends.base import highs_lp
from puzzlebench.models.model import Model

INTEGRALITY_TOLERANCE = 1e-6
"""A value this close to an integer counts as integral (HiGHS's own default tolerance)."""


class LpStatus(StrEnum):
    """How one LP solve ended."""

    OPTIMAL = "optimal"
    INFEASIBLE = "infeasible"
    LIMIT = "limit"  # the time (or iteration) limit stopped it
    ERROR = "error"  # anything else HiGHS reported (unbounded included: our LPs are bounded)


@dataclass(frozen=True)
class LpSolution:
    """One LP solve: its status, optimum and point (None unless optimal), wall seconds of
    handing the model over and solving it, simplex iterations."""

    status: LpStatus
    objective: float | None
    values: np.ndarray | None
    wall: float
    iterations: int
    detail: str = ""  # HiGHS's own model status, and whether presolve had to be turned off


def highs_version() -> str:
    from puzzlebench.models.backends.identity import highspy_build  # cached, its banner captured

    return f"highspy {highspy_build().version}"


def solve_lp(model: Model, cost: np.ndarray | None = None, time_limit: float = 60.0) -> LpSolution:
    """Minimise ``cost`` (zeros when None; the model's own objective is not used) over the
    LP relaxation of ``model``."""
    first = _solve(model, cost, time_limit, presolve=True)
    if first.status != LpStatus.ERROR or first.detail != "Unknown":
        return first
    again = _solve(model, cost, time_limit, presolve=False)
    return LpSolution(again.status, again.objective, again.values, first.wall + again.wall,
                      first.iterations + again.iterations, f"{again.detail} (presolve off: with it, Unknown)")


def _solve(model: Model, cost: np.ndarray | None, time_limit: float, presolve: bool) -> LpSolution:
    import highspy

    n = model.num_vars
    c = np.zeros(n) if cost is None else np.asarray(cost, dtype=float)
    if c.shape != (n,):
        raise ValueError(f"cost has shape {c.shape}, model has {n} columns")
    lp = highs_lp(model, c)
    h = highspy.Highs()
    for option, value in (("output_flag", False), ("solver", "simplex"), ("presolve", "on" if presolve else "off"),
                          ("threads", 1), ("random_seed", 0), ("time_limit", float(time_limit))):
        h.setOptionValue(option, value)
    start = time.perf_counter()
    passed = h.passModel(lp)
    if passed == highspy.HighsStatus.kError:
        return LpSolution(LpStatus.ERROR, None, None, time.perf_counter() - start, 0, "passModel failed")
    h.run()
    wall = time.perf_counter() - start
    ms = h.getModelStatus()
    status = {highspy.HighsModelStatus.kOptimal: LpStatus.OPTIMAL,
              highspy.HighsModelStatus.kModelEmpty: LpStatus.OPTIMAL,
              highspy.HighsModelStatus.kInfeasible: LpStatus.INFEASIBLE,
              highspy.HighsModelStatus.kTimeLimit: LpStatus.LIMIT,
              highspy.HighsModelStatus.kIterationLimit: LpStatus.LIMIT}.get(ms, LpStatus.ERROR)
    info = h.getInfo()
    iterations = int(info.simplex_iteration_count)
    detail = str(h.modelStatusToString(ms))
    if status != LpStatus.OPTIMAL:
        return LpSolution(status, None, None, wall, iterations, detail)
    values = np.asarray(h.getSolution().col_value, dtype=float) if n else np.zeros(0)
    return LpSolution(status, float(c @ values), values, wall, iterations, detail)


def fractional(values: np.ndarray) -> np.ndarray:
    """Mask of the entries of ``values`` that are not integral (:data:`INTEGRALITY_TOLERANCE`)."""
    v = np.asarray(values, dtype=float)
    return np.abs(v - np.round(v)) > INTEGRALITY_TOLERANCE
