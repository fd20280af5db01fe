"""One run -> one record: formulate, translate, solve (with the cut loop for lazy variants),
decode, check independently, and describe everything in a
:class:`~puzzlebench.engine.run.records.RunRecord`.

Status rules (the solver's word is never trusted):
- a point the formulation decodes into a grid the checker accepts -> ``solved``;
- a point the checker rejects (or that does not even decode) -> ``wrong``;
- "infeasible" from the solver while the instance's own known solution checks valid ->
  ``wrong`` too (a correct model of a solvable puzzle cannot be infeasible; the solver's
  claim stays in ``stats.claimed_status``). Only :func:`run` applies this rule: the
  uniqueness certificate calls :func:`solve_loop` and expects "infeasible" once no-good
  rows cut off the known solution;
- :class:`~puzzlebench.models.model.ModelTooLarge` from the build -> ``too_large``;
- a size-limited solver licence refusing the model -> ``licence_limit`` (decided from the
  model's size before translation, or from the solver's first answer: no solve time);
- no point within the limit -> ``timeout``; sgt stopping without a solution -> ``gave_up``.

Timings are taken here, in the process, around each step (perf_counter and process_time):
``formulate`` builds the variant's model; ``translate`` builds the layer's model (summed
over cut rounds); a run in a permuted row/column order (``spec.permutation``,
:mod:`puzzlebench.models.permute`) reorders the built model before any layer sees it, timed
apart (``stats.permute``, in no step: it is the harness's work, not the formulation's); ``solve`` is the solver calls plus, for lazy variants, the separation
between them; ``check`` decodes the point and runs the independent checker.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import numpy as np

from puzzlebench.engine import baselines
from puzzlebench.engine.baselines import BaselineStatus
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import (
    CheckResult,
    InstanceInfo,
    ModelSize,
    RunRecord,
    RunStatus,
    StepTime,
    Times,
)
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.checker import check
from puzzlebench.instances.types import Instance
from puzzlebench.models import registry
from puzzlebench.models.backends import OutcomeStatus, SolveOutcome, get_adapter, solve_model
from puzzlebench.models.backends import lazy as lazy_cuts
from puzzlebench.models.backends.status import ProbeResult
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.model import Model, ModelTooLarge, RowSet
from puzzlebench.models.permute import permuted
from puzzlebench.models.timing import Timer, timed
from puzzlebench.models.variant import Formulation


def solution_json(solution: Any) -> list[Any] | None:
    """The canonical format's ``solution`` shape: strings (Troix) or lists of ints (Galaxies)."""
    if solution is None:
        return None
    return [row if isinstance(row, str) else [int(v) for v in row] for row in solution]


LAST_ROUND_STATS = frozenset({"solver_wall"})
"""Numeric extra statistics that describe the last solve of a cut loop (not summed over
rounds; the typed status, bound and gap are the last round's too: :meth:`SolverCounters.then`)."""


@runtime_checkable
class KeepsCandidates(Protocol):
    """A formulation that keeps its deduction's candidates (Galaxies: galaxies x cells)."""

    cand: np.ndarray


@runtime_checkable
class SeparatesAtRoot(Protocol):
    """A cut formulation that also separates fractional points (``root_rounds`` of them
    before the integer loop: :func:`_root_rounds`)."""

    root_rounds: int

    def separate_fractional(self, values: np.ndarray) -> RowSet: ...


def deduced_share(form: Formulation, options: Mapping[str, Any]) -> float | None:
    """Share of the grid's cells the formulation's deduction settled before the solver:
    Galaxies, cells left with one candidate galaxy; Troix, cells left with one symbol (its
    model's ``meta``). None without ``deduce`` (nothing was deduced)."""
    if not options.get("deduce"):
        return None
    if isinstance(form, KeepsCandidates) and np.ndim(form.cand) == 2 and np.shape(form.cand)[1]:
        return float((np.asarray(form.cand).sum(axis=0) == 1).mean())
    meta = form.model.meta.get("deduce") or {}
    fixed, open_ = meta.get("fixed_cells"), meta.get("open_cells")
    if isinstance(fixed, int) and isinstance(open_, int) and fixed + open_:
        return fixed / (fixed + open_)
    return None


