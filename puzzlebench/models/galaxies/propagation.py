"""The rounds of :func:`puzzlebench.models.galaxies.geometry.deduce`, on sets of candidate pairs.

Why sets and not the (G, N) masks the rest of the geometry works on: after ``reach`` only
a few per cent of the (galaxy, cell) pairs are candidates, and deduction removes them a few
at a time in many small waves. The mask version paid a score of numpy calls per wave and a
labelling of every changed galaxy per round; here each step touches only the pairs it
removes, and a galaxy's reachability is a search over its own few cells (figures in
docs/measurements.md, "Harness cost").

The rounds are the mask version's, step for step: a round is step (1) to its own fixed
point, then step (2) to its own, and ``max_rounds`` counts rounds. With the candidates
mirror-closed neither fixed point depends on the order inside it (a cell with one
candidate galaxy g never loses g in step (1): whatever takes a cell from g holds g there
too), so the result is the same pair set, which tests hold against the plain loops.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from puzzlebench.models.galaxies.geometry import Geometry


class PairSets:
    """Candidate pairs of a mirror-closed (G, N) mask as sets, both ways round, plus the
    cells waiting for step (1): those with one candidate galaxy, not yet propagated."""

    def __init__(self, geo: Geometry, cand: np.ndarray) -> None:
        G, N = cand.shape
        self.shape = (G, N)
        self.cols = geo.cols
        self.root = geo.root.tolist()
        # the mirror of cell k about galaxy g is sums[g] - k (for a candidate: it is inside);
        # the root's mirror is a centre cell, so it is inside for every galaxy
        self.sums = (geo.mirror[np.arange(G), geo.root] + geo.root).tolist()
        gal, cell = np.divmod(np.flatnonzero(cand), N)
        self.cells: list[set[int]] = [set() for _ in range(G)]  # per galaxy: its cells
        self.gals: list[set[int]] = [set() for _ in range(N)]  # per cell: its galaxies
        for g, k in zip(gal.tolist(), cell.tolist(), strict=True):
            self.cells[g].add(k)
            self.gals[k].add(g)
        self.done = [False] * N  # cells whose forcing has been propagated
        self.queue = np.flatnonzero(np.bincount(cell, minlength=N) == 1).tolist()
        self.lost: set[int] = set()  # galaxies that lost a cell since the last look

    def _drop(self, h: int, x: int) -> None:
        """Cell ``x`` and its mirror leave galaxy ``h`` (those that were there): the sets
        stay mirror-closed."""
        mine = self.cells[h]
        for y in (x, self.sums[h] - x):
            if y in mine:
                mine.discard(y)
                others = self.gals[y]
                others.discard(h)
                self.lost.add(h)
                if len(others) == 1:
                    self.queue.append(y)

    def force(self) -> set[int]:
        """Step (1) to its fixed point: a cell with one candidate galaxy g is g's, and so is
        its mirror about g; both leave every other galaxy h, with their mirrors about h.
        Returns the galaxies that lost cells.

        In waves, as the mask version: every cell forced at a wave's start is propagated
        from that state. Why it matters: on a puzzle with no solution a cell forced to g
        can lose g within the wave; one at a time, it would then be skipped."""
        self.lost = set()
        sums, gals, done = self.sums, self.gals, self.done
        while self.queue:
            wave, self.queue = self.queue, []
            drops = []
            for k in wave:
                if done[k] or len(gals[k]) != 1:
                    continue
                done[k] = True
                (g,) = gals[k]
                for x in (k, sums[g] - k):
                    drops += [(h, x) for h in gals[x] if h != g]
            for h, x in drops:
                self._drop(h, x)
        return self.lost

    def reach(self, galaxies: set[int]) -> bool:
        """Step (2) for ``galaxies``: each keeps the cells connected to its root inside its
        candidates whose mirror is kept too, until stable. Whether a cell left.

        (Skipping the search for a galaxy that lost only cells with one neighbour, which
        stays connected, was tried: it saved as much searching as the test cost.)"""
        self.lost = set()
        C = self.cols
        for h in sorted(galaxies):
            mine, s, root = self.cells[h], self.sums[h], self.root[h]
            while True:
                comp = _component(mine, root, C)
                if len(comp) == len(mine):  # connected, and mirror-closed as always: a fixed point
                    break
                keep = {x for x in comp if s - x in comp}
                for x in mine - keep:  # mirror-closed, as mine and keep are
                    self._drop(h, x)
                if len(keep) == len(comp):  # the mirror step took nothing: a fixed point
                    break
        return bool(self.lost)

    def mask(self) -> np.ndarray:
        """The (G, N) bool mask of the pairs left."""
        G, N = self.shape
        sizes = [len(c) for c in self.cells]
        cell = np.fromiter(chain.from_iterable(self.cells), dtype=np.int64, count=sum(sizes))
        out = np.zeros(G * N, dtype=bool)
        out[np.repeat(np.arange(G, dtype=np.int64) * N, sizes) + cell] = True
        return out.reshape(G, N)


def _component(cells: set[int], root: int, cols: int) -> set[int]:
    """The 4-connected part of ``cells`` (flat indices, ``cols`` a row) holding ``root``.
    (A cell above the first row or below the last is out of range, so never in ``cells``;
    across a row's ends the neighbour test is explicit.)"""
    if root not in cells:
        return set()
    seen = {root}
    stack = [root]
    while stack:
        u = stack.pop()
        for v in (u - cols, u + cols):
            if v in cells and v not in seen:
                seen.add(v)
                stack.append(v)
        j = u % cols
        if j and u - 1 in cells and u - 1 not in seen:
            seen.add(u - 1)
            stack.append(u - 1)
        if j + 1 < cols and u + 1 in cells and u + 1 not in seen:
            seen.add(u + 1)
            stack.append(u + 1)
    return seen
