"""The Galaxies generator: a random partition into symmetric galaxies, repaired until unique.

1. **Partition** (:mod:`instances.galaxies_growth`). Cells are visited in a seeded random order; each still-free cell starts
   a galaxy whose dot is drawn among the kinds that fit there — cell centre, the midpoint
   of its right or bottom edge, its bottom-right vertex (centre cells all free). The
   galaxy then grows towards a target size (the larger of two uniform draws up to
   ``max_galaxy_size``: biased towards big galaxies) by adding a random free neighbouring
   cell *together with its mirror* about the dot; a neighbour of the galaxy has its mirror
   next to the galaxy too, so the galaxy stays connected and centrally symmetric at every
   step. Cells left over are one-cell galaxies; :func:`absorb_singles` merges them into a
   neighbouring galaxy (with a one-cell mirror partner) or into dominoes. Of
   ``PARTITION_DRAWS`` partitions the one with the fewest one-cell galaxies is kept.
2. **Ambiguity search** (:func:`find_other`): the certificate route itself,
   :func:`engine.uniqueness.count_solutions` with limit 2 (the registry's
   ``galaxies/cuts`` model with reach pruning, mirror pairs and deduction, in the runner's
   cut loop; CP-SAT through ``models.backends``; no-good rows; every solution checked).
   Unlike Troix there is no separate fast search here.
3. **Repair.** When another solution exists, a cell where the two differ is picked at
   random and split off from its galaxy together with its mirror, each becoming a
   one-cell galaxy (the galaxy stays symmetric; the cell is only taken when the galaxy
   stays connected). New dots always kill the other solution (one of its regions would
   hold two dots). Up to ``MAX_REPAIRS`` rounds; if still ambiguous, or a dot kind is
   missing, the attempt is rejected and the next one starts from the same random stream.
4. ``source.uniqueness`` comes from a final :func:`engine.uniqueness.certify` call
   (the same route as step 2: for Galaxies the certificate is not independent of the
   generator's own check; ``tests/test_instance_sets.py`` re-certifies every committed
   file).

Determinism: one ``random.Random(seed)``; CP-SAT runs with one worker and a fixed seed,
so the second solution it returns (which steers the repair) is the same on every run.
The one exception: an ambiguity check that hits ``time_limit`` (wall seconds) rejects the
attempt, and that depends on the machine; with the default caps it was not seen on the
committed set or the benchmark seeds, but with larger ``--max-galaxy-size`` it happens
(20x20 with 30: one seed in three hit 120 s).
"""

from __future__ import annotations

import random
from typing import Any

from engine.generate.common import finish
from instances.errors import PuzzleInputError
from instances.galaxies_growth import (
    Dot,
    canonical_instance,
    check_args,
    default_max_size,
    dot_kinds,
    random_partition,
    singles,
    split_off,
)
from instances.types import GalaxiesInstance

GENERATOR = "puzzlebench.generate_galaxies"
ALGORITHM_VERSION = 2  # 2: larger galaxies (biased growth, single-cell merge, caps 24/14/12)
MAX_REPAIRS = 60
MAX_ATTEMPTS = 20
PARTITION_DRAWS = 4


# ---------------------------------------------------------------------------- ambiguity
def find_other(rows: int, cols: int, dots: list[Dot], owner: list[list[int]],
               time_limit: float) -> list[list[int]] | None | bool:
    """A second solution through the certificate route (registry cuts model, CP-SAT).

    Returns a grid (indices into ``dots``) differing from ``owner``, None when the
    partition is the only solution, False when undecided (time limit).
    """
    from engine.uniqueness import count_solutions

    inst = canonical_instance(dots, owner)
    res = count_solutions(inst.with_solution(None), limit=2, time_limit=time_limit)
    if res.verdict == "unique":
        if res.solutions != [inst.solution]:  # pragma: no cover - would be a generator bug
            raise RuntimeError("the only solution found is not the generated partition")
        return None
    if res.verdict != "multiple":
        return False
    order = sorted(range(len(dots)), key=lambda k: dots[k])  # sorted index -> our index
    other = next(s for s in res.solutions if s != inst.solution)
    return [[order[v] for v in row] for row in other]


def generate_galaxies(
    rows: int,
    cols: int,
    seed: int,
    *,
    max_galaxy_size: int | None = None,
    certify: bool = True,
    certify_time_limit: float = 300.0,
    time_limit: float = 120.0,
    name: str | None = None,
) -> GalaxiesInstance:
    """One Galaxies puzzle with a unique solution (see the module doc for how)."""
    check_args(rows, cols, max_galaxy_size)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PuzzleInputError(f"--seed must be an integer, got {seed!r}")
    k = max_galaxy_size if max_galaxy_size is not None else default_max_size(rows, cols)
    rng = random.Random(seed)
    need_kinds = 3 if rows * cols >= 16 else 1
    for attempt in range(MAX_ATTEMPTS):
        # several cheap draws, keep the one with the fewest one-cell galaxies (real puzzles
        # have few: janko ~18%); the first wins ties, so this stays deterministic
        draws = [random_partition(rows, cols, rng, k) for _ in range(PARTITION_DRAWS)]
        dots, owner = min(draws, key=lambda d: singles(*d))
        if len(dot_kinds(dots)) < need_kinds:
            continue
        repairs = 0
        while True:
            other = find_other(rows, cols, dots, owner, time_limit)
            if other is None:
                break
            if other is False or repairs >= MAX_REPAIRS:
                repairs = -1
                break
            diff = [(i, j) for i in range(rows) for j in range(cols) if other[i][j] != owner[i][j]]
            if not split_off(owner, dots, diff, rng):
                repairs = -1
                break
            repairs += 1
        if repairs < 0 or len(dot_kinds(dots)) < need_kinds:
            continue
        inst = canonical_instance(dots, owner)
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
