"""Branch-and-cut: a lazy variant's cuts added inside one search, through the solver's callbacks.

The re-solve loop (:func:`puzzlebench.engine.run.runner.solve_loop`) solves the whole MIP
again after every round of cuts. Here the solver runs once: whenever it holds a point it
hands it to a :data:`Separator`, and the violated cuts go into the same search tree --
integer points (candidate incumbents) are rejected by lazy constraints, LP points get
fractional cuts where the API has a separation callback (Validi, Buchanan and Lykhovyd 2022
separate CUT/LCUT this way).

Per solver, on the native layer (the adapters of :mod:`~puzzlebench.models.backends.native_layer`
with :meth:`attach` filled in):

* SCIP: a constraint handler (``conscheck`` rejects a disconnected solution, ``consenfolp`` /
  ``consenfops`` add the violated cuts as constraints, ``conssepalp`` separates LP points).
  It holds no constraint of its own, so SCIP cannot know which way our rows lock a column:
  dual reductions are switched off (``misc/allowstrongdualreds``, ``misc/allowweakdualreds``);
* Gurobi: ``LazyConstraints = 1`` and a callback adding ``cbLazy`` rows at ``MIPSOL`` and
  ``cbCut`` rows at ``MIPNODE`` when the node LP is optimal;
* CPLEX: a ``LazyConstraintCallback`` (integer points) and a ``UserCutCallback`` (LP points);
* Xpress: a ``preintsol`` callback that rejects a disconnected solution and adds the cuts
  (``addcuts``), and an ``optnode`` callback adding fractional cuts.

CP-SAT, HiGHS and CBC have no such callback in their Python APIs here: they keep the re-solve
loop. The counters (:class:`LazyCounters`) go into the outcome's counters, as ``extra``
(the run record's ``stats``): how many times the
solver called back, how many of those calls got cuts, and how many cuts of each kind.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from puzzlebench.models.model import EQ, GE, LE, RowSet

Separator = Callable[[np.ndarray, bool], RowSet]
"""``separator(values, integral)``: the cuts ``values`` violates (one per model column
given); ``integral`` says the point is integer on the integer columns (a candidate
solution) rather than an LP point."""

TOL = 1e-6
_SEPARATING = threading.Lock()


@dataclass
class LazyCounters:
    """What one branch-and-cut solve did (the outcome's ``counters.extra``, the run record's ``stats``)."""

    lazy_callbacks: int = 0  # integer points the solver handed over
    lazy_rounds: int = 0  # of those, the ones that got cuts (a rejected candidate)
    lazy_cuts: int = 0
    fractional_callbacks: int = 0  # LP points handed over
    fractional_rounds: int = 0
    fractional_cuts: int = 0

    def stats(self) -> dict[str, Any]:
        return {"cut_loop": "callback", **asdict(self)}


def cut_rows(rows: RowSet, values: np.ndarray | None = None) -> Iterator[tuple[np.ndarray, np.ndarray, int, float]]:
    """(columns, coefficients, sense, rhs) of each row of ``rows`` (only those ``values``
    violates, when given)."""
    for r in range(rows.count):
        a, b = rows.indptr[r], rows.indptr[r + 1]
        cols, coefs = rows.cols[a:b], rows.coefs[a:b]
        sense, rhs = int(rows.sense[r]), float(rows.rhs[r])
        if values is not None:
            act = float(coefs @ values[cols])
            if not ((sense == LE and act > rhs + TOL) or (sense == GE and act < rhs - TOL)
                    or (sense == EQ and abs(act - rhs) > TOL)):
                continue
        yield cols, coefs, sense, rhs


class Lazy:
    """What every branch-and-cut adapter shares: the separator, the counters, and turning a
    point into the rows it violates."""

    separator: Separator | None = None
    counters: LazyCounters

    def cuts(self, values: np.ndarray, integral: bool) -> list[tuple[np.ndarray, np.ndarray, int, float]]:
        """The violated cuts of ``values``, counted. One call at a time: CPLEX and Xpress may
        call back from several threads (``threads`` > 1), and a separator keeps state."""
        if self.separator is None:
            raise RuntimeError("a branch-and-cut adapter needs a separator")
        with _SEPARATING:
            found = list(cut_rows(self.separator(np.asarray(values, dtype=float), integral), values))
            self._count(integral, len(found))
        return found

    def _count(self, integral: bool, n: int) -> None:
        c = self.counters
        if integral:
            c.lazy_callbacks += 1
            c.lazy_rounds += n > 0
            c.lazy_cuts += n
        else:
            c.fractional_callbacks += 1
            c.fractional_rounds += n > 0
            c.fractional_cuts += n

    def with_counters(self, solve: Callable[[], Any]) -> Any:
        """Run ``solve`` with fresh counters and put them into its outcome's counters (as
        ``extra``: the solver's own status, nodes and bound are the native adapter's)."""
        self.counters = LazyCounters()
        out = solve()
        out.counters = out.counters.with_extra(self.counters.stats())
        return out


LAZY_ADAPTERS: dict[tuple[str, str], str] = {
    ("native", "scip"): "puzzlebench.models.backends.lazy_native:ScipLazy",
    ("native", "gurobi"): "puzzlebench.models.backends.lazy_native:GurobiLazy",
    ("native", "cplex"): "puzzlebench.models.backends.lazy_native:CplexLazy",
    ("native", "xpress"): "puzzlebench.models.backends.lazy_native:XpressLazy",
}
"""The (layer, solver) pairs that run branch-and-cut, and their adapters (imported only when
used, as :mod:`puzzlebench.models.backends` does: this table costs no solver import)."""


def supports(layer: str, solver: str) -> bool:
    """Whether (``layer``, ``solver``) adds cuts inside one search (else: the re-solve loop)."""
    return (layer, solver) in LAZY_ADAPTERS


def adapter(layer: str, solver: str, separator: Separator) -> Any:
    """A fresh branch-and-cut adapter for the pair, holding ``separator`` (KeyError for a
    pair without callbacks)."""
    module, cls = LAZY_ADAPTERS[(layer, solver)].split(":")
    out: Any = getattr(importlib.import_module(module), cls)()
    out.separator = separator
    return out