# ---- the solve step, with the cut loop ---------------------------------------------------
@dataclass(frozen=True)
class SolverCall:
    """What the solve step is asked for: the pair, the limits (``time_limit`` covers the
    whole cut loop) and the solver's own options."""

    layer: str
    solver: str
    time_limit: float
    threads: int = 1
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, spec: RunSpec) -> SolverCall:
        return cls(spec.layer, spec.solver, float(spec.time_limit), int(spec.threads), int(spec.seed),
                   dict(spec.solver_options))


@dataclass
class LoopResult:
    """What the solve step gives back: the last solve's outcome, the model it solved (the
    cuts found so far added), the translate and solve times summed over rounds, the solver's
    counters over the rounds (nodes and iterations summed, the last round's status, gap and
    bound: :meth:`SolverCounters.then`) and the cut loop's own statistics (its rounds and cuts)."""

    outcome: SolveOutcome
    model: Model
    times: Times = field(default_factory=Times)
    stats: dict[str, Any] = field(default_factory=dict)
    counters: SolverCounters = field(default_factory=SolverCounters)


def solve_loop(formulation: Formulation, call: SolverCall, *, lazy: bool, start: Model | None = None) -> LoopResult:
    """Solve; for lazy variants separate and re-solve until no cut is violated or the time
    limit (which covers the whole loop) runs out. The previous point is passed as a hint
    (CP-SAT, pywraplp, PuLP CBC/SCIP and Pyomo CBC use it; the others ignore it). ``start``:
    the model to solve instead of the formulation's own (the uniqueness certificate's, with
    its no-good rows); the formulation still decodes and separates."""
    model: Model = formulation.model if start is None else start
    times = Times()
    stats: dict[str, Any] = {}
    if lazy and getattr(formulation, "cut_loop", "resolve") == "callback" and lazy_cuts.supports(call.layer, call.solver):
        out = _branch_and_cut(formulation, model, call, times, stats)
        return LoopResult(out, model, times, stats, out.counters)
    counters = SolverCounters()
    deadline = time.perf_counter() + call.time_limit
    hint: np.ndarray | None = None
    rounds = cuts = 0
    sep = Timer()
    if lazy:
        model, root = _root_rounds(formulation, model, call, deadline, times, sep)
        stats.update(root)
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            out = SolveOutcome(OutcomeStatus.TIMEOUT, message="time limit reached inside the cut loop")
            break
        out = solve_model(model, call.layer, call.solver, time_limit=remaining, threads=call.threads,
                          seed=call.seed, hint=hint, solver_options=call.options)
        times.add("translate", out.times["translate"])
        times.add("solve", out.times["solve"])
        counters = counters.then(out.counters, LAST_ROUND_STATS)  # counts add up over rounds
        if not lazy or not out.has_point:
            break
        with timed(sep):
            rows = registry.separate(formulation, out.point)
        if rows is None or rows.count == 0:
            break
        rounds += 1
        cuts += rows.count
        model = model.with_rows(rows)
        hint = out.values
    if lazy:  # separating is part of solving by cuts: it counts in the solve step too
        times.add("solve", sep.as_dict())
        stats.update(cut_loop="resolve", cut_rounds=rounds, cuts=cuts, separate=sep.as_dict(),
                     final_constraints=model.num_rows)
        if out.status == OutcomeStatus.TIMEOUT and rounds:
            out.message = out.message or f"time limit reached after {rounds} cut rounds"
    return LoopResult(out, model, times, stats, counters)


def _branch_and_cut(formulation: Any, model: Model, call: SolverCall, times: Times,
                    stats: dict[str, Any]) -> SolveOutcome:
    """One solve with the formulation's cuts added inside it through the solver's callbacks
    (option ``cut_loop=callback``, :mod:`puzzlebench.models.backends.lazy`): integer points
    get ``separate``'s cuts, LP points ``separate_fractional``'s. The separation runs inside
    the solver's call, so its time is already in ``solve`` (``separate`` says how much)."""
    sep = Timer()

    def separator(values: np.ndarray, integral: bool) -> Any:
        with timed(sep):
            return formulation.separate(values) if integral else formulation.separate_fractional(values)

    out = solve_model(model, call.layer, call.solver, time_limit=call.time_limit, threads=call.threads,
                      seed=call.seed, solver_options=call.options, separator=separator)
    times.add("translate", out.times["translate"])
    times.add("solve", out.times["solve"])
    lazy = out.counters.extra  # the branch-and-cut adapter's counts (LazyCounters), beside the solver's
    cuts = int(lazy.get("lazy_cuts", 0)) + int(lazy.get("fractional_cuts", 0))
    stats.update(cut_rounds=int(lazy.get("lazy_rounds", 0)) + int(lazy.get("fractional_rounds", 0)),
                 cuts=cuts, separate=sep.as_dict(), final_constraints=model.num_rows + cuts)
    return out


