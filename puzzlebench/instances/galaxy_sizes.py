"""Galaxy sizes: how a set of Galaxies puzzles spreads its cells over galaxies of each size.

Why cell-weighted: a solver meets a puzzle cell by cell, and a puzzle's structure is
what share of its cells lie in big galaxies (janko: 21 % in galaxies of more than 12
cells), not how many tiny galaxies fill the gaps. The distance between two such
distributions is Kolmogorov-Smirnov's: the largest gap between their cumulative shares.
The reference is janko's puzzles of 300 cells or more (:func:`janko_reference`); the
generator's calibration, the benchmark and the tests all measure against it here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from puzzlebench.instances.types import GalaxiesInstance

JANKO_MIN_CELLS = 300  # the reference: janko's puzzles of at least this many cells (103 of 579)


def galaxy_sizes(solution: Sequence[Sequence[int]]) -> list[int]:
    """The size of each galaxy of a solution grid (galaxy indices per cell), in index order."""
    count = Counter(g for row in solution for g in row)
    return [count[g] for g in sorted(count)]


def cell_weighted(sizes: Iterable[int]) -> Counter[int]:
    """Cells per galaxy size: a galaxy of s cells adds s at s."""
    out: Counter[int] = Counter()
    for s in sizes:
        out[s] += s
    return out


def of_instances(instances: Iterable[GalaxiesInstance]) -> Counter[int]:
    """Cells per galaxy size over puzzles with solutions (pooled: every cell counts once)."""
    out: Counter[int] = Counter()
    for inst in instances:
        if inst.solution is None:
            raise ValueError(f"{inst.name}: no solution, no galaxy sizes")
        out.update(cell_weighted(galaxy_sizes(inst.solution)))
    return out


def cumulative(weights: Counter[int], top: int) -> list[float]:
    """Share of the cells in galaxies of at most s cells, for s = 1 .. top."""
    total = sum(weights.values())
    out = []
    acc = 0
    for s in range(1, top + 1):
        acc += weights.get(s, 0)
        out.append(acc / total if total else 1.0)
    return out


def ks_distance(a: Counter[int], b: Counter[int]) -> float:
    """Kolmogorov-Smirnov distance between two cell-weighted size distributions."""
    top = max([*a, *b, 1])
    return max(abs(x - y) for x, y in zip(cumulative(a, top), cumulative(b, top), strict=True))


def share_above(weights: Counter[int], size: int) -> float:
    """Share of the cells in galaxies of more than ``size`` cells."""
    total = sum(weights.values())
    return sum(w for s, w in weights.items() if s > size) / total if total else 0.0


def janko_reference(path: str | Path, min_cells: int = JANKO_MIN_CELLS) -> tuple[Counter[int], list[GalaxiesInstance]]:
    """Cells per galaxy size of janko's puzzles of ``min_cells`` or more, and those puzzles
    (the dataset's malformed entry is skipped, as everywhere)."""
    from puzzlebench.instances import io

    insts, _ = io.load_all(Path(path))
    big = [i for i in insts if isinstance(i, GalaxiesInstance) and i.rows * i.cols >= min_cells]
    return of_instances(big), big

