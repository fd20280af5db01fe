"""Connectivity for ``galaxies/cuts``: separator cuts, found by separation or added up front.

:func:`separator_cuts` is the separation routine of the cut loop. It works on what the
formulation hands it (geometry, candidate mask, column map and the decoded grid) and knows
nothing of the formulation object itself. :func:`add_local_cuts` (option ``local_cuts``)
writes the static single-cell cuts into the model before the first solve.

Given an (integer) assignment, every 4-connected piece P of galaxy g that contains no
centre cell yields, for a cell a of P, the cut

    x(a, g) <= sum_{c in S} x(c, g)

with S the cells of F_g next to P (its neighbourhood) *that can still reach C_g inside
F_g without entering P*. It is valid for every solution: a path from a to C_g inside the
galaxy leaves P for the last time through some neighbour c, and the rest of the path
reaches C_g inside F_g \\ P, so c is in S and x(c, g) = 1. Dropping the neighbours that
cannot reach the centre (dead ends, pockets walled in by P) makes the right-hand side
smaller, so the cut is stronger than the plain neighbourhood cut, and it is violated by
the current point because no neighbour of a maximal piece is in g.

``scope="cell"`` returns one cut per cell of the piece (each is a different inequality:
the solver cannot move the piece by one cell to dodge them all); ``scope="piece"`` returns
one cut per piece, for its cell closest to the centre (fewer rows per round).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy import ndimage

from models.galaxies.base import csr, ij
from models.galaxies.geometry import Geometry, pieces
from models.model import LE, ModelBuilder, RowCollector, RowSet

_CROSS = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]], dtype=bool)


def loose_pieces(geo: Geometry, cand: np.ndarray, grid: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """(galaxy, cell mask) for every piece of a galaxy that holds none of its centre cells.

    ``grid`` is the decoded assignment (R x C galaxy indices), ``cand`` the (G, N) candidates.
    """
    G = geo.n_gal
    member = (grid.ravel()[None, :] == np.arange(G)[:, None]) & cand
    labels, _ = pieces(member, geo.rows, geo.cols)
    out = []
    for g in range(G):
        lab = labels[g]
        present = np.unique(lab[lab > 0])
        if present.size <= 1 and (present.size == 0 or lab[geo.centres[g]].max() == present[0]):
            continue
        anchored = set(lab[geo.centres[g]].tolist()) - {0}
        for piece in present.tolist():
            if piece not in anchored:
                out.append((g, lab == piece))
    return out


def separator_cuts(
    geo: Geometry,
    cand: np.ndarray,
    xcol: np.ndarray,
    grid: Sequence[Sequence[int]] | np.ndarray,
    scope: str,
    round_no: int,
) -> RowSet:
    """All separator cuts violated by the assignment ``grid``; empty when all connected.

    ``grid`` is the solver's point decoded to galaxy indices (argmax per cell), ``cand`` the
    (G, N) candidate mask and ``xcol`` the (G, N) column of x(cell, g) (-1: none).
    """
    C = geo.cols
    grid = np.asarray(grid, dtype=np.int64)
    coll = RowCollector("separator_cut", "separator_cut[g{},{},{},r{}]")
    for g, piece in loose_pieces(geo, cand, grid):
        sep_cols = reaching_neighbours(geo, cand, xcol, g, piece)
        cells = np.flatnonzero(piece)
        if scope == "piece":
            # the cell of the piece nearest to the root (Manhattan distance)
            ri, rj = divmod(int(geo.root[g]), C)
            ci, cj = np.divmod(cells, C)
            cells = cells[[int(np.argmin(np.abs(ci - ri) + np.abs(cj - rj)))]]
        seen: set[int] = set()
        for a in cells.tolist():
            col = int(xcol[g, a])
            if col in seen:
                continue
            seen.add(col)
            i, j = divmod(a, C)
            coll.add(
                (g, i, j, round_no),
                np.concatenate([[col], sep_cols]),
                np.concatenate([[1.0], -np.ones(sep_cols.size)]),
                LE,
                0.0,
            )
    return coll.rowset()


def _box(mask: np.ndarray) -> tuple[slice, slice]:
    """Row and column slices of the smallest box holding every True cell of a 2-d mask."""
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    return slice(int(rows[0]), int(rows[-1]) + 1), slice(int(cols[0]), int(cols[-1]) + 1)


def reaching_neighbours(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, g: int,
                        piece: np.ndarray) -> np.ndarray:
    """Columns x(c, g) of the cells c of F_g next to ``piece`` that reach C_g avoiding it (S).

    Works inside the bounding box of F_g: on a 100x100 grid with thousands of small
    galaxies, labelling the whole grid per piece cost ~0.5 ms each, most of a round.
    """
    R, C = geo.rows, geo.cols
    rs, cs = _box(cand[g].reshape(R, C))
    cand_g = cand[g].reshape(R, C)[rs, cs]
    piece_g = piece.reshape(R, C)[rs, cs]
    rest, _ = ndimage.label(cand_g & ~piece_g, structure=_CROSS)
    ri, rj = divmod(int(geo.root[g]), C)
    root_lab = rest[ri - rs.start, rj - cs.start]
    reach = (rest == root_lab) if root_lab > 0 else np.zeros_like(cand_g)
    sep = ndimage.binary_dilation(piece_g, structure=_CROSS) & ~piece_g & cand_g & reach
    si, sj = np.nonzero(sep)
    return np.unique(xcol[g, (si + rs.start) * C + sj + cs.start])


ROOT_LEVELS = (0.99, 0.75, 0.5, 0.25)
"""Thresholds of :func:`fractional_cuts`: the pieces of {c : x(c, g) >= t} for each t."""


def fractional_cuts(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, values: np.ndarray,
                    round_no: int, min_violation: float = 0.05, per_piece: int = 3) -> RowSet:
    """Separator cuts violated by a fractional point (the LP relaxation's), family ``root_cut``.

    The cut of a piece P is valid for any set P of F_g that avoids C_g (module doc), so P
    may come from any rule; here: for each threshold t in :data:`ROOT_LEVELS`, the
    4-connected pieces of {c : x(c, g) >= t} that hold no centre cell. For the (up to
    ``per_piece``) cells a of P with the largest x(a, g), the cut x(a, g) <= sum_S x(c, g)
    is kept when the point violates it by more than ``min_violation``. A heuristic
    separation (exact would be a minimum vertex cut per cell), cheap and, measured on the
    40x40 puzzles, enough that HiGHS needs one or two integer solves afterwards.
    """
    R, C = geo.rows, geo.cols
    xg = np.zeros(cand.shape)
    gi, ci = np.nonzero(cand)
    xg[gi, ci] = values[xcol[gi, ci]]
    coll = RowCollector("root_cut", "root_cut[g{},{},{},r{}]")
    seen: set[tuple[int, ...]] = set()
    for t in ROOT_LEVELS:
        labels, _ = pieces((xg >= t - 1e-9) & cand, R, C)
        for g in np.flatnonzero(labels.any(axis=1)).tolist():
            lab = labels[g]
            anchored = set(lab[geo.centres[g]].tolist())
            for p in np.unique(lab[lab > 0]).tolist():
                if p in anchored:
                    continue
                piece = lab == p
                sep_cols = reaching_neighbours(geo, cand, xcol, g, piece)
                rhs = float(values[sep_cols].sum())
                cells = np.flatnonzero(piece)
                for a in cells[np.argsort(-xg[g, cells], kind="stable")][:per_piece].tolist():
                    col = int(xcol[g, a])
                    key = (col, *sep_cols.tolist())
                    if values[col] - rhs <= min_violation or key in seen:
                        continue
                    seen.add(key)
                    i, j = divmod(a, C)
                    coll.add((g, i, j, round_no), np.concatenate([[col], sep_cols]),
                             np.concatenate([[1.0], -np.ones(sep_cols.size)]), LE, 0.0)
    return coll.rowset()


def add_local_cuts(b: ModelBuilder, geo: Geometry, cand: np.ndarray, xcol: np.ndarray) -> None:
    """Static single-cell separator cuts: x(a,g) <= sum of x(b,g) over a's neighbours b in F_g.

    A non-centre cell of a connected galaxy has a neighbour in it (the next cell of its
    path to the centre). Only cells not next to C_g get a row (the others' rows hold a
    centre cell, fixed to 1). They forbid the commonest wrong answer outright -- a lone cell
    and its lone mirror -- so the cut loop needs fewer rounds.
    """
    G, N = cand.shape
    R, C = geo.rows, geo.cols
    i, j = np.divmod(np.arange(N), C)
    steps = ((-C, i > 0), (C, i < R - 1), (-1, j > 0), (1, j < C - 1))
    centre = np.zeros((G, N), dtype=bool)
    for g, cells in enumerate(geo.centres):
        centre[g, cells] = True
    near = np.zeros((G, N), dtype=bool)
    for off, ok in steps:
        src = np.flatnonzero(ok)
        near[:, src] |= centre[:, src + off]
    rowmask = cand & ~centre & ~near
    rg, ra = np.nonzero(rowmask)
    rowid = np.full((G, N), -1, dtype=np.int64)
    rowid[rg, ra] = np.arange(rg.size)
    rows, cols, vals = [np.arange(rg.size)], [xcol[rg, ra]], [np.ones(rg.size)]
    for off, ok in steps:
        sel = ok[ra] & cand[rg, np.where(ok[ra], ra + off, 0)]
        rows.append(rowid[rg[sel], ra[sel]])
        cols.append(xcol[rg[sel], ra[sel] + off])
        vals.append(-np.ones(int(sel.sum())))
    indptr, cc, vv = csr(np.concatenate(rows), np.concatenate(cols), np.concatenate(vals), rg.size)
    ai, aj = ij(geo, ra)
    b.add_rows(
        "local_cut", "local_cut[{},{},g{}]", np.stack([ai, aj, rg], axis=1), indptr, cc, vv, LE, 0.0
    )
