"""What the lazy Galaxies variants (``galaxies/cuts``, ``galaxies/hops``) share: the pieces
of a galaxy cut off from its centre, the threshold pieces of a fractional point, and the
cut-loop options.

A lazy variant's model is the base model; its connectivity comes from a separation routine
(``separate`` for integer points, ``separate_fractional`` for LP points) that the runner
calls in a re-solve loop or from inside one branch-and-bound search
(:mod:`puzzlebench.models.backends.lazy`). Both variants cut off a piece P of galaxy g
that holds no centre cell with rows x(a, g) <= sum_{c in S} x(c, g), a in P; they differ in
the separator S (their modules say which).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from scipy import ndimage

from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS
from puzzlebench.models.galaxies.geometry import Geometry, pieces
from puzzlebench.models.model import LE, RowCollector, RowSet
from puzzlebench.models.variant import non_negative_int, one_of

CUT_LOOPS = ("resolve", "callback")
"""``resolve``: solve, separate, solve again; ``callback``: branch-and-cut where the solver
has callbacks (the others keep ``resolve``; a record's ``stats.cut_loop`` says which ran)."""


LAZY_OPTIONS: dict[str, Any] = {**OPTIONS, "root_rounds": 0, "cut_loop": "resolve"}
LAZY_CHECKS = {**CHECKS, "root_rounds": non_negative_int, "cut_loop": one_of(*CUT_LOOPS)}


def loose_pieces(geo: Geometry, cand: np.ndarray, grid: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """(galaxy, cell mask) for every piece of a galaxy that holds none of its centre cells,
    by galaxy, then by the piece's first cell.

    ``grid`` is the decoded assignment (R x C galaxy indices), ``cand`` the (G, N)
    candidates: a cell is in the piece of its galaxy only where that galaxy is one of its
    candidates. One labelling finds every galaxy's pieces at once: the grid drawn at double
    resolution, a pixel per cell (when it counts) and one between two neighbours of the
    same galaxy (a piece is a component of that image), 2R x 2C pixels instead of a
    stacked slice per galaxy (G times R x C: 40 times more at janko 20x36, where the
    solved point has no loose piece and this runs once a solve).
    """
    R, C = geo.rows, geo.cols
    flat = np.asarray(grid, dtype=np.int64).ravel()
    G = geo.n_gal
    ok = (flat >= 0) & (flat < G)
    ok[ok] = cand[flat[ok], np.flatnonzero(ok)]
    cells = ok.reshape(R, C)
    same = flat.reshape(R, C)
    image = np.zeros((2 * R - 1, 2 * C - 1), dtype=bool)
    image[::2, ::2] = cells
    image[::2, 1::2] = cells[:, :-1] & cells[:, 1:] & (same[:, :-1] == same[:, 1:])
    image[1::2, ::2] = cells[:-1, :] & cells[1:, :] & (same[:-1, :] == same[1:, :])
    labels, count = ndimage.label(image, structure=ndimage.generate_binary_structure(2, 1))
    if count == 0:
        return []
    piece = labels[::2, ::2].ravel()  # per cell its piece (0: not in one)
    anchored = np.zeros(count + 1, dtype=bool)
    on_centre = piece[geo.centre_cell]
    anchored[on_centre[flat[geo.centre_cell] == geo.centre_galaxy]] = True
    anchored[0] = True
    loose = np.flatnonzero(~anchored)
    if not loose.size:
        return []
    members = np.flatnonzero(piece)
    galaxy = np.zeros(count + 1, dtype=np.int64)
    galaxy[piece[members]] = flat[members]
    order = np.lexsort((loose, galaxy[loose]))  # by galaxy, then in scan order (first cell)
    return [(int(galaxy[p]), piece == p) for p in loose[order].tolist()]


ROOT_LEVELS = (0.99, 0.75, 0.5, 0.25)
"""Thresholds of :func:`fractional_cuts`: the pieces of {c : x(c, g) >= t} for each t."""

PieceSeparator = Callable[[int, np.ndarray, list[int]], list[np.ndarray]]
"""``separator(g, piece, cells)``: for each cell a of ``cells`` (cells of the piece) the
columns of its separator S."""


def fractional_cuts(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, values: np.ndarray, round_no: int,
                    separator: PieceSeparator, min_violation: float = 0.05, per_piece: int = 3) -> RowSet:
    """Separator cuts violated by a fractional point (the LP relaxation's), family ``root_cut``.

    The cut of a piece P is valid for any set P of F_g that avoids C_g (both variants'
    module docs), so P may come from any rule; here: for each threshold t in
    :data:`ROOT_LEVELS`, the 4-connected pieces of {c : x(c, g) >= t} that hold no centre
    cell. For the (up to ``per_piece``) cells a of P with the largest x(a, g), the cut
    x(a, g) <= sum_S x(c, g) is kept when the point violates it by more than
    ``min_violation``. A heuristic separation (exact would be a minimum vertex cut per
    cell), cheap and, measured on the 40x40 puzzles, enough that HiGHS needs one or two
    integer solves afterwards.
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
                cells = np.flatnonzero(piece)
                top = cells[np.argsort(-xg[g, cells], kind="stable")][:per_piece].tolist()
                for a, sep_cols in zip(top, separator(g, piece, top), strict=True):
                    col = int(xcol[g, a])
                    key = (col, *sep_cols.tolist())
                    if values[col] - float(values[sep_cols].sum()) <= min_violation or key in seen:
                        continue
                    seen.add(key)
                    i, j = divmod(a, C)
                    coll.add((g, i, j, round_no), np.concatenate([[col], sep_cols]),
                             np.concatenate([[1.0], -np.ones(sep_cols.size)]), LE, 0.0)
    return coll.rowset()
