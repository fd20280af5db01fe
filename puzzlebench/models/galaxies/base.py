"""The Galaxies base model every variant shares, and the row helpers of the other modules.

Binary x(i,j,g) = 1 iff cell (i,j) is in galaxy g, one per candidate pair (g, cell) of F_g
(:mod:`puzzlebench.models.galaxies.geometry`), with

* ``cover``    -- sum_g x(i,j,g) = 1 per cell;
* ``centre``   -- x(c,g) = 1 for the centre cells C_g;
* ``symmetry`` -- x(a,g) - x(mirror_g(a),g) = 0 (one row per mirror pair; absent with
  ``pairs=True``, where one variable stands for the pair {a, mirror_g(a)});
* ``outside``  -- x(a,g) = 0 where the mirror of a leaves the grid (only ``prune=none``
  has such variables; they are kept as rows, not bounds, so the model keeps all R*C*G
  variables and a violation names the rule). Cells that are another galaxy's centre need
  no row: ``cover`` + ``centre`` already force them (and, by ``symmetry``, their mirrors) to 0.
"""

from __future__ import annotations

import numpy as np

from puzzlebench.models.galaxies.geometry import Geometry
from puzzlebench.models.model import EQ, ModelBuilder


def csr(
    row: np.ndarray, col: np.ndarray, val: np.ndarray, nrows: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """COO triplets -> (indptr, cols, coefs) sorted by row (stable: keeps entry order)."""
    order = np.argsort(row, kind="stable")
    indptr = np.zeros(nrows + 1, dtype=np.int64)
    np.cumsum(np.bincount(row, minlength=nrows), out=indptr[1:])
    return indptr, col[order], np.asarray(val, dtype=float)[order]


def ij(geo: Geometry, cells: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(row, column) arrays of cell indices."""
    return np.divmod(np.asarray(cells, dtype=np.int64), geo.cols)


def _first_of_runs(ccols: np.ndarray) -> np.ndarray:
    """Positions of the first occurrence of each column in ``ccols``, the centre cells'
    columns galaxy by galaxy (what ``np.unique(..., return_index=True)`` then a sort give).
    A column belongs to one galaxy, and a galaxy's 1, 2 or 4 centre cells are consecutive,
    so a repeat lies at most three places after its first: three comparisons, not a sort."""
    dup = np.zeros(ccols.size, dtype=bool)
    for d in (1, 2, 3):
        dup[d:] |= ccols[d:] == ccols[:-d]
    return np.flatnonzero(~dup)


def add_base(
    b: ModelBuilder, geo: Geometry, cand: np.ndarray, pairs: bool, fix: bool
) -> dict[str, np.ndarray]:
    """x variables and the cover, centre, symmetry and outside rows; returns the column maps."""
    G, N = cand.shape
    # flat (g * N + cell) indices throughout: numpy's 2-d fancy indexing costs more per call,
    # and a small puzzle's build is mostly per-call costs
    flat = np.flatnonzero(cand)
    ent_g, ent_cell = np.divmod(flat, N)
    mir = geo.mirror.reshape(-1)[flat]
    n_cand = cand.sum(axis=0)
    lb_ent = (n_cand[ent_cell] == 1).astype(float) if fix else np.zeros(ent_g.size)
    xflat = np.full(G * N, -1, dtype=np.int64)
    i, j = ij(geo, ent_cell)
    if not pairs:
        cols = b.add_vars("x[{},{},g{}]", np.stack([i, j, ent_g], axis=1), lb=lb_ent)
        xflat[flat] = cols
    else:
        inside = mir >= 0
        rep = np.where(inside, np.minimum(ent_cell, mir), ent_cell)
        is_rep = rep == ent_cell
        partner = np.where(inside, mir, ent_cell)[is_rep]
        pi, pj = ij(geo, partner)
        idx = np.stack([i[is_rep], j[is_rep], pi, pj, ent_g[is_rep]], axis=1)
        cols = b.add_vars("x[{},{},{},{},g{}]", idx, lb=lb_ent[is_rep])
        xflat[flat[is_rep]] = cols
        xflat[flat] = xflat[flat + (rep - ent_cell)]
    xcol = xflat.reshape(G, N)
    xc = xflat[flat]
    # cover: one row per cell
    indptr, cc, vv = csr(ent_cell, xc, np.ones(xc.size), N)
    ci, cj = ij(geo, np.arange(N))
    b.add_rows("cover", "cover[{},{}]", np.stack([ci, cj], axis=1), indptr, cc, vv, EQ, 1.0)
    # centre: x = 1 on C_g (one row per distinct column)
    cg, cc_cells = geo.centre_galaxy, geo.centre_cell
    ccols = xcol[cg, cc_cells]
    first = _first_of_runs(ccols)
    ki, kj = ij(geo, cc_cells[first])
    n = first.size
    b.add_rows(
        "centre",
        "centre[{},{},g{}]",
        np.stack([ki, kj, cg[first]], axis=1),
        np.arange(n + 1),
        ccols[first],
        1.0,
        EQ,
        1.0,
    )
    # symmetry: x(a) = x(mirror a), one row per pair (pairs=False only)
    if not pairs:
        sel = (mir >= 0) & (ent_cell < mir)
        sel[sel] &= cand[ent_g[sel], mir[sel]]
        a, m, g = ent_cell[sel], mir[sel], ent_g[sel]
        n = a.size
        cols2 = np.stack([xcol[g, a], xcol[g, m]], axis=1).ravel()
        coefs = np.tile([1.0, -1.0], n)
        si, sj = ij(geo, a)
        b.add_rows(
            "symmetry",
            "symmetry[{},{},g{}]",
            np.stack([si, sj, g], axis=1),
            np.arange(0, 2 * n + 1, 2),
            cols2,
            coefs,
            EQ,
            0.0,
        )
    # outside: the mirror leaves the grid (prune=none only); one row per distinct column
    sel = mir < 0
    if sel.any():
        oc = xc[sel]
        _, first = np.unique(oc, return_index=True)
        first = np.sort(first)
        oi, oj = ij(geo, ent_cell[sel][first])
        n = first.size
        b.add_rows(
            "outside",
            "outside[{},{},g{}]",
            np.stack([oi, oj, ent_g[sel][first]], axis=1),
            np.arange(n + 1),
            oc[first],
            1.0,
            EQ,
            0.0,
        )
    return {"xcol": xcol, "ent_g": ent_g, "ent_cell": ent_cell}
