"""The Galaxies generator: a random partition into symmetric galaxies, repaired until unique.

1. **Partition** (:mod:`puzzlebench.instances.galaxies_growth`). Cells are visited in a seeded random
   order; each still-free cell starts a galaxy whose dot is drawn among the kinds that fit
   there — cell centre, the midpoint of its right or bottom edge, its bottom-right vertex
   (centre cells all free). The galaxy then grows towards a target size (the larger of two
   uniform draws up to ``max_galaxy_size``: biased towards big galaxies) by adding a
   random free neighbouring cell *together with its mirror* about the dot; a neighbour of
   the galaxy has its mirror next to the galaxy too, so the galaxy stays connected and
   centrally symmetric at every step. Cells left over are one-cell galaxies;
   :func:`absorb_singles` merges them into a neighbouring galaxy (with a one-cell mirror
   partner) or into dominoes. Of ``PARTITION_DRAWS`` partitions the one with the fewest
   one-cell galaxies is kept.
2. **Ambiguity search** (:mod:`puzzlebench.engine.generate.galaxies_ambiguity`): deduction first
   (cells it fixes are the same in every solution), then one small CP-SAT model per
   independent cluster of open cells (native clauses, lazy connectivity, a no-good
   "differs somewhere in this cluster"), cached across rounds. A big cluster (on 100x100
   the open cells form one of ~6,000 cells) is first searched in 20x20 windows, the rest
   of the grid frozen to the partition; only when no window has another solution is the
   whole cluster solved (the proof, or a witness larger than a window).
3. **Repair.** In every cluster that has another solution, a cell where the two differ
   is picked at random and split off from its galaxy together with its mirror, each
   becoming a one-cell galaxy (the galaxy stays symmetric; the cell is only taken when
   the galaxy stays connected). New dots always kill that other solution (one of its
   regions would hold two dots). Only the clusters the new dots touch are solved again.
   Up to ``MAX_ROUNDS`` rounds; if still ambiguous or undecided, a dot kind missing, or
   (with ``min_open``) too little left open by deduction, the attempt is rejected and the
   next one starts from the same random stream.
4. ``source.uniqueness`` comes from a final :func:`puzzlebench.engine.uniqueness.certify` call: the
   registry's ``galaxies/cuts`` model through the runner's cut loop — a route that shares
   no model or search code with step 2. ``source.hardness`` records what deduction
   settles (:mod:`puzzlebench.engine.generate.hardness`).

Determinism: one ``random.Random(seed)``; CP-SAT runs with one worker, a fixed seed and a
deterministic-time limit, so the same seed gives the same bytes on any machine speed
(no wall-clock limit decides anything here; the final certificate's wall-clock limit can
only make generation fail, never change the puzzle).
"""

from __future__ import annotations

import random
from typing import Any

from puzzlebench.engine.generate.common import finish
from puzzlebench.engine.generate.galaxies_ambiguity import DEFAULT_EFFORT, AmbiguityChecker
from puzzlebench.engine.generate.hardness import check_min_open, galaxies_hardness
from puzzlebench.engine.uniqueness import UniquenessVerdict
from puzzlebench.instances.checker import pieces
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.galaxies_growth import (
    Dot,
    canonical_instance,
    check_args,
    default_max_size,
    dot_kinds,
    random_partition,
    singles,
    split_off,
)
from puzzlebench.instances.types import GalaxiesInstance

GENERATOR = "puzzlebench.generate_galaxies"
# 2: larger galaxies (biased growth, single-cell merge, caps 24/14/12)
# 3: deduction + per-cluster CP-SAT ambiguity search, one repair per ambiguous cluster
# 4: big clusters (over 300 open cells) searched for other solutions in 20x20 windows first
#    (four shifted tilings, cached per window), the whole-cluster proof only when no window
#    has one, with effort in proportion to the cluster's size; window edges freeze cells
#    whose mirror lies outside
ALGORITHM_VERSION = 4
MAX_ROUNDS = 60
MAX_ATTEMPTS = 20
PARTITION_DRAWS = 4


