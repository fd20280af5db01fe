"""The Troix hard pass's complete test: is the solution still unique once some givens are
gone? One incremental CaDiCaL solver for the whole pass (the PySAT baseline's encoding).

A test is one SAT call under assumptions: the givens still pending as assumption literals,
plus a fresh activation literal that switches on the clause "some cell of the removed set
holds another symbol than in our solution". Unsatisfiable: no other solution (the puzzle
with those givens was unique, so any other solution without them differs there).
Satisfiable: the model is another solution, and the cells of the set where it differs are
returned. The activation literal is then retired by a unit clause, so the clause never
counts again; what the solver learned stays valid for the next tests (every learned clause
follows from the puzzle's rules, or carries a retired activation literal), which is why one
solver serves the whole pass. A given that is needed for good (put back, or shown needed
by a swap witness) becomes a unit clause (:meth:`SatTester.fix`).

Why not CP-SAT (versions 3-5, a model edited in place): docs/generators.md, "Troix
generator", has the measurements. The hard pass only ever reads the *verdict* of a test
(another solution or not: a fact about the puzzle), never which other solution came out,
so what the solver learned before, and how a solve is sliced, cannot change a puzzle: a
resumed generation, with a new solver, makes the same bytes.

Every solve runs in slices of :data:`SLICE_CONFLICTS` conflicts (through
:func:`puzzlebench.engine.baselines.sat.solve_limited`, so Ctrl-C is heard between slices)
and goes on until it decides: the test has no effort limit, a verdict that depended on one
would depend on the solver's history.
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzlebench.instances.troix_search import ALL, SINGLE, TroixSearch
from puzzlebench.instances.types import EMPTY, TroixInstance

SLICE_CONFLICTS = 20_000  # conflicts per slice of a solve (how long a Ctrl-C waits, at most)


class SatTester:
    """The complete test of the hard pass, on one R x C grid and its solution."""

    def __init__(self, search: TroixSearch, solution: Sequence[int]):
        from pysat.solvers import Solver

        from puzzlebench.engine.baselines.sat import SOLVER
        from puzzlebench.engine.baselines.sat_troix import encode

        rows, cols = search.rows, search.cols
        cnf = encode(TroixInstance(rows, cols, tuple(EMPTY * cols for _ in range(rows))))
        self.holds = [cnf.var(c // cols, c % cols, SINGLE[bit]) for c, bit in enumerate(solution)]
        self.top = cnf.top
        self.fixed = [False] * search.n
        self.solves = 0
        self.sat = Solver(name=SOLVER, bootstrap_with=cnf.clauses)
        # start every search at our solution: the other solutions a test looks for are near it
        self.sat.set_phases([v if s == SINGLE[bit] else -v
                             for c, bit in enumerate(solution)
                             for s, v in enumerate(range(1 + 3 * c, 4 + 3 * c))])

    def close(self) -> None:
        self.sat.delete()

    def fix(self, c: int) -> None:
        """Given c stays for good: a unit clause instead of an assumption in every test."""
        if not self.fixed[c]:
            self.fixed[c] = True
            self.sat.add_clause([self.holds[c]])

    def other_solution(self, givens: Sequence[int], removed: Sequence[int]) -> list[int] | None:
        """The cells of ``removed`` where another solution of the puzzle ``givens`` differs
        from ours; None when there is none. ``givens`` (domain bits, ALL = no given) is the
        puzzle without ``removed``, which must have been unique with them."""
        from puzzlebench.engine.baselines.sat import solve_limited

        self.top += 1
        act = self.top
        self.sat.add_clause([-act, *(-self.holds[c] for c in removed)])
        assumptions = [act, *(self.holds[c] for c, v in enumerate(givens) if v != ALL and not self.fixed[c])]
        try:
            while True:
                self.solves += 1
                self.sat.conf_budget(SLICE_CONFLICTS)
                answer = solve_limited(self.sat, assumptions)
                if answer is not None:
                    break
            if not answer:
                return None
            model = self.sat.get_model()
            return [c for c in removed if model[self.holds[c] - 1] < 0]
        finally:
            self.sat.add_clause([-act])
