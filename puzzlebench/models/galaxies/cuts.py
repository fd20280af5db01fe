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
one cut per piece, for its cell closest to the centre (fewer rows per round);
``scope="region"`` one per cell of the region S cuts off. ``side`` adds (``both``) or
swaps in (``centre``) the separator next to the galaxy's anchored part; ``localised``
(option ``galaxy_cuts``) adds every cell's neighbour cut for a galaxy once it breaks.
Each column gets one cut per side and round: with ``pairs`` a piece and its mirror piece
gave the same row twice. Measured side by side (docs/formulations-galaxies.md): none of
the three options beats the default with CP-SAT; they stay as options for the record.

The variant's declaration is here too (:data:`build_cuts`, with :class:`CutsFormulation`,
whose ``separate`` the cut loop calls). Its options beyond the shared ones: ``cut_scope``
(``cell``: one cut per cell of a cut-off piece; ``piece``: one per piece; ``region``: one per
cell of the region its separator cuts off), ``cut_side`` (``piece``: the separator next to
the piece; ``centre``: the one next to the galaxy's centre part; ``both``), ``galaxy_cuts``
(every cell's neighbour cut for a galaxy once it has a cut-off piece), ``local_cuts``
(static single-cell separator cuts up front), ``root_rounds`` (at most that many rounds
of cuts separated on the LP relaxation before the integer cut loop; 0 = off; not for
CP-SAT, which solves no LP) and ``cut_loop`` (``resolve``: solve, separate, solve again;
``callback``: branch-and-cut, the same separation routines called from inside one search
by the solvers that have callbacks, :mod:`puzzlebench.models.backends.lazy`; the others
keep ``resolve``, and the run record's ``stats.cut_loop`` says which ran).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import ndimage

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import csr, ij
from puzzlebench.models.galaxies.formulation import GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry, grid_neighbours
from puzzlebench.models.galaxies.lazy import LAZY_CHECKS, LAZY_OPTIONS, loose_pieces
from puzzlebench.models.galaxies.lazy import fractional_cuts as lazy_fractional_cuts
from puzzlebench.models.model import LE, ModelBuilder, RowCollector, RowSet
from puzzlebench.models.variant import flag, one_of, variant

SEPARATOR_ROWS = ("separator_cut", "separator_cut[g{},{},{},r{},s{}]")  # the cuts' family and names
_CROSS = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]], dtype=bool)


def separator_cuts(
    geo: Geometry,
    cand: np.ndarray,
    xcol: np.ndarray,
    grid: Sequence[Sequence[int]] | np.ndarray,
    scope: str,
    round_no: int,
    side: str = "piece",
    localised: set[int] | None = None,
) -> RowSet:
    """All separator cuts violated by the assignment ``grid``; empty when all connected.

    ``grid`` is the solver's point decoded to galaxy indices (argmax per cell), ``cand`` the
    (G, N) candidate mask and ``xcol`` the (G, N) column of x(cell, g) (-1: none).
    ``scope`` picks the cells that get a cut: every cell of P (``cell``), its cell nearest
    the centre (``piece``), or every cell of the region S cuts off (``region``,
    :func:`reaching_separator`: the solver can no more move the piece inside it).
    ``side`` picks the separators: ``piece`` (the neighbours of the cut-off piece P that
    reach the centre, :func:`reaching_neighbours`), ``centre`` (the neighbours of the
    galaxy's anchored piece A that P reaches, :func:`centre_side_neighbours`) or ``both``
    (two different cuts per cell: the loop needs fewer rounds).
    ``localised`` (when given): galaxies that already have their neighbour cuts; every
    other galaxy with a cut-off piece gets them now (:func:`_neighbour_rows`) and joins
    the set -- most cut-off pieces are single cells, and the same galaxies break again in
    later rounds.
    """
    C = geo.cols
    grid = np.asarray(grid, dtype=np.int64)
    coll = RowCollector(*SEPARATOR_ROWS)
    sides = ("piece", "centre") if side == "both" else (side,)
    anchors: dict[int, np.ndarray] = {}
    done: dict[tuple[int, int], set[int]] = {}
    neighbour_cuts = localised is not None
    localised = localised if localised is not None else set()
    loose_pieces_found = loose_pieces(geo, cand, grid)
    for g, piece in loose_pieces_found:
        cells = np.flatnonzero(piece)
        if scope == "piece":
            # the cell of the piece nearest to the root (Manhattan distance)
            ri, rj = divmod(int(geo.root[g]), C)
            ci, cj = np.divmod(cells, C)
            cells = cells[[int(np.argmin(np.abs(ci - ri) + np.abs(cj - rj)))]]
        for s, which in enumerate(("piece", "centre")):
            if which not in sides:
                continue
            if which == "piece" and scope == "region":
                sep_cols, region = reaching_separator(geo, cand, xcol, g, piece)
                cells = np.flatnonzero(region)
            elif which == "piece":
                sep_cols = reaching_neighbours(geo, cand, xcol, g, piece)
            else:
                if g not in anchors:
                    anchors[g] = anchored_piece(geo, cand, grid, g)
                sep_cols = centre_side_neighbours(geo, cand, xcol, g, anchors[g], piece)
            seen = done.setdefault((g, s), set())  # one cut per column and side: regions overlap
            for a in cells.tolist():
                col = int(xcol[g, a])
                if col in seen:
                    continue
                seen.add(col)
                i, j = divmod(a, C)
                coll.add(
                    (g, i, j, round_no, s),
                    np.concatenate([[col], sep_cols]),
                    np.concatenate([[1.0], -np.ones(sep_cols.size)]),
                    LE,
                    0.0,
                )
    if neighbour_cuts:
        for g in sorted({g for g, _ in loose_pieces_found}):
            if g in localised:
                continue
            localised.add(g)
            _neighbour_rows(coll, geo, cand, xcol, g, round_no, done.setdefault((g, 2), set()))
    return coll.rowset()


