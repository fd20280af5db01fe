"""What every Galaxies variant shares: its options, the formulation object and the build's first half.

All four variants (``galaxies/none``, ``/flow``, ``/paths``, ``/cuts``) share one base model
(:mod:`puzzlebench.models.galaxies.base`: x(i,j,g) over the candidate pairs of
:mod:`puzzlebench.models.galaxies.geometry`, with the cover, centre, symmetry and outside
rows). Connectivity is what differs, and each variant is declared in the module of its own
rows (:mod:`~puzzlebench.models.galaxies.none`, :mod:`~puzzlebench.models.galaxies.flow`,
:mod:`~puzzlebench.models.galaxies.paths`, :mod:`~puzzlebench.models.galaxies.cuts`): a build
there calls :func:`start` (size check, geometry, candidates, base rows), adds its rows and
calls :meth:`GalaxiesBuild.finish`. This module imports none of them, so a change to one
variant's module leaves the other variants' code, and their fingerprints
(:mod:`puzzlebench.engine.run.fingerprint`), alone.

Options (every variant): ``prune`` in none|basic|reach, default ``reach`` -- it is exact
(a valid solution never uses a pruned cell), costs a few milliseconds, and gives every
variant fewer variables and a smaller big-M for flow; ``pairs`` (default False); ``deduce``
(default False) propagates forced cells across galaxies, fixes single-candidate cells
by bounds (lb = 1) and leaves out the connectivity rows of galaxies it settles entirely.
``galaxies/paths`` and ``galaxies/cuts`` add their own options (their modules say which).
Values are checked by the variant (:meth:`puzzlebench.models.variant.Variant.resolve`)
before a build runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import add_base
from puzzlebench.models.galaxies.geometry import (
    PRUNE_LEVELS,
    Geometry,
    candidates,
    deduce,
    geometry,
    settled_galaxies,
)
from puzzlebench.models.limits import MAX_GALAXY_CELL_PAIRS
from puzzlebench.models.model import Model, ModelBuilder, ModelTooLarge
from puzzlebench.models.variant import flag, one_of

OPTIONS: dict[str, Any] = {"prune": "reach", "pairs": False, "deduce": False}
CHECKS = {"prune": one_of(*PRUNE_LEVELS), "pairs": flag, "deduce": flag}


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
        starts = np.ones(cells.size, dtype=bool)  # where a cell's run begins (``np.r_`` took longer than the rest)
        starts[1:] = cells[1:] != cells[:-1]
        first = order[starts]
        best = np.zeros(self.geo.n_cells, dtype=np.int64)
        best[self.ent_cell[first]] = self.ent_g[first]
        return tuple(map(tuple, best.reshape(self.geo.rows, self.geo.cols).tolist()))

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


# ------------------------------------------------------------------------------ building
F = TypeVar("F", bound=GalaxiesFormulation)


@dataclass
class GalaxiesBuild:
    """A Galaxies model half built: the base rows are in ``builder``; the variant adds its
    connectivity rows (for the candidates in ``connect``) and calls :meth:`finish`."""

    kind: str  # the variant's short name: galaxies/<kind>
    instance: GalaxiesInstance
    options: dict[str, Any]
    geo: Geometry
    cand: np.ndarray  # (G, N) bool: F_g after pruning (and deduction)
    connect: np.ndarray  # (G, N) bool: the candidates that need connectivity rows
    builder: ModelBuilder
    xcol: np.ndarray
    ent_g: np.ndarray
    ent_cell: np.ndarray

    def finish(self, cls: type[F], meta: dict[str, Any] | None = None, **fields: Any) -> F:
        """The built model in a ``cls`` formulation (``fields``: what ``cls`` adds to the base
        one); ``meta``: what the variant adds to the model's metadata."""
        model_meta = {"variant": f"galaxies/{self.kind}", "instance": self.instance.name,
                      "options": dict(self.options), "candidates": int(self.cand.sum()), **(meta or {})}
        return cls(instance=self.instance, model=self.builder.build(model_meta), options=dict(self.options),
                   geo=self.geo, cand=self.cand, xcol=self.xcol, ent_g=self.ent_g, ent_cell=self.ent_cell,
                   **fields)


def _prepare(inst: GalaxiesInstance, prune: str, deduce_: bool) -> tuple[Geometry, np.ndarray]:
    """Geometry and candidate mask F_g (pruned at ``prune``, then deduced if asked)."""
    geo = geometry(inst)
    cand = candidates(geo, prune)
    if deduce_:
        base = cand if prune != "none" else candidates(geo, "basic")
        cand = deduce(geo, base, reached=prune == "reach")
    return geo, cand


def start(kind: str, inst: GalaxiesInstance, options: dict[str, Any]) -> GalaxiesBuild:
    """The first half of building ``galaxies/<kind>`` with ``options`` (every option, checked):
    the size check (before any array), geometry, candidates and the base rows."""
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
    connect = cand & ~settled_galaxies(cand)[:, None] if ded else cand
    return GalaxiesBuild(kind, inst, dict(options), geo, cand, connect, b,
                         maps["xcol"], maps["ent_g"], maps["ent_cell"])
