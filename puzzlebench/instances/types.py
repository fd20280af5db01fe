"""Immutable instance types for Troix and Galaxies.

Galaxies dots use doubled coordinates (see ../shared/PUZZLES.md): cell (i, j) has centre
(2i+1, 2j+1); a dot (r2, c2) lies on the lattice 1 <= r2 <= 2R-1, 1 <= c2 <= 2C-1.
Dots are stored sorted row-major by (r2, c2) — the order in which sgt game IDs and
puzz.link URLs scan the lattice — so every format round-trips to an equal instance.
A Galaxies solution is a grid of indices into that sorted ``dots`` tuple.

The constructors validate structure (sizes, symbols, lattice bounds, duplicates) and
raise :class:`~puzzlebench.instances.errors.PuzzleInputError`; rule-level checks of givens (e.g. a
Troix given row that already has three X in a row) live in :mod:`puzzlebench.instances.validate`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from puzzlebench.instances.errors import PuzzleInputError

TROIX_SYMBOLS = "XOI"
EMPTY = "."

TroixGrid = tuple[str, ...]
"""One string per row, each character one of X, O, I (givens may also hold '.')."""

GalaxiesGrid = tuple[tuple[int, ...], ...]
"""One tuple per row, each entry an index into the instance's sorted dots."""

Dot = tuple[int, int]


def _freeze(mapping: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping or {}))


