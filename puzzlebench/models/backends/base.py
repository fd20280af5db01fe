"""What every modelling-layer adapter returns, and the small helpers they share.

An adapter turns the solver-neutral :class:`~puzzlebench.models.model.Model` into its layer's model
(``translate``), solves it, and reports a :class:`SolveOutcome`. The outcome only says what
the solver *claims*; the runner decodes the values and lets the independent checker decide.
Outcome statuses (:class:`~puzzlebench.models.backends.status.OutcomeStatus`) are about the solver's
point, not the puzzle: ``optimal`` and ``feasible`` both carry values (our models have no
objective, so any feasible point is a solution). Translate and solve are timed with
:mod:`puzzlebench.models.timing`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from puzzlebench.models.backends.identity import SolverBuild
from puzzlebench.models.backends.status import (
    OUTCOME_STATUSES,
    POINT_STATUSES,
    Availability,
    OutcomeStatus,
    ProbeResult,
)
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.model import EQ, GE, LE, Model, RowSet

if TYPE_CHECKING:  # timing lives in puzzlebench.models.timing; it is not re-exported from here
    from puzzlebench.models.timing import Timer

Probe = tuple[Availability | bool, str, str]
"""What :meth:`Adapter.probe` returns: (availability, why not, version)."""


@dataclass
class SolveOutcome:
    """One solver call: claimed status, the values (one per model column) and measurements.

    ``status`` may be given as a string; it is stored as an :class:`OutcomeStatus`.
    ``counters`` is what the solver said about its search (its own status text, nodes,
    iterations, bound, gap, and the layer's other statistics as ``extra``): each adapter
    fills it once, where it reads the solver.
    """

    status: OutcomeStatus
    values: np.ndarray | None = None
    counters: SolverCounters = field(default_factory=SolverCounters)
    times: dict[str, dict[str, float]] = field(
        default_factory=lambda: {"translate": {"wall": 0.0, "cpu": 0.0}, "solve": {"wall": 0.0, "cpu": 0.0}}
    )
    solver_version: str = ""
    message: str = ""
    build: SolverBuild | None = None  # the solver program that ran (None: not known)

    def __post_init__(self) -> None:
        if self.status not in OUTCOME_STATUSES:
            raise ValueError(f"outcome status {self.status!r} not in {OUTCOME_STATUSES}")
        self.status = OutcomeStatus(self.status)

    @property
    def has_point(self) -> bool:
        return self.status in POINT_STATUSES and self.values is not None

    @property
    def point(self) -> np.ndarray:
        """The values of an outcome that :attr:`has_point` (ValueError for one that has not)."""
        if self.values is None or not self.has_point:
            raise ValueError(f"a {self.status} outcome carries no point")
        return self.values


def row_bounds(model: Model) -> tuple[np.ndarray, np.ndarray]:
    """Each row as lo <= A x <= hi (with +-inf), the form most solver APIs want."""
    lo = np.where((model.sense == GE) | (model.sense == EQ), model.rhs, -np.inf)
    hi = np.where((model.sense == LE) | (model.sense == EQ), model.rhs, np.inf)
    return lo, hi


def rows(model: Model) -> Iterator[tuple[int, np.ndarray, np.ndarray]]:
    """(row, columns, coefficients) for every row, straight from the CSR arrays."""
    A = model.A
    indptr, indices, data = A.indptr, A.indices, A.data
    for r in range(model.num_rows):
        a, b = indptr[r], indptr[r + 1]
        yield r, indices[a:b], data[a:b]


def finite(v: float) -> float | None:
    return float(v) if math.isfinite(v) else None


def clean_values(model: Model, values: np.ndarray) -> np.ndarray:
    """Round integer columns (solvers return 0.9999999) and clip to bounds."""
    x = np.array(values, dtype=float)  # a copy: the caller's array stays as it was
    np.rint(x, out=x, where=model.is_integer)  # in place, as np.round (half to even), no masked copies
    return np.clip(x, model.lb, model.ub, out=x)


@dataclass(frozen=True)
class SolveOptions:
    """What every adapter passes through to its solver."""

    time_limit: float
    threads: int = 1
    seed: int = 0
    hint: np.ndarray | None = None
    # the solver's own parameters, by the solver's own names (``--solver-option KEY=VALUE``,
    # an experiment's ``options:`` per solver); applied after time limit, threads and seed,
    # so they override those (the run is still killed from outside at its hard limit)
    solver_options: Mapping[str, Any] = field(default_factory=dict)


class Adapter:
    """One (layer, solver) pair. Subclasses import their layer lazily, inside methods,
    so probing or running one layer never imports another (pulp + pywraplp HiGHS in one
    process segfaults here)."""

    layer: str = ""
    solver: str = ""
    no_options: str = ""  # why this pair takes no solver options ("" = it takes them)
    seeded: bool = True  # the run's seed reaches the solver (False: it has none wired; seeds vary nothing)
    # it solves a continuous model as an LP (the relaxation a cut formulation separates at the
    # root, runner._root_rounds); False: it would search integers anyway (CP-SAT)
    solves_lp: bool = True

    def option_names(self) -> list[str] | None:
        """The solver's own option names, when the layer can tell (None: it cannot, e.g. a
        command-line solver such as CBC or glpsol, which reads what it is given)."""
        return None

    def check_options(self, options: Mapping[str, Any]) -> None:
        """ValueError naming the unknown keys and the solver's list, when the layer can tell."""
        if not options:
            return
        if self.no_options:
            raise ValueError(f"{self.layer}/{self.solver} takes no solver options: {self.no_options}")
        known = self.option_names()
        if known is None:
            return
        unknown = sorted(set(options) - set(known))
        if unknown:
            import difflib

            near = {k: difflib.get_close_matches(k, known, n=3) for k in unknown}
            hints = "; ".join(f"{k!r}: did you mean {', '.join(v)}?" for k, v in near.items() if v)
            raise ValueError(f"{self.layer}/{self.solver} has no option(s) {', '.join(map(repr, unknown))}"
                             f"{' (' + hints + ')' if hints else ''}; its {len(known)} options: "
                             f"{', '.join(sorted(known))}")

    def probe(self) -> Probe:
        """(availability, why not, version); a plain bool is accepted for availability."""
        raise NotImplementedError

    def info(self) -> ProbeResult:
        """:meth:`probe`, once per process (some probes run a binary), typed."""
        cached = getattr(self, "_info", None)
        if cached is None:
            cached = self._info = ProbeResult.of(self.probe())
        return cached

    def build(self, options: Mapping[str, Any]) -> SolverBuild:
        """The solver program a run with these solver ``options`` uses, as it reports itself
        (:mod:`puzzlebench.models.backends.identity`); options matter where one picks the
        program (CBC's ``build``)."""
        return SolverBuild(self.solver)

    def identity(self, options: Mapping[str, Any] | None = None) -> SolverBuild:
        """:meth:`build`, once per process and options (a banner is a process start)."""
        import json

        key = json.dumps(dict(options), sort_keys=True, default=str) if options else ""  # most runs: none
        cache: dict[str, SolverBuild] = self.__dict__.setdefault("_identity", {})
        if key not in cache:
            cache[key] = self.build(dict(options or {}))
        return cache[key]

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        """Translate (timed into ``tr``) and solve (timed into ``sv``)."""
        raise NotImplementedError

    def session(self, model: Model, opts: SolveOptions, tr: Timer) -> KeptModel | SolveOutcome | None:
        """``model`` translated once (timed into ``tr``) and kept for solves with rows added
        between them; an outcome when the translation refuses the model (an ``error``); None
        when this pair keeps no model (the caller translates the grown model every time)."""
        return None


