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
   whole cluster solved (the proof, or a witness larger than a window). With ``min_open``
   a cluster too big for that proof (60x60 at 0.5 leaves one of ~2,000 cells) is proved
   by SAT instead: CaDiCaL on the PySAT baseline's encoding, with a conflict budget.
3. **Repair.** In every cluster that has another solution, a cell where the two differ
   is picked at random and split off from its galaxy together with its mirror, each
   becoming a one-cell galaxy (the galaxy stays symmetric; the cell is only taken when
   the galaxy stays connected). New dots always kill that other solution (one of its
   regions would hold two dots). Only the clusters the new dots touch are solved again.
   Up to ``MAX_ROUNDS`` rounds; if still ambiguous or undecided, a dot kind missing, or
   (with ``min_open``) too little left open by deduction, the attempt is rejected and the
   next one starts from the same random stream.
4. ``source.uniqueness`` comes from a final :func:`puzzlebench.engine.generate.uniqueness.certify` call: the
   registry's ``galaxies/labels`` model on CP-SAT — a route that shares no model or search
   code with step 2. ``source.hardness`` records what deduction
   settles (:mod:`puzzlebench.engine.generate.hardness`).

Determinism: one ``random.Random(seed)``; CP-SAT runs with one worker, a fixed seed and a
deterministic-time limit, CaDiCaL with a conflict budget, so the same seed gives the same bytes on any machine speed
(no wall-clock limit decides anything here; the final certificate's wall-clock limit can
only make generation fail, never change the puzzle).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlebench.engine.generate.common import (
    GenerationFailed,
    GenerationListener,
    GenerationProgress,
    Phase,
    finish,
    package_version,
)
from puzzlebench.engine.generate.galaxies_ambiguity import DEFAULT_EFFORT, AmbiguityChecker
from puzzlebench.engine.generate.hardness import check_min_open, galaxies_hardness
from puzzlebench.engine.generate.uniqueness import UniquenessVerdict, solver_version
from puzzlebench.instances.checker import pieces
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.galaxies_growth import (
    Dot,
    break_up,
    canonical_instance,
    check_args,
    dot_kinds,
    random_partition,
    singles,
    split_off,
)
from puzzlebench.instances.galaxy_sizes import galaxy_sizes
from puzzlebench.instances.types import GalaxiesInstance

GENERATOR = "puzzlebench.generate_galaxies"
# 2: larger galaxies (biased growth, single-cell merge, caps 24/14/12)
# 3: deduction + per-cluster CP-SAT ambiguity search, one repair per ambiguous cluster
# 4: big clusters (over 300 open cells) searched for other solutions in 20x20 windows first
#    (four shifted tilings, cached per window), the whole-cluster proof only when no window
#    has one, with effort in proportion to the cluster's size; window edges freeze cells
#    whose mirror lies outside
# 5: janko-like galaxy sizes (targets drawn from janko's distribution, no cap by default,
#    dot kind by the target's parity); clusters too big to prove (or out of effort) are
#    broken up by splitting cells off instead of rejecting the attempt; the effort is per
#    cluster, not per cut round; max_open (0: deduction settles every cell)
# 6: a split of an undecided cluster tries BREAK_TRIALS cells that can be split (cells that
#    cannot no longer count as tries, which ended the round's splits early)
# 7: with min_open, a cluster of more than SAT_PROOF_CELLS open cells is proved by SAT
#    (CaDiCaL on the PySAT baseline's encoding) instead of getting no proof. Only min_open
#    changed: a puzzle made without it is the same as in version 6 and keeps that number
# 8: with max_open, a round whose splits all fail tries every cell of the open clusters and
#    the cells next to them before rejecting the attempt (with_rim). Only max_open changed:
#    a puzzle made without it keeps its number (6, or 7 with min_open)
ALGORITHM_VERSION = 8
OPEN_SINCE = 7  # the version stamped on puzzles made with min_open and without max_open
UNCHANGED_SINCE = 6  # the version stamped on puzzles made with neither
MAX_ROUNDS = 400
MAX_ATTEMPTS = 20
PARTITION_DRAWS = 4
# default: no whole-cluster proof of more open cells than this (the cluster is broken up
# instead). Measured (40x40, galaxies up to 24 cells): a 1,088-cell proof ran over 130 s,
# window models of ~280 cells took 1-4 s.
PROOF_CELLS = 400
PROOF_CELLS_OPEN = 1000  # the same with min_open (hard puzzles need bigger open clusters)
# with min_open, a cluster with more open cells than this is proved by SAT instead
# (AmbiguityChecker._sat_cluster): 60x60 at min_open 0.5 needs clusters of ~2,000 cells
SAT_PROOF_CELLS = PROOF_CELLS_OPEN
BREAK_CELLS = 300  # an undecided cluster gets one split per this many open cells per round
BREAK_TRIALS = 3  # cells tried per split (the one after which deduction leaves least open is kept)


