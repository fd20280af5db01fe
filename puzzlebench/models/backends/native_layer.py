"""The native layer: the solver-neutral model's arrays handed to each solver's own API, no
modelling library in between. It is the floor that says what Pyomo, PuLP and pywraplp cost
(``make bench-layers`` measures them side by side, README).

Per solver, the nearest the API comes to loading a matrix:

- HiGHS (highspy): ``passModel`` with the CSR arrays as they are (one call);
- Gurobi (gurobipy): ``addMVar`` for the columns, ``addMConstr`` with the scipy CSR matrix;
- Xpress: ``loadMIP`` / ``loadLP`` with the matrix by columns (CSC), one call;
- CPLEX: one ``variables.add`` and one ``linear_constraints.add`` call, but CPLEX's Python API
  takes the rows as an (indices, values) list pair each: no plain matrix load in its public API;
- SCIP (PySCIPOpt): the columns by ``addMatrixVar`` (one call), but every row still becomes a
  PySCIPOpt expression and constraint: PySCIPOpt has no matrix load (its matrix API builds
  one expression object per row too);
- CP-SAT: its model proto filled from the arrays, Boolean rows as native exactly-one,
  at-most-one and clause constraints (:func:`~puzzlebench.models.backends.ortools_layer.cp_model_of`,
  the same builder as the ``ortools`` layer's CP-SAT, which never used a Python object per row).

Statuses follow each API's own codes; a size-limited licence is decided in ``solve_model``
before anything here runs (:mod:`puzzlebench.models.backends.licence`).
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
from collections.abc import Mapping
from typing import Any

import numpy as np

from puzzlebench.models.backends import identity
from puzzlebench.models.backends.base import (
    Adapter,
    Probe,
    SolveOptions,
    SolveOutcome,
    cplex_stopped,
    highs_lp,
    highs_option_names,
    licence_module_missing,
    reset_highs_scheduler,
    scip_option_names,
    xpress_option_names,
)
from puzzlebench.models.backends.cpsat_rows import binary_columns
from puzzlebench.models.backends.identity import SolverBuild
from puzzlebench.models.backends.ortools_layer import CpSat
from puzzlebench.models.backends.status import Availability, OutcomeStatus
from puzzlebench.models.backends.why import highspy_info, pyscipopt_info
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.model import EQ, GE, LE, Model
from puzzlebench.models.timing import Timer, timed

SENSE_CHARS = {LE: "L", EQ: "E", GE: "G"}


def sense_chars(model: Model, chars: Mapping[int, str] = SENSE_CHARS) -> np.ndarray:
    """One character per row (``L``/``E``/``G`` by default), as the matrix APIs want them."""
    table = np.array([chars[LE], chars[EQ], chars[GE]])
    return table[model.sense.astype(np.int64) + 1]


def _finite(values: np.ndarray, infinity: float) -> np.ndarray:
    """Bounds with +-inf replaced by the solver's own infinity."""
    return np.clip(np.asarray(values, dtype=float), -infinity, infinity)


class _Native(Adapter):
    layer = "native"
    module = ""  # the solver's Python module
    product = ""  # its name, for a commercial one (a missing module is then "no licence")

    def probe(self) -> Probe:
        if self.product:
            missing = licence_module_missing(self.module, self.product)
            if missing:
                return Availability.NO_LICENCE, missing, ""
        elif importlib.util.find_spec(self.module) is None:
            return Availability.NOT_INSTALLED, f"{self.module} is not installed", ""
        return Availability.AVAILABLE, "", f"native / {self.identity().describe()}"

    def version(self) -> str:
        return self.info().version or f"native / {self.solver}"

    def attach(self, handle: Any, columns: Any) -> Any:
        """Called with the solver's model and its columns just before the solve: nothing here;
        the branch-and-cut adapters (:mod:`puzzlebench.models.backends.lazy`) attach their
        callbacks. What it returns is handed to ``optimize`` where the API takes a callback
        there (Gurobi)."""
        return None


