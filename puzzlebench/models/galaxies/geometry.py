"""Galaxies geometry and candidate sets F_g: which cell may belong to which galaxy.

Also the cell-mask helpers the connectivity modules share (:func:`pieces`, :func:`dilate`)
and :func:`settled_galaxies`. Pure numpy/scipy over the instance: no model in sight.

Everything here is numpy over a (G, N) grid of booleans (G galaxies, N = R*C cells,
cell index ``k = i*C + j``), because a 20x36 janko puzzle has ~100 galaxies x 720 cells and
the reachability fixed point runs a few times: one ``scipy.ndimage.label`` call labels
every galaxy's candidate region at once (the galaxies' grids stacked into one image, an
empty row between two).

Pruning levels (all exact: they never remove a cell that a valid solution could use):

* ``none``  -- every cell is a candidate of every galaxy (the rules then force zeros);
* ``basic`` -- the seed's F_g: the mirror lies inside the grid and neither the cell nor its
  mirror is a centre cell of another galaxy;
* ``reach`` -- ``basic`` minus cells that cannot reach C_g inside F_g, together with their
  mirrors, repeated to a fixed point (a galaxy is connected and symmetric, so every cell
  of it reaches its centre through cells of F_g, and its mirror is in it too).

:func:`deduce` goes further and propagates across galaxies (a cell with one candidate
left is that galaxy's, so it and its mirror leave every other galaxy), the logic a
deductive solver starts with.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
from scipy import ndimage

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.propagation import PairSets

PRUNE_LEVELS = ("none", "basic", "reach")

# The 4-neighbour structure of a 2-d label or dilation.
_CROSS = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]], dtype=bool)


@dataclass(frozen=True)
class Geometry:
    """Index arrays for one instance: mirrors, centre cells, roots, adjacency."""

    rows: int
    cols: int
    mirror: np.ndarray  # (G, N) int64: mirror cell of each cell about dot g, -1 outside
    owner: np.ndarray  # (N,) int64: galaxy whose centre cell this is, -1 if none
    centres: tuple[np.ndarray, ...]  # per galaxy: its 1, 2 or 4 centre cells
    root: np.ndarray  # (G,) int64: the first centre cell, the flow root
    centre_galaxy: np.ndarray  # (K,) int64: ``centres`` flattened, galaxy by galaxy: whose ...
    centre_cell: np.ndarray  # (K,) int64: ... centre cell

    @cached_property
    def edges(self) -> np.ndarray:
        """(E, 2) int64: every adjacent pair (u < v) of the grid, horizontal ones first.
        Made when first asked: only the flow variants' rows use it, and a cut-loop build
        would pay for it on every puzzle."""
        idx = np.arange(self.rows * self.cols, dtype=np.int64).reshape(self.rows, self.cols)
        horiz = np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], axis=1)
        vert = np.stack([idx[:-1, :].ravel(), idx[1:, :].ravel()], axis=1)
        return np.concatenate([horiz, vert]).reshape(-1, 2)

    @property
    def n_cells(self) -> int:
        return self.rows * self.cols

    @property
    def n_gal(self) -> int:
        return int(self.mirror.shape[0])

    def cell(self, k: int) -> tuple[int, int]:
        return divmod(int(k), self.cols)


def geometry(inst: GalaxiesInstance) -> Geometry:
    """Mirror maps, centre cells and grid edges of ``inst`` (vectorised)."""
    R, C = inst.rows, inst.cols
    dots = np.asarray(inst.dots, dtype=np.int64).reshape(-1, 2)
    mirror = _mirrors(dots, R, C)
    centre_galaxy, centre_cell = _centre_cells(dots, C)
    owner = np.full(R * C, -1, dtype=np.int64)
    owner[centre_cell] = centre_galaxy  # no two dots share a centre cell (the instance checks)
    starts = np.searchsorted(centre_galaxy, np.arange(len(dots)))
    bounds = [*starts.tolist(), len(centre_cell)]  # slices: ``np.split`` took ten times as long
    centres = tuple(centre_cell[a:b] for a, b in zip(bounds[:-1], bounds[1:], strict=True))
    root = centre_cell[starts]
    return Geometry(R, C, mirror, owner, centres, root, centre_galaxy, centre_cell)


def _mirrors(dots: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """(G, N) int64: the mirror of cell k = i*C + j about dot g = (r2, c2), the cell
    (r2 - 1 - i, c2 - 1 - j), that is (r2 - 1)*C + (c2 - 1) - k, or -1 when it leaves the
    grid (its row or its column does: an outer product of two small tables).

    One (G, N) array and nothing else that size: at 20x36 the former element-wise int32
    arithmetic (two coordinates, four comparisons, a copy to int64) took about 1 ms, most
    of it fresh memory; at 100x100 G x N is 24 million."""
    r2, c2 = dots[:, 0], dots[:, 1]
    row_out = (r2[:, None] - 1 - np.arange(rows)[None, :]).view(np.uint64) >= rows  # negative: huge
    col_out = (c2[:, None] - 1 - np.arange(cols)[None, :]).view(np.uint64) >= cols
    outside = (row_out[:, :, None] | col_out[:, None, :]).reshape(len(dots), rows * cols)
    mirror = ((r2 - 1) * cols + (c2 - 1))[:, None] - np.arange(rows * cols, dtype=np.int64)[None, :]
    np.copyto(mirror, -1, where=outside)
    return mirror


_CORNERS = np.array([[0, 0], [0, 1], [1, 0], [1, 1]], dtype=np.int64)


def _centre_cells(dots: np.ndarray, cols: int) -> tuple[np.ndarray, np.ndarray]:
    """Every dot's centre cells (:func:`puzzlebench.instances.types.centre_cells`: 1, 2 or 4,
    row by row), flattened: (galaxy, cell) arrays, galaxy by galaxy, without a loop over
    the dots (a 20x36 janko puzzle has about a hundred)."""
    r2, c2 = dots[:, 0], dots[:, 1]
    # an odd coordinate is a cell's centre, (r2 - 1) // 2 = r2 // 2; an even one lies on an
    # edge, and (r2 - 1) // 2 = r2 // 2 - 1 is the first of the cells either side of it
    first = ((r2 - 1) // 2) * cols + (c2 - 1) // 2
    keep = (_CORNERS[:, 0][None, :] <= 1 - r2[:, None] % 2) & (_CORNERS[:, 1][None, :] <= 1 - c2[:, None] % 2)
    galaxy, corner = keep.nonzero()  # row-major: galaxy by galaxy, each one's cells row by row
    return galaxy.astype(np.int64), first[galaxy] + _CORNERS[corner, 0] * cols + _CORNERS[corner, 1]


def _basic(geo: Geometry) -> np.ndarray:
    """The seed's F_g: the mirror lies inside the grid and neither the cell nor its mirror
    is a centre cell of another galaxy.

    Only the centre cells can rule a pair out (a few hundred at 20x36, against ~100,000
    pairs), so this starts from "mirror inside" and clears, for every centre cell c and
    every galaxy g, the pairs (g, c) and (g, mirror_g(c)) (the cells whose mirror about g
    is c: the mirror is its own inverse); then gives each galaxy its own centre cells back
    (their mirrors are its centre cells too, so that undoes every pair cleared for c's own
    galaxy). Flat indices throughout: numpy's 2-d fancy indexing costs several times more."""
    n = geo.n_cells
    cand = geo.mirror >= 0
    flat = cand.reshape(-1)
    row = np.arange(geo.n_gal, dtype=np.int64)[:, None] * n  # (G, 1): where galaxy g's pairs start
    pairs = row + geo.centre_cell[None, :]  # (G, K): (g, c) for every centre cell c
    flat[pairs.ravel()] = False
    mm = geo.mirror.reshape(-1)[pairs]  # mirror_g(c)
    flat[(row + mm)[mm >= 0]] = False
    flat[geo.centre_galaxy * n + geo.centre_cell] = True
    return cand