def _root_rounds(
    formulation: Formulation, model: Model, call: SolverCall, deadline: float, times: Times, sep: Timer,
) -> tuple[Model, dict[str, int]]:
    """Cuts separated on the LP relaxation before the integer loop (``root_rounds`` option).

    Solve the relaxation (every column continuous) with the run's own solver, add what
    ``separate_fractional`` finds, repeat until nothing is found or the rounds run out.
    A solver that solves no LP (``Adapter.solves_lp`` false: CP-SAT would solve the integer
    problem) skips this.
    """
    if not isinstance(formulation, SeparatesAtRoot) or not formulation.root_rounds:
        return model, {}
    if not get_adapter(call.layer, call.solver).solves_lp:
        return model, {}
    limit, done, added = int(formulation.root_rounds), 0, 0
    while done < limit and deadline - time.perf_counter() > 0:
        lp = dataclasses.replace(model, is_integer=np.zeros(model.num_vars, dtype=bool))
        out = solve_model(lp, call.layer, call.solver, time_limit=deadline - time.perf_counter(),
                          threads=call.threads, seed=call.seed)
        times.add("translate", out.times["translate"])
        times.add("solve", out.times["solve"])
        if not out.has_point or out.values is None:
            break
        with timed(sep):
            rows = formulation.separate_fractional(out.values)
        if rows.count == 0:
            break
        done += 1
        added += rows.count
        model = model.with_rows(rows)
    return model, {"root_rounds": done, "root_cuts": added}


# ---- one run -----------------------------------------------------------------------------
def run(spec: RunSpec, instance: Instance) -> RunRecord:
    """Run ``spec`` on the loaded ``instance`` in this process; the checked record."""
    options: Mapping[str, Any] = spec.options
    if not spec.is_baseline:  # record the effective options (defaults included)
        with contextlib.suppress(KeyError):  # unknown variant: the run below records the error
            options = {**registry.get(spec.variant).options, **spec.options}
    rec = records.new_record(spec, InstanceInfo.of(instance, spec), options)
    try:
        if spec.is_baseline:
            _run_baseline(rec, spec, instance)
        else:
            _run_mip(rec, spec, instance, dict(options))
    except Exception as exc:  # recorded, never raised: one bad run must not end a batch
        rec.status = RunStatus.ERROR
        rec.message = f"{type(exc).__name__}: {exc}"
    rec.stats = records.jsonable(rec.stats)
    return rec


def _check_into(rec: RunRecord, instance: Instance, solution: Any) -> None:
    with timed(t := Timer()):
        violations = check(instance, solution)
    rec.times.add("check", t.as_dict())
    rec.solution = solution_json(solution)
    rec.check = CheckResult(not violations, [v.to_json() for v in violations])
    rec.status = RunStatus.WRONG if violations else RunStatus.SOLVED
    if violations:
        rec.message = f"checker rejects the solver's solution: {violations[0]}"


def _known_solution_valid(instance: Instance) -> bool:
    return instance.solution is not None and not check(instance, instance.solution)


def _claim_refuted(rec: RunRecord, who: str, claimed: str) -> None:
    """A claim of no solution that the instance's own solution (accepted by the checker)
    refutes: the run is ``wrong``; what the solver said stays in ``stats.claimed_status``.
    An instance without a solution leaves the claim unrefuted (``infeasible``): the grid
    checker can refute a claim of infeasibility only with a grid."""
    rec.status = RunStatus.WRONG
    rec.stats["claimed_status"] = claimed
    rec.message = (f"{who} claims no solution (status {claimed}), but the puzzle's own solution "
                   "satisfies every rule (the independent checker accepts it)")


