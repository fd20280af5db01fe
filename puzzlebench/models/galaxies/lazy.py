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

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS
from puzzlebench.models.galaxies.geometry import Geometry, nonzero2, pieces
from puzzlebench.models.model import LE, RowCollector, RowSet
from puzzlebench.models.variant import one_of

CUT_LOOPS = ("resolve", "callback")
"""``resolve``: solve, separate, solve again; ``callback``: branch-and-cut where the solver
has callbacks (the others keep ``resolve``; a record's ``stats.cut_loop`` says which ran)."""


def non_negative_int(option: str, value: Any) -> None:
    """An integer >= 0 (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
        raise PuzzleInputError(f"{option} must be a non-negative integer, got {value!r}")


LAZY_OPTIONS: dict[str, Any] = {**OPTIONS, "root_rounds": 0, "cut_loop": "resolve"}
LAZY_CHECKS = {**CHECKS, "root_rounds": non_negative_int, "cut_loop": one_of(*CUT_LOOPS)}


def loose_pieces(geo: Geometry, cand: np.ndarray, grid: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """(galaxy, cell mask) for every piece of a galaxy that holds none of its centre cells,
    by galaxy, then in the labelling's scan order.

    ``grid`` is the decoded assignment (R x C galaxy indices), ``cand`` the (G, N) candidates.
    One labelling numbers every galaxy's pieces apart (galaxy by galaxy, in scan order), so
    the loose pieces are the labels no centre cell carries, found without a loop over the
    galaxies (which cost a millisecond a call at 20x36, where a solved point has none).
    """
    G = geo.n_gal
    member = (grid.ravel()[None, :] == np.arange(G)[:, None]) & cand
    labels, count = pieces(member, geo.rows, geo.cols)
    if count == 0:
        return []
    anchored = np.zeros(count + 1, dtype=bool)
    anchored[labels[geo.centre_galaxy, geo.centre_cell]] = True
    loose = np.flatnonzero(~anchored[1:]) + 1
    if not loose.size:
        return []
    galaxy = np.zeros(count + 1, dtype=np.int64)
    gg, kk = nonzero2(labels)
    galaxy[labels[gg, kk]] = gg
    return [(int(galaxy[p]), labels[galaxy[p]] == p) for p in loose.tolist()]


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
