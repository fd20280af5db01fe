"""``galaxies/labels``: distance labels with one predecessor nearer the dot.

The ordering the CP-SAT and SMT puzzle solvers use for regions, written as linear rows:
every non-centre cell v of galaxy g gets an integer label d(v, g) in [lo(v), L_g] (its
distance to the dot) and, when it is in the galaxy, exactly one predecessor u, a neighbour
in the galaxy with a smaller label. Following predecessors strictly lowers the label, so it
ends at a centre cell (label 0): every cell is joined to the centre, the galaxy is connected.
Conversely a connected galaxy takes breadth-first distances and a breadth-first tree.

* ``label_pred[g,v]``: sum over arcs u -> v of p(u -> v, g) = x(v, g);
* ``label_tail[g,u,v]``: p(u -> v, g) <= x(u, g) (u not a centre cell: those are fixed to 1);
* ``label_order[g,u,v]``: d(v) - d(u) - (L_g + 1) p(u -> v) >= -L_g, i.e. d(v) >= d(u) + 1 when
  p = 1 and nothing when p = 0 (a centre cell's label is the constant 0).

Bounds, both exact (:mod:`puzzlebench.models.galaxies.network`): L_g = floor((|F_g| - |C_g|)/2)
(the galaxy's reach: a shortest path to the centre and its mirror image are disjoint), and
lo(v) = the breadth-first distance from C_g inside F_g (no galaxy inside F_g is shorter),
capped at L_g: a cell farther than L_g then has no label that its predecessor chain can
reach, and the rows forbid it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import csr, ij
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS, GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry
from puzzlebench.models.galaxies.network import (
    arcs,
    candidate_distance,
    centre_mask,
    reach_bound,
    tree,
)
from puzzlebench.models.model import EQ, GE, LE, ModelBuilder
from puzzlebench.models.variant import variant


@dataclass(frozen=True)
class Labels:
    """Columns of the label model: d(v, g) and p(arc), -1 where there is none."""

    dcol: np.ndarray  # (G, N)
    lower: np.ndarray  # (G, N): each label's lower bound
    arc_g: np.ndarray
    arc_tail: np.ndarray
    arc_head: np.ndarray
    pcol: np.ndarray  # column of p for each arc


def add_labels(b: ModelBuilder, geo: Geometry, cand: np.ndarray, connect: np.ndarray,
               xcol: np.ndarray) -> Labels:
    """Label and predecessor columns and the ``label_pred``, ``label_tail``, ``label_order`` rows."""
    G, N = connect.shape
    if not connect.any():  # deduction settled every galaxy: no label, no row (the same model, sooner)
        none = np.zeros(0, dtype=np.int64)
        return Labels(np.full((G, N), -1, dtype=np.int64), np.zeros((G, N), dtype=np.int64), none, none, none, none)
    centre = centre_mask(geo)
    reach = reach_bound(geo, cand)
    lo = np.minimum(np.maximum(candidate_distance(geo, connect), 0), reach[:, None])
    lg, lv = np.nonzero(connect & ~centre)
    dcol = np.full((G, N), -1, dtype=np.int64)
    vi, vj = ij(geo, lv)
    dcol[lg, lv] = b.add_vars("d[{},{},g{}]", np.stack([vi, vj, lg], axis=1), lb=lo[lg, lv].astype(float),
                              ub=reach[lg].astype(float), integer=True)
    a = arcs(geo, connect)
    keep = ~centre[a.g, a.head]
    ag, at, ah = a.g[keep], a.tail[keep], a.head[keep]
    ti, tj = ij(geo, at)
    hi, hj = ij(geo, ah)
    names = np.stack([ag, ti, tj, hi, hj], axis=1)
    pcol = b.add_vars("p[g{},{},{},{},{}]", names, lb=0.0, ub=1.0, integer=True)
    # exactly one predecessor for a cell in the galaxy, none otherwise
    rowid = np.full((G, N), -1, dtype=np.int64)
    rowid[lg, lv] = np.arange(lg.size)
    indptr, cc, vv = csr(np.concatenate([rowid[ag, ah], np.arange(lg.size)]),
                         np.concatenate([pcol, xcol[lg, lv]]),
                         np.concatenate([np.ones(pcol.size), -np.ones(lg.size)]), lg.size)
    b.add_rows("label_pred", "label_pred[g{},{},{}]", np.stack([lg, vi, vj], axis=1), indptr, cc, vv, EQ, 0.0)
    # the predecessor is in the galaxy (a centre tail is: its x is fixed to 1)
    inner = ~centre[ag, at]
    n = int(inner.sum())
    b.add_rows("label_tail", "label_tail[g{},{},{},{},{}]", names[inner], np.arange(0, 2 * n + 1, 2),
               np.stack([pcol[inner], xcol[ag[inner], at[inner]]], axis=1).ravel(), np.tile([1.0, -1.0], n),
               LE, 0.0)
    # d(head) - d(tail) - (L + 1) p >= -L  (no d(tail) term for a centre tail: its label is 0)
    big = reach[ag].astype(float)
    rows = [np.arange(ag.size), np.arange(ag.size), np.flatnonzero(inner)]
    cols = [dcol[ag, ah], pcol, dcol[ag[inner], at[inner]]]
    vals = [np.ones(ag.size), -(big + 1.0), -np.ones(n)]
    indptr, cc, vv = csr(np.concatenate(rows), np.concatenate(cols), np.concatenate(vals), ag.size)
    b.add_rows("label_order", "label_order[g{},{},{},{},{}]", names, indptr, cc, vv, GE, -big)
    return Labels(dcol, lo, ag, at, ah, pcol)


@dataclass
class LabelsFormulation(GalaxiesFormulation):
    """Base + distance labels and one predecessor per cell."""

    labels: Labels = field(repr=False)

    def encode(self, solution: Any) -> np.ndarray:
        """x from ``solution``; labels = breadth-first distances to C_g inside the galaxy,
        predecessors = the breadth-first tree. Labels of cells outside the galaxy sit at
        their lower bound. A cell cut off from its centre gets no predecessor, so a
        disconnected grid violates ``label_pred``."""
        x = self.encode_x(solution)
        sol = self._solution_array(solution)
        lab = self.labels
        has = lab.dcol >= 0
        x[lab.dcol[has]] = lab.lower[has]
        arc = {(int(g), int(t), int(h)): int(c) for g, t, h, c in
               zip(lab.arc_g, lab.arc_tail, lab.arc_head, lab.pcol, strict=True)}
        for g in np.flatnonzero(has.any(axis=1)).tolist():
            member = (sol == g) & self.cand[g]
            dist, parent = tree(self.geo, member, self.geo.centres[g].tolist())
            for v in np.flatnonzero(member & has[g] & (dist > 0)).tolist():
                x[lab.dcol[g, v]] = dist[v]
                x[arc[(g, int(parent[v]), v)]] = 1.0
        return x


@variant(
    "galaxies/labels",
    "distance labels <= the galaxy's reach, one predecessor nearer the dot (LP: near flow's, below paths')",
    OPTIONS,
    checks=CHECKS,
)
def build_labels(instance: GalaxiesInstance, **options: Any) -> LabelsFormulation:
    s = start("labels", instance, options)
    labels = add_labels(s.builder, s.geo, s.cand, s.connect, s.xcol)
    return s.finish(LabelsFormulation, labels=labels)