def _run_mip(rec: RunRecord, spec: RunSpec, instance: Instance, options: dict[str, Any]) -> None:
    v = registry.get(spec.variant)
    layer, solver = spec.layer, spec.solver
    times = rec.times
    with timed(t := Timer()):
        try:
            form = v.make(instance, **options)
        except ModelTooLarge as exc:
            form = None
            rec.status, rec.message = RunStatus.TOO_LARGE, str(exc) or "model too large"
    times.add("formulate", t.as_dict())
    if form is None:
        return
    rec.size = ModelSize.from_json(form.model.size())
    share = deduced_share(form, options)
    if share is not None:
        rec.stats["deduced_share"] = share
    if spec.permutation:  # every layer gets the same reordered model; decode maps values back
        with timed(t := Timer()):
            form = permuted(form, int(spec.permutation))
        rec.stats["permute"] = t.as_dict()
    loop = solve_loop(form, SolverCall.of(spec), lazy=v.lazy)
    out, final = loop.outcome, loop.model
    for step in ("translate", "solve"):
        times.add(step, loop.times.step(step).to_json())
    rec.counters = loop.counters.typed()
    rec.stats.update(loop.counters.extra)
    rec.stats.update(loop.stats)
    rec.solver_version = out.solver_version or get_adapter(layer, solver).info().version
    build = out.build or get_adapter(layer, solver).identity(spec.solver_options)
    rec.solver_build = build.to_json()
    rec.message = out.message
    if out.has_point:
        with timed(t := Timer()):  # decoding the point is part of checking it
            rec.stats["model_violations"] = len(final.violations(out.point))
            try:
                solution, bad = form.decode(out.point), None
            except Exception as exc:  # a point that is not even a grid is a wrong answer
                solution, bad = None, f"solver's point does not decode: {type(exc).__name__}: {exc}"
        times.add("check", t.as_dict())
        if bad is not None:
            rec.status, rec.message = RunStatus.WRONG, bad
            rec.check = CheckResult(False, [])
            return
        _check_into(rec, instance, solution)
    elif out.status == OutcomeStatus.INFEASIBLE:
        with timed(t := Timer()):
            contradicted = _known_solution_valid(instance)
        times.add("check", t.as_dict())
        if contradicted:
            _claim_refuted(rec, f"{layer}/{solver}", str(out.status))
        else:
            rec.status = RunStatus.INFEASIBLE
    elif out.status == OutcomeStatus.TIMEOUT:
        rec.status = RunStatus.TIMEOUT
    elif out.status == OutcomeStatus.LICENCE_LIMIT:
        rec.status = RunStatus.LICENCE_LIMIT
    else:  # an error, or a point status without a point
        rec.status = RunStatus.ERROR
        if out.status != OutcomeStatus.ERROR:
            rec.message = rec.message or f"the solver said {out.status} but returned no point"


BASELINE_RUN_STATUS = {BaselineStatus.GAVE_UP: RunStatus.GAVE_UP, BaselineStatus.TIMEOUT: RunStatus.TIMEOUT,
                       BaselineStatus.INFEASIBLE: RunStatus.INFEASIBLE}
"""A baseline's status when it returned no grid -> the run's (anything else is ``error``; a
grid is checked like a solver's: ``solved`` or ``wrong``; a claim of no solution is ``wrong``
when the instance's known solution checks valid, as a solver's is)."""


def _run_baseline(rec: RunRecord, spec: RunSpec, instance: Instance) -> None:
    baseline = baselines.get(spec.layer)
    res = baseline.solve(instance, float(spec.time_limit))
    rec.solver_version = ProbeResult.of(baseline.probe()).version
    rec.times.solve = StepTime(float(res.wall), float(res.cpu))
    rec.message = str(res.message or "")
    rec.stats = dict(res.stats)
    rec.counters = res.counters
    if res.solution is not None:
        _check_into(rec, instance, res.solution)
    elif res.status == BaselineStatus.INFEASIBLE and _known_solution_valid(instance):
        _claim_refuted(rec, spec.layer, str(res.status))
    else:
        rec.status = BASELINE_RUN_STATUS.get(res.status, RunStatus.ERROR)


def run_spec(spec: RunSpec | Mapping[str, Any]) -> RunRecord:
    """Load the spec's instance (timed into ``stats.load``; parsed once per file text:
    :func:`~puzzlebench.instances.io.load_cached`) and run it."""
    from puzzlebench.instances.io import load_cached

    if not isinstance(spec, RunSpec):
        spec = RunSpec.from_json(spec)
    with timed(t := Timer()):
        instance = load_cached(spec.instance, spec.format or None)
    rec = run(spec, instance)
    rec.stats["load"] = t.as_dict()
    return rec
