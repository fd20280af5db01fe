"""The arcs inside each galaxy's candidate set and breadth-first trees over a solution:
what the extended connectivity models (``galaxies/mcf``, ``galaxies/labels``, ``galaxies/hops``)
share. Pure numpy over :mod:`puzzlebench.models.galaxies.geometry`; no model in sight.

An arc (g, u -> v) joins two 4-adjacent cells that are both candidates of galaxy g, in
either direction. Arc ``k``'s direction code is 0 up, 1 down, 2 left, 3 right (from its tail).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np

from puzzlebench.models.galaxies.geometry import Geometry, grid_neighbours


@dataclass(frozen=True)
class Arcs:
    """Every arc inside F_g, for every galaxy: parallel arrays, one entry per arc."""

    g: np.ndarray  # galaxy
    tail: np.ndarray  # cell the arc leaves
    head: np.ndarray  # cell it enters

    @property
    def count(self) -> int:
        return int(self.g.size)


def arcs(geo: Geometry, cand: np.ndarray) -> Arcs:
    """Both directions of every grid edge whose two cells are candidates of the same galaxy,
    ordered by galaxy (then edge, then direction)."""
    U, V = geo.edges[:, 0], geo.edges[:, 1]
    gg, ee = np.nonzero(cand[:, U] & cand[:, V])
    g = np.repeat(gg, 2)
    tail = np.stack([U[ee], V[ee]], axis=1).ravel()
    head = np.stack([V[ee], U[ee]], axis=1).ravel()
    return Arcs(g, tail, head)


def centre_mask(geo: Geometry) -> np.ndarray:
    """(G, N) bool: the centre cells C_g of each galaxy."""
    out = np.zeros((geo.n_gal, geo.n_cells), dtype=bool)
    for g, cells in enumerate(geo.centres):
        out[g, cells] = True
    return out


def tree(geo: Geometry, member: np.ndarray, sources: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """Breadth-first distances from the cells ``sources`` inside the cells ``member`` (N,)
    bool, and each reached cell's parent (one step nearer the sources); -1 where unreached
    or a source. Multi-source for distances to C_g (every centre cell at 0: a dot's centre
    cells form a block, all fixed in the galaxy), single-source for flows from the root."""
    dist = np.full(geo.n_cells, -1, dtype=np.int64)
    parent = np.full(geo.n_cells, -1, dtype=np.int64)
    todo: deque[int] = deque()
    for c in sources:
        dist[c] = 0
        todo.append(c)
    while todo:
        u = todo.popleft()
        for v in grid_neighbours(u, geo.rows, geo.cols):
            if member[v] and dist[v] < 0:
                dist[v], parent[v] = dist[u] + 1, u
                todo.append(v)
    return dist, parent


def reach_bound(geo: Geometry, cand: np.ndarray) -> np.ndarray:
    """(G,) int: an upper bound on the distance, inside galaxy g, from any of its cells to C_g.

    A shortest path P from a cell to C_g inside a centrally symmetric galaxy and its mirror
    image share no cell outside C_g (distances to C_g are mirror-symmetric, strictly
    decreasing along P, and the only self-mirrored cell is a centre cell), so 2 d <= |galaxy| -
    |C_g| <= |F_g| - |C_g|. Exact for every valid solution, since a valid galaxy lies in F_g.
    """
    sizes = cand.sum(axis=1)
    n_centre = np.asarray([c.size for c in geo.centres], dtype=np.int64)
    return np.maximum((sizes - n_centre) // 2, 0).astype(np.int64)


def candidate_distance(geo: Geometry, cand: np.ndarray) -> np.ndarray:
    """(G, N) int: breadth-first distance from C_g inside F_g (-1: not reached): a lower bound
    on the distance inside any galaxy that lies in F_g. A galaxy without candidates (one that
    deduction settled, in ``connect``) keeps -1 everywhere: no search for it, since on small
    puzzles deduction settles most galaxies and these searches were most of the labels."""
    out = np.full(cand.shape, -1, dtype=np.int64)
    for g in np.flatnonzero(cand.any(axis=1)).tolist():
        out[g] = tree(geo, cand[g], geo.centres[g].tolist())[0]
    return out
