"""A Galaxies puzzle answered with no solver call, where the exact deduction settles every cell:
its uniqueness verdict (:func:`settled_verdict`) and its first solution (:func:`settled_solution`).

Why it is a proof: reach pruning and the deduction (:func:`puzzlebench.models.galaxies.geometry.deduce`,
the formulations' ``deduce`` option) only remove (galaxy, cell) pairs that no valid solution
uses. When they leave every cell exactly one galaxy, every solution is that one grid: if the
independent checker accepts it, it is a solution and the puzzle has no other (``unique``);
if the checker rejects it, or a cell is left with no galaxy at all, it has none (``none``).
A cell left with two or more galaxies gives no answer here (None): the caller asks a solver,
as the harness's certificate (:mod:`puzzlebench.engine.generate.uniqueness`) and the runner
(:func:`puzzlebench.engine.run.runner.run`) do.

Why a route of its own: it is neither the certificate nor a run (no model, no solver, no
no-good row), so its answers carry their own route string (:data:`ROUTE`) wherever a route
is reported; the generators' manifests keep the certificate's route and the experiments
the runner's records, and only a caller that asks for this route
(``count_solutions(..., settled=True)``, :func:`settled_solution`: the benchmark against the
baselines) gets it. Its soundness rests on the deduction's, which the tests hold against
the certificate's verdicts and the CP-SAT runs' solutions. :func:`first_solution` is the
benchmark's first-solution path: this route where it answers, the runner elsewhere.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from puzzlebench.engine.generate.solution_count import UniquenessResult, UniquenessVerdict
from puzzlebench.engine.run.records import CheckResult, RunRecord, RunStatus, Times
from puzzlebench.instances.checker import Violation, check
from puzzlebench.instances.types import GalaxiesInstance, Instance, Solution
from puzzlebench.models.timing import Timer, timed

if TYPE_CHECKING:
    from puzzlebench.engine.run.spec import RunSpec

ROUTE = "galaxies deduction (reach + forced cells) settles every cell + independent checker, no solver"


@dataclass(frozen=True)
class _Settled:
    """What the deduction left: the one grid (None when it emptied a cell), or why there is none."""

    grid: Solution | None
    empty: tuple[int, int] | None = None  # a cell left with no galaxy


def _settle(instance: Instance) -> _Settled | None:
    """The one grid the deduction leaves a Galaxies puzzle, or the cell it empties; None when
    a cell keeps two or more galaxies, and for any other puzzle."""
    from puzzlebench.models.galaxies.geometry import candidates, cell_counts, deduce, geometry

    if not isinstance(instance, GalaxiesInstance):
        return None
    geo = geometry(instance)
    cand = deduce(geo, candidates(geo, "reach"), reached=True)
    counts = cell_counts(cand)
    empty = np.flatnonzero(counts == 0)
    if empty.size:
        return _Settled(None, geo.cell(int(empty[0])))
    if (counts > 1).any():
        return None
    return _Settled(tuple(map(tuple, cand.argmax(axis=0).reshape(geo.rows, geo.cols).tolist())))


def _no_grid(settled: _Settled, bad: list[Violation]) -> str:
    """Why the settled puzzle has no solution (the emptied cell, or the rule its one grid breaks)."""
    if settled.empty is not None:
        i, j = settled.empty
        return f"the deduction leaves cell ({i}, {j}) no galaxy: no solution"
    return f"the one grid the deduction leaves breaks a rule ({bad[0]}): no solution"


def settled_verdict(instance: Instance) -> UniquenessResult | None:
    """``unique`` or ``none`` when the deduction settles every cell of a Galaxies puzzle (or
    empties one); None when it leaves a cell open, and for any other puzzle."""
    start = time.perf_counter()
    settled = _settle(instance)
    if settled is None:
        return None
    res = UniquenessResult(UniquenessVerdict.NONE, route=ROUTE)
    bad = [] if settled.grid is None else check(instance, settled.grid)
    if settled.grid is None or bad:
        res.message = _no_grid(settled, bad)
    else:
        res.verdict = UniquenessVerdict.UNIQUE
        res.solutions.append(settled.grid)
    res.wall = time.perf_counter() - start
    return res


@dataclass
class SettledSolution:
    """A first solution by the deduction alone, in a run record's terms (what a caller of the
    runner reads: ``status``, ``times``, ``message``, ``solution``, ``check``) and with its
    route, since no model and no solver made it.

    ``times``: ``formulate`` is the deduction (the part of a run's formulate step that builds
    no model) and the one grid read from it, ``check`` the independent checker; ``translate``
    and ``solve`` stay zero. ``status``: ``solved`` when the checker accepts the grid;
    ``infeasible`` when the deduction proves there is no solution; ``wrong`` when it claims
    so although the puzzle's own solution checks valid (the runner's rule for a solver's
    claim: a sound deduction never does)."""

    status: RunStatus
    solution: Solution | None = None
    check: CheckResult = field(default_factory=CheckResult)
    times: Times = field(default_factory=Times)
    message: str = ""
    route: str = ROUTE


def settled_solution(instance: Instance) -> SettledSolution | None:
    """The Galaxies puzzle's solution when the deduction settles every cell (checked), or
    the proof that it has none; None when a cell stays open, and for any other puzzle:
    the caller runs a solver there."""
    with timed(deduction := Timer()):
        settled = _settle(instance)
    if settled is None:
        return None
    out = SettledSolution(RunStatus.INFEASIBLE)
    out.times.add("formulate", deduction.as_dict())
    with timed(checking := Timer()):
        bad = [] if settled.grid is None else check(instance, settled.grid)
        refuted = (settled.grid is None or bool(bad)) and instance.solution is not None \
            and not check(instance, instance.solution)
    out.times.add("check", checking.as_dict())
    if settled.grid is not None:
        out.solution = settled.grid
        out.check = CheckResult(not bad, [v.to_json() for v in bad])
    if settled.grid is not None and not bad:
        out.status = RunStatus.SOLVED
    else:
        out.message = _no_grid(settled, bad)
        if refuted:
            out.status = RunStatus.WRONG
            out.message = f"{out.message}, but the puzzle's own solution satisfies every rule"
    return out


def first_solution(spec: RunSpec, instance: Instance, *, settled: bool = True) -> RunRecord | SettledSolution:
    """The first solution ``spec`` asks for: with ``settled``, by the deduction alone where it
    settles every cell (:func:`settled_solution`, its own route); elsewhere, or without it,
    the runner's run of ``spec``, whose formulate step then also holds the deduction tried
    first (what the route cost is counted where it was paid)."""
    from puzzlebench.engine.run.runner import run

    with timed(attempt := Timer()):
        done = settled_solution(instance) if settled else None
    if done is not None:
        return done
    rec = run(spec, instance)
    if settled:
        rec.times.add("formulate", attempt.as_dict())
        rec.stats["settled_attempt"] = attempt.as_dict()
    return rec
