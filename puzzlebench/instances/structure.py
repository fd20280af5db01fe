"""A puzzle's structure classes, the ones the scaling series holds fixed and findings split by.

Why classes and not the raw numbers: a claim such as "paths wins at scale" holds for some
structures and not others, and a table or figure can only be split by a few groups. Two
are defined here, one owner each, so the manifest, the figures and the findings agree:
the hardness class (what deduction leaves open, from ``source.hardness`` or a run's
``instance_deduced_share``) and the galaxy-size class (the largest galaxy).
"""

from __future__ import annotations

from enum import StrEnum


class HardnessClass(StrEnum):
    SETTLED = "settled"  # deduction fixes every cell
    PARTIAL = "partial"  # it leaves some open, less than a third
    OPEN = "open"  # it leaves at least a third open


class SizeClass(StrEnum):
    UP_TO_12 = "<=12"  # the old generator's cap beyond 25x25
    UP_TO_24 = "13-24"  # janko's small and middle puzzles
    OVER_24 = ">24"  # janko's large ones; ours from about 20x20 on


def hardness_class(open_cells: int, cells: int) -> HardnessClass:
    """The scaling series' two classes (settled, open) and the rest (partial)."""
    if open_cells == 0:
        return HardnessClass.SETTLED
    return HardnessClass.OPEN if 3 * open_cells >= cells else HardnessClass.PARTIAL


def size_class(largest: int) -> SizeClass:
    """A Galaxies puzzle's structure by its largest galaxy."""
    if largest <= 12:
        return SizeClass.UP_TO_12
    return SizeClass.UP_TO_24 if largest <= 24 else SizeClass.OVER_24
