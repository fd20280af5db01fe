"""The run record: one JSON object per run, its type, its schema, and how it reaches the disk.

A record is self-describing (instance identity, variant and options, layer and solver
with versions, status, timings per step, model size, solver statistics, the solution and
the independent checker's verdict, machine, seed) so that a table, a figure or a reviewer
can rely on it without re-running anything.

In memory a record is a :class:`RunRecord` (stdlib dataclasses: typed parts for the
instance, the times, the check, the code version and the solver's counters; the solver's other statistics, options,
versions and machine stay mappings, since each layer reports other things). On disk it is
the JSON of :meth:`RunRecord.to_json`, and :data:`SCHEMA` is the one contract between the
two: :meth:`RunRecord.from_json` validates every record it reads (the schema compiled by
``fastjsonschema`` lets a valid record through; ``jsonschema`` decides and names the error
of any other: :func:`validate`) and upgrades older versions. Why not pydantic or attrs:
every worker process imports this module, and a model library there would buy nothing the
schema does not already say; the JSON Schema stays the contract a reader outside Python can use.

This module builds (:func:`new_record`), validates, writes and reads records, and nothing
else does. Records are written atomically (temporary file in the same directory, then
``os.replace``): a reader sees the old file or the new one, never half of one, and a killed
run leaves no truncated record behind.

Versions (docs/solvers-and-runs.md): 2 made records self-describing (run id, label, set,
instance id, code version); 3 says whether the instance loaded (``instance.loaded``, with
``instance.error`` and null puzzle, size and digest when it did not), carries the lock
file's hash (``code.lock``) and makes every key of ``instance`` and ``code`` required;
4 adds ``permutation``, the row/column order the model was solved in
(:mod:`puzzlebench.models.permute`; 0, the model's own order, for every older record), the
instance's structure, ``instance.largest_galaxy`` (cells of the largest galaxy of a
Galaxies solution; null for Troix, for a file without a solution, and in older records),
and names the solver program that ran (``solver_build``: program, version, build, source,
path, licence, as the solver reports itself); it adds the status ``licence_limit``. A
version-4 record may carry ``seed_index`` (which of the experiment's ``solver_seeds`` the
run used; optional, written when it is not 0, so a run with the first seed writes the record
it wrote before, and older readers read it). 5 types what every solver reports:
``counters`` holds the solver's own status text, nodes, LP iterations, dual bound and
relative gap (:class:`~puzzlebench.models.counters.SolverCounters`; null where the solver
does not say), which version 4 kept in ``stats`` under each layer's own names
(``solver_status``, ``pulp_status``, ``termination``, ``cp_status``); ``stats`` keeps the rest.
"""

from __future__ import annotations

import dataclasses
import errno
import functools
import json
import math
import os
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Literal, cast

import numpy as np

from puzzlebench.engine.run import environment
from puzzlebench.instances.errors import PuzzleInputError, bounded
from puzzlebench.instances.fields import field_names, fields_json
from puzzlebench.instances.files import write_text_atomic
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.galaxy_sizes import galaxy_sizes
from puzzlebench.instances.io import read_text
from puzzlebench.instances.types import Instance
from puzzlebench.models.counters import TYPED, SolverCounters

if TYPE_CHECKING:
    import jsonschema

    from puzzlebench.engine.run.spec import RunSpec

RECORD_VERSION = 5
READABLE_VERSIONS = (2, 3, 4, 5)
"""Versions :meth:`RunRecord.from_json` reads (older ones are upgraded in memory)."""


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
    LICENCE_LIMIT = "licence_limit"  # a size-limited solver licence refused the model: no solver result
    GAVE_UP = "gave_up"  # a non-MIP solver (sgt) stopped without a solution
    ERROR = "error"  # anything else (crash, library error), with the reason in ``message``


STATUSES: tuple[str, ...] = tuple(s.value for s in RunStatus)

Step = Literal["formulate", "translate", "solve", "check"]
STEPS: tuple[Step, ...] = ("formulate", "translate", "solve", "check")

