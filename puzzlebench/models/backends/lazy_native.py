"""The branch-and-cut adapters: the native layer's solvers with a :data:`~puzzlebench.models.backends.lazy.Separator`
attached through their callbacks (:mod:`puzzlebench.models.backends.lazy` says how, per solver)."""

from __future__ import annotations

from typing import Any

import numpy as np

from puzzlebench.models.backends.base import SolveOptions, SolveOutcome
from puzzlebench.models.backends.lazy import Lazy
from puzzlebench.models.backends.native_layer import (
    NativeCplex,
    NativeGurobi,
    NativeScip,
    NativeXpress,
)
from puzzlebench.models.model import EQ, GE, LE, Model
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


# ---- Gurobi ----------------------------------------------------------------------------------
class GurobiLazy(Lazy, NativeGurobi):
    """Gurobi with ``LazyConstraints``: ``cbLazy`` rows for a rejected incumbent (``MIPSOL``),
    ``cbCut`` rows for a node's optimal LP point (``MIPNODE``)."""

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        return self.with_counters(lambda: NativeGurobi.solve(self, model, opts, tr, sv))

    def attach(self, handle: Any, columns: Any) -> Any:
        import gurobipy as gp

        GRB = gp.GRB
        handle.Params.LazyConstraints = 1
        handle.Params.PreCrush = 1  # user cuts refer to the original columns
        xs = columns.tolist()
        owner = self

        def expr(cols: np.ndarray, coefs: np.ndarray, sense: int, rhs: float) -> Any:
            e = gp.LinExpr(coefs.tolist(), [xs[j] for j in cols.tolist()])
            return e <= rhs if sense == LE else e >= rhs if sense == GE else e == rhs

        def callback(m: Any, where: int) -> None:
            if where == GRB.Callback.MIPSOL:
                for cut in owner.cuts(np.asarray(m.cbGetSolution(xs), dtype=float), True):
                    m.cbLazy(expr(*cut))
            elif where == GRB.Callback.MIPNODE and m.cbGet(GRB.Callback.MIPNODE_STATUS) == GRB.OPTIMAL:
                for cut in owner.cuts(np.asarray(m.cbGetNodeRel(xs), dtype=float), False):
                    m.cbCut(expr(*cut))

        return callback


# ---- CPLEX -----------------------------------------------------------------------------------
class CplexLazy(Lazy, NativeCplex):
    """CPLEX's generic callback: a candidate point is rejected with the cuts it violates, a
    relaxation point gets them as user cuts."""

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        return self.with_counters(lambda: NativeCplex.solve(self, model, opts, tr, sv))

    def attach(self, handle: Any, columns: Any) -> Any:
        import cplex

        owner = self
        n = handle.variables.get_num()
        senses = {LE: "L", GE: "G", EQ: "E"}

        def pairs(found: list[Any]) -> tuple[list[Any], list[str], list[float]]:
            return ([cplex.SparsePair(ind=c.tolist(), val=v.tolist()) for c, v, _, _ in found],
                    [senses[s] for _, _, s, _ in found], [r for _, _, _, r in found])

        class Callback:
            def invoke(self, context: Any) -> None:
                if context.in_candidate() and context.is_candidate_point():
                    found = owner.cuts(np.asarray(context.get_candidate_point(0, n - 1), dtype=float), True)
                    if found:
                        rows, sense, rhs = pairs(found)
                        context.reject_candidate(constraints=rows, senses=sense, rhs=rhs)
                elif context.in_relaxation():
                    found = owner.cuts(np.asarray(context.get_relaxation_point(0, n - 1), dtype=float), False)
                    if found:
                        rows, sense, rhs = pairs(found)
                        purge = [cplex.callbacks.UseCut.purge] * len(found)
                        context.add_user_cuts(cuts=rows, senses=sense, rhs=rhs, cutmanagement=purge,
                                              local=[False] * len(found))

        ctx = cplex.callbacks.Context.id
        handle.set_callback(Callback(), ctx.candidate | ctx.relaxation)
        return None


# ---- Xpress ----------------------------------------------------------------------------------
class XpressLazy(Lazy, NativeXpress):
    """Xpress: the ``optnode`` callback separates each node's LP point (the integer routine
    when it is integral, as the node is about to be accepted) and adds the cuts to the node
    (``addCuts``: Xpress refuses managed cuts there); the ``preintsol`` callback rejects any
    candidate that still violates a cut (a heuristic's). Presolve is off, so the node's
    columns are the model's (``addCuts`` takes the presolved space), and so are dual
    reductions: the cuts are unknown to presolve."""

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        self.integer = np.asarray(model.is_integer, dtype=bool)
        return self.with_counters(lambda: NativeXpress.solve(self, model, opts, tr, sv))

    def attach(self, handle: Any, columns: Any) -> Any:
        owner = self
        senses = {LE: "L", GE: "G", EQ: "E"}

        def point(prob: Any) -> tuple[np.ndarray, bool]:
            values = np.asarray(prob.getCallbackSolution(), dtype=float)
            ints = values[owner.integer]
            return values, bool(np.all(np.abs(ints - np.round(ints)) <= 1e-6))

        def optnode(prob: Any, data: Any) -> int:
            values, integral = point(prob)
            found = owner.cuts(values, integral)
            if found:
                start = np.cumsum([0] + [c.size for c, _, _, _ in found])
                prob.addCuts([0] * len(found), [senses[s] for _, _, s, _ in found], [r for _, _, _, r in found],
                             start, np.concatenate([c for c, _, _, _ in found]),
                             np.concatenate([v for _, v, _, _ in found]))
            return 0

        def preintsol(prob: Any, data: Any, soltype: int, cutoff: float) -> tuple[bool, float]:
            values, _ = point(prob)
            return bool(owner.cuts(values, True)), cutoff

        handle.setControl("presolve", 0)
        handle.setControl("mipdualreductions", 0)
        handle.addOptnodeCallback(optnode)
        handle.addPreIntsolCallback(preintsol)
        return None