def diff_pieces(diff: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The 4-connected pieces of the cells where another solution differs, in order
    (:func:`puzzlebench.instances.checker.pieces`, each piece sorted)."""
    return [sorted(piece) for piece in pieces(set(diff))]


def find_other(rows: int, cols: int, dots: list[Dot], owner: list[list[int]],
               effort: float = DEFAULT_EFFORT) -> list[list[tuple[int, int]]] | None | bool:
    """Cells where other solutions differ (one list per ambiguous cluster).

    None when the partition is the only solution, False when undecided (effort ran out).
    """
    res = AmbiguityChecker(effort).check(canonical_instance(dots, owner))
    if res.verdict == UniquenessVerdict.UNIQUE:
        return None
    return res.diffs if res.verdict == UniquenessVerdict.MULTIPLE else False


def generate_galaxies(
    rows: int,
    cols: int,
    seed: int,
    *,
    max_galaxy_size: int | None = None,
    min_open: float = 0.0,
    certify: bool = True,
    certify_time_limit: float = 300.0,
    effort: float = DEFAULT_EFFORT,
    name: str | None = None,
) -> GalaxiesInstance:
    """One Galaxies puzzle with a unique solution (see the module doc for how).

    ``min_open``: accept only puzzles where deduction leaves at least this share of the
    cells open (the hard ones); attempts below it are redrawn.
    """
    check_args(rows, cols, max_galaxy_size)
    check_min_open(min_open)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PuzzleInputError(f"--seed must be an integer, got {seed!r}")
    k = max_galaxy_size if max_galaxy_size is not None else default_max_size(rows, cols)
    rng = random.Random(seed)
    need_kinds = 3 if rows * cols >= 16 else 1
    checker = AmbiguityChecker(effort)
    attempts = MAX_ATTEMPTS if not min_open else 5 * MAX_ATTEMPTS
    for attempt in range(attempts):
        # several cheap draws, keep the one with the fewest one-cell galaxies (real puzzles
        # have few: janko ~18%); the first wins ties, so this stays deterministic
        draws = [random_partition(rows, cols, rng, k) for _ in range(PARTITION_DRAWS)]
        dots, owner = min(draws, key=lambda d: singles(*d))
        if len(dot_kinds(dots)) < need_kinds:
            continue
        checker.new_partition()
        repairs = rounds = 0
        res = None
        while rounds < MAX_ROUNDS:
            res = checker.check(canonical_instance(dots, owner))
            if res.verdict != UniquenessVerdict.MULTIPLE:
                break
            rounds += 1
            for diff in res.diffs:
                for piece in diff_pieces(diff):  # separate ambiguities: one repair each
                    repairs += split_off(owner, dots, piece, rng)
        if res is None or res.verdict != UniquenessVerdict.UNIQUE or len(dot_kinds(dots)) < need_kinds:
            continue
        if res.open_cells < min_open * rows * cols:
            continue
        inst = canonical_instance(dots, owner)
        assert inst.solution is not None  # canonical_instance attaches the grid
        sizes = [sum(row.count(g) for row in inst.solution) for g in range(len(inst.dots))]
        options: dict[str, Any] = {"rows": rows, "cols": cols, "max_galaxy_size": k}
        if min_open:
            options["min_open"] = min_open
        source: dict[str, Any] = {
            "generator": GENERATOR,
            "seed": seed,
            "options": options,
            "attempt": attempt,
            "repairs": repairs,
            "galaxies": len(inst.dots),
            "largest_galaxy": max(sizes),
            "dot_kinds": sorted(dot_kinds(list(inst.dots))),
            "hardness": galaxies_hardness(res),
        }
        inst = GalaxiesInstance(rows, cols, inst.dots, inst.solution,
                                name or f"galaxies-{rows}x{cols}-s{seed}")
        return finish(inst, source, ALGORITHM_VERSION, certify=certify, time_limit=certify_time_limit)
    raise RuntimeError(f"no unique {rows}x{cols} Galaxies puzzle in {attempts} attempts for seed {seed}")
