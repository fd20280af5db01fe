"""``galaxies/hops``: length-bounded separator cuts (Validi, Buchanan and Lykhovyd's LCUT).

A galaxy's reach bounds every path to its dot: inside a valid galaxy g every cell is at
most L_g = floor((|F_g| - |C_g|)/2) steps from C_g (:func:`~puzzlebench.models.galaxies.network.reach_bound`:
a shortest path and its mirror image are disjoint). So a separator need only meet the
*short* paths. For a piece P of g without a centre cell and a cell a of P, with d_F the
distance inside F_g and d_out the distance to C_g inside F_g \\ P,

    x(a, g) <= sum_{c in S} x(c, g),   S = {c in F_g \\ P next to P : d_F(a, c) + d_out(c, C_g) <= L_g}.

Valid for every solution: a path Q of length <= L_g from a to C_g inside the galaxy leaves P
for the last time into some neighbour c; its part up to c is at least d_F(a, c) long and the
rest, avoiding P, at least d_out(c, C_g), so c is in S and x(c, g) = 1. S is a subset of
``galaxies/cuts``' separator (the neighbours of P that reach the centre avoiding P), so each
cut is at least as strong; it is smaller where a neighbour lies only on long detours, and
empty (x(a, g) <= 0) when no short path exists at all.

Like ``galaxies/cuts`` the model is the base model and the cuts come lazily: ``separate``
for integer points (every cell of every cut-off piece), ``separate_fractional`` for LP
points (the threshold pieces of :func:`puzzlebench.models.galaxies.lazy.fractional_cuts`),
through the re-solve loop or branch-and-cut (option ``cut_loop``), with ``root_rounds``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.formulation import GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry, dilate
from puzzlebench.models.galaxies.lazy import (
    LAZY_CHECKS,
    LAZY_OPTIONS,
    fractional_cuts,
    loose_pieces,
)
from puzzlebench.models.galaxies.network import reach_bound, tree
from puzzlebench.models.model import LE, RowCollector, RowSet
from puzzlebench.models.variant import variant


def length_separators(geo: Geometry, cand: np.ndarray, xcol: np.ndarray, reach: np.ndarray, g: int,
                      piece: np.ndarray, cells: list[int]) -> list[np.ndarray]:
    """For each cell a of ``cells`` (in ``piece``) the columns of its length-bounded separator S."""
    member = cand[g]
    d_out = tree(geo, member & ~piece, geo.centres[g].tolist())[0]
    near = np.flatnonzero(dilate(piece, geo.rows, geo.cols) & ~piece & member & (d_out >= 0))
    out = []
    for a in cells:
        d_a = tree(geo, member, [a])[0][near]
        short = (d_a >= 0) & (d_a + d_out[near] <= reach[g])
        out.append(np.unique(xcol[g, near[short]]))
    return out


@dataclass
class HopsFormulation(GalaxiesFormulation):
    """The base model; connectivity from length-bounded separator cuts (:meth:`separate`)."""

    reach: np.ndarray = field(repr=False, default_factory=lambda: np.zeros(0, dtype=np.int64))
    rounds: int = 0
    root_rounds: int = 0
    cut_loop: str = "resolve"

    def _separator(self, g: int, piece: np.ndarray, cells: list[int]) -> list[np.ndarray]:
        return length_separators(self.geo, self.cand, self.xcol, self.reach, g, piece, cells)

    def separate(self, values: np.ndarray) -> RowSet:
        """A length-bounded cut (family ``hop_cut``) for every cell of every piece cut off
        from its centre, one per column (with ``pairs`` a piece and its mirror share them)."""
        self.rounds += 1
        grid = np.asarray(self.decode(values), dtype=np.int64)
        coll = RowCollector("hop_cut", "hop_cut[g{},{},{},r{}]")
        seen: set[int] = set()
        for g, piece in loose_pieces(self.geo, self.cand, grid):
            cells = np.flatnonzero(piece).tolist()
            for a, sep in zip(cells, self._separator(g, piece, cells), strict=True):
                col = int(self.xcol[g, a])
                if col in seen:
                    continue
                seen.add(col)
                i, j = divmod(a, self.geo.cols)
                coll.add((g, i, j, self.rounds), np.concatenate([[col], sep]),
                         np.concatenate([[1.0], -np.ones(sep.size)]), LE, 0.0)
        return coll.rowset()

    def separate_fractional(self, values: np.ndarray) -> RowSet:
        """Length-bounded cuts violated by an LP point (family ``root_cut``)."""
        self.rounds += 1
        return fractional_cuts(self.geo, self.cand, self.xcol, np.asarray(values, dtype=float), self.rounds,
                               self._separator)


@variant(
    "galaxies/hops",
    "base model + length-bounded separator cuts, paths to the dot within the galaxy's reach (LP: = cuts' root)",
    LAZY_OPTIONS,
    checks=LAZY_CHECKS,
    lazy=True,
)
def build_hops(instance: GalaxiesInstance, **options: Any) -> HopsFormulation:
    s = start("hops", instance, options)
    return s.finish(HopsFormulation, reach=reach_bound(s.geo, s.cand), root_rounds=int(options["root_rounds"]),
                    cut_loop=str(options["cut_loop"]))
