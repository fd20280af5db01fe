"""OR-Tools: CP-SAT (``cp_model``) and the MIP solvers behind ``pywraplp`` (SCIP, HiGHS, CBC).

CP-SAT only knows integer variables and integer coefficients. Our models are integer
except the flow variables of ``galaxies/flow``; at an integer optimum of a network-flow
block the flows can be chosen integral, so CP-SAT gets them as integers within their
bounds (an infinite upper bound becomes ``UNBOUNDED_CAP``). A fractional coefficient is
refused with a clear ``error`` outcome rather than silently scaled.
"""

from __future__ import annotations

import math

import numpy as np

from models.backends.base import Adapter, Probe, SolveOptions, SolveOutcome, row_bounds, rows
from models.backends.status import Availability, OutcomeStatus
from models.model import Model
from models.timing import Timer, timed

UNBOUNDED_CAP = 10**9  # stand-in for an infinite bound of an integer/flow column in CP-SAT


def _ortools_version() -> str:
    import ortools

    return str(ortools.__version__)


class CpSat(Adapter):
    layer, solver = "ortools", "cpsat"

    def probe(self) -> Probe:
        try:
            from ortools.sat.python import cp_model  # noqa: F401
        except ImportError as exc:
            return Availability.NOT_INSTALLED, f"ortools not importable: {exc}", ""
        return Availability.AVAILABLE, "", f"ortools {_ortools_version()} / CP-SAT"

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        from ortools.sat.python import cp_model

        version = f"ortools {_ortools_version()} / CP-SAT"
        with timed(tr):
            if model.A.nnz and not np.all(np.abs(model.A.data - np.round(model.A.data)) < 1e-9):
                return SolveOutcome(OutcomeStatus.ERROR, solver_version=version, message="CP-SAT needs integer coefficients")
            m = cp_model.CpModel()
            lb = np.where(np.isfinite(model.lb), np.ceil(model.lb - 1e-9), -UNBOUNDED_CAP).astype(np.int64)
            ub = np.where(np.isfinite(model.ub), np.floor(model.ub + 1e-9), UNBOUNDED_CAP).astype(np.int64)
            xs = [m.new_int_var(int(a), int(b), f"v{k}") for k, (a, b) in enumerate(zip(lb.tolist(), ub.tolist(), strict=True))]
            lo, hi = row_bounds(model)
            big = cp_model.INT_MAX
            for r, cols, coefs in rows(model):
                a = math.ceil(lo[r] - 1e-9) if math.isfinite(lo[r]) else cp_model.INT_MIN
                b = math.floor(hi[r] + 1e-9) if math.isfinite(hi[r]) else big
                expr = cp_model.LinearExpr.weighted_sum([xs[c] for c in cols.tolist()], np.round(coefs).astype(int).tolist())
                m.add_linear_constraint(expr, a, b)
            nz = np.flatnonzero(model.objective)
            if nz.size:
                if not np.all(np.abs(model.objective[nz] - np.round(model.objective[nz])) < 1e-9):
                    return SolveOutcome(OutcomeStatus.ERROR, solver_version=version, message="CP-SAT needs an integer objective")
                m.minimize(cp_model.LinearExpr.weighted_sum([xs[c] for c in nz.tolist()],
                                                           np.round(model.objective[nz]).astype(int).tolist()))
            if opts.hint is not None:
                for k, v in enumerate(np.round(np.asarray(opts.hint)).astype(np.int64).tolist()):
                    m.add_hint(xs[k], int(min(max(v, lb[k]), ub[k])))
            s = cp_model.CpSolver()
            s.parameters.max_time_in_seconds = max(float(opts.time_limit), 0.001)
            s.parameters.num_workers = max(int(opts.threads), 1)
            s.parameters.random_seed = int(opts.seed)
        with timed(sv):
            st = s.solve(m)
        stats = {
            "branches": int(s.num_branches),
            "conflicts": int(s.num_conflicts),
            "solver_wall": float(s.wall_time),
            "solver_status": s.status_name(st),
            "nodes": int(s.num_branches),
            "iterations": int(s.response_proto.num_lp_iterations),
            "bound": float(s.best_objective_bound) if math.isfinite(s.best_objective_bound) else None,
        }
        if st == cp_model.OPTIMAL:
            stats["gap"] = 0.0
        elif st == cp_model.FEASIBLE and math.isfinite(s.best_objective_bound):
            obj = float(s.objective_value)
            stats["gap"] = abs(obj - float(s.best_objective_bound)) / max(1.0, abs(obj))
        status = {
            cp_model.OPTIMAL: OutcomeStatus.OPTIMAL,
            cp_model.FEASIBLE: OutcomeStatus.FEASIBLE,
            cp_model.INFEASIBLE: OutcomeStatus.INFEASIBLE,
            cp_model.UNKNOWN: OutcomeStatus.TIMEOUT,
            cp_model.MODEL_INVALID: OutcomeStatus.ERROR,
        }.get(st, OutcomeStatus.ERROR)
        values = None
        if status in (OutcomeStatus.OPTIMAL, OutcomeStatus.FEASIBLE):
            values = np.asarray([s.value(x) for x in xs], dtype=float)
        msg = m.validate() if status == OutcomeStatus.ERROR else ""
        return SolveOutcome(status, values, stats, solver_version=version, message=msg)


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

    def _version(self, s: object) -> str:
        # pywraplp's HiGHS reports "PDLP Solver" as its version (an OR-Tools quirk)
        name = "HiGHS (bundled)" if self.backend == "HIGHS" else s.SolverVersion()  # type: ignore[attr-defined]
        return f"ortools {_ortools_version()} / {name}"

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        from ortools.linear_solver import pywraplp

        with timed(tr):
            s = pywraplp.Solver.CreateSolver(self.backend)
            if s is None:
                return SolveOutcome(OutcomeStatus.ERROR, message=f"{self.backend} not available in ortools")
            version = self._version(s)
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
        with timed(sv):
            st = s.Solve()
        stats = {"iterations": int(s.iterations()), "nodes": int(s.nodes()), "solver_wall_ms": int(s.wall_time())}
        if st in (pywraplp.Solver.OPTIMAL, pywraplp.Solver.FEASIBLE):  # the bound is only defined then
            stats["bound"] = float(s.Objective().BestBound())
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
        stats["solver_status"] = int(st)
        values = np.asarray([x.solution_value() for x in xs], dtype=float) if has_point else None
        return SolveOutcome(status, values, stats, solver_version=version)


class LpScip(_Linear):
    solver, backend = "scip", "SCIP"
    params = "randomization/randomseedshift = {seed}"


class LpHighs(_Linear):
    solver, backend = "highs", "HIGHS"
    hints = False  # measured here: SetHint + Solve with pywraplp's HiGHS segfaults (ortools 9.15)
    params = "random_seed={seed}"


class LpCbc(_Linear):
    solver, backend = "cbc", "CBC"


class LpGurobi(_Linear):
    solver, backend = "gurobi", "GUROBI"


class LpCplex(_Linear):
    solver, backend = "cplex", "CPLEX"