def nonzero2(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.nonzero`` of a 2-d mask, same order and dtype: through the flat indices, which
    is several times faster than numpy's 2-d path on these (G, N) masks."""
    return np.divmod(np.flatnonzero(mask), mask.shape[1])


def cell_counts(cand: np.ndarray) -> np.ndarray:
    """(N,) int64: candidate galaxies per cell (a sum, faster than ``count_nonzero(axis=0)``)."""
    return cand.sum(axis=0, dtype=np.int64)


def _label_slices(mask: np.ndarray, rows: int, cols: int) -> tuple[np.ndarray, int]:
    """4-connected components of each galaxy's (N,) row of a (G, N) mask: labels (G, N), count.

    The slices are stacked into one 2-d image with an empty row between them, so a 2-d
    label does the work of a 3-d one whose structure links cells inside one slice (half
    the time: the 3-d structure visits more neighbours); the scan order, hence the numbering, is the same.
    """
    G = mask.shape[0]
    stacked = np.zeros((G, rows + 1, cols), dtype=bool)
    stacked[:, :rows] = mask.reshape(G, rows, cols)
    labels, n = ndimage.label(stacked.reshape(G * (rows + 1), cols), structure=_CROSS)
    return labels.reshape(G, rows + 1, cols)[:, :rows].reshape(G, -1), int(n)


def reach_fixed_point(
    geo: Geometry, cand: np.ndarray, only: np.ndarray | None = None
) -> np.ndarray:
    """Drop cells not connected to C_g inside the candidates, with their mirrors, until stable.

    ``cand`` must be mirror-closed (every candidate's mirror is a candidate) and contain C_g.
    ``only`` (galaxy indices) restricts the work to galaxies whose candidates changed.
    """
    cand = cand.copy()
    _reach_in_place(geo, cand, np.arange(geo.n_gal) if only is None else np.asarray(only, dtype=np.int64))
    return cand


def _reach_in_place(geo: Geometry, cand: np.ndarray, gal: np.ndarray) -> bool:
    """:func:`reach_fixed_point` on rows ``gal`` of ``cand``, in place; whether a cell left.

    A galaxy goes round again only when the mirror step removed a cell: the root's
    component of a set is its own component, so a mirror-closed component is already a
    fixed point (labelling it again, as a plain loop would, changes nothing). The mirror
    step looks only at the kept cells (a few per galaxy), not at the whole grid.
    """
    lost = False
    while gal.size:
        sub = cand[gal]
        labels, _ = _label_slices(sub, geo.rows, geo.cols)
        root_label = labels[np.arange(gal.size), geo.root[gal]]
        keep = (labels == root_label[:, None]) & (root_label[:, None] > 0)
        ii, kk = nonzero2(keep)
        mm = geo.mirror[gal[ii], kk]
        bad = mm < 0
        bad[~bad] = ~keep[ii[~bad], mm[~bad]]
        keep[ii[bad], kk[bad]] = False
        if np.count_nonzero(keep) != np.count_nonzero(sub):  # keep is a subset of sub
            lost = True
            cand[gal] = keep
        again = np.zeros(gal.size, dtype=bool)  # (``np.unique`` of ii[bad]: the same, sorted, in a sort's time)
        again[ii[bad]] = True
        gal = gal[again]
    return lost


def candidates(geo: Geometry, prune: str) -> np.ndarray:
    """The (G, N) candidate mask F_g for pruning level ``prune``."""
    if prune == "none":
        return np.ones((geo.n_gal, geo.n_cells), dtype=bool)
    cand = _basic(geo)
    if prune == "basic":
        return cand
    if prune == "reach":
        return reach_fixed_point(geo, cand)
    raise ValueError(f"unknown prune level {prune!r}")


def deduce(
    geo: Geometry, cand: np.ndarray, max_rounds: int = 10_000, reached: bool = False
) -> np.ndarray:
    """Propagate forced assignments across galaxies, starting from a mirror-closed ``cand``.

    Repeats until nothing changes: (1) a cell with a single candidate galaxy g belongs to
    g, and so does its mirror about g; both leave every other galaxy h, and so do their
    mirrors about h (symmetry of h); (2) reachability, redone only for the galaxies that
    lost cells. Every step only removes (g, cell) pairs that no valid solution uses, so
    the result is exact; a cell left with no candidate at all means the puzzle has no
    solution. A round is (1) to its own fixed point, then (2); ``max_rounds`` counts them.
    The rounds run on sets of the few candidate pairs left
    (:class:`~puzzlebench.models.galaxies.propagation.PairSets`), not on the masks.
    """
    cand = cand.copy()
    if not reached:  # ``reached``: cand is already a reachability fixed point (prune=reach)
        _reach_in_place(geo, cand, np.arange(cand.shape[0]))
    pairs = PairSets(geo, cand)
    for _ in range(max_rounds):
        changed = pairs.force()
        if not changed or not pairs.reach(changed):
            break
    return pairs.mask()


def grid_neighbours(u: int, rows: int, cols: int) -> list[int]:
    """The 4-neighbours of flat cell ``u`` (up, down, left, right) inside the grid."""
    i, j = divmod(u, cols)
    return [v for v, ok in ((u - cols, i > 0), (u + cols, i < rows - 1), (u - 1, j > 0), (u + 1, j < cols - 1))
            if ok]


def pieces(mask: np.ndarray, rows: int, cols: int) -> tuple[np.ndarray, int]:
    """4-connected components of a (G, N) mask per galaxy: labels (G, N) and their count."""
    return _label_slices(mask, rows, cols)


def dilate(mask: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """A 2-d cell mask (N,) grown by one step in the four directions."""
    out = ndimage.binary_dilation(mask.reshape(rows, cols), structure=_CROSS)
    return out.ravel()


def settled_galaxies(cand: np.ndarray) -> np.ndarray:
    """(G,) bool: galaxies none of whose candidate cells has another candidate galaxy."""
    shared = cell_counts(cand) != 1
    return ~(cand & shared[None, :]).any(axis=1)
