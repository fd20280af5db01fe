"""The Troix generator: a random full grid, then givens removed while the solution stays unique.

1. **Grid.** A random valid full grid from the propagation search
   (:meth:`TroixSearch.random_solution`): cells filled row-major, each value drawn at
   random with weights = how much its row and column still need that symbol, exact line
   propagation after every choice, restarts on a node budget. Every valid grid can come
   out (no fixed pattern is permuted or shifted).
2. **Deductive removal** (always). Cells are visited in a seeded random order; a given is
   removed when propagation alone refutes every *other* value in that cell (the puzzle
   minus this given, with the cell forced to differ from the solution, has no solution).
   Why that is a uniqueness proof: the puzzle with the given had exactly one solution,
   so any second solution without it must differ in this cell — and none does.
3. **Exact pass** (``minimal=True``). Each given still left is tested with a complete
   search (OR-Tools CP-SAT on a small one-hot model, built once per grid, the givens as
   assumptions): removed when no other value is possible, kept when an alternative
   solution exists. A test that runs out of its deterministic effort keeps the given and
   is counted in ``source.minimality.undecided``; the result is minimal exactly when that
   count is 0. (Removal is monotone: a given that was needed stays needed when others
   go, so one pass suffices.)
4. ``givens_ratio=F`` stops removing once at most F x cells givens are left.

Finally the puzzle is certified by :func:`puzzlebench.engine.generate.uniqueness.certify` (the textbook
``troix/onehot`` model through ``puzzlebench.models.backends``, CP-SAT, plus a no-good row) and the
verdict is stored in ``source.uniqueness``. Everything is driven by one
``random.Random(seed)``, node budgets and CP-SAT's deterministic time, never wall time, so
the same seed and versions give byte-identical files.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from puzzlebench.engine.generate.common import (
    GenerationFailed,
    GenerationListener,
    GenerationProgress,
    Phase,
    finish,
    package_version,
)
from puzzlebench.engine.generate.hardness import check_min_open, hardness_entry
from puzzlebench.engine.generate.uniqueness import solver_version
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.troix_search import (
    ALL,
    POPCOUNT,
    SINGLE,
    TroixSearch,
    domains_to_grid,
    shuffled_grid,
)
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.interruptible import solve_cpsat

GENERATOR = "puzzlebench.generate_troix"
# 1: random grid by propagation search, givens removed by exact line propagation
# 2: random grid by cyclic swaps, givens removed by budgeted local refutation, optional
#    hard pass (min_open)
# 3: the hard pass removes givens in batches (one CP-SAT test per batch, witnesses put
#    givens back). Only the hard pass changed: a puzzle made without min_open is the same
#    as in version 2, byte for byte, and keeps that number (the committed files stay valid)
# 4: the hard pass tests on one model edited in place (givens fixed through domains, the
#    no-good only over the batch) and takes first the givens whose lines are least open.
#    Again only the hard pass changed
# 5: the hard pass leaves out of its batches the givens a swap witness shows needed (two
#    lines exchanged on a 2- or 3-cycle of positions); the exact pass uses the same
#    witness, which only spares it tests (its puzzles are unchanged); the test model takes
#    the domains line propagation leaves. Only the hard pass changed
# 6 (only with in_order=True, not yet the default): the hard pass removes givens as one at
#    a time in their order would (a batch bisected where a test finds another solution),
#    each test one call of an incremental CaDiCaL solver (troix_sat.SatTester)
# 7 (only with requeue=True, not yet the default): version 5, but a batch whose test runs
#    out of effort goes back to the pending givens, to be tested again in smaller batches
#    (version 5 kept all its givens for good), and a given put back by a witness that
#    another given put back also kills is tried once more later (version 5 kept it)
# 8 (only with escalate=True, not yet the default): version 7, but a test of one given alone
#    that runs out of effort is tried once more at ESCALATE_FACTOR times the effort
#    (version 7 kept that given for good)
ALGORITHM_VERSION = 5
IN_ORDER_VERSION = 6
REQUEUE_VERSION = 7
ESCALATED_VERSION = 8
ESCALATE_FACTOR = 4  # 81x81: the single-given tests undecided at 8 units decided within 32 (docs/generators.md)
UNCHANGED_SINCE = 2  # the version stamped on puzzles made without the hard pass
EXACT_EFFORT = 2.0  # CP-SAT deterministic-time units per exact test (about a second here)
MAX_SIDE = 150
TRIM_BUDGET_MINIMAL = 300
TRIM_BUDGET = 12  # line prunings per removal test (30x30: givens share 0.71 with 4, 0.67 with 12, 0.65 with 30)


@dataclass
class RemovalStats:
    trimmed_givens: int = 0
    hard_removed: int = 0
    hard_kept: int = 0
    exact_removed: int = 0
    exact_kept: int = 0
    undecided: int = 0
    hard_requeued: int = 0  # version 7: givens the hard pass tried again
    hard_undecided: int = 0  # version 7: givens kept because their test alone ran out of effort
    hard_escalated: int = 0  # version 8: tests of one given tried again at the larger effort


@dataclass
class HardState:
    """Everything the rest of a ``--min-open`` generation reads, at the top of a batch of
    the hard pass (the checkpoint's content, as JSON: :mod:`puzzlebench.engine.generate.checkpoint`).
    The CP-SAT model of the pass is not in it: between batches it holds exactly the
    domains of ``givens``' line propagation (every "may differ" bit off), so a new one is
    the same model after its first narrowing."""
    attempt: int
    rng: Any  # random.Random.getstate(), for the grids of later attempts
    solution: list[int]
    givens: list[int]
    order: list[int]
    stats: RemovalStats
    pending: list[int]
    batch_size: int
    changed: bool
    open_now: int
    requeued: list[int] = field(default_factory=list)  # version 7: the givens tried again (once each)

    def to_json(self) -> dict[str, Any]:
        version, internal, gauss = self.rng
        return {**{f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("rng", "stats")},
                "rng": [version, list(internal), gauss], "stats": asdict(self.stats)}

    @classmethod
    def from_json(cls, data: dict[str, Any], where: Path) -> HardState:
        """The state :meth:`to_json` wrote; one line naming ``where`` if it is not one."""
        try:
            version, internal, gauss = data["rng"]
            state = cls(**{**data, "rng": (version, tuple(internal), gauss), "stats": RemovalStats(**data["stats"])})
            random.Random().setstate(state.rng)
        except (TypeError, ValueError, KeyError):
            raise PuzzleInputError(f"{where}: not a checkpoint this version can read; delete it to start over") \
                from None
        return state


HardSaver = Callable[[list[int], int, bool, int, list[int]], None]  # pending, batch size, changed, open now, requeued


def check_size(rows: Any, cols: Any) -> tuple[int, int]:
    for label, v in (("rows", rows), ("cols", cols)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PuzzleInputError(f"--{label} must be an integer, got {v!r}")
        if v < 3 or v % 3:
            raise PuzzleInputError(f"Troix needs --{label} a positive multiple of 3, got {v}")
        if v > MAX_SIDE:
            raise PuzzleInputError(f"--{label} {v} is larger than this generator supports ({MAX_SIDE})")
    return rows, cols


class _ExactChecker:
    """CP-SAT on the one-hot model of an R x C grid, reused for every exact test."""

    def __init__(self, search: TroixSearch, effort: float, hint: list[int] | None = None):
        from ortools.sat.python import cp_model

        self.cp_model = cp_model
        m, self.x = _onehot_model(search, hint)
        self.model = m
        self.solver = _solver(effort)

    def other_value_possible(self, dom: list[int], cell: int, value_bit: int) -> bool | None:
        """Is there a solution with the fixed cells of ``dom`` and ``cell`` != value? None: undecided."""
        m = self.model
        m.clear_assumptions()
        lits = [self.x[c][SINGLE[v]] for c, v in enumerate(dom) if POPCOUNT[v] == 1 and c != cell]
        lits.append(self.x[cell][SINGLE[value_bit]].Not())
        m.add_assumptions(lits)
        status = solve_cpsat(self.solver, m)
        if status == self.cp_model.INFEASIBLE:
            return False
        if status in (self.cp_model.FEASIBLE, self.cp_model.OPTIMAL):
            return True
        return None


def _solver(effort: float) -> Any:
    """One deterministic CP-SAT worker: one thread, a fixed seed, a deterministic-time limit."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_deterministic_time = float(effort)
    # measured on 21x21: with the LP relaxation and presolve off a test takes ~20 ms
    # instead of 0.4-5 s (the model is tiny; propagation and clause learning do it all)
    solver.parameters.linearization_level = 0
    solver.parameters.cp_model_presolve = False
    return solver


class _BatchTester:
    """Is the solution still unique once a batch of givens is gone? CP-SAT on the one-hot
    model, kept for the whole hard pass and edited in place between tests.

    Two things make a test cheap on big grids (60x60, measured in one run: 0.28 s a test
    before, 0.1 s after):
    - The givens are fixed through their variables' domains, not as assumptions. An
      infeasible solve under assumptions makes CP-SAT work out which of them caused it;
      with thousands of givens that took 0.3 s where the fixed model took 0.01 s. The
      domains are those exact line propagation leaves (:meth:`_narrow`): the same
      solutions, and CP-SAT's own propagation of the count rows is weaker.
    - The no-good asks for a solution that differs from ours *in a cell of the batch*
      (``differs[c]`` implies ``may_differ[c]``, and only the batch's ``may_differ`` are
      free). That loses nothing: the puzzle with the batch was unique, so any other
      solution without it differs there. A no-good over the whole grid left the search
      to find that out.
    """

    def __init__(self, search: TroixSearch, solution: list[int], effort: float):
        from ortools.sat.python import cp_model

        self.cp_model = cp_model
        m, x = _onehot_model(search, solution)
        self.holds = [x[c][SINGLE[bit]] for c, bit in enumerate(solution)]
        self.may_differ = [m.new_bool_var(f"may_differ{c}") for c in range(search.n)]
        differs = [m.new_bool_var(f"differs{c}") for c in range(search.n)]
        for c in range(search.n):
            m.add_implication(differs[c], self.may_differ[c])
            m.add_implication(differs[c], self.holds[c].Not())
        m.add_bool_or(differs)
        self.model = m
        self.search, self.x = search, x
        self.domains = m.proto.variables
        self.narrowed = [ALL] * search.n  # the cell domains the model's variables hold now
        for c in range(search.n):
            self.domains[self.may_differ[c].index].domain[1] = 0
        self.solver = _solver(effort)
        # no symmetry detection: the same answers, 10-15 % less time (45x45, measured)
        self.solver.parameters.symmetry_level = 0

    def fix(self, c: int) -> None:
        """Given c stays for good: nothing to do, the givens are fixed through the domains."""

    def remove(self, c: int) -> None:
        """Given c is gone and belongs to the batch under test."""
        self.domains[self.may_differ[c].index].domain[1] = 1

    def put_back(self, c: int) -> None:
        self.domains[self.may_differ[c].index].domain[1] = 0

    @contextlib.contextmanager
    def effort_times(self, factor: float) -> Iterator[None]:
        """The tests inside run with ``factor`` times the pass's effort."""
        params = self.solver.parameters
        was = params.max_deterministic_time
        params.max_deterministic_time = was * factor
        try:
            yield
        finally:
            params.max_deterministic_time = was

    def settle(self, c: int) -> None:
        """Given c is gone for good: the next batches are tested without it."""
        self.domains[self.may_differ[c].index].domain[1] = 0

    def other_solution(self, batch: list[int], givens: list[int]) -> list[int] | None | Literal[False]:
        """The cells of ``batch`` where another solution differs from ours; False when
        there is none (the puzzle without the batch is unique), None when undecided.
        ``givens``: the puzzle without the batch."""
        dom = list(givens)
        self.search.propagate(dom)
        self._narrow(dom)
        status = solve_cpsat(self.solver, self.model)
        if status == self.cp_model.INFEASIBLE:
            return False
        if status in (self.cp_model.FEASIBLE, self.cp_model.OPTIMAL):
            return [c for c in batch if not self.solver.boolean_value(self.holds[c])]
        return None

    def _narrow(self, dom: list[int]) -> None:
        """The model's variables take the cell domains ``dom`` (the givens' line propagation,
        so every solution keeps them); only cells whose domain changed are rewritten."""
        for c, (now, was) in enumerate(zip(dom, self.narrowed, strict=True)):
            if now != was:
                for s, lit in enumerate(self.x[c]):
                    d = self.domains[lit.index].domain
                    d[0] = int(now == 1 << s)
                    d[1] = now >> s & 1
        self.narrowed = dom


def _no_run_near(line: list[int], at: Sequence[int]) -> bool:
    """No three equal in a row among the triples that touch the positions ``at``."""
    n = len(line)
    for p in at:
        for k in range(max(p - 2, 0), min(p, n - 3) + 1):
            if line[k] == line[k + 1] == line[k + 2]:
                return False
    return True


def swap_witness(search: TroixSearch, givens: list[int], solution: list[int], c: int) -> bool:
    """Is there a second solution that differs from ``solution`` only on two parallel lines?

    Exchanging two rows' symbols on a set of columns J keeps every count when the two rows
    hold the same symbols on J; the smallest such J through c's column are a 2-cycle
    (a b / b a, the rectangle) and a 3-cycle (a b d / b d a, d the third symbol). If no
    cell of the exchange but c is a given and no run of three appears, that grid solves
    the puzzle without the given at c, so c is needed, and stays needed as other givens
    go. The same with two columns. A cheap witness (about a millisecond at 60x60) that
    spares CP-SAT tests in both passes (docs/generators.md has the measurements).
    """
    rows, cols = search.rows, search.cols
    i, j = divmod(c, cols)
    grid = [solution[r * cols:(r + 1) * cols] for r in range(rows)]
    free = [[givens[r * cols + q] == ALL or r * cols + q == c for q in range(cols)] for r in range(rows)]
    if _line_pair_witness(grid, free, i, j):
        return True
    grid_t = [list(col) for col in zip(*grid, strict=True)]
    free_t = [list(col) for col in zip(*free, strict=True)]
    return _line_pair_witness(grid_t, free_t, j, i, cycles=(3,))


def _line_pair_witness(grid: list[list[int]], free: list[list[bool]], i: int, j: int,
                       cycles: tuple[int, ...] = (2, 3)) -> bool:
    """Rows i and i2 exchanged on a 2- or 3-cycle of columns through j (see swap_witness)."""
    a = grid[i][j]
    row = grid[i]
    for i2, other in enumerate(grid):
        b = other[j]
        if i2 == i or b == a or not free[i2][j]:
            continue
        d = 7 ^ a ^ b
        by_pair: dict[tuple[int, int], list[int]] = {}
        for q, (u, v) in enumerate(zip(row, other, strict=True)):
            if q != j and u != v and free[i][q] and free[i2][q]:
                by_pair.setdefault((u, v), []).append(q)
        options: list[tuple[int, ...]] = []
        if 2 in cycles:
            options += [(q,) for q in by_pair.get((b, a), ())]
        if 3 in cycles:
            options += [(q, r) for q in by_pair.get((b, d), ()) for r in by_pair.get((d, a), ())]
        for qs in options:
            at = (j, *qs)
            r1, r2 = list(row), list(other)
            for q in at:
                r1[q], r2[q] = r2[q], r1[q]
            if not (_no_run_near(r1, at) and _no_run_near(r2, at)):
                continue
            if all(_column_ok(grid, q, i, i2) for q in at):
                return True
    return False


def _column_ok(grid: list[list[int]], q: int, i: int, i2: int) -> bool:
    """Column q with its cells in rows i and i2 exchanged has no run of three."""
    col = [r[q] for r in grid]
    col[i], col[i2] = col[i2], col[i]
    return _no_run_near(col, (i, i2))


def _onehot_model(search: TroixSearch, hint: list[int] | None = None):
    """CP-SAT one-hot model of the grid shape: exactly one symbol, balance, no run of three;
    ``hint`` (domain bits, the solution) as the search hint: the alternatives a test looks
    for are mostly near it (~40 % faster)."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    x = [[m.new_bool_var(f"x{c}_{s}") for s in range(3)] for c in range(search.n)]
    for lits in x:
        m.add_exactly_one(lits)
    for li, cells in enumerate(search.lines):
        q = search.quota[li]
        for s in range(3):
            m.add(sum(x[c][s] for c in cells) == q)
            for k in range(len(cells) - 2):
                m.add_bool_or([x[cells[k + t]][s].Not() for t in range(3)])
    for c, bit in enumerate(hint or ()):
        for s in range(3):
            m.add_hint(x[c][s], bit == 1 << s)
    return m, x


def carve(
    search: TroixSearch,
    solution: list[int],
    rng: random.Random,
    *,
    givens_ratio: float | None = None,
    minimal: bool = False,
    min_open: float = 0.0,
    effort: float = EXACT_EFFORT,
    tell: Callable[[Phase, int, str], None] | None = None,
    resume: HardState | None = None,
    save: Callable[[list[int], list[int], RemovalStats], HardSaver] | None = None,
    in_order: bool = False,
    requeue: bool = False,
    escalate: bool = False,
) -> tuple[list[int], RemovalStats]:
    """Choose givens for a full grid (domain bits) as described in the module doc.
    ``tell(phase, open cells, note)`` hears what it is doing. ``resume``: go on with the
    hard pass from that state; ``save(givens, order, stats)``: the hard pass's checkpoint."""
    n = search.n
    if resume is not None:
        givens, stats = resume.givens, resume.stats
        _hard_pass(search, solution, givens, resume.order, min_open, effort, stats, tell,
                   resume=resume, save=save(givens, resume.order, stats) if save else None, in_order=in_order,
                   requeue=requeue, escalate=escalate)
        return _exact_pass(search, solution, givens, resume.order, stats, minimal, effort, tell)
    if tell is not None:
        tell(Phase.TRIM, 0, "")
    # --minimal: a deeper trim first (fewer givens left for the exact CP-SAT tests: 30x30
    # 0.55 instead of 0.67 of the cells; the exact pass then took ~20 s instead of 155 s)
    givens = search.trim(solution, rng, TRIM_BUDGET_MINIMAL if minimal else TRIM_BUDGET)
    stats = RemovalStats()
    left = stats.trimmed_givens = sum(1 for v in givens if v != ALL)
    if givens_ratio is not None:
        target = int(givens_ratio * n + 1e-9)
        extra = [c for c in range(n) if givens[c] == ALL]
        rng.shuffle(extra)
        for c in extra[:max(target - left, 0)]:  # more givens asked for: add random ones
            givens[c] = solution[c]
        return givens, stats
    order = [c for c in range(n) if givens[c] != ALL]
    rng.shuffle(order)
    if min_open:
        _hard_pass(search, solution, givens, order, min_open, effort, stats, tell,
                   save=save(givens, order, stats) if save else None, in_order=in_order, requeue=requeue,
                   escalate=escalate)
    return _exact_pass(search, solution, givens, order, stats, minimal, effort, tell)


def _exact_pass(search: TroixSearch, solution: list[int], givens: list[int], order: list[int],
                stats: RemovalStats, minimal: bool, effort: float,
                tell: Callable[[Phase, int, str], None] | None) -> tuple[list[int], RemovalStats]:
    """``--minimal``: every given left tested by CP-SAT (the module doc's step 4)."""
    if minimal:
        exact = _ExactChecker(search, effort, hint=solution)
        for k, c in enumerate(order):
            if tell is not None and k % 50 == 0:
                tell(Phase.EXACT, 0, f"given {k + 1}/{len(order)}, {stats.exact_removed} removed")
            if givens[c] == ALL:
                continue
            if swap_witness(search, givens, solution, c):
                stats.exact_kept += 1
                continue
            possible = exact.other_value_possible(givens, c, solution[c])
            if possible is False:
                givens[c] = ALL
                stats.exact_removed += 1
            elif possible is True:
                stats.exact_kept += 1
            else:
                stats.undecided += 1
    return givens, stats


HARD_BATCH = 32  # at most this many givens removed per CP-SAT test in the hard pass


def _hard_pass(search: TroixSearch, solution: list[int], givens: list[int], order: list[int],
               min_open: float, effort: float, stats: RemovalStats,
               tell: Callable[[Phase, int, str], None] | None = None,
               resume: HardState | None = None, save: HardSaver | None = None, in_order: bool = False,
               requeue: bool = False, escalate: bool = False) -> None:
    """Remove givens in batches while the solution stays unique, until exact line
    propagation leaves at least ``min_open`` x cells open (raise _NotHardEnough if it
    never does).

    One :class:`_BatchTester` per grid. Infeasible: the batch goes (the puzzle without
    it is still unique). A solution found is a witness: the first batch given where it
    differs from the solution is put back (that kills it) and the test repeats; out of
    effort: the batch is put back and the batch size halved. Why batches: one test per
    given (version 2) costs a CP-SAT solve on the whole grid each, 60x60 to 10 % open did
    not finish in 10 minutes; most batches are accepted whole or after putting back a few.

    Which givens first: those whose row and column propagation leaves least open (seeded
    order among equals). Open cells then spread over the grid instead of piling up where
    they already are, where a removal mostly makes the puzzle ambiguous: at 30x30, 30 %
    open took 55-68 removals and 82-94 put-backs this way, 89-110 and 144-159 in the
    seeded order alone (seeds 1 and 2).

    A given that :func:`swap_witness` shows needed is dropped from the pending ones
    without a test: needed now, it stays needed as more givens go.

    ``in_order`` (algorithm 6): each batch goes through :func:`_remove_batch` on a
    :class:`~puzzlebench.engine.generate.troix_sat.SatTester`, which makes what removing
    the givens one at a time in their order makes, whatever the solver finds.

    ``requeue`` (algorithm 7): nothing is kept for a reason the tests did not show. A batch
    whose test runs out of effort goes back to the front of the pending givens (the batch
    size halves, so it is tried again in smaller pieces; one given alone out of effort
    stays); a given put back for a witness that another given put back also kills (so the
    witness does not show it needed once the batch is done) joins the pending ones again,
    once. Version 5 kept both kinds for good.

    ``escalate`` (algorithm 8, with ``requeue``): a test of one given alone that runs out of
    effort is tried once more at :data:`ESCALATE_FACTOR` times the effort before the given
    stays: on the largest grids tests of one given often run out of effort, and the givens
    they keep are what holds the open share down (docs/generators.md).
    """
    from puzzlebench.engine.generate.troix_sat import SatTester

    tester: Any = SatTester(search, solution) if in_order else _BatchTester(search, solution, effort * 4)
    rows, cols = search.rows, search.cols
    need = min_open * search.n
    rank = {c: k for k, c in enumerate(order)}
    pending = [c for c in order if givens[c] != ALL]
    # a batch decides in a weaker context than one given at a time (the givens it puts
    # back are needed with the whole batch gone), so batches stay small against the
    # givens left and shrink when they put back more than they remove
    batch_size = max(1, min(HARD_BATCH, len(pending) // 16))
    changed = True
    open_now = 0
    requeued: list[int] = []
    if resume is not None:
        pending, batch_size, changed, open_now = list(resume.pending), resume.batch_size, resume.changed, \
            resume.open_now
        requeued = list(resume.requeued)
    tried_again = set(requeued)
    if in_order:
        waiting = set(pending)
        for c in range(search.n):  # the givens already decided stay: unit clauses
            if givens[c] != ALL and c not in waiting:
                tester.fix(c)
    while pending:
        if save is not None:
            save(pending, batch_size, changed, open_now, requeued)
        if changed:
            is_open = search.open_mask(givens)
            open_now = sum(is_open)
            if open_now >= need:
                break
            row_open = [sum(is_open[i * cols:(i + 1) * cols]) for i in range(rows)]
            col_open = [sum(is_open[j::cols]) for j in range(cols)]
            pending.sort(key=lambda c: (row_open[c // cols] + col_open[c % cols], rank[c]))
        batch: list[int] = []
        while pending and len(batch) < batch_size:
            c = pending.pop(0)
            if swap_witness(search, givens, solution, c):  # needed now: needed for good
                tester.fix(c)
            else:
                batch.append(c)
        if not batch:  # every one shown needed: nothing changed, the open mask and order stand
            changed = False
            continue
        removed: list[int] | None
        unshown: list[int] = []
        if in_order:
            removed = _remove_batch(tester, solution, givens, batch)
            stats.hard_kept += len(batch) - len(removed)
        else:
            removed = _remove_witnessed(tester, solution, givens, batch, stats, unshown)
            if removed is None and escalate and len(batch) == 1:
                stats.hard_escalated += 1
                with tester.effort_times(ESCALATE_FACTOR):
                    removed = _remove_witnessed(tester, solution, givens, batch, stats, unshown)
        if removed is None:  # undecided: the batch is back, smaller ones next
            removed = []
            if requeue and len(batch) > 1:
                pending[:0] = batch
            elif requeue:
                stats.hard_undecided += 1
            batch_size = max(1, batch_size // 2)
        if requeue:
            for c in unshown:
                if c not in tried_again:
                    tried_again.add(c)
                    requeued.append(c)
                    pending.append(c)
                    stats.hard_requeued += 1
        stats.hard_removed += len(removed)
        put_back = len(batch) - len(removed)
        if put_back > len(removed):
            batch_size = max(1, batch_size // 2)
        elif put_back == 0:
            batch_size = min(HARD_BATCH, 2 * batch_size)
        changed = bool(removed)
        if tell is not None:
            tell(Phase.HARD, open_now, f"{stats.hard_removed} givens removed, {stats.hard_kept} put back, "
                                       f"need {int(need + 0.999)} open")
    else:
        open_now = search.open_cells(givens)
    if in_order:
        tester.close()
    if open_now < need:
        raise _NotHardEnough


def _remove_witnessed(tester: _BatchTester, solution: list[int], givens: list[int], batch: list[int],
                      stats: RemovalStats, unshown: list[int]) -> list[int] | None:
    """Versions 3-5 and 7: remove the batch; while a test finds another solution, put back
    the first batch given where it differs. The givens removed, or None when a test was
    undecided (then the whole batch is back). ``unshown`` gets the givens put back whose
    witness differs from the solution at another given put back too: it does not show them
    needed once the batch is done (the witness of a given it does show needed is a second
    solution of the puzzle without that given, then and after any later removal)."""
    for c in batch:
        givens[c] = ALL
        tester.remove(c)
    removed = list(batch)
    witnessed: list[tuple[int, list[int]]] = []
    while removed:
        differ = tester.other_solution(removed, givens)
        if differ is False:
            break
        if differ is None:  # undecided: keep the batch, try smaller ones
            for c in removed:
                givens[c] = solution[c]
                tester.put_back(c)
            return None
        # the first batch given where the witness differs goes back: it kills the
        # witness (putting back all of them kept too many: 9x9 never reached 20 % open)
        back = differ[0]
        givens[back] = solution[back]
        tester.put_back(back)
        removed.remove(back)
        stats.hard_kept += 1
        witnessed.append((back, differ))
    kept = {back for back, _ in witnessed}
    unshown += [back for back, differ in witnessed if len(kept.intersection(differ)) > 1]
    for c in removed:
        tester.settle(c)
    return removed


def _remove_batch(tester: Any, solution: list[int], givens: list[int], batch: list[int]) -> list[int]:
    """Remove the givens of ``batch`` (the puzzle ``givens`` is unique) as one at a time in
    this order would: each goes when the puzzle stays unique without it (and the ones
    before it that went). Returns those removed; the others are back in ``givens`` and
    fixed in ``tester``.

    The whole rest of the batch is tested at once. Unique: all of it goes. Another
    solution: it differs from ours in some batch givens, so the prefix of the batch up to
    the last of them is too much; a bisection over prefix lengths then finds the shortest
    prefix that is (the other solutions found shorten it), whose last given is the first
    one needed, and the rest of the batch goes on after it.
    """
    removed: list[int] = []
    rest = list(batch)

    def test(prefix: int) -> int:
        """Without rest[:prefix] (the rest of it given): 0 when unique, else 1 + the last
        position of rest where another solution differs."""
        for k, c in enumerate(rest):
            givens[c] = ALL if k < prefix else solution[c]
        differ = tester.other_solution(givens, rest[:prefix])
        return 0 if differ is None else 1 + max(rest.index(c) for c in differ)

    while rest:
        hi = test(len(rest))
        if not hi:
            removed += rest
            break
        lo = 0  # rest[:lo] may go, rest[:hi] may not
        while hi - lo > 1:
            mid = (lo + hi) // 2
            over = test(mid)
            if over:
                hi = over
            else:
                lo = mid
        needed = rest[lo]
        removed += rest[:lo]
        givens[needed] = solution[needed]
        tester.fix(needed)
        rest = rest[lo + 1:]
    for c in removed:
        givens[c] = ALL
    return removed


def hard_algorithm(in_order: bool, requeue: bool, escalate: bool = False) -> int:
    """The version number of the hard pass these options choose."""
    if in_order:
        return IN_ORDER_VERSION
    return ESCALATED_VERSION if escalate else REQUEUE_VERSION if requeue else ALGORITHM_VERSION


class _NotHardEnough(Exception):
    """The hard pass could not open the share asked for on this grid (draw another)."""


MAX_HARD_ATTEMPTS = 5


def generate_troix(
    rows: int,
    cols: int,
    seed: int,
    *,
    givens_ratio: float | None = None,
    minimal: bool = False,
    min_open: float = 0.0,
    certify: bool = True,
    certify_time_limit: float = 300.0,
    effort: float = EXACT_EFFORT,
    name: str | None = None,
    progress: GenerationListener | None = None,
    checkpoint: Path | None = None,
    in_order: bool = False,
    requeue: bool = False,
    escalate: bool = False,
) -> TroixInstance:
    """One Troix puzzle with its solution and a ``source`` describing how it was made.

    ``min_open``: accept only puzzles where exact line propagation leaves at least this
    share of the cells open (givens removed by exact CP-SAT tests until it does; grids
    where that fails are redrawn). ``in_order``: the hard pass of algorithm 6 (removal as one at a
    time in order, each test one incremental CaDiCaL call; not yet the default: measured
    slower at 30x30, docs/generators.md). ``requeue``: the hard pass of algorithm 7 (what a
    test did not decide is tried again; for the large open grids, docs/generators.md).
    ``escalate``: the hard pass of algorithm 8 (algorithm 7, and a test of one given that
    runs out of effort is tried once more at a larger effort; implies ``requeue``).
    Raises PuzzleInputError for bad arguments, and
    GenerationFailed if no grid gets open enough or the certificate does not come out
    ``unique`` in its time.
    """
    rows, cols = check_size(rows, cols)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PuzzleInputError(f"--seed must be an integer, got {seed!r}")
    check_min_open(min_open)
    if givens_ratio is not None and (minimal or min_open):
        raise PuzzleInputError("--givens-ratio excludes --minimal and --min-open")
    if givens_ratio is not None and not 0.0 <= givens_ratio <= 1.0:
        raise PuzzleInputError(f"--givens-ratio must lie in [0, 1], got {givens_ratio}")
    if in_order and (requeue or escalate):
        raise PuzzleInputError("in_order (algorithm 6) and requeue or escalate (algorithms 7, 8) exclude each other")
    requeue = requeue or escalate
    algorithm = hard_algorithm(in_order, requeue, escalate)
    rng = random.Random(seed)
    search = TroixSearch(rows, cols)
    found = None
    from puzzlebench.engine.generate import checkpoint as cp

    # only the hard pass is long enough to checkpoint (the rest takes seconds at 99x99)
    key = cp.key_of({"generator": GENERATOR, "rows": rows, "cols": cols, "seed": seed, "min_open": min_open,
                     "minimal": minimal, "effort": effort, "algorithm": algorithm,
                     "puzzlebench": package_version(), "solver": solver_version()}) \
        if checkpoint is not None and min_open else ""
    saved = cp.load_json(checkpoint, key) if key and checkpoint is not None else None
    resumed = HardState.from_json(saved, checkpoint) if saved is not None and checkpoint is not None else None
    for attempt in range(MAX_HARD_ATTEMPTS):
        if resumed is not None and attempt < resumed.attempt:
            continue
        state_at = resumed
        resumed = None

        def tell(phase: Phase, open_cells: int, note: str, attempt: int = attempt) -> None:
            if progress is not None:
                progress(GenerationProgress(phase, attempt, MAX_HARD_ATTEMPTS, open_cells=open_cells,
                                            cells=rows * cols, note=note))

        if state_at is not None:
            rng.setstate(state_at.rng)
            solution = state_at.solution
        else:
            tell(Phase.GRID, 0, "")
            solution = shuffled_grid(rows, cols, rng)

        def saver(givens: list[int], order: list[int], stats: RemovalStats, attempt: int = attempt,
                  grid: list[int] = solution) -> HardSaver:
            """The hard pass's checkpoint (the RNG as it leaves it: for the grids of later attempts)."""
            state_rng = rng.getstate()

            def save(pending: list[int], batch_size: int, changed: bool, open_now: int, requeued: list[int]) -> None:
                assert checkpoint is not None
                cp.save_json(checkpoint, key, HardState(attempt, state_rng, grid, givens, order, stats, pending,
                                                        batch_size, changed, open_now, requeued).to_json())
            return save

        try:
            found = attempt, solution, *carve(search, solution, rng, givens_ratio=givens_ratio,
                                              minimal=minimal, min_open=min_open, effort=effort, tell=tell,
                                              resume=state_at, save=saver if key else None,
                                              in_order=in_order, requeue=requeue, escalate=escalate)
            break
        except _NotHardEnough:
            tell(Phase.REJECT, 0, f"propagation leaves less than {min_open:g} of the cells open")
            continue
    if found is None:
        raise GenerationFailed(f"no {rows}x{cols} Troix puzzle with {min_open:g} of the cells open "
                               f"in {MAX_HARD_ATTEMPTS} grids for seed {seed}")
    attempt, solution, givens, stats = found
    grid = domains_to_grid(rows, cols, solution)
    given_rows = tuple(
        "".join(grid[i][j] if POPCOUNT[givens[i * cols + j]] == 1 else "." for j in range(cols))
        for i in range(rows)
    )
    count = sum(1 for v in givens if v != ALL)
    options: dict[str, Any] = {"rows": rows, "cols": cols, "minimal": minimal}
    if givens_ratio is not None:
        options["givens_ratio"] = givens_ratio
    if min_open:
        options["min_open"] = min_open
    if minimal or min_open:
        options["exact_effort"] = effort
    source: dict[str, Any] = {
        "generator": GENERATOR,
        "seed": seed,
        "options": options,
        "attempt": attempt,
        "givens": count,
        "givens_share": round(count / (rows * cols), 4),
        "removal": {
            "after_trim": stats.trimmed_givens,
            "hard": stats.hard_removed,
            "exact": stats.exact_removed,
        },
        "hardness": hardness_entry(search.open_cells(givens), rows * cols),
    }
    if min_open:
        source["removal"]["hard_put_back"] = stats.hard_kept
    if requeue and min_open:
        source["removal"]["hard_tried_again"] = stats.hard_requeued
        source["removal"]["hard_undecided"] = stats.hard_undecided
    if escalate and min_open:
        source["removal"]["hard_escalated"] = stats.hard_escalated
    if minimal:
        source["minimality"] = {
            "minimal": stats.undecided == 0,
            "necessary_shown": stats.exact_kept,
            "undecided": stats.undecided,
        }
    inst = TroixInstance(rows, cols, given_rows, grid, name or f"troix-{rows}x{cols}-s{seed}", {})
    if certify and progress is not None:
        progress(GenerationProgress(Phase.CERTIFY, attempt, MAX_HARD_ATTEMPTS, cells=rows * cols,
                                    note="the independent certificate (troix/onehot through the backends)"))
    version = algorithm if min_open else UNCHANGED_SINCE
    return finish(inst, source, version, certify=certify, time_limit=certify_time_limit)
