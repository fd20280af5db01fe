"""Galaxies as CNF: one Boolean per (galaxy, mirror pair of cells), exactly one galaxy per
cell, and connectivity by distance labelling from each dot.

Variables (DIMACS numbers, from 1):

- ``x[g, p]`` for each galaxy g and each mirror pair p = {c, mirror_g(c)} of its candidate
  cells: both cells of the pair belong to g. One variable per pair *is* the symmetry rule.
  The candidates are the harness's ``reach`` pruning
  (:func:`puzzlebench.models.galaxies.geometry.candidates`): exact, and what any encoder
  would do first (a cell whose mirror leaves the grid, or lands on another dot's centre
  cell, or that cannot reach the dot, never joins the galaxy).
- ``r[g, p, k]`` for k = d(p) .. K_g: the cells of p are in g *and* within k steps of g's
  centre cells through cells of g. d(p) is the breadth-first distance inside the candidates
  (no path is shorter), K_g a bound no valid galaxy exceeds (below).

Clauses:

- each cell: at least one of its galaxies (one clause), at most one (pairwise up to six
  candidates, else pysat's sequential counter);
- each centre cell: ``x[g, p]`` (a unit);
- connectivity: ``x -> r[K]``; ``r[k] -> r[k+1]``; ``r[K] -> x``; and the support
  ``r[k] -> r[k-1] or r[n, k-1] for the neighbours n`` of *each* cell of the pair (the two
  cells of a pair are equally far from the centre, so one label serves both). A centre
  neighbour satisfies the support at once (its clause is left out). Every satisfying
  assignment then labels each cell of g with a chain of decreasing distances that ends at
  a centre cell through cells of g: g is connected. Every valid solution satisfies it with
  r = (in g and distance <= k), so nothing valid is cut off.

Why K_g = (|F_g| - 1) // 2 (a dot at a cell centre) or (|F_g| - 2) // 2 (on an edge or a
vertex) is safe: take a shortest path P from a cell at distance d to the centre inside a
valid galaxy; its mirror image P' is a shortest path too (the rotation maps the galaxy and
its centre cells onto themselves). A cell on both would have equal distances on P, so it
would be its own mirror: only the cell that holds a cell-centred dot is. So P and P' share
at most that cell, 2(d + 1) - 1 <= size <= |F_g| (or 2(d + 1) <= size), which bounds d.
Cells farther than K_g from the centre never join g (a unit clause).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from puzzlebench.instances.types import (
    Dot,
    GalaxiesGrid,
    GalaxiesInstance,
    centre_cells,
    flat_mirror_sum,
)
from puzzlebench.models.galaxies.geometry import candidates, geometry, grid_neighbours

PAIRWISE_UP_TO = 6
"""At most one of n literals: n(n-1)/2 binary clauses up to this n, a sequential counter
(3n clauses, n aux variables) above it."""


@dataclass
class GalaxiesCnf:
    """The clauses and the map back from a model to a grid."""

    rows: int
    cols: int
    xvar: np.ndarray  # (G, N) int64: x[g, pair of cell] for each candidate cell, 0 elsewhere
    clauses: list[list[int]] = field(default_factory=list)
    top: int = 0  # the largest variable number in use

    @property
    def labels(self) -> int:
        """Variables beyond the assignment ones (distance labels and counter auxiliaries)."""
        return self.top - int(self.xvar.max(initial=0))

    def decode(self, model: list[int]) -> GalaxiesGrid:
        """The grid of a model (a list of literals, as pysat returns it)."""
        true = np.zeros(self.top + 1, dtype=bool)
        lits = np.asarray([v for v in model if 0 < v <= self.top], dtype=np.int64)
        true[lits] = True
        owner = np.argmax(true[self.xvar] & (self.xvar > 0), axis=0)
        return tuple(tuple(int(g) for g in row) for row in owner.reshape(self.rows, self.cols))

    def blocking_clause(self, grid: GalaxiesGrid) -> list[int]:
        """The clause no assignment but ``grid``'s violates: one of its pairs is not in its galaxy."""
        owner = np.asarray(grid, dtype=np.int64).ravel()
        pairs = np.unique(self.xvar[owner, np.arange(owner.size)])
        return [-int(v) for v in pairs]


def _pair_vars(mirror_sum: np.ndarray, cand: np.ndarray, first: int) -> np.ndarray:
    """x[g, c]: one number per (galaxy, mirror pair), numbered from ``first``."""
    xvar = np.zeros(cand.shape, dtype=np.int64)
    nxt = first
    for g in range(cand.shape[0]):
        cells = np.flatnonzero(cand[g])
        rep = np.minimum(cells, mirror_sum[g] - cells)
        uniq, inv = np.unique(rep, return_inverse=True)
        xvar[g, cells] = nxt + inv
        nxt += uniq.size
    return xvar


