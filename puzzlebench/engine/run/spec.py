"""The run spec: what one run is, and the one owner of its id, label and instance id.

A run is one (instance, variant with options, layer, solver with its own options, time
limit, threads, seed, repeat, permutation of the model's rows and columns:
:mod:`puzzlebench.models.permute`, 0 = the formulation's own order). Everything that names a run is derived here and nowhere else:

- ``label``: how the experiment calls the variant with its options (``flow-pairs-prune=reach``),
  or the baseline's name for a run of a non-MIP baseline (``sgt``);
- ``instance_id``: ``set/stem`` in the pipeline, the file stem (or puzzle name) elsewhere;
- ``instance_sha256``: the puzzle's identity (:func:`puzzlebench.instances.formats.canonical.digest`);
- ``id``: the record's file name: readable parts plus a short hash of everything else that
  changes the outcome, so a changed setting makes a new record instead of reusing a stale one.

A spec travels as a plain dict (JSON over the worker pipe, in the plan's shard files);
:meth:`RunSpec.to_json` and :meth:`RunSpec.from_json` are the two ends.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from puzzlebench.engine.run import limits

_SAFE = re.compile(r"[^A-Za-z0-9_.+-]+")


def safe(text: str) -> str:
    """A file-name-safe form of ``text`` (stable: used in record paths)."""
    return _SAFE.sub("_", text).strip("_") or "x"


def variant_label(variant: str, options: Mapping[str, Any] | None = None, label: str | None = None) -> str:
    """Short name of a variant with options: ``label`` if given, else ``short[-opt=val...]``.

    ``galaxies/flow`` with ``{prune: reach, pairs: true}`` becomes ``flow-pairs-prune=reach``:
    boolean options appear by name when true, other options as ``name=value``.
    """
    if label:
        return str(label)
    parts = [str(variant).split("/", 1)[-1]]
    for key, value in sorted((options or {}).items()):
        if value is True:
            parts.append(key)
        elif value is False or value is None:
            continue
        else:
            parts.append(f"{key}={value}")
    return safe("-".join(parts))


def solver_label(solver: str, options: Mapping[str, Any] | None = None) -> str:
    """The solver with its own options, every one as ``name=value``, made file-name safe (``highs-presolve_off``):
    unlike a variant's options there is no default to leave out, so ``false`` is written too."""
    parts = [str(solver)] + [f"{k}={json.dumps(v) if not isinstance(v, str) else v}"
                             for k, v in sorted((options or {}).items())]
    return safe("-".join(parts))


def entry_label(entry: Mapping[str, Any]) -> str:
    """The label of an experiment's ``variants:`` entry (``variant``, ``options``, ``label``)."""
    return variant_label(str(entry["variant"]), entry.get("options"), entry.get("label"))


def variant_puzzle(variant: str) -> str:
    return str(variant).split("/", 1)[0]


def instance_id_of(path: str | Path | None, name: str | None = None) -> str:
    """The instance id outside a plan: the puzzle's name, else its file's stem."""
    return str(name) if name else (Path(path).stem if path else "")


