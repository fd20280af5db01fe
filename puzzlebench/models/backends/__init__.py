"""The registry of (modelling layer, solver) adapters and the one in-process entry point.

``solve_model(model, "ortools", "cpsat", time_limit=10)`` translates a solver-neutral
:class:`~puzzlebench.models.model.Model` through one layer and solves it with one solver.
``catalogue()`` says which pairs work on this machine and why not (a reason code,
:class:`~puzzlebench.models.backends.status.Availability`, and a sentence). Outcome statuses are
:class:`~puzzlebench.models.backends.status.OutcomeStatus` members (``StrEnum``: they compare equal to
their strings).

Adapters are named here as ``"module:Class"`` strings and imported only when used: the
layers must not meet in one process (importing pulp before OR-Tools' pywraplp HiGHS
segfaults on this machine), so a run of one layer never imports another.
Extra adapters (test doubles) can be registered with :func:`register` or by naming a
Python file in the environment variable ``PUZZLEBENCH_EXTRA_BACKENDS`` (a path list); a
file there must define ``register_backends(register)``. Worker subprocesses inherit it.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from puzzlebench.models.backends import licence
from puzzlebench.models.backends.base import (
    Adapter,
    BackendInfo,
    KeptModel,
    SolveOptions,
    SolveOutcome,
    clean_values,
)
from puzzlebench.models.backends.status import OUTCOME_STATUSES, Availability, OutcomeStatus
from puzzlebench.models.model import Model, RowSet
from puzzlebench.models.timing import Timer, timed

if TYPE_CHECKING:
    from puzzlebench.models.backends.lazy import Separator

__all__ = [
    "OUTCOME_STATUSES",
    "Adapter",
    "Availability",
    "BackendInfo",
    "OutcomeStatus",
    "Session",
    "SolveOutcome",
    "catalogue",
    "get_adapter",
    "pairs",
    "check_solver_options",
    "open_session",
    "register",
    "solve_model",
]

_BUILTIN: dict[tuple[str, str], str] = {
    ("pyomo", "highs"): "puzzlebench.models.backends.pyomo_layer:PyomoHighs",
    ("pyomo", "cbc"): "puzzlebench.models.backends.pyomo_layer:PyomoCbc",
    ("pyomo", "glpk"): "puzzlebench.models.backends.pyomo_layer:PyomoGlpk",
    ("pyomo", "scip"): "puzzlebench.models.backends.pyomo_layer:PyomoScip",
    ("pyomo", "gurobi"): "puzzlebench.models.backends.pyomo_layer:PyomoGurobi",
    ("pyomo", "cplex"): "puzzlebench.models.backends.pyomo_layer:PyomoCplex",
    ("pyomo", "xpress"): "puzzlebench.models.backends.pyomo_layer:PyomoXpress",
    ("pulp", "cbc"): "puzzlebench.models.backends.pulp_layer:PulpCbc",
    ("pulp", "highs"): "puzzlebench.models.backends.pulp_layer:PulpHighs",
    ("pulp", "scip"): "puzzlebench.models.backends.pulp_layer:PulpScip",
    ("pulp", "glpk"): "puzzlebench.models.backends.pulp_layer:PulpGlpk",
    ("pulp", "gurobi"): "puzzlebench.models.backends.pulp_layer:PulpGurobi",
    ("pulp", "cplex"): "puzzlebench.models.backends.pulp_layer:PulpCplex",
    ("pulp", "xpress"): "puzzlebench.models.backends.pulp_layer:PulpXpress",
    ("ortools", "cpsat"): "puzzlebench.models.backends.ortools_layer:CpSat",
    ("ortools", "scip"): "puzzlebench.models.backends.ortools_layer:LpScip",
    ("ortools", "highs"): "puzzlebench.models.backends.ortools_layer:LpHighs",
    ("ortools", "cbc"): "puzzlebench.models.backends.ortools_layer:LpCbc",
    ("ortools", "gurobi"): "puzzlebench.models.backends.ortools_layer:LpGurobi",
    ("ortools", "cplex"): "puzzlebench.models.backends.ortools_layer:LpCplex",
    ("native", "highs"): "puzzlebench.models.backends.native_layer:NativeHighs",
    ("native", "scip"): "puzzlebench.models.backends.native_layer:NativeScip",
    ("native", "cpsat"): "puzzlebench.models.backends.native_layer:NativeCpsat",
    ("native", "gurobi"): "puzzlebench.models.backends.native_layer:NativeGurobi",
    ("native", "cplex"): "puzzlebench.models.backends.native_layer:NativeCplex",
    ("native", "xpress"): "puzzlebench.models.backends.native_layer:NativeXpress",
}
_EXTRA: dict[tuple[str, str], Callable[[], Adapter]] = {}
_CACHE: dict[tuple[str, str], Adapter] = {}
_extra_loaded = False


def register(layer: str, solver: str, factory: Callable[[], Adapter]) -> None:
    """Add an adapter (used by tests for doubles that hang or crash)."""
    _EXTRA[(layer, solver)] = factory
    _CACHE.pop((layer, solver), None)


def _load_extra() -> None:
    global _extra_loaded
    if _extra_loaded:
        return
    _extra_loaded = True
    for path in filter(None, os.environ.get("PUZZLEBENCH_EXTRA_BACKENDS", "").split(os.pathsep)):
        spec = importlib.util.spec_from_file_location(f"_puzzlebench_extra_{abs(hash(path))}", path)
        if spec is None or spec.loader is None:
            raise ImportError(f"PUZZLEBENCH_EXTRA_BACKENDS: cannot load {path}")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        mod.register_backends(register)


def pairs(include_extra: bool = False) -> list[tuple[str, str]]:
    """Every known (layer, solver), built-ins in table order."""
    out = list(_BUILTIN)
    if include_extra:
        _load_extra()
        out += [k for k in _EXTRA if k not in _BUILTIN]
    return out


def get_adapter(layer: str, solver: str) -> Adapter:
    key = (layer, solver)
    if key in _CACHE:
        return _CACHE[key]
    _load_extra()
    if key in _EXTRA:
        adapter = _EXTRA[key]()
    elif key in _BUILTIN:
        module, cls = _BUILTIN[key].split(":")
        adapter = getattr(importlib.import_module(module), cls)()
    else:
        known = ", ".join(f"{a}/{b}" for a, b in pairs(include_extra=True))
        raise KeyError(f"unknown layer/solver {layer}/{solver}; known: {known}")
    _CACHE[key] = adapter
    return adapter


def check_solver_options(layer: str, solver: str, options: Mapping[str, Any] | None) -> None:
    """ValueError when ``options`` are not the solver's (where the layer can tell); KeyError
    for an unknown pair. Imports only the solver's own library (CP-SAT's protobuf, highspy,
    pyscipopt), not the modelling layer, so a caller may check several layers in one process."""
    get_adapter(layer, solver).check_options(dict(options or {}))


def catalogue(layers: list[str] | None = None) -> list[BackendInfo]:
    """Each built-in (layer, solver), probed here: available, why not, version.

    Probing imports the layer; call it in a subprocess per layer if the caller goes on to
    solve with another layer (:func:`puzzlebench.engine.experiment.probe.probe` does).
    """
    out = []
    for layer, solver in pairs():
        if layers is not None and layer not in layers:
            continue
        try:
            ok, why, version = get_adapter(layer, solver).probe()
        except Exception as exc:  # a broken install is a reason, not a crash
            ok, why, version = Availability.BROKEN, f"{type(exc).__name__}: {exc}", ""
        build = ""
        if ok:
            with contextlib.suppress(Exception):  # a program that cannot name itself is still usable
                build = get_adapter(layer, solver).identity().describe()
        out.append(BackendInfo(layer, solver, bool(ok), why, version, Availability.of(ok), build))
    return out


def _licence_refusal(solver: str, model: Model) -> str | None:
    """Why this process's size-limited licence of ``solver`` refuses ``model`` (None: it
    does not, ``solver`` is not commercial, or its module is missing: the solve says so)."""
    if solver not in licence.LIMITS:
        return None
    try:
        return licence.refusal(solver, model)
    except Exception:  # the probe itself failed (no module, no licence at all): the solve reports it
        return None


def solve_model(
    model: Model,
    layer: str,
    solver: str,
    *,
    time_limit: float,
    threads: int = 1,
    seed: int = 0,
    hint: np.ndarray | None = None,
    solver_options: Mapping[str, Any] | None = None,
    separator: Separator | None = None,
) -> SolveOutcome:
    """Translate ``model`` through ``layer`` and solve it with ``solver``, in this process.

    Never raises for solver trouble: a failing library call becomes an ``error`` outcome.
    ``values`` (when a point was found) has integer columns rounded and is clipped to bounds.
    ``solver_options`` go to the solver by its own names; an unknown one (where the layer can
    tell) is an ``error`` outcome naming the solver's options. A model over this process's
    size-limited licence of a commercial solver is a ``licence_limit`` outcome at once, with
    nothing translated (:mod:`puzzlebench.models.backends.licence`). ``build`` names the solver
    program that ran (:mod:`puzzlebench.models.backends.identity`). With ``separator`` (a
    lazy variant's cuts) the pair runs branch-and-cut, the cuts added inside its one search
    (:mod:`puzzlebench.models.backends.lazy`; KeyError for a pair without callbacks).
    """
    if separator is None:
        adapter = get_adapter(layer, solver)
    else:
        from puzzlebench.models.backends import lazy  # imports the native layer: only when asked

        adapter = lazy.adapter(layer, solver, separator)
    tr, sv = Timer(), Timer()
    opts = SolveOptions(float(time_limit), int(threads), int(seed), hint, dict(solver_options or {}))
    refused = _licence_refusal(solver, model)
    try:
        if refused:  # decided from the size, before any translation: nothing to time
            out = SolveOutcome(OutcomeStatus.LICENCE_LIMIT, message=refused)
        else:
            adapter.check_options(opts.solver_options)
            out = adapter.solve(model, opts, tr, sv)
    except Exception as exc:  # recorded, never raised: the batch goes on
        out = SolveOutcome(OutcomeStatus.ERROR, message=f"{type(exc).__name__}: {exc}")
    return _finish(out, adapter, solver, model, opts, tr, sv)


def _finish(out: SolveOutcome, adapter: Adapter, solver: str, model: Model, opts: SolveOptions,
            tr: Timer, sv: Timer) -> SolveOutcome:
    """What every solve's outcome gets here, whichever way it was solved: a licence error
    named, the solver's version and build, the step times, the values checked and cleaned."""
    if out.status == OutcomeStatus.ERROR and licence.is_licence_error(solver, out.message):
        out.status = OutcomeStatus.LICENCE_LIMIT  # a limit the table did not foresee: the solver's answer
        out.message = f"licence: {out.message}"
    with contextlib.suppress(Exception):
        out.solver_version = out.solver_version or adapter.info().version
    with contextlib.suppress(Exception):
        out.build = out.build or adapter.identity(opts.solver_options)
    out.times = {"translate": tr.as_dict(), "solve": sv.as_dict()}
    if out.values is not None:
        if out.values.shape != (model.num_vars,):
            got = out.values.shape
            out.status, out.values = OutcomeStatus.ERROR, None
            out.message = f"solver returned values of shape {got} for {model.num_vars} columns"
        else:
            out.values = clean_values(model, out.values)
    return out


class Session:
    """One model translated once and solved again as rows are added to it, for the pairs
    whose adapter keeps its translated model (:meth:`Adapter.session`; CP-SAT). Each
    :meth:`solve` gives what :func:`solve_model` on the grown model would: the same
    outcome fields, checked and cleaned the same way; its ``translate`` time is the solver's
    set-up plus whatever was translated since the last solve (the whole model the first
    time, the added rows after that). Never raises for solver trouble (an ``error`` outcome)."""

    def __init__(self, kept: KeptModel, adapter: Adapter, solver: str, model: Model, opts: SolveOptions,
                 tr: Timer) -> None:
        self._kept, self._adapter, self._solver, self._model, self._opts = kept, adapter, solver, model, opts
        self._tr = tr  # translation not yet reported by a solve
        self._failed = ""  # why rows could not be added (every later solve is an error)

    def add_rows(self, rows: RowSet) -> None:
        try:
            with timed(self._tr):
                self._kept.add_rows(rows)
        except Exception as exc:  # reported by the next solve, never raised
            self._failed = self._failed or f"{type(exc).__name__}: {exc}"

    def solve(self, time_limit: float) -> SolveOutcome:
        tr, sv, self._tr = self._tr, Timer(), Timer()
        opts = replace(self._opts, time_limit=float(time_limit))
        if self._failed:
            out = SolveOutcome(OutcomeStatus.ERROR, message=self._failed)
        else:
            try:
                out = self._kept.solve(opts.time_limit, tr, sv)
            except Exception as exc:  # recorded, never raised
                out = SolveOutcome(OutcomeStatus.ERROR, message=f"{type(exc).__name__}: {exc}")
        return _finish(out, self._adapter, self._solver, self._model, opts, tr, sv)


def open_session(
    model: Model,
    layer: str,
    solver: str,
    *,
    threads: int = 1,
    seed: int = 0,
    solver_options: Mapping[str, Any] | None = None,
) -> Session | SolveOutcome | None:
    """``model`` translated through ``layer`` for ``solver`` once, kept for solves with
    rows added between them (:class:`Session`); an outcome when that fails at once (an
    unknown solver option, a model the layer refuses: what :func:`solve_model` would
    answer); None when the pair keeps no model or a size-limited licence is involved (the
    caller translates the grown model each time, with :func:`solve_model`)."""
    adapter = get_adapter(layer, solver)
    if solver in licence.LIMITS:
        return None
    tr = Timer()
    opts = SolveOptions(0.0, int(threads), int(seed), None, dict(solver_options or {}))
    try:
        adapter.check_options(opts.solver_options)
        kept = adapter.session(model, opts, tr)
    except Exception as exc:  # recorded, never raised
        kept = SolveOutcome(OutcomeStatus.ERROR, message=f"{type(exc).__name__}: {exc}")
    if kept is None:
        return None
    if isinstance(kept, SolveOutcome):
        return _finish(kept, adapter, solver, model, opts, tr, Timer())
    return Session(kept, adapter, solver, model, opts, tr)
