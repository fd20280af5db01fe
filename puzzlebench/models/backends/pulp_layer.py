"""PuLP: its bundled CBC, HiGHS (through highspy's API: no ``highs`` binary ships with
highspy, so ``HiGHS_CMD`` is not usable here), SCIP (``SCIP_PY`` over pyscipopt), GLPK
(``GLPK_CMD`` over Debian's glpsol), Gurobi, CPLEX and Xpress (``GUROBI``, ``CPLEX_PY``,
``XPRESS_PY`` over their Python modules). CBC is PuLP's bundled binary, or with the solver
option ``build: system`` the ``cbc`` on PATH (:data:`~puzzlebench.models.backends.base.CBC_BUILD`).

Traps handled here: PuLP's CBC reports status "Optimal" when it stops at the time limit
with an integer-feasible point; only ``sol_status`` (2 = a solution, 1 = proven optimal)
tells them apart, so the status is read from ``sol_status``. glpsol rejects a fractional
time limit (whole seconds, rounded up). Column and row names are ``v<k>``/``r<k>``: a
variable called ``b`` (or any name glpsol's LP reader takes for a keyword) breaks GLPK.
"""

from __future__ import annotations

import contextlib
import math
import os
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
    rows,
    scip_option_names,
    system_cbc,
    xpress_option_names,
)
from puzzlebench.models.backends.identity import SolverBuild
from puzzlebench.models.backends.status import Availability, OutcomeStatus
from puzzlebench.models.backends.why import cbc_log, highspy_info, pyscipopt_info
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.model import EQ, GE, LE, Model
from puzzlebench.models.timing import Timer, timed


def _pulp_version() -> str:
    import pulp

    return str(pulp.__version__)


def build_pulp(model: Model) -> tuple[Any, list[Any]]:
    """An LpProblem with safe names (v<k>, r<k>); returns (problem, variables)."""
    import pulp

    prob = pulp.LpProblem("m", pulp.LpMinimize)
    xs = []
    for k, (a, b, integer) in enumerate(
        zip(model.lb.tolist(), model.ub.tolist(), model.is_integer.tolist(), strict=True)
    ):
        xs.append(
            pulp.LpVariable(
                f"v{k}",
                lowBound=a if math.isfinite(a) else None,
                upBound=b if math.isfinite(b) else None,
                cat=pulp.LpInteger if integer else pulp.LpContinuous,
            )
        )
    sense_map = {LE: pulp.LpConstraintLE, EQ: pulp.LpConstraintEQ, GE: pulp.LpConstraintGE}
    for r, cols, coefs in rows(model):
        expr = pulp.LpAffineExpression([(xs[j], c) for j, c in zip(cols.tolist(), coefs.tolist(), strict=True)])
        prob.addConstraint(pulp.LpConstraint(expr, sense_map[int(model.sense[r])], f"r{r}", float(model.rhs[r])))
    nz = np.flatnonzero(model.objective).tolist()
    prob.setObjective(pulp.LpAffineExpression([(xs[j], float(model.objective[j])) for j in nz]))
    return prob, xs


