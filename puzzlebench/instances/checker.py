"""The independent solution checker: decides whether a grid solves a puzzle.

A solver's word is never trusted: every grid any backend returns goes through
:func:`check`. This module is pure Python, reads only the rules (../shared/PUZZLES.md) and
imports nothing from ``puzzlebench/models/``, so a bug in a formulation cannot hide itself here.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from puzzlebench.instances.types import (
    EMPTY,
    TROIX_SYMBOLS,
    GalaxiesInstance,
    Instance,
    TroixInstance,
    centre_cells,
    mirror,
)

Cell = tuple[int, int]
SYMBOLS = tuple(TROIX_SYMBOLS)
"""The symbols one by one: a cell is one of them (``"XO" in "XOI"`` would hold, and an
integer cell would raise)."""


@dataclass(frozen=True)
class Violation:
    """One broken rule: which rule, where, and a sentence a person can read."""

    rule: str
    cells: tuple[Cell, ...]
    message: str

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["cells"] = [list(c) for c in self.cells]
        return d

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message}"


def check(instance: Instance, solution: Sequence[Any] | None = None) -> list[Violation]:
    """Return every rule ``solution`` breaks for ``instance`` (empty list: it is valid).

    With ``solution`` None the instance's own solution is checked; a missing solution is
    itself a violation (rule ``missing``).
    """
    if solution is None:
        solution = instance.solution
    if solution is None:
        return [Violation("missing", (), "no solution to check")]
    if isinstance(instance, TroixInstance):
        return _check_troix(instance, solution)
    if isinstance(instance, GalaxiesInstance):
        return _check_galaxies(instance, solution)
    raise TypeError(f"not an instance: {type(instance).__name__}")


def _shape_violations(rows: int, cols: int, grid: Sequence[Any]) -> list[Violation]:
    if isinstance(grid, str | bytes) or len(grid) != rows:
        n = len(grid) if not isinstance(grid, str | bytes) else 1
        return [Violation("shape", (), f"solution has {n} rows, expected {rows}")]
    out = []
    for i, row in enumerate(grid):
        if len(row) != cols:
            out.append(Violation("shape", (), f"solution row {i} has {len(row)} cells, expected {cols}"))
    return out


def _runs_of_three(line: Sequence[Any]) -> list[int]:
    return [k for k in range(len(line) - 2) if line[k] == line[k + 1] == line[k + 2]]


def _check_troix(inst: TroixInstance, grid: Sequence[Any]) -> list[Violation]:
    """The grid is a solver's claim: its cells may be anything, not only one-letter strings."""
    bad = _shape_violations(inst.rows, inst.cols, grid)
    if bad:
        return bad
    out: list[Violation] = []
    for i, row in enumerate(grid):
        for j, ch in enumerate(row):
            if ch not in SYMBOLS:
                out.append(Violation("symbol", ((i, j),), f"cell ({i}, {j}) holds {ch!r}, not X, O or I"))
            given = inst.givens[i][j]
            if given != EMPTY and ch != given:
                out.append(Violation("given", ((i, j),), f"cell ({i}, {j}) is given {given} but holds {ch}"))
    rows = [list(row) for row in grid]
    columns = [[row[j] for row in rows] for j in range(inst.cols)]
    for axis, lines, length in (("row", rows, inst.cols), ("column", columns, inst.rows)):
        for a, line in enumerate(lines):
            for k in _runs_of_three(line):
                cells = tuple(((a, k + d) if axis == "row" else (k + d, a)) for d in range(3))
                out.append(
                    Violation("three-in-a-row", cells, f"{axis} {a} has {line[k]} three times in a row from index {k}")
                )
            for s in TROIX_SYMBOLS:
                n = line.count(s)
                if n != length // 3:
                    cells = tuple(((a, b) if axis == "row" else (b, a)) for b in range(length) if line[b] == s)
                    out.append(Violation("balance", cells, f"{axis} {a} holds {n} {s}, expected {length // 3}"))
    return out


def pieces(cells: set[Cell]) -> list[set[Cell]]:
    """4-connected components of a set of cells (public: the Galaxies generator uses it too)."""
    seen: set[Cell] = set()
    comps = []
    for start in sorted(cells):
        if start in seen:
            continue
        comp = {start}
        seen.add(start)
        queue = deque([start])
        while queue:
            i, j = queue.popleft()
            for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if nb in cells and nb not in seen:
                    seen.add(nb)
                    comp.add(nb)
                    queue.append(nb)
        comps.append(comp)
    return comps


