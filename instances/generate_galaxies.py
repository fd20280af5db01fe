"""The Galaxies generator: a random partition into symmetric galaxies, repaired until unique.

1. **Partition.** Cells are visited in a seeded random order; each still-free cell starts
   a galaxy whose dot is drawn among the kinds that fit there — cell centre, the midpoint
   of its right or bottom edge, its bottom-right vertex (centre cells all free). The
   galaxy then grows towards a random target size (at most ``max_galaxy_size``) by adding
   a random free neighbouring cell *together with its mirror* about the dot; a neighbour
   of the galaxy has its mirror next to the galaxy too, so the galaxy stays connected and
   centrally symmetric at every step. Cells left over become one-cell galaxies.
2. **Ambiguity search** (:class:`OtherSolution`). OR-Tools CP-SAT on a direct model
   (assignment booleans on reach-pruned candidate cells, one shared boolean per mirror
   pair, exactly one galaxy per cell) plus a no-good row excluding the partition; galaxy
   connectivity is enforced lazily: a solution with a piece P of galaxy g cut off from its
   dot gets, for each a in P, the cut x(a,g) <= sum of x(b,g) over the cells b next to P.
   Infeasible -> the partition is the only solution.
3. **Repair.** When another solution exists, a cell where the two differ is picked at
   random and split off from its galaxy together with its mirror, each becoming a
   one-cell galaxy (the galaxy stays symmetric; the cell is only taken when the galaxy
   stays connected). New dots always kill the other solution (one of its regions would
   hold two dots). Up to ``MAX_REPAIRS`` rounds; if still ambiguous, or a dot kind is
   missing, the attempt is rejected and the next one starts from the same random stream.
4. The result is certified by :func:`instances.uniqueness.certify` (the registry's
   ``galaxies/flow`` model with reach pruning through ``models.backends``, CP-SAT, a
   no-good row): a different formulation and different code from step 2.

Determinism: one ``random.Random(seed)``; CP-SAT runs with one worker, a fixed seed and a
deterministic-time limit, never wall time.
"""

from __future__ import annotations

import math
import random
from collections import deque
from typing import Any

from instances.errors import PuzzleInputError
from instances.types import GalaxiesInstance, centre_cells, mirror

GENERATOR = "puzzlebench.generate_galaxies"
ALGORITHM_VERSION = 1
MAX_REPAIRS = 60
MAX_ATTEMPTS = 20
EFFORT = 20.0  # CP-SAT deterministic time per solve in the ambiguity search

Cell = tuple[int, int]
Dot = tuple[int, int]


def default_max_size(rows: int, cols: int) -> int:
    """About 1.5 * sqrt(cells): puzzles with a mix of small and large galaxies."""
    return max(4, round(1.5 * math.sqrt(rows * cols)))


def check_args(rows: Any, cols: Any, max_size: Any) -> None:
    for label, v in (("rows", rows), ("cols", cols)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise PuzzleInputError(f"--{label} must be an integer, got {v!r}")
        if not 2 <= v <= 60:
            raise PuzzleInputError(f"Galaxies needs --{label} between 2 and 60, got {v}")
    if max_size is not None and (isinstance(max_size, bool) or not isinstance(max_size, int) or max_size < 1):
        raise PuzzleInputError(f"--max-galaxy-size must be a positive integer, got {max_size!r}")


# ---------------------------------------------------------------------------- partition
def random_partition(rows: int, cols: int, rng: random.Random, max_size: int) -> tuple[list[Dot], list[list[int]]]:
    """Dots (doubled coordinates) and a grid of galaxy indices into that dot list."""
    owner = [[-1] * cols for _ in range(rows)]
    dots: list[Dot] = []
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)
    for i, j in cells:
        if owner[i][j] >= 0:
            continue
        kinds = [(2 * i + 1, 2 * j + 1)]
        if j + 1 < cols and owner[i][j + 1] < 0:
            kinds.append((2 * i + 1, 2 * j + 2))
        if i + 1 < rows and owner[i + 1][j] < 0:
            kinds.append((2 * i + 2, 2 * j + 1))
        if i + 1 < rows and j + 1 < cols and owner[i + 1][j] < 0 and owner[i][j + 1] < 0 and owner[i + 1][j + 1] < 0:
            kinds.append((2 * i + 2, 2 * j + 2))
        dot = kinds[rng.randrange(len(kinds))]
        g = len(dots)
        dots.append(dot)
        members = list(centre_cells(dot))
        for a, b in members:
            owner[a][b] = g
        target = rng.randint(len(members), max(len(members), max_size))
        frontier_tries = 0
        while len(members) < target and frontier_tries < 4:
            options = []
            for a, b in members:
                for c in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                    if 0 <= c[0] < rows and 0 <= c[1] < cols and owner[c[0]][c[1]] < 0:
                        m = mirror(c, dot)
                        if 0 <= m[0] < rows and 0 <= m[1] < cols and owner[m[0]][m[1]] < 0 and m != c:
                            options.append(c)
            if not options:
                break
            options = sorted(set(options))
            c = options[rng.randrange(len(options))]
            m = mirror(c, dot)
            if len(members) + 2 > target and len(members) + 2 > max_size:
                frontier_tries += 1
                break
            for a, b in (c, m):
                owner[a][b] = g
                members.append((a, b))
    return dots, owner