class _Pulp(Adapter):
    layer = "pulp"
    warm = False  # does this PuLP solver class take warmStart?

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        """The PuLP solver object; ``warm``: start from the variables' initial values (asked
        only of a class whose ``warm`` is True)."""
        raise NotImplementedError

    def _log_to(self, solver: Any) -> str | None:
        """Where the solver writes its log for :meth:`why` (None: it has no log we read)."""
        return None

    def why(self, prob: Any, log: str | None) -> dict[str, Any]:
        """Nodes, iterations, gap, bound, cuts after the solve (:mod:`puzzlebench.models.backends.why`)."""
        return {}

    def solver_name(self) -> str:
        return self.solver

    def stopped_by_limit(self, prob: Any) -> bool:
        """Whether the solver itself says it stopped at a limit without a point (where PuLP's
        status would say otherwise)."""
        return False

    def version(self, options: Mapping[str, Any] | None = None) -> str:
        """``pulp 3.3.0 / CBC 2.10.3 (built ...; PuLP 3.3.0's bundled binary)``."""
        return f"pulp {_pulp_version()} / {self.identity(options).describe()}"

    def probe(self) -> Probe:
        try:
            ok = bool(self.make(SolveOptions(1.0)).available())
        except Exception as exc:
            return Availability.BROKEN, f"{type(exc).__name__}: {exc}", ""
        if not ok:
            why = f"PuLP's {type(self.make(SolveOptions(1.0))).__name__} is not available here"
            return Availability.NOT_INSTALLED, why, ""
        return Availability.AVAILABLE, "", self.version()

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        import pulp

        version = self.version(opts.solver_options)  # once per process: not the translation's time
        with timed(tr):
            prob, xs = build_pulp(model)
            use_warm = self.warm and opts.hint is not None
            if use_warm:
                for x, v in zip(xs, np.asarray(opts.hint, dtype=float).tolist(), strict=True):
                    x.setInitialValue(v, check=False)
            solver = self.make(opts, warm=use_warm)
            log = self._log_to(solver)
        with timed(sv):
            prob.solve(solver)
        st, sol = int(prob.status), int(prob.sol_status)
        counters = SolverCounters.of(pulp.LpStatus.get(st, str(st)),
                                     {"pulp_sol_status": pulp.LpSolution.get(sol, str(sol)), **self.why(prob, log)})
        values = None
        if sol in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
            values = np.asarray([x.varValue if x.varValue is not None else np.nan for x in xs], dtype=float)
            if np.isnan(values).any():
                values = None
        if values is not None:
            # CBC says Optimal (status 1) at a time limit; sol_status 2 is the truth
            status = OutcomeStatus.OPTIMAL if sol == pulp.LpSolutionOptimal else OutcomeStatus.FEASIBLE
        elif self.stopped_by_limit(prob):
            status = OutcomeStatus.TIMEOUT
        elif st == pulp.LpStatusInfeasible:
            status = OutcomeStatus.INFEASIBLE
        elif st in (pulp.LpStatusNotSolved, pulp.LpStatusUndefined) and (
            sol == pulp.LpSolutionNoSolutionFound or sv.wall >= 0.95 * opts.time_limit
        ):
            # GLPK at its limit: "INTEGER EMPTY"/"UNDEFINED", which PuLP's sol_status calls
            # "No Solution Exists"; only the status and the clock tell it from a proof
            status = OutcomeStatus.TIMEOUT
        else:
            status = OutcomeStatus.ERROR
        return SolveOutcome(status, values, counters, solver_version=version,
                            message=str(counters.status) if status == OutcomeStatus.ERROR else "")


class PulpCbc(_Pulp):
    solver = "cbc"
    warm = True
    builds = ("bundled", "system")

    def check_options(self, options: Mapping[str, Any]) -> None:
        cbc_build(self.layer, options, "bundled", self.builds)
        super().check_options(cbc_words(options))

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # solver options become CBC command-line words ("maxNodes 1"); CBC skips a word it
        # does not know, so unknown keys cannot be refused here. ``build: system`` runs the
        # cbc on PATH through PuLP's COIN_CMD instead of the bundled binary (same arguments)
        system = cbc_build(self.layer, opts.solver_options, "bundled", self.builds) == "system"
        cls = pulp.COIN_CMD if system else pulp.PULP_CBC_CMD
        return cls(
            msg=False, timeLimit=float(opts.time_limit), threads=int(opts.threads),
            options=[f"randomCbcSeed {int(opts.seed) + 1}",
                     *(f"{k} {v}" for k, v in cbc_words(opts.solver_options).items())],
            warmStart=warm, **({"path": system_cbc()} if system else {}),
        )

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        path = str(self.make(SolveOptions(1.0, solver_options=options)).path)
        bundled = cbc_build(self.layer, options, "bundled", self.builds) == "bundled"
        return identity.cbc_binary(path, f"PuLP {_pulp_version()}'s bundled binary" if bundled else "")

    def _log_to(self, solver: Any) -> str | None:
        import tempfile

        fd, path = tempfile.mkstemp(prefix="puzzlebench-cbc-", suffix=".log")
        os.close(fd)
        solver.optionsDict["logPath"] = path
        return path

    def why(self, prob: Any, log: str | None) -> dict[str, Any]:
        if not log:
            return {}
        try:
            with open(log, encoding="utf-8", errors="replace") as fh:
                return cbc_log(fh.read())
        except OSError:
            return {}
        finally:
            with contextlib.suppress(OSError):
                os.unlink(log)


