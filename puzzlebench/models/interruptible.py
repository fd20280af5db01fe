"""Solver calls a signal can stop: CP-SAT without its own SIGINT handler.

Why: CP-SAT installs a C-level SIGINT handler for each solve (``catch_sigint_signal``, on by
default). Ctrl-C then only stops that search, which returns ``UNKNOWN`` as if out of time;
Python's handler never learns of it, so a caller read "time limit reached" (a false
certificate verdict), a generator broke up a cluster and went on (Ctrl-C ignored), and
after the solve the handler was reset to the default action (the next Ctrl-C killed the
process with no clean-up). Here the solve runs without that handler: the signal reaches
Python's own (its C part records it and wakes the harness's watcher thread at once, as CP-SAT
releases the GIL while it searches); the watcher calls :func:`stop_all`, which stops every
solve in progress; the Python handler, run in the main thread as the solve returns, keeps
its exception for the end of the call (:func:`defer`), where it is raised. So an interrupted
solve never returns a status to the code that would read it as an answer.

This module sits on the optimisation side so the solver adapters can use it; the signal
handling itself (who calls :func:`stop_all`) is :mod:`puzzlebench.engine.run.interrupts`.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Callable, Iterator
from typing import Any

# re-entrant: the harness's signal handler runs in the main thread between any two
# bytecodes, also while that thread holds this lock (registering a call), and then takes it
# again (:func:`defer`); a plain lock deadlocked there, and Ctrl-C hung the process
_lock = threading.RLock()
_stops: dict[int, Callable[[], None]] = {}
_callers: dict[int, int] = {}  # call -> the thread it runs in
_ids = itertools.count()
_requested = threading.Event()
_pending: list[Callable[[], None]] = []  # the harness's raise of a signal that came during a call


def stop_all() -> None:
    """A signal arrived (called from the harness's watcher thread): stop every solve in
    progress, and every one that starts from now on at once."""
    _requested.set()
    with _lock:
        stops = list(_stops.values())
    for stop in stops:
        with contextlib.suppress(Exception):  # a solver already gone: nothing to stop
            stop()


def defer(raise_it: Callable[[], None]) -> bool:
    """The harness's handler, in the main thread, while a call is in progress: keep
    ``raise_it`` for the end of the call and stop the call. False (nothing kept) outside a
    call: the handler raises at once. Why defer: the handler runs at the first bytecode
    after the C call, inside the solver library's own Python code, where a compiled layer
    may turn an exception into an error of its own (as a compiled module's import turned it
    into ``ImportError``); raised at the end of the call, in our code, it cannot be."""
    with _lock:
        if threading.main_thread().ident not in _callers.values():  # the handler runs in it
            return False
        _pending.append(raise_it)
    stop_all()
    return True


def reset() -> None:
    """The signal has been handled (the harness's block ended): solves run normally again."""
    _requested.clear()
    _pending.clear()


def requested() -> bool:
    """Has a signal asked the solves to stop?"""
    return _requested.is_set()


def _raise_pending() -> None:
    """At the end of a call: raise a signal the harness's handler kept for it."""
    if _pending:
        _pending.pop()()


@contextlib.contextmanager
def stoppable(stop: Callable[[], None]) -> Iterator[None]:
    """Within: ``stop`` (thread-safe, such as CP-SAT's ``stop_search``) is called when a
    signal arrives; at the end, the signal's exception is raised here, before the caller
    can read the call's result."""
    key = next(_ids)
    try:  # registered inside: a signal raised between the two lines leaves no entry behind
        with _lock:
            _stops[key] = stop
            _callers[key] = threading.get_ident()
        if _requested.is_set():  # the signal came just before the call: do not start it
            stop()
        yield
    finally:
        with _lock:
            _stops.pop(key, None)
            _callers.pop(key, None)
        if threading.current_thread() is threading.main_thread():
            _raise_pending()


def solve_cpsat(solver: Any, model: Any, *callback: Any) -> Any:
    """``solver.solve(model, *callback)`` without CP-SAT's own SIGINT handler, stoppable by
    a signal (:func:`stoppable`). The one place CP-SAT is solved in the package."""
    solver.parameters.catch_sigint_signal = False
    with stoppable(solver.stop_search):
        return solver.solve(model, *callback)
