"""Hypothesis strategies for random valid puzzles (importable by every test module).

* :func:`galaxies_instances` - random Galaxies dot sets, no two dots sharing a centre cell,
  square and non-square grids.
* :func:`solved_galaxies` - a random tiling of the grid by rectangles, each rectangle a
  galaxy with its dot at the centre: a valid instance *with* a valid solution.
* :func:`troix_instances` - random Troix givens that break no rule (validate accepts them).
* :func:`troix_solution` - a full valid Troix grid of any size divisible by 3.
"""

from __future__ import annotations

from hypothesis import strategies as st

from puzzlebench.instances.types import GalaxiesInstance, TroixInstance, centre_cells


@st.composite
def galaxies_instances(draw: st.DrawFn, max_side: int = 9) -> GalaxiesInstance:
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    lattice = st.tuples(st.integers(1, 2 * rows - 1), st.integers(1, 2 * cols - 1))
    candidates = draw(st.lists(lattice, min_size=1, max_size=2 * rows * cols))
    used: set[tuple[int, int]] = set()
    dots = []
    for dot in candidates:
        cells = centre_cells(dot)
        if used.isdisjoint(cells):
            used.update(cells)
            dots.append(dot)
    return GalaxiesInstance(rows, cols, tuple(dots))


@st.composite
def solved_galaxies(draw: st.DrawFn, max_side: int = 9) -> GalaxiesInstance:
    """Guillotine-split the grid into rectangles: every rectangle is connected and centrally
    symmetric about its centre, so it is a galaxy and the tiling a valid solution."""
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    rects: list[tuple[int, int, int, int]] = []  # r0, c0, r1, c1 inclusive
    todo = [(0, 0, rows - 1, cols - 1)]
    while todo:
        r0, c0, r1, c1 = todo.pop()
        can_h, can_v = r1 > r0, c1 > c0
        if not (can_h or can_v) or not draw(st.booleans()):
            rects.append((r0, c0, r1, c1))
        elif can_h and (not can_v or draw(st.booleans())):
            cut = draw(st.integers(r0, r1 - 1))
            todo += [(r0, c0, cut, c1), (cut + 1, c0, r1, c1)]
        else:
            cut = draw(st.integers(c0, c1 - 1))
            todo += [(r0, c0, r1, cut), (r0, cut + 1, r1, c1)]
    dots = [(r0 + r1 + 1, c0 + c1 + 1) for r0, c0, r1, c1 in rects]
    grid = [[0] * cols for _ in range(rows)]
    for g, (r0, c0, r1, c1) in enumerate(rects):
        for i in range(r0, r1 + 1):
            for j in range(c0, c1 + 1):
                grid[i][j] = g
    return GalaxiesInstance(rows, cols, tuple(dots), tuple(map(tuple, grid)))


def troix_solution(rows: int, cols: int, perm: str = "XOI", shift: int = 1) -> tuple[str, ...]:
    """A valid full grid: cell (i, j) holds perm[(shift*i + j) % 3] (shift 1 or 2). Every row
    and column cycles through the three symbols, so no run of three and exact balance."""
    return tuple("".join(perm[(shift * i + j) % 3] for j in range(cols)) for i in range(rows))


@st.composite
def troix_instances(draw: st.DrawFn, max_side: int = 12) -> TroixInstance:
    rows = 3 * draw(st.integers(1, max_side // 3))
    cols = 3 * draw(st.integers(1, max_side // 3))
    grid = [["."] * cols for _ in range(rows)]
    cell = st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1), st.sampled_from("XOI"))
    for i, j, s in draw(st.lists(cell, max_size=rows * cols)):
        old = grid[i][j]
        grid[i][j] = s
        if not _troix_givens_ok(grid, i, j):
            grid[i][j] = old
    return TroixInstance(rows, cols, tuple("".join(r) for r in grid))


def _troix_givens_ok(grid: list[list[str]], i: int, j: int) -> bool:
    row = "".join(grid[i])
    col = "".join(r[j] for r in grid)
    for line in (row, col):
        for s in "XOI":
            if line.count(s) > len(line) // 3 or s * 3 in line:
                return False
    return True
