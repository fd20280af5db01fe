"""``pysat``: Galaxies and Troix as SAT, solved by CaDiCaL 1.9.5 through PySAT.

The encodings are :mod:`puzzlebench.engine.baselines.sat_galaxies` (distance labelling from
each dot for connectivity) and :mod:`puzzlebench.engine.baselines.sat_troix` (one-hot,
cardinality through ``pysat.card``, no-three-in-a-row clauses). A further solution is asked
for the usual way: add the clause that excludes the one found and solve again in the same
(incremental) solver; "unsatisfiable" is the proof that there is no other.

The time limit: PySAT's CaDiCaL cannot be interrupted from another thread, so it runs in
slices of a conflict budget and the clock is read between slices. A slice's budget doubles
from :data:`FIRST_BUDGET` but is held to about :data:`SLICE_SECONDS` of work at the rate the
last slice measured, so a slice runs on past the limit (or keeps a signal waiting) by a
fraction of a second, and the worker kills a run that overstays anyway.

Ctrl-C: from the main thread PySAT installs a C-level SIGINT handler of its own for each
solve, which ``longjmp``s out of CaDiCaL wherever the signal lands; the clean-up that
followed then now and then hung or aborted (SIGABRT) the process (docs/reliability.md,
"Interrupts inside solver calls"). So every PySAT
solve in the package runs through :func:`solve_limited`, which makes the call from a helper
thread, where PySAT installs no handler: the signal reaches Python's own handler, which runs
as the slice returns and raises there (:mod:`puzzlebench.models.interruptible`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import Any

from puzzlebench.engine.baselines.inprocess import Enumeration, InProcessBaseline, seconds_left
from puzzlebench.instances.types import GalaxiesInstance, Instance
from puzzlebench.models import interruptible

SOLVER = "cadical195"
FIRST_BUDGET = 2_000  # conflicts in the first slice; each further slice doubles, up to MAX_BUDGET
MAX_BUDGET = 256_000
SLICE_SECONDS = 0.3  # a slice's budget is held to about this much work at the last slice's rate


class SatBaseline(InProcessBaseline):
    name = "pysat"
    puzzles = ("galaxies", "troix")
    modules = ("pysat.solvers", "pysat.card", "puzzlebench.engine.baselines.sat_galaxies",
               "puzzlebench.engine.baselines.sat_troix")
    distribution = "python-sat"

    def tool_version(self) -> str:
        return "CaDiCaL 1.9.5"  # the one SOLVER names (pysat reports no version of its own)

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        from pysat.solvers import Solver

        deadline = time.perf_counter() + time_limit
        t0 = time.perf_counter()
        cnf = encode(instance)
        found = Enumeration(stats={"encode_s": time.perf_counter() - t0, "variables": cnf.top,
                                   "clauses": len(cnf.clauses), "solver": SOLVER, "solves": 0})
        t1 = time.perf_counter()
        with Solver(name=SOLVER, bootstrap_with=cnf.clauses) as sat:
            while len(found.solutions) < limit:
                answer = self.next_answer(sat, deadline)
                found.stats["solves"] += 1
                if answer is None:
                    found.timed_out, found.message = True, self.limit_reached(time_limit)
                    break
                if not answer:
                    found.exhausted = True
                    break
                grid = cnf.decode(sat.get_model())
                found.solutions.append(grid)
                sat.add_clause(cnf.blocking_clause(grid))
            found.stats.update({f"sat_{k}": v for k, v in sat.accum_stats().items()})
        found.stats["solve_s"] = time.perf_counter() - t1
        return found

    def next_answer(self, sat: Any, deadline: float) -> bool | None:
        """True (a model), False (unsatisfiable) or None (the limit is spent): the clock's
        slices here; a subclass may bound the search otherwise (a conflict budget)."""
        return _solve(sat, deadline)

    def limit_reached(self, time_limit: float) -> str:
        """The message of an enumeration that :meth:`next_answer` stopped."""
        return f"time limit {time_limit:g} s reached"


def encode(instance: Instance) -> Any:
    """The puzzle's CNF (Galaxies or Troix), with its ``clauses``, ``decode`` and
    ``blocking_clause``: what every CaDiCaL count in the package starts from."""
    from puzzlebench.engine.baselines import sat_galaxies, sat_troix

    return sat_galaxies.encode(instance) if isinstance(instance, GalaxiesInstance) else sat_troix.encode(instance)


def _solve(sat: Any, deadline: float) -> bool | None:
    """True (a model), False (unsatisfiable) or None (the time ran out), in budget slices."""
    budget = FIRST_BUDGET
    while seconds_left(deadline) > 0:
        sat.conf_budget(budget)
        t0 = time.perf_counter()
        answer = solve_limited(sat)
        if answer is not None:
            return bool(answer)
        rate = budget / max(time.perf_counter() - t0, 1e-3)  # conflicts per second
        budget = max(FIRST_BUDGET, min(2 * budget, MAX_BUDGET, int(rate * SLICE_SECONDS)))
    return None


def solve_limited(sat: Any, assumptions: Sequence[int] = ()) -> bool | None:
    """``sat.solve_limited(assumptions)`` within the conflict budget the caller set, called from a helper
    thread so that PySAT installs no SIGINT handler of its own (module docstring). A signal in
    the meantime is raised here when the call returns (:func:`interruptible.stoppable`), never
    read as an answer; so a caller always sets a budget, whose length is how long a signal
    waits. The main thread waits for the call even when something is raised while it waits:
    the solver must outlive the call that uses it."""
    outcome: list[Any] = []

    def call() -> None:
        try:
            outcome.append(sat.solve_limited(assumptions=list(assumptions)) if assumptions else sat.solve_limited())
        except BaseException as exc:  # handed to the caller's thread  # noqa: BLE001
            outcome.append(exc)

    helper = threading.Thread(target=call, name="pysat-solve", daemon=True)
    with interruptible.stoppable(_cannot_stop):
        helper.start()
        try:
            helper.join()
        finally:
            helper.join()
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def _cannot_stop() -> None:
    """PySAT's CaDiCaL has no stop from another thread (``interrupt()`` raises
    ``NotImplementedError``): a signal waits for the end of the slice."""
