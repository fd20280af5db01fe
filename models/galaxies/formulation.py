"""Galaxies formulation variants: ``galaxies/none``, ``/flow``, ``/paths`` and ``/cuts``.

All four share one base model (:mod:`puzzlebench.models.galaxies.base`: x(i,j,g) over the candidate
pairs of :mod:`puzzlebench.models.galaxies.geometry`, with the cover, centre, symmetry and outside
rows). Connectivity is what differs: none (``galaxies/none``, to show the failure),
single-commodity flow (:mod:`puzzlebench.models.galaxies.flow`), chordless paths
(:mod:`puzzlebench.models.galaxies.paths`), or separator cuts added lazily (:mod:`puzzlebench.models.galaxies.cuts`).
This module holds the formulation objects (decode, encode, separate), the build
dispatcher and the four variant declarations.

Options (every variant): ``prune`` in none|basic|reach, default ``reach`` -- it is exact
(a valid solution never uses a pruned cell), costs a few milliseconds, and gives every
variant fewer variables and a smaller big-M for flow; ``pairs`` (default False); ``deduce``
(default False) propagates forced cells across galaxies, fixes single-candidate cells
by bounds (lb = 1) and leaves out the connectivity rows of galaxies it settles entirely.
``galaxies/paths`` adds ``path_cap``; ``galaxies/cuts`` adds ``cut_scope`` (``cell``: one
cut per cell of a cut-off piece; ``piece``: one per piece; ``region``: one per cell of the
region its separator cuts off), ``cut_side`` (``piece``: the separator next to the piece;
``centre``: the one next to the galaxy's centre part; ``both``), ``galaxy_cuts`` (every
cell's neighbour cut for a galaxy once it has a cut-off piece) and ``local_cuts`` (static
single-cell separator cuts up front) and ``root_rounds`` (at most that many rounds of
cuts separated on the LP relaxation before the integer cut loop; 0 = off; not for
CP-SAT, which solves no LP). Values are checked by the variant
(:meth:`puzzlebench.models.variant.Variant.resolve`) before :func:`build` runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import scipy.sparse as sp

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.limits import MAX_GALAXY_CELL_PAIRS
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import add_base
from puzzlebench.models.galaxies.cuts import add_local_cuts, fractional_cuts, separator_cuts
from puzzlebench.models.galaxies.flow import add_flow
from puzzlebench.models.galaxies.geometry import (
    PRUNE_LEVELS,
    Geometry,
    candidates,
    deduce,
    geometry,
    settled_galaxies,
)
from puzzlebench.models.galaxies.paths import Paths, add_paths
from puzzlebench.models.model import Model, ModelBuilder, ModelTooLarge, RowSet
from puzzlebench.models.variant import flag, one_of, positive_int, variant

OPTIONS: dict[str, Any] = {"prune": "reach", "pairs": False, "deduce": False}
PATH_OPTIONS: dict[str, Any] = {**OPTIONS, "path_cap": 200_000}
CUT_OPTIONS: dict[str, Any] = {**OPTIONS, "cut_scope": "cell", "local_cuts": False, "root_rounds": 0,
                               "cut_side": "piece", "galaxy_cuts": False}
CUT_SCOPES = ("cell", "piece", "region")
CUT_SIDES = ("piece", "centre", "both")
CHECKS = {"prune": one_of(*PRUNE_LEVELS), "pairs": flag, "deduce": flag}
PATH_CHECKS = {**CHECKS, "path_cap": positive_int}


def non_negative_int(option: str, value: Any) -> None:
    """An integer >= 0 (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
        raise PuzzleInputError(f"{option} must be a non-negative integer, got {value!r}")


CUT_CHECKS = {**CHECKS, "cut_scope": one_of(*CUT_SCOPES), "local_cuts": flag,
              "root_rounds": non_negative_int, "cut_side": one_of(*CUT_SIDES),
              "galaxy_cuts": flag}


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
        vals = values[self.xcol[self.ent_g, self.ent_cell]]
        # per cell, its entries by value (largest first, then lowest galaxy): the first wins.
        # Sorting the entries, not an argmax over the dense (G, N) grid: 100x100 has 2300
        # galaxies, and the dense argmax took 2.7 s of a cut round there.
        order = np.lexsort((self.ent_g, -vals, self.ent_cell))
        cells = self.ent_cell[order]
        first = order[np.r_[True, cells[1:] != cells[:-1]]] if order.size else order
        best = np.zeros(self.geo.n_cells, dtype=np.int64)
        best[self.ent_cell[first]] = self.ent_g[first]
        best = best.reshape(self.geo.rows, self.geo.cols)
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
    cut_side: str = "piece"
    galaxy_cuts: bool = False  # neighbour cuts for a whole galaxy once it has a cut-off piece
    localised: set[int] = field(default_factory=set)
    rounds: int = 0
    root_rounds: int = 0  # LP rounds of separate_fractional before the integer loop

    def separate(self, values: np.ndarray) -> RowSet:
        """Separator cuts (family ``separator_cut``) for every piece cut off from its centre."""
        self.rounds += 1
        grid = self.decode(values)
        return separator_cuts(self.geo, self.cand, self.xcol, grid, self.cut_scope, self.rounds,
                              self.cut_side, self.localised if self.galaxy_cuts else None)

    def separate_fractional(self, values: np.ndarray) -> RowSet:
        """Cuts violated by the LP relaxation's point (family ``root_cut``), option
        ``root_rounds``: the cut loop's runner solves the relaxation and adds these until
        none is found, so branch-and-bound solvers start from a connected-looking LP."""
        self.rounds += 1
        return fractional_cuts(self.geo, self.cand, self.xcol, np.asarray(values, dtype=float), self.rounds)


# ------------------------------------------------------------------------------ building
def _prepare(inst: GalaxiesInstance, prune: str, deduce_: bool) -> tuple[Geometry, np.ndarray]:
    """Geometry and candidate mask F_g (pruned at ``prune``, then deduced if asked)."""
    geo = geometry(inst)
    cand = candidates(geo, prune)
    if deduce_:
        base = cand if prune != "none" else candidates(geo, "basic")
        cand = deduce(geo, base, reached=prune == "reach")
    return geo, cand


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
    grid_pairs = len(inst.dots) * inst.rows * inst.cols  # the size estimate, before any array
    if grid_pairs > MAX_GALAXY_CELL_PAIRS:
        raise ModelTooLarge(f"{len(inst.dots)} galaxies x {inst.rows * inst.cols} cells = {grid_pairs} "
                            f"pairs, more than the {MAX_GALAXY_CELL_PAIRS} a model is built for")
    geo, cand = _prepare(inst, prune, ded)
    b = ModelBuilder(f"galaxies-{kind}-{inst.name or 'instance'}")
    maps = add_base(b, geo, cand, bool(pairs), bool(ded))
    # with deduce, a galaxy whose every candidate cell is its alone is settled: its cells are
    # fixed and connected (reachability), so it needs no connectivity rows at all
    conn = cand & ~settled_galaxies(cand)[:, None] if ded else cand
    common = {"instance": inst, "options": dict(options), "geo": geo, "cand": cand, **maps}
    if kind == "flow":
        arc_col = add_flow(b, geo, conn, maps["xcol"])
        return FlowFormulation(
            model=b.build(_meta(kind, inst, options, cand)), arc_col=arc_col, **common
        )
    if kind == "paths":
        cap = options["path_cap"]
        P, tcols, pm = add_paths(b, geo, conn, maps["xcol"], int(cap))
        meta = _meta(kind, inst, options, cand, paths=P.count, paths_searched=P.searched)
        return PathsFormulation(
            model=b.build(meta), paths=P, t_cols=tcols, path_matrix=pm, **common
        )
    if kind == "cuts":
        scope = options["cut_scope"]
        if options["local_cuts"]:
            add_local_cuts(b, geo, cand, maps["xcol"])
        return CutsFormulation(
            model=b.build(_meta(kind, inst, options, cand)), cut_scope=scope,
            cut_side=options.get("cut_side", "piece"), galaxy_cuts=bool(options.get("galaxy_cuts", False)),
            root_rounds=int(options["root_rounds"]), **common
        )
    if kind == "none":
        return GalaxiesFormulation(model=b.build(_meta(kind, inst, options, cand)), **common)
    raise ValueError(f"unknown galaxies variant {kind!r}")


# ------------------------------------------------------------------------------ variants
@variant(
    "galaxies/none",
    "assignment + symmetry, no connectivity (shows the failure: galaxies in pieces)",
    OPTIONS,
    checks=CHECKS,
)
def build_none(instance: GalaxiesInstance, **options: Any) -> GalaxiesFormulation:
    return build("none", instance, **options)


@variant(
    "galaxies/flow",
    "single-commodity flow from a root centre cell per galaxy (big-M = |F_g|-1)",
    OPTIONS,
    checks=CHECKS,
)
def build_flow(instance: GalaxiesInstance, **options: Any) -> FlowFormulation:
    return build("flow", instance, **options)


@variant(
    "galaxies/paths",
    "textbook path variables over chordless cell-to-centre paths (capped by path_cap)",
    PATH_OPTIONS,
    checks=PATH_CHECKS,
)
def build_paths(instance: GalaxiesInstance, **options: Any) -> PathsFormulation:
    return build("paths", instance, **options)


@variant(
    "galaxies/cuts",
    "base model + separator cuts for cut-off pieces, added in a solve loop",
    CUT_OPTIONS,
    checks=CUT_CHECKS,
    lazy=True,
)
def build_cuts(instance: GalaxiesInstance, **options: Any) -> CutsFormulation:
    return build("cuts", instance, **options)