@dataclass(frozen=True)
class RunSpec:
    """One run, fully named. ``variant`` is empty for a baseline run (``layer`` names it)."""

    instance: str  # path of the puzzle file
    instance_id: str
    variant: str
    options: Mapping[str, Any]
    layer: str
    solver: str
    time_limit: float
    threads: int = 1
    seed: int = 0
    repeat: int = 0
    instance_sha256: str = ""  # the puzzle's digest ("" outside a plan: the id hashes the path)
    set: str = ""
    label: str = ""
    record: str = ""  # where the record goes ("" = the caller decides)
    format: str = ""  # the puzzle file's format ("" = detected)
    hard_timeout: float = 0.0  # seconds before the run is killed from outside (0 = limit + grace)
    id: str = field(default="")
    solver_options: Mapping[str, Any] = field(default_factory=dict)  # the solver's own names
    permutation: int = 0  # row/column order (puzzlebench.models.permute); 0 = the model's own
    seed_index: int = 0  # which of the experiment's solver seeds (solver_seeds); 0 = the run's own

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", dict(self.options or {}))
        check_numbers(self)
        object.__setattr__(self, "solver_options", dict(self.solver_options or {}))
        if not self.label:
            object.__setattr__(self, "label", variant_label(self.variant, self.options) if self.variant
                               else self.layer)
        if not self.id:
            object.__setattr__(self, "id", self.make_id())

    @classmethod
    def for_file(cls, instance: str | Path, variant: str, layer: str, solver: str, time_limit: float,
                 options: Mapping[str, Any] | None = None, **more: Any) -> RunSpec:
        """A spec outside a plan: the instance id is the file's stem; no digest is computed
        (the id's hash then covers the path instead)."""
        return cls(instance=str(instance), instance_id=more.pop("instance_id", Path(instance).stem),
                   instance_sha256=more.pop("instance_sha256", ""), variant=variant,
                   options=dict(options or {}), layer=layer, solver=solver, time_limit=float(time_limit),
                   **more)

    @property
    def is_baseline(self) -> bool:
        return not self.variant

    @property
    def solver_label(self) -> str:
        """The solver with its options (``highs-presolve_off``); the solver's name without."""
        return solver_label(self.solver, self.solver_options)

    def settings(self) -> dict[str, Any]:
        """Everything besides the readable parts of the id that changes the outcome."""
        out = {"instance": self.instance_sha256 or self.instance, "variant": self.variant or self.layer,
               "options": dict(self.options), "time_limit": float(self.time_limit),
               "threads": int(self.threads), "seed": int(self.seed)}
        if self.solver_options:  # only when set: the ids of runs without them stay as they were
            out["solver_options"] = dict(self.solver_options)
        if self.permutation:  # likewise: a run in the model's own order keeps its id
            out["permutation"] = int(self.permutation)
        if self.seed_index:  # likewise: a run with the first solver seed keeps its id
            out["seed_index"] = int(self.seed_index)
        return out

    def make_id(self) -> str:
        digest = hashlib.sha256(json.dumps(self.settings(), sort_keys=True).encode()).hexdigest()[:8]
        order = f"p{self.permutation}" if self.permutation else ""
        order += f"s{self.seed_index}" if self.seed_index else ""
        return (f"{safe(self.instance_id)}__{self.label}__{self.layer}-{self.solver_label}__r{self.repeat}{order}"
                f"__{digest}")

    def with_record(self, record: str | Path) -> RunSpec:
        return dataclasses.replace(self, record=str(record))

    def to_json(self) -> dict[str, Any]:
        """The spec as JSON values, empty fields left out (except :data:`_ALWAYS`); the
        mappings copied, as ``dataclasses.asdict`` did at several times the cost (it walks
        and copies every field: a tenth of the parent's work per run)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if v not in ("", 0.0) or f.name in _ALWAYS:
                out[f.name] = copy.deepcopy(v) if isinstance(v, Mapping) and v else v
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RunSpec:
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"run spec has unknown key(s) {unknown}")
        return cls(**dict(data))


def check_numbers(spec: RunSpec) -> None:
    """The spec's numbers within :mod:`puzzlebench.instances.limits` (PuzzleInputError, a ValueError):
    whoever built the spec (CLI, plan, a shard file edited by hand), a ``nan`` or ``1e7`` s
    limit never reaches the worker's timers."""
    limits.TIME_LIMIT.check(spec.time_limit, "time_limit")
    limits.THREADS.check(spec.threads, "threads")
    limits.SEED.check(spec.seed, "seed")
    limits.REPEAT.check(spec.repeat, "repeat")
    limits.PERMUTATION.check(spec.permutation, "permutation")
    limits.SEED_INDEX.check(spec.seed_index, "seed_index")
    if spec.hard_timeout:
        limits.HARD_TIMEOUT.check(spec.hard_timeout)


_ALWAYS = frozenset({"instance", "instance_id", "variant", "options", "layer", "solver", "time_limit",
                     "threads", "seed", "repeat", "label", "id", "set"})