class KeptModel(Protocol):
    """A translated model an adapter keeps: solved, rows appended, solved again. Why: the
    uniqueness certificate's second solve differs from the first by one no-good row, and on
    small puzzles translating the whole model again cost as much as the solve."""

    def add_rows(self, rows: RowSet) -> None:
        """Append ``rows`` (over the model's own columns) to the kept model."""

    def solve(self, time_limit: float, tr: Timer, sv: Timer) -> SolveOutcome:
        """Solve the kept model as it stands (the solver's set-up timed into ``tr``, as a
        translation's is; the search into ``sv``)."""


def licence_module_missing(module: str, product: str) -> str | None:
    """The reason a commercial solver is unusable when its Python module is absent."""
    import importlib.util

    if importlib.util.find_spec(module) is None:
        return (f"{product} needs the {module} package (pip install -e '.[commercial]' brings it with its "
                f"size-limited licence); {module} is not installed")
    return None


def cpsat_option_names() -> list[str]:
    """CP-SAT's parameters (the fields of its ``SatParameters`` message)."""
    from ortools.sat import sat_parameters_pb2

    return list(sat_parameters_pb2.SatParameters.DESCRIPTOR.fields_by_name)


def highs_option_names() -> list[str]:
    """HiGHS's options (the attributes of highspy's ``HighsOptions``)."""
    import highspy

    return [a for a in dir(highspy.HighsOptions()) if not a.startswith("_")]


