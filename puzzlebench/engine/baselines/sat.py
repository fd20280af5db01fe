"""``pysat``: Galaxies and Troix as SAT, solved by CaDiCaL 1.9.5 through PySAT.

The encodings are :mod:`puzzlebench.engine.baselines.sat_galaxies` (distance labelling from
each dot for connectivity) and :mod:`puzzlebench.engine.baselines.sat_troix` (one-hot,
cardinality through ``pysat.card``, no-three-in-a-row clauses). A further solution is asked
for the usual way: add the clause that excludes the one found and solve again in the same
(incremental) solver; "unsatisfiable" is the proof that there is no other.

The time limit: PySAT's CaDiCaL cannot be interrupted from another thread, so it runs in
slices of a conflict budget (doubling from :data:`FIRST_BUDGET`) and the clock is read
between slices; a slice runs on past the limit by at most its own length (milliseconds to
a fraction of a second), and the worker kills a run that overstays anyway.

Ctrl-C: for each solve PySAT installs a C-level SIGINT handler of its own, which ends the
solve with ``pysolvers.error: Caught keyboard interrupt`` (Python's handler never sees the
signal); :func:`solve_limited` turns that into the harness's interrupt. Every PySAT solve in
the package goes through it.
"""

from __future__ import annotations

import time
from typing import Any

from puzzlebench.engine.baselines.inprocess import Enumeration, InProcessBaseline, seconds_left
from puzzlebench.engine.run.interrupts import interrupted
from puzzlebench.instances.types import GalaxiesInstance, Instance

SOLVER = "cadical195"
FIRST_BUDGET = 2_000  # conflicts in the first slice; each further slice doubles, up to MAX_BUDGET
MAX_BUDGET = 256_000


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

        from puzzlebench.engine.baselines import sat_galaxies, sat_troix

        deadline = time.perf_counter() + time_limit
        t0 = time.perf_counter()
        cnf: Any = sat_galaxies.encode(instance) if isinstance(instance, GalaxiesInstance) \
            else sat_troix.encode(instance)
        found = Enumeration(stats={"encode_s": time.perf_counter() - t0, "variables": cnf.top,
                                   "clauses": len(cnf.clauses), "solver": SOLVER, "solves": 0})
        t1 = time.perf_counter()
        with Solver(name=SOLVER, bootstrap_with=cnf.clauses) as sat:
            while len(found.solutions) < limit:
                answer = _solve(sat, deadline)
                found.stats["solves"] += 1
                if answer is None:
                    found.timed_out, found.message = True, f"time limit {time_limit:g} s reached"
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


def _solve(sat: Any, deadline: float) -> bool | None:
    """True (a model), False (unsatisfiable) or None (the time ran out), in budget slices."""
    budget = FIRST_BUDGET
    while seconds_left(deadline) > 0:
        sat.conf_budget(budget)
        answer = solve_limited(sat)
        if answer is not None:
            return bool(answer)
        budget = min(2 * budget, MAX_BUDGET)
    return None


CAUGHT_SIGINT = "Caught keyboard interrupt"  # PySAT's message when its SIGINT handler ended a solve


def solve_limited(sat: Any) -> bool | None:
    """``sat.solve_limited()``; a Ctrl-C during it raises as the harness's interrupt
    (``KeyboardInterrupt``, exit 130 in the CLI), never an error or an "unknown" answer.
    Why not PySAT's ``solve_limited(expect_interrupt=True)`` with ``interrupt()`` from the
    harness's watcher thread: CaDiCaL 1.9.5's ``interrupt()`` raises ``NotImplementedError``
    in PySAT, and its solve holds the GIL, so no other thread runs until it returns."""
    try:
        return sat.solve_limited()
    except Exception as exc:  # pysolvers.error: a C extension's class, not importable by name
        if str(exc) == CAUGHT_SIGINT:
            interrupted()
        raise