def algorithm_of(min_open: float, max_open: float | None) -> int:
    """The algorithm version that makes a puzzle with these options (stamped in the file)."""
    if max_open is not None:
        return ALGORITHM_VERSION
    return OPEN_SINCE if min_open else UNCHANGED_SINCE


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


def with_rim(cells: list[tuple[int, int]], rows: int, cols: int) -> list[tuple[int, int]]:
    """A cluster's cells, then the cells next to it (in order).

    Why: the last few open cells of a settling generation (``max_open 0``) can all be
    unsplittable (a galaxy's centre cells, or cells whose galaxy would fall apart), and
    the attempt was then rejected after minutes of repairs (80x80 seed 2: its first two
    attempts, at 4 and 16 cells open). A split next to the cluster takes a candidate away
    from it too.
    """
    inside = set(cells)
    rim = sorted({(i + di, j + dj) for i, j in cells for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1))
                  if 0 <= i + di < rows and 0 <= j + dj < cols} - inside)
    return [*cells, *rim]


def _break_best(owner: list[list[int]], dots: list[Dot], cells: list[tuple[int, int]], count: int,
                rng: random.Random, *, whole: bool = False) -> int:
    """Split ``count`` cells off an undecided cluster, each the best of BREAK_TRIALS tries:
    the split after which deduction leaves the fewest cells open. The tries come from the
    first half of ``cells`` (most candidates first), or from all of them with ``whole``.

    Why not the first cell that can be split: every split adds two one-cell galaxies,
    and real puzzles have few (janko: 4 % of the cells). Measured at 40x40, seeds 1-3:
    random picks among the eighth of the cells with most candidates (one split per 150
    open cells) used more CPU time than three tries per split (one per 300) and gave no
    closer sizes; the tries reached pooled KS 0.079 to janko's with 52-60 splits.

    The tries are cells that can be split (not a dot's own cell, the galaxy stays
    connected): counting cells that cannot among the tries ended the round whenever three
    such came up for one split, and a round without a split rejects the attempt (100x100:
    the first three attempts of seed 1 were rejected that way, with ~5,500 cells open).
    """
    from puzzlebench.engine.generate.galaxies_ambiguity import open_cells

    done = 0
    for _ in range(count):
        pool = list(cells if whole else cells[: max(1, len(cells) // 2)])
        rng.shuffle(pool)
        best: tuple[int, list[list[int]], list[Dot]] | None = None
        tries = 0
        for c in pool:
            if tries >= BREAK_TRIALS:
                break
            o2, d2 = [row[:] for row in owner], list(dots)
            if not break_up(o2, d2, [c], 1, rng):
                continue
            tries += 1
            left = open_cells(canonical_instance(d2, o2))
            if best is None or left < best[0]:
                best = (left, o2, d2)
        if best is None:
            break
        owner[:] = best[1]
        dots[:] = best[2]
        done += 1
    return done


@dataclass
class RoundState:
    """Everything the rest of a generation reads, at the top of a repair round (the
    checkpoint's content: :mod:`puzzlebench.engine.generate.checkpoint`)."""
    attempt: int
    rng: Any  # random.Random.getstate()
    dots: list[Dot]
    owner: list[list[int]]
    checker: AmbiguityChecker
    repairs: int
    rounds: int
    res: Any


def check_max_open(max_open: Any, min_open: float) -> None:
    if max_open is None:
        return
    if isinstance(max_open, bool) or not isinstance(max_open, int | float) or not 0.0 <= max_open < 1.0:
        raise PuzzleInputError(f"--max-open must be a share in [0, 1), got {max_open!r}")
    if max_open < min_open:
        raise PuzzleInputError(f"--max-open {max_open} is below --min-open {min_open}")


def generate_galaxies(
    rows: int,
    cols: int,
    seed: int,
    *,
    max_galaxy_size: int | None = None,
    min_open: float = 0.0,
    max_open: float | None = None,
    certify: bool = True,
    certify_time_limit: float = 300.0,
    effort: float = DEFAULT_EFFORT,
    name: str | None = None,
    progress: GenerationListener | None = None,
    checkpoint: Path | None = None,
) -> GalaxiesInstance:
    """One Galaxies puzzle with a unique solution (see the module doc for how).

    ``max_galaxy_size``: cap the galaxies (default none: janko-like sizes, the largest
    growing with the grid). ``min_open``: accept only puzzles where deduction leaves at
    least this share of the cells open (the hard ones); attempts below it are redrawn.
    ``max_open``: at most this share open (0: deduction settles every cell); clusters
    are broken up until it holds. ``progress`` is called at every step. ``checkpoint``: a
    file where the state is saved at the top of every repair round, and resumed from (the
    same bytes as without it; the caller removes it when the puzzle is written).
    """
    check_args(rows, cols, max_galaxy_size)
    check_min_open(min_open)
    check_max_open(max_open, min_open)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PuzzleInputError(f"--seed must be an integer, got {seed!r}")
    n = rows * cols
    rng = random.Random(seed)
    need_kinds = 3 if n >= 16 else 1
    proof_cells = PROOF_CELLS_OPEN if min_open else PROOF_CELLS
    sat_cells = SAT_PROOF_CELLS if min_open else None
    checker = AmbiguityChecker(effort, max_proof_cells=proof_cells, sat_proof_cells=sat_cells)
    attempts = MAX_ATTEMPTS if not min_open else 5 * MAX_ATTEMPTS

    def tell(event: GenerationProgress) -> None:
        if progress is not None:
            progress(event)

    from puzzlebench.engine.generate import checkpoint as cp

    key = cp.key_of({"generator": GENERATOR, "rows": rows, "cols": cols, "seed": seed,
                     "max_galaxy_size": max_galaxy_size, "min_open": min_open, "max_open": max_open,
                     "effort": effort, "algorithm": algorithm_of(min_open, max_open), "puzzlebench": package_version(),
                     "solver": solver_version()}) if checkpoint is not None else ""
    resumed: RoundState | None = cp.load(checkpoint, key) if checkpoint is not None else None
    for attempt in range(attempts):
        if resumed is not None and attempt < resumed.attempt:
            continue
        if resumed is not None:
            rng.setstate(resumed.rng)
            dots, owner, checker = resumed.dots, resumed.owner, resumed.checker
            repairs, rounds, res = resumed.repairs, resumed.rounds, resumed.res
            resumed = None
        else:
            tell(GenerationProgress(Phase.PARTITION, attempt, attempts, cells=n))
            # several cheap draws, keep one with every dot kind and the fewest one-cell galaxies
            # (real puzzles have few: janko ~18%); the first wins ties, so this stays deterministic
            draws = [random_partition(rows, cols, rng, max_galaxy_size) for _ in range(PARTITION_DRAWS)]
            dots, owner = min(draws, key=lambda d: (len(dot_kinds(d[0])) < need_kinds, singles(*d)))
            if len(dot_kinds(dots)) < need_kinds:
                tell(GenerationProgress(Phase.REJECT, attempt, attempts, note="a dot kind is missing"))
                continue
            checker.new_partition()
            repairs = rounds = 0
            res = None
        why = ""
        while rounds < MAX_ROUNDS:
            if checkpoint is not None:
                cp.save(checkpoint, key, RoundState(attempt, rng.getstate(), dots, owner, checker,
                                                    repairs, rounds, res))
            settle = max_open is not None and (res is None or res.open_cells > max_open * n)
            checker.max_proof_cells = 0 if settle else proof_cells
            checker.sat_proof_cells = None if settle else sat_cells
            if res is None:
                tell(GenerationProgress(Phase.CHECK, attempt, attempts, rounds, n, n,
                                        note="deduction, then other solutions per cluster"))
            res = checker.check(canonical_instance(dots, owner))
            tell(GenerationProgress(Phase.CHECK, attempt, attempts, rounds, res.open_cells, n, res.clusters,
                                    res.largest_cluster, repairs, str(res.verdict)))
            if res.open_cells < min_open * n:  # repairs only settle more: this attempt cannot make it
                why = f"{res.open_cells} cells open, fewer than {min_open:g} of {n}"
                break
            if res.verdict == UniquenessVerdict.UNIQUE and not (max_open is not None and res.open_cells > max_open * n):
                break
            rounds += 1
            fixed = 0
            for diff in res.diffs:
                for piece in diff_pieces(diff):  # separate ambiguities: one repair each
                    fixed += split_off(owner, dots, piece, rng)
            if not res.diffs:  # nothing ambiguous found, but clusters too big (or too hard) to prove
                for cells in res.undecided:
                    fixed += _break_best(owner, dots, cells, max(1, len(cells) // BREAK_CELLS), rng)
            if not fixed and max_open is not None:  # settling: widen to the clusters' rims
                for cells in [*res.undecided, *(piece for diff in res.diffs for piece in diff_pieces(diff))]:
                    fixed += _break_best(owner, dots, with_rim(cells, rows, cols), 1, rng, whole=True)
            repairs += fixed
            if not fixed:
                why = "no cell left to split off"
                break
        else:
            why = f"{MAX_ROUNDS} rounds"
        ok = (res is not None and not why and res.verdict == UniquenessVerdict.UNIQUE
              and len(dot_kinds(dots)) >= need_kinds and res.open_cells >= min_open * n
              and (max_open is None or res.open_cells <= max_open * n))
        if not ok or res is None:
            tell(GenerationProgress(Phase.REJECT, attempt, attempts, rounds, note=why or "dot kinds missing"))
            continue
        inst = canonical_instance(dots, owner)
        assert inst.solution is not None  # canonical_instance attaches the grid
        sizes = galaxy_sizes(inst.solution)
        options: dict[str, Any] = {"rows": rows, "cols": cols}
        if max_galaxy_size is not None:
            options["max_galaxy_size"] = max_galaxy_size
        if min_open:
            options["min_open"] = min_open
        if max_open is not None:
            options["max_open"] = max_open
        source: dict[str, Any] = {
            "generator": GENERATOR,
            "seed": seed,
            "options": options,
            "attempt": attempt,
            "rounds": rounds,
            "repairs": repairs,
            "galaxies": len(inst.dots),
            "largest_galaxy": max(sizes),
            "dot_kinds": sorted(dot_kinds(list(inst.dots))),
            "hardness": galaxies_hardness(res),
        }
        inst = GalaxiesInstance(rows, cols, inst.dots, inst.solution,
                                name or f"galaxies-{rows}x{cols}-s{seed}")
        if certify:
            tell(GenerationProgress(Phase.CERTIFY, attempt, attempts, rounds, res.open_cells, n,
                                    note="the independent certificate (galaxies/labels on CP-SAT)"))
        version = algorithm_of(min_open, max_open)
        return finish(inst, source, version, certify=certify, time_limit=certify_time_limit)
    raise GenerationFailed(f"no unique {rows}x{cols} Galaxies puzzle in {attempts} attempts for seed {seed}")
