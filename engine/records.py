"""The run record: one JSON object per run, its schema, and how it reaches the disk.

A record is self-describing (instance identity, variant and options, layer and solver
with versions, status, timings per step, model size, solver statistics, the solution and
the independent checker's verdict, machine, seed) so that a table, a figure or a reviewer
can rely on it without re-running anything. It is written atomically (temporary file in
the same directory, then ``os.replace``): a reader sees the old file or the new one,
never half of one, and a killed run leaves no truncated record behind.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any

import numpy as np

from puzzlebench.engine import environment
from puzzlebench.instances.files import write_text_atomic
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import Instance

if TYPE_CHECKING:
    from puzzlebench.engine.spec import RunSpec

RECORD_VERSION = 2  # 2: self-describing (run id, label, set, instance id, code version)

class RunStatus(StrEnum):
    """How a run ended, as the record says (the checker decides ``solved`` and ``wrong``).

    A ``StrEnum``: a member *is* its string on disk and in tables
    (``RunStatus.SOLVED == "solved"``), so records, ``runs.csv`` and filters read as before.
    """

    SOLVED = "solved"  # a solution the checker accepts
    INFEASIBLE = "infeasible"  # the solver proved there is none (and no known solution says otherwise)
    TIMEOUT = "timeout"  # no solution within the limit (or killed from outside)
    WRONG = "wrong"  # the solver claimed a solution the checker rejects
    TOO_LARGE = "too_large"  # the formulation refused to build (size cap)
    GAVE_UP = "gave_up"  # a non-MIP solver (sgt) stopped without a solution
    ERROR = "error"  # anything else (crash, library error), with the reason in ``message``


STATUSES: tuple[str, ...] = tuple(s.value for s in RunStatus)

STEPS = ("formulate", "translate", "solve", "check")

FIELDS = (
    "record_version", "run_id", "label", "set", "code", "instance", "variant", "options", "layer",
    "solver", "solver_version", "solver_options",
    "status", "message", "times", "size", "stats", "solution", "check", "versions",
    "machine", "seed", "repeat", "time_limit", "threads", "started_at",
)

_TIME = {"type": "object", "required": ["wall", "cpu"],
         "properties": {"wall": {"type": "number"}, "cpu": {"type": "number"}}}

SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "puzzlebench run record",
    "type": "object",
    "required": list(FIELDS),
    "properties": {
        "record_version": {"const": RECORD_VERSION},
        "run_id": {"type": "string", "minLength": 1},
        "label": {"type": "string", "minLength": 1},
        "set": {"type": "string"},
        "code": {"type": "object", "required": ["puzzlebench", "commit"],
                 "properties": {"puzzlebench": {"type": "string"}, "commit": {"type": "string"}}},
        "instance": {
            "type": "object",
            "required": ["id", "sha256", "puzzle", "rows", "cols"],
            "properties": {
                "id": {"type": "string"},
                "sha256": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
                "puzzle": {"enum": ["troix", "galaxies"]},
                "rows": {"type": "integer"},
                "cols": {"type": "integer"},
                "path": {"type": "string"},
                "deduced_share": {"type": ["number", "null"]},
                "open_cells": {"type": ["integer", "null"]},
                "needs_search": {"type": ["boolean", "null"]},
            },
        },
        "variant": {"type": "string"},
        "options": {"type": "object"},
        "layer": {"type": "string"},
        "solver": {"type": "string"},
        "solver_version": {"type": "string"},
        "solver_options": {"type": "object", "description": "the solver's own options, by its names"},
        "status": {"enum": list(STATUSES)},
        "message": {"type": "string"},
        "times": {"type": "object", "required": list(STEPS),
                  "properties": {s: _TIME for s in STEPS}},
        "size": {"type": ["object", "null"]},
        "stats": {"type": "object"},
        "solution": {"type": ["array", "null"]},
        "check": {"type": "object", "required": ["valid", "violations"],
                  "properties": {"valid": {"type": "boolean"}, "violations": {"type": "array"}}},
        "versions": {"type": "object"},
        "machine": {"type": "object"},
        "seed": {"type": "integer"},
        "repeat": {"type": "integer"},
        "time_limit": {"type": "number"},
        "threads": {"type": "integer"},
        "started_at": {"type": "string"},
    },
}


def validate(record: dict[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` if ``record`` does not follow :data:`SCHEMA`."""
    import jsonschema

    jsonschema.validate(record, SCHEMA)


