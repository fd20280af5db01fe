"""A small propagation + backtracking Troix solver used inside the generator.

Why a hand-written solver when the project has MIP solvers: the generator asks "is the
solution still unique without this given?" once per cell (900 times for 30x30), and a
MIP or CP-SAT call costs tens of milliseconds of set-up each. Most of those questions are
settled by propagation alone, in well under a millisecond here. The answer is still
re-certified at the end by an independent route (CP-SAT, see :mod:`puzzlebench.engine.generate.uniqueness`),
so a bug here would show up as a failed certificate, never as a silently ambiguous puzzle.

Domains are 3-bit masks per cell (1 = X, 2 = O, 4 = I) in a flat list, index i*C + j.
Propagation is exact per line (generalised arc consistency, :func:`line_gac`): a value
stays in a cell iff some valid completion of that row (and of that column) uses it. Lines
are re-pruned until nothing changes; results are memoised on the line's domains, which
repeat a lot across the generator's many similar queries. Search branches on the first
cell with the fewest candidates.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Literal

SYMBOLS = "XOI"
BIT = {"X": 1, "O": 2, "I": 4}
ALL = 7
SINGLE = {1: 0, 2: 1, 4: 2}  # mask -> symbol index, for fixed cells
POPCOUNT = [0, 1, 1, 2, 1, 2, 2, 3]
BITS_OF = [[b for b in (1, 2, 4) if m & b] for m in range(8)]

Pruned = tuple[int, ...] | Literal[False]
"""A line's domains after :func:`line_gac`, or False: no valid line fits."""


class Contradiction(Exception):
    """Propagation found a line that cannot be completed."""


class NodeLimit(Exception):
    """The search used up its node budget (the caller treats the answer as unknown)."""


