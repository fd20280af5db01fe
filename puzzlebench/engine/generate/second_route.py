"""A second uniqueness verdict beside the stored certificate, by SAT, and whether they agree.

The certificate a generated file stores (``source.uniqueness``,
:mod:`puzzlebench.engine.generate.uniqueness`) is CP-SAT on a MIP model (``troix/onehot``,
or ``galaxies/labels``) with no-good rows. The second route
is the PySAT baseline's uniqueness mode (:meth:`InProcessBaseline.count_solutions`): the
baseline's CNF (:mod:`puzzlebench.engine.baselines.sat_troix`, one-hot symbols and
sequential counters; :mod:`puzzlebench.engine.baselines.sat_galaxies`, connectivity by
distance labels), CaDiCaL 1.9.5, one solution, which the independent checker must accept,
then the clause that blocks it and CaDiCaL's proof that nothing is left. It shares no
model, no solver and no search with the certificate: a bug in either (an encoding that
loses solutions, a label bound that cuts off a valid galaxy, a no-good row on the wrong
columns) shows as a disagreement. Both do rely on the same checker, the same file reader
and, for Galaxies, the same ``reach`` candidates; both order a galaxy's cells by their
distance to its dot, each in its own encoding with its own bounds.

Why a conflict budget and no clock: the verdict goes into the committed manifest, which
``--check`` compares byte for byte, on any machine and under any load. A verdict bounded by
seconds would read ``unique`` on a quiet machine and ``unknown`` on a busy one. The baseline
itself reads the clock between its slices (:func:`puzzlebench.engine.baselines.sat._solve`),
so this route replaces only that: every solve runs in slices of :data:`SLICE` conflicts
until :data:`CONFLICTS` are spent over the whole count (both solves together), and the clock
is never read. The same solver build then does the same search everywhere. (Another build
of CaDiCaL might count differently; the budget lies far above what the committed puzzles
need, docs/generators.md, "The second route", so that could change a count, not a verdict.)
The slices are only there so that Ctrl-C and SIGTERM are heard (PySAT's CaDiCaL cannot be
stopped from another thread; a signal waits for the end of a slice).

Out of budget, the verdict is ``unknown``: no disagreement, and the manifest says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from puzzlebench.engine.baselines.inprocess import Enumeration
from puzzlebench.engine.baselines.sat import SOLVER, SatBaseline, solve_limited
from puzzlebench.engine.generate.solution_count import UniquenessResult, UniquenessVerdict
from puzzlebench.instances.types import Instance

CONFLICTS = 50_000_000
"""Conflicts per count, all solves together: CaDiCaL's work, the same on every machine.
Far above the 5,000-16,000 conflicts of the generator's SAT proofs of 60x60 open clusters
(docs/generators.md, "The second route", which also says what is still to be measured)."""
SLICE = 20_000
"""Conflicts per call into CaDiCaL: how long a signal waits (a fraction of a second on the
largest puzzles). Part of the search's path, so a constant like the budget."""


def route_of(conflicts: int) -> str:
    """The route's name in the manifest, its budget in it (a change of budget shows there)."""
    return f"pysat baseline + blocking clause, {SOLVER}, at most {conflicts} conflicts"


ROUTE = route_of(CONFLICTS)


class SecondRouteError(Exception):
    """No second verdict for the manifest: the SAT route failed (not installed, a wrong
    answer, the machine's trouble: none of these may reach a byte-compared row)."""


class RoutesDisagree(SecondRouteError):
    """The certificate and the second route decided differently: a bug, never a row."""


@dataclass(frozen=True)
class SecondVerdict:
    """The second route's count (its solutions checked) and the conflicts it spent (a
    measurement: it goes to the measurement file, not to the manifest)."""

    result: UniquenessResult
    conflicts: int
    route: str
    out_of_budget: bool = False  # an ``unknown`` for the budget (the only one a manifest may hold)

    @property
    def verdict(self) -> UniquenessVerdict:
        return self.result.verdict


class BudgetedSat(SatBaseline):
    """The PySAT baseline, its time limit replaced by a conflict budget (module docstring)."""

    def __init__(self, conflicts: int = CONFLICTS) -> None:
        self.conflicts = conflicts
        self.spent = 0  # conflicts of the last enumerate
        self.out_of_budget = False  # whether the last enumerate stopped for its budget

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        """Up to ``limit`` solutions within :attr:`conflicts`; ``time_limit`` is not read."""
        found = super().enumerate(instance, limit, float("inf"))
        self.spent = int(found.stats["sat_conflicts"])
        self.out_of_budget = found.timed_out
        return found

    def next_answer(self, sat: Any, deadline: float) -> bool | None:
        return self._within_budget(sat)

    def limit_reached(self, time_limit: float) -> str:
        return f"conflict budget of {self.conflicts} spent"

    def _within_budget(self, sat: Any) -> bool | None:
        """True (a model), False (unsatisfiable) or None (the budget is spent), in slices."""
        while (left := self.conflicts - int(sat.accum_stats()["conflicts"])) > 0:
            sat.conf_budget(min(SLICE, left))
            answer = solve_limited(sat)
            if answer is not None:
                return bool(answer)
        return None


def second_verdict(instance: Instance, conflicts: int = CONFLICTS) -> SecondVerdict:
    """The second route's verdict on ``instance`` (its stored solution is not shown to it)."""
    counter = BudgetedSat(conflicts)
    res = counter.count_solutions(instance.with_solution(None), limit=2, time_limit=float("inf"))
    return SecondVerdict(res, counter.spent, route_of(conflicts), counter.out_of_budget)


def disagreement(instance: Instance, second: SecondVerdict) -> str:
    """Why the stored certificate (and solution) of ``instance`` and ``second`` disagree, or
    "" when they do not. Only two decided verdicts can disagree: an ``unknown`` on either
    side is a route that did not finish, not a contradiction. Two ``unique`` verdicts with
    different solutions disagree too (there would be two solutions)."""
    stored = dict(instance.source).get("uniqueness") or {}
    try:
        first = UniquenessVerdict(stored.get("verdict", UniquenessVerdict.UNKNOWN))
    except ValueError:
        first = UniquenessVerdict.UNKNOWN
    if UniquenessVerdict.UNKNOWN in (first, second.verdict):
        return ""
    if first != second.verdict:
        return f"the certificate says {first}, the SAT route says {second.result.summary()}"
    if first == UniquenessVerdict.UNIQUE and instance.solution is not None \
            and second.result.solutions != [instance.solution]:
        return "both routes say unique, but the SAT route's solution is not the stored one"
    return ""


def agreed_second_verdict(instance: Instance, where: str, conflicts: int = CONFLICTS) -> SecondVerdict:
    """:func:`second_verdict` for a manifest row, or a :class:`SecondRouteError` naming
    ``where`` (the file): the routes disagree, or the route ended without a verdict for
    another reason than its budget (that reason would not be the same on every machine)."""
    second = second_verdict(instance, conflicts)
    if second.verdict == UniquenessVerdict.UNKNOWN and not second.out_of_budget:
        raise SecondRouteError(f"{where}: the SAT route gave no verdict: {second.result.message}")
    if why := disagreement(instance, second):
        raise RoutesDisagree(f"{where}: the uniqueness routes disagree: {why}")
    return second
