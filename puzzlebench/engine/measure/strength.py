"""LP strength records: one per (instance, variant as the experiment labels it), and their file.

What a record says (measured by :mod:`puzzlebench.engine.measure.lp_strength`): the LP relaxation
of the variant's model on the instance, solved twice, under the zero objective (is the LP
feasible, how fractional is the vertex HiGHS stops at) and under a fixed seeded objective
(random costs on the grid's assignment columns, the same for every variant of an instance:
its bound, and the gap to the value of the instance's known solution under the same costs);
per solve the share of fractional binaries, the share of cells whose assignment is
fractional, whether the point is integral, and the LP's time. A lazy variant (the cut
loop) adds its root: the same two LPs after its LP separation rounds.

Why a record kind of its own, not fields of the run records: the relaxation is a property
of a formulation on an instance, not of a solver run. Computed in the runner it would be
solved once per layer, solver, repeat and permutation, K times the same numbers (and its
time charged to a run's kill clock); here it is measured once, by the pipeline's strength
step (one job per variant label and instance set), and the aggregate step joins it into
``runs.csv`` by (instance, label): one owner, every run of that pair gets the same columns.

This module holds the types and the file format only (no models: the analysis reads it).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

GAP_FLOOR = 1e-9
"""The gap's denominator is at least this (an integer value of 0 gives no relative gap)."""


class StrengthStatus(StrEnum):
    """How measuring one (instance, variant) ended."""

    OK = "ok"  # built and both LPs solved (whatever their status)
    TOO_LARGE = "too_large"  # the build hit a size cap: nothing to relax
    ERROR = "error"  # the build or an LP failed otherwise, with the reason in ``message``


@dataclass(frozen=True)
class Relaxation:
    """One LP relaxation solve. ``optimal`` False: no point (infeasible, limit, error: the
    reason in ``outcome``) and the point's measures are None. ``rounds``/``cuts``: LP
    separation rounds (and their rows) before it (0 outside the cut loop's root)."""

    optimal: bool
    outcome: str
    bound: float | None = None
    fractional_share: float | None = None  # of the model's binaries
    fractional_cells: float | None = None  # of the grid's cells (assignment not integral)
    integral: bool | None = None  # every integer column integral
    wall: float = 0.0
    iterations: int = 0
    rounds: int = 0
    cuts: int = 0

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Relaxation:
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


def _rel(data: Any) -> Relaxation | None:
    return None if data is None else Relaxation.from_json(data)


@dataclass(frozen=True)
class StrengthRecord:
    """The LP strength of one (instance, label); see the module doc."""

    instance_id: str
    set: str
    label: str
    variant: str
    options: dict[str, Any] = field(default_factory=dict)
    status: StrengthStatus = StrengthStatus.ERROR
    message: str = ""
    binaries: int | None = None
    zero: Relaxation | None = None
    seeded: Relaxation | None = None
    integer_value: float | None = None  # the known solution under the seeded costs
    root_zero: Relaxation | None = None
    root_seeded: Relaxation | None = None

    def gap(self, relaxation: Relaxation | None) -> float | None:
        """(integer value - LP bound) / |integer value| under the seeded costs: 0 for an LP
        as strong as the integer hull in that direction. None without both numbers."""
        if relaxation is None or relaxation.bound is None or self.integer_value is None:
            return None
        return (self.integer_value - relaxation.bound) / max(abs(self.integer_value), GAP_FLOOR)

    def to_json(self) -> dict[str, Any]:
        def rel(r: Relaxation | None) -> dict[str, Any] | None:
            return None if r is None else r.to_json()

        return {"instance_id": self.instance_id, "set": self.set, "label": self.label, "variant": self.variant,
                "options": dict(self.options), "status": self.status.value, "message": self.message,
                "binaries": self.binaries, "zero": rel(self.zero), "seeded": rel(self.seeded),
                "integer_value": self.integer_value, "root_zero": rel(self.root_zero),
                "root_seeded": rel(self.root_seeded)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StrengthRecord:
        return cls(instance_id=str(data["instance_id"]), set=str(data["set"]), label=str(data["label"]),
                   variant=str(data["variant"]), options=dict(data.get("options") or {}),
                   status=StrengthStatus(data["status"]), message=str(data.get("message", "")),
                   binaries=data.get("binaries"), zero=_rel(data.get("zero")), seeded=_rel(data.get("seeded")),
                   integer_value=data.get("integer_value"), root_zero=_rel(data.get("root_zero")),
                   root_seeded=_rel(data.get("root_seeded")))


@dataclass(frozen=True)
class StrengthFile:
    """The strength step's output for one (label, set): how it measured (the objective's
    seed, the LP solver's version, the LP time limit) and one record per instance."""

    label: str
    set: str
    objective_seed: int
    solver: str
    time_limit: float
    records: list[StrengthRecord]

    def to_json(self) -> dict[str, Any]:
        return {"kind": "lp_strength", "label": self.label, "set": self.set, "objective_seed": self.objective_seed,
                "solver": self.solver, "time_limit": self.time_limit,
                "records": [r.to_json() for r in self.records]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StrengthFile:
        if not isinstance(data, Mapping) or data.get("kind") != "lp_strength":
            raise ValueError("not an LP strength file (no kind: lp_strength)")
        return cls(label=str(data["label"]), set=str(data["set"]), objective_seed=int(data["objective_seed"]),
                   solver=str(data["solver"]), time_limit=float(data["time_limit"]),
                   records=[StrengthRecord.from_json(r) for r in data["records"]])


def read(path: str | Path) -> StrengthFile:
    """The strength file at ``path`` (OSError; ValueError when it holds none)."""
    return StrengthFile.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


def finite_or_none(v: float | None) -> float | None:
    """JSON has no NaN: a non-finite number is stored as None."""
    return None if v is None or not math.isfinite(v) else float(v)