FIELDS = (
    "record_version", "run_id", "label", "set", "code", "instance", "variant", "options", "layer",
    "solver", "solver_version", "solver_build", "solver_options",
    "status", "message", "times", "size", "counters", "stats", "solution", "check", "versions",
    "machine", "seed", "repeat", "time_limit", "threads", "started_at", "permutation",
)
PUZZLES = ("troix", "galaxies")


class InvalidRecord(ValueError):
    """Data that is not a run record this code reads (schema violation, unknown version)."""


# ---- the parts -----------------------------------------------------------------------------
@dataclass
class StepTime:
    """Wall and CPU seconds of one step."""

    wall: float = 0.0
    cpu: float = 0.0

    def add(self, measured: Mapping[str, float]) -> None:
        """Add a measurement (``Timer.as_dict()``, an adapter's ``times[step]``)."""
        self.wall += float(measured["wall"])
        self.cpu += float(measured["cpu"])

    def to_json(self) -> dict[str, float]:
        return {"wall": float(self.wall), "cpu": float(self.cpu)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StepTime:
        return cls(float(data["wall"]), float(data["cpu"]))


@dataclass
class Times:
    """The four steps of a run (module doc of :mod:`puzzlebench.engine.run.runner` says what each covers)."""

    formulate: StepTime = field(default_factory=StepTime)
    translate: StepTime = field(default_factory=StepTime)
    solve: StepTime = field(default_factory=StepTime)
    check: StepTime = field(default_factory=StepTime)

    def step(self, name: Step) -> StepTime:
        return {"formulate": self.formulate, "translate": self.translate,
                "solve": self.solve, "check": self.check}[name]

    def add(self, name: Step, measured: Mapping[str, float]) -> None:
        """Add a measured block to step ``name`` (steps are summed over cut rounds)."""
        self.step(name).add(measured)

    def wall(self, *names: Step) -> float:
        """Wall seconds of the named steps (every step without names)."""
        return sum(self.step(n).wall for n in names or STEPS)

    def cpu(self) -> float:
        """CPU seconds of every step."""
        return sum(self.step(n).cpu for n in STEPS)

    def to_json(self) -> dict[str, dict[str, float]]:
        return {n: self.step(n).to_json() for n in STEPS}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Times:
        return cls(**{n: StepTime.from_json(data[n]) for n in STEPS})


@dataclass(frozen=True)
class ModelSize:
    """The formulated model's size (``Model.size()``)."""

    variables: int
    binaries: int
    integers: int
    continuous: int
    constraints: int
    nonzeros: int

    def to_json(self) -> dict[str, int]:
        return fields_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ModelSize:
        return cls(**{name: int(data[name]) for name in field_names(cls)})


@dataclass
class CheckResult:
    """The independent checker's verdict on the run's solution (violations as JSON)."""

    valid: bool = False
    violations: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"valid": bool(self.valid), "violations": list(self.violations)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CheckResult:
        return cls(bool(data["valid"]), [dict(v) for v in data["violations"]])


@dataclass(frozen=True)
class CodeVersion:
    """Which code made the run: package version, git commit (``-dirty`` with local changes),
    the hash of the formulation code (``environment.formulation_hash``) and of the lock file.
    Keys :func:`puzzlebench.engine.run.environment.code` adds later are kept in ``extra``."""

    puzzlebench: str
    commit: str
    dirty: bool = False
    formulation: str = ""
    lock: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    KNOWN: ClassVar[tuple[str, ...]] = ("puzzlebench", "commit", "dirty", "formulation", "lock")

    def to_json(self) -> dict[str, Any]:
        return {"puzzlebench": self.puzzlebench, "commit": self.commit, "dirty": self.dirty,
                "formulation": self.formulation, "lock": self.lock, **self.extra}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CodeVersion:
        return cls(str(data["puzzlebench"]), str(data["commit"]), bool(data.get("dirty", False)),
                   str(data.get("formulation", "")), str(data.get("lock", "")),
                   {k: v for k, v in data.items() if k not in cls.KNOWN})


@dataclass(frozen=True)
class InstanceInfo:
    """The record's ``instance``: the spec's id and path, the puzzle's digest, puzzle and size,
    its hardness (share of cells deduction fixes before any solver, cells left open,
    whether the certificate needed search: :mod:`puzzlebench.engine.generate.hardness`) and
    its structure (``largest_galaxy``: :func:`largest_galaxy`).

    An instance that did not load has an ``error`` and no digest, puzzle or size (its JSON
    says ``"loaded": false``): nothing is invented to fill the schema."""

    id: str
    path: str = ""
    sha256: str | None = None
    puzzle: str | None = None
    rows: int | None = None
    cols: int | None = None
    deduced_share: float | None = None
    open_cells: int | None = None
    needs_search: bool | None = None
    largest_galaxy: int | None = None
    error: str = ""

    @property
    def loaded(self) -> bool:
        return not self.error

    @property
    def cells(self) -> int | None:
        return self.rows * self.cols if self.rows is not None and self.cols is not None else None

    @classmethod
    def of(cls, instance: Instance, spec: RunSpec) -> InstanceInfo:
        facts = instance_facts(instance)
        return cls(id=spec.instance_id, path=str(spec.instance), sha256=facts.sha256,
                   puzzle=instance.puzzle, rows=instance.rows, cols=instance.cols, **facts.hardness,
                   largest_galaxy=facts.largest_galaxy)

    @classmethod
    def not_loaded(cls, spec: RunSpec, error: str) -> InstanceInfo:
        return cls(id=spec.instance_id, path=str(spec.instance), error=error or "did not load")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id, "loaded": self.loaded, "sha256": self.sha256, "puzzle": self.puzzle,
            "rows": self.rows, "cols": self.cols, "path": self.path, "deduced_share": self.deduced_share,
            "open_cells": self.open_cells, "needs_search": self.needs_search,
            "largest_galaxy": self.largest_galaxy}
        if not self.loaded:
            out["error"] = self.error
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> InstanceInfo:
        return cls(id=str(data["id"]), path=str(data["path"]), sha256=data["sha256"], puzzle=data["puzzle"],
                   rows=data["rows"], cols=data["cols"], deduced_share=data["deduced_share"],
                   open_cells=data["open_cells"], needs_search=data["needs_search"],
                   largest_galaxy=data["largest_galaxy"], error="" if data["loaded"] else str(data["error"]))