def scip_option_names() -> list[str]:
    """SCIP's parameters (``limits/nodes``, ``presolving/maxrounds``, ...), from pyscipopt."""
    import pyscipopt

    return list(pyscipopt.Model().getParams())


def xpress_option_names() -> list[str]:
    """Xpress's controls (``xpress.controls``), as Xpress takes them: in lower or upper case
    (``timelimit``, ``TIMELIMIT``). Without this list an unknown control reached the solver
    and the run ended an ``error`` record, where every other solver's unknown option is
    refused before the run."""
    import xpress as xp

    names = [n for n in dir(xp.controls) if not n.startswith("_")]
    return names + [n.upper() for n in names]


def reset_highs_scheduler() -> None:
    """Let the next highspy solve pick its own thread count.

    HiGHS keeps one thread scheduler per process, sized by the first solve: a later solve
    asking for another ``threads`` value fails (Pyomo says "unknown", PuLP even reports a
    time-out). Worker processes serve many runs, so reset it before every HiGHS solve.
    """
    import highspy

    highspy.Highs.resetGlobalScheduler(True)


def highs_lp(model: Model, cost: np.ndarray) -> Any:
    """``model`` as one ``highspy.HighsLp`` with column costs ``cost``: its CSR arrays passed
    row-wise as they are, bounds with HiGHS's infinity, no integrality (the caller adds it).
    The native HiGHS adapter and the LP relaxation (:mod:`puzzlebench.models.relaxation`)
    both hand HiGHS the model whole this way."""
    import highspy

    inf = highspy.kHighsInf
    lo, hi = row_bounds(model)
    A = model.A
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = model.num_vars, model.num_rows
    lp.col_cost_ = np.asarray(cost, dtype=float)
    lp.col_lower_ = np.clip(np.asarray(model.lb, dtype=float), -inf, inf)
    lp.col_upper_ = np.clip(np.asarray(model.ub, dtype=float), -inf, inf)
    lp.row_lower_, lp.row_upper_ = np.clip(lo, -inf, inf), np.clip(hi, -inf, inf)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = model.num_vars, model.num_rows
    lp.a_matrix_.start_ = A.indptr.astype(np.int32)
    lp.a_matrix_.index_ = A.indices.astype(np.int32)
    lp.a_matrix_.value_ = A.data.astype(float)
    return lp


CBC_BUILD = "build"
"""The solver option that picks which CBC program a layer runs (the harness's, not CBC's):
``bundled`` (PuLP's own binary, PuLP's default) or ``system`` (``cbc`` on ``PATH``: Debian's
``coinor-cbc`` here, Pyomo's default). An experiment pins one build for both layers with it:
``{layer: pulp, solver: cbc, options: {build: system}}``."""


def cbc_build(layer: str, options: Mapping[str, Any], default: str, allowed: tuple[str, ...]) -> str:
    """The CBC build ``options`` ask for (``default`` without the option); ValueError for one
    this layer cannot run."""
    value = str(options.get(CBC_BUILD, default))
    if value not in allowed:
        raise ValueError(f"{layer}/cbc option {CBC_BUILD} takes {' or '.join(allowed)}, got {value!r}")
    return value


def cbc_words(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options meant for CBC itself (all but :data:`CBC_BUILD`)."""
    return {k: v for k, v in options.items() if k != CBC_BUILD}


def system_cbc() -> str:
    """The ``cbc`` binary on ``PATH`` (ValueError when there is none)."""
    import shutil

    path = shutil.which("cbc")
    if path is None:
        raise ValueError("no cbc binary on PATH (Debian: apt-get install coinor-cbc)")
    return path


def cplex_stopped(solution: Any) -> bool:
    """Whether CPLEX's own status (``Cplex().solution``) says it stopped at a limit with no
    integer point: PuLP calls that "Infeasible", Pyomo "error" (measured: pulp 3.3, pyomo 6.10)."""
    s = solution.status
    names = ("MIP_time_limit_infeasible", "node_limit_infeasible", "MIP_abort_infeasible", "abort_time_limit",
             "abort_iteration_limit", "MIP_dettime_limit_infeasible", "abort_dettime_limit")
    return int(solution.get_status()) in {int(getattr(s, n)) for n in names if hasattr(s, n)}


def xpress_stopped(problem: Any) -> bool:
    """Whether an ``xpress.problem`` stopped at a limit without a point (Pyomo says "error")."""
    import xpress as xp

    a = problem.attributes
    return bool(a.solvestatus == xp.SolveStatus.STOPPED and a.solstatus == xp.SolStatus.NOTFOUND)