def _check_galaxies(inst: GalaxiesInstance, grid: Sequence[Any]) -> list[Violation]:
    """Every broken rule, galaxy by galaxy: its centre cells, its symmetry, its pieces.

    Why flat lists and one pass per rule over the grid, not a set of cells per galaxy: a
    run checks every answer, and on a 20x36 puzzle (about 100 galaxies) the per-galaxy
    sets, mirror tuples and sorts cost about a millisecond, as much as the solve. Cells
    are numbered k = i * cols + j, so row-major order is numeric order and every list of
    cells below comes out sorted as it is built."""
    bad = _shape_violations(inst.rows, inst.cols, grid)
    if bad:
        return bad
    R, C, n = inst.rows, inst.cols, len(inst.dots)
    out: list[Violation] = []
    owner: list[int] = []  # per cell its galaxy, -1 where the grid names none
    for i, row in enumerate(grid):
        for j, g in enumerate(row):
            if (type(g) is int or (isinstance(g, int) and not isinstance(g, bool))) and 0 <= g < n:
                owner.append(g)
            else:
                out.append(Violation("index", ((i, j),), f"cell ({i}, {j}) names galaxy {g!r}, not one of 0..{n - 1}"))
                owner.append(-1)
    asym = _asymmetric_cells(inst, owner)
    piece, pieces_of = _pieces(owner, C, n)
    for g, dot in enumerate(inst.dots):
        centres = centre_cells(dot)
        for c in centres:
            if owner[c[0] * C + c[1]] != g:
                out.append(
                    Violation("centre", (c,), f"cell {c} contains dot {g} at {dot} but is not in galaxy {g}")
                )
        if asym[g]:
            cells = tuple(divmod(k, C) for k in asym[g])
            out.append(
                Violation(
                    "symmetry",
                    cells,
                    f"galaxy {g} (dot {dot}) is not symmetric: {len(cells)} cell(s) lack their mirror, e.g. {cells[0]}",
                )
            )
        if pieces_of[g] > 1:
            anchored = {piece[i * C + j] for i, j in centres}  # another galaxy's piece holds none of g's cells
            loose = tuple(divmod(k, C) for k in range(R * C) if owner[k] == g and piece[k] not in anchored)
            out.append(
                Violation(
                    "connectivity",
                    loose,
                    f"galaxy {g} (dot {dot}) is in {pieces_of[g]} pieces; {len(loose)} cell(s) are cut off from its dot",
                )
            )
    return out


def _asymmetric_cells(inst: GalaxiesInstance, owner: list[int]) -> list[list[int]]:
    """Per galaxy, its cells (sorted) whose mirror about its dot is not in it (or not in the grid)."""
    R, C = inst.rows, inst.cols
    asym: list[list[int]] = [[] for _ in inst.dots]
    far = [mirror((0, 0), dot) for dot in inst.dots]  # the mirror of (i, j) is this minus (i, j)
    k = 0
    for i in range(R):
        for j in range(C):
            g = owner[k]
            if g >= 0:
                mi, mj = far[g]
                mi -= i
                mj -= j
                if not (0 <= mi < R and 0 <= mj < C and owner[mi * C + mj] == g):
                    asym[g].append(k)
            k += 1
    return asym


def _pieces(owner: list[int], cols: int, n: int) -> tuple[list[int], list[int]]:
    """The grid's 4-connected pieces of one galaxy each: per cell its piece (-1 for a cell
    of no galaxy), and per galaxy its number of pieces."""
    N = len(owner)
    piece = [-1] * N
    pieces_of = [0] * n
    count = 0
    for k, g in enumerate(owner):
        if g < 0 or piece[k] >= 0:
            continue
        piece[k] = count
        pieces_of[g] += 1
        stack = [k]
        while stack:
            u = stack.pop()
            for v in (u - cols if u >= cols else -1, u + cols if u + cols < N else -1,
                      u - 1 if u % cols else -1, u + 1 if (u + 1) % cols else -1):
                if v >= 0 and piece[v] < 0 and owner[v] == g:
                    piece[v] = count
                    stack.append(v)
        count += 1
    return piece, pieces_of
