"""Pyomo: HiGHS and SCIP through Pyomo's new solver interface (``pyomo.contrib.solver``:
``highs`` over highspy, ``scip_direct`` over pyscipopt), CBC and GLPK through the classic
shell plugins (Debian's ``cbc`` and ``glpsol`` binaries), Gurobi, CPLEX and Xpress through
``gurobi_direct``, ``cplex_direct``, ``xpress_direct`` (their Python modules).

Traps handled here: the time limit is passed to ``solve()`` itself (appsi's HiGHS ignores
``config.time_limit`` set beforehand); glpsol rejects a fractional ``--tmlim`` so GLPK
gets whole seconds (rounded up, at least 1).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from puzzlebench.models.backends import identity
from puzzlebench.models.backends.base import (
    Adapter,
    Probe,
    SolveOptions,
    SolveOutcome,
    cbc_build,
    cbc_words,
    cplex_stopped,
    highs_option_names,
    licence_module_missing,
    reset_highs_scheduler,
    row_bounds,
    rows,
    scip_option_names,
    system_cbc,
    xpress_option_names,
    xpress_stopped,
)
from puzzlebench.models.backends.identity import SolverBuild
from puzzlebench.models.backends.status import Availability, OutcomeStatus
from puzzlebench.models.backends.why import cbc_log, highs_log, scip_log
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.model import Model
from puzzlebench.models.timing import Timer, timed


def _pyomo_version() -> str:
    import pyomo.version

    return str(pyomo.version.version)


def build_pyomo(model: Model) -> tuple[Any, Any]:
    """A ConcreteModel ``m`` with ``m.x[k]`` per column and ``m.c[r]`` per row; returns (m, x)."""
    import pyomo.environ as pyo

    m = pyo.ConcreteModel(name=model.name)
    n = model.num_vars
    m.x = pyo.Var(range(n), domain=pyo.Reals)
    x = m.x
    for k, (a, b, integer) in enumerate(
        zip(model.lb.tolist(), model.ub.tolist(), model.is_integer.tolist(), strict=True)
    ):
        v = x[k]
        if integer:
            v.domain = pyo.Binary if (a >= 0 and b <= 1) else pyo.Integers
        v.setlb(a if math.isfinite(a) else None)
        v.setub(b if math.isfinite(b) else None)
    lo, hi = row_bounds(model)
    m.c = pyo.ConstraintList()
    for r, cols, coefs in rows(model):
        expr = pyo.quicksum((float(c) * x[j] for j, c in zip(cols.tolist(), coefs.tolist(), strict=True)))
        a = float(lo[r]) if math.isfinite(lo[r]) else None
        b = float(hi[r]) if math.isfinite(hi[r]) else None
        if a is not None and a == b:
            m.c.add(expr == a)
        else:
            m.c.add(pyo.inequality(a, expr, b))
    nz = np.flatnonzero(model.objective).tolist()
    m.obj = pyo.Objective(expr=pyo.quicksum(float(model.objective[j]) * x[j] for j in nz) if nz else 0.0)
    return m, x


def _values(x: Any, n: int) -> np.ndarray:
    return np.asarray([x[k].value if x[k].value is not None else np.nan for k in range(n)], dtype=float)


def _apply_hint(x: Any, hint: np.ndarray | None) -> None:
    if hint is not None:
        for k, v in enumerate(np.asarray(hint, dtype=float).tolist()):
            x[k].set_value(v, skip_validation=True)


class _Contrib(Adapter):
    """Pyomo's new interface (results with termination_condition + solution_status)."""

    layer = "pyomo"
    factory_name = ""
    seed_option = ""

    def _opt(self) -> Any:
        import pyomo.environ  # noqa: F401  (registers the plugins)
        from pyomo.contrib.solver.common.factory import SolverFactory

        return SolverFactory(self.factory_name)

    def probe(self) -> Probe:
        try:
            opt = self._opt()
            avail = opt.available()
        except Exception as exc:
            return Availability.BROKEN, f"{type(exc).__name__}: {exc}", ""
        if not avail:
            return Availability.NOT_INSTALLED, f"Pyomo's {self.factory_name} interface reports {avail}", ""
        return Availability.AVAILABLE, "", f"pyomo {_pyomo_version()} / {self.identity().describe()}"

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        from pyomo.contrib.solver.common.results import SolutionStatus, TerminationCondition

        version = self.info().version  # once per process: not the translation's time
        with timed(tr):
            opt = self._opt()
            m, x = build_pyomo(model)
        with timed(sv):
            res = opt.solve(
                m,
                time_limit=float(opts.time_limit),
                threads=int(opts.threads),
                load_solutions=False,
                raise_exception_on_nonoptimal_result=False,
                solver_options={**({self.seed_option: int(opts.seed)} if self.seed_option else {}),
                                **opts.solver_options},
            )
        tc, ss = res.termination_condition, res.solution_status
        found: dict[str, Any] = {"solution_status": str(ss.name)}
        for key in ("iteration_count",):
            val = getattr(res, key, None)
            if val is not None:
                found["iterations"] = int(val)
        log = str(getattr(res, "solver_log", "") or "")  # captured even without tee
        found.update(highs_log(log) if self.solver == "highs" else scip_log(log) if self.solver == "scip" else {})
        counters = SolverCounters.of(str(tc.name), found)  # Pyomo's termination condition: the status it gives
        values = None
        if ss in (SolutionStatus.optimal, SolutionStatus.feasible):
            res.solution_loader.load_vars()
            values = _values(x, model.num_vars)
            status = OutcomeStatus.OPTIMAL if ss == SolutionStatus.optimal else OutcomeStatus.FEASIBLE
        elif tc in (TerminationCondition.provenInfeasible, TerminationCondition.locallyInfeasible):
            status = OutcomeStatus.INFEASIBLE
        elif tc in (TerminationCondition.maxTimeLimit, TerminationCondition.iterationLimit, TerminationCondition.interrupted):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        message = str(tc.name) if status == OutcomeStatus.ERROR else ""
        return SolveOutcome(status, values, counters, solver_version=version, message=message)


