"""Galaxies partition growth: random partitions of a grid into centrally symmetric,
4-connected galaxies, and the repair step that splits cells off a galaxy.

Pure search on the puzzle side (no solver, no run): :mod:`puzzlebench.engine.generate.galaxies`
drives it, asks the uniqueness route whether a partition's dots have another solution,
and repairs with :func:`split_off` until they do not (see that module for the whole
algorithm and its determinism).
"""

from __future__ import annotations

import math
import random
from typing import Any

from puzzlebench.instances.checker import pieces
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import GalaxiesInstance, centre_cells, mirror

Cell = tuple[int, int]
Dot = tuple[int, int]
MAX_SIDE = 200  # 100x100 generates in minutes; past that, no measurement yet


def default_max_size(rows: int, cols: int) -> int:
    """About 1.2 sqrt(cells), between 4 and 24 up to 400 cells; 14 up to 625; 12 beyond.

    Janko's largest galaxy has median 16 on puzzles up to 150 cells, 22 on 300-500 cells.
    Why the lower caps on big grids: the ambiguity check's cost grows steeply with galaxy
    size *and* grid size. Measured (CP-SAT, 1 thread): 20x20 with cap 24 takes a few
    seconds, with 30 some partitions stay undecided after 120 s; 25x25 with 16 took 2-3 s
    on two seeds but 114 s on a third (one check near the 120 s limit), with 14 3-10 s;
    30x30 with 12 ~1-5 s, with 16 one seed in two took over 200 s.
    """
    n = rows * cols
    if n > 625:
        return 12
    if n > 400:
        return 14
    return min(24, max(4, round(1.2 * math.sqrt(n))))


def check_args(rows: Any, cols: Any, max_size: Any) -> None:
    for label, v in (("rows", rows), ("cols", cols)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PuzzleInputError(f"--{label} must be an integer, got {v!r}")
        if not 2 <= v <= MAX_SIDE:
            raise PuzzleInputError(f"Galaxies needs --{label} between 2 and {MAX_SIDE}, got {v}")
    if max_size is not None and (isinstance(max_size, bool) or not isinstance(max_size, int) or max_size < 1):
        raise PuzzleInputError(f"--max-galaxy-size must be a positive integer, got {max_size!r}")


# ---------------------------------------------------------------------------- partition
def random_partition(rows: int, cols: int, rng: random.Random, max_size: int) -> tuple[list[Dot], list[list[int]]]:
    """Dots (doubled coordinates) and a grid of galaxy indices into that dot list.

    Growth (module doc, step 1) leaves many one-cell galaxies behind (about half of all
    galaxies at 20x20): a free cell boxed in by taken cells cannot grow, since the mirror
    of every free neighbour is taken. :func:`absorb_singles` then merges them.
    """
    owner = [[-1] * cols for _ in range(rows)]
    dots: list[Dot] = []
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)
    for i, j in cells:
        if owner[i][j] >= 0:
            continue
        kinds = [(2 * i + 1, 2 * j + 1)]
        if j + 1 < cols and owner[i][j + 1] < 0:
            kinds.append((2 * i + 1, 2 * j + 2))
        if i + 1 < rows and owner[i + 1][j] < 0:
            kinds.append((2 * i + 2, 2 * j + 1))
        if i + 1 < rows and j + 1 < cols and owner[i + 1][j] < 0 and owner[i][j + 1] < 0 and owner[i + 1][j + 1] < 0:
            kinds.append((2 * i + 2, 2 * j + 2))
        dot = kinds[rng.randrange(len(kinds))]
        g = len(dots)
        dots.append(dot)
        members = list(centre_cells(dot))
        for a, b in members:
            owner[a][b] = g
        # the larger of two draws: biased towards big galaxies (real puzzles have few tiny ones)
        hi = max(len(members), max_size)
        target = max(rng.randint(len(members), hi), rng.randint(len(members), hi))
        while len(members) + 2 <= target:
            options = []
            for a, b in members:
                for c in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                    if 0 <= c[0] < rows and 0 <= c[1] < cols and owner[c[0]][c[1]] < 0:
                        m = mirror(c, dot)
                        if 0 <= m[0] < rows and 0 <= m[1] < cols and owner[m[0]][m[1]] < 0 and m != c:
                            options.append(c)
            if not options:
                break
            options = sorted(set(options))
            c = options[rng.randrange(len(options))]
            m = mirror(c, dot)
            for a, b in (c, m):
                owner[a][b] = g
                members.append((a, b))
    return absorb_singles(dots, owner, rng, max_size)


def absorb_singles(dots: list[Dot], owner: list[list[int]], rng: random.Random,
                   max_size: int) -> tuple[list[Dot], list[list[int]]]:
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
                        and owner[m[0]][m[1]] != g and size[g] + 2 <= max_size):
                    moves.append((g, m))
            if not moves:  # no galaxy to join: pair up with a neighbouring single
                for nb in ((c[0] - 1, c[1]), (c[0] + 1, c[1]), (c[0], c[1] - 1), (c[0], c[1] + 1)):
                    if 0 <= nb[0] < rows and 0 <= nb[1] < cols and single(nb) and max_size >= 2:
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


def canonical_instance(dots: list[Dot], owner: list[list[int]]) -> GalaxiesInstance:
    order = sorted(range(len(dots)), key=lambda k: dots[k])
    rank = {old: new for new, old in enumerate(order)}
    return GalaxiesInstance(
        len(owner), len(owner[0]), tuple(dots[k] for k in order),
        tuple(tuple(rank[v] for v in row) for row in owner),
    )