# ---- HiGHS -----------------------------------------------------------------------------------
class NativeHighs(_Native):
    solver, module = "highs", "highspy"

    def option_names(self) -> list[str] | None:
        return highs_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.highspy_build()

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import highspy

        reset_highs_scheduler()
        version = self.version()
        with timed(tr):
            h = highspy.Highs()
            h.setOptionValue("output_flag", False)
            lp = highs_lp(model, model.objective)
            if model.is_integer.any():
                kinds = [highspy.HighsVarType.kContinuous, highspy.HighsVarType.kInteger]
                lp.integrality_ = [kinds[int(k)] for k in model.is_integer]
            h.passModel(lp)
            for key, value in {"time_limit": float(opts.time_limit), "threads": int(opts.threads),
                               "random_seed": int(opts.seed), **opts.solver_options}.items():
                h.setOptionValue(key, value)
            if opts.hint is not None:
                sol = highspy.HighsSolution()
                sol.col_value = np.asarray(opts.hint, dtype=float).tolist()
                sol.value_valid = True
                h.setSolution(sol)
        with timed(sv):
            h.run()
        ms = h.getModelStatus()
        counters = SolverCounters.of(h.modelStatusToString(ms), highspy_info(h))
        has_point = int(h.getInfo().primal_solution_status) == 2  # kSolutionStatusFeasible
        values = np.asarray(h.getSolution().col_value, dtype=float) if has_point else None
        M = highspy.HighsModelStatus
        if ms == M.kOptimal and has_point:
            status = OutcomeStatus.OPTIMAL
        elif has_point:
            status = OutcomeStatus.FEASIBLE
        elif ms == M.kInfeasible:
            status = OutcomeStatus.INFEASIBLE
        elif ms in (M.kTimeLimit, M.kIterationLimit, M.kSolutionLimit, M.kInterrupt):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        message = str(counters.status) if status == OutcomeStatus.ERROR else ""
        return SolveOutcome(status, values, counters, solver_version=version, message=message)


# ---- SCIP ------------------------------------------------------------------------------------
class NativeScip(_Native):
    solver, module = "scip", "pyscipopt"

    def option_names(self) -> list[str] | None:
        return scip_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.pyscipopt_build()

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import pyscipopt
        from pyscipopt.scip import Expr, Term

        version = self.version()
        with timed(tr):
            m = pyscipopt.Model()
            m.hideOutput()
            binary = binary_columns(model)
            vtype = np.where(binary, "B", np.where(model.is_integer, "I", "C"))
            inf = m.infinity()
            x = m.addMatrixVar((model.num_vars,), vtype=vtype, lb=_finite(model.lb, inf), ub=_finite(model.ub, inf),
                               obj=model.objective.astype(float))
            xs = x.tolist()
            A = model.A
            ptr, cols, coefs = A.indptr.tolist(), A.indices.tolist(), A.data.tolist()
            senses, rhs = model.sense.tolist(), model.rhs.tolist()
            for r in range(model.num_rows):  # PySCIPOpt has no matrix load: one expression a row
                e = Expr({Term(xs[j]): c for j, c in zip(cols[ptr[r]:ptr[r + 1]], coefs[ptr[r]:ptr[r + 1]], strict=True)})
                m.addCons(e <= rhs[r] if senses[r] == LE else e >= rhs[r] if senses[r] == GE else e == rhs[r])
            m.setParam("limits/time", max(float(opts.time_limit), 0.001))
            m.setParam("randomization/randomseedshift", int(opts.seed))
            for key, value in opts.solver_options.items():
                m.setParam(key, value)
            if opts.hint is not None:
                sol = m.createPartialSol()
                for var, v in zip(xs, np.asarray(opts.hint, dtype=float).tolist(), strict=True):
                    m.setSolVal(sol, var, v)
                m.addSol(sol)
            self.attach(m, xs)
        with timed(sv):
            m.optimize()
        st: str = m.getStatus()
        counters = SolverCounters.of(st, pyscipopt_info(m))
        values = None
        if m.getNSols() > 0:
            best = m.getBestSol()
            values = np.asarray([m.getSolVal(best, v) for v in xs], dtype=float)
        # SCIP names its statuses as we do ("optimal", "infeasible"): StrEnum members compare equal
        if values is not None:
            status = OutcomeStatus.OPTIMAL if st == OutcomeStatus.OPTIMAL else OutcomeStatus.FEASIBLE
        elif st == OutcomeStatus.INFEASIBLE:
            status = OutcomeStatus.INFEASIBLE
        elif st in ("timelimit", "nodelimit", "totalnodelimit", "stallnodelimit", "gaplimit", "sollimit",
                    "bestsollimit", "restartlimit", "userinterrupt"):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        return SolveOutcome(status, values, counters, solver_version=version,
                            message=st if status == OutcomeStatus.ERROR else "")


# ---- CP-SAT ----------------------------------------------------------------------------------
class NativeCpsat(CpSat):
    """CP-SAT from the arrays: the ``ortools`` layer's CP-SAT adapter already fills CP-SAT's
    model proto straight from the CSR arrays (no ``LinearExpr`` per row), so the native layer
    runs that builder under its own name, beside the other solvers' native loads."""

    layer = "native"


