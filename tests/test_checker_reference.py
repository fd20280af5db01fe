"""The Galaxies checker's one-pass rules say exactly what the per-galaxy sets said.

``checker._check_galaxies`` numbers the cells and checks each rule in one pass over the
grid; the plain version it replaced (a set of cells per galaxy, a mirror per cell, the
pieces of each set) lives here, and the two must return the same violations, in the same
order, with the same cells and messages, on valid grids and on grids with any cells
changed (other galaxies, indices out of range, values that are not galaxies).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import solved_galaxies

from puzzlebench.instances.checker import Violation, check, pieces
from puzzlebench.instances.types import GalaxiesInstance, centre_cells, mirror

Cell = tuple[int, int]


def plain_check(inst: GalaxiesInstance, grid: Any) -> list[Violation]:
    n = len(inst.dots)
    out: list[Violation] = []
    members: list[set[Cell]] = [set() for _ in range(n)]
    for i, row in enumerate(grid):
        for j, g in enumerate(row):
            if isinstance(g, bool) or not isinstance(g, int) or not 0 <= g < n:
                out.append(Violation("index", ((i, j),), f"cell ({i}, {j}) names galaxy {g!r}, not one of 0..{n - 1}"))
            else:
                members[g].add((i, j))
    for g, dot in enumerate(inst.dots):
        cells = members[g]
        for c in centre_cells(dot):
            if c not in cells:
                out.append(Violation("centre", (c,), f"cell {c} contains dot {g} at {dot} but is not in galaxy {g}"))
        asym = sorted(c for c in cells if mirror(c, dot) not in cells)
        if asym:
            out.append(Violation("symmetry", tuple(asym), f"galaxy {g} (dot {dot}) is not symmetric: "
                                 f"{len(asym)} cell(s) lack their mirror, e.g. {asym[0]}"))
        comps = pieces(cells)
        if len(comps) > 1:
            anchor = set(centre_cells(dot))
            loose = sorted(c for p in comps if not (p & anchor) for c in p)
            out.append(Violation("connectivity", tuple(loose), f"galaxy {g} (dot {dot}) is in {len(comps)} "
                                 f"pieces; {len(loose)} cell(s) are cut off from its dot"))
    return out


@given(solved_galaxies())
def test_valid_grids_agree(inst: GalaxiesInstance) -> None:
    assert check(inst) == plain_check(inst, inst.solution) == []


@settings(max_examples=300)
@given(solved_galaxies(), st.data())
def test_changed_grids_agree(inst: GalaxiesInstance, data: st.DataObject) -> None:
    grid: list[list[Any]] = [list(r) for r in inst.solution]
    n = len(inst.dots)
    value = st.one_of(st.integers(-1, n), st.sampled_from([True, None, "a", 1.0]))
    for _ in range(data.draw(st.integers(1, 6))):
        i = data.draw(st.integers(0, inst.rows - 1))
        j = data.draw(st.integers(0, inst.cols - 1))
        grid[i][j] = data.draw(st.integers(0, n - 1) if data.draw(st.booleans()) else value)
    assert check(inst, grid) == plain_check(inst, grid)