@dataclass(frozen=True)
class InstanceFacts:
    """What a record says about its instance beyond the spec: the canonical digest, the
    hardness columns (:func:`_hardness`) and the largest galaxy (:func:`largest_galaxy`)."""

    sha256: str
    hardness: Mapping[str, Any]
    largest_galaxy: int | None


_FACTS: dict[int, tuple[weakref.ref[Instance], InstanceFacts]] = {}


def instance_facts(instance: Instance) -> InstanceFacts:
    """The record's facts about ``instance``, computed once per instance object (instances
    are frozen): a worker runs one loaded instance many times (variants, solvers, repeats:
    :func:`puzzlebench.instances.io.load_cached`), and the digest and a Troix file's line
    propagation otherwise cost milliseconds a run (docs/measurements.md, "Harness cost").
    Keyed by ``id`` with a weak reference, so a dead object's entry goes and a new object at
    the same address is not mistaken for it."""
    key = id(instance)
    hit = _FACTS.get(key)
    if hit is not None and hit[0]() is instance:
        return hit[1]
    value = InstanceFacts(canonical.digest(instance), MappingProxyType(_hardness(instance)),
                          largest_galaxy(instance))

    def forget(ref: weakref.ref[Instance], key: int = key) -> None:
        if (entry := _FACTS.get(key)) is not None and entry[0] is ref:
            del _FACTS[key]

    _FACTS[key] = (weakref.ref(instance, forget), value)
    return value


def instance_digest(instance: Instance) -> str:
    """:func:`canonical.digest` of ``instance``, once per instance object (:func:`instance_facts`)."""
    return instance_facts(instance).sha256


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


def largest_galaxy(instance: Instance) -> int | None:
    """Cells of the largest galaxy of a Galaxies instance's own solution (None for Troix and
    for a file without a solution): the structure a size class alone hides (large puzzles
    with galaxies capped at 12 cells are another problem than janko's, whose largest reach
    50). From the file's solution, not a solve: the record is written before any solver runs."""
    if instance.puzzle != "galaxies" or instance.solution is None:
        return None
    return max(galaxy_sizes(instance.solution), default=None)