def _neighbour_rows(coll: RowCollector, geo: Geometry, cand: np.ndarray, xcol: np.ndarray, g: int,
                    round_no: int, seen: set[int]) -> None:
    """x(a, g) <= sum of x(b, g) over a's neighbours b in F_g, for every cell a of F_g not
    next to C_g (the single-cell separator cut of :func:`add_local_cuts`, one galaxy)."""
    R, C = geo.rows, geo.cols
    centre = set(geo.centres[g].tolist())
    near = {v for u in centre for v in grid_neighbours(u, R, C)} | centre
    for a in np.flatnonzero(cand[g]).tolist():
        col = int(xcol[g, a])
        if a in near or col in seen:
            continue
        seen.add(col)
        nb = np.unique([int(xcol[g, b]) for b in grid_neighbours(a, R, C) if cand[g, b]])
        i, j = divmod(a, C)
        coll.add((g, i, j, round_no, 2), np.concatenate([[col], nb]),
                 np.concatenate([[1.0], -np.ones(nb.size)]), LE, 0.0)


def anchored_piece(geo: Geometry, cand: np.ndarray, grid: np.ndarray, g: int) -> np.ndarray:
    """(N,) mask: the cells of galaxy g in ``grid`` 4-connected to its centre cells (A)."""
    R, C = geo.rows, geo.cols
    member = ((grid.ravel() == g) & cand[g]).reshape(R, C)
    lab, _ = ndimage.label(member, structure=_CROSS)
    keep = np.unique(lab.ravel()[geo.centres[g]])
    keep = keep[keep > 0]
    return np.isin(lab, keep).ravel() if keep.size else np.zeros(R * C, dtype=bool)


def centre_side_neighbours(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, g: int,
                           anchor: np.ndarray, piece: np.ndarray) -> np.ndarray:
    """Columns x(c, g) of the cells c of F_g next to the anchored piece A (outside it) that
    ``piece`` reaches inside F_g \\ A: the separator on the centre's side.

    Valid for every solution: a path from a cell of the piece to C_g inside the galaxy
    enters A (which holds C_g) for the first time from such a cell c, so x(c, g) = 1; the
    current point has no neighbour of the maximal piece A in g, so the cut is violated.
    """
    R, C = geo.rows, geo.cols
    rs, cs = _box(cand[g].reshape(R, C))
    cand_g = cand[g].reshape(R, C)[rs, cs]
    anc = anchor.reshape(R, C)[rs, cs]
    pc = piece.reshape(R, C)[rs, cs]
    rest, _ = ndimage.label(cand_g & ~anc, structure=_CROSS)
    labs = np.unique(rest[pc])
    reach = np.isin(rest, labs[labs > 0])
    sep = ndimage.binary_dilation(anc, structure=_CROSS) & ~anc & cand_g & reach
    si, sj = np.nonzero(sep)
    return np.unique(xcol[g, (si + rs.start) * C + sj + cs.start])


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
    return _reaching(geo, cand, xcol, g, piece, with_region=False)[0]


