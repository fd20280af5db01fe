"""``galaxies/mcf``: multi-commodity flow, one commodity per cell (the Shirabe / MCF lineage).

Per galaxy g with root r_g (its first centre cell) and every non-centre candidate cell k
(one of each mirror pair: x(k) = x(mirror k), and the mirror image of a path r_g -> k is a
path from a centre cell, which the centre block joins to r_g), a unit of commodity k flows
from r_g to k inside the galaxy:

* ``mcf_balance[g,k,v]``: inflow - outflow of commodity k at every candidate v != r_g equals
  x(k, g) at v = k and 0 elsewhere;
* ``mcf_cap[g,k,u,v]``: f^k(u -> v) <= x(v, g) for an arc into a non-centre cell (a centre
  cell's x is fixed to 1). A tail bound is implied: a cell out of the galaxy has no inflow,
  so by its balance no outflow either.

Flows are continuous in [0, 1]. Arcs into r_g are left out (a flow decomposes into paths
from r_g and cycles; the paths never re-enter r_g). Why this model: its LP relaxation is
stronger than single-commodity flow's (no big-M: each commodity's cut capacity is bounded
by x of the cut cells, which gives exactly the separator inequalities x(k) <= x(S) for every
vertex separator S between k and r_g, the projection of the cut model), at a size of
|K_g| x |arcs_g| columns per galaxy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.base import csr, ij
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS, GalaxiesFormulation, start
from puzzlebench.models.galaxies.geometry import Geometry
from puzzlebench.models.galaxies.network import arcs, centre_mask, tree
from puzzlebench.models.model import EQ, LE, ModelBuilder
from puzzlebench.models.variant import variant


@dataclass(frozen=True)
class Commodities:
    """The flow columns of one galaxy: commodity cells K, arcs (tail, head), first column."""

    g: int
    cells: np.ndarray  # K: the commodity cells
    tail: np.ndarray
    head: np.ndarray
    first: int  # column of f^{K[0]}(arc 0); f^{K[a]}(arc b) is first + a * len(tail) + b


def _commodities(geo: Geometry, connect: np.ndarray) -> list[tuple[int, np.ndarray, np.ndarray, np.ndarray]]:
    """Per galaxy with connectivity rows: (g, commodity cells, arc tails, arc heads)."""
    a = arcs(geo, connect)
    into_root = a.head == geo.root[a.g]
    tail, head, ag = a.tail[~into_root], a.head[~into_root], a.g[~into_root]
    centre = centre_mask(geo)
    bounds = np.searchsorted(ag, np.arange(geo.n_gal + 1))
    out = []
    for g in range(geo.n_gal):
        cells = np.flatnonzero(connect[g] & ~centre[g])
        mir = geo.mirror[g, cells]
        cells = cells[cells <= mir]  # one of each mirror pair (the mirror is in F_g: mirror-closed)
        if cells.size:
            lo, hi = bounds[g], bounds[g + 1]
            out.append((g, cells, tail[lo:hi], head[lo:hi]))
    return out


def add_mcf(b: ModelBuilder, geo: Geometry, connect: np.ndarray, xcol: np.ndarray) -> list[Commodities]:
    """The commodity flows and the ``mcf_balance`` and ``mcf_cap`` rows."""
    centre = centre_mask(geo)
    found = _commodities(geo, connect)
    names, bal, cap = [], [], []
    col = b.num_vars
    n_bal = n_cap = 0
    out = []
    for g, cells, tail, head in found:
        nk, na = cells.size, tail.size
        out.append(Commodities(g, cells, tail, head, col))
        kk, aa = np.divmod(np.arange(nk * na), na)
        fcol = col + kk * na + aa
        names.append(np.stack([np.full(kk.size, g), cells[kk], tail[aa], head[aa]], axis=1))
        # balance rows: one per (commodity, candidate v != root)
        nodes = np.flatnonzero(connect[g])
        nodes = nodes[nodes != geo.root[g]]
        local = np.full(geo.n_cells, -1, dtype=np.int64)
        local[nodes] = np.arange(nodes.size)
        rbase = n_bal + kk * nodes.size
        h_rows, t_rows = rbase + local[head[aa]], np.where(local[tail[aa]] >= 0, rbase + local[tail[aa]], -1)
        k_rows = n_bal + np.arange(nk) * nodes.size + local[cells]
        bal.append((np.concatenate([h_rows, t_rows, k_rows]),
                    np.concatenate([fcol, fcol, xcol[g, cells]]),
                    np.concatenate([np.ones(fcol.size), -np.ones(fcol.size), -np.ones(nk)]),
                    np.stack([np.full(nk * nodes.size, g), np.repeat(cells, nodes.size), np.tile(nodes, nk)], axis=1)))
        n_bal += nk * nodes.size
        # capacity rows: arcs into a non-centre cell
        into = ~centre[g, head[aa]]
        cap.append((fcol[into], xcol[g, head[aa][into]], names[-1][into]))
        n_cap += int(into.sum())
        col += nk * na
    if not out:
        return out
    idx = np.concatenate(names)
    ci, cj = ij(geo, idx[:, 1])
    ti, tj = ij(geo, idx[:, 2])
    hi, hj = ij(geo, idx[:, 3])
    b.add_vars("f[g{},k{},{},{},{},{},{}]", np.stack([idx[:, 0], ci, cj, ti, tj, hi, hj], axis=1),
               lb=0.0, ub=1.0, integer=False)
    rows = np.concatenate([r for r, _, _, _ in bal])
    keep = rows >= 0
    indptr, cc, vv = csr(rows[keep], np.concatenate([c for _, c, _, _ in bal])[keep],
                         np.concatenate([v for _, _, v, _ in bal])[keep], n_bal)
    bn = np.concatenate([n for _, _, _, n in bal])
    ki, kj = ij(geo, bn[:, 1])
    vi, vj = ij(geo, bn[:, 2])
    b.add_rows("mcf_balance", "mcf_balance[g{},k{},{},{},{}]", np.stack([bn[:, 0], ki, kj, vi, vj], axis=1),
               indptr, cc, vv, EQ, 0.0)
    fc = np.concatenate([f for f, _, _ in cap])
    xc = np.concatenate([x for _, x, _ in cap])
    cn = np.concatenate([n for _, _, n in cap])
    ki, kj = ij(geo, cn[:, 1])
    ti, tj = ij(geo, cn[:, 2])
    hi, hj = ij(geo, cn[:, 3])
    b.add_rows("mcf_cap", "mcf_cap[g{},k{},{},{},{},{},{}]", np.stack([cn[:, 0], ki, kj, ti, tj, hi, hj], axis=1),
               np.arange(0, 2 * n_cap + 1, 2), np.stack([fc, xc], axis=1).ravel(),
               np.tile([1.0, -1.0], n_cap), LE, 0.0)
    return out


@dataclass
class McfFormulation(GalaxiesFormulation):
    """Base + one flow commodity per (representative) non-centre candidate cell."""

    commodities: list[Commodities] = field(repr=False)

    def encode(self, solution: Any) -> np.ndarray:
        """x from ``solution``; commodity k's unit along the breadth-first path from the root
        to k inside k's galaxy. A cell cut off from its root gets no flow, so a disconnected
        grid violates ``mcf_balance``."""
        x = self.encode_x(solution)
        sol = self._solution_array(solution)
        for com in self.commodities:
            g = com.g
            member = (sol == g) & self.cand[g]
            if sol[self.geo.root[g]] != g:
                continue
            _, parent = tree(self.geo, member, [int(self.geo.root[g])])
            arc = {(int(t), int(h)): a for a, (t, h) in enumerate(zip(com.tail, com.head, strict=True))}
            na = com.tail.size
            for kk, k in enumerate(com.cells.tolist()):
                v = k
                while sol[k] == g and parent[v] >= 0:
                    x[com.first + kk * na + arc[(int(parent[v]), v)]] = 1.0
                    v = int(parent[v])
        return x


@variant(
    "galaxies/mcf",
    "multi-commodity flow: a unit from the root to each cell of a mirror pair, no big-M (LP: the tightest compact model)",
    OPTIONS,
    checks=CHECKS,
)
def build_mcf(instance: GalaxiesInstance, **options: Any) -> McfFormulation:
    s = start("mcf", instance, options)
    commodities = add_mcf(s.builder, s.geo, s.connect, s.xcol)
    return s.finish(McfFormulation, commodities=commodities)