def _distances(rows: int, cols: int, centres: list[int], cand_g: np.ndarray) -> np.ndarray:
    """Breadth-first steps from the centre cells inside the candidates ``cand_g`` (-1: unreached)."""
    dist = np.full(cand_g.size, -1, dtype=np.int64)
    todo = deque(centres)
    dist[centres] = 0
    while todo:
        u = todo.popleft()
        for v in grid_neighbours(u, rows, cols):
            if cand_g[v] and dist[v] < 0:
                dist[v] = dist[u] + 1
                todo.append(v)
    return dist


def _at_most_one(lits: list[int], cnf: GalaxiesCnf) -> None:
    if len(lits) <= PAIRWISE_UP_TO:
        cnf.clauses.extend([-a, -b] for i, a in enumerate(lits) for b in lits[i + 1:])
        return
    # sequential counter (Sinz): s_i = "one of the first i is true"
    s = list(range(cnf.top + 1, cnf.top + len(lits)))
    cnf.top += len(lits) - 1
    cnf.clauses.append([-lits[0], s[0]])
    for i in range(1, len(lits) - 1):
        cnf.clauses += [[-lits[i], s[i]], [-s[i - 1], s[i]], [-lits[i], -s[i - 1]]]
    cnf.clauses.append([-lits[-1], -s[-1]])


def _connectivity(rows: int, cols: int, centres: list[int], cand_g: np.ndarray, xg: np.ndarray,
                  cnf: GalaxiesCnf) -> None:
    dist = _distances(rows, cols, centres, cand_g)
    cells = np.flatnonzero(cand_g)
    cell_dot = len(centres) == 1
    bound = (cells.size - 1) // 2 if cell_dot else (cells.size - 2) // 2
    label: dict[int, dict[int, int]] = {}  # pair variable -> {k: r[g, pair, k]}
    for c in cells:
        d, v = int(dist[c]), int(xg[c])
        if d == 0 or v in label:
            continue
        if d > bound:
            cnf.clauses.append([-v])
            continue
        ks = range(d, bound + 1)
        label[v] = {k: cnf.top + 1 + i for i, k in enumerate(ks)}
        cnf.top += len(ks)
        r = label[v]
        cnf.clauses += [[-v, r[bound]], [-r[bound], v]]
        cnf.clauses += [[-r[k], r[k + 1]] for k in ks[:-1]]
    for c in cells:
        v = int(xg[c])
        if v not in label:
            continue
        nbrs = [n for n in grid_neighbours(int(c), rows, cols) if cand_g[n]]
        if any(dist[n] == 0 for n in nbrs):
            continue  # next to a centre cell: always supported
        r = label[v]
        for k, rk in r.items():
            support = [-rk] + ([r[k - 1]] if k - 1 in r else [])
            support += [label[int(xg[n])][k - 1] for n in nbrs if k - 1 in label.get(int(xg[n]), {})]
            cnf.clauses.append(support)


def encode(inst: GalaxiesInstance) -> GalaxiesCnf:
    """The CNF of ``inst`` (its stored solution, if any, is not read)."""
    return encode_candidates(inst.rows, inst.cols, inst.dots, candidates(geometry(inst), "reach"))


def encode_candidates(rows: int, cols: int, dots: Sequence[Dot], cand: np.ndarray,
                      cells: Iterable[int] | None = None) -> GalaxiesCnf:
    """The CNF of the galaxies ``dots`` on their candidate cells ``cand`` ((G, N) bool).

    ``cand`` must hold each galaxy's centre cells and be mirror-closed (as every pruning
    of the harness leaves it). ``cells``: the cells that get the exactly-one rule (default
    all); leaving a cell out says another galaxy, not in ``dots``, may take it. Why not
    only :func:`encode`: the generator asks whether one cluster of a partition has another
    solution, over the galaxies of that cluster and the candidates deduction left them
    (:mod:`puzzlebench.engine.generate.galaxies_ambiguity`).
    """
    centres = [[i * cols + j for i, j in centre_cells(dot)] for dot in dots]
    mirror_sum = np.asarray([flat_mirror_sum(dot, cols) for dot in dots], dtype=np.int64)
    xvar = _pair_vars(mirror_sum, cand, 1)
    cnf = GalaxiesCnf(rows, cols, xvar, top=int(xvar.max(initial=0)))
    for c in range(rows * cols) if cells is None else cells:
        lits = [int(v) for v in xvar[cand[:, c], c]]
        cnf.clauses.append(lits)  # empty when no galaxy can take the cell: unsatisfiable
        _at_most_one(lits, cnf)
    for g, cs in enumerate(centres):
        cnf.clauses += [[int(xvar[g, c])] for c in cs]
        _connectivity(rows, cols, cs, cand[g], xvar[g], cnf)
    return cnf