class PulpHighs(_Pulp):
    solver = "highs"

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        reset_highs_scheduler()
        return super().solve(model, opts, tr, sv)

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        return pulp.HiGHS(msg=False, timeLimit=float(opts.time_limit), threads=int(opts.threads),
                          **{"random_seed": int(opts.seed), **opts.solver_options})

    def option_names(self) -> list[str] | None:
        return highs_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.highspy_build()

    def why(self, prob: Any, log: str | None) -> dict[str, Any]:
        return highspy_info(getattr(prob, "solverModel", None))


class PulpScip(_Pulp):
    solver = "scip"
    warm = True

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # SCIP_PY is single-threaded (threads > 1 only warns)
        more = [x for k, v in opts.solver_options.items() for x in (k, v)]  # name, value, ...
        return pulp.SCIP_PY(msg=False, timeLimit=float(opts.time_limit), warmStart=warm,
                            options=["randomization/randomseedshift", int(opts.seed), *more])

    def option_names(self) -> list[str] | None:
        return scip_option_names()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.pyscipopt_build()

    def why(self, prob: Any, log: str | None) -> dict[str, Any]:
        return pyscipopt_info(getattr(prob, "solverModel", None))


class PulpGlpk(_Pulp):
    solver = "glpk"
    seeded = False  # glpsol has no seed option

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # glpsol rejects a fractional --tmlim; single-threaded, no seed option. Solver options
        # are glpsol flags: {nopresol: true} -> --nopresol, {cuts: ...} -> --cuts VALUE
        flags = [x for k, v in opts.solver_options.items() for x in ([f"--{k}"] if v is True else [f"--{k}", str(v)])]
        return pulp.GLPK_CMD(msg=False, timeLimit=max(1, math.ceil(opts.time_limit)), options=flags)

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.glpsol_binary()


class _PulpCommercial(_Pulp):
    """Gurobi, CPLEX, Xpress through PuLP's classes over their Python modules (gurobipy,
    cplex, xpress); a size-limited licence is handled by ``solve_model`` before PuLP sees
    the model (:mod:`puzzlebench.models.backends.licence`)."""

    module, product = "", ""

    def probe(self) -> Probe:
        missing = licence_module_missing(self.module, self.product)
        return (Availability.NO_LICENCE, missing, "") if missing else super().probe()

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        return identity.commercial(self.solver)


class PulpGurobi(_PulpCommercial):
    solver, module, product = "gurobi", "gurobipy", "Gurobi"
    warm = True

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # solver options are Gurobi parameters by name (Model.setParam)
        return pulp.GUROBI(msg=False, timeLimit=float(opts.time_limit), warmStart=warm,
                           **{"Threads": int(opts.threads), "Seed": int(opts.seed), **opts.solver_options})


class PulpCplex(_PulpCommercial):
    solver, module, product = "cplex", "cplex", "CPLEX"
    warm = True

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # solver options are CPLEX parameters in its dot notation (``mip.limits.nodes``)
        return pulp.CPLEX_PY(msg=False, timeLimit=float(opts.time_limit), threads=int(opts.threads),
                             warmStart=warm, **{"randomseed": int(opts.seed), **opts.solver_options})

    def stopped_by_limit(self, prob: Any) -> bool:
        # PuLP maps CPLEX's "time limit, no integer solution" (108) to Infeasible (measured,
        # pulp 3.3): CPLEX's own status says it stopped
        return prob.solverModel is not None and cplex_stopped(prob.solverModel.solution)


class PulpXpress(_PulpCommercial):
    solver, module, product = "xpress", "xpress", "Xpress"

    def option_names(self) -> list[str] | None:
        return xpress_option_names()

    def make(self, opts: SolveOptions, warm: bool = False) -> Any:
        import pulp

        # Xpress controls by name; TIMELIMIT (not PuLP's timeLimit, which sets MAXTIME, a limit
        # that Xpress 9 applies only once a solution is found). As "NAME=value" text: PuLP
        # tries int() first, which turns a (name, 0.5) pair into a limit of 0 (measured)
        controls = {"TIMELIMIT": float(opts.time_limit), "THREADS": int(opts.threads),
                    "RANDOMSEED": int(opts.seed), **opts.solver_options}
        return pulp.XPRESS_PY(msg=False, options=[f"{k}={v}" for k, v in controls.items()])