def dot_kinds(dots: list[Dot]) -> set[str]:
    return {("cell" if r % 2 and c % 2 else "vertex" if not r % 2 and not c % 2 else "edge") for r, c in dots}


# ---------------------------------------------------------------------------- ambiguity
def _pieces(cells: set[Cell]) -> list[set[Cell]]:
    seen: set[Cell] = set()
    out = []
    for s in sorted(cells):
        if s in seen:
            continue
        comp = {s}
        seen.add(s)
        q = deque([s])
        while q:
            i, j = q.popleft()
            for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if nb in cells and nb not in seen:
                    seen.add(nb)
                    comp.add(nb)
                    q.append(nb)
        out.append(comp)
    return out


def reach_candidates(rows: int, cols: int, dots: list[Dot]) -> list[set[Cell]]:
    """F_g: cells whose mirror is inside, neither one a centre cell of another galaxy,
    reachable from the dot's centre cells inside F_g, mirrors dropped with them (to a
    fixed point). Exact: no valid solution uses a cell outside F_g."""
    centre_owner = {c: g for g, d in enumerate(dots) for c in centre_cells(d)}
    out = []
    for g, d in enumerate(dots):
        cand = set()
        for i in range(rows):
            for j in range(cols):
                m = mirror((i, j), d)
                if not (0 <= m[0] < rows and 0 <= m[1] < cols):
                    continue
                if centre_owner.get((i, j), g) != g or centre_owner.get(m, g) != g:
                    continue
                cand.add((i, j))
        while True:
            start = [c for c in centre_cells(d) if c in cand]
            seen = set(start)
            q = deque(start)
            while q:
                i, j = q.popleft()
                for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                    if nb in cand and nb not in seen:
                        seen.add(nb)
                        q.append(nb)
            keep = {c for c in seen if mirror(c, d) in seen}
            if keep == cand:
                break
            cand = keep
        out.append(cand)
    return out


class OtherSolution:
    """CP-SAT search for a solution of the dots other than a given partition."""

    def __init__(self, rows: int, cols: int, dots: list[Dot], effort: float = EFFORT):
        from ortools.sat.python import cp_model

        self.cp = cp_model
        self.rows, self.cols, self.dots = rows, cols, dots
        self.cand = reach_candidates(rows, cols, dots)
        m = cp_model.CpModel()
        self.x: list[dict[Cell, Any]] = []
        per_cell: dict[Cell, list[Any]] = {}
        for g, d in enumerate(dots):
            xs: dict[Cell, Any] = {}
            for c in sorted(self.cand[g]):
                mc = mirror(c, d)
                xs[c] = xs[mc] if mc in xs else m.new_bool_var(f"x{g}_{c[0]}_{c[1]}")
                per_cell.setdefault(c, []).append(xs[c])
            for c in centre_cells(d):
                if c in xs:
                    m.add(xs[c] == 1)
            self.x.append(xs)
        self.ok = all((i, j) in per_cell for i in range(rows) for j in range(cols))
        for lits in per_cell.values():
            m.add_exactly_one(lits)
        self.model = m
        self.solver = cp_model.CpSolver()
        self.solver.parameters.num_workers = 1
        self.solver.parameters.random_seed = 0
        self.solver.parameters.max_deterministic_time = effort

    def find(self, owner: list[list[int]], max_rounds: int = 200) -> list[list[int]] | None | bool:
        """Another valid partition, None when there is none, False when undecided."""
        if not self.ok:
            return None
        m = self.model
        m.add(sum(self.x[owner[i][j]][(i, j)] for i in range(self.rows) for j in range(self.cols))
              <= self.rows * self.cols - 1)
        for _ in range(max_rounds):
            status = self.solver.solve(m)
            if status == self.cp.INFEASIBLE:
                return None
            if status not in (self.cp.FEASIBLE, self.cp.OPTIMAL):
                return False
            grid = [[-1] * self.cols for _ in range(self.rows)]
            members: list[set[Cell]] = [set() for _ in self.dots]
            for g, xs in enumerate(self.x):
                for c, v in xs.items():
                    if self.solver.boolean_value(v):
                        grid[c[0]][c[1]] = g
                        members[g].add(c)
            cut = False
            for g, cells in enumerate(members):
                anchor = set(centre_cells(self.dots[g]))
                for piece in _pieces(cells):
                    if piece & anchor:
                        continue
                    border = {nb for (i, j) in piece for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                              if nb in self.x[g] and nb not in piece}
                    for a in sorted(piece):
                        m.add(self.x[g][a] <= sum(self.x[g][b] for b in sorted(border)))
                    cut = True
            if not cut:
                return grid
        return False


