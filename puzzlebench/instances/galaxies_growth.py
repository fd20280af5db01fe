"""Galaxies partition growth: random partitions of a grid into centrally symmetric,
4-connected galaxies, and the repair step that splits cells off a galaxy.

Pure search on the puzzle side (no solver, no run): :mod:`puzzlebench.engine.generate.galaxies`
drives it, asks the uniqueness route whether a partition's dots have another solution,
and repairs with :func:`split_off` until they do not (see that module for the whole
algorithm and its determinism).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from puzzlebench.instances.checker import pieces
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import GalaxiesInstance, centre_cells, mirror

Cell = tuple[int, int]
Dot = tuple[int, int]
MAX_SIDE = 200  # 100x100 generates in minutes; past that, no measurement yet


# Galaxy sizes of real puzzles: per mille of the galaxies of each size in janko's 103
# puzzles of 300 cells or more (10,681 galaxies; measured from their solutions by
# :func:`puzzlebench.instances.galaxy_sizes.janko_reference`). The generator draws each
# galaxy's target size from these weights reshaped (see :func:`target_weights`).
JANKO_PER_MILLE: dict[int, float] = {
    1: 185.6, 2: 206.7, 3: 85.6, 4: 179.9, 5: 33.7, 6: 97.8, 7: 17.3, 8: 57.8, 9: 11.8,
    10: 37.0, 11: 6.0, 12: 21.7, 13: 4.1, 14: 13.9, 15: 3.5, 16: 9.9, 17: 1.9, 18: 7.1,
    19: 0.9, 20: 5.4, 21: 0.7, 22: 3.6, 23: 0.5, 24: 2.5,
}
# Calibration (docs/generators.md, "Galaxy sizes"): growth is often blocked by galaxies
# already placed and the leftover cells become one- and two-cell galaxies, so targets
# are drawn larger than janko's sizes (x size**TARGET_TILT), targets of 1 and 2 cells
# rarely (the leftovers supply them), and beyond 24 cells with a geometric tail
# (TAIL_RATIO per 2 cells, janko's own ratio from 16 to 24): no cap, so the largest
# galaxy grows with the grid as janko's do (largest per puzzle: median 22 on 300-400
# cells, 26 on 720 cells), only the grid bounds it.
TARGET_TILT = 0.8
SMALL_TARGET_FACTOR = 0.15
TAIL_RATIO = 0.72


@dataclass(frozen=True)
class TargetSizes:
    """The distribution galaxy target sizes are drawn from: sizes and cumulative weights."""

    sizes: tuple[int, ...]
    cumulative: tuple[float, ...]

    @classmethod
    def for_grid(cls, cells: int, max_size: int | None = None) -> TargetSizes:
        """Sizes 1 .. ``max_size`` (default: the grid's cell count, i.e. no cap). At least
        up to 4: an edge or vertex dot needs an even target, and its 2 or 4 centre cells
        always form a galaxy, whatever the cap (growth then stops at the cap)."""
        top = cells if max_size is None else min(max(max_size, 4), cells)
        sizes: list[int] = []
        cum: list[float] = []
        acc = 0.0
        for t in range(1, top + 1):
            if t in JANKO_PER_MILLE:
                w = JANKO_PER_MILLE[t] * t ** TARGET_TILT
            elif t % 2 == 0:
                w = JANKO_PER_MILLE[24] * 24 ** TARGET_TILT * TAIL_RATIO ** ((t - 24) / 2)
            else:
                continue
            if t <= 2:
                w *= SMALL_TARGET_FACTOR
            if w < 1e-9 * acc:  # the tail is negligible from here on
                break
            acc += w
            sizes.append(t)
            cum.append(acc)
        return cls(tuple(sizes), tuple(cum))

    def draw(self, rng: random.Random) -> int:
        k = bisect.bisect_right(self.cumulative, rng.random() * self.cumulative[-1])
        return self.sizes[min(k, len(self.sizes) - 1)]


def check_args(rows: Any, cols: Any, max_size: Any) -> None:
    for label, v in (("rows", rows), ("cols", cols)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PuzzleInputError(f"--{label} must be an integer, got {v!r}")
        if not 2 <= v <= MAX_SIDE:
            raise PuzzleInputError(f"Galaxies needs --{label} between 2 and {MAX_SIDE}, got {v}")
    if max_size is not None and (isinstance(max_size, bool) or not isinstance(max_size, int) or max_size < 1):
        raise PuzzleInputError(f"--max-galaxy-size must be a positive integer, got {max_size!r}")


# ---------------------------------------------------------------------------- partition
def random_partition(rows: int, cols: int, rng: random.Random,
                     max_size: int | None = None) -> tuple[list[Dot], list[list[int]]]:
    """Dots (doubled coordinates) and a grid of galaxy indices into that dot list.

    Cells are visited in a seeded random order; a free cell starts a galaxy whose target
    size is drawn from :class:`TargetSizes` (capped at ``max_size`` when given). The dot
    follows the target's parity, as in real puzzles (janko: galaxies of 3, 5, 7 cells are
    rare, 4, 6, 8 common): odd targets get a cell-centre dot, even ones an edge or vertex
    dot where the cells are free. The galaxy grows by a random free neighbour together
    with its mirror until it reaches its target or is boxed in. Free cells boxed in by
    taken ones are then :func:`absorb_singles`'d.
    """
    owner = [[-1] * cols for _ in range(rows)]
    dots: list[Dot] = []
    targets = TargetSizes.for_grid(rows * cols, max_size)
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)
    for i, j in cells:  # first pass: galaxies that reach at least 3 cells stay
        if owner[i][j] < 0:
            _start(owner, dots, i, j, targets.draw(rng), rng, 3, max_size)
    for i, j in cells:  # what is left: small galaxies
        if owner[i][j] < 0:
            _start(owner, dots, i, j, targets.draw(rng), rng, 1, max_size)
    return absorb_singles(dots, owner, rng, max_size)


def _start(owner: list[list[int]], dots: list[Dot], i: int, j: int, target: int,
           rng: random.Random, keep_from: int, max_size: int | None) -> None:
    """A galaxy at free cell (i, j) grown towards ``target``; undone (the cells freed
    again) when it stays below ``keep_from`` cells."""
    rows, cols = len(owner), len(owner[0])
    kinds = []
    if target % 2 == 0:
        if j + 1 < cols and owner[i][j + 1] < 0:
            kinds.append((2 * i + 1, 2 * j + 2))
        if i + 1 < rows and owner[i + 1][j] < 0:
            kinds.append((2 * i + 2, 2 * j + 1))
        if (target >= 4 and i + 1 < rows and j + 1 < cols and owner[i + 1][j] < 0
                and owner[i][j + 1] < 0 and owner[i + 1][j + 1] < 0):
            kinds.append((2 * i + 2, 2 * j + 2))
    dot = kinds[rng.randrange(len(kinds))] if kinds else (2 * i + 1, 2 * j + 1)
    g = len(dots)
    members = list(centre_cells(dot))
    for a, b in members:
        owner[a][b] = g
    if max_size is not None:
        target = min(target, max(max_size, len(members)))
    _grow(owner, members, dot, g, target, rng)
    if len(members) < keep_from:
        for a, b in members:
            owner[a][b] = -1
        return
    dots.append(dot)


def _grow(owner: list[list[int]], members: list[Cell], dot: Dot, g: int, target: int,
          rng: random.Random) -> None:
    """Add random free neighbours of the galaxy with their mirrors (free too) up to ``target``.

    A neighbour's mirror is next to the galaxy as well, so the galaxy stays connected and
    symmetric at every step. The frontier is kept incrementally (a set of candidate
    neighbours, sorted before each draw so the draw depends on the seed only).
    """
    rows, cols = len(owner), len(owner[0])
    frontier: set[Cell] = set()

    def add_neighbours(cells: Sequence[Cell]) -> None:
        for a, b in cells:
            for c in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                if 0 <= c[0] < rows and 0 <= c[1] < cols and owner[c[0]][c[1]] < 0:
                    frontier.add(c)

    add_neighbours(members)
    while len(members) + 2 <= target:
        options = []
        for c in sorted(frontier):
            m = mirror(c, dot)
            if owner[c[0]][c[1]] < 0 and 0 <= m[0] < rows and 0 <= m[1] < cols and owner[m[0]][m[1]] < 0 and m != c:
                options.append(c)
        if not options:
            return
        c = options[rng.randrange(len(options))]
        m = mirror(c, dot)
        for a, b in (c, m):
            owner[a][b] = g
            members.append((a, b))
        frontier.discard(c)
        frontier.discard(m)
        add_neighbours((c, m))


def absorb_singles(dots: list[Dot], owner: list[list[int]], rng: random.Random,
                   max_size: int | None = None) -> tuple[list[Dot], list[list[int]]]:
    """Merge one-cell galaxies into neighbours, keeping every galaxy symmetric and connected.

    A one-cell galaxy at c next to galaxy g joins g together with its mirror m about g's dot
    when m is a one-cell galaxy too (m is then next to g as well: the mirror of a neighbour
    of g is a neighbour of g); two adjacent one-cell galaxies become a domino (edge dot).
    Sizes stay within ``max_size``. Singles are visited in a seeded random order, repeated
    until nothing merges; the dot list is then compacted.
    """
    rows, cols = len(owner), len(owner[0])
    size = [0] * len(dots)
    for row in owner:
        for g in row:
            size[g] += 1
    alive = [True] * len(dots)

    def single(c: Cell) -> bool:
        g = owner[c[0]][c[1]]
        return size[g] == 1 and dots[g] == (2 * c[0] + 1, 2 * c[1] + 1)

    changed = True
    while changed:
        changed = False
        singles = [(i, j) for i in range(rows) for j in range(cols) if single((i, j))]
        rng.shuffle(singles)
        for c in singles:
            if not single(c):
                continue
            moves: list[tuple[int, Cell]] = []  # (galaxy to join, partner cell)
            for nb in ((c[0] - 1, c[1]), (c[0] + 1, c[1]), (c[0], c[1] - 1), (c[0], c[1] + 1)):
                if not (0 <= nb[0] < rows and 0 <= nb[1] < cols):
                    continue
                g = owner[nb[0]][nb[1]]
                m = mirror(c, dots[g])
                if (0 <= m[0] < rows and 0 <= m[1] < cols and m != c and single(m)
                        and owner[m[0]][m[1]] != g and (max_size is None or size[g] + 2 <= max_size)):
                    moves.append((g, m))
            if not moves:  # no galaxy to join: pair up with a neighbouring single
                for nb in ((c[0] - 1, c[1]), (c[0] + 1, c[1]), (c[0], c[1] - 1), (c[0], c[1] + 1)):
                    if 0 <= nb[0] < rows and 0 <= nb[1] < cols and single(nb) and (max_size is None or max_size >= 2):
                        moves.append((-1, nb))
            if not moves:
                continue
            g, m = moves[rng.randrange(len(moves))]
            if g < 0:  # the domino keeps c's galaxy, with the dot on the shared edge
                g = owner[c[0]][c[1]]
                dots[g] = (c[0] + m[0] + 1, c[1] + m[1] + 1)
                cells: tuple[tuple[int, int], ...] = (m,)
            else:
                cells = (c, m)
            for a, b in cells:
                old = owner[a][b]
                alive[old] = False
                size[old] = 0
                owner[a][b] = g
                size[g] += 1
            changed = True
    keep = [k for k in range(len(dots)) if alive[k]]
    new = {old: i for i, old in enumerate(keep)}
    return [dots[k] for k in keep], [[new[g] for g in row] for row in owner]


def singles(dots: list[Dot], owner: list[list[int]]) -> int:
    """How many galaxies are a single cell."""
    size = [0] * len(dots)
    for row in owner:
        for g in row:
            size[g] += 1
    return size.count(1)


def dot_kinds(dots: list[Dot]) -> set[str]:
    return {("cell" if r % 2 and c % 2 else "vertex" if not r % 2 and not c % 2 else "edge") for r, c in dots}


def split_off(owner: list[list[int]], dots: list[Dot], diff: list[Cell], rng: random.Random) -> bool:
    """Split a differing cell and its mirror off their galaxy as two one-cell galaxies."""
    rows, cols = len(owner), len(owner[0])
    cands = sorted(diff)
    rng.shuffle(cands)
    for c in cands:
        g = owner[c[0]][c[1]]
        d = dots[g]
        if c in centre_cells(d):
            continue
        m = mirror(c, d)
        rest = {(i, j) for i in range(rows) for j in range(cols) if owner[i][j] == g} - {c, m}
        if len(pieces(rest)) != 1:
            continue
        for a, b in (c, m) if m != c else (c,):
            owner[a][b] = len(dots)
            dots.append((2 * a + 1, 2 * b + 1))
        return True
    return False


def break_up(owner: list[list[int]], dots: list[Dot], cells: Sequence[Cell], count: int,
             rng: random.Random) -> int:
    """Split up to ``count`` cells (each with its mirror) off their galaxies inside an
    undecided cluster; returns how many were split.

    ``cells`` come most-candidates first: the cells deduction is least sure about. The
    picks are drawn from the first half, at least three rows or columns apart (two new
    dots next to each other settle little more than one). Each split adds two one-cell
    galaxies that deduction fixes at once; their cells leave every other galaxy's
    candidates, which cuts reach and splits the cluster.
    """
    pool = list(cells[: max(1, len(cells) // 2)])
    rng.shuffle(pool)
    done = 0
    taken: list[Cell] = []
    for c in pool:
        if done >= count:
            break
        if any(abs(c[0] - t[0]) < 3 and abs(c[1] - t[1]) < 3 for t in taken):
            continue
        if split_off(owner, dots, [c], rng):
            done += 1
            taken.append(c)
    return done


def canonical_instance(dots: list[Dot], owner: list[list[int]]) -> GalaxiesInstance:
    order = sorted(range(len(dots)), key=lambda k: dots[k])
    rank = {old: new for new, old in enumerate(order)}
    return GalaxiesInstance(
        len(owner), len(owner[0]), tuple(dots[k] for k in order),
        tuple(tuple(rank[v] for v in row) for row in owner),
    )