# ---- the record ----------------------------------------------------------------------------
@dataclass(kw_only=True)
class RunRecord:
    """One run, typed; :meth:`to_json` is exactly the JSON on disk (keys in :data:`FIELDS` order).

    Mutable: the runner fills a skeleton (:func:`new_record`, status ``error``) in as the
    steps go, so a run that fails half-way is still a complete record."""

    run_id: str
    label: str
    set: str
    code: CodeVersion
    instance: InstanceInfo
    variant: str
    options: dict[str, Any]
    layer: str
    solver: str
    solver_version: str = ""
    # the solver program as it reports itself (models.backends.identity.SolverBuild.to_json():
    # program, version, build, source, path, licence); {} where unknown (baselines, old records)
    solver_build: dict[str, str] = field(default_factory=dict)
    solver_options: dict[str, Any] = field(default_factory=dict)
    status: RunStatus = RunStatus.ERROR
    message: str = ""
    times: Times = field(default_factory=Times)
    size: ModelSize | None = None
    # what the solver said about its search, typed (its status, nodes, iterations, bound, gap;
    # all None for a run no solver answered); everything else it reported is in ``stats``
    counters: SolverCounters = field(default_factory=SolverCounters)
    stats: dict[str, Any] = field(default_factory=dict)
    solution: list[Any] | None = None
    check: CheckResult = field(default_factory=CheckResult)
    versions: dict[str, str] = field(default_factory=dict)
    machine: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    repeat: int = 0
    time_limit: float = 0.0
    threads: int = 1
    started_at: str = ""
    permutation: int = 0  # the model's row/column order (puzzlebench.models.permute); 0 = its own
    seed_index: int = 0  # which of the experiment's solver seeds (``solver_seeds``); 0 = the run's own

    def to_json(self) -> dict[str, Any]:
        return {
            "record_version": RECORD_VERSION, "run_id": self.run_id, "label": self.label, "set": self.set,
            "code": self.code.to_json(), "instance": self.instance.to_json(), "variant": self.variant,
            "options": dict(self.options), "layer": self.layer, "solver": self.solver,
            "solver_version": self.solver_version, "solver_build": dict(self.solver_build),
            "solver_options": dict(self.solver_options),
            "status": self.status.value, "message": self.message, "times": self.times.to_json(),
            "size": None if self.size is None else self.size.to_json(), "counters": self.counters.to_json(),
            "stats": dict(self.stats),
            "solution": self.solution, "check": self.check.to_json(), "versions": dict(self.versions),
            "machine": dict(self.machine), "seed": self.seed, "repeat": self.repeat,
            "time_limit": self.time_limit, "threads": self.threads, "started_at": self.started_at,
            "permutation": self.permutation,
            **({"seed_index": self.seed_index} if self.seed_index else {}),  # optional: absent is 0
        }

    @classmethod
    def from_json(cls, data: Any) -> RunRecord:
        """The record in ``data`` (a record of any :data:`READABLE_VERSIONS`, upgraded);
        raises :class:`InvalidRecord` when it is not one."""
        data = upgraded(data)
        validate(data)
        return cls._typed(data)

    @classmethod
    def _typed(cls, data: Mapping[str, Any]) -> RunRecord:
        """The record of a validated :data:`RECORD_VERSION` object."""
        size = data["size"]
        return cls(
            run_id=data["run_id"], label=data["label"], set=data["set"],
            code=CodeVersion.from_json(data["code"]), instance=InstanceInfo.from_json(data["instance"]),
            variant=data["variant"], options=dict(data["options"]), layer=data["layer"], solver=data["solver"],
            solver_version=data["solver_version"], solver_build=dict(data["solver_build"]),
            solver_options=dict(data["solver_options"]),
            status=RunStatus(data["status"]), message=data["message"], times=Times.from_json(data["times"]),
            size=None if size is None else ModelSize.from_json(size),
            counters=SolverCounters.from_json(data["counters"]), stats=dict(data["stats"]),
            solution=data["solution"], check=CheckResult.from_json(data["check"]),
            versions=dict(data["versions"]), machine=dict(data["machine"]), seed=int(data["seed"]),
            repeat=int(data["repeat"]), time_limit=float(data["time_limit"]), threads=int(data["threads"]),
            started_at=data["started_at"], permutation=int(data["permutation"]),
            seed_index=int(data.get("seed_index", 0)),
        )