def _check_size(rows: Any, cols: Any) -> None:
    for label, value in (("rows", rows), ("cols", cols)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise PuzzleInputError(f"{label} must be an integer, got {value!r}")
        if value < 1:
            raise PuzzleInputError(f"{label} must be positive, got {value}")


def _check_text_grid(rows: int, cols: int, grid: Sequence[str], allowed: str, what: str) -> TroixGrid:
    if isinstance(grid, str) or not isinstance(grid, Sequence):
        raise PuzzleInputError(f"{what} must be a list of {rows} strings")
    if len(grid) != rows:
        raise PuzzleInputError(f"{what} has {len(grid)} rows, the header says {rows}")
    out = []
    for i, line in enumerate(grid):
        if not isinstance(line, str):
            raise PuzzleInputError(f"{what} row {i} is not a string: {line!r}")
        if len(line) != cols:
            raise PuzzleInputError(f"{what} row {i} has {len(line)} cells, the header says {cols}")
        bad = sorted(set(line) - set(allowed))
        if bad:
            raise PuzzleInputError(
                f"{what} row {i} has unknown character(s) {''.join(bad)!r} (allowed: {allowed!r})"
            )
        out.append(line)
    return tuple(out)


@dataclass(frozen=True)
class TroixInstance:
    """A Troix puzzle: an R x C grid (R, C divisible by 3) with some cells given."""

    rows: int
    cols: int
    givens: TroixGrid
    solution: TroixGrid | None = None
    name: str = ""
    source: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    puzzle: Literal["troix"] = field(default="troix", init=False)

    def __post_init__(self) -> None:
        _check_size(self.rows, self.cols)
        for label, n in (("rows", self.rows), ("cols", self.cols)):
            if n % 3:
                raise PuzzleInputError(f"Troix needs {label} divisible by 3, got {n}")
        object.__setattr__(
            self,
            "givens",
            _check_text_grid(self.rows, self.cols, self.givens, TROIX_SYMBOLS + EMPTY, "givens"),
        )
        if self.solution is not None:
            object.__setattr__(
                self,
                "solution",
                _check_text_grid(self.rows, self.cols, self.solution, TROIX_SYMBOLS, "solution"),
            )
        object.__setattr__(self, "source", _freeze(self.source))

    def given_cells(self) -> Iterable[tuple[int, int, str]]:
        """Yield (row, col, symbol) for every given cell."""
        for i, line in enumerate(self.givens):
            for j, ch in enumerate(line):
                if ch != EMPTY:
                    yield i, j, ch

    def with_solution(self, solution: Sequence[Any] | None) -> TroixInstance:
        """This puzzle with ``solution`` (any sequence of row strings), checked, or none:
        typed as any sequence because it is checked here (a bad grid: PuzzleInputError)."""
        grid = None if solution is None else _check_text_grid(
            self.rows, self.cols, solution, TROIX_SYMBOLS, "solution")
        return TroixInstance(self.rows, self.cols, self.givens, grid, self.name, self.source)


def centre_cells(dot: Dot) -> tuple[tuple[int, int], ...]:
    """The 1, 2 or 4 cells whose closure contains the dot (its centre cells C_g)."""
    r2, c2 = dot
    rows = (r2 // 2,) if r2 % 2 else (r2 // 2 - 1, r2 // 2)
    cols = (c2 // 2,) if c2 % 2 else (c2 // 2 - 1, c2 // 2)
    return tuple((i, j) for i in rows for j in cols)


def mirror(cell: tuple[int, int], dot: Dot) -> tuple[int, int]:
    """The cell opposite ``cell`` under rotation by 180 degrees about ``dot``."""
    return dot[0] - 1 - cell[0], dot[1] - 1 - cell[1]


def flat_mirror_sum(dot: Dot, cols: int) -> int:
    """:func:`mirror` on flat cell numbers (i * cols + j): the mirror of cell k about
    ``dot`` is this number minus k, for a cell whose mirror lies inside the grid."""
    return (dot[0] - 1) * cols + (dot[1] - 1)


@dataclass(frozen=True)
class GalaxiesInstance:
    """A Galaxies puzzle: an R x C grid with dots in doubled coordinates (sorted)."""

    rows: int
    cols: int
    dots: tuple[Dot, ...]
    solution: GalaxiesGrid | None = None
    name: str = ""
    source: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    puzzle: Literal["galaxies"] = field(default="galaxies", init=False)

    def __post_init__(self) -> None:
        _check_size(self.rows, self.cols)
        dots = []
        if isinstance(self.dots, str | bytes) or not isinstance(self.dots, Iterable):
            raise PuzzleInputError("dots must be a list of [r2, c2] pairs")
        for d in self.dots:
            if (
                isinstance(d, str | bytes)
                or not isinstance(d, Sequence)
                or len(d) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in d)
            ):
                raise PuzzleInputError(f"dot {d!r} is not a pair of integers [r2, c2]")
            r2, c2 = int(d[0]), int(d[1])
            if not (1 <= r2 <= 2 * self.rows - 1 and 1 <= c2 <= 2 * self.cols - 1):
                raise PuzzleInputError(
                    f"dot ({r2}, {c2}) is outside the lattice 1..{2 * self.rows - 1} x "
                    f"1..{2 * self.cols - 1} of a {self.rows}x{self.cols} grid"
                )
            dots.append((r2, c2))
        if not dots:
            raise PuzzleInputError("a Galaxies puzzle needs at least one dot")
        order = sorted(range(len(dots)), key=lambda k: dots[k])
        sorted_dots = tuple(dots[k] for k in order)
        for a, b in zip(sorted_dots, sorted_dots[1:], strict=False):
            if a == b:
                raise PuzzleInputError(f"dot ({a[0]}, {a[1]}) is given twice")
        owner: dict[tuple[int, int], Dot] = {}
        for d in sorted_dots:
            for cell in centre_cells(d):
                if cell in owner:
                    o = owner[cell]
                    raise PuzzleInputError(
                        f"dots ({o[0]}, {o[1]}) and ({d[0]}, {d[1]}) share the centre cell "
                        f"({cell[0]}, {cell[1]})"
                    )
                owner[cell] = d
        object.__setattr__(self, "dots", sorted_dots)
        if self.solution is not None:
            rank = {old: new for new, old in enumerate(order)}
            object.__setattr__(self, "solution", self._check_solution(self.solution, rank))
        object.__setattr__(self, "source", _freeze(self.source))

    def _check_solution(self, grid: Any, rank: Mapping[int, int]) -> GalaxiesGrid:
        if isinstance(grid, str | bytes) or not isinstance(grid, Sequence) or len(grid) != self.rows:
            raise PuzzleInputError(f"solution must be {self.rows} rows of {self.cols} dot indices")
        out = []
        for i, row in enumerate(grid):
            if isinstance(row, str | bytes) or not isinstance(row, Sequence) or len(row) != self.cols:
                raise PuzzleInputError(f"solution row {i} must hold {self.cols} dot indices")
            new_row = []
            for j, v in enumerate(row):
                if isinstance(v, bool) or not isinstance(v, int) or v not in rank:
                    raise PuzzleInputError(
                        f"solution cell ({i}, {j}) = {v!r} is not an index into the "
                        f"{len(self.dots)} dots"
                    )
                new_row.append(rank[v])
            out.append(tuple(new_row))
        return tuple(out)

    def with_solution(self, solution: Sequence[Any] | None) -> GalaxiesInstance:
        """Attach a solution given as indices into this instance's (sorted) dots, checked
        here (a bad grid: PuzzleInputError), so any sequence of rows may be given."""
        same = {k: k for k in range(len(self.dots))}  # the dots are sorted already
        grid = None if solution is None else self._check_solution(solution, same)
        return GalaxiesInstance(self.rows, self.cols, self.dots, grid, self.name, self.source)


Instance = TroixInstance | GalaxiesInstance
Solution = TroixGrid | GalaxiesGrid
