"""What the in-process baselines share: encode a puzzle for a tool once, ask the tool for up
to ``limit`` solutions, and turn its answer into a run's result or a uniqueness verdict.

Why one loop for three tools: multi-puzzle-solver (CP-SAT), PySAT and clingo differ in how
they encode a puzzle and how they look for a further solution (a solution limit, a blocking
clause, a model count), not in what the harness makes of the answer. Each baseline only
implements :meth:`InProcessBaseline.enumerate`; ``solve`` (first solution) and
``count_solutions`` (the uniqueness mode) are written here once, so the three are measured
and judged the same way:

- every solution a tool returns is checked by the independent checker (in ``solve`` by the
  runner, in ``count_solutions`` here): a tool's word is never trusted;
- ``unique`` needs one checked solution *and* the tool's proof that there is no other
  (``Enumeration.exhausted``), as the harness's own certificate does
  (:mod:`puzzlebench.engine.generate.uniqueness`);
- the time limit is the tool's own (CP-SAT's, clingo's wait, CaDiCaL's conflict budget
  checked against the clock); the worker still kills a run that overstays it.

The tool is imported lazily, inside ``probe`` and ``enumerate``: a machine without the
``baselines`` extra lists the baseline as not available, with the reason, and nothing fails
at import.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from puzzlebench.engine.baselines import BaselineResult, BaselineStatus
from puzzlebench.engine.generate.solution_count import (
    UniquenessResult,
    UniquenessVerdict,
    exhausted_verdict,
)
from puzzlebench.instances.checker import check
from puzzlebench.instances.types import Instance, Solution
from puzzlebench.models.backends.status import Availability, ProbeResult
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.timing import Timer, timed


@dataclass
class Enumeration:
    """What a tool found: the solutions in the order it gave them (decoded, unchecked), and
    whether it proved there are no others (``exhausted``). Neither exhausted nor at the
    limit means it stopped early; ``message`` says why (the time limit, as a rule)."""

    solutions: list[Solution] = field(default_factory=list)
    exhausted: bool = False
    timed_out: bool = False
    message: str = ""
    stats: dict[str, Any] = field(default_factory=dict)
    counters: SolverCounters = field(default_factory=SolverCounters)  # the tool's status, where it says one


def seconds_left(deadline: float) -> float:
    return deadline - time.perf_counter()


class InProcessBaseline:
    """A baseline run inside the worker's Python: subclasses set the names and implement
    :meth:`enumerate`."""

    name: str = ""
    puzzles: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()  # what must import for the baseline to be available (the tool first)
    distribution: str = ""  # the package whose version the records carry

    def tool_version(self) -> str:
        """Extra version detail after the package's own (e.g. the SAT solver's)."""
        return ""

    def probe(self) -> ProbeResult:
        """Available, why not, version (typed; still the ``(available, why, version)`` tuple);
        importing the tool here also keeps the import out of the first run's time (the
        worker probes before its first run)."""
        if not hasattr(self, "_probe"):
            try:
                for module in self.modules:  # also the encoders: their imports stay out of run times
                    importlib.import_module(module)
                version = f"{self.distribution} {metadata.version(self.distribution)}"
                detail = self.tool_version()
                self._probe = ProbeResult(Availability.AVAILABLE, "", f"{version} ({detail})" if detail else version)
            except (ImportError, metadata.PackageNotFoundError) as exc:
                why = f"{self.distribution} is not installed (pip install -e '.[baselines]'): {exc}"
                self._probe = ProbeResult(Availability.NOT_INSTALLED, why, "")
        return self._probe

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        """Up to ``limit`` solutions of ``instance`` within ``time_limit`` seconds."""
        raise NotImplementedError

    def _unsupported(self, instance: Instance) -> str:
        """Why this baseline cannot run ``instance`` here (not installed, another puzzle), or ""."""
        probed = self.probe()
        if not probed.available:
            return probed.why
        return "" if instance.puzzle in self.puzzles else f"{self.name} solves {', '.join(self.puzzles)} only, " \
                                                          f"not {instance.puzzle}"

    def solve(self, instance: Instance, time_limit: float) -> BaselineResult:
        """The first solution (the runner checks it), or the tool's proof that there is none."""
        if why := self._unsupported(instance):
            return BaselineResult(BaselineStatus.ERROR, None, 0.0, 0.0, why)
        with timed(t := Timer()):
            try:
                found = self.enumerate(instance.with_solution(None), 1, time_limit)
            except Exception as exc:  # the tool's own failure is the run's error, with its words
                return BaselineResult(BaselineStatus.ERROR, None, t.wall, t.cpu, f"{type(exc).__name__}: {exc}")
        if found.solutions:
            return BaselineResult(BaselineStatus.FOUND, found.solutions[0], t.wall, t.cpu, found.message, found.stats,
                                  found.counters)
        status = BaselineStatus.INFEASIBLE if found.exhausted else \
            BaselineStatus.TIMEOUT if found.timed_out else BaselineStatus.ERROR
        return BaselineResult(status, None, t.wall, t.cpu, found.message, found.stats, found.counters)

    def count_solutions(self, instance: Instance, *, limit: int = 2, time_limit: float = 60.0) -> UniquenessResult:
        """Up to ``limit`` distinct checked solutions and, below the limit, whether that is all
        of them: the uniqueness mode, decided as :func:`puzzlebench.engine.generate.uniqueness.count_solutions`
        decides."""
        if limit < 1:
            raise ValueError("limit must be at least 1")
        res = UniquenessResult(UniquenessVerdict.UNKNOWN, route=f"{self.name} baseline",
                               solver_version=self.probe().version)
        if why := self._unsupported(instance):
            res.message = why
            return res
        bare = instance.with_solution(None)
        start = time.perf_counter()
        try:
            found = self.enumerate(bare, limit, time_limit)
        except Exception as exc:
            res.message, res.wall = f"{type(exc).__name__}: {exc}", time.perf_counter() - start
            return res
        res.wall = time.perf_counter() - start
        res.solves = int(found.stats.get("solves", 1))
        for sol in found.solutions:
            bad = check(bare, sol)
            if bad:
                res.message = f"the tool returned a wrong solution ({bad[0]})"
                return res
            if sol in res.solutions:
                res.message = "the tool returned the same solution twice"
                return res
            res.solutions.append(sol)
        if res.count >= limit:
            res.verdict = UniquenessVerdict.MULTIPLE if limit > 1 else UniquenessVerdict.UNKNOWN
            res.message = "" if limit > 1 else "limit 1: uniqueness not tested"
        elif found.exhausted:
            res.verdict = exhausted_verdict(res.count)
        else:
            res.message = found.message or (f"time limit {time_limit:g} s reached" if found.timed_out
                                            else "the tool stopped without an answer")
        return res
