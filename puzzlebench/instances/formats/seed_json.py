"""The seed author's JSON (the files in ``../shared/instances/reference/``), read and written.

Troix::

    {"shape": [R, C], "symbol_number": 2, "fixed": [{"row": r, "col": c, "val": "X"}, ...]}

Galaxies::

    {"shape": [R, C], "galaxies": [[{"row": r, "col": c}, ...], ...]}

A Galaxies entry lists the dot's 1, 2 or 4 centre cells; the dot is the centre of their
bounding box, in doubled coordinates (min_r + max_r + 1, min_c + max_c + 1). The cells must
be exactly the cells around that point, otherwise the entry is not a dot and is refused.
Writing lists givens row-major and galaxies in dot order, so a round trip through this
format gives back an equal instance (solutions and names are not part of this format).
"""

from __future__ import annotations

import json
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import check_side, parse_json, short
from puzzlebench.instances.types import (
    EMPTY,
    TROIX_SYMBOLS,
    GalaxiesInstance,
    Instance,
    TroixInstance,
    centre_cells,
)

NAME = "seed-json"


def looks_like(data: Any) -> bool:
    return isinstance(data, dict) and "shape" in data and ("fixed" in data or "galaxies" in data)


def _shape(data: dict[str, Any]) -> tuple[int, int]:
    shape = data.get("shape")
    if not isinstance(shape, list) or len(shape) != 2:
        raise PuzzleInputError(f"'shape' must be [rows, cols], got {short(shape)}")
    return check_side("shape rows", shape[0]), check_side("shape cols", shape[1])


def _cell(entry: Any, rows: int, cols: int, what: str) -> tuple[int, int]:
    if not isinstance(entry, dict) or "row" not in entry or "col" not in entry:
        raise PuzzleInputError(f"{what} must be an object with 'row' and 'col', got {short(entry)}")
    r, c = entry["row"], entry["col"]
    for label, v in (("row", r), ("col", c)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PuzzleInputError(f"{what} has a non-integer {label} {short(v)}")
    if not (0 <= r < rows and 0 <= c < cols):
        raise PuzzleInputError(f"{what} at ({r}, {c}) is outside the {rows}x{cols} grid")
    return r, c


def _troix(data: dict[str, Any], rows: int, cols: int) -> TroixInstance:
    sn = data.get("symbol_number", 2)
    if sn != 2 or isinstance(sn, bool):
        raise PuzzleInputError(
            f"'symbol_number' is {short(sn)}: only 2 (no three equal symbols in a row) is Troix"
        )
    fixed = data["fixed"]
    if not isinstance(fixed, list):
        raise PuzzleInputError("'fixed' must be a list of {row, col, val} objects")
    grid = [[EMPTY] * cols for _ in range(rows)]
    for k, entry in enumerate(fixed):
        r, c = _cell(entry, rows, cols, f"given #{k}")
        val = entry.get("val")
        if not isinstance(val, str) or val not in TROIX_SYMBOLS or len(val) != 1:
            raise PuzzleInputError(f"given #{k} at ({r}, {c}) has val {short(val)}, not X, O or I")
        if grid[r][c] not in (EMPTY, val):
            raise PuzzleInputError(f"cell ({r}, {c}) is given twice, as {grid[r][c]} and as {val}")
        grid[r][c] = val
    return TroixInstance(rows, cols, tuple("".join(row) for row in grid))


def dot_of_cells(cells: list[tuple[int, int]], what: str) -> tuple[int, int]:
    """The dot whose centre cells are exactly ``cells`` (else PuzzleInputError)."""
    if not cells:
        raise PuzzleInputError(f"{what} lists no cells")
    rs = [r for r, _ in cells]
    cs = [c for _, c in cells]
    dot = (min(rs) + max(rs) + 1, min(cs) + max(cs) + 1)
    if sorted(set(cells)) != sorted(centre_cells(dot)) or len(set(cells)) != len(cells):
        raise PuzzleInputError(
            f"{what} lists cells {sorted(cells)} that are not the 1, 2 or 4 cells around one dot"
        )
    return dot


def _galaxies(data: dict[str, Any], rows: int, cols: int) -> GalaxiesInstance:
    gals = data["galaxies"]
    if not isinstance(gals, list):
        raise PuzzleInputError("'galaxies' must be a list of lists of {row, col} cells")
    dots = []
    for k, gal in enumerate(gals):
        if not isinstance(gal, list):
            raise PuzzleInputError(f"galaxy #{k} must be a list of {{row, col}} cells")
        cells = [_cell(e, rows, cols, f"galaxy #{k} cell") for e in gal]
        dots.append(dot_of_cells(cells, f"galaxy #{k}"))
    return GalaxiesInstance(rows, cols, tuple(dots))


def from_data(data: Any) -> Instance:
    if not isinstance(data, dict):
        raise PuzzleInputError("seed JSON must be an object with 'shape'")
    if "shape" not in data:
        raise PuzzleInputError("seed JSON has no 'shape'")
    has_fixed, has_gal = "fixed" in data, "galaxies" in data
    if has_fixed == has_gal:
        raise PuzzleInputError("seed JSON needs exactly one of 'fixed' (Troix) or 'galaxies' (Galaxies)")
    rows, cols = _shape(data)
    return _troix(data, rows, cols) if has_fixed else _galaxies(data, rows, cols)


def loads(text: str) -> Instance:
    return from_data(parse_json(text))


def to_data(instance: Instance) -> dict[str, Any]:
    if isinstance(instance, TroixInstance):
        fixed = [{"row": r, "col": c, "val": v} for r, c, v in instance.given_cells()]
        return {"shape": [instance.rows, instance.cols], "symbol_number": 2, "fixed": fixed}
    gals = [[{"row": r, "col": c} for r, c in centre_cells(d)] for d in instance.dots]
    return {"shape": [instance.rows, instance.cols], "galaxies": gals}


def dumps(instance: Instance) -> str:
    """Laid out like the reference files (byte for byte): one given or one cell per line."""
    data = to_data(instance)
    head = f'{{\n    "shape": {json.dumps(data["shape"])},\n'
    if "fixed" in data:
        items = [json.dumps(e) for e in data["fixed"]]
        body = '    "symbol_number": 2,\n    "fixed": ['
        key_items = items
    else:
        key_items = [
            "[\n            " + ",\n            ".join(json.dumps(c) for c in g) + "\n        ]"
            for g in data["galaxies"]
        ]
        body = '    "galaxies": ['
    if key_items:
        body += "\n        " + ",\n        ".join(key_items) + "\n    ]"
    else:
        body += "]"
    return head + body + "\n}\n"
