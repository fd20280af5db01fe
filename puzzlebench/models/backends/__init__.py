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
from typing import TYPE_CHECKING, Any

from puzzlebench.models.backends.status import (
    OUTCOME_STATUSES,
    Availability,
    BackendInfo,
    OutcomeStatus,
)

if TYPE_CHECKING:
    from puzzlebench.models.backends.base import Adapter, SolveOutcome
    from puzzlebench.models.backends.solving import Session, open_session, solve_model

_ON_USE = {"Adapter": "base", "SolveOutcome": "base", "Session": "solving", "open_session": "solving",
           "solve_model": "solving"}
"""Names this package gives from :mod:`~puzzlebench.models.backends.base` and
:mod:`~puzzlebench.models.backends.solving`, which import numpy and the model (~0.2 s of
CPU): loaded when first asked for (:func:`__getattr__`), so the pairs, the catalogue and the
probes' types (what the experiment's checks read) load neither."""


def __getattr__(name: str) -> Any:
    if name in _ON_USE:
        module = importlib.import_module(f"{__name__}.{_ON_USE[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    pyscipopt), not the modelling layer, so a caller may check several layers in one process.
    No options are every built-in solver's: nothing is imported for them (the experiment's
    checks of a plain solver entry load no adapter)."""
    if not options and (layer, solver) in _BUILTIN:
        return
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