class PyomoHighs(_Contrib):
    solver, factory_name, seed_option = "highs", "highs", "random_seed"

    def option_names(self) -> list[str] | None:
        return highs_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.highspy_build()

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        reset_highs_scheduler()
        return super().solve(model, opts, tr, sv)


class PyomoScip(_Contrib):
    solver, factory_name, seed_option = "scip", "scip_direct", "randomization/randomseedshift"

    def option_names(self) -> list[str] | None:
        return scip_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.pyscipopt_build()


class _Legacy(Adapter):
    """Pyomo's classic plugins (shell solvers and *_direct for commercial ones)."""

    layer = "pyomo"
    factory_name = ""

    def _opt(self) -> Any:
        import pyomo.environ as pyo

        return pyo.SolverFactory(self.factory_name)

    def probe(self) -> Probe:
        try:
            opt = self._opt()
            ok = bool(opt.available(exception_flag=False))
        except Exception as exc:
            return Availability.BROKEN, f"{type(exc).__name__}: {exc}", ""
        if not ok:
            why = f"Pyomo finds no usable {self.factory_name} (binary/module or licence missing)"
            return Availability.NOT_INSTALLED, why, ""
        return Availability.AVAILABLE, "", self.version({})

    def version(self, options: Mapping[str, Any]) -> str:
        return f"pyomo {_pyomo_version()} / {self.identity(options).describe()}"

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        raise NotImplementedError

    def solver_words(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The solver options Pyomo hands to the solver (all of them, but CBC's ``build``)."""
        return dict(options)

    def stopped_by_limit(self, opt: Any) -> bool:
        """Whether the solver's own status says it stopped at a limit without a point, where
        Pyomo's termination condition says "error" (CPLEX, Xpress)."""
        return False

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        from pyomo.opt import SolutionStatus, TerminationCondition

        version = self.version(opts.solver_options)  # once per process: not the translation's time
        with timed(tr):
            opt = self._opt()
            m, x = build_pyomo(model)
            warm = opts.hint is not None and self.factory_name == "cbc"
            if warm:
                _apply_hint(x, opts.hint)
            # the solver's own options last: Pyomo hands them to the solver as written
            # (CBC: -key value, glpsol: --key value); the binary decides what it knows
            for k, v in {**self.options(opts), **self.solver_words(opts.solver_options)}.items():
                opt.options[k] = v
        with timed(sv):
            kw: dict[str, Any] = {"load_solutions": False}
            if warm:
                kw["warmstart"] = True
            res = opt.solve(m, **kw)
        tc = res.solver.termination_condition
        # the shell plugin keeps the solver's output (CBC's log)
        found = cbc_log(str(getattr(opt, "_log", "") or "")) if self.factory_name == "cbc" else {}
        counters = SolverCounters.of(str(tc), found)  # Pyomo's termination condition: the status it gives
        sol_status = res.solution[0].status if len(res.solution) else None
        values = None
        if sol_status in (SolutionStatus.optimal, SolutionStatus.feasible, SolutionStatus.stoppedByLimit, SolutionStatus.bestSoFar):
            m.solutions.load_from(res)
            values = _values(x, model.num_vars)
            if np.isnan(values).any():
                values = None
        if values is not None:
            status = OutcomeStatus.OPTIMAL if tc == TerminationCondition.optimal else OutcomeStatus.FEASIBLE
        elif tc in (TerminationCondition.infeasible, TerminationCondition.infeasibleOrUnbounded):
            status = OutcomeStatus.INFEASIBLE
        elif tc in (TerminationCondition.maxTimeLimit, TerminationCondition.maxIterations,
                    TerminationCondition.maxEvaluations) or (
            # CBC stopped by its limit with only a fractional point
            tc == TerminationCondition.intermediateNonInteger and sv.wall >= 0.9 * opts.time_limit
        ) or self.stopped_by_limit(opt):
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        message = str(tc) if status == OutcomeStatus.ERROR else ""
        return SolveOutcome(status, values, counters, solver_version=version, message=message)


class PyomoCbc(_Legacy):
    solver, factory_name = "cbc", "cbc"
    builds = ("system",)  # Pyomo runs the cbc on PATH; PuLP's bundled binary is PuLP's

    def check_options(self, options: Mapping[str, Any]) -> None:
        cbc_build(self.layer, options, "system", self.builds)
        super().check_options(cbc_words(options))

    def solver_words(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return cbc_words(options)

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        cbc_build(self.layer, options, "system", self.builds)
        return identity.cbc_binary(str(self._opt().executable() or system_cbc()))

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        return {"sec": float(opts.time_limit), "threads": int(opts.threads), "randomCbcSeed": int(opts.seed) + 1}


class PyomoGlpk(_Legacy):
    solver, factory_name = "glpk", "glpk"
    seeded = False  # glpsol has no seed option

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.glpsol_binary()

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        # glpsol rejects a fractional --tmlim; glpk is single-threaded and not seeded
        return {"tmlim": max(1, math.ceil(opts.time_limit))}


class _PyomoCommercial(_Legacy):
    """Gurobi, CPLEX, Xpress through Pyomo's ``*_direct`` interfaces (their Python modules);
    a size-limited licence is handled by ``solve_model`` before Pyomo sees the model."""

    module, product = "", ""

    def probe(self) -> Probe:
        missing = licence_module_missing(self.module, self.product)
        return (Availability.NO_LICENCE, missing, "") if missing else super().probe()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.commercial(self.solver)


class PyomoGurobi(_PyomoCommercial):
    solver, factory_name, module, product = "gurobi", "gurobi_direct", "gurobipy", "Gurobi"

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        return {"TimeLimit": float(opts.time_limit), "Threads": int(opts.threads), "Seed": int(opts.seed)}


class PyomoCplex(_PyomoCommercial):
    solver, factory_name, module, product = "cplex", "cplex_direct", "cplex", "CPLEX"

    def stopped_by_limit(self, opt: Any) -> bool:
        return cplex_stopped(opt._solver_model.solution)

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        return {"timelimit": float(opts.time_limit), "threads": int(opts.threads), "randomseed": int(opts.seed)}


class PyomoXpress(_PyomoCommercial):
    solver, factory_name, module, product = "xpress", "xpress_direct", "xpress", "Xpress"

    def option_names(self) -> list[str] | None:
        return xpress_option_names()

    def stopped_by_limit(self, opt: Any) -> bool:
        return xpress_stopped(opt._solver_model)

    def options(self, opts: SolveOptions) -> dict[str, Any]:
        # TIMELIMIT, not MAXTIME (which Xpress 9 applies only once a solution is found)
        return {"timelimit": float(opts.time_limit), "threads": int(opts.threads), "randomseed": int(opts.seed)}