# ---- the schema ----------------------------------------------------------------------------
_TIME = {"type": "object", "required": ["wall", "cpu"],
         "properties": {"wall": {"type": "number"}, "cpu": {"type": "number"}}}
_SHA256 = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
_NULL = {"type": "null"}

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
        "code": {"type": "object", "required": list(CodeVersion.KNOWN),
                 "properties": {"puzzlebench": {"type": "string"}, "commit": {"type": "string"},
                                "dirty": {"type": "boolean"}, "formulation": {"type": "string"},
                                "lock": {"type": "string"}}},
        "instance": {
            "type": "object",
            "required": ["id", "loaded", "sha256", "puzzle", "rows", "cols", "path", "deduced_share",
                         "open_cells", "needs_search", "largest_galaxy"],
            "properties": {
                "id": {"type": "string"},
                "loaded": {"type": "boolean"},
                "path": {"type": "string"},
                "deduced_share": {"type": ["number", "null"]},
                "open_cells": {"type": ["integer", "null"]},
                "needs_search": {"type": ["boolean", "null"]},
                "largest_galaxy": {"type": ["integer", "null"], "minimum": 1},
                "error": {"type": "string", "minLength": 1},
            },
            # a loaded instance has its digest, puzzle and size; one that did not load has
            # its error and nulls (nothing invented)
            "if": {"properties": {"loaded": {"const": True}}},
            "then": {"properties": {"sha256": _SHA256, "puzzle": {"enum": list(PUZZLES)},
                                    "rows": {"type": "integer"}, "cols": {"type": "integer"}},
                     "not": {"required": ["error"]}},
            "else": {"required": ["error"],
                     "properties": {"sha256": _NULL, "puzzle": _NULL, "rows": _NULL, "cols": _NULL}},
        },
        "variant": {"type": "string"},
        "options": {"type": "object"},
        "layer": {"type": "string"},
        "solver": {"type": "string"},
        "solver_version": {"type": "string"},
        "solver_build": {"type": "object", "additionalProperties": {"type": "string"},
                         "description": "the solver program as it reports itself (program, version, build, source, path, licence)"},
        "solver_options": {"type": "object", "description": "the solver's own options, by its names"},
        "status": {"enum": list(STATUSES)},
        "message": {"type": "string"},
        "times": {"type": "object", "required": list(STEPS),
                  "properties": {s: _TIME for s in STEPS}},
        "size": {"oneOf": [_NULL, {"type": "object", "required": [f.name for f in dataclasses.fields(ModelSize)],
                                   "properties": {f.name: {"type": "integer"} for f in dataclasses.fields(ModelSize)}}]},
        "counters": {
            "type": "object", "required": list(TYPED), "additionalProperties": False,
            "description": "the solver's own status and search counts; null: it does not report one",
            "properties": {"status": {"type": ["string", "null"]},
                           "nodes": {"type": ["integer", "null"], "minimum": 0},
                           "iterations": {"type": ["integer", "null"], "minimum": 0},
                           "bound": {"type": ["number", "null"]}, "gap": {"type": ["number", "null"]}}},
        "stats": {"type": "object", "description": "what else the solver and the run report (the typed counters are not here)",
                  "not": {"anyOf": [{"required": [k]} for k in TYPED]}},
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
        "permutation": {"type": "integer", "minimum": 0},
        "seed_index": {"type": "integer", "minimum": 0,
                       "description": "which of the experiment's solver seeds; optional (absent: 0)"},
    },
}


@functools.cache
def _validator() -> jsonschema.protocols.Validator:
    import jsonschema

    # a tuple is a JSON array (json.dumps writes it as one), as the compiled validator holds
    checker = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
        "array", lambda _, value: isinstance(value, list | tuple))
    cls = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
        jsonschema.Draft202012Validator, type_checker=checker)
    return cast("jsonschema.protocols.Validator", cls(SCHEMA))  # built once: collect() reads 10^5 records