def reaching_separator(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, g: int,
                       piece: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`reaching_neighbours` (the columns of S) and the region S cuts off: the cells
    of F_g connected to ``piece`` in F_g \\ S (N,) bool.

    Every cell of that region is separated from C_g by S too (a path from it to C_g
    would pass P's last exit, a cell of S, or avoid P and S altogether, but then P
    would reach C_g avoiding S), so the cut holds for all of its cells.
    """
    cols, region = _reaching(geo, cand, xcol, g, piece, with_region=True)
    assert region is not None
    return cols, region


def _reaching(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, g: int, piece: np.ndarray,
              with_region: bool) -> tuple[np.ndarray, np.ndarray | None]:
    """Both of the above; the region (a second labelling of the box) only when asked, since
    the default cut loop calls this once per cut-off piece and never needs it."""
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
    cols = np.unique(xcol[g, (si + rs.start) * C + sj + cs.start])
    if not with_region:
        return cols, None
    region_lab, _ = ndimage.label(cand_g & ~sep, structure=_CROSS)
    labs = np.unique(region_lab[piece_g])
    region = np.zeros((R, C), dtype=bool)
    region[rs, cs] = np.isin(region_lab, labs[labs > 0])
    return cols, region.ravel()


def fractional_cuts(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, values: np.ndarray,
                    round_no: int, min_violation: float = 0.05, per_piece: int = 3) -> RowSet:
    """Separator cuts violated by a fractional point (family ``root_cut``): the threshold
    pieces of :func:`puzzlebench.models.galaxies.lazy.fractional_cuts`, each cut with S the
    neighbours of the piece that reach the centre avoiding it (:func:`reaching_neighbours`)."""

    def separator(g: int, piece: np.ndarray, cells: list[int]) -> list[np.ndarray]:
        sep = reaching_neighbours(geo, cand, xcol, g, piece)
        return [sep] * len(cells)

    return lazy_fractional_cuts(geo, cand, xcol, values, round_no, separator, min_violation, per_piece)


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


# ------------------------------------------------------------------------------ the variant
CUT_OPTIONS: dict[str, Any] = {**LAZY_OPTIONS, "cut_scope": "cell", "local_cuts": False, "cut_side": "piece",
                               "galaxy_cuts": False}
CUT_SCOPES = ("cell", "piece", "region")
CUT_SIDES = ("piece", "centre", "both")
CUT_CHECKS = {**LAZY_CHECKS, "cut_scope": one_of(*CUT_SCOPES), "local_cuts": flag, "cut_side": one_of(*CUT_SIDES),
              "galaxy_cuts": flag}


@dataclass
class CutsFormulation(GalaxiesFormulation):
    """The base model; connectivity comes lazily from :meth:`separate` (a cut loop)."""

    cut_scope: str = "cell"
    cut_side: str = "piece"
    galaxy_cuts: bool = False  # neighbour cuts for a whole galaxy once it has a cut-off piece
    localised: set[int] = field(default_factory=set)
    rounds: int = 0
    root_rounds: int = 0  # LP rounds of separate_fractional before the integer loop
    cut_loop: str = "resolve"  # or "callback": branch-and-cut where the solver has callbacks
    # deduction settled every galaxy: each is fixed to its candidate cells, connected by
    # reachability (the reason a settled galaxy gets no connectivity rows, :func:`start`),
    # so no point within the bounds has a cut-off piece and there is nothing to separate
    settled: bool = False

    def separate(self, values: np.ndarray) -> RowSet:
        """Separator cuts (family ``separator_cut``) for every piece cut off from its centre."""
        self.rounds += 1
        if self.settled:  # the independent checker still checks the decoded point
            return RowCollector(*SEPARATOR_ROWS).rowset()
        grid = self.decode(values)
        return separator_cuts(self.geo, self.cand, self.xcol, grid, self.cut_scope, self.rounds,
                              self.cut_side, self.localised if self.galaxy_cuts else None)

    def separate_fractional(self, values: np.ndarray) -> RowSet:
        """Cuts violated by the LP relaxation's point (family ``root_cut``), option
        ``root_rounds``: the cut loop's runner solves the relaxation and adds these until
        none is found, so branch-and-bound solvers start from a connected-looking LP."""
        self.rounds += 1
        return fractional_cuts(self.geo, self.cand, self.xcol, np.asarray(values, dtype=float), self.rounds)


@variant(
    "galaxies/cuts",
    "base model + separator cuts for cut-off pieces, added in a solve loop",
    CUT_OPTIONS,
    checks=CUT_CHECKS,
    lazy=True,
)
def build_cuts(instance: GalaxiesInstance, **options: Any) -> CutsFormulation:
    s = start("cuts", instance, options)
    if options["local_cuts"]:
        add_local_cuts(s.builder, s.geo, s.cand, s.xcol)
    return s.finish(CutsFormulation, cut_scope=options["cut_scope"], cut_side=options.get("cut_side", "piece"),
                    galaxy_cuts=bool(options.get("galaxy_cuts", False)), root_rounds=int(options["root_rounds"]),
                    cut_loop=str(options.get("cut_loop", "resolve")), settled=not s.connect.any())
