"""The janko.at Galaxies dataset JSON (``../shared/instances/janko/``): read only.

One file holds many puzzles::

    {"count": 580, "name": "Galaxies", "data": {"01_7x7": {"problem": "...",
      "solution": "...", "source": "https://www.janko.at/...", "info": ""}, ...}}

``problem`` is a header ``"R C"`` then R rows of C space-separated tokens: ``-`` nothing,
``0`` a dot at this cell's centre, ``1`` on its right edge, ``2`` on its bottom edge, ``3``
on its bottom-right vertex. ``solution`` is the same header then R rows of region ids. A
region id is turned into a dot index through the dot whose centre cells that region holds;
a solution where a dot's centre cells lie in different regions, a region holds no dot or two
dots, is refused. A single entry ``{"problem": ..., "solution": ...}`` is read as a
one-puzzle dataset.

Each puzzle is read on its own, so one malformed puzzle (``445_51x14``: the header says 51
rows, 14 are given) is reported and the rest are still read.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import check_side, parse_int, parse_json, short
from puzzlebench.instances.types import Dot, GalaxiesInstance, centre_cells

NAME = "janko"
# token -> (row offset, col offset) added to the cell centre (2i+1, 2j+1)
_TOKEN_OFFSET = {"0": (0, 0), "1": (0, 1), "2": (1, 0), "3": (1, 1)}


def looks_like(data: Any) -> bool:
    if not isinstance(data, dict):
        return False
    if isinstance(data.get("problem"), str):
        return True
    return isinstance(data.get("data"), dict)


def _grid(text: Any, what: str) -> tuple[int, int, list[list[str]]]:
    """Parse ``"R C\\n"`` + R rows of C tokens; checks counts, not token meaning."""
    if not isinstance(text, str):
        raise PuzzleInputError(f"{what} must be a string 'R C' followed by R rows")
    lines = [line.split() for line in text.splitlines()]
    lines = [t for t in lines if t]  # blank lines carry nothing
    if not lines:
        raise PuzzleInputError(f"{what} is empty")
    header = lines[0]
    if len(header) != 2:
        raise PuzzleInputError(f"{what} header {short(' '.join(header))} is not 'ROWS COLS'")
    rows = check_side(f"{what} rows", parse_int(header[0], f"{what} header rows"))
    cols = check_side(f"{what} cols", parse_int(header[1], f"{what} header cols"))
    body = lines[1:]
    if len(body) != rows:
        raise PuzzleInputError(f"{what} header says {rows} rows, {len(body)} are given")
    for i, row in enumerate(body):
        if len(row) != cols:
            raise PuzzleInputError(f"{what} row {i} has {len(row)} tokens, the header says {cols}")
    return rows, cols, body


def _problem_dots(text: Any) -> tuple[int, int, list[Dot]]:
    """The size and the dots of a ``problem`` text, the dots unchecked (the instance checks them)."""
    rows, cols, body = _grid(text, "problem")
    dots = []
    for i, row in enumerate(body):
        for j, tok in enumerate(row):
            if tok == "-":
                continue
            if tok not in _TOKEN_OFFSET:
                raise PuzzleInputError(
                    f"problem row {i} column {j} has unknown token {short(tok)} (allowed: - 0 1 2 3)"
                )
            dr, dc = _TOKEN_OFFSET[tok]
            dots.append((2 * i + 1 + dr, 2 * j + 1 + dc))
    return rows, cols, dots


def parse_problem(text: Any) -> GalaxiesInstance:
    rows, cols, dots = _problem_dots(text)
    return GalaxiesInstance(rows, cols, tuple(dots))


def attach_solution(inst: GalaxiesInstance, text: Any) -> GalaxiesInstance:
    """Turn a grid of region ids into dot indices (by the region holding each dot)."""
    return inst.with_solution(_solution_grid(inst.rows, inst.cols, inst.dots, text))


def _solution_grid(r: int, c: int, dots: Sequence[Dot], text: Any) -> tuple[tuple[int, ...], ...]:
    """The solution's region ids as indices into ``dots`` (sorted, inside the lattice of an
    ``r`` x ``c`` grid), unchecked against the puzzle's rules (the instance checks them)."""
    rows, cols, body = _grid(text, "solution")
    if (rows, cols) != (r, c):
        raise PuzzleInputError(f"solution is {rows}x{cols} but the problem is {r}x{c}")
    region_of_dot: dict[str, int] = {}
    for g, dot in enumerate(dots):
        ids = {body[i][j] for i, j in centre_cells(dot)}
        if len(ids) != 1:
            raise PuzzleInputError(
                f"solution splits the centre cells of dot {g} at {dot} over regions {sorted(ids)}"
            )
        rid = ids.pop()
        if rid in region_of_dot:
            h = region_of_dot[rid]
            raise PuzzleInputError(
                f"solution region {short(rid)} holds two dots: {dots[h]} and {dot}"
            )
        region_of_dot[rid] = g
    grid = []
    for i, row in enumerate(body):
        out = []
        for j, rid in enumerate(row):
            if rid not in region_of_dot:
                raise PuzzleInputError(
                    f"solution region {short(rid)} (cell ({i}, {j})) holds no dot"
                )
            out.append(region_of_dot[rid])
        grid.append(tuple(out))
    return tuple(grid)


def parse_entry(key: str, entry: Any, *, dataset_name: str = "") -> GalaxiesInstance:
    """One dataset entry -> instance with its solution, name and provenance.

    One instance is built, with its solution: building the problem's instance first (to
    check its dots before the solution is read against them) and then the solved one
    checked every puzzle twice, most of the instance-set step's CPU when it reads the whole
    janko dataset. The solution is read against the sorted dots unchecked; when that fails,
    the problem's own error (a dot off the lattice, two dots sharing a cell) is raised
    first, as when the problem was checked first."""
    if not isinstance(entry, dict) or "problem" not in entry:
        raise PuzzleInputError("entry has no 'problem'")
    rows, cols, dots = _problem_dots(entry["problem"])
    source: dict[str, Any] = {"dataset": "janko", "key": key}
    url = entry.get("source")
    if isinstance(url, str) and url:
        source["url"] = url
    info = entry.get("info")
    if isinstance(info, str) and info:
        source["info"] = info
    grid = None
    if entry.get("solution") is not None:
        dots.sort()  # the instance's order, so the indices need no remapping
        try:
            grid = _solution_grid(rows, cols, dots, entry["solution"])
        except (PuzzleInputError, IndexError):  # IndexError: a dot off the lattice, no cells to read
            GalaxiesInstance(rows, cols, tuple(dots))
            raise
    return GalaxiesInstance(rows, cols, tuple(dots), grid, key, source)


def iter_entries(data: Any) -> Iterator[tuple[str, GalaxiesInstance | PuzzleInputError]]:
    """Every puzzle of a parsed dataset: (key, instance) or (key, the error for that puzzle)."""
    if isinstance(data, dict) and isinstance(data.get("problem"), str):
        entries: dict[str, Any] = {str(data.get("name") or ""): data}
    elif isinstance(data, dict) and isinstance(data.get("data"), dict):
        entries = data["data"]
    else:
        raise PuzzleInputError("janko JSON needs a 'data' object of puzzles (or one 'problem')")
    if not entries:
        raise PuzzleInputError("janko dataset holds no puzzles")
    for key, entry in entries.items():
        try:
            yield key, parse_entry(key, entry)
        except PuzzleInputError as exc:
            yield key, exc.located(puzzle=key or None)


def loads_all(text: str) -> list[tuple[str, GalaxiesInstance | PuzzleInputError]]:
    return list(iter_entries(parse_json(text)))
