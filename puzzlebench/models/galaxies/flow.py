"""``galaxies/flow``: single-commodity flow from a root centre cell of each galaxy.

Per galaxy g, continuous arc flows f(g, u->v) on the edges inside F_g: every candidate
cell but the root consumes x(v, g) units (``flow_balance``), and an arc carries flow only
between cells of the galaxy (``flow_cap_tail``, ``flow_cap_head``, big-M = |F_g| - 1).
So every cell of the galaxy is reached from its root: the galaxy is connected.

Here are the rows (:func:`add_flow`), the formulation object (:class:`FlowFormulation`: its
``encode`` routes the flow along a tree) and the variant's declaration (:data:`build_flow`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import csr, ij
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS, GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry
from puzzlebench.models.model import EQ, LE, ModelBuilder
from puzzlebench.models.variant import variant


def add_flow(b: ModelBuilder, geo: Geometry, cand: np.ndarray, xcol: np.ndarray) -> np.ndarray:
    """Single-commodity flow rows; returns the (G, N, 4) arc column map (tail, direction)."""
    G, N = cand.shape
    C = geo.cols
    U, V = geo.edges[:, 0], geo.edges[:, 1]
    gg, ee = np.nonzero(cand[:, U] & cand[:, V])
    ag = np.concatenate([gg, gg])
    tail = np.concatenate([U[ee], V[ee]])
    head = np.concatenate([V[ee], U[ee]])
    big_m = (cand.sum(axis=1) - 1).astype(float)
    ti, tj = ij(geo, tail)
    hi, hj = ij(geo, head)
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
    indptr, cc, vv = csr(rows[keep], cols[keep], vals[keep], bg.size)
    vi, vj = ij(geo, bv)
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


@dataclass
class FlowFormulation(GalaxiesFormulation):
    """Base + single-commodity flow from a root centre cell of each galaxy."""

    arc_col: np.ndarray = field(repr=False)  # (G, N, 4) column of arc (g, tail, dir)

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
            order = [root]
            par: dict[int, tuple[int, int]] = {}  # cell -> (its parent, the arc's direction)
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
                    if ok and member[v] and v != root and v not in par and self.arc_col[g, u, d] >= 0:
                        par[v] = (u, d)
                        order.append(v)
            size = dict.fromkeys(order, 1)
            for v in reversed(order[1:]):
                u, d = par[v]
                size[u] += size[v]
                x[self.arc_col[g, u, d]] = size[v]
        return x


@variant(
    "galaxies/flow",
    "single-commodity flow from a root centre cell per galaxy (big-M = |F_g|-1)",
    OPTIONS,
    checks=CHECKS,
)
def build_flow(instance: GalaxiesInstance, **options: Any) -> FlowFormulation:
    s = start("flow", instance, options)
    arc_col = add_flow(s.builder, s.geo, s.connect, s.xcol)
    return s.finish(FlowFormulation, arc_col=arc_col)