class TroixSearch:
    """Solver state for one R x C grid shape: line tables built once, reused per query."""

    def __init__(self, rows: int, cols: int):
        if rows % 3 or cols % 3:
            raise ValueError("Troix needs rows and cols divisible by 3")
        self.rows, self.cols = rows, cols
        self.n = rows * cols
        self.lines: list[list[int]] = [[i * cols + j for j in range(cols)] for i in range(rows)]
        self.lines += [[i * cols + j for i in range(rows)] for j in range(cols)]
        self.quota = [cols // 3] * rows + [rows // 3] * cols
        self.lines_of: list[tuple[int, int]] = [
            (k // cols, rows + k % cols) for k in range(self.n)
        ]
        self.nodes = 0
        self._gac = {rows: line_gac(rows), cols: line_gac(cols)}
        self._cache: dict[tuple[int, ...], Pruned] = {}

    # ---- propagation -------------------------------------------------------------
    def _line(self, dom: list[int], li: int, changed: list[int]) -> None:
        """Prune one line to generalised arc consistency (memoised on its domains)."""
        cells = self.lines[li]
        vals = tuple(dom[c] for c in cells)
        cache = self._cache
        new = cache.get(vals)
        if new is None:
            new = self._gac[len(cells)](vals)
            if len(cache) > 400_000:
                cache.clear()
            cache[vals] = new
        if new is False:
            raise Contradiction
        for k, v in enumerate(new):
            if v != vals[k]:
                c = cells[k]
                dom[c] = v
                changed.append(c)

    def propagate(self, dom: list[int], lines: Sequence[int] | None = None) -> None:
        """Run line rules to a fixed point (in place); raise Contradiction on failure."""
        pending = list(range(len(self.lines))) if lines is None else list(lines)
        queued = [False] * len(self.lines)
        for li in pending:
            queued[li] = True
        lines_of = self.lines_of
        while pending:
            li = pending.pop()
            queued[li] = False
            changed: list[int] = []
            self._line(dom, li, changed)
            for c in changed:
                for lj in lines_of[c]:
                    if not queued[lj]:
                        queued[lj] = True
                        pending.append(lj)
            # a line that changed itself may enable more of its own rules
            if changed and not queued[li]:
                queued[li] = True
                pending.append(li)

    # ---- search ------------------------------------------------------------------
    def _pick(self, dom: list[int]) -> int:
        """Branch cell: the first (row-major) cell with the fewest candidates.

        Row-major ties matter for drawing random grids: filling rows in order with the
        balance-weighted values below keeps the columns on track, where a random cell
        order dead-ends deep in big grids.
        """
        best, best_size = -1, 4
        for c, v in enumerate(dom):
            p = POPCOUNT[v]
            if 1 < p < best_size:
                best, best_size = c, p
                if p == 2:
                    break
        return best

    def _weighted_order(self, dom: list[int], c: int, rng: random.Random) -> list[int]:
        """Candidate bits of cell c in a random order weighted by what its lines still need.

        The weight of symbol s is, for the cell's row and column, (quota - fixed s) /
        (open cells that may take s): the share of the line's open cells that must be s.
        """
        options = list(BITS_OF[dom[c]])
        weights = []
        for bit in options:
            w = 1.0
            for li in self.lines_of[c]:
                fixed = open_ = 0
                for x in self.lines[li]:
                    v = dom[x]
                    if v == bit:
                        fixed += 1
                    elif v & bit:
                        open_ += 1
                w *= (self.quota[li] - fixed) / max(open_, 1)
            weights.append(max(w, 1e-9))
        out = []
        while options:
            r = rng.random() * sum(weights)
            k = 0
            while k < len(options) - 1 and r >= weights[k]:
                r -= weights[k]
                k += 1
            out.append(options.pop(k))
            weights.pop(k)
        return out

    def solutions(
        self,
        dom: list[int],
        limit: int = 2,
        *,
        rng: random.Random | None = None,
        max_nodes: int | None = None,
        avoid: Sequence[int] | None = None,
    ) -> list[list[int]]:
        """Up to ``limit`` distinct solutions (as domain lists of single bits).

        ``rng`` randomises the value order (used to draw random full grids); ``avoid``
        is a grid of bits tried last at each branch, so a search for a solution other
        than ``avoid`` finds one sooner. Raises NodeLimit after ``max_nodes`` branchings.
        """
        self.nodes = 0
        found: list[list[int]] = []
        start = list(dom)
        try:
            self.propagate(start)
        except Contradiction:
            return found
        stack = [start]
        while stack:
            d = stack.pop()
            c = self._pick(d)
            if c < 0:
                found.append(d)
                if len(found) >= limit:
                    break
                continue
            self.nodes += 1
            if max_nodes is not None and self.nodes > max_nodes:
                raise NodeLimit
            if rng is not None:
                options = self._weighted_order(d, c, rng)
            else:
                options = list(BITS_OF[d[c]])
                if avoid is not None and avoid[c] in options:
                    options.remove(avoid[c])
                    options.append(avoid[c])
            children = []
            for bit in options:
                child = d[:]
                child[c] = bit
                try:
                    self.propagate(child, self.lines_of[c])
                except Contradiction:
                    continue
                children.append(child)
            stack.extend(reversed(children))  # pop the first option first
        return found

    def random_solution(self, rng: random.Random, dom: list[int] | None = None) -> list[int]:
        """A random full grid (extending ``dom`` if given), with restarts on a node budget.

        Restarts keep one unlucky early choice from costing minutes; the same rng state
        gives the same grid, so generation stays deterministic.
        """
        start = [ALL] * self.n if dom is None else list(dom)
        budget = 2 * self.n + 500
        for _ in range(1000):
            try:
                sols = self.solutions(start, 1, rng=rng, max_nodes=budget)
            except NodeLimit:
                continue
            if not sols:
                raise Contradiction
            return sols[0]
        raise NodeLimit

    def refuted_nearby(self, dom: list[int], c: int, budget: int) -> bool:
        """Does propagation from ``dom`` reach a contradiction within ``budget`` line prunings?

        Starts from c's row and column (the cell the caller just restricted) and follows
        only the lines whose cells change; the budget is a work counter, never a clock.
        Every pruning is exact, so True is a proof that ``dom`` has no solution; False
        only means "not seen". ``dom`` is changed in place.
        """
        pending = list(self.lines_of[c])
        queued = set(pending)
        for _ in range(budget):
            if not pending:
                return False
            li = pending.pop(0)
            queued.discard(li)
            changed: list[int] = []
            try:
                self._line(dom, li, changed)
            except Contradiction:
                return True
            for x in changed:
                for lj in self.lines_of[x]:
                    if lj not in queued:
                        queued.add(lj)
                        pending.append(lj)
        return False

    def trim(self, solution: list[int], rng: random.Random, budget: int = 12) -> list[int]:
        """Givens that still force ``solution``: removed one by one while exact reasoning shows it.

        Start from the full grid; visit the cells in a seeded random order; a given is
        removed when propagation, with that cell set to its *other* values, runs into a
        contradiction within ``budget`` line prunings (:meth:`refuted_nearby`, starting
        at its row and column). That proves uniqueness is kept: the puzzle with the given
        had one solution, so a second one without it would differ in that cell, and none
        does. The budget keeps each test local (99x99: about a minute, where a full
        propagation per cell, the algorithm before, needed hours); a larger one removes
        more givens.
        """
        givens = list(solution)
        order = list(range(self.n))
        rng.shuffle(order)
        for c in order:
            trial = list(givens)
            trial[c] = ALL & ~solution[c]
            if self.refuted_nearby(trial, c, budget):
                givens[c] = ALL
        return givens

    def open_mask(self, givens: list[int]) -> list[bool]:
        """Per cell: does exact line propagation from ``givens`` leave it open?"""
        dom = list(givens)
        self.propagate(dom)
        return [POPCOUNT[v] != 1 for v in dom]

    def open_cells(self, givens: list[int]) -> int:
        """Cells that exact line propagation from ``givens`` leaves open (0: solved by deduction)."""
        return sum(self.open_mask(givens))


def shuffled_grid(rows: int, cols: int, rng: random.Random, sweeps: int = 40) -> list[int]:
    """A random valid full grid (domain bits) by random cyclic swaps from a cyclic grid.

    Start: cell (i, j) holds symbol (i + j) mod 3 (every line balanced, no run). A move
    takes two rows i1, i2 and three columns j1, j2, j3 where row i2 reads, on those
    columns, row i1 rotated by one (a b c / b c a), and swaps the two rows' values
    there (j3 = j1 gives the rectangle a b / b a). Every row keeps its values and every
    column just exchanges two of its cells, so all counts stay; the move is kept when it
    creates no run of three in the rows and columns touched. ``sweeps`` x cells random
    draws; a draw costs microseconds, so a 99x99 grid takes seconds, where the
    propagation search (:meth:`TroixSearch.random_solution`: nodes of ~15 ms at 60x60,
    restarts) took minutes and CP-SAT from random hints 20-120 s at 60x60. (Rectangles
    alone never move away from the start: a grid of the form A[i] + B[j] mod 3 has none;
    the rotations of three do.)
    """
    g = [[(i + j) % 3 for j in range(cols)] for i in range(rows)]

    def run_free(i: int, j: int) -> bool:
        row = g[i]
        for k in range(max(j - 2, 0), min(j, cols - 3) + 1):
            if row[k] == row[k + 1] == row[k + 2]:
                return False
        for k in range(max(i - 2, 0), min(i, rows - 3) + 1):
            if g[k][j] == g[k + 1][j] == g[k + 2][j]:
                return False
        return True

    if rows < 2 or cols < 2:
        return [1 << v for row in g for v in row]
    rand = rng.randrange
    for _ in range(sweeps * rows * cols):
        i1, i2, j1, j2, j3 = rand(rows), rand(rows), rand(cols), rand(cols), rand(cols)
        if i1 == i2 or j1 == j2 or j2 == j3:
            continue
        r1, r2 = g[i1], g[i2]
        cols3 = (j1, j2) if j3 == j1 else (j1, j2, j3)
        old1 = [r1[j] for j in cols3]
        old2 = [r2[j] for j in cols3]
        if old2 != old1[1:] + old1[:1] or old1 == old2:
            continue
        for j, a, b in zip(cols3, old2, old1, strict=True):
            r1[j], r2[j] = a, b
        if not all(run_free(i, j) for i in (i1, i2) for j in cols3):
            for j, a, b in zip(cols3, old1, old2, strict=True):
                r1[j], r2[j] = a, b
    return [1 << v for row in g for v in row]


def line_gac(n: int) -> Callable[[tuple[int, ...]], Pruned]:
    """Exact pruning for one line of length n: keep a value iff some valid line uses it.

    A valid line has no three equal symbols in a row and n/3 of each symbol. Dynamic
    programming over positions with states (last symbol, run length 1 or 2, #X, #O);
    the (#X, #O) part of each state set is one Python int used as a bitset (bit
    #X*W + #O), so a step is a few shifts and ors: about 0.2 ms for n = 30.
    Returns the pruned domains, or False when no valid line fits.
    """
    q = n // 3
    w = q + 1
    valid = co_pos = co_lt_q = 0
    for cx in range(q + 1):
        for co in range(q + 1):
            b = 1 << (cx * w + co)
            valid |= b
            if co >= 1:
                co_pos |= b
            if co < q:
                co_lt_q |= b
    # after p cells, #I = p - #X - #O must lie in 0..q
    window = []
    for p in range(n + 1):
        m = 0
        for cx in range(q + 1):
            for co in range(q + 1):
                if p - q <= cx + co <= p:
                    m |= 1 << (cx * w + co)
        window.append(m)
    shift = (w, 1, 0)  # placing X adds 1 to #X (a row of the bitset), O to #O, I nothing
    pre_left = (valid, co_lt_q, valid)
    pre_right = (valid, co_pos, valid)
    final = 1 << (q * w + q)

    def sources(prev: list[int] | None, v: int) -> tuple[int, int]:
        """States that may be followed by v: (ending with another symbol, with one v)."""
        if prev is None:
            return 1, 0  # the empty prefix
        other = 0
        for s in range(3):
            if s != v:
                other |= prev[2 * s] | prev[2 * s + 1]
        return other, prev[2 * v]

    def gac(dom: tuple[int, ...]) -> Pruned:
        forward: list[list[int] | None] = []
        cur: list[int] | None = None
        for p in range(n):
            d = dom[p]
            nxt = [0] * 6
            lim = window[p + 1]
            for v in range(3):
                if d >> v & 1:
                    one, two = sources(cur, v)
                    nxt[2 * v] = ((one & pre_left[v]) << shift[v]) & lim
                    nxt[2 * v + 1] = ((two & pre_left[v]) << shift[v]) & lim
            forward.append(cur)
            cur = nxt
            if not any(cur):
                return False
        good = [final] * 6
        out = [0] * n
        for p in range(n - 1, -1, -1):
            d = dom[p]
            prev = forward[p]
            new_good = [0] * 6
            lim = window[p]
            kept = 0
            for v in range(3):
                if not d >> v & 1:
                    continue
                sh = shift[v]
                g1, g2 = good[2 * v], good[2 * v + 1]
                one, two = sources(prev, v)
                if (((one & pre_left[v]) << sh) & g1) or (((two & pre_left[v]) << sh) & g2):
                    kept |= 1 << v
                b1 = ((g1 & pre_right[v]) >> sh) & lim
                b2 = ((g2 & pre_right[v]) >> sh) & lim
                for s in range(3):
                    if s != v:
                        new_good[2 * s] |= b1
                        new_good[2 * s + 1] |= b1
                new_good[2 * v] |= b2
            if kept == 0:
                return False
            out[p] = kept
            good = new_good
        return tuple(out)

    return gac

def grid_to_domains(rows: int, cols: int, grid: Sequence[str]) -> list[int]:
    """Givens (strings with '.') -> domain list."""
    return [BIT.get(ch, ALL) for line in grid for ch in line]


def domains_to_grid(rows: int, cols: int, dom: Sequence[int]) -> tuple[str, ...]:
    return tuple(
        "".join(SYMBOLS[SINGLE[dom[i * cols + j]]] for j in range(cols)) for i in range(rows)
    )


def propagate_givens(rows: int, cols: int, givens: Sequence[str]) -> list[int] | None:
    """Domains (3-bit masks, index i*cols + j) forced by the givens, or None on contradiction.

    The public entry point for "what do the rules alone force?": exact per-line pruning
    (:func:`line_gac`) repeated over all rows and columns until nothing changes, no search.
    Every value removed is absent from every solution, so a caller may fix the single-bit
    cells and forbid the removed values without losing a solution (the Troix models'
    ``deduce`` option does this). None means no grid completes the givens.
    """
    search = TroixSearch(rows, cols)
    dom = grid_to_domains(rows, cols, givens)
    try:
        search.propagate(dom)
    except Contradiction:
        return None
    return dom


def open_after_propagation(rows: int, cols: int, givens: Sequence[str]) -> int:
    """Cells exact line propagation from ``givens`` leaves open (all of them when the givens
    contradict each other): the Troix part of an instance's hardness."""
    dom = propagate_givens(rows, cols, givens)
    return rows * cols if dom is None else sum(1 for v in dom if POPCOUNT[v] != 1)
