"""OR-Tools: CP-SAT (``cp_model``) and the MIP solvers behind ``pywraplp`` (SCIP, HiGHS, CBC).

CP-SAT only knows integer variables and integer coefficients. Our models are integer
except the flow variables of ``galaxies/flow``; at an integer optimum of a network-flow
block the flows can be chosen integral, so CP-SAT gets them as integers within their
bounds (an infinite upper bound becomes ``UNBOUNDED_CAP``). A fractional coefficient is
refused with a clear ``error`` outcome rather than silently scaled.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from puzzlebench.models.backends import identity
from puzzlebench.models.backends.base import (
    Adapter,
    Probe,
    SolveOptions,
    SolveOutcome,
    cpsat_option_names,
    row_bounds,
    rows,
    scip_option_names,
)
from puzzlebench.models.backends.cpsat_text import model_text, rows_text
from puzzlebench.models.backends.identity import SolverBuild
from puzzlebench.models.backends.status import Availability, OutcomeStatus
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.interruptible import solve_cpsat
from puzzlebench.models.model import Model, RowSet
from puzzlebench.models.timing import Timer, timed

if TYPE_CHECKING:
    from ortools.sat.python.cp_model import CpModel

UNBOUNDED_CAP = 10**9  # stand-in for an infinite bound of an integer/flow column in CP-SAT


@functools.cache
def _ortools_version() -> str:
    """Once per process: reading the distribution's metadata took about a millisecond, on
    every solve."""
    from importlib.metadata import version

    return version("ortools")


def set_cpsat_options(params: Any, options: Mapping[str, Any]) -> None:
    """Set CP-SAT parameters by name; an enum parameter also takes its value's name
    (``search_branching=FIXED_SEARCH``). The values go through CP-SAT's protobuf message
    (which checks their types: a wrong one raises and the run records the error) and reach
    the solver's own parameters as text format (the solver's parameters are not protobuf)."""
    if not options:
        return
    from google.protobuf import text_format
    from ortools.sat import sat_parameters_pb2

    msg = sat_parameters_pb2.SatParameters()
    fields = msg.DESCRIPTOR.fields_by_name
    for key, value in options.items():
        enum = fields[key].enum_type
        if enum is not None and isinstance(value, str):
            if value not in enum.values_by_name:
                raise ValueError(f"CP-SAT option {key} takes one of {', '.join(enum.values_by_name)}, got {value!r}")
            value = enum.values_by_name[value].number
        if fields[key].is_repeated:  # protobuf 6.3x; its old `label` is deprecated
            getattr(msg, key).extend(list(value) if isinstance(value, list | tuple) else [value])
        else:
            setattr(msg, key, value)
    params.merge_text_format(text_format.MessageToString(msg))


NATIVE_ROWS = os.environ.get("PUZZLEBENCH_CPSAT_ROWS", "native") != "linear"
"""Translate Boolean rows to CP-SAT's native constraints. ``PUZZLEBENCH_CPSAT_ROWS=linear``
keeps every row linear: only for the side-by-side measurement in
``benchmarks/bench_scale_solve.py`` (its workers inherit the variable)."""


@functools.cache
def _bare_cp_model() -> type[CpModel]:
    """``CpModel`` without the camelCase aliases OR-Tools sets on every new model (a
    ``setattr`` per method, about 0.1 ms a model, a third of it in the profiler's eyes);
    nothing here calls them. Should a later OR-Tools drop the hook, the override is idle."""
    from ortools.sat.python import cp_model

    class BareCpModel(cp_model.CpModel):
        def _add_pre_pep8_methods(self) -> None:
            pass

    return BareCpModel


def cp_model_of(model: Model, lb: np.ndarray, ub: np.ndarray, native: bool = True) -> CpModel:
    """The CP-SAT model of ``model`` (integer bounds ``lb``/``ub``), parsed from its proto's
    text (:mod:`puzzlebench.models.backends.cpsat_text`: why text, and which rows become
    native constraints with ``native``).

    Why not ``add_linear_constraint``: building a ``LinearExpr`` per row cost ~1.1 s for the
    68k rows of an empty Troix 99x99 (and again in every cut round).
    """
    m = _bare_cp_model()()
    if not m.proto.merge_text_format(model_text(model, lb, ub, native)):
        raise ValueError("CP-SAT refused the model's text")  # a bug here, not in the model
    return m


class CpSat(Adapter):
    layer, solver = "ortools", "cpsat"
    solves_lp = False  # given a continuous model it still searches integers: no LP relaxation to ask

    def option_names(self) -> list[str] | None:
        return cpsat_option_names()

    def probe(self) -> Probe:
        try:
            from ortools.sat.python import cp_model  # noqa: F401
        except ImportError as exc:
            return Availability.NOT_INSTALLED, f"ortools not importable: {exc}", ""
        return Availability.AVAILABLE, "", f"ortools {_ortools_version()} / CP-SAT"

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.cpsat_build()

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        kept = self.session(model, opts, tr)
        return kept if isinstance(kept, SolveOutcome) else kept.solve(opts.time_limit, tr, sv)

    def session(self, model: Model, opts: SolveOptions, tr: Timer) -> KeptCpModel | SolveOutcome:
        with timed(tr):
            if model.A.nnz and not np.all(np.abs(model.A.data - np.rint(model.A.data)) < 1e-9):
                return SolveOutcome(OutcomeStatus.ERROR, solver_version=_version(), message="CP-SAT needs integer coefficients")
            lb = np.where(np.isfinite(model.lb), np.ceil(model.lb - 1e-9), -UNBOUNDED_CAP).astype(np.int64)
            ub = np.where(np.isfinite(model.ub), np.floor(model.ub + 1e-9), UNBOUNDED_CAP).astype(np.int64)
            nz = np.flatnonzero(model.objective)
            if nz.size and not np.all(np.abs(model.objective[nz] - np.rint(model.objective[nz])) < 1e-9):
                return SolveOutcome(OutcomeStatus.ERROR, solver_version=_version(), message="CP-SAT needs an integer objective")
            m = cp_model_of(model, lb, ub, NATIVE_ROWS)
            if nz.size:
                m.proto.objective.vars.extend(nz.tolist())
                m.proto.objective.coeffs.extend(np.round(model.objective[nz]).astype(np.int64).tolist())
            if opts.hint is not None:
                hint = np.clip(np.round(np.asarray(opts.hint)).astype(np.int64), lb, ub)
                m.proto.solution_hint.vars.extend(range(model.num_vars))
                m.proto.solution_hint.values.extend(hint.tolist())
        return KeptCpModel(model, m, lb, ub, opts)


def _version() -> str:
    return f"ortools {_ortools_version()} / CP-SAT"


class KeptCpModel:
    """A translated CP-SAT model, kept: rows are appended to its proto as text
    (:func:`~puzzlebench.models.backends.cpsat_text.rows_text`, the same constraints a new
    translation of the grown model would end with), and every solve gets a new solver with
    the run's parameters, as a new translation would."""

    def __init__(self, model: Model, cp: CpModel, lb: np.ndarray, ub: np.ndarray, opts: SolveOptions) -> None:
        self.model, self.cp, self.lb, self.ub, self.opts = model, cp, lb, ub, opts

    def add_rows(self, rows: RowSet) -> None:
        if not self.cp.proto.merge_text_format(rows_text(self.model.only_rows(rows), self.lb, self.ub, NATIVE_ROWS)):
            raise ValueError("CP-SAT refused the rows' text")  # a bug here, not in the rows

    def solve(self, time_limit: float, tr: Timer, sv: Timer) -> SolveOutcome:
        from ortools.sat.python import cp_model

        with timed(tr):
            s = cp_model.CpSolver()
            s.parameters.max_time_in_seconds = max(float(time_limit), 0.001)
            s.parameters.num_workers = max(int(self.opts.threads), 1)
            s.parameters.random_seed = int(self.opts.seed)
            set_cpsat_options(s.parameters, self.opts.solver_options)
        with timed(sv):
            st = solve_cpsat(s, self.cp)
        gap = None
        if st == cp_model.OPTIMAL:
            gap = 0.0
        elif st == cp_model.FEASIBLE and math.isfinite(s.best_objective_bound):
            obj = float(s.objective_value)
            gap = abs(obj - float(s.best_objective_bound)) / max(1.0, abs(obj))
        counters = SolverCounters(  # CP-SAT's nodes are its branches (it has no LP tree)
            s.status_name(st), int(s.num_branches), int(s.response_proto.num_lp_iterations),
            float(s.best_objective_bound), gap,
            {"branches": int(s.num_branches), "conflicts": int(s.num_conflicts), "solver_wall": float(s.wall_time)})
        status = {
            cp_model.OPTIMAL: OutcomeStatus.OPTIMAL,
            cp_model.FEASIBLE: OutcomeStatus.FEASIBLE,
            cp_model.INFEASIBLE: OutcomeStatus.INFEASIBLE,
            cp_model.UNKNOWN: OutcomeStatus.TIMEOUT,
            cp_model.MODEL_INVALID: OutcomeStatus.ERROR,
        }.get(st, OutcomeStatus.ERROR)
        values = None
        if status in (OutcomeStatus.OPTIMAL, OutcomeStatus.FEASIBLE):
            values = np.asarray(list(s.response_proto.solution), dtype=float)  # list(): half the time
        msg = self.cp.validate() if status == OutcomeStatus.ERROR else ""
        return SolveOutcome(status, values, counters, solver_version=_version(), message=msg)


class _Linear(Adapter):
    """pywraplp (the classic MPSolver wrapper); ``backend`` is its solver id."""

    layer = "ortools"
    backend = ""
    params = ""  # solver-specific parameter string template (seed)
    hints = True  # does SetHint work with this solver?

    def probe(self) -> Probe:
        try:
            from ortools.linear_solver import pywraplp
        except ImportError as exc:
            return Availability.NOT_INSTALLED, f"ortools not importable: {exc}", ""
        s = pywraplp.Solver.CreateSolver(self.backend)
        if s is None:
            why = f"{self.backend} is not built into this ortools wheel (or has no licence)"
            return Availability.NOT_BUILT, why, ""
        return Availability.AVAILABLE, "", self._version(s)

    def option_text(self, options: Mapping[str, Any]) -> str:
        """The solver's parameter file format, one ``name = value`` line each (SCIP's)."""
        return "\n".join(f"{k} = {_scip_value(v)}" for k, v in options.items())

    def _version(self, s: object) -> str:
        return f"ortools {_ortools_version()} / {self.identity().describe()}"

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        # pywraplp's HiGHS reports "PDLP Solver" as its version (an OR-Tools quirk): its banner says
        if self.backend == "HIGHS":
            return identity.ortools_highs()
        from ortools.linear_solver import pywraplp

        s = pywraplp.Solver.CreateSolver(self.backend)
        return identity.ortools_linked(s.SolverVersion()) if s is not None else SolverBuild(self.solver)

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        from ortools.linear_solver import pywraplp

        version = self._version(None)  # once per process: not the translation's time
        with timed(tr):
            s = pywraplp.Solver.CreateSolver(self.backend)
            if s is None:
                return SolveOutcome(OutcomeStatus.ERROR, message=f"{self.backend} not available in ortools")
            inf = s.infinity()
            xs = []
            for k, (a, b, integer) in enumerate(zip(model.lb.tolist(), model.ub.tolist(), model.is_integer.tolist(), strict=True)):
                a = a if math.isfinite(a) else -inf
                b = b if math.isfinite(b) else inf
                xs.append(s.IntVar(a, b, f"v{k}") if integer else s.NumVar(a, b, f"v{k}"))
            lo, hi = row_bounds(model)
            for r, cols, coefs in rows(model):
                c = s.RowConstraint(lo[r] if math.isfinite(lo[r]) else -inf, hi[r] if math.isfinite(hi[r]) else inf, "")
                for j, v in zip(cols.tolist(), coefs.tolist(), strict=True):
                    c.SetCoefficient(xs[j], v)
            obj = s.Objective()
            for j in np.flatnonzero(model.objective).tolist():
                obj.SetCoefficient(xs[j], float(model.objective[j]))
            obj.SetMinimization()
            if opts.hint is not None and self.hints:
                s.SetHint(xs, [float(v) for v in np.asarray(opts.hint).tolist()])
            s.SetTimeLimit(max(int(math.ceil(opts.time_limit * 1000)), 1))
            s.SetNumThreads(max(int(opts.threads), 1))
            if self.params:
                s.SetSolverSpecificParametersAsString(self.params.format(seed=int(opts.seed)))
            if opts.solver_options and not s.SetSolverSpecificParametersAsString(self.option_text(opts.solver_options)):
                return SolveOutcome(OutcomeStatus.ERROR, solver_version=version,
                                    message=f"{self.backend} refused the solver options {dict(opts.solver_options)}")
        with timed(sv):
            st = s.Solve()
        has_point = st in (pywraplp.Solver.OPTIMAL, pywraplp.Solver.FEASIBLE)
        if st == pywraplp.Solver.OPTIMAL:
            status = OutcomeStatus.OPTIMAL
        elif st == pywraplp.Solver.FEASIBLE:
            status = OutcomeStatus.FEASIBLE
        elif st == pywraplp.Solver.INFEASIBLE:
            status = OutcomeStatus.INFEASIBLE
        elif st == pywraplp.Solver.NOT_SOLVED:
            status = OutcomeStatus.TIMEOUT
        elif sv.wall >= 0.95 * opts.time_limit:
            # pywraplp's HiGHS answers an unknown code (99) when its time limit strikes
            status = OutcomeStatus.TIMEOUT
        else:  # ABNORMAL, UNBOUNDED, MODEL_INVALID
            status = OutcomeStatus.ERROR
        counters = SolverCounters(_MPSOLVER_STATUS.get(int(st), str(int(st))), int(s.nodes()), int(s.iterations()),
                                  float(s.Objective().BestBound()) if has_point else None,  # defined only then
                                  extra={"solver_wall_ms": int(s.wall_time())})
        values = np.asarray([x.solution_value() for x in xs], dtype=float) if has_point else None
        return SolveOutcome(status, values, counters, solver_version=version)


_MPSOLVER_STATUS = {0: "OPTIMAL", 1: "FEASIBLE", 2: "INFEASIBLE", 3: "UNBOUNDED", 4: "ABNORMAL",
                    5: "MODEL_INVALID", 6: "NOT_SOLVED"}
"""pywraplp's result codes by their names (``MPSolver.ResultStatus``; pywraplp has no
``status_name``); a code not listed (HiGHS's 99 at its time limit) stays a number, as text."""


def _scip_value(v: Any) -> str:
    return ("TRUE" if v else "FALSE") if isinstance(v, bool) else str(v)


class LpScip(_Linear):
    solver, backend = "scip", "SCIP"
    params = "randomization/randomseedshift = {seed}"

    def option_names(self) -> list[str] | None:
        return scip_option_names()


# measured (ortools 9.15): SetSolverSpecificParametersAsString returns False for every string
# with pywraplp's HiGHS and CBC, so their options cannot reach the solver through this layer
_NO_PARAMS = "pywraplp's {} interface refuses solver-specific parameters (use the pyomo or pulp layer)"


class LpHighs(_Linear):
    solver, backend = "highs", "HIGHS"
    hints = False  # measured here: SetHint + Solve with pywraplp's HiGHS segfaults (ortools 9.15)
    params = "random_seed={seed}"
    no_options = _NO_PARAMS.format("HiGHS")
    seeded = False  # measured (ortools 9.15): it refuses the parameter string, so the seed never arrives


class LpCbc(_Linear):
    solver, backend = "cbc", "CBC"
    seeded = False  # pywraplp passes CBC no parameter string
    no_options = _NO_PARAMS.format("CBC")


class LpGurobi(_Linear):
    solver, backend = "gurobi", "GUROBI"
    seeded = False
    no_options = "not wired for pywraplp's Gurobi (untested here: no licence)"


class LpCplex(_Linear):
    solver, backend = "cplex", "CPLEX"
    seeded = False
    no_options = "not wired for pywraplp's CPLEX (untested here: no licence)"