# ---------------------------------------------------------------------------- repair
def _split(owner: list[list[int]], dots: list[Dot], diff: list[Cell], rng: random.Random) -> bool:
    """Split a differing cell and its mirror off their galaxy as two one-cell galaxies."""
    rows, cols = len(owner), len(owner[0])
    cands = sorted(diff)
    rng.shuffle(cands)
    for c in cands:
        g = owner[c[0]][c[1]]
        d = dots[g]
        if c in centre_cells(d):
            continue
        m = mirror(c, d)
        rest = {(i, j) for i in range(rows) for j in range(cols) if owner[i][j] == g} - {c, m}
        if len(_pieces(rest)) != 1:
            continue
        for a, b in (c, m) if m != c else (c,):
            owner[a][b] = len(dots)
            dots.append((2 * a + 1, 2 * b + 1))
        return True
    return False


def _canonical(dots: list[Dot], owner: list[list[int]]) -> GalaxiesInstance:
    order = sorted(range(len(dots)), key=lambda k: dots[k])
    rank = {old: new for new, old in enumerate(order)}
    return GalaxiesInstance(
        len(owner), len(owner[0]), tuple(dots[k] for k in order),
        tuple(tuple(rank[v] for v in row) for row in owner),
    )


def generate_galaxies(
    rows: int,
    cols: int,
    seed: int,
    *,
    max_galaxy_size: int | None = None,
    certify: bool = True,
    certify_time_limit: float = 300.0,
    name: str | None = None,
) -> GalaxiesInstance:
    """One Galaxies puzzle with a unique solution (see the module doc for how)."""
    from instances.generate_troix import finish

    check_args(rows, cols, max_galaxy_size)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PuzzleInputError(f"--seed must be an integer, got {seed!r}")
    k = max_galaxy_size if max_galaxy_size is not None else default_max_size(rows, cols)
    rng = random.Random(seed)
    need_kinds = 3 if rows * cols >= 16 else 1
    for attempt in range(MAX_ATTEMPTS):
        dots, owner = random_partition(rows, cols, rng, k)
        if len(dot_kinds(dots)) < need_kinds:
            continue
        repairs = 0
        while True:
            other = OtherSolution(rows, cols, dots).find(owner)
            if other is None:
                break
            if other is False or repairs >= MAX_REPAIRS:
                repairs = -1
                break
            diff = [(i, j) for i in range(rows) for j in range(cols) if other[i][j] != owner[i][j]]
            if not _split(owner, dots, diff, rng):
                repairs = -1
                break
            repairs += 1
        if repairs < 0 or len(dot_kinds(dots)) < need_kinds:
            continue
        inst = _canonical(dots, owner)
        sizes = [sum(row.count(g) for row in inst.solution) for g in range(len(inst.dots))]
        options: dict[str, Any] = {"rows": rows, "cols": cols, "max_galaxy_size": k}
        source: dict[str, Any] = {
            "generator": GENERATOR,
            "seed": seed,
            "options": options,
            "attempt": attempt,
            "repairs": repairs,
            "galaxies": len(inst.dots),
            "largest_galaxy": max(sizes),
            "dot_kinds": sorted(dot_kinds(list(inst.dots))),
        }
        inst = GalaxiesInstance(rows, cols, inst.dots, inst.solution,
                                name or f"galaxies-{rows}x{cols}-s{seed}")
        return finish(inst, source, ALGORITHM_VERSION, certify=certify, time_limit=certify_time_limit)
    raise RuntimeError(f"no unique {rows}x{cols} Galaxies puzzle in {MAX_ATTEMPTS} attempts for seed {seed}")
