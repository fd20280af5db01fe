"""Size-limited licences of the commercial solvers: whether this process has one, and whether
a model is over it, decided before the model is translated.

``pip install gurobipy cplex xpress`` brings a licence that needs no file but refuses
models over a size (measured here, docs/solvers-and-runs.md): Gurobi's restricted licence
more than 2,000 variables or 2,000 constraints (error 10010), CPLEX Community Edition more
than 1,000 (error 1016), Xpress Community more than 5,000 rows plus columns (error 120).
Such a refusal is no solver result: a run over the limit gets its own outcome
(:attr:`~puzzlebench.models.backends.status.OutcomeStatus.LICENCE_LIMIT`), never an
``error`` charged the time limit.

Why probe instead of trusting the table: a user's full licence (``GRB_LICENSE_FILE``,
``ILOG_LICENSE_FILE``/CPLEX's own, ``XPAUTH_PATH``) must work unchanged. So once per
process each solver is handed a model one column over the documented limit: refused, the
licence is the limited one and the limit applies to every model before translation (in
microseconds); accepted, there is no such limit. A refusal the table does not foresee (a
licence of another size) is still caught from the solver's first answer
(:func:`is_licence_error`).
"""

from __future__ import annotations

import functools
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the catalogue and the probes load no model code
    from puzzlebench.models.model import Model


@dataclass(frozen=True)
class LicenceLimit:
    """The documented size limit of one product's free licence (None: no limit of that kind)."""

    product: str
    max_variables: int | None = None
    max_constraints: int | None = None
    max_rows_plus_columns: int | None = None
    error_pattern: str = ""  # how the solver words a refusal (regular expression)

    def refusal(self, num_vars: int, num_rows: int) -> str | None:
        """Why a model of this size is over the limit (None when it is within it)."""
        over = []
        if self.max_variables is not None and num_vars > self.max_variables:
            over.append(f"{num_vars} variables (at most {self.max_variables})")
        if self.max_constraints is not None and num_rows > self.max_constraints:
            over.append(f"{num_rows} constraints (at most {self.max_constraints})")
        if self.max_rows_plus_columns is not None and num_vars + num_rows > self.max_rows_plus_columns:
            over.append(f"{num_vars + num_rows} rows plus columns (at most {self.max_rows_plus_columns})")
        if not over:
            return None
        return f"licence: {self.product}'s size-limited licence refuses this model: {', '.join(over)}"

    def describe(self) -> str:
        """The limit in words, for the solver's identity (``size-limited: 2000 variables, ...``)."""
        parts = [f"{n} {what}" for n, what in ((self.max_variables, "variables"),
                                                (self.max_constraints, "constraints"),
                                                (self.max_rows_plus_columns, "rows plus columns")) if n]
        return "size-limited: " + ", ".join(parts)


GUROBI = LicenceLimit("Gurobi", max_variables=2000, max_constraints=2000,
                      error_pattern=r"size-limited license|Model too large|\b10010\b")
CPLEX = LicenceLimit("CPLEX", max_variables=1000, max_constraints=1000,
                     error_pattern=r"\b1016\b|Problem size limits exceeded")
XPRESS = LicenceLimit("Xpress", max_rows_plus_columns=5000,
                      error_pattern=r"too many rows and columns|\?120 Error")
LIMITS: dict[str, LicenceLimit] = {"gurobi": GUROBI, "cplex": CPLEX, "xpress": XPRESS}
"""The free licences by solver name (the ``solver`` of a (layer, solver) pair)."""


def is_licence_error(solver: str, message: str) -> bool:
    """Whether ``message`` (an exception's text, a layer's status message) is ``solver``'s
    licence refusing the model's size."""
    limit = LIMITS.get(solver)
    return bool(limit and message and re.search(limit.error_pattern, message))


def _gurobi_refuses(n: int) -> bool:
    import gurobipy as gp

    with gp.Env(params={"OutputFlag": 0}) as env, gp.Model(env=env) as m:
        m.addMVar(n, vtype=gp.GRB.BINARY)
        try:
            m.optimize()
        except gp.GurobiError as exc:
            if is_licence_error("gurobi", f"{exc} {exc.errno}"):
                return True
            raise
    return False


def _cplex_refuses(n: int) -> bool:
    import cplex

    p = cplex.Cplex()
    for stream in (p.set_log_stream, p.set_results_stream, p.set_warning_stream, p.set_error_stream):
        stream(None)
    p.variables.add(lb=[0.0] * n, ub=[1.0] * n, types="B" * n)
    try:
        p.solve()
    except cplex.exceptions.CplexSolverError as exc:
        if is_licence_error("cplex", str(exc)):
            return True
        raise
    finally:
        p.end()
    return False


def _xpress_refuses(n: int) -> bool:
    import numpy as np
    import xpress as xp

    p = xp.problem()
    p.setControl("outputlog", 0)
    try:
        p.loadLP(probname="probe", rowtype=[], rhs=[], objcoef=np.zeros(n), start=np.zeros(n + 1, dtype=np.int64),
                 rowind=[], rowcoef=[], lb=np.zeros(n), ub=np.ones(n))
        p.optimize()  # the licence is checked here, not when the problem is loaded
    except Exception as exc:  # xpress.SolverError (its module's own class)
        if is_licence_error("xpress", str(exc)):
            return True
        raise
    return False


_PROBES: dict[str, Callable[[int], bool]] = {"gurobi": _gurobi_refuses, "cplex": _cplex_refuses,
                                             "xpress": _xpress_refuses}


@functools.cache
def active_limit(solver: str) -> LicenceLimit | None:
    """The size limit this process's licence of ``solver`` has: the documented one when a
    model one column over it is refused, None when it is accepted (a full licence) or
    ``solver`` is no commercial solver. Once per process (a few milliseconds)."""
    limit = LIMITS.get(solver)
    if limit is None:
        return None
    n = (limit.max_variables or limit.max_rows_plus_columns or 0) + 1
    with warnings.catch_warnings():  # Xpress warns that it runs on its Community licence
        warnings.simplefilter("ignore")
        return limit if _PROBES[solver](n) else None


def refusal(solver: str, model: Model) -> str | None:
    """Why this process's licence of ``solver`` refuses ``model`` (None: it does not, or
    the licence is not size-limited)."""
    limit = active_limit(solver)
    return None if limit is None else limit.refusal(model.num_vars, model.num_rows)


def licence_kind(solver: str) -> str:
    """``size-limited: ...`` or ``full`` for a commercial solver here ("" for another)."""
    if solver not in LIMITS:
        return ""
    limit = active_limit(solver)
    return "full (no size limit found)" if limit is None else limit.describe()
