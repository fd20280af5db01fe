"""Solver-free, exhaustive tools for proving two Galaxies models have the same solutions.

* :func:`symmetric_grids` lists every grid a base model admits on a small puzzle: each cell
  in a candidate galaxy, with its mirror about that galaxy's dot, centre cells fixed (so
  connected or not: the grids ``cover`` + ``centre`` + ``symmetry`` allow).
* :func:`extends` decides whether a model's rows admit auxiliary values for such a grid's
  assignment columns, by interval propagation and branching: sound (an empty domain is a
  proof) and complete over bounded integer columns. Continuous columns are branched over
  their integer values too when ``integral=True``, which is exact when, with x fixed to
  0/1, every vertex of the remaining polytope is integral (a network flow with integral
  capacities: single-commodity flow with capacities M x, and each commodity of the
  multi-commodity flow); the caller states why it may.

Independent components of the remaining columns (linked only through fixed x) are decided
one at a time, so a multi-commodity model splits into one small problem per commodity.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import scipy.sparse as sp
from scipy.sparse.csgraph import connected_components

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.model import EQ, GE, LE, Model

EPS = 1e-9


def symmetric_grids(inst: GalaxiesInstance, cand: np.ndarray, mirror: np.ndarray,
                    centres: tuple[np.ndarray, ...]) -> list[tuple[tuple[int, ...], ...]]:
    """Every assignment of cells to candidate galaxies closed under each galaxy's mirror."""
    R, C = inst.rows, inst.cols
    grid = np.full(R * C, -1, dtype=np.int64)
    for g, cells in enumerate(centres):
        grid[cells] = g
    out = []

    def fill(k: int) -> None:
        while k < R * C and grid[k] >= 0:
            k += 1
        if k == R * C:
            out.append(tuple(tuple(int(v) for v in grid[i * C:(i + 1) * C]) for i in range(R)))
            return
        for g in np.flatnonzero(cand[:, k]).tolist():
            m = int(mirror[g, k])
            if m < 0 or not cand[g, m] or (m != k and grid[m] >= 0):
                continue
            grid[k] = grid[m] = g
            fill(k + 1)
            grid[k] = grid[m] = -1

    fill(0)
    return out


def as_le(model: Model) -> tuple[np.ndarray, np.ndarray]:
    """Every row as dense ``a z <= b`` (an equality gives two)."""
    A = model.A.toarray()
    parts, rhs = [], []
    for sense, sign in ((LE, 1.0), (GE, -1.0)):
        sel = (model.sense == sense) | (model.sense == EQ)
        parts.append(sign * A[sel])
        rhs.append(sign * model.rhs[sel])
    return np.concatenate(parts), np.concatenate(rhs)


def _propagate(A: np.ndarray, b: np.ndarray, lb: np.ndarray, ub: np.ndarray, whole: np.ndarray) -> bool:
    """Tighten ``lb``/``ub`` in place to a fixed point; False when a row cannot hold."""
    pos, neg = np.maximum(A, 0.0), np.minimum(A, 0.0)
    for _ in range(10_000):
        minact = pos @ lb + neg @ ub
        if (minact > b + 1e-7).any():
            return False
        slack = (b - minact)[:, None]
        with np.errstate(divide="ignore", invalid="ignore"):
            new_ub = np.where(A > EPS, lb[None, :] + slack / np.where(A > EPS, A, 1.0), np.inf).min(axis=0)
            new_lb = np.where(A < -EPS, ub[None, :] + slack / np.where(A < -EPS, A, -1.0), -np.inf).max(axis=0)
        new_ub = np.where(whole, np.floor(new_ub + 1e-7), new_ub)
        new_lb = np.where(whole, np.ceil(new_lb - 1e-7), new_lb)
        nu, nl = np.minimum(ub, new_ub), np.maximum(lb, new_lb)
        if (nl > nu + 1e-7).any():
            return False
        changed = (nu < ub - 1e-7).any() or (nl > lb + 1e-7).any()
        ub[:], lb[:] = nu, nl
        if not changed:
            return True
    return True


def _search(A: np.ndarray, b: np.ndarray, lb: np.ndarray, ub: np.ndarray, whole: np.ndarray) -> bool:
    """Whether ``a z <= b`` has a point in the box with the ``whole`` columns integral
    (every column whole here; continuous ones are whole by the caller's vertex argument)."""
    lb, ub = lb.copy(), ub.copy()
    if not _propagate(A, b, lb, ub, whole):
        return False
    free = np.flatnonzero(ub > lb + 1e-7)
    if free.size == 0:
        return bool((A @ lb <= b + 1e-6).all())
    j = int(free[np.argmin(ub[free] - lb[free])])
    for v in range(math.ceil(lb[j] - 1e-7), math.floor(ub[j] + 1e-7) + 1):
        lb2, ub2 = lb.copy(), ub.copy()
        lb2[j] = ub2[j] = v
        if _search(A, b, lb2, ub2, whole):
            return True
    return False


def extends(model: Model, fixed: np.ndarray, values: np.ndarray, integral: bool = False,
            rows_le: tuple[np.ndarray, np.ndarray] | None = None) -> bool:
    """Whether the columns ``fixed`` (bool mask) at ``values`` extend to a point of ``model``
    (``rows_le``: the model's rows as :func:`as_le` gives them, when the caller has them)."""
    A, b = rows_le if rows_le is not None else as_le(model)
    lb, ub = model.lb.astype(float).copy(), model.ub.astype(float).copy()
    lb[fixed] = ub[fixed] = values[fixed]
    whole = model.is_integer.copy() | integral
    if (np.isinf(lb) | np.isinf(ub))[whole].any():
        raise ValueError("exhaustive search needs bounded whole columns")
    b = b - A[:, fixed] @ values[fixed]
    A = A[:, ~fixed]
    lb, ub, whole = lb[~fixed], ub[~fixed], whole[~fixed]
    if (b[~A.any(axis=1)] < -1e-7).any():  # a row over fixed columns alone
        return False
    if A.shape[1] == 0:
        return True
    touch = sp.csr_matrix(A != 0, dtype=float)
    n, labels = connected_components(touch.T @ touch, directed=False)
    row_comp = labels[np.argmax(A != 0, axis=1)]  # a row's columns share one component
    for comp in range(n):
        cols = labels == comp
        rows = (row_comp == comp) & touch.getnnz(axis=1).astype(bool)
        if rows.any() and not _search(A[np.ix_(rows, cols)], b[rows], lb[cols], ub[cols], whole[cols]):
            return False
    return True


def x_solutions(form: Any, grids: list[Any], integral: bool = False) -> set[Any]:
    """The grids (of :func:`symmetric_grids`) whose assignment columns extend to a point of
    ``form.model``: the projection of its solutions onto x, as grids."""
    xmask = np.zeros(form.model.num_vars, dtype=bool)
    xmask[form.xcol[form.xcol >= 0]] = True
    rows_le = as_le(form.model)
    return {grid for grid in grids if extends(form.model, xmask, form.encode_x(grid), integral, rows_le)}