# ---- Gurobi ----------------------------------------------------------------------------------
@functools.cache
def _gurobi_env() -> Any:
    """One quiet Gurobi environment per process (starting one checks the licence)."""
    import gurobipy as gp

    return gp.Env(params={"OutputFlag": 0})


def _gurobi_status_name(code: int) -> str:
    """Gurobi's status code as its name (``OPTIMAL``, ``TIME_LIMIT``; the code as text when
    this gurobipy does not name it)."""
    import gurobipy as gp

    names = {getattr(gp.GRB.Status, n): n for n in dir(gp.GRB.Status) if n.isupper()}
    return names.get(code, str(code))


class NativeGurobi(_Native):
    solver, module, product = "gurobi", "gurobipy", "Gurobi"

    def option_names(self) -> list[str] | None:
        import gurobipy as gp

        return [p for p in dir(gp.GRB.Param) if not p.startswith("_")]

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.commercial(self.solver)

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import gurobipy as gp

        GRB = gp.GRB
        version = self.version()
        env = _gurobi_env()
        with timed(tr):
            m = gp.Model(env=env)
            binary = binary_columns(model)
            vtype = np.where(binary, GRB.BINARY, np.where(model.is_integer, GRB.INTEGER, GRB.CONTINUOUS))
            x = m.addMVar(model.num_vars, lb=_finite(model.lb, GRB.INFINITY), ub=_finite(model.ub, GRB.INFINITY),
                          vtype=vtype, obj=model.objective.astype(float))
            matrix: Any = model.A  # gurobipy takes a scipy sparse matrix (its stubs say ndarray)
            m.addMConstr(matrix, x, sense_chars(model, {LE: GRB.LESS_EQUAL, EQ: GRB.EQUAL, GE: GRB.GREATER_EQUAL}),
                         model.rhs.astype(float))
            m.Params.TimeLimit = max(float(opts.time_limit), 0.0)
            m.Params.Threads = int(opts.threads)
            m.Params.Seed = int(opts.seed)
            for key, value in opts.solver_options.items():
                m.setParam(key, value)
            if opts.hint is not None:
                x.setAttr("Start", np.asarray(opts.hint, dtype=float))
            callback = self.attach(m, x)
        with timed(sv):
            m.optimize(callback)
        st = int(m.Status)
        found: dict[str, Any] = {}
        for key, attr in (("nodes", "NodeCount"), ("iterations", "IterCount"), ("bound", "ObjBound"),
                          ("gap", "MIPGap")):
            with contextlib.suppress(gp.GurobiError, AttributeError):  # not defined for this status or model
                found[key] = float(getattr(m, attr))
        counters = SolverCounters.of(_gurobi_status_name(st), found)
        values = np.asarray(x.X, dtype=float) if m.SolCount > 0 else None
        if values is not None:
            status = OutcomeStatus.OPTIMAL if st == GRB.OPTIMAL else OutcomeStatus.FEASIBLE
        elif st in (GRB.INFEASIBLE, GRB.INF_OR_UNBD):
            status = OutcomeStatus.INFEASIBLE
        elif st in (GRB.TIME_LIMIT, GRB.NODE_LIMIT, GRB.ITERATION_LIMIT, GRB.SOLUTION_LIMIT, GRB.INTERRUPTED,
                    GRB.WORK_LIMIT):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        m.dispose()
        return SolveOutcome(status, values, counters, solver_version=version,
                            message=f"Gurobi status {st}" if status == OutcomeStatus.ERROR else "")


