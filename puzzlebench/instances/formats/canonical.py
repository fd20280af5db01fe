"""The canonical puzzlebench JSON format (``"format": "puzzlebench/1"``), read and written.

Troix::

    {"format": "puzzlebench/1", "puzzle": "troix", "rows": 6, "cols": 6,
     "givens": ["X....O", ...], "solution": ["XOIXOI", ...], "source": {...}}

Galaxies::

    {"format": "puzzlebench/1", "puzzle": "galaxies", "rows": 7, "cols": 7,
     "dots": [[1, 3], [4, 2], ...], "solution": [[0, 0, 1, ...], ...], "source": {...}}

``solution`` and ``source`` are optional; ``name`` is optional too. Writing is
deterministic (sorted dots, fixed key order, one grid row per line) so generated files are
byte-identical for the same seed.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import parse_json, short
from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance

FORMAT_TAG = "puzzlebench/1"


def looks_canonical(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT_TAG


def from_dict(data: Any) -> Instance:
    """Build an instance from parsed canonical JSON; raises PuzzleInputError on bad data."""
    if not isinstance(data, dict):
        raise PuzzleInputError("canonical JSON must be an object")
    if data.get("format") != FORMAT_TAG:
        raise PuzzleInputError(f"'format' must be {FORMAT_TAG!r}, got {short(data.get('format'))}")
    puzzle = data.get("puzzle")
    for key in ("rows", "cols"):
        if key not in data:
            raise PuzzleInputError(f"missing key {key!r}")
    source = data.get("source") or {}
    if not isinstance(source, dict):
        raise PuzzleInputError("'source' must be an object")
    name = data.get("name", "")
    if not isinstance(name, str):
        raise PuzzleInputError("'name' must be a string")
    if puzzle == "troix":
        if "givens" not in data:
            raise PuzzleInputError("missing key 'givens'")
        return TroixInstance(data["rows"], data["cols"], data["givens"], data.get("solution"), name, source)
    if puzzle == "galaxies":
        if "dots" not in data:
            raise PuzzleInputError("missing key 'dots'")
        return GalaxiesInstance(data["rows"], data["cols"], data["dots"], data.get("solution"), name, source)
    raise PuzzleInputError(f"unknown puzzle {short(puzzle)} (expected 'troix' or 'galaxies')")


def to_dict(instance: Instance, *, with_solution: bool = True) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": FORMAT_TAG,
        "puzzle": instance.puzzle,
        "rows": instance.rows,
        "cols": instance.cols,
    }
    if instance.name:
        d["name"] = instance.name
    if isinstance(instance, TroixInstance):
        d["givens"] = list(instance.givens)
        if with_solution and instance.solution is not None:
            d["solution"] = list(instance.solution)
    else:
        d["dots"] = [list(dot) for dot in instance.dots]
        if with_solution and instance.solution is not None:
            d["solution"] = [list(r) for r in instance.solution]
    if instance.source:
        d["source"] = dict(instance.source)
    return d


def digest(instance: Instance) -> str:
    """The instance's identity: sha256 of its canonical JSON without the solution.

    The one way an instance is identified everywhere (run records, manifests, model
    files, run ids): the same puzzle gets the same digest whatever file format or path it
    was read from, and a changed puzzle a new one.
    """
    return hashlib.sha256(dumps(instance, with_solution=False).encode()).hexdigest()


def dumps(instance: Instance, *, with_solution: bool = True) -> str:
    """Deterministic JSON text: fixed key order, one grid row or dot per line."""
    d = to_dict(instance, with_solution=with_solution)
    parts = []
    for key, value in d.items():
        if isinstance(value, list):
            inner = ",\n    ".join(json.dumps(v, separators=(", ", ": ")) for v in value)
            parts.append(f'  "{key}": [\n    {inner}\n  ]' if value else f'  "{key}": []')
        else:
            parts.append(f'  "{key}": {json.dumps(value, sort_keys=True)}')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def loads(text: str) -> Instance:
    """Parse canonical JSON text; only PuzzleInputError gets out (also for absurd nesting)."""
    return from_dict(parse_json(text))