@functools.cache
def _accepts() -> Callable[[Any], Any]:
    """:data:`SCHEMA` compiled to Python (``fastjsonschema``, draft 7: every keyword the
    schema uses means the same there as in draft 2020-12), about fifteen times faster than
    ``jsonschema`` on a record; it only ever accepts (:func:`validate`)."""
    import fastjsonschema

    return fastjsonschema.compile({k: v for k, v in SCHEMA.items() if k != "$schema"})


def validate(record: RunRecord | Mapping[str, Any]) -> None:
    """Raise :class:`InvalidRecord` if ``record`` (or its JSON) does not follow :data:`SCHEMA`.

    Two validators, one verdict: the compiled one (:func:`_accepts`) lets a record through
    at a few tens of microseconds (a worker's parent validates each record twice, ``collect``
    reads 10^5); anything it refuses goes to ``jsonschema``, which decides and names the
    error (tests/test_records_schema.py holds that the compiled one accepts nothing
    ``jsonschema`` refuses). ``jsonschema`` is imported only then: ~0.05 s of CPU in each
    process that reads records, the aggregate step's among them."""
    import fastjsonschema

    data = record.to_json() if isinstance(record, RunRecord) else record
    try:
        _accepts()(data)
        return
    except fastjsonschema.JsonSchemaException:
        pass
    import jsonschema

    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is not None:
        raise InvalidRecord(f"not a run record: {error.json_path}: {error.message[:300]}")


def upgraded(data: Any) -> dict[str, Any]:
    """``data`` as a record of :data:`RECORD_VERSION` (not validated)."""
    if not isinstance(data, Mapping):
        raise InvalidRecord(f"not a run record: a JSON {type(data).__name__}, not an object")
    version = data.get("record_version")
    if version == RECORD_VERSION:
        return dict(data)
    if version == 4:
        return _from_v4(data)
    if version == 3:
        return _from_v4(_from_v3(data))
    if version == 2:
        return _from_v4(_from_v3(_from_v2(data)))
    raise InvalidRecord(f"not a run record this code reads: record_version {version!r} "
                        f"(reads {', '.join(map(str, READABLE_VERSIONS))})")


V2_NOT_LOADED = "instance did not load in the parent either: "
"""How a version-2 failure record said that its instance did not load (its message)."""


V4_STATUS_KEYS = ("solver_status", "pulp_status", "termination", "cp_status")
"""Where a version-4 record's ``stats`` held the solver's own status: the native layer and
pywraplp (``solver_status``; pywraplp's and Gurobi's as a number), PuLP (``pulp_status``),
Pyomo (``termination``), the multipuzzle baseline's CP-SAT (``cp_status``)."""


def _from_v4(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 4 -> 5: the solver's status (under its layer's key, :data:`V4_STATUS_KEYS`) and
    ``nodes``, ``iterations``, ``bound``, ``gap`` move out of ``stats`` into the typed
    ``counters``; every other statistic stays in ``stats`` under its name. Nothing is
    invented: what the record did not say stays null (a number that is not a count, such as
    an infinite bound written as null, too)."""
    raw = data.get("stats")
    if not isinstance(raw, Mapping):  # not a record: the schema says so
        return {**data, "record_version": RECORD_VERSION}
    stats = dict(raw)
    status = next((stats.pop(k) for k in V4_STATUS_KEYS if k in stats), None)
    for k in V4_STATUS_KEYS:  # a record with two (none written so) keeps no stale one
        stats.pop(k, None)
    typed = SolverCounters.of(status, {k: stats.pop(k) for k in TYPED[1:] if k in stats})
    return {**data, "record_version": RECORD_VERSION, "counters": typed.to_json(), "stats": stats}


def _from_v3(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 3 -> 4: every older run solved the model in its own order (permutation 0), its
    instance's structure was not measured (``largest_galaxy`` null: unknown), and no solver
    build was recorded (``{}``: unknown, its ``solver_version`` string is all there is)."""
    return {**data, "record_version": 4, "permutation": int(data.get("permutation", 0)),
            "instance": {**dict(data.get("instance") or {}), "largest_galaxy": None},
            "solver_build": dict(data.get("solver_build") or {})}


