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
    bad = _shape_violations(inst.rows, inst.cols, grid)
    if bad:
        return bad
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
                out.append(
                    Violation("centre", (c,), f"cell {c} contains dot {g} at {dot} but is not in galaxy {g}")
                )
        asym = sorted(c for c in cells if mirror(c, dot) not in cells)
        if asym:
            out.append(
                Violation(
                    "symmetry",
                    tuple(asym),
                    f"galaxy {g} (dot {dot}) is not symmetric: {len(asym)} cell(s) lack their mirror, e.g. {asym[0]}",
                )
            )
        comps = pieces(cells)
        if len(comps) > 1:
            anchor = set(centre_cells(dot))
            loose = sorted(c for p in comps if not (p & anchor) for c in p)
            out.append(
                Violation(
                    "connectivity",
                    tuple(loose),
                    f"galaxy {g} (dot {dot}) is in {len(comps)} pieces; {len(loose)} cell(s) are cut off from its dot",
                )
            )
    return out
