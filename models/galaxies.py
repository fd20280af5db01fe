"""Galaxies formulation variants: ``galaxies/none``, ``/flow``, ``/paths`` and ``/cuts``.

All four share one base (see ../shared/PUZZLES.md): binary x(i,j,g) = 1 iff cell (i,j) is in
galaxy g, one per candidate pair (g, cell) of F_g (:mod:`models.galaxies_candidates`), with

* ``cover``    -- sum_g x(i,j,g) = 1 per cell;
* ``centre``   -- x(c,g) = 1 for the centre cells C_g;
* ``symmetry`` -- x(a,g) - x(mirror_g(a),g) = 0 (one row per mirror pair; absent with
  ``pairs=True``, where one variable stands for the pair {a, mirror_g(a)});
* ``outside``  -- x(a,g) = 0 where the mirror of a leaves the grid (only ``prune=none``
  has such variables; they are kept as rows, not bounds, so the model keeps all R*C*G
  variables and a violation names the rule). Cells that are another galaxy's centre need
  no row: ``cover`` + ``centre`` already force them (and, by ``symmetry``, their mirrors) to 0.

Connectivity is what differs: none (``galaxies/none``, to show the failure), single-commodity
flow, chordless paths (:mod:`models.galaxies_paths`), or separator cuts added lazily
(:mod:`models.galaxies_cuts`).

Options (every variant): ``prune`` in none|basic|reach, default ``reach`` -- it is exact
(a valid solution never uses a pruned cell), costs a few milliseconds, and gives every
variant fewer variables and a smaller big-M for flow; ``pairs`` (default False); ``deduce``
(default False) propagates forced cells across galaxies, fixes single-candidate cells
by bounds (lb = 1) and leaves out the connectivity rows of galaxies it settles entirely.
``galaxies/paths`` adds ``path_cap``; ``galaxies/cuts`` adds ``cut_scope`` (``cell``: one
cut per cell of a cut-off piece; ``piece``: one per piece) and ``local_cuts`` (static
single-cell separator cuts up front).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import scipy.sparse as sp

from instances.errors import PuzzleInputError
from instances.types import GalaxiesInstance
from models.galaxies_candidates import PRUNE_LEVELS, Geometry, candidates, deduce, geometry
from models.galaxies_paths import Paths, enumerate_paths
from models.model import EQ, GE, LE, Model, ModelBuilder, RowSet
from models.registry import register

OPTIONS: dict[str, Any] = {"prune": "reach", "pairs": False, "deduce": False}
PATH_OPTIONS: dict[str, Any] = {**OPTIONS, "path_cap": 200_000}
CUT_OPTIONS: dict[str, Any] = {**OPTIONS, "cut_scope": "cell", "local_cuts": False}
CUT_SCOPES = ("cell", "piece")


# ------------------------------------------------------------------------------ helpers
def _csr(
    row: np.ndarray, col: np.ndarray, val: np.ndarray, nrows: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """COO triplets -> (indptr, cols, coefs) sorted by row (stable: keeps entry order)."""
    order = np.argsort(row, kind="stable")
    indptr = np.zeros(nrows + 1, dtype=np.int64)
    np.cumsum(np.bincount(row, minlength=nrows), out=indptr[1:])
    return indptr, col[order], np.asarray(val, dtype=float)[order]


def _ij(geo: Geometry, cells: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return np.divmod(np.asarray(cells, dtype=np.int64), geo.cols)


def _check_options(prune: Any, pairs: Any, deduce_: Any) -> None:
    if prune not in PRUNE_LEVELS:
        raise PuzzleInputError(f"prune must be one of {', '.join(PRUNE_LEVELS)}, got {prune!r}")
    for name, v in (("pairs", pairs), ("deduce", deduce_)):
        if not isinstance(v, bool | np.bool_):
            raise PuzzleInputError(f"{name} must be true or false, got {v!r}")


# ------------------------------------------------------------------------------ formulations
@dataclass
class GalaxiesFormulation:
    """The base model (no connectivity) and the maps between its columns and the grid."""

    instance: GalaxiesInstance
    model: Model
    options: dict[str, Any]
    geo: Geometry
    cand: np.ndarray  # (G, N) bool: F_g after pruning (and deduction)
    xcol: np.ndarray  # (G, N) int64: column of x(cell, g), -1 when there is none
    ent_g: np.ndarray = field(repr=False)  # every (g, cell) with a column
    ent_cell: np.ndarray = field(repr=False)

    def decode(self, values: np.ndarray) -> tuple[tuple[int, ...], ...]:
        """Grid of dot indices: per cell the candidate galaxy with the largest x.

        Argmax rather than rounding, so solver values like 0.9999 / 1e-7 decode the same.
        """
        values = np.asarray(values, dtype=float)
        score = np.full(self.cand.shape, -np.inf)
        score[self.ent_g, self.ent_cell] = values[self.xcol[self.ent_g, self.ent_cell]]
        best = np.argmax(score, axis=0).reshape(self.geo.rows, self.geo.cols)
        return tuple(tuple(int(v) for v in row) for row in best)

    def _solution_array(self, solution: Any) -> np.ndarray:
        sol = np.asarray(solution, dtype=np.int64)
        if sol.shape != (self.geo.rows, self.geo.cols):
            raise ValueError(
                f"solution has shape {sol.shape}, grid is {self.geo.rows}x{self.geo.cols}"
            )
        return sol.ravel()

    def encode_x(self, solution: Any) -> np.ndarray:
        """Value vector with x set from ``solution`` (auxiliary columns 0).

        With ``pairs`` a pair variable is 1 only if *both* cells of the pair are in the
        galaxy, so an asymmetric grid shows up as a ``cover`` violation (the mirror cell that
        stayed in g is left uncovered). A cell assigned to a galaxy it has no variable for
        is left uncovered too.
        """
        sol = self._solution_array(solution)
        xc = self.xcol[self.ent_g, self.ent_cell]
        hit = sol[self.ent_cell] == self.ent_g
        n = self.model.num_vars
        members = np.bincount(xc, minlength=n)
        inside = np.bincount(xc[hit], minlength=n)
        return ((inside == members) & (members > 0)).astype(float)

    def encode(self, solution: Any) -> np.ndarray:
        return self.encode_x(solution)


@dataclass
class FlowFormulation(GalaxiesFormulation):
    """Base + single-commodity flow from a root centre cell of each galaxy."""

    arc_col: np.ndarray = field(default=None, repr=False)  # (G, N, 4) column of arc (g, tail, dir)

    def encode(self, solution: Any) -> np.ndarray:
        """x from ``solution``; f along a BFS tree of each galaxy from its root (f = subtree size).

        Cells not connected to their root get no inflow, so a disconnected grid violates
        ``flow_balance``.
        """
        x = self.encode_x(solution)
        sol = self._solution_array(solution)
        R, C = self.geo.rows, self.geo.cols
        for g in range(self.geo.n_gal):
            root = int(self.geo.root[g])
            if sol[root] != g:
                continue
            member = (sol == g) & self.cand[g]
            order, par = [root], {root: -1}
            k = 0
            while k < len(order):
                u = order[k]
                k += 1
                i, j = divmod(u, C)
                for d, v, ok in (
                    (0, u - C, i > 0),
                    (1, u + C, i < R - 1),
                    (2, u - 1, j > 0),
                    (3, u + 1, j < C - 1),
                ):
                    if ok and member[v] and v not in par and self.arc_col[g, u, d] >= 0:
                        par[v] = (u, d)
                        order.append(v)
            size = dict.fromkeys(order, 1)
            for v in reversed(order[1:]):
                u, d = par[v]
                size[u] += size[v]
                x[self.arc_col[g, u, d]] = size[v]
        return x


@dataclass
class PathsFormulation(GalaxiesFormulation):
    """Base + the textbook path variables t over chordless cell-to-centre paths."""

    paths: Paths = field(default=None, repr=False)
    t_cols: np.ndarray = field(default=None, repr=False)
    path_matrix: sp.csr_matrix = field(default=None, repr=False)  # paths x columns (x of cells)

    def encode(self, solution: Any) -> np.ndarray:
        """x from ``solution``; t = 1 exactly on the paths whose cells are all in the galaxy."""
        x = self.encode_x(solution)
        if self.paths.count:
            full = (self.path_matrix @ x) >= self.paths.lengths - 0.5
            x[self.t_cols] = full.astype(float)
        return x


@dataclass
class CutsFormulation(GalaxiesFormulation):
    """The base model; connectivity comes lazily from :meth:`separate` (a cut loop)."""

    cut_scope: str = "cell"
    rounds: int = 0

    def separate(self, values: np.ndarray) -> RowSet:
        """Separator cuts (family ``separator_cut``) for every piece cut off from its centre."""
        from models.galaxies_cuts import separator_cuts

        self.rounds += 1
        return separator_cuts(self, values, self.cut_scope, self.rounds)


# ------------------------------------------------------------------------------ building
def settled_galaxies(cand: np.ndarray) -> np.ndarray:
    """(G,) bool: galaxies none of whose candidate cells has another candidate galaxy."""
    shared = np.count_nonzero(cand, axis=0) != 1
    return ~(cand & shared[None, :]).any(axis=1)


def _prepare(
    inst: GalaxiesInstance, prune: str, pairs: bool, deduce_: bool
) -> tuple[Geometry, np.ndarray]:
    _check_options(prune, pairs, deduce_)
    geo = geometry(inst)
    cand = candidates(geo, prune)
    if deduce_:
        base = cand if prune != "none" else candidates(geo, "basic")
        cand = deduce(geo, base, reached=prune == "reach")
    return geo, cand


def _base(
    b: ModelBuilder, geo: Geometry, cand: np.ndarray, pairs: bool, fix: bool
) -> dict[str, np.ndarray]:
    """x variables and the cover, centre, symmetry and outside rows; returns the column maps."""
    G, N = cand.shape
    ent_g, ent_cell = np.nonzero(cand)
    mir = geo.mirror[ent_g, ent_cell]
    n_cand = cand.sum(axis=0)
    lb_ent = (n_cand[ent_cell] == 1).astype(float) if fix else np.zeros(ent_g.size)
    xcol = np.full((G, N), -1, dtype=np.int64)
    i, j = _ij(geo, ent_cell)
    if not pairs:
        cols = b.add_vars("x[{},{},g{}]", np.stack([i, j, ent_g], axis=1), lb=lb_ent)
        xcol[ent_g, ent_cell] = cols
    else:
        rep = np.where(mir >= 0, np.minimum(ent_cell, mir), ent_cell)
        is_rep = rep == ent_cell
        partner = np.where(mir >= 0, mir, ent_cell)[is_rep]
        pi, pj = _ij(geo, partner)
        idx = np.stack([i[is_rep], j[is_rep], pi, pj, ent_g[is_rep]], axis=1)
        cols = b.add_vars("x[{},{},{},{},g{}]", idx, lb=lb_ent[is_rep])
        xcol[ent_g[is_rep], ent_cell[is_rep]] = cols
        xcol[ent_g, ent_cell] = xcol[ent_g, rep]
    xc = xcol[ent_g, ent_cell]
    # cover: one row per cell
    indptr, cc, vv = _csr(ent_cell, xc, np.ones(xc.size), N)
    ci, cj = _ij(geo, np.arange(N))
    b.add_rows("cover", "cover[{},{}]", np.stack([ci, cj], axis=1), indptr, cc, vv, EQ, 1.0)
    # centre: x = 1 on C_g (one row per distinct column)
    cg = np.concatenate([np.full(c.size, g) for g, c in enumerate(geo.centres)])
    cc_cells = np.concatenate(geo.centres)
    ccols = xcol[cg, cc_cells]
    _, first = np.unique(ccols, return_index=True)
    first = np.sort(first)
    ki, kj = _ij(geo, cc_cells[first])
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
        si, sj = _ij(geo, a)
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
        oi, oj = _ij(geo, ent_cell[sel][first])
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


def _flow(b: ModelBuilder, geo: Geometry, cand: np.ndarray, xcol: np.ndarray) -> np.ndarray:
    """Single-commodity flow rows; returns the (G, N, 4) arc column map (tail, direction)."""
    G, N = cand.shape
    C = geo.cols
    U, V = geo.edges[:, 0], geo.edges[:, 1]
    gg, ee = np.nonzero(cand[:, U] & cand[:, V])
    ag = np.concatenate([gg, gg])
    tail = np.concatenate([U[ee], V[ee]])
    head = np.concatenate([V[ee], U[ee]])
    big_m = (cand.sum(axis=1) - 1).astype(float)
    ti, tj = _ij(geo, tail)
    hi, hj = _ij(geo, head)
    fcols = b.add_vars(
        "f[g{},{},{},{},{}]",
        np.stack([ag, ti, tj, hi, hj], axis=1),
        lb=0.0,
        ub=big_m[ag],
        integer=False,
    )
    diff = head - tail
    dirn = np.select([diff == -C, diff == C, diff == -1], [0, 1, 2], 3)
    arc_col = np.full((G, N, 4), -1, dtype=np.int64)
    arc_col[ag, tail, dirn] = fcols
    # balance: inflow - outflow - x(v) = 0 for every candidate v but the root
    bal = cand.copy()
    bal[np.arange(G), geo.root] = False
    rowid = np.full((G, N), -1, dtype=np.int64)
    bg, bv = np.nonzero(bal)
    rowid[bg, bv] = np.arange(bg.size)
    r_in, r_out = rowid[ag, head], rowid[ag, tail]
    rows = np.concatenate([r_in, r_out, np.arange(bg.size)])
    cols = np.concatenate([fcols, fcols, xcol[bg, bv]])
    vals = np.concatenate([np.ones(fcols.size), -np.ones(fcols.size), -np.ones(bg.size)])
    keep = rows >= 0
    indptr, cc, vv = _csr(rows[keep], cols[keep], vals[keep], bg.size)
    vi, vj = _ij(geo, bv)
    b.add_rows(
        "flow_balance",
        "flow_balance[g{},{},{}]",
        np.stack([bg, vi, vj], axis=1),
        indptr,
        cc,
        vv,
        EQ,
        0.0,
    )
    # capacities: f <= M_g x(tail), f <= M_g x(head)
    n = fcols.size
    names = np.stack([ag, ti, tj, hi, hj], axis=1)
    for fam, end in (("flow_cap_tail", tail), ("flow_cap_head", head)):
        cols2 = np.stack([fcols, xcol[ag, end]], axis=1).ravel()
        coefs = np.stack([np.ones(n), -big_m[ag]], axis=1).ravel()
        b.add_rows(
            fam, fam + "[g{},{},{},{},{}]", names, np.arange(0, 2 * n + 1, 2), cols2, coefs, LE, 0.0
        )
    return arc_col


def _paths(
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
        indptr, cc, vv = _csr(rows, cols, vals, n_p)
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
    indptr, cc, vv = _csr(rows, cols, vals, cg.size)
    ai, aj = _ij(geo, ca)
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


def _local_cuts(b: ModelBuilder, geo: Geometry, cand: np.ndarray, xcol: np.ndarray) -> None:
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
    indptr, cc, vv = _csr(np.concatenate(rows), np.concatenate(cols), np.concatenate(vals), rg.size)
    ai, aj = _ij(geo, ra)
    b.add_rows(
        "local_cut", "local_cut[{},{},g{}]", np.stack([ai, aj, rg], axis=1), indptr, cc, vv, LE, 0.0
    )


def _meta(
    kind: str, inst: GalaxiesInstance, options: dict[str, Any], cand: np.ndarray, **extra: Any
) -> dict[str, Any]:
    return {
        "variant": f"galaxies/{kind}",
        "instance": inst.name,
        "options": dict(options),
        "candidates": int(cand.sum()),
        **extra,
    }


def build(kind: str, inst: GalaxiesInstance, **options: Any) -> GalaxiesFormulation:
    """Build variant ``galaxies/<kind>`` (none, flow, paths or cuts) with ``options``."""
    prune, pairs, ded = options["prune"], options["pairs"], options.get("deduce", False)
    geo, cand = _prepare(inst, prune, pairs, ded)
    b = ModelBuilder(f"galaxies-{kind}-{inst.name or 'instance'}")
    maps = _base(b, geo, cand, bool(pairs), bool(ded))
    # with deduce, a galaxy whose every candidate cell is its alone is settled: its cells are
    # fixed and connected (reachability), so it needs no connectivity rows at all
    conn = cand & ~settled_galaxies(cand)[:, None] if ded else cand
    common = {"instance": inst, "options": dict(options), "geo": geo, "cand": cand, **maps}
    if kind == "flow":
        arc_col = _flow(b, geo, conn, maps["xcol"])
        return FlowFormulation(
            model=b.build(_meta(kind, inst, options, cand)), arc_col=arc_col, **common
        )
    if kind == "paths":
        cap = options["path_cap"]
        if isinstance(cap, bool) or not isinstance(cap, int | np.integer) or cap < 1:
            raise PuzzleInputError(f"path_cap must be a positive integer, got {cap!r}")
        P, tcols, pm = _paths(b, geo, conn, maps["xcol"], int(cap))
        meta = _meta(kind, inst, options, cand, paths=P.count, paths_searched=P.searched)
        return PathsFormulation(
            model=b.build(meta), paths=P, t_cols=tcols, path_matrix=pm, **common
        )
    if kind == "cuts":
        scope = options["cut_scope"]
        if scope not in CUT_SCOPES:
            raise PuzzleInputError(
                f"cut_scope must be one of {', '.join(CUT_SCOPES)}, got {scope!r}"
            )
        if not isinstance(options["local_cuts"], bool | np.bool_):
            raise PuzzleInputError(
                f"local_cuts must be true or false, got {options['local_cuts']!r}"
            )
        if options["local_cuts"]:
            _local_cuts(b, geo, cand, maps["xcol"])
        return CutsFormulation(
            model=b.build(_meta(kind, inst, options, cand)), cut_scope=scope, **common
        )
    if kind == "none":
        return GalaxiesFormulation(model=b.build(_meta(kind, inst, options, cand)), **common)
    raise ValueError(f"unknown galaxies variant {kind!r}")


# ------------------------------------------------------------------------------ registry
@register(
    "galaxies/none",
    "assignment + symmetry, no connectivity (shows the failure: galaxies in pieces)",
    OPTIONS,
)
def build_none(instance: GalaxiesInstance, **options: Any) -> GalaxiesFormulation:
    return build("none", instance, **options)


@register(
    "galaxies/flow",
    "single-commodity flow from a root centre cell per galaxy (big-M = |F_g|-1)",
    OPTIONS,
)
def build_flow(instance: GalaxiesInstance, **options: Any) -> FlowFormulation:
    return build("flow", instance, **options)


@register(
    "galaxies/paths",
    "textbook path variables over chordless cell-to-centre paths (capped by path_cap)",
    PATH_OPTIONS,
)
def build_paths(instance: GalaxiesInstance, **options: Any) -> PathsFormulation:
    return build("paths", instance, **options)


@register(
    "galaxies/cuts",
    "base model + separator cuts for cut-off pieces, added in a solve loop",
    CUT_OPTIONS,
    lazy=True,
)
def build_cuts(instance: GalaxiesInstance, **options: Any) -> CutsFormulation:
    return build("cuts", instance, **options)