# ---- CPLEX -----------------------------------------------------------------------------------
class NativeCplex(_Native):
    solver, module, product = "cplex", "cplex", "CPLEX"

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.commercial(self.solver)

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import cplex

        version = self.version()
        with timed(tr):
            c = cplex.Cplex()
            for stream in (c.set_log_stream, c.set_results_stream, c.set_warning_stream, c.set_error_stream):
                stream(None)
            binary = binary_columns(model)
            kinds: dict[str, Any] = {}
            if model.is_integer.any():  # types make it a MIP: only when there are integers
                kinds["types"] = "".join(np.where(binary, "B", np.where(model.is_integer, "I", "C")).tolist())
            c.variables.add(obj=model.objective.astype(float).tolist(),
                            lb=_finite(model.lb, cplex.infinity).tolist(),
                            ub=_finite(model.ub, cplex.infinity).tolist(), **kinds)
            A = model.A
            ptr, cols, coefs = A.indptr.tolist(), A.indices.tolist(), A.data.tolist()
            rows = [[cols[a:b], coefs[a:b]] for a, b in zip(ptr[:-1], ptr[1:], strict=True)]
            c.linear_constraints.add(lin_expr=rows, senses="".join(sense_chars(model).tolist()),
                                     rhs=model.rhs.astype(float).tolist())
            c.parameters.timelimit.set(max(float(opts.time_limit), 0.0))
            c.parameters.threads.set(int(opts.threads))
            c.parameters.randomseed.set(int(opts.seed))
            for key, value in opts.solver_options.items():  # CPLEX's dot names: mip.limits.nodes
                functools.reduce(getattr, key.split("."), c.parameters).set(value)
            if opts.hint is not None and "types" in kinds:
                c.MIP_starts.add([list(range(model.num_vars)), np.asarray(opts.hint, dtype=float).tolist()],
                                 c.MIP_starts.effort_level.auto)
            self.attach(c, None)
        with timed(sv):
            c.solve()
        sol = c.solution
        st = int(sol.get_status())
        found: dict[str, Any] = {}
        if "types" in kinds:
            try:
                found["nodes"] = int(sol.progress.get_num_nodes_processed())
                found["bound"] = float(sol.MIP.get_best_objective())
            except cplex.exceptions.CplexError:
                pass
        counters = SolverCounters.of(sol.get_status_string(), found)
        has_point = bool(sol.is_primal_feasible())
        values = np.asarray(sol.get_values(), dtype=float) if has_point else None
        S = sol.status
        if has_point:
            proven = st in (S.MIP_optimal, S.optimal_tolerance, S.optimal)
            status = OutcomeStatus.OPTIMAL if proven else OutcomeStatus.FEASIBLE
        elif st in (S.MIP_infeasible, S.infeasible, S.MIP_infeasible_or_unbounded):
            status = OutcomeStatus.INFEASIBLE
        elif cplex_stopped(sol):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        c.end()
        return SolveOutcome(status, values, counters, solver_version=version,
                            message=str(counters.status) if status == OutcomeStatus.ERROR else "")


# ---- Xpress ----------------------------------------------------------------------------------
class NativeXpress(_Native):
    solver, module, product = "xpress", "xpress", "Xpress"

    def option_names(self) -> list[str] | None:
        return xpress_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.commercial(self.solver)

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import warnings

        with warnings.catch_warnings():  # "using the Community licence"
            warnings.simplefilter("ignore")
            import xpress as xp

        version = self.version()
        with timed(tr):
            p = xp.problem()
            p.setControl("outputlog", 0)
            csc = model.A.tocsc()
            lb, ub = _finite(model.lb, xp.infinity), _finite(model.ub, xp.infinity)
            matrix: dict[str, Any] = {  # by columns: start, row indices, coefficients
                "probname": "m", "rowtype": sense_chars(model), "rhs": model.rhs.astype(float),
                "objcoef": model.objective.astype(float), "start": csc.indptr.astype(np.int64),
                "rowind": csc.indices.astype(np.int64), "rowcoef": csc.data.astype(float), "lb": lb, "ub": ub}
            ints = np.flatnonzero(model.is_integer)
            if ints.size:
                p.loadMIP(**matrix, coltype=np.where(binary_columns(model)[ints], "B", "I"),
                          entind=ints.astype(np.int64))
            else:
                p.loadLP(**matrix)
            # TIMELIMIT, not MAXTIME (which Xpress 9 applies only once a solution is found)
            for key, value in {"timelimit": float(opts.time_limit), "threads": int(opts.threads),
                               "randomseed": int(opts.seed), **opts.solver_options}.items():
                p.setControl(key, value)
            if opts.hint is not None and ints.size:
                p.addMipSol(np.asarray(opts.hint, dtype=float), np.arange(model.num_vars), "hint")
            self.attach(p, None)
        with timed(sv):
            p.optimize()
        sol_status = p.attributes.solstatus
        found: dict[str, Any] = {}
        for key, attr in (("nodes", "nodes"), ("iterations", "simplexiter"), ("bound", "bestbound")):
            with contextlib.suppress(AttributeError, TypeError, ValueError):  # not every attribute, every problem
                found[key] = float(getattr(p.attributes, attr))
        counters = SolverCounters.of(str(sol_status.name if hasattr(sol_status, "name") else sol_status), found)
        S = xp.SolStatus
        has_point = sol_status in (S.OPTIMAL, S.FEASIBLE)
        values = np.asarray(p.getSolution(), dtype=float) if has_point else None
        if has_point:
            status = OutcomeStatus.OPTIMAL if sol_status == S.OPTIMAL else OutcomeStatus.FEASIBLE
        elif sol_status == S.INFEASIBLE:
            status = OutcomeStatus.INFEASIBLE
        elif sol_status == S.NOTFOUND:
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        return SolveOutcome(status, values, counters, solver_version=version,
                            message=str(counters.status) if status == OutcomeStatus.ERROR else "")
