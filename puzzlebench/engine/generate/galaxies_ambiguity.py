"""Does a Galaxies partition have another solution? Deduction first, then CP-SAT per cluster.

Why not the certificate route (:mod:`puzzlebench.engine.generate.uniqueness`): the generator
asks this question once per repair round, and that route formulates and solves the
*whole* puzzle every time (when it was ``galaxies/cuts`` through the runner's cut loop, a
40x40 took 204 s, most of it in ~20 full re-solves). Here:

1. **Deduction** (:func:`puzzlebench.models.galaxies.geometry.deduce`: reach pruning and forced cells
   to a fixed point, exact; here the same fixed point on the candidate pairs only,
   :func:`sparse_deduce`) fixes a share of the cells; they are the same in every
   solution. If every cell is fixed the partition is the only solution, with no search.
2. **Clusters.** The open cells split into independent parts: union the candidate
   galaxies of each open cell; a galaxy's symmetry and connectivity only involve its own
   candidate cells, so two clusters share no variable and no constraint. The partition
   is unique iff each cluster has no other completion; each is a small CP-SAT model.
3. **Per cluster**, CP-SAT with native constraints: one Boolean per (galaxy, mirror
   pair of open cells), exactly one galaxy per open cell, one no-good "some open cell
   differs from the partition", and lazy connectivity: a solution in which a galaxy falls
   apart gets, for each piece S away from the centre, the separator rows ``x[g,s] <= sum
   of x[g,b]`` over the neighbours b of S that can reach the centre avoiding S (the cut of
   :mod:`puzzlebench.models.galaxies.cuts`); the model is kept and re-solved until infeasible (no
   other solution) or connected (another solution: its differing cells are returned for
   the repair). Clauses are written as linear rows ``sum >= 1`` so CP-SAT's LP sees them.
4. **Cache.** A cluster's verdict is keyed on its galaxies, their fixed cells and the
   partition on its open cells; a repair elsewhere leaves it unchanged, so only the
   clusters near a repair are solved again (the local repair).
5. **Windows** (:meth:`AmbiguityChecker._local_witnesses`). On big grids the candidate
   sets percolate: on 100x100 the open cells form one cluster of ~6,000 cells, and
   re-solving it after every repair took ~700 s. So a big cluster is first searched in
   small windows with every open cell outside frozen to the partition (any solution of
   such a model is a genuine other solution), each cached on what it depends on; the
   whole-cluster model runs only when no window has another solution: it is the proof,
   or finds a witness larger than a window (repaired like any other).

Determinism: CP-SAT runs with one worker, a fixed seed and a *deterministic*-time limit
per solve plus a cap on cut rounds, never a wall-clock limit; a cluster that runs out of
that effort is ``unknown`` (the generator then rejects the attempt), the same on every
machine.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from puzzlebench.engine.generate.uniqueness import UniquenessVerdict
from puzzlebench.instances.types import centre_cells, flat_mirror_sum
from puzzlebench.models.interruptible import solve_cpsat

Cell = tuple[int, int]
DEFAULT_EFFORT = 20.0  # CP-SAT deterministic-time units per solve (about 10-20 s here)
MAX_CUT_ROUNDS = 300
MAX_WITNESSES = 3  # other solutions collected per cluster and round (each gets a repair)
# Local witness search (see :meth:`AmbiguityChecker._local_witnesses`): clusters with more
# open cells than WINDOW_MIN_CELLS are first searched in WINDOW x WINDOW squares of the grid
# (four tilings, shifted by half a window down, right and both, so every ambiguity that fits
# in a WINDOW/2 square lies wholly inside some window), WINDOW_WITNESSES per window.
WINDOW = 20
EFFORT_CELLS = 1000  # a whole cluster gets DEFAULT_EFFORT per this many open cells (at least 1x)
WINDOW_MIN_CELLS = 300
WINDOW_WITNESSES = 1
# at most one window witness per this many open cells of the cluster and round: repairing
# every window's witness at once over-repaired (each repair adds dots that deduction
# propagates; 40x40 with min_open 0.55 found no puzzle in 100 attempts, version 3 in 6)
WITNESS_CELLS = 300
SAT_CONFLICTS = 200_000  # per SAT solve of a big cluster (the 60x60 ones took 5,000-16,000)


@dataclass
class ClusterResult:
    verdict: UniquenessVerdict  # never NONE: the partition itself is a solution
    # per other solution found: the open cells where it differs from the partition
    diffs: list[list[Cell]] = field(default_factory=list)
    branches: int = 0  # CP-SAT search branches spent on the final answer


@dataclass
class AmbiguityResult:
    """The whole partition: ``unique`` / ``multiple`` (with the diffs of the other solutions found) / ``unknown``."""

    verdict: UniquenessVerdict
    diffs: list[list[Cell]] = field(default_factory=list)
    open_cells: int = 0
    cells: int = 0
    clusters: int = 0
    branches: int = 0
    # clusters neither shown unique nor given a witness: larger than ``max_proof_cells``,
    # or their proof ran out of effort; each one's open cells, most candidates first (the
    # generator breaks them up by splitting cells off: deduction then settles more)
    undecided: list[list[Cell]] = field(default_factory=list)
    largest_cluster: int = 0

    @property
    def deduced_share(self) -> float:
        return 1.0 - self.open_cells / self.cells if self.cells else 1.0


class _Mirror:
    """``mirror[g, k]``: the mirror of flat cell k about dot g, -1 outside the grid."""

    def __init__(self, rows: int, cols: int, dots: Sequence[tuple[int, int]]):
        self.rows, self.cols = rows, cols
        self.dots = [(r - 1, c - 1) for r, c in dots]

    def __getitem__(self, gk: tuple[Any, Any]) -> int:
        top, left = self.dots[int(gk[0])]
        i, j = divmod(int(gk[1]), self.cols)
        i, j = top - i, left - j
        return i * self.cols + j if 0 <= i < self.rows and 0 <= j < self.cols else -1


@dataclass
class Deduced:
    """What the checker needs of an instance's geometry and deduction.

    Why not :func:`puzzlebench.models.galaxies.geometry.geometry`: its dense (G, N) mirror map
    is 160 MB at 100x100 and took ~1.5 s per round; the checker only reads single entries.
    ``gals[k]``: the candidate galaxies of cell k, ascending (a column of the dense mask
    is a strided read, and the checker asks for one per open cell several times a round).
    """

    cols: int
    mirror: _Mirror
    centres: list[list[int]]
    root: list[int]
    gals: list[list[int]]


def deduced_candidates(inst) -> tuple[Deduced, np.ndarray]:
    """Geometry and the deduced (G, N) candidate mask of a Galaxies instance (no solution needed)."""
    R, C = inst.rows, inst.cols
    gal_cells, cell_gals = sparse_deduce(R, C, inst.dots)
    cand = np.zeros((len(inst.dots), R * C), dtype=bool)
    gi = np.repeat(np.arange(len(gal_cells)), [len(cs) for cs in gal_cells])
    cand[gi, np.fromiter((k for cs in gal_cells for k in cs), dtype=np.int64, count=gi.size)] = True
    centres = [[i * C + j for i, j in centre_cells(dot)] for dot in inst.dots]
    geo = Deduced(C, _Mirror(R, C, inst.dots), centres, [cs[0] for cs in centres],
                  [sorted(gs) for gs in cell_gals])
    return geo, cand


def open_cells(inst) -> int:
    """How many cells deduction leaves open (more than one candidate galaxy)."""
    _, cell_gals = sparse_deduce(inst.rows, inst.cols, inst.dots)
    return sum(len(gs) > 1 for gs in cell_gals)


def sparse_deduce(rows: int, cols: int, dots: Sequence[tuple[int, int]]) -> tuple[list[set[int]], list[set[int]]]:
    """Deduced candidates as sets: per galaxy its cells, per cell its galaxies.

    The same fixed point as :func:`puzzlebench.models.galaxies.geometry.deduce` after
    ``reach`` pruning, computed on the candidate pairs only. Why: that route works on dense
    (galaxies x cells) arrays, 2,000 x 10,000 at 100x100, where only ~50,000 pairs are
    candidates; each call took ~1.8 s and the generator deduces once per round plus three
    times per split of a big cluster (most of the run time at 100x100). Both apply the same
    removal rules to a fixed point, and those rules only get more applicable as the sets
    shrink, so the fixed point (and the generated puzzle) does not depend on the order.

    ``reach`` in one pass: a galaxy's candidates within the basic pruning are mirror-closed,
    so the cells reachable from its centre form a symmetric set (the mirror of that set is
    connected and holds a centre cell), i.e. one search from the centre is the fixed point.
    """
    N = rows * cols
    owner = [-1] * N
    centres = []
    for g, dot in enumerate(dots):
        cs = [i * cols + j for i, j in centre_cells(dot)]
        for k in cs:
            owner[k] = g
        centres.append(cs)
    s = [flat_mirror_sum(dot, cols) for dot in dots]  # the mirror of cell k about dot g: s[g] - k
    top = [r - 1 for r, _ in dots]  # mirror (i, j) -> (top - i, left - j)
    left = [c - 1 for _, c in dots]

    def nbrs(k: int) -> Iterator[int]:
        i, j = divmod(k, cols)
        if i > 0:
            yield k - cols
        if i < rows - 1:
            yield k + cols
        if j > 0:
            yield k - 1
        if j < cols - 1:
            yield k + 1

    gal_cells: list[set[int]] = []
    cell_gals: list[set[int]] = [set() for _ in range(N)]
    for g in range(len(dots)):
        sg, rg, cg = s[g], top[g], left[g]
        seen = set(centres[g])
        stack = list(seen)
        while stack:
            u = stack.pop()
            for v in nbrs(u):
                if v in seen:
                    continue
                i, j = divmod(v, cols)
                if not (0 <= rg - i < rows and 0 <= cg - j < cols):
                    continue
                o, om = owner[v], owner[sg - v]
                if (o < 0 or o == g) and (om < 0 or om == g):
                    seen.add(v)
                    stack.append(v)
        gal_cells.append(seen)
        for k in seen:
            cell_gals[k].add(g)

    queue = [k for k in range(N) if len(cell_gals[k]) == 1]
    done = [False] * N
    dirty: set[int] = set()

    def remove(h: int, x: int) -> None:
        if x in gal_cells[h]:
            gal_cells[h].discard(x)
            cell_gals[x].discard(h)
            dirty.add(h)
            if len(cell_gals[x]) == 1:
                queue.append(x)

    while True:
        while queue:
            k = queue.pop()
            if done[k] or len(cell_gals[k]) != 1:
                continue
            done[k] = True
            (g,) = cell_gals[k]
            for x in (k, s[g] - k):
                for h in [h for h in cell_gals[x] if h != g]:
                    remove(h, x)
                    remove(h, s[h] - x)
        if not dirty:
            break
        todo = sorted(dirty)
        dirty.clear()
        for h in todo:
            mine = gal_cells[h]
            seen = set(centres[h])
            stack = list(seen)
            while stack:
                u = stack.pop()
                for v in nbrs(u):
                    if v in mine and v not in seen:
                        seen.add(v)
                        stack.append(v)
            if len(seen) < len(mine):
                for x in mine - seen:
                    remove(h, x)
    return gal_cells, cell_gals


class AmbiguityChecker:
    """Checks partitions of one grid shape; keeps the cluster cache across repair rounds."""

    def __init__(self, effort: float = DEFAULT_EFFORT, max_rounds: int = MAX_CUT_ROUNDS,
                 max_proof_cells: int | None = None, sat_proof_cells: int | None = None):
        self.effort = effort
        self.max_rounds = max_rounds
        # clusters with more open cells get no whole-cluster proof (reported undecided)
        self.max_proof_cells = max_proof_cells
        # clusters with more open cells are proved by SAT (:meth:`_sat_cluster`), whatever
        # ``max_proof_cells`` says; None: never
        self.sat_proof_cells = sat_proof_cells
        self.cache: dict[Hashable, ClusterResult] = {}
        self.solves = 0
        self.windows = 0  # window models solved (not answered from the cache)
        # separator cuts found so far, per dot: (cell a, separator cells). A cut stays valid
        # when dots are added (candidate sets only shrink, so the true separator is a
        # subset of the stored one), so later repair rounds start with them and skip most
        # cut rounds; :meth:`new_partition` drops them (other dots, other candidates).
        self.pool: dict[tuple[int, int], set[tuple[int, tuple[int, ...]]]] = {}

    def new_partition(self) -> None:
        """Forget the cuts: the next check is about a partition with other dots."""
        self.pool = {}

    def check(self, inst) -> AmbiguityResult:
        """Is ``inst.solution`` (sorted-dot indices) the only solution of ``inst``'s dots?"""
        R, C = inst.rows, inst.cols
        N = R * C
        geo, cand = deduced_candidates(inst)
        part = np.asarray(inst.solution, dtype=np.int64).ravel()
        ncand = np.count_nonzero(cand, axis=0)
        if (ncand == 0).any() or not cand[part, np.arange(N)].all():  # pragma: no cover - a bug
            raise RuntimeError("deduction excluded the generated partition")
        open_ = np.flatnonzero(ncand > 1)
        res = AmbiguityResult(UniquenessVerdict.UNIQUE, open_cells=int(open_.size), cells=N)
        if open_.size == 0:
            return res
        clusters = _clusters(geo.gals, cand.shape[0], open_)
        res.clusters = len(clusters)
        res.largest_cluster = max(len(cells) for _, cells in clusters)
        from puzzlebench.models.galaxies.geometry import grid_neighbours

        nbrs = [grid_neighbours(c, R, C) for c in range(N)]
        fixed_of: dict[int, tuple[int, ...]] = {}
        for c in np.flatnonzero(ncand == 1).tolist():
            fixed_of.setdefault(int(part[c]), ())
            fixed_of[int(part[c])] += (c,)
        regions: dict[int, list[int]] = {}
        for c, g in enumerate(part.tolist()):
            regions.setdefault(g, []).append(c)
        for gals, cells in clusters:
            if len(cells) > WINDOW_MIN_CELLS:
                local = self._local_witnesses(inst, geo, cand, part, cells, nbrs, regions, res)
                if local:
                    res.diffs.extend(local)
                    continue
            by_sat = self.sat_proof_cells is not None and len(cells) > self.sat_proof_cells
            if not by_sat and self.max_proof_cells is not None and len(cells) > self.max_proof_cells:
                res.undecided.append(_by_candidates(cells, ncand, C))
                continue
            key = _key(inst, geo.gals, part, gals, cells, fixed_of)
            out = self.cache.get(key)
            if out is None and by_sat:
                out = self._sat_cluster(inst, cand, part, gals, cells, nbrs)
                self.cache[key] = out
            elif out is None:
                # a big cluster's proof gets effort in proportion to its size (measured: 20
                # units ran out proving a 5,600-cell 100x100 cluster unique)
                effort = self.effort * max(1.0, len(cells) / EFFORT_CELLS)
                out = self._solve_cluster(geo, cand, part, gals, cells, nbrs, inst.dots, effort=effort)
                self.cache[key] = out
            res.branches += out.branches
            if out.verdict == UniquenessVerdict.MULTIPLE:
                res.diffs.extend(out.diffs)
            elif out.verdict == UniquenessVerdict.UNKNOWN:
                res.undecided.append(_by_candidates(cells, ncand, C))
        if res.diffs:
            res.verdict = UniquenessVerdict.MULTIPLE
        elif res.undecided:
            res.verdict = UniquenessVerdict.UNKNOWN
        return res

    # ------------------------------------------------------------------ windows
    def _local_witnesses(self, inst, geo, cand: np.ndarray, part: np.ndarray, cells: list[int],
                         nbrs: list[list[int]], regions: dict[int, list[int]],
                         res: AmbiguityResult) -> list[list[Cell]]:
        """Other solutions of a big cluster that differ from the partition only inside a window.

        Why: on 100x100 the open cells form one cluster of ~6,000 cells, and re-solving it
        after every repair is what made generation take ~700 s. A solution of the cluster
        model where every open cell outside a window keeps its partition value is a genuine
        other solution of the puzzle (connectivity is checked on the whole grid), so small
        window models find most witnesses, and a window's answer is cached on what it
        depends on (its cells, their candidates and partition values, and the whole region
        of every galaxy that can take one of its cells): a repair only re-opens the windows
        near it. Windows are visited in a fixed order; a witness that touches (or is next
        to) a cell of one already taken this round is left for the next round, so one
        ambiguity is not repaired twice, and the search stops at one witness per
        WITNESS_CELLS open cells (the later windows are solved in the next round). Empty when no window has a witness: then only
        the whole-cluster proof can show uniqueness (it may still find a larger witness).
        """
        R, C = inst.rows, inst.cols
        half = WINDOW // 2
        in_cluster = np.zeros(R * C, dtype=bool)
        in_cluster[cells] = True
        taken: set[int] = set()
        out: list[list[Cell]] = []
        budget = max(1, len(cells) // WITNESS_CELLS)
        for shift_i, shift_j in ((0, 0), (0, half), (half, 0), (half, half)):
            for i0 in range(-shift_i, R, WINDOW):
                for j0 in range(-shift_j, C, WINDOW):
                    if len(out) >= budget:
                        return out
                    rows = range(max(i0, 0), min(i0 + WINDOW, R))
                    wcells = [i * C + j for i in rows for j in range(max(j0, 0), min(j0 + WINDOW, C))
                              if in_cluster[i * C + j]]
                    if not wcells:
                        continue
                    wgals = sorted({g for c in wcells for g in geo.gals[c]})
                    key = ("window", R, C,
                           tuple((c, inst.dots[int(part[c])],
                                  tuple(inst.dots[g] for g in geo.gals[c]))
                                 for c in wcells),
                           tuple((inst.dots[g], tuple(regions.get(g, ()))) for g in wgals))
                    got = self.cache.get(key)
                    if got is None:
                        got = self._solve_cluster(geo, cand, part, wgals, wcells, nbrs, inst.dots,
                                                  max_witnesses=WINDOW_WITNESSES)
                        self.cache[key] = got
                        self.windows += 1
                    res.branches += got.branches
                    for diff in got.diffs:
                        idx = [i * C + j for i, j in diff]
                        if taken.intersection(idx):
                            continue
                        taken.update(b for a in idx for b in (a, *nbrs[a]))
                        out.append(diff)
        return out

    # ------------------------------------------------------------------ one cluster, by SAT
    def _sat_cluster(self, inst, cand: np.ndarray, part: np.ndarray, gals: list[int], cells: list[int],
                     nbrs: list[list[int]]) -> ClusterResult:
        """Another solution of a big cluster, or the proof that there is none, by CaDiCaL.

        The encoding is the PySAT baseline's (:func:`puzzlebench.engine.baselines.sat_galaxies.encode_candidates`,
        distance labels for connectivity) over the cluster's galaxies and their deduced
        candidates, plus the clause "some open cell differs from the partition". Why not
        CP-SAT's cut loop (:meth:`_solve_cluster`): connectivity is complete in the clauses,
        so one solve decides. Measured on 60x60 partitions with one open cluster of
        2,050-2,180 cells (min_open 0.5): the cut loop ran out of effort in hundreds of
        solves, CaDiCaL decided each in 3-10 s on the baseline's whole-puzzle encoding.
        Witnesses as in :meth:`_solve_cluster`: the cells of one found and their open
        neighbours are frozen to the partition and the search goes on, up to MAX_WITNESSES.
        A solve gets at most SAT_CONFLICTS conflicts (deterministic); out of them the
        cluster is ``unknown``.
        """
        from pysat.solvers import Solver

        from puzzlebench.engine.baselines.sat import SOLVER  # the PySAT baseline's CaDiCaL
        from puzzlebench.engine.baselines.sat_galaxies import encode_candidates

        C = inst.cols
        sub = cand[gals]
        cnf = encode_candidates(inst.rows, C, [inst.dots[g] for g in gals], sub,
                                np.flatnonzero(sub.any(axis=0)).tolist())
        row_of = {g: k for k, g in enumerate(gals)}
        own = [int(cnf.xvar[row_of[int(part[c])], c]) for c in cells]
        found: list[list[Cell]] = []
        with Solver(name=SOLVER, bootstrap_with=cnf.clauses) as sat:
            verdict = self._sat_witnesses(sat, cnf, cells, own, row_of, part, nbrs, found)
        return ClusterResult(verdict, diffs=found)

    def _sat_witnesses(self, sat, cnf, cells: list[int], own: list[int], row_of: dict[int, int],
                       part: np.ndarray, nbrs: list[list[int]], found: list[list[Cell]]) -> UniquenessVerdict:
        """Solve until no other solution is left (or MAX_WITNESSES were found, appended to
        ``found``, or the budget ran out); the cluster's verdict."""
        from puzzlebench.engine.baselines.sat import solve_limited  # Ctrl-C: the interrupt

        C = cnf.cols
        is_open = set(cells)
        sat.add_clause(sorted({-v for v in own}))
        while len(found) < MAX_WITNESSES:
            sat.conf_budget(SAT_CONFLICTS)
            answer = solve_limited(sat)
            self.solves += 1
            if answer is None:
                break
            if not answer:
                return UniquenessVerdict.MULTIPLE if found else UniquenessVerdict.UNIQUE
            true = {v for v in sat.get_model() if v > 0}
            changed = [c for c, v in zip(cells, own, strict=True) if v not in true]
            found.append([divmod(c, C) for c in changed])
            for c in sorted({b for a in changed for b in (a, *nbrs[a]) if b in is_open}):
                sat.add_clause([int(cnf.xvar[row_of[int(part[c])], c])])
        return UniquenessVerdict.MULTIPLE if found else UniquenessVerdict.UNKNOWN

    # ------------------------------------------------------------------ one cluster
    def _solve_cluster(self, geo, cand: np.ndarray, part: np.ndarray, gals: list[int],
                       cells: list[int], nbrs: list[list[int]], dots,
                       max_witnesses: int = MAX_WITNESSES, effort: float | None = None) -> ClusterResult:
        from ortools.sat.python import cp_model

        C = geo.cols
        m = cp_model.CpModel()

        def clause(lits: list) -> None:
            """At least one literal true, as a linear row (CP-SAT's LP then sees it: measured
            ~2x fewer seconds than the same clauses as bool_or on 20x20)."""
            lits = [v for v in lits if v is not False]
            if not any(v is True for v in lits):
                m.add(sum(lits) >= 1)
        var: dict[tuple[int, int], object] = {}
        is_open = set(cells)
        while True:  # a window's edge: a cell whose mirror in its galaxy is frozen is frozen too
            frozen = {c for c in is_open if int(geo.mirror[part[c], c]) not in is_open}
            if not frozen:
                break
            is_open -= frozen
        cells = [c for c in cells if c in is_open]
        if not cells:
            return ClusterResult(UniquenessVerdict.UNIQUE)

        def lit(g: int, c: int):
            """The literal 'cell c is in galaxy g': a variable, or True/False when fixed."""
            if c not in is_open:
                return bool(part[c] == g)
            if not cand[g, c]:
                return False
            mc = int(geo.mirror[g, c])
            if mc not in is_open:  # a window's edge: the mirror keeps its partition value
                return bool(part[mc] == g)  # False: part[c] != g, as g's region is symmetric
            k = (g, min(c, mc))
            v = var.get(k)
            if v is None:
                v = var[k] = m.new_bool_var(f"x{k[0]}_{k[1]}")
            return v

        for c in cells:
            m.add_exactly_one([lit(g, c) for g in geo.gals[c]])
        # no static "a cell has a neighbour in its galaxy" clauses: measured 3x slower here
        # (as puzzlebench.models.galaxies' local_cuts were for the cut loop)
        clause([lit(int(part[c]), c).Not() for c in cells])

        def add_cut(g: int, a: int, sep: tuple[int, ...]) -> None:
            head = lit(g, a)
            if head is not False:
                support = [lit(g, b) for b in sep]
                clause(support if head is True else [head.Not()] + support)

        for g in gals:
            for a, sep in sorted(self.pool.get(dots[g], ())):
                add_cut(g, a, sep)
        hinted = set()
        for c in cells:  # start the search next to the partition: alternatives are local
            v = lit(int(part[c]), c)
            if v.Index() not in hinted:
                hinted.add(v.Index())
                m.add_hint(v, True)

        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = 0
        # the effort is for the whole cut loop, not per solve: with large galaxies a
        # solution falls apart in many places and the loop ran hundreds of rounds of
        # ``effort`` each (40x40 with galaxies up to 24 cells: one check over 130 s)
        budget = float(self.effort if effort is None else effort)
        branches = 0
        found: list[list[Cell]] = []
        for _ in range(self.max_rounds):
            if budget <= 0:
                break
            solver.parameters.max_deterministic_time = budget
            status = solve_cpsat(solver, m)
            budget -= solver.deterministic_time
            self.solves += 1
            branches += int(solver.num_branches)
            if status == cp_model.INFEASIBLE and not found:
                return ClusterResult(UniquenessVerdict.UNIQUE, branches=branches)
            if status not in (cp_model.FEASIBLE, cp_model.OPTIMAL):
                break
            assign = part.copy()
            for c in cells:
                for g in geo.gals[c]:
                    v = lit(g, c)
                    if v is not False and solver.boolean_value(v):
                        assign[c] = g
                        break
            cut = False
            for g in gals:
                members = set(np.flatnonzero(assign == g).tolist())
                parts = _pieces(members, nbrs)
                if len(parts) < 2:
                    continue
                cut = True
                home = next(p for p in parts if any(c in p for c in geo.centres[g]))
                for piece in parts:
                    if piece is home:
                        continue
                    sep = _separator(geo, cand, g, piece, nbrs)
                    fixed = [s for s in sorted(piece) if s not in is_open]
                    for a in fixed[:1] or sorted(piece):
                        add_cut(g, a, sep)
                        self.pool.setdefault(dots[g], set()).add((a, sep))
            if not cut:
                changed = [c for c in cells if assign[c] != part[c]]
                found.append([divmod(c, C) for c in changed])
                if len(found) >= max_witnesses:
                    break
                # look for another solution elsewhere: freeze these cells and their open
                # neighbours to the partition (any solution of the frozen model is still a
                # solution of the puzzle), so one round repairs several ambiguities
                for c in sorted({b for a in changed for b in (a, *nbrs[a]) if b in is_open}):
                    m.add(lit(int(part[c]), c) == 1)
        if found:
            return ClusterResult(UniquenessVerdict.MULTIPLE, diffs=found, branches=branches)
        return ClusterResult(UniquenessVerdict.UNKNOWN, branches=branches)


def _by_candidates(cells: list[int], ncand: np.ndarray, cols: int) -> list[Cell]:
    """A cluster's cells as (row, col), most candidate galaxies first (index order within)."""
    return [divmod(c, cols) for c in sorted(cells, key=lambda c: (-int(ncand[c]), c))]


def _separator(geo, cand: np.ndarray, g: int, piece: set[int], nbrs: list[list[int]]) -> tuple[int, ...]:
    """The piece's neighbours that can reach g's centre inside g's candidates avoiding the piece.

    A path from the piece to the centre inside g leaves the piece for the last time
    through such a neighbour, so one of them is in g (the separator cut of
    :mod:`puzzlebench.models.galaxies.cuts`).
    """
    allowed = cand[g].copy()
    allowed[list(piece)] = False
    root = geo.root[g]
    seen = {root}
    stack = [root]
    while stack:
        u = stack.pop()
        for v in nbrs[u]:
            if allowed[v] and v not in seen:
                seen.add(v)
                stack.append(v)
    return tuple(sorted({b for s in piece for b in nbrs[s] if b not in piece and b in seen}))


def _pieces(members: set[int], nbrs: list[list[int]]) -> list[set[int]]:
    """4-connected components of a cell set."""
    seen: set[int] = set()
    out = []
    for s in sorted(members):
        if s in seen:
            continue
        comp = {s}
        stack = [s]
        seen.add(s)
        while stack:
            u = stack.pop()
            for v in nbrs[u]:
                if v in members and v not in seen:
                    seen.add(v)
                    comp.add(v)
                    stack.append(v)
        out.append(comp)
    return out


def _clusters(gals: list[list[int]], n_gal: int, open_: np.ndarray) -> list[tuple[list[int], list[int]]]:
    """Independent parts: (galaxies, open cells), galaxies joined when they share an open cell
    (``gals[c]``: the candidate galaxies of cell c)."""
    parent = list(range(n_gal))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    cell_gals = [gals[c] for c in open_.tolist()]
    for gs in cell_gals:
        r = find(gs[0])
        for g in gs[1:]:
            parent[find(g)] = r
    groups: dict[int, tuple[set[int], list[int]]] = {}
    for c, gs in zip(open_.tolist(), cell_gals, strict=True):
        gal_set, cells = groups.setdefault(find(gs[0]), (set(), []))
        gal_set.update(gs)
        cells.append(c)
    return [(sorted(gs), cells) for gs, cells in sorted(groups.values(), key=lambda t: t[1][0])]


def _key(inst, cell_gals: list[list[int]], part: np.ndarray, gals: list[int], cells: list[int],
         fixed_of: dict[int, tuple[int, ...]]) -> Hashable:
    """What a cluster's answer depends on: its dots, their fixed cells, candidates and partition."""
    gal_part = tuple((inst.dots[g], fixed_of.get(g, ())) for g in gals)
    cell_part = tuple(
        (c, inst.dots[int(part[c])], tuple(inst.dots[g] for g in cell_gals[c]))
        for c in cells
    )
    return (inst.rows, inst.cols, gal_part, cell_part)
