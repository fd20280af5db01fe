"""Separation for ``galaxies/cuts``: vertex-separator cuts for pieces cut off from their centre.

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

from typing import TYPE_CHECKING

import numpy as np
from scipy import ndimage

from models.galaxies_candidates import dilate, pieces
from models.model import LE, RowCollector, RowSet

if TYPE_CHECKING:
    from models.galaxies import GalaxiesFormulation

_CROSS = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]], dtype=bool)


def loose_pieces(form: GalaxiesFormulation, grid: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """(galaxy, cell mask) for every piece of a galaxy that holds none of its centre cells."""
    geo = form.geo
    G = geo.n_gal
    member = (grid.ravel()[None, :] == np.arange(G)[:, None]) & form.cand
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
    form: GalaxiesFormulation, values: np.ndarray, scope: str, round_no: int
) -> RowSet:
    """All separator cuts violated by ``values`` (decoded by argmax); empty when all connected."""
    geo = form.geo
    R, C = geo.rows, geo.cols
    grid = np.asarray(form.decode(values), dtype=np.int64)
    coll = RowCollector("separator_cut", "separator_cut[g{},{},{},r{}]")
    for g, piece in loose_pieces(form, grid):
        cand_g = form.cand[g]
        rest, _ = ndimage.label((cand_g & ~piece).reshape(R, C), structure=_CROSS)
        rest = rest.ravel()
        root_lab = rest[geo.root[g]]
        reach = (rest == root_lab) if root_lab > 0 else np.zeros_like(cand_g)
        sep = dilate(piece, R, C) & ~piece & cand_g & reach
        sep_cols = np.unique(form.xcol[g, np.flatnonzero(sep)])
        cells = np.flatnonzero(piece)
        if scope == "piece":
            # the cell of the piece nearest to the root (Manhattan distance)
            ri, rj = divmod(int(geo.root[g]), C)
            ci, cj = np.divmod(cells, C)
            cells = cells[[int(np.argmin(np.abs(ci - ri) + np.abs(cj - rj)))]]
        seen: set[int] = set()
        for a in cells.tolist():
            col = int(form.xcol[g, a])
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
