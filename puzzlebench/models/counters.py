"""What a solver says about its search, typed: its own status and the four counters every MIP
solver has a word for (nodes, LP iterations, dual bound, relative gap); the rest in a bag.

Why a type: the layers named the same facts their own way (the status was ``solver_status``
on the native layer and pywraplp, ``pulp_status`` on PuLP, ``termination`` on Pyomo,
``cp_status`` in the multipuzzle baseline), so every reader had to know every layer's word.
Each adapter now fills one :class:`SolverCounters`, once, where it reads the solver; the run
record carries the five typed fields as ``counters`` and the rest (cuts, callbacks, rounds,
whatever a layer reports) as ``stats``, under the names the layer gives them.

Why here, not in :mod:`puzzlebench.models.backends`: the run record
(:mod:`puzzlebench.engine.run.records`) holds it and the analysis reads records without
importing a solver layer. This module imports the standard library only (importing
``puzzlebench.models.backends`` would load numpy and the adapters' base); the import
contract that keeps the analysis solver-free allows this one edge (pyproject.toml).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

TYPED: tuple[str, ...] = ("status", "nodes", "iterations", "bound", "gap")
"""The typed fields, in the order the record's ``counters`` lists them."""


def _count(value: Any) -> int | None:
    """A non-negative whole number, or None (absent, not a number, not finite, negative: the
    solvers' "not available" is -1 in HiGHS)."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not math.isfinite(value) or value < 0:
        return None
    return int(value)


def _real(value: Any) -> float | None:
    """A finite number, or None (HiGHS reports an unknown bound as +-inf)."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


@dataclass(frozen=True)
class SolverCounters:
    """One solve as the solver reports it. Every field is optional: None means the solver
    (or its layer) does not say. ``status`` is the solver's own status text (``Optimal``,
    ``OPTIMAL``, ``timelimit``, ``convergenceCriteriaSatisfied``: not the harness's
    :class:`~puzzlebench.models.backends.status.OutcomeStatus`, which the adapter decides
    from it); ``iterations`` counts simplex/LP iterations, ``bound`` is the dual bound,
    ``gap`` the relative gap (0.0: proven). ``extra`` holds what else the layer reports,
    by its own names. Values are normalised on construction (counts as ints, numbers
    finite or None), so a record never carries a NaN or a negative count."""

    status: str | None = None
    nodes: int | None = None
    iterations: int | None = None
    bound: float | None = None
    gap: float | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        clash = sorted(set(self.extra) & set(TYPED))
        if clash:
            raise ValueError(f"solver counters {clash} are typed fields, not extra statistics")
        object.__setattr__(self, "status", None if self.status is None else str(self.status))
        object.__setattr__(self, "nodes", _count(self.nodes))
        object.__setattr__(self, "iterations", _count(self.iterations))
        object.__setattr__(self, "bound", _real(self.bound))
        object.__setattr__(self, "gap", _real(self.gap))
        object.__setattr__(self, "extra", dict(self.extra))

    @classmethod
    def of(cls, status: Any, found: Mapping[str, Any]) -> SolverCounters:
        """The counters of a solve whose status is ``status`` and whose statistics are
        ``found`` (what :mod:`puzzlebench.models.backends.why` or an API read, under the
        typed names ``nodes``, ``iterations``, ``bound``, ``gap``): those four lifted out,
        the rest kept as ``extra``."""
        return cls(status, found.get("nodes"), found.get("iterations"), found.get("bound"), found.get("gap"),
                   {k: v for k, v in found.items() if k not in TYPED})

    def typed(self) -> SolverCounters:
        """The typed fields alone (a run record keeps ``extra`` in its ``stats``)."""
        return SolverCounters(self.status, self.nodes, self.iterations, self.bound, self.gap)

    def with_extra(self, more: Mapping[str, Any]) -> SolverCounters:
        """These counters with ``more`` statistics in ``extra`` (a branch-and-cut adapter's)."""
        return SolverCounters(self.status, self.nodes, self.iterations, self.bound, self.gap,
                              {**self.extra, **more})

    def then(self, later: SolverCounters, last: frozenset[str] = frozenset()) -> SolverCounters:
        """This solve followed by ``later`` (the next round of a cut loop): nodes and iterations
        add up, status, bound and gap are the later solve's; in ``extra`` numbers add up
        except those named in ``last`` (the later one's), anything else is the later one's."""
        def add(a: int | None, b: int | None) -> int | None:
            return b if a is None else a if b is None else a + b

        extra = dict(self.extra)
        for k, v in later.extra.items():
            summed = isinstance(v, int | float) and k in extra and k not in last
            extra[k] = extra[k] + v if summed else v
        return SolverCounters(later.status, add(self.nodes, later.nodes), add(self.iterations, later.iterations),
                              later.bound, later.gap, extra)

    def to_json(self) -> dict[str, Any]:
        """The typed fields as the record's ``counters`` (``extra`` goes to its ``stats``)."""
        return {"status": self.status, "nodes": self.nodes, "iterations": self.iterations,
                "bound": self.bound, "gap": self.gap}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SolverCounters:
        """The counters of a record's ``counters`` (its ``stats`` stay the record's own)."""
        return cls(data.get("status"), data.get("nodes"), data.get("iterations"), data.get("bound"),
                   data.get("gap"))
