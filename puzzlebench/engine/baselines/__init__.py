"""Baselines that are not MIP: solvers of the puzzle itself, behind one small interface.

A baseline takes an instance and a time limit and returns a :class:`BaselineResult`; the
runner checks its grid with the independent checker like any solver's. It has no
formulation, so its runs have no variant: the experiment lists it among the solvers as
``{layer: NAME, solver: NAME}``, its runs are labelled by its name, and the plan gives it
one run per instance (and repeat) of the puzzles it knows.

Adding a baseline: a class with ``name``, ``puzzles``, ``probe()`` and ``solve()`` in a
module of this package, and its entry in :data:`BUILTIN`. A baseline that can also prove a
puzzle has one solution (it can ask its tool for a further one and hear "none") has
``count_solutions()`` too (:class:`Counting`), the counterpart of the harness's own
certificate (:mod:`puzzlebench.engine.generate.uniqueness`). The in-process ones share the loop
(:mod:`puzzlebench.engine.baselines.inprocess`): multi-puzzle-solver, PySAT and clingo.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from puzzlebench.instances.types import Instance
from puzzlebench.models.counters import SolverCounters

if TYPE_CHECKING:
    from puzzlebench.engine.generate.solution_count import UniquenessResult


class BaselineStatus(StrEnum):
    """How a baseline's solve ended, before the checker looked at anything (the runner
    turns it into the run's status: a grid is checked, the rest is recorded as it is)."""

    FOUND = "found"  # it returned a grid (the checker decides whether it is right)
    GAVE_UP = "gave_up"  # it stopped without one (sgt does when a puzzle needs more guessing than it allows)
    TIMEOUT = "timeout"  # its time limit ran out
    INFEASIBLE = "infeasible"  # it proved there is no solution (the runner checks the claim)
    ERROR = "error"  # it failed (crash, refusal, unreadable output), with the reason in ``message``


BASELINE_STATUSES: tuple[str, ...] = tuple(s.value for s in BaselineStatus)


@dataclass
class BaselineResult:
    status: BaselineStatus  # given as a string, stored as the member
    solution: Any | None
    wall: float  # seconds, as the baseline measured them (sgt: process start to reap)
    cpu: float
    message: str = ""
    stats: dict[str, Any] = field(default_factory=dict)
    # the tool's own status and search counts, where it is a solver that tells them (the
    # multipuzzle baseline's CP-SAT); the record's ``counters``
    counters: SolverCounters = field(default_factory=SolverCounters)

    def __post_init__(self) -> None:
        if self.status not in BASELINE_STATUSES:
            raise ValueError(f"baseline status {self.status!r} not in {BASELINE_STATUSES}")
        self.status = BaselineStatus(self.status)


class Baseline(Protocol):
    name: str
    puzzles: tuple[str, ...]

    def probe(self) -> tuple[bool, str, str]:
        """(available, why not, version)."""
        ...

    def solve(self, instance: Instance, time_limit: float) -> BaselineResult: ...


@runtime_checkable
class Counting(Protocol):
    """A baseline with a uniqueness mode: up to ``limit`` solutions, each checked by the
    independent checker, and whether that is all of them."""

    def count_solutions(self, instance: Instance, *, limit: int = 2,
                        time_limit: float = 60.0) -> UniquenessResult: ...


BUILTIN: dict[str, str] = {
    "sgt": "puzzlebench.engine.baselines.sgt:SgtBaseline",
    "multipuzzle": "puzzlebench.engine.baselines.multipuzzle:MultiPuzzleBaseline",
    "pysat": "puzzlebench.engine.baselines.sat:SatBaseline",
    "clingo": "puzzlebench.engine.baselines.asp:AspBaseline",
}
_CACHE: dict[str, Baseline] = {}


def names() -> list[str]:
    return list(BUILTIN)


def is_baseline(layer: str, solver: str | None = None) -> bool:
    """True for an experiment's solver entry that names a baseline (layer == solver == name)."""
    return layer in BUILTIN and (solver is None or solver == layer)


def get(name: str) -> Baseline:
    if name not in _CACHE:
        if name not in BUILTIN:
            raise KeyError(f"unknown baseline {name!r}; known: {', '.join(BUILTIN)}")
        module, cls = BUILTIN[name].split(":")
        _CACHE[name] = getattr(importlib.import_module(module), cls)()
    return _CACHE[name]


def counting(name: str) -> Counting | None:
    """The baseline ``name`` when it has a uniqueness mode, else None."""
    b = get(name)
    return b if isinstance(b, Counting) else None


def puzzles_of(name: str) -> tuple[str, ...]:
    """The puzzles a baseline solves (without importing anything heavy)."""
    return get(name).puzzles


def instance_problem(name: str, instance: Instance) -> str | None:
    """Why baseline ``name`` cannot take ``instance`` at all (its puzzle, or a size its tool
    refuses), before it runs: bad input to the caller (exit 2), not an ``error`` record. A
    baseline states sizes by an optional ``instance_problem(instance)`` method."""
    baseline = get(name)
    if instance.puzzle not in baseline.puzzles:
        return f"{name} solves {' and '.join(baseline.puzzles)} only, not {instance.puzzle}"
    check = getattr(baseline, "instance_problem", None)
    return check(instance) if check is not None else None