def _from_v2(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3 (then :func:`_from_v3`). Keys 2 left optional get what they meant when absent (no dirty flag:
    the commit's ``-dirty`` suffix; no formulation hash: unknown, never stale). A version-2
    record of an instance that did not load carried invented values (0 x 0, a zero digest):
    it becomes ``loaded: false`` with the reason from its message."""
    out = {**data, "record_version": 3}
    code = dict(data.get("code") or {})
    code.setdefault("dirty", str(code.get("commit", "")).endswith("-dirty"))
    code.setdefault("formulation", "")
    code.setdefault("lock", "")
    out["code"] = code
    inst = dict(data.get("instance") or {})
    for key in ("deduced_share", "open_cells", "needs_search"):
        inst.setdefault(key, None)
    inst.setdefault("path", "")
    if inst.get("rows") == 0 and inst.get("cols") == 0:  # no puzzle has an empty grid
        message = str(data.get("message", ""))
        _, said, why = message.partition(V2_NOT_LOADED)
        inst.update(loaded=False, sha256=None, puzzle=None, rows=None, cols=None,
                    error=why.removesuffix(")") if said else "did not load (version-2 record)")
    else:
        inst["loaded"] = True
    out["instance"] = inst
    return out


# ---- disk ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ValidRecord:
    """A record and the JSON object that was validated against :data:`SCHEMA` for it:
    :func:`write_valid` writes that object, so what reaches the disk is what was validated,
    whatever happens to the (mutable) record afterwards. Made by :func:`valid` (a record
    built here) or :func:`valid_json` (a worker's answer)."""

    record: RunRecord
    data: dict[str, Any]


def valid(record: RunRecord) -> ValidRecord:
    """``record`` validated (:class:`InvalidRecord` when it breaks the schema)."""
    data = record.to_json()
    validate(data)
    return ValidRecord(record, data)


def valid_json(data: Any) -> ValidRecord:
    """The record in ``data`` (as :meth:`RunRecord.from_json` reads it), validated once for
    reading and writing both: a worker's answer, which the parent types and writes (the
    schema's check is a fair share of the parent's CPU per run: docs/measurements.md,
    "Harness cost"). The object written is the typed record's own JSON: the answer itself
    when it is that (a worker sends :meth:`RunRecord.to_json`), else the typed record's
    JSON, validated in turn (keys the record does not know are not written)."""
    data = upgraded(data)
    validate(data)
    record = RunRecord._typed(data)
    if record.to_json() != data:
        return valid(record)
    return ValidRecord(record, data)


def write_valid(path: str | os.PathLike[str], checked: ValidRecord) -> None:
    """Write a validated record's JSON to ``path`` via a temporary file and ``os.replace``.

    One line (and a newline), keys in :data:`FIELDS` order: Python's JSON encoder is written
    in C only for output without indentation, which took three times as long (every run
    writes a record: docs/measurements.md, "Harness cost"). Readers parse the JSON (the
    format of the file was never a contract); ``python -m json.tool`` indents one."""
    write_text_atomic(path, json.dumps(checked.data, allow_nan=False) + "\n")


def write_atomic(path: str | os.PathLike[str], record: RunRecord) -> None:
    """Write ``record`` as JSON to ``path`` via a temporary file and ``os.replace``; a record
    that breaks the schema is never written (:class:`InvalidRecord`)."""
    write_valid(path, valid(record))


MAX_RECORD_BYTES = 16 * 1024 * 1024
"""Largest record file read: a record of a 200 x 200 puzzle with its solution and the
solver's statistics is well under 1 MB (docs/reliability.md)."""
MAX_DEPTH = 32
"""Deepest nesting of JSON arrays and objects a record (or a solve summary) may hold: a
record nests 4 deep, options and statistics a few more."""


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InvalidRecord(f"a number out of range ({text[:40]})")
    return value


def _no_constant(name: str) -> Any:
    raise InvalidRecord(f"{name} is not a JSON number")


def _depth_ok(data: Any, limit: int) -> bool:
    """True when ``data`` nests at most ``limit`` arrays/objects deep (walked without
    recursion: a deep document must not overflow the stack that checks it)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > limit:
                return False
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return True


def load_json(path: str | os.PathLike[str], *, limit: int = MAX_RECORD_BYTES, what: str = "a run record") -> Any:
    """The JSON document of a record or summary file, read within bounds: a regular file
    (not a FIFO, device or socket, behind a link or not) of at most ``limit`` bytes, UTF-8,
    finite numbers only, no key twice, at most :data:`MAX_DEPTH` deep. A missing file is
    ``FileNotFoundError``; anything else wrong is :class:`InvalidRecord`, one line."""
    try:
        text = read_text(path, limit=limit, what=what)
    except PuzzleInputError as exc:
        if not os.path.lexists(path):
            raise FileNotFoundError(errno.ENOENT, "no such file", os.fspath(path)) from None
        raise InvalidRecord(str(exc)) from None
    try:
        data = json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except RecursionError:
        raise InvalidRecord(f"not {what}: nested too deeply") from None
    except InvalidRecord as exc:
        raise InvalidRecord(f"not {what}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise InvalidRecord(f"not {what}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except ValueError as exc:  # an integer of more digits than Python converts
        raise InvalidRecord(f"not {what}: {bounded(exc)}") from None
    if not _depth_ok(data, MAX_DEPTH):
        raise InvalidRecord(f"not {what}: nested deeper than {MAX_DEPTH}")
    return data


def read(path: str | os.PathLike[str]) -> RunRecord:
    """The record at ``path``, read within bounds (:func:`load_json`); ``FileNotFoundError``
    when it is missing, :class:`InvalidRecord` (a ``ValueError``, one line) when the file
    holds no record, OSError when it cannot be read."""
    return RunRecord.from_json(load_json(path))


def is_complete(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` holds a valid record of this version made by the current
    formulation code (resume skips it; a stale one, a damaged one, or one of an older
    version, is run again)."""
    if not os.path.lexists(path):  # the usual case, a run not made yet: no exception raised and caught
        return False
    try:
        data = load_json(path)
        if not (isinstance(data, dict) and data.get("record_version") == RECORD_VERSION):
            return False
        return not is_stale(RunRecord.from_json(data))
    except (OSError, ValueError):
        return False


def is_stale(record: RunRecord) -> bool:
    """True when the record was made by other formulation code than the current one (its
    ``code.formulation`` hash differs): resume reruns it rather than keep an old timing."""
    made = record.code.formulation
    return bool(made) and made != environment.formulation_hash(record.variant or record.layer)


def jsonable(v: Any) -> Any:
    """Plain JSON values (numpy scalars unwrapped, non-finite floats as null)."""
    kind = type(v)
    if kind is str or kind is int or kind is bool or v is None:  # most values: nothing to do
        return v
    if isinstance(v, dict):
        return {str(k): jsonable(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [jsonable(x) for x in v]
    if isinstance(v, np.generic):
        v = v.item()
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def new_record(spec: RunSpec, instance: InstanceInfo, options: Mapping[str, Any] | None = None) -> RunRecord:
    """A complete record of ``spec`` with status ``error``; the steps fill it in as they go
    (and a run killed from outside is recorded from this skeleton by :mod:`puzzlebench.engine.run.workers`).
    ``options`` are the effective options (defaults included), else the spec's."""
    code = {**environment.code(), "formulation": environment.formulation_hash(spec.variant or spec.layer)}
    return RunRecord(
        run_id=spec.id, label=spec.label, set=spec.set, code=CodeVersion.from_json(code), instance=instance,
        variant=spec.variant, options=jsonable(dict(spec.options if options is None else options)),
        layer=spec.layer, solver=spec.solver, solver_options=jsonable(dict(spec.solver_options)),
        versions=dict(environment.versions()),
        machine={**environment.machine(), "load_average": environment.load_average()},
        seed=int(spec.seed), repeat=int(spec.repeat), time_limit=float(spec.time_limit),
        threads=int(spec.threads), started_at=environment.now(), permutation=int(spec.permutation),
        seed_index=int(spec.seed_index),
    )
