"""``galaxies/paths``: the textbook path variables t over chordless cell-to-centre paths.

:func:`add_paths` writes one binary t per kept path and the rows ``path_all`` (t = 1 only
if every cell of the path is in the galaxy), ``path_any`` (t = 1 if every cell is) and
``path_cover`` (a non-centre cell of a galaxy lies on a chosen path to its centre); the
paths come from :func:`enumerate_paths`, which enumerates the chordless ones directly.

The reference code enumerated every simple path and filtered the chordless ones (391,489
enumerated, 1,088 kept, 14 s at 21x21). Two observations make the enumeration itself small:

1. **Contract the centre.** If a galaxy is connected, every cell a of it has a *shortest*
   path to the set C_g inside the galaxy. Such a path is induced (chordless) in the graph
   where C_g is contracted to one vertex: it meets C_g only at its end, and no earlier
   cell of it touches C_g or a non-consecutive path cell. So paths that run through a
   centre cell, or brush past one, are never needed, and the textbook constraint
   ``x(a,g) <= sum_p t_p`` stays exact with only these paths.
2. **Grow from the centre.** Chordlessness is symmetric, so the chordless paths of *all*
   cells are exactly the nodes of one depth-first search that starts next to C_g and
   extends a path by a cell that touches no path cell but the current tip (nor C_g).
   Every search node is a path we keep: no dead ends are explored, and a cap on the
   number of nodes bounds the time (-> :class:`~puzzlebench.models.model.ModelTooLarge`).

Mirror symmetry halves the model: x(a,g) = x(mirror(a),g), so a path constraint is needed
for one cell of each mirror pair only (the representative with the smaller index); paths
ending at the other cell are searched through but not kept.

The search is iterative, with path sets as Python-int bitmasks over the galaxy's
candidate cells (one AND per extension test).

Here too: the formulation object (:class:`PathsFormulation`) and the variant's declaration
(:data:`build_paths`), with its option ``path_cap`` (paths searched before
:class:`~puzzlebench.models.model.ModelTooLarge`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import scipy.sparse as sp

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import csr, ij
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS, GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry
from puzzlebench.models.model import GE, LE, ModelBuilder, ModelTooLarge
from puzzlebench.models.variant import positive_int, variant

PATH_OPTIONS: dict[str, Any] = {**OPTIONS, "path_cap": 200_000}
PATH_CHECKS = {**CHECKS, "path_cap": positive_int}


@dataclass(frozen=True)
class Paths:
    """Kept paths of all galaxies in CSR form (cells exclude the centre they end at)."""

    gal: np.ndarray  # (P,) galaxy of each path
    start: np.ndarray  # (P,) the cell the path is for (its far end from the centre)
    indptr: np.ndarray  # (P+1,)
    cells: np.ndarray  # cells of each path, start first, centre-adjacent cell last
    searched: int  # search nodes visited (= chordless paths of all cells, both mirrors)

    @property
    def count(self) -> int:
        return int(self.gal.shape[0])

    @property
    def lengths(self) -> np.ndarray:
        return np.diff(self.indptr)


class _Budget:
    def __init__(self, cap: int):
        self.cap = cap
        self.used = 0


def _galaxy_tree(
    geo: Geometry, g: int, cand_row: np.ndarray, budget: _Budget
) -> tuple[np.ndarray, np.ndarray]:
    """Search tree of chordless paths from C_g outward: (parent, tip) arrays, tip as cells."""
    cells = np.flatnonzero(cand_row)
    local = {int(c): k for k, c in enumerate(cells)}
    C = geo.cols
    R = geo.rows
    nb: list[list[int]] = []
    nbmask: list[int] = []
    for c in cells.tolist():
        i, j = divmod(c, C)
        lst = []
        if i > 0 and c - C in local:
            lst.append(local[c - C])
        if i < R - 1 and c + C in local:
            lst.append(local[c + C])
        if j > 0 and c - 1 in local:
            lst.append(local[c - 1])
        if j < C - 1 and c + 1 in local:
            lst.append(local[c + 1])
        nb.append(lst)
        m = 0
        for w in lst:
            m |= 1 << w
        nbmask.append(m)
    cmask = 0
    for c in geo.centres[g].tolist():
        cmask |= 1 << local[c]
    parent: list[int] = []
    tip: list[int] = []
    stack: list[tuple[int, int, int]] = []
    firsts = sorted(
        {w for c in geo.centres[g].tolist() for w in nb[local[c]] if not (cmask >> w) & 1}
    )
    for w in firsts:
        stack.append((w, cmask | (1 << w), len(tip)))
        parent.append(-1)
        tip.append(w)
    cap = budget.cap
    used = budget.used + len(firsts)
    while stack:
        u, pm, pid = stack.pop()
        excl = pm & ~(1 << u)
        for w in nb[u]:
            if (pm >> w) & 1 or nbmask[w] & excl:
                continue
            stack.append((w, pm | (1 << w), len(tip)))
            parent.append(pid)
            tip.append(w)
            used += 1
        if used > cap:
            budget.used = used
            raise ModelTooLarge(
                f"galaxies/paths: more than {cap} chordless paths (path_cap) by galaxy {g} of "
                f"{geo.n_gal}; raise path_cap or prune harder (prune=reach)"
            )
    budget.used = used
    return np.asarray(parent, dtype=np.int64), cells[
        np.asarray(tip, dtype=np.int64)
    ] if tip else np.zeros(0, dtype=np.int64)


def enumerate_paths(geo: Geometry, cand: np.ndarray, cap: int) -> Paths:
    """All kept chordless paths of every galaxy (see the module docstring); cap on search nodes."""
    budget = _Budget(cap)
    gals, starts, lens, cell_chunks = [], [], [], []
    for g in range(geo.n_gal):
        if not cand[g, geo.centres[g]].all():
            continue  # no connectivity needed (a galaxy settled by deduction)
        parent, tip = _galaxy_tree(geo, g, cand[g], budget)
        if tip.size == 0:
            continue
        mir = geo.mirror[g, tip]
        keep = np.flatnonzero((mir >= 0) & (tip <= mir))  # one cell per mirror pair
        if keep.size == 0:
            continue
        # walk parent pointers level by level (vectorised), emitting cells start -> centre
        cur = keep.copy()
        rows_out, cells_out = [], []
        row_id = np.arange(keep.size)
        depth = np.zeros(keep.size, dtype=np.int64)
        while cur.size:
            rows_out.append(row_id)
            cells_out.append(tip[cur])
            depth[row_id] += 1
            nxt = parent[cur]
            alive = nxt >= 0
            cur, row_id = nxt[alive], row_id[alive]
        r = np.concatenate(rows_out)
        order = np.argsort(r, kind="stable")
        gals.append(np.full(keep.size, g, dtype=np.int64))
        starts.append(tip[keep])
        lens.append(depth)
        cell_chunks.append(np.concatenate(cells_out)[order])
    if not gals:
        z = np.zeros(0, dtype=np.int64)
        return Paths(z, z, np.zeros(1, dtype=np.int64), z, budget.used)
    lengths = np.concatenate(lens)
    indptr = np.zeros(lengths.size + 1, dtype=np.int64)
    np.cumsum(lengths, out=indptr[1:])
    return Paths(
        np.concatenate(gals),
        np.concatenate(starts),
        indptr,
        np.concatenate(cell_chunks),
        budget.used,
    )


def add_paths(
    b: ModelBuilder, geo: Geometry, cand: np.ndarray, xcol: np.ndarray, cap: int
) -> tuple[Paths, np.ndarray, sp.csr_matrix]:
    """Path variables t and the path_all / path_any / path_cover rows."""
    G, N = cand.shape
    P = enumerate_paths(geo, cand, cap)
    n_p = P.count
    first_of_g = np.searchsorted(P.gal, np.arange(G))
    local = np.arange(n_p) - first_of_g[P.gal] if n_p else np.zeros(0, dtype=np.int64)
    tcols = b.add_vars("t[g{},p{}]", np.stack([P.gal, local], axis=1))
    lengths = P.lengths
    path_row = np.repeat(np.arange(n_p), lengths)
    cell_cols = xcol[P.gal[path_row], P.cells]
    pm = sp.csr_matrix((np.ones(cell_cols.size), cell_cols, P.indptr), shape=(n_p, b.num_vars))
    names = np.stack([P.gal, local], axis=1)
    # path_all: sum x - n t >= 0 (t = 1 only if every cell is in g)
    rows = np.concatenate([path_row, np.arange(n_p)])
    cols = np.concatenate([cell_cols, tcols])
    for fam, tcoef, sense, rhs in (
        ("path_all", -lengths, GE, 0.0),
        ("path_any", -np.ones(n_p), LE, lengths - 1.0),
    ):
        vals = np.concatenate([np.ones(cell_cols.size), tcoef])
        indptr, cc, vv = csr(rows, cols, vals, n_p)
        b.add_rows(fam, fam + "[g{},p{}]", names, indptr, cc, vv, sense, rhs)
    # path_cover: x(a) <= sum of t over a's paths, one cell per mirror pair, centre cells aside
    cov = cand.copy()
    for g, c in enumerate(geo.centres):
        cov[g, c] = False
    ent_g, ent_cell = np.nonzero(cov)
    mir = geo.mirror[ent_g, ent_cell]
    sel = (mir >= 0) & (ent_cell <= mir)
    cg, ca = ent_g[sel], ent_cell[sel]
    rowid = np.full((G, N), -1, dtype=np.int64)
    rowid[cg, ca] = np.arange(cg.size)
    prow = rowid[P.gal, P.start]
    assert (prow >= 0).all(), "a kept path starts at a cell without a path_cover row"
    rows = np.concatenate([np.arange(cg.size), prow])
    cols = np.concatenate([xcol[cg, ca], tcols])
    vals = np.concatenate([np.ones(cg.size), -np.ones(n_p)])
    indptr, cc, vv = csr(rows, cols, vals, cg.size)
    ai, aj = ij(geo, ca)
    b.add_rows(
        "path_cover",
        "path_cover[{},{},g{}]",
        np.stack([ai, aj, cg], axis=1),
        indptr,
        cc,
        vv,
        LE,
        0.0,
    )
    return P, tcols, pm


@dataclass
class PathsFormulation(GalaxiesFormulation):
    """Base + the textbook path variables t over chordless cell-to-centre paths."""

    paths: Paths = field(repr=False)
    t_cols: np.ndarray = field(repr=False)
    path_matrix: sp.csr_matrix = field(repr=False)  # paths x columns (x of cells)

    def encode(self, solution: Any) -> np.ndarray:
        """x from ``solution``; t = 1 exactly on the paths whose cells are all in the galaxy."""
        x = self.encode_x(solution)
        if self.paths.count:
            full = (self.path_matrix @ x) >= self.paths.lengths - 0.5
            x[self.t_cols] = full.astype(float)
        return x


@variant(
    "galaxies/paths",
    "textbook path variables over chordless cell-to-centre paths (capped by path_cap)",
    PATH_OPTIONS,
    checks=PATH_CHECKS,
)
def build_paths(instance: GalaxiesInstance, **options: Any) -> PathsFormulation:
    s = start("paths", instance, options)
    P, tcols, pm = add_paths(s.builder, s.geo, s.connect, s.xcol, int(options["path_cap"]))
    return s.finish(PathsFormulation, {"paths": P.count, "paths_searched": P.searched},
                    paths=P, t_cols=tcols, path_matrix=pm)
