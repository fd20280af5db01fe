"""The in-process solve: :func:`solve_model` and the kept-model :class:`Session`.

Given by :mod:`puzzlebench.models.backends` (``from puzzlebench.models.backends import
solve_model``), loaded on first use: it imports the adapters' base, numpy and the model,
which the pairs, the catalogue and the probes do not need.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from puzzlebench.models.backends import get_adapter, licence
from puzzlebench.models.backends.base import (
    Adapter,
    KeptModel,
    SolveOptions,
    SolveOutcome,
    clean_values,
)
from puzzlebench.models.backends.status import OutcomeStatus
from puzzlebench.models.model import Model, RowSet
from puzzlebench.models.timing import Timer, timed

if TYPE_CHECKING:
    from puzzlebench.models.backends.lazy import Separator


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