def zero_times() -> dict[str, dict[str, float]]:
    return {s: {"wall": 0.0, "cpu": 0.0} for s in STEPS}


def write_atomic(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write ``record`` as JSON to ``path`` via a temporary file and ``os.replace``."""
    write_text_atomic(path, json.dumps(record, indent=1, sort_keys=False, allow_nan=False) + "\n")


def read(path: str | os.PathLike[str]) -> dict[str, Any]:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def is_complete(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` holds a parseable record of this version made by the current
    formulation code (resume skips it; a stale one is run again)."""
    try:
        rec = read(path)
    except (OSError, ValueError):
        return False
    if not (isinstance(rec, dict) and rec.get("record_version") == RECORD_VERSION and rec.get("status") in STATUSES):
        return False
    return not is_stale(rec)


def is_stale(rec: Mapping[str, Any]) -> bool:
    """True when the record was made by other formulation code than the current one (its
    ``code.formulation`` hash differs): resume reruns it rather than keep an old timing."""
    made = (rec.get("code") or {}).get("formulation")
    return bool(made) and made != environment.formulation_hash(str(rec.get("variant") or rec.get("layer") or ""))


def jsonable(v: Any) -> Any:
    """Plain JSON values (numpy scalars unwrapped, non-finite floats as null)."""
    if isinstance(v, dict):
        return {str(k): jsonable(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [jsonable(x) for x in v]
    if isinstance(v, np.generic):
        v = v.item()
    if isinstance(v, float) and not np.isfinite(v):
        return None
    return v


def instance_meta(instance: Instance, spec: RunSpec) -> dict[str, Any]:
    """The record's ``instance``: the spec's id, the puzzle's digest, puzzle and size, and its
    hardness (share of cells deduction fixes before any solver, cells left open, whether the
    certificate needed search: :mod:`puzzlebench.engine.generate.hardness`)."""
    return {"id": spec.instance_id, "sha256": canonical.digest(instance), "puzzle": instance.puzzle,
            "rows": instance.rows, "cols": instance.cols, "path": str(spec.instance),
            **_hardness(instance)}


def _hardness(instance: Instance) -> dict[str, Any]:
    """``source.hardness`` of generated files; Troix files without it are measured here
    (exact line propagation, milliseconds). A Galaxies file without it (janko, sgt) gets
    empty columns: its deduction lives in ``models``, which the record module must not
    import (analysis reads records: import contract); ``puzzlebench.engine.generate.hardness.measure``
    computes it for such files outside the records."""
    stored = dict(instance.source or {}).get("hardness")
    if isinstance(stored, dict) and {"deduced_share", "open_cells", "search"} <= set(stored):
        h = stored
    elif instance.puzzle == "troix":
        from puzzlebench.instances.troix_search import open_after_propagation

        n = instance.rows * instance.cols
        open_cells = open_after_propagation(instance.rows, instance.cols, instance.givens)
        h = {"deduced_share": round(1.0 - open_cells / n, 4), "open_cells": open_cells, "search": open_cells > 0}
    else:
        return {"deduced_share": None, "open_cells": None, "needs_search": None}
    return {"deduced_share": h["deduced_share"], "open_cells": h["open_cells"], "needs_search": h["search"]}


def new_record(spec: RunSpec, instance: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A complete record of ``spec`` with status ``error``; the steps fill it in as they go
    (and a run killed from outside is recorded from this skeleton by :mod:`puzzlebench.engine.workers`).
    ``options`` are the effective options (defaults included), else the spec's."""
    return {
        "record_version": RECORD_VERSION,
        "run_id": spec.id,
        "label": spec.label,
        "set": spec.set,
        "code": {**environment.code(), "formulation": environment.formulation_hash(spec.variant or spec.layer)},
        "instance": dict(instance),
        "variant": spec.variant,
        "options": jsonable(dict(spec.options if options is None else options)),
        "layer": spec.layer,
        "solver": spec.solver,
        "solver_version": "",
        "solver_options": jsonable(dict(spec.solver_options)),
        "status": "error",
        "message": "",
        "times": zero_times(),
        "size": None,
        "stats": {},
        "solution": None,
        "check": {"valid": False, "violations": []},
        "versions": environment.versions(),
        "machine": {**environment.machine(), "load_average": environment.load_average()},
        "seed": int(spec.seed),
        "repeat": int(spec.repeat),
        "time_limit": float(spec.time_limit),
        "threads": int(spec.threads),
        "started_at": environment.now(),
    }
