"""The branch-and-cut adapters: the native layer's solvers with a :data:`~puzzlebench.models.backends.lazy.Separator`
attached through their callbacks (:mod:`puzzlebench.models.backends.lazy` says how, per solver)."""

from __future__ import annotations

from typing import Any

import numpy as np

from puzzlebench.models.backends.base import SolveOptions, SolveOutcome
from puzzlebench.models.backends.lazy import Lazy
from puzzlebench.models.backends.native_layer import NativeScip
from puzzlebench.models.model import GE, LE, Model
from puzzlebench.models.timing import Timer


# ---- SCIP ------------------------------------------------------------------------------------
class ScipLazy(Lazy, NativeScip):
    """SCIP with the separator as a constraint handler."""

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        return self.with_counters(lambda: NativeScip.solve(self, model, opts, tr, sv))

    def attach(self, handle: Any, columns: Any) -> Any:
        import pyscipopt

        owner = self

        class Handler(pyscipopt.Conshdlr):
            def _values(self, solution: Any) -> np.ndarray:
                return np.asarray([self.model.getSolVal(solution, v) for v in columns], dtype=float)

            def _add(self, found: list[tuple[np.ndarray, np.ndarray, int, float]], removable: bool) -> None:
                from pyscipopt.scip import Expr, Term

                for cols, coefs, sense, rhs in found:
                    e = Expr({Term(columns[j]): float(c) for j, c in zip(cols.tolist(), coefs.tolist(), strict=True)})
                    cons = e <= rhs if sense == LE else e >= rhs if sense == GE else e == rhs
                    self.model.addCons(cons, removable=removable)

            def _enforce(self) -> dict[str, Any]:
                found = owner.cuts(self._values(None), True)
                if not found:
                    return {"result": pyscipopt.SCIP_RESULT.FEASIBLE}
                self._add(found, removable=False)
                return {"result": pyscipopt.SCIP_RESULT.CONSADDED}

            def consenfolp(self, constraints: Any, nusefulconss: int, solinfeasible: bool) -> dict[str, Any]:
                return self._enforce()

            def consenfops(self, constraints: Any, nusefulconss: int, solinfeasible: bool,
                           objinfeasible: bool) -> dict[str, Any]:
                return self._enforce()

            def conscheck(self, constraints: Any, solution: Any, checkintegrality: bool, checklprows: bool,
                          printreason: bool, completely: bool) -> dict[str, Any]:
                found = owner.cuts(self._values(solution), True)
                return {"result": pyscipopt.SCIP_RESULT.INFEASIBLE if found else pyscipopt.SCIP_RESULT.FEASIBLE}

            def conssepalp(self, constraints: Any, nusefulconss: int) -> dict[str, Any]:
                found = owner.cuts(self._values(None), False)
                if not found:
                    return {"result": pyscipopt.SCIP_RESULT.DIDNOTFIND}
                self._add(found, removable=True)
                return {"result": pyscipopt.SCIP_RESULT.CONSADDED}

            def conslock(self, constraint: Any, locktype: Any, nlockspos: int, nlocksneg: int) -> None:
                return None  # no constraint of its own: dual reductions are off instead

        handle.setParam("misc/allowstrongdualreds", False)
        handle.setParam("misc/allowweakdualreds", False)
        handle.includeConshdlr(Handler(), "lazy_separator", "separator cuts of a lazy variant",
                               sepapriority=0, enfopriority=-1, chckpriority=-1, sepafreq=1, needscons=False)
        return None
